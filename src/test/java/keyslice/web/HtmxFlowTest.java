package keyslice.web;

import static keyslice.testing.Html.assertNoInlineScript;
import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.elementText;
import static keyslice.testing.Html.elements;
import static keyslice.testing.Html.errorItems;
import static keyslice.testing.Html.errorSlots;
import static keyslice.testing.Html.fieldErrors;
import static keyslice.testing.Html.formSubmission;
import static keyslice.testing.Html.inputValues;
import static keyslice.testing.Html.shownErrors;
import static keyslice.web.WebTestHttp.assertMediaType;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keyslice.testing.Answer;
import keyslice.testing.Html.Element;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code GET /} as htmx and a browser without JavaScript use it: the output partial while typing, the
 * form-and-output partial after a segment-editor button, the 303 of a plain edit button, and the full
 * page for a history restore. Requests carry the headers htmx 2 sends.
 */
class HtmxFlowTest {

    private static final String[] TYPING = WebTestHttp.TYPING;
    private static final String[] EDITING = WebTestHttp.EDITING;

    @RegisterExtension
    static final RunningApp app = RunningApp.defaults();

    private static final WebTestHttp http = new WebTestHttp(app);

    static Query segments(String... segs) {
        Query query = Query.of(
                "table", "Drive", "pk", "PK", "pkValue", "DRIVE#a91", "sk", "SK", "op", "begins_with", "delim", "/");
        for (String seg : segs) {
            query.add("seg", seg);
        }
        return query.add("trail", "true");
    }

    /** The error slot ids of the full page: the fields htmx must be able to update out of band. */
    static java.util.Set<String> pageSlotIds() {
        return new java.util.HashSet<>(
                errorSlots(http.get("/").assertStatus(200).body()).keySet());
    }

    static String apiPermalink(Query query) {
        return http.api(query).assertStatus(200).json().get("permalink").asText();
    }

    static Map<String, List<String>> apiErrorsBySlot(Query query) {
        Map<String, List<String>> bySlot = new LinkedHashMap<>();
        http.api(query)
                .assertStatus(400)
                .json()
                .get("errors")
                .forEach(e -> bySlot.computeIfAbsent("err-" + e.get("field").asText(), k -> new ArrayList<>())
                        .add(e.get("message").asText()));
        return bySlot;
    }

    /** The out-of-band error slots of a partial, each checked to be a top-level {@code hx-swap-oob="true"} div. */
    static Map<String, List<String>> oobSlots(String partial) {
        Map<String, List<String>> slots = new LinkedHashMap<>();
        for (Element div : elements(partial, "div")) {
            if (div.hasClass("errors")) {
                assertEquals("true", div.attr("hx-swap-oob"), () -> "out of band: " + div.startTag());
                assertFalse(
                        byId(partial, "output").contains(div.start()),
                        "an oob slot sits next to #output, not inside it");
                assertNull(
                        slots.put(div.attr("id"), errorItems(div.outer())),
                        () -> "one slot per field: " + div.attr("id"));
            }
        }
        return slots;
    }

    // --- typing: the output partial -----------------------------------------------------------------------

    @Test
    void typingAValidStateAnswersTheOutputPartialAndPushesThePermalink() {
        Query query = segments("root", "photos");
        Answer response = http.page(query, TYPING).assertStatus(200);
        assertMediaType("text/html", "utf-8", response.contentType());
        String partial = response.body().stripLeading(); // jte leaves the blank lines of its @import/@param header
        assertTrue(
                partial.startsWith("<section id=\"output\""),
                () -> partial.substring(0, Math.min(200, partial.length())));
        assertFalse(partial.contains("<html"), "a partial, not a page");
        assertFalse(partial.contains("<form"), "the form is not re-rendered while the user types in it");
        assertNoInlineScript(partial);

        JsonNode api = http.api(query).assertStatus(200).json();
        assertEquals(
                api.get("permalink").asText(),
                response.header("HX-Replace-Url"),
                "the browser URL becomes the canonical permalink (typing replaces the history entry)");
        assertNull(response.header("HX-Push-Url"), "typing adds no history entry of its own");
        assertEquals(api.get("keyConditionExpression").asText(), elementText(partial, "pre", "out-expression"));
        assertEquals(api.get("request"), WebTestHttp.json(elementText(partial, "pre", "out-request")));

        // The page's script empties every slot before a live update swaps in; the update carries the slots with errors.
        assertEquals(Map.of(), oobSlots(partial), "a valid state has no error to show");
        assertTrue(pageSlotIds().containsAll(List.of("err-pk", "err-seg", "err-limit")), pageSlotIds()::toString);
        assertVaryOnHtmx(response);
    }

    @Test
    void typingAnInvalidStateUpdatesEachFieldsErrorSlot() {
        Query query =
                Query.of("pk", "PK", "pkValue", "", "sk", "SK", "op", "lt", "limit", "abc", "delim", "/", "seg", "a/b");
        Answer response = http.page(query, TYPING).assertStatus(200);
        String partial = response.body().stripLeading(); // jte leaves the blank lines of its @import/@param header
        assertTrue(partial.startsWith("<section id=\"output\""));
        assertFalse(partial.contains("<html"));
        assertFalse(partial.contains("id=\"out-expression\""), "no result while there are errors");

        Map<String, List<String>> expected = apiErrorsBySlot(query);
        assertTrue(expected.keySet().containsAll(List.of("err-pkValue", "err-limit", "err-seg")), expected::toString);
        Map<String, List<String>> slots = oobSlots(partial);
        assertTrue(pageSlotIds().containsAll(slots.keySet()), "each slot one of the page's: " + slots.keySet());
        assertEquals(
                expected,
                slots,
                "each error in its field's slot, no slot without one (the page's script empties the others)");

        String permalink = byId(partial, "permalink").attr("href");
        assertEquals(
                permalink,
                response.header("HX-Replace-Url"),
                "an invalid state is put in the address as well, so reload shows the same errors");
        String reloaded = http.get(permalink).assertStatus(200).body();
        assertEquals(expected, shownErrors(reloaded), "reloading the pushed URL shows the same errors");
        assertVaryOnHtmx(response);
    }

    @Test
    void pushedUrlIsCanonicalWhateverTheParameterOrder() {
        Query shuffled = Query.of(
                "trail",
                "true",
                "seg",
                "root",
                "delim",
                "/",
                "sk",
                "SK",
                "pkValue",
                "DRIVE#a91",
                "seg",
                "photos",
                "pk",
                "PK",
                "table",
                "Drive",
                "op",
                "begins_with",
                "seg",
                "",
                "names",
                "always",
                "order",
                "asc",
                "padWidth",
                "4",
                "isoDigits",
                "0");
        Answer response = http.page(shuffled, TYPING).assertStatus(200);
        assertEquals(apiPermalink(segments("root", "photos")), response.header("HX-Replace-Url"));
    }

    static void assertVaryOnHtmx(Answer response) {
        String vary = String.join(",", response.headers().allValues("Vary"));
        assertTrue(vary.toLowerCase().contains("hx-request"), () -> "Vary: " + vary);
    }

    @Test
    void fullPageAlsoVariesOnHtmxSoCachesKeepPageAndPartialApart() {
        Answer page = http.page(segments("root", "photos")).assertStatus(200);
        assertTrue(page.body().stripLeading().startsWith("<!DOCTYPE html>"));
        assertVaryOnHtmx(page);
        assertNull(page.header("HX-Push-Url"), "a plain page load has nothing to push");
    }

    // --- segment-editor buttons with htmx: the app partial ------------------------------------------------------

    /**
     * htmx adds the submit button that has focus to the form's live update: a person who tabs from a field onto an edit
     * button sends that button's name with the typing. The output alone answers, for the state as typed; the edit is the
     * button's own request (for the app), else the whole app would land inside the output.
     */
    @Test
    void aLiveUpdateCarryingAnEditButtonsNameAnswersTheOutputForTheStateAsTyped() {
        Query before = segments("root", "photos", "2026");
        Answer response = http.page(before.and("edit", "seg-up:2"), TYPING).assertStatus(200);
        String partial = response.body().stripLeading();
        assertTrue(
                partial.startsWith("<section id=\"output\""),
                () -> partial.substring(0, Math.min(200, partial.length())));
        assertFalse(partial.contains("<form"), "the edit's answer, the app with its form, is not put in the output");
        assertEquals(apiPermalink(before), response.header("HX-Replace-Url"), "the rows as typed, not moved");
    }

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

    // --- history restore --------------------------------------------------------------------------------------

    @Test
    void historyRestoreGetsTheFullPage() {
        Query query = segments("root", "photos");
        for (String target : new String[] {null, "output", "app"}) {
            String[] headers = target == null
                    ? new String[] {"HX-Request", "true", "HX-History-Restore-Request", "true"}
                    : new String[] {"HX-Request", "true", "HX-History-Restore-Request", "true", "HX-Target", target};
            Answer response = http.page(query, headers).assertStatus(200);
            String page = response.body();
            assertTrue(
                    page.stripLeading().startsWith("<!DOCTYPE html>"),
                    () -> "target " + target + ": " + page.substring(0, 80));
            assertTrue(page.contains("<form"), "the form is there");
            assertNotNull(byId(page, "output"));
            assertEquals(List.of("root", "photos"), inputValues(page, "seg").subList(0, 2));
            assertFalse(page.contains("hx-swap-oob"));
        }
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
