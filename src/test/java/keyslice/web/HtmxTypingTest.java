package keyslice.web;

import static keyslice.testing.Html.assertNoInlineScript;
import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.elementText;
import static keyslice.testing.Html.inputValues;
import static keyslice.testing.Html.shownErrors;
import static keyslice.web.HtmxFlowFixtures.TYPING;
import static keyslice.web.HtmxFlowFixtures.apiErrorsBySlot;
import static keyslice.web.HtmxFlowFixtures.apiPermalink;
import static keyslice.web.HtmxFlowFixtures.assertVaryOnHtmx;
import static keyslice.web.HtmxFlowFixtures.http;
import static keyslice.web.HtmxFlowFixtures.oobSlots;
import static keyslice.web.HtmxFlowFixtures.pageSlotIds;
import static keyslice.web.HtmxFlowFixtures.segments;
import static keyslice.web.WebTestHttp.assertMediaType;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import keyslice.testing.Answer;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Typing through htmx: the output partial, each field's error slot, the pushed canonical permalink, caches kept apart,
 * and history restore.
 */
class HtmxTypingTest {
    @RegisterExtension
    static final RunningApp app = HtmxFlowFixtures.app;

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
}
