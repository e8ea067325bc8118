package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.elementText;
import static keyslice.testing.Html.errorSlots;
import static keyslice.testing.Html.fieldErrors;
import static keyslice.testing.Html.formSubmission;
import static keyslice.testing.Html.inputValues;
import static keyslice.testing.Html.shownErrors;
import static keyslice.web.HtmxFlowFixtures.EDITING;
import static keyslice.web.HtmxFlowFixtures.apiPermalink;
import static keyslice.web.HtmxFlowFixtures.assertVaryOnHtmx;
import static keyslice.web.HtmxFlowFixtures.http;
import static keyslice.web.HtmxFlowFixtures.segments;
import static keyslice.web.WebTestHttp.assertMediaType;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import keyslice.testing.Answer;
import keyslice.testing.Html.Element;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The form's edit buttons, with htmx and without JavaScript: rows swapped, the edited permalink, refusals in their slot.
 */
class HtmxEditTest {
    @RegisterExtension
    static final RunningApp app = HtmxFlowFixtures.app;

    @Test
    void htmxEditSwapsRowsAndPushesTheEditedPermalink() {
        Query before = segments("root", "photos", "2026");
        Answer response = http.page(before.and("edit", "seg-up:2"), EDITING).assertStatus(200);
        String partial = response.body().stripLeading(); // jte leaves the blank lines of its @import/@param header
        assertTrue(partial.startsWith("<div id=\"app\""), () -> partial.substring(0, Math.min(200, partial.length())));
        assertFalse(partial.contains("<html"));
        assertFalse(partial.contains("hx-swap-oob"), "the error slots are inside the swapped form, not out of band");
        assertEquals(
                List.of("photos", "root", "2026"), inputValues(partial, "seg").subList(0, 3));
        assertTrue(inputValues(partial, "seg")
                .subList(3, inputValues(partial, "seg").size())
                .stream()
                .allMatch(String::isEmpty));
        assertEquals(List.of(), inputValues(partial, "edit"), "the edit is not carried into the next request");

        Query after = segments("photos", "root", "2026");
        assertEquals(apiPermalink(after), response.header("HX-Push-Url"));
        assertFalse(response.header("HX-Push-Url").contains("edit="));
        assertEquals(
                http.api(after).json().get("keyConditionExpression").asText(),
                elementText(partial, "pre", "out-expression"));
        assertEquals(
                WebTestHttp.json("{\"S\":\"photos/root/2026/\"}"),
                WebTestHttp.json(elementText(partial, "pre", "out-values")).get(":sk"));
        assertVaryOnHtmx(response);
    }

    @Test
    void htmxEditThatIsRefusedShowsTheErrorAndKeepsTheRows() {
        Query before = segments("root", "photos");
        Answer response = http.page(before.and("edit", "seg-pad:1"), EDITING).assertStatus(200);
        String partial = response.body().stripLeading(); // jte leaves the blank lines of its @import/@param header
        assertTrue(partial.startsWith("<div id=\"app\""));
        List<String> errors = fieldErrors(partial, "seg");
        assertEquals(1, errors.size(), errors::toString);
        assertTrue(errors.get(0).startsWith("segment 1"), errors.get(0));
        assertEquals(List.of("root", "photos"), inputValues(partial, "seg").subList(0, 2));
        assertEquals(apiPermalink(before), response.header("HX-Push-Url"), "the URL stays that of the unedited state");
    }

    @Test
    void htmxAddAndPadEditsUseTheFormsHelpers() {
        Query numbered = Query.of("pk", "PK", "pkValue", "p", "sk", "SK", "delim", "#", "seg", "ORDER", "seg", "7");
        String added = http.page(numbered.and("edit", "seg-add"), EDITING)
                .assertStatus(200)
                .body();
        assertEquals(List.of("ORDER", "7", ""), inputValues(added, "seg").subList(0, 3));
        Answer padded = http.page(numbered.and("padWidth", "6", "edit", "seg-pad:2"), EDITING)
                .assertStatus(200);
        assertEquals(
                List.of("ORDER", "000007"), inputValues(padded.body(), "seg").subList(0, 2));
        assertTrue(padded.header("HX-Push-Url").contains("seg=000007"), padded.header("HX-Push-Url"));
        Answer iso = http.page(
                        Query.of(
                                "pk",
                                "PK",
                                "pkValue",
                                "p",
                                "sk",
                                "SK",
                                "seg",
                                "EVT",
                                "seg",
                                "2026-06-23 10:15",
                                "edit",
                                "seg-iso:2"),
                        EDITING)
                .assertStatus(200);
        assertEquals(
                List.of("EVT", "2026-06-23T10:15:00Z"),
                inputValues(iso.body(), "seg").subList(0, 2));
    }

    // --- the same buttons without JavaScript: 303 to the permalink ------------------------------------------------

    @Test
    void plainEditRedirectsToThePermalinkOfTheEditedState() {
        Query before = segments("root", "photos", "2026");
        Answer response = http.page(before.and("edit", "seg-remove:1"));
        assertEquals(303, response.status(), response::body);
        String location = response.header("Location");
        assertEquals(apiPermalink(segments("photos", "2026")), location);
        String page = http.get(location).assertStatus(200).body();
        assertEquals(List.of("photos", "2026"), inputValues(page, "seg").subList(0, 2));
    }

    @Test
    void clickingAnEditButtonOfTheRenderedFormWorksWithoutJavaScript() {
        String page =
                http.page(segments("root", "photos", "2026")).assertStatus(200).body();
        Element button = byId(page, "edit-seg-down-1");
        assertEquals("button", button.tag());
        assertEquals("submit", button.attr("type"));
        assertEquals("edit", button.attr("name"));
        Query submitted = formSubmission(page).add(button.attr("name"), button.attr("value"));
        Answer response = http.page(submitted);
        assertEquals(303, response.status(), response::body);
        assertEquals(apiPermalink(segments("photos", "root", "2026")), response.header("Location"));
    }

    @Test
    void refusedPlainEditRendersThePageWithTheErrorInTheSegmentSlot() {
        Query before = segments("root", "photos");
        Answer response = http.page(before.and("edit", "seg-pad:1")).assertStatus(200);
        assertMediaType("text/html", "utf-8", response.contentType());
        String page = response.body();
        assertTrue(page.stripLeading().startsWith("<!DOCTYPE html>"));
        List<String> slot = errorSlots(page).get("err-seg");
        assertEquals(1, slot.size(), slot::toString);
        assertTrue(slot.get(0).startsWith("segment 1: "), slot.get(0));
        assertEquals(slot, fieldErrors(page, "seg"), "the slot the segment inputs point at");
        assertEquals(List.of("root", "photos"), inputValues(page, "seg").subList(0, 2), "the input is kept");
        assertEquals(Map.of("err-seg", slot), shownErrors(page), "nothing else is wrong");
    }

    @Test
    void unknownEditIsShownInTheEditSlot() {
        String page = http.page(segments("root").and("edit", "seg-explode:1"))
                .assertStatus(200)
                .body();
        List<String> slot = errorSlots(page).get("err-edit");
        assertEquals(1, slot.size(), () -> String.valueOf(shownErrors(page)));
        assertTrue(slot.get(0).contains("seg-explode:1"), slot.get(0));
    }

    // --- bugs found while writing these tests ------------------------------------------------------------------

    /**
     * An edit must not launder a state the URL got wrong. {@code pkValue=%FF} is not UTF-8 and a repeated
     * {@code pk} is ambiguous: without an edit both are errors, but with {@code edit=seg-up:2} the controller
     * rebuilds the state from the edited form alone, drops those problems and 303s to a valid permalink
     * with {@code pkValue=%25FF} (the literal text "%FF") or the first {@code pk}.
     */
    @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"pk=PK&pkValue=%FF", "pk=PK&pk=Other&pkValue=p"})
    void editKeepsTheProblemsOfTheUrl(String bad) {
        String rawQuery = bad + "&sk=SK&seg=a&seg=b";
        assertEquals(400, http.api(rawQuery).status(), bad);
        Answer plain = http.get("/?" + rawQuery + "&edit=seg-up:2");
        assertEquals(
                200,
                plain.status(),
                () -> "an edit of a state with errors renders the errors, it does not redirect to "
                        + plain.header("Location"));
        Answer htmx = http.get("/?" + rawQuery + "&edit=seg-up:2", EDITING).assertStatus(200);
        assertFalse(htmx.body().contains("id=\"out-expression\""), "no result for a state with errors");
    }
}
