package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.byIdOrNull;
import static keyslice.testing.Html.elements;
import static keyslice.testing.Html.errorSlots;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keyslice.testing.Html;
import keyslice.testing.Html.Element;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What the builder says while a person is still at work: prompts instead of errors for what is not typed yet, every
 * problem linked to its field above the kept answer, the value the segments build, and the rows an edit moved.
 */
class LiveFeedbackTest {

    private static final String[] TYPING = WebTestHttp.TYPING;
    private static final String[] EDITING = WebTestHttp.EDITING;

    @RegisterExtension
    static final RunningApp app = RunningApp.defaults();

    private static final WebTestHttp http = new WebTestHttp(app);

    private static Query between(String lower, String upper) {
        return Query.of("pk", "PK", "pkValue", "ORG#1", "sk", "SK", "op", "between", "value", lower, "to", upper);
    }

    /** The messages of a field's error slot, as the live update sends it out of band. */
    private static List<String> slot(String html, String field) {
        return errorSlots(html).getOrDefault("err-" + field, List.of());
    }

    private static List<Element> problems(String html, String kind) {
        return elements(html, "li").stream()
                .filter(li -> li.hasClass("problem") && li.hasClass(kind))
                .toList();
    }

    @Test
    void aMissingUpperBoundIsAPromptNotAnError() {
        String html = http.get("/?" + between("ORDER#07", "") + "&typing=", TYPING)
                .assertStatus(200)
                .body();
        assertTrue(problems(html, "error").isEmpty(), html);
        List<Element> prompts = problems(html, "prompt");
        assertEquals(1, prompts.size(), html);
        assertEquals("to", prompts.get(0).attr("data-field"));
        assertTrue(prompts.get(0).inner().contains("href=\"#to\""), "a prompt links to its field");
        assertTrue(slot(html, "to").isEmpty(), "no error next to a field not typed yet");
        assertNotNull(byIdOrNull(html, "answer"), "the placeholder that keeps the last valid answer");
        assertEquals("last-valid", byId(html, "answer").attr("data-keep"));
    }

    @Test
    void aBoundBeingTypedIsAPromptUntilThePersonLeavesIt() {
        Query outOfOrder = between("ORDER#7", "ORDER#12");
        String typing = http.get("/?" + outOfOrder + "&typing=to", TYPING)
                .assertStatus(200)
                .body();
        assertTrue(problems(typing, "error").isEmpty(), typing);
        assertEquals(1, problems(typing, "prompt").size(), typing);

        String left = http.get("/?" + outOfOrder + "&typing=", TYPING)
                .assertStatus(200)
                .body();
        List<Element> errors = problems(left, "error");
        assertEquals(1, errors.size(), left);
        Element error = errors.get(0);
        assertEquals("to", error.attr("data-field"));
        assertTrue(error.inner().contains("href=\"#to\""), "an error links to its field");
        assertTrue(
                error.text()
                        .contains("BETWEEN operator requires upper bound to be greater than or equal to lower bound"),
                "DynamoDB's own words follow the plain sentence: " + error.text());
        assertFalse(slot(left, "to").isEmpty(), "the field itself is marked once the person has left it");
    }

    @Test
    void aSubmittedFormGetsItsVerdictErrorsAndAll() {
        String submitted = http.get("/?" + between("ORDER#07", ""), TYPING)
                .assertStatus(200)
                .body();
        assertTrue(problems(submitted, "prompt").isEmpty(), submitted);
        assertEquals(1, problems(submitted, "error").size(), submitted);
        assertFalse(slot(submitted, "to").isEmpty());
    }

    @Test
    void theSegmentsShowTheValueTheyBuildAndTheTypedValueSaysItIsNotUsed() {
        Query query = Query.of(
                        "pk",
                        "PK",
                        "pkValue",
                        "DRIVE#a91",
                        "sk",
                        "SK",
                        "value",
                        "root/docs",
                        "delim",
                        "/",
                        "trail",
                        "true")
                .add("seg", "root")
                .add("seg", "photos");
        String page = http.get("/?" + query).assertStatus(200).body();
        assertEquals("root/photos/", byId(page, "composed-seg").text());
        assertTrue(
                byId(page, "note-value")
                        .text()
                        .contains("Not used while segments are filled in: they build root/photos/"),
                byId(page, "note-value").text());
        String permalink = byId(page, "permalink").attr("href");
        assertTrue(permalink.contains("value=root/docs"), "the typed value stays in the link: " + permalink);

        String update = http.get("/?" + query, TYPING).assertStatus(200).body();
        assertEquals("true", byId(update, "composed-seg").attr("hx-swap-oob"), "the composed value follows typing");
        assertEquals("true", byId(update, "note-value").attr("hx-swap-oob"));

        String typedOnly = http.get("/?" + Query.of("pk", "PK", "pkValue", "A", "sk", "SK", "value", "root/"))
                .assertStatus(200)
                .body();
        assertEquals("", byId(typedOnly, "composed-seg").text());
        assertEquals("", byId(typedOnly, "note-value").text());
        // A live update leaves the empty ones out: the page's script empties them (static/js/live-update.js).
        String typedUpdate = http.get("/?" + Query.of("pk", "PK", "pkValue", "A", "sk", "SK", "value", "root/"), TYPING)
                .assertStatus(200)
                .body();
        assertNull(Html.byIdOrNull(typedUpdate, "composed-seg"));
        assertNull(Html.byIdOrNull(typedUpdate, "note-value"));
    }

    @Test
    void rowsAnEditMovesCarryTheIdTheyHad() {
        Query rows = Query.of("pk", "PK", "pkValue", "A", "sk", "SK", "delim", "/")
                .add("seg", "a")
                .add("seg", "b")
                .add("seg", "c");
        String moved = http.get("/?" + rows.copy().add("edit", "seg-up:3"), EDITING)
                .assertStatus(200)
                .body();
        assertEquals(
                List.of("seg-1", "seg-3", "seg-2", ""),
                elements(moved, "input").stream()
                        .filter(e -> "seg".equals(e.attr("name")))
                        .map(e -> e.attr("data-was"))
                        .toList());

        String removed = http.get("/?" + rows.copy().add("edit", "seg-remove:1"), EDITING)
                .assertStatus(200)
                .body();
        assertEquals(
                List.of("seg-2", "seg-3", ""),
                elements(removed, "input").stream()
                        .filter(e -> "seg".equals(e.attr("name")))
                        .map(e -> e.attr("data-was"))
                        .toList());
        assertNull(byIdOrNull(removed, "problems"));
    }

    @Test
    void warningsStillRunOnThePartsThatAreValid() {
        Query query = Query.of(
                "pk", "PK", "pkValue", "DRIVE#a91", "sk", "SK", "value", "root/photos", "delim", "/", "limit", "abc");
        String update =
                http.get("/?" + query + "&typing=", TYPING).assertStatus(200).body();
        Element problems = byId(update, "problems");
        assertTrue(
                elements(problems.outer(), "li").stream().anyMatch(li -> "open-prefix".equals(li.attr("data-code"))),
                "the open prefix is flagged although the limit is wrong: " + problems.text());
    }

    @Test
    void severalFixesComeWithFixAll() {
        Query audit = Query.of(
                "pk",
                "PK",
                "pkValue",
                "ACTOR#u_8814",
                "sk",
                "SK",
                "op",
                "between",
                "value",
                "EVT#2026-06-23T00:00:00Z",
                "to",
                "EVT#2026-06-23T23:59:59Z");
        String page = http.get("/?" + audit).assertStatus(200).body();
        Element button = byId(page, "fix-all");
        assertEquals("fix-all", button.attr("value"));
        // Without JavaScript the button submits the form with its edit, answered with a redirect to the fixed state:
        // the API's fixAll.
        Query submitted = Html.formSubmission(page);
        submitted.add("edit", "fix-all");
        String fixAll = http.get("/?" + submitted).assertStatus(303).header("Location");
        assertEquals(
                http.get("/api/v1/query?" + audit)
                        .assertStatus(200)
                        .json()
                        .get("fixAll")
                        .asText(),
                fixAll);
        var fixed = http.get("/api/v1/query?" + fixAll.substring(2))
                .assertStatus(200)
                .json();
        fixed.get("warnings").forEach(w -> assertNull(w.get("fix"), "a fixable warning is left: " + w));
        assertNull(byIdOrNull(http.get(fixAll).assertStatus(200).body(), "fix-all"));
    }

    @Test
    void anUpperBoundEndingWithTheHighestCharacterSaysSo() {
        String page = http.get("/?" + between("EVT#2026-06-23", "EVT#2026-06-23T23:59:59Z\uDBFF\uDFFF"))
                .assertStatus(200)
                .body();
        assertTrue(
                byId(page, "note-to").text().contains("Ends with U+10FFFF")
                        && byId(page, "note-to")
                                .text()
                                .contains("every key that starts with EVT#2026-06-23T23:59:59Z is within it"),
                byId(page, "note-to").text());
        assertEquals("", byId(page, "note-value").text());
    }
}
