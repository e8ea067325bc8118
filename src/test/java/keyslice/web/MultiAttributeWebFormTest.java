package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.byIdOrNull;
import static keyslice.testing.Html.controls;
import static keyslice.testing.Html.errorSlots;
import static keyslice.testing.Html.fieldErrors;
import static keyslice.testing.Html.formSubmission;
import static keyslice.testing.Html.inputAttributes;
import static keyslice.testing.Html.selectedValue;
import static keyslice.web.MultiAttributeWebFixtures.TOURNAMENT;
import static keyslice.web.MultiAttributeWebFixtures.http;
import static keyslice.web.MultiAttributeWebFixtures.page;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import keyslice.domain.form.Field;
import keyslice.testing.Html.Element;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A multi-attribute key's form section: a control and error slot per numbered parameter, when it opens, and its
 * problems while typing.
 */
class MultiAttributeWebFormTest {
    @RegisterExtension
    static final RunningApp app = MultiAttributeWebFixtures.app;

    // --- the form ---------------------------------------------------------------------------------------------

    @Test
    void everyNumberedParameterHasAControlWithItsErrorSlot() {
        String html = page("/");
        Map<String, List<String>> slots = errorSlots(html);
        for (Field param : Field.values()) {
            if (param.number() > 1) {
                assertEquals(1, controls(html, param.code()).size(), param.code());
                assertTrue(slots.containsKey("err-" + param.code()), param.code());
                assertEquals(List.of(), fieldErrors(html, param.code()), "described by its own slot: " + param.code());
            }
        }
        Element section = byId(html, "multi-attribute");
        assertEquals("details", section.tag());
        assertNull(section.attr("open"), "closed while the state uses no further attribute");
        assertTrue(
                section.text().strip().startsWith("Multi-attribute index key (GSI, up to 4 + 4 attributes)"),
                section.text());
    }

    /**
     * The form sends its selects' defaults with every edit (pk2Type=S, op2=begins_with...): an edit of a state that uses
     * no further attribute leaves the section closed, as the person left it.
     */
    @Test
    void theFormsDefaultsDoNotOpenTheSection() {
        String closed = page("/?v=1&table=Drive&pk=PK&pkValue=a&sk=SK&value=root/");
        Query submitted = formSubmission(closed);
        for (int n = 2; n <= 4; n++) {
            assertEquals("S", submitted.first("pk" + n + "Type"), "the form sends the default");
            assertEquals("begins_with", submitted.first("op" + n), "the form sends the default");
        }
        String edited = http.page(submitted.add("edit", "seg-add"), WebTestHttp.EDITING)
                .assertStatus(200)
                .body();
        assertNull(byId(edited, "multi-attribute").attr("open"), "an edit with the defaults leaves the section closed");
    }

    @Test
    void theSectionIsOpenAndFilledInForAStateThatUsesIt() {
        String html = page(TOURNAMENT);
        assertTrue(byId(html, "multi-attribute").attrs().containsKey("open"));
        assertEquals("region", inputAttributes(html, "pk2").get("value"));
        assertEquals("EU", inputAttributes(html, "pk2Value").get("value"));
        assertEquals("bracket", inputAttributes(html, "sk2").get("value"));
        assertEquals("begins_with", selectedValue(html, "op2"));
        assertEquals("upper#", inputAttributes(html, "value2").get("value"));
        assertEquals(
                TOURNAMENT,
                http.api(formSubmission(html))
                        .assertStatus(200)
                        .json()
                        .get("permalink")
                        .asText(),
                "the form submits the state it shows");
    }

    @Test
    void aGapShowsItsMessageAtTheMissingAttributesSlotWhileTypingAndOnSubmit() {
        Query gap = Query.of(
                "index",
                "ByRegion",
                "pk",
                "tournament",
                "pkValue",
                "WORLDS26",
                "sk",
                "round",
                "skType",
                "N",
                "op",
                "eq",
                "value",
                "2",
                "sk3",
                "court",
                "value3",
                "c1");
        String expected =
                "sort key attributes are given from left to right without a gap: sk3 is given, so sk2 is required";
        String submitted = http.page(gap).assertStatus(200).body();
        assertEquals(List.of(expected), fieldErrors(submitted, "sk2"));
        assertTrue(byId(submitted, "multi-attribute").attrs().containsKey("open"), "open to show the error");

        String typing = http.page(gap.add("typing", "sk3"), WebTestHttp.TYPING)
                .assertStatus(200)
                .body();
        Element slot = byIdOrNull(typing, "err-sk2");
        assertTrue(slot != null && slot.text().contains(expected), typing);
    }

    @Test
    void aBlankFurtherValueIsAPromptWhileTyping() {
        Query halfway = Query.of(
                "index", "ByRegion", "pk", "tournament", "pkValue", "WORLDS26", "pk2", "region", "typing", "pk2");
        String typing = http.page(halfway, WebTestHttp.TYPING).assertStatus(200).body();
        assertNull(byIdOrNull(typing, "err-pk2Value"), "not an error before it is typed: its slot is left empty");
        assertTrue(byId(typing, "output").text().contains("Fill this in next."), typing);
    }
}
