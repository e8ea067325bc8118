package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.controls;
import static keyslice.testing.Html.elements;
import static keyslice.testing.Html.errorSlots;
import static keyslice.testing.Html.fieldErrors;
import static keyslice.testing.Html.formSubmission;
import static keyslice.testing.Html.textareaValue;
import static keyslice.web.QueryOptionsPageFixtures.OPTIONS;
import static keyslice.web.QueryOptionsPageFixtures.editedFilter;
import static keyslice.web.QueryOptionsPageFixtures.http;
import static keyslice.web.QueryOptionsPageFixtures.page;
import static keyslice.web.QueryOptionsPageFixtures.row;
import static keyslice.web.QueryOptionsPageFixtures.tickets;
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
 * The form's "Filter, projection and more": a control and error slot per option, the section opened by a state that uses
 * it, and the row builder with and without JavaScript.
 */
class QueryOptionsFormTest {
    @RegisterExtension
    static final RunningApp app = QueryOptionsPageFixtures.app;

    @Test
    void everyOptionHasAControlWithItsErrorSlotInAClosedSection() {
        String html = http.get("/").assertStatus(200).body();
        Map<String, List<String>> slots = errorSlots(html);
        Element section = byId(html, "query-options");
        for (Field param : OPTIONS) {
            List<Element> controls = controls(html, param.code());
            assertEquals(1, controls.size(), param.code());
            assertTrue(section.contains(controls.get(0).start()), param.code() + " is in the section");
            assertTrue(slots.containsKey("err-" + param.code()), param.code());
        }
        assertEquals("details", section.tag());
        assertNull(section.attr("open"), "closed while the state uses none of its parameters");
        assertTrue(section.text().strip().startsWith("Filter, projection and more"), section.text());
    }

    @Test
    void aStateWithOptionsOpensTheSectionAndTheFormSubmitsIt() {
        String html = page(tickets("select", "", "consistent", "true"));
        assertTrue(byId(html, "query-options").attrs().containsKey("open"));
        assertEquals(
                "status = \"open\"",
                textareaValue(elements(html, "textarea").stream()
                        .filter(t -> "filter".equals(t.attr("name")))
                        .findFirst()
                        .orElseThrow()
                        .inner()));
        Query submitted = formSubmission(html);
        assertEquals(
                http.api(tickets("consistent", "true"))
                        .assertStatus(200)
                        .json()
                        .get("permalink")
                        .asText(),
                http.api(submitted).assertStatus(200).json().get("permalink").asText(),
                "the form submits the state it shows");
    }

    @Test
    void problemsShowAtTheirFieldsAndOpenTheSection() {
        String html = page(Query.of("pk", "PK", "pkValue", "a", "filter", "status = ", "items", "{\"a\": {\"S\": 1}}"));
        assertTrue(byId(html, "query-options").attrs().containsKey("open"));
        assertEquals(1, fieldErrors(html, "filter").size(), html);
        assertEquals(1, fieldErrors(html, "items").size(), html);
    }

    @Test
    void addAppendsTheRowsConditionWithoutJavaScript() {
        assertEquals("status = \"open\"", editedFilter(row("", "AND", "status", "=", "open")));
        assertEquals(
                "status = \"open\" OR size(tags) > 2 OR attribute_exists(owner.name)",
                editedFilter(
                        row("status = \"open\" OR size(tags) > 2", "OR", "owner.name", "attribute_exists", "ignored")));
        assertEquals("a = 1 AND n >= 2.5", editedFilter(row("a = 1", "AND", "n", ">=", "2.5")));
        assertEquals("done <> false AND note = null", editedFilter(row("done <> false", "AND", "note", "=", "null")));
        assertEquals(
                "begins_with(`first-name`, \"2a \\\"q\\\"\")",
                editedFilter(row("", "AND", "first-name", "begins_with", "2a \"q\"")));
        assertEquals("contains(tags[0], \"x\")", editedFilter(row("", "AND", "tags[0]", "contains", "x")));
        assertEquals(
                "`not` < \"007\"",
                editedFilter(row("", "AND", "not", "<", "007")),
                "a grammar word goes in backticks; a number with a leading zero is text");
    }

    @Test
    void addAnswersTheFormAndOutputToHtmx() {
        String html = page(row("", "AND", "status", "<>", "shut"), WebTestHttp.EDITING);
        Element filter = elements(html, "textarea").stream()
                .filter(t -> "filter".equals(t.attr("name")))
                .findFirst()
                .orElseThrow();
        assertEquals("status <> \"shut\"", textareaValue(filter.inner()));
        assertEquals(
                "",
                elements(html, "input").stream()
                        .filter(i -> "filterAttr".equals(i.attr("name")))
                        .findFirst()
                        .orElseThrow()
                        .attr("value"),
                "the row is empty again");
        assertEquals("#f1 <> :f1", byId(html, "out-filter").text());
    }

    @Test
    void aRowWithoutItsAttributeOrValueIsRefusedOnTheFilter() {
        String html = page(row("a = 1", "AND", "", "=", "x"));
        assertEquals(
                List.of("To add a condition, name its attribute (such as status or address.city)."),
                fieldErrors(html, "filter"));
        assertTrue(byId(html, "query-options").attrs().containsKey("open"));
        assertEquals(
                List.of(
                        "The condition n > needs a value to compare with: type a number, true, false, null or any text."),
                fieldErrors(page(row("a = 1", "AND", "n", ">", "")), "filter"));
    }
}
