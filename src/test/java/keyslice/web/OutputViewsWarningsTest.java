package keyslice.web;

import static keyslice.testing.Html.elements;
import static keyslice.testing.Html.inputAttributes;
import static keyslice.web.OutputViewsFixtures.FILE_TREE_MATCHES;
import static keyslice.web.OutputViewsFixtures.api;
import static keyslice.web.OutputViewsFixtures.followed;
import static keyslice.web.OutputViewsFixtures.page;
import static keyslice.web.OutputViewsFixtures.texts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keyslice.examples.AuditLog;
import keyslice.examples.FileTree;
import keyslice.testing.Html.Element;
import keyslice.testing.RunningApp;
import keyslice.web.state.Permalink;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The warnings as the page shows them, with their permalink fixes.
 */
class OutputViewsWarningsTest {
    @RegisterExtension
    static final RunningApp app = OutputViewsFixtures.app;

    // --- warnings and their one-click fixes ---------------------------------------------------------------------

    /**
     * A warning as the page shows it; {@code fixHref} is where its Fix button leads: the page's form submitted with the
     * button's edit, without JavaScript, is answered with a redirect to the fixed state's permalink.
     */
    record ShownWarning(String code, String message, String fixHref) {}

    static Map<String, ShownWarning> warnings(String html) {
        Map<String, ShownWarning> shown = new LinkedHashMap<>();
        List<Element> lists = elements(html, "ul").stream()
                .filter(ul -> ul.hasClass("warnings"))
                .toList();
        if (lists.isEmpty()) {
            return shown;
        }
        assertEquals(1, lists.size(), "one warnings list");
        for (Element li : elements(lists.get(0).outer(), "li")) {
            String itemHtml = li.outer();
            String code = li.attr("data-code");
            assertNotNull(code, li.startTag());
            assertEquals(code, elements(itemHtml, "code").get(0).text(), "the code is shown");
            String message = elements(itemHtml, "span").get(0).text();
            List<Element> fixes = elements(itemHtml, "button").stream()
                    .filter(a -> a.hasClass("fix"))
                    .toList();
            assertTrue(fixes.size() <= 1, itemHtml);
            shown.put(code, new ShownWarning(code, message, fixes.isEmpty() ? null : followed(html, fixes.get(0))));
        }
        return shown;
    }

    @Test
    void auditWindowShowsTimestampAndPrefixBoundWarningsWithPermalinkFixes() {
        String permalink = Permalink.of(AuditLog.ONE_DAY);
        Map<String, ShownWarning> shown = warnings(page(permalink));
        assertTrue(shown.keySet().containsAll(List.of("timestamp-bound", "prefix-upper-bound")), shown::toString);

        JsonNode api = api(permalink);
        List<String> apiCodes = new ArrayList<>();
        api.get("warnings").forEach(w -> {
            apiCodes.add(w.get("code").asText());
            assertEquals(
                    w.get("message").asText(),
                    shown.get(w.get("code").asText()).message(),
                    "the page shows the API's words");
        });
        assertEquals(apiCodes, new ArrayList<>(shown.keySet()), "the same warnings as the API, in the same order");

        for (String code : List.of("timestamp-bound", "prefix-upper-bound")) {
            String fix = shown.get(code).fixHref();
            assertNotNull(fix, code + " has a one-click fix");
            assertTrue(fix.startsWith("/?v=1&"), fix);
            JsonNode fixed = api(fix);
            assertEquals(fix, fixed.get("permalink").asText(), code + ": the fix link is a canonical permalink");
            List<String> fixedCodes = new ArrayList<>();
            fixed.get("warnings").forEach(w -> fixedCodes.add(w.get("code").asText()));
            assertFalse(fixedCodes.contains(code), () -> code + " is gone once fixed: " + fixedCodes);
        }
        assertTrue(
                shown.get("prefix-upper-bound").fixHref().contains("to=EVT%232026-06-23T23:59:59Z%F4%8F%BF%BF"),
                shown.get("prefix-upper-bound").fixHref());
    }

    @Test
    void followingTheOpenPrefixFixRemovesTheWarning() {
        String open = Permalink.of(FileTree.UNDER_PHOTOS.toBuilder().trail("").build());
        String html = page(open);
        ShownWarning warning = warnings(html).get("open-prefix");
        assertNotNull(warning, () -> "open-prefix expected: " + warnings(html));
        assertTrue(warning.message().contains("root/photos"), warning.message());
        assertNotNull(warning.fixHref());

        String fixedHtml = page(warning.fixHref());
        assertFalse(warnings(fixedHtml).containsKey("open-prefix"), () -> "still warned: " + warnings(fixedHtml));
        assertTrue(inputAttributes(fixedHtml, "trail").containsKey("checked"), "the fix ticks the trailing delimiter");
        assertEquals(
                Permalink.of(FileTree.UNDER_PHOTOS), warning.fixHref(), "the fix is exactly the file-tree example");
        assertEquals(
                FILE_TREE_MATCHES, texts(api(warning.fixHref()).get("slice").get("matches")));
        assertTrue(
                texts(api(open).get("slice").get("matches")).contains("root/photos.zip"),
                "the open prefix reads root/photos.zip");
    }

    @Test
    void boundsTheWrongWayRoundAreListedWithTheSwapThatFixesThem() {
        String html = page("/?v=1&pk=PK&pkValue=X&sk=SK&op=between&value=b&to=a");
        List<Element> problems = elements(html, "li").stream()
                .filter(li -> li.hasClass("problem") && "to".equals(li.attr("data-field")))
                .toList();
        assertEquals(1, problems.size(), html);
        List<Element> fixes = elements(problems.get(0).outer(), "button").stream()
                .filter(a -> a.hasClass("fix"))
                .toList();
        assertEquals(1, fixes.size(), problems.get(0).outer());
        assertEquals("Fix: Swap the bounds", fixes.get(0).text());
        assertEquals("fix:to", fixes.get(0).attr("value"), "the fix of the problem on the upper bound");
        String fix = followed(html, fixes.get(0));
        assertEquals("/?v=1&pk=PK&pkValue=X&sk=SK&op=between&value=a&to=b", fix);
        String fixedHtml = page(fix);
        assertEquals("a", inputAttributes(fixedHtml, "value").get("value"));
        assertEquals("b", inputAttributes(fixedHtml, "to").get("value"));
        assertEquals(fix, api(fix).get("permalink").asText(), "the fixed state has no problem");
    }

    // --- bugs found while writing these tests ------------------------------------------------------------------

    /**
     * A one-click fix should not trade its warning for another one. Fixing {@code timestamp-bound} on the
     * audit window (lower bound "EVT#2026-06-23T00:00:00", the Z dropped as the warning says) raises
     * {@code timestamp-format}, whose message asks for "2026-06-23T00:00:00Z", i.e. to undo the fix.
     */
    @Test
    void aFixDoesNotRaiseAWarningThatWasNotThere() {
        String permalink = Permalink.of(AuditLog.ONE_DAY);
        Map<String, ShownWarning> shown = warnings(page(permalink));
        for (ShownWarning warning : shown.values()) {
            if (warning.fixHref() == null) {
                continue;
            }
            Map<String, ShownWarning> after = warnings(page(warning.fixHref()));
            List<String> raised = after.keySet().stream()
                    .filter(code -> !shown.containsKey(code))
                    .toList();
            assertEquals(
                    List.of(),
                    raised,
                    () -> "fixing " + warning.code() + " raised " + raised + ": "
                            + raised.stream()
                                    .map(code -> after.get(code).message())
                                    .toList());
        }
    }
}
