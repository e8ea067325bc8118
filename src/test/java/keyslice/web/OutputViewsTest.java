package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.elementText;
import static keyslice.testing.Html.elements;
import static keyslice.testing.Html.inputAttributes;
import static keyslice.web.WebTestHttp.json;
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
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import keyslice.examples.AuditLog;
import keyslice.examples.FileTree;
import keyslice.testing.Html;
import keyslice.testing.Html.Element;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;
import keyslice.web.state.Permalink;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** What the builder page shows for a valid state: warnings and their fixes, the slice view, code, sharing. */
class OutputViewsTest {

    /** The file tree: what begins_with(SK, "root/photos/") returns, in that order, and nothing else. */
    static final List<String> FILE_TREE_MATCHES =
            List.of("root/photos/", "root/photos/2026/", "root/photos/2026/beach.jpg", "root/photos/2026/sunset.jpg");

    @RegisterExtension
    static final RunningApp app = RunningApp.defaults();

    private static final WebTestHttp http = new WebTestHttp(app);

    static String page(String permalink) {
        return http.get(permalink).assertStatus(200).body();
    }

    static JsonNode api(String permalink) {
        assertTrue(permalink.startsWith("/?"), permalink);
        return http.api(permalink.substring(2)).assertStatus(200).json();
    }

    static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(node -> texts.add(node.asText()));
        return texts;
    }

    // --- warnings and their one-click fixes ---------------------------------------------------------------------

    /**
     * A warning as the page shows it; {@code fixHref} is where its Fix button leads: the page's form submitted with the
     * button's edit, without JavaScript, is answered with a redirect to the fixed state's permalink.
     */
    record ShownWarning(String code, String message, String fixHref) {}

    /** Where a fix button leads without JavaScript: the form and the button's edit, redirected to the fixed state. */
    static String followed(String html, Element button) {
        assertEquals("submit", button.attr("type"), button.startTag());
        assertEquals("builder", button.attr("form"), "a fix submits the builder's form: " + button.startTag());
        Query submitted = Html.formSubmission(html);
        submitted.add(button.attr("name"), button.attr("value"));
        return http.get("/?" + submitted).assertStatus(303).header("Location");
    }

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

    // --- the slice view -----------------------------------------------------------------------------------------

    /** A row of the slice view. */
    record SliceRow(String key, String place, String note) {}

    static List<SliceRow> slice(String html) {
        List<Element> lists =
                elements(html, "ol").stream().filter(ol -> ol.hasClass("slice")).toList();
        assertEquals(1, lists.size(), "one slice view");
        List<SliceRow> rows = new ArrayList<>();
        for (Element li : elements(lists.get(0).outer(), "li")) {
            if (li.hasClass("gap")) {
                continue;
            }
            String item = li.outer();
            List<Element> notes = elements(item, "span").stream()
                    .filter(s -> s.hasClass("note"))
                    .toList();
            rows.add(new SliceRow(
                    elements(item, "code").get(0).text(),
                    li.attr("class"),
                    notes.isEmpty() ? null : notes.get(0).text()));
        }
        return rows;
    }

    @Test
    void fileTreeSliceMatchesTheDomainExample() {
        String permalink = Permalink.of(FileTree.UNDER_PHOTOS);
        JsonNode api = api(permalink);
        List<String> keys = texts(api.get("slice").get("keys"));
        List<String> matches = texts(api.get("slice").get("matches"));
        assertEquals(FILE_TREE_MATCHES, matches);
        assertEquals(
                List.of(
                        "root/",
                        "root/docs/",
                        "root/docs/cv.pdf",
                        "root/photos-old/x.jpg",
                        "root/photos.zip",
                        "root/photos/",
                        "root/photos/2026/",
                        "root/photos/2026/beach.jpg",
                        "root/photos/2026/sunset.jpg"),
                keys,
                "DynamoDB (UTF-8 byte) order");

        List<SliceRow> rows = slice(page(permalink));
        assertEquals(keys, rows.stream().map(SliceRow::key).toList(), "the page lists the keys in read order");
        assertEquals(
                matches,
                rows.stream()
                        .filter(r -> r.place().equals("match"))
                        .map(SliceRow::key)
                        .toList(),
                "the read ones are marked match");
        int first = keys.indexOf(matches.get(0));
        SliceRow justBefore = rows.get(first - 1);
        assertEquals("root/photos.zip", justBefore.key());
        assertNotNull(justBefore.note(), "why the key just before the slice is out");
        assertTrue(
                justBefore.note().contains("root/photos.zip")
                        && justBefore.note().contains("root/photos/"),
                justBefore.note());
    }

    @Test
    void auditWindowSliceExplainsBothBoundaries() {
        String permalink = Permalink.of(AuditLog.ONE_DAY);
        JsonNode api = api(permalink);
        List<String> keys = texts(api.get("slice").get("keys"));
        List<String> matches = texts(api.get("slice").get("matches"));
        List<SliceRow> rows = slice(page(permalink));
        assertEquals(keys, rows.stream().map(SliceRow::key).toList());
        assertEquals(
                matches,
                rows.stream()
                        .filter(r -> r.place().equals("match"))
                        .map(SliceRow::key)
                        .toList());

        int first = keys.indexOf(matches.get(0));
        int last = keys.indexOf(matches.get(matches.size() - 1));
        assertEquals(matches, keys.subList(first, last + 1), "a contiguous run");
        SliceRow before = rows.get(first - 1);
        SliceRow after = rows.get(last + 1);
        assertEquals(
                "EVT#2026-06-23T00:00:00.250Z", before.key(), "the fractional key the whole-second lower bound misses");
        assertEquals("EVT#2026-06-23T23:59:59Z#2", after.key(), "the extended key the upper bound misses");
        assertNotNull(before.note());
        assertTrue(before.note().contains(before.key()) && before.note().contains("lower bound"), before.note());
        assertNotNull(after.note());
        assertTrue(after.note().contains(after.key()) && after.note().contains("upper bound"), after.note());
        assertTrue(
                rows.stream().noneMatch(r -> r.place().equals("match") && r.note() != null), "no Limit, no page end");
    }

    @Test
    void limitMarksWhereThePageEndsAndDescReversesTheOrder() {
        String desc = Permalink.of(AuditLog.NEWEST_FIRST);
        String asc = Permalink.of(AuditLog.NEWEST_FIRST.toBuilder().order("asc").build());
        JsonNode descApi = api(desc);
        JsonNode ascApi = api(asc);
        List<String> ascKeys = texts(ascApi.get("slice").get("keys"));
        List<String> descKeys = texts(descApi.get("slice").get("keys"));
        List<String> reversed = new ArrayList<>(ascKeys);
        java.util.Collections.reverse(reversed);
        assertEquals(reversed, descKeys, "desc reads the partition backwards");
        assertEquals(AuditLog.SAMPLE_KEYS.size(), descKeys.size());
        assertEquals(descKeys.subList(0, 5), texts(descApi.get("slice").get("matches")), "Limit 5: the newest five");
        assertEquals(ascKeys.subList(0, 5), texts(ascApi.get("slice").get("matches")), "Limit 5: the oldest five");

        List<SliceRow> descRows = slice(page(desc));
        assertEquals(descKeys, descRows.stream().map(SliceRow::key).toList(), "the page shows the read order");
        assertEquals(
                descKeys.subList(0, 5),
                descRows.stream()
                        .filter(r -> r.place().equals("match"))
                        .map(SliceRow::key)
                        .toList());
        SliceRow pageEnd = descRows.get(4);
        assertNotNull(pageEnd.note(), "the last row of the page says the page ends there");
        assertTrue(pageEnd.note().contains("Limit 5"), pageEnd.note());
        assertTrue(pageEnd.note().contains("LastEvaluatedKey"), pageEnd.note());
        SliceRow next = descRows.get(5);
        assertFalse(next.place().equals("match"), "the next matching key is not read on this page");
        assertNotNull(next.note());
        assertTrue(next.note().toLowerCase().contains("next page"), next.note());
        assertTrue(
                descRows.subList(0, 4).stream().allMatch(r -> r.note() == null),
                "one Limit note, on the page's last row");

        List<SliceRow> ascRows = slice(page(asc));
        List<String> ascShown =
                new ArrayList<>(ascRows.stream().map(SliceRow::key).toList());
        java.util.Collections.reverse(ascShown);
        assertEquals(descRows.stream().map(SliceRow::key).toList(), ascShown);

        String summary =
                BuilderPageTest.elementWithClass(page(desc), "p", "status").text();
        assertTrue(summary.contains("5 of 9"), summary);
    }

    @Test
    void noSamplesNoSliceView() {
        String permalink =
                Permalink.of(FileTree.UNDER_PHOTOS.toBuilder().samples("").build());
        assertNull(api(permalink).get("slice"));
        String html = page(permalink);
        assertTrue(elements(html, "ol").stream().noneMatch(ol -> ol.hasClass("slice")));
    }

    // --- code ------------------------------------------------------------------------------------------------

    @Test
    void pageHasEveryTargetsSnippetEachWithACopyButton() {
        String permalink = Permalink.of(FileTree.UNDER_PHOTOS);
        String html = page(permalink);
        Map<String, String> snippets = new LinkedHashMap<>();
        for (String language : keyslice.snippets.Snippets.IDS) {
            String id = "out-code-" + language;
            Element pre = byId(html, id);
            assertEquals("pre", pre.tag(), id);
            String code = elementText(html, "pre", id);
            assertFalse(code.isBlank(), id);
            assertTrue(code.contains("Drive"), () -> id + " names the table");
            assertTrue(code.contains("DRIVE#a91") && code.contains("root/photos/"), () -> id + " carries the values");
            assertTrue(code.toLowerCase().contains("lastevaluatedkey"), () -> id + " handles pagination");
            long buttons = elements(html, "button").stream()
                    .filter(b -> b.hasClass("copy") && ("#" + id).equals(b.attr("data-copy")))
                    .count();
            assertEquals(1, buttons, () -> "a copy button for " + id);
            snippets.put(language, code);
        }
        assertEquals(
                List.of(
                        "cli",
                        "js-client",
                        "js-document",
                        "python-client",
                        "python-resource",
                        "java-client",
                        "java-enhanced",
                        "go",
                        "dynamodb-toolbox"),
                List.copyOf(snippets.keySet()),
                "every target, in display order");
        assertTrue(snippets.get("cli").contains("aws dynamodb query"), snippets.get("cli"));
        assertTrue(
                snippets.get("cli").contains("--key-condition-expression '#pk = :pk AND begins_with(#sk, :sk)'"),
                snippets.get("cli"));
        for (String id : List.of("out-expression", "out-names", "out-values", "out-request")) {
            assertEquals(
                    1,
                    elements(html, "button").stream()
                            .filter(b -> b.hasClass("copy") && ("#" + id).equals(b.attr("data-copy")))
                            .count(),
                    () -> "a copy button for " + id);
        }
        for (Element button : elements(html, "button")) {
            if (button.hasClass("copy")) {
                assertEquals(
                        "button",
                        button.attr("type"),
                        () -> "a copy button must not submit the form: " + button.startTag());
                String target =
                        button.attr("data-copy") != null ? button.attr("data-copy") : button.attr("data-copy-href");
                if (target != null) {
                    assertNotNull(Html.byIdOrNull(html, target.substring(1)), () -> "copy target exists: " + target);
                } else {
                    assertNotNull(button.attr("data-copy-text"), button.startTag());
                }
            }
        }
    }

    // --- share ------------------------------------------------------------------------------------------------

    @Test
    void aLiveUpdateLeavesTheEmbedCodeOutAndItLoadsWhenTheSectionIsOpened() {
        String permalink = Permalink.of(AuditLog.ONE_DAY);
        String page = page(permalink);
        String partial = http.get(permalink, "HX-Request", "true", "HX-Target", "output")
                .assertStatus(200)
                .body();
        assertNull(Html.byIdOrNull(partial, "share-embed"), "the embed code is left out of a live update");
        assertNull(Html.byIdOrNull(partial, "share-markdown"), "and the Markdown");
        Element section = byId(partial, "share-details");
        assertEquals("/share", section.attr("hx-get"));
        assertEquals("toggle once", section.attr("hx-trigger"));
        // The page's script adds the query of the answer's Permalink (static/js/builder.js).
        String link = byId(partial, "permalink").attr("href");
        assertEquals(permalink, link);
        String body = http.get("/share" + link.substring(1), "HX-Request", "true")
                .assertStatus(200)
                .body();
        for (String id : List.of("share-embed", "share-markdown")) {
            assertEquals(elementText(page, "pre", id), elementText(body, "pre", id), id + " as the whole page has it");
        }
        assertEquals(
                byId(page, "embed-options").attr("data-url"),
                byId(body, "embed-options").attr("data-url"));
        assertEquals(
                byId(page, "embed-preview").attr("href"),
                byId(body, "embed-preview").attr("href"));
        http.get("/share?v=1&pk=PK").assertStatus(400);
    }

    @Test
    void shareOffersTheAbsolutePermalinkEmbedCodeAndMarkdown() {
        String permalink = Permalink.of(AuditLog.ONE_DAY);
        JsonNode api = api(permalink);
        String html = page(permalink);
        String absolute = http.origin() + api.get("permalink").asText();
        assertEquals(permalink, byId(html, "permalink").attr("href"));

        List<Element> copyLink = elements(html, "button").stream()
                .filter(b -> b.text().trim().equals("Copy link"))
                .toList();
        assertEquals(1, copyLink.size());
        // The page writes the permalink once: the button names the link and the origin that makes it absolute.
        assertEquals("#permalink", copyLink.get(0).attr("data-copy-href"));
        assertEquals(
                absolute,
                copyLink.get(0).attr("data-copy-origin")
                        + byId(html, "permalink").attr("href"),
                "Copy link copies the absolute permalink");
        assertTrue(absolute.startsWith("http://127.0.0.1:" + http.port() + "/?v=1&"), absolute);

        Element iframe = iframe(elementText(html, "pre", "share-embed"));
        assertEquals(
                http.origin() + "/embed?" + permalink.substring(2),
                iframe.attr("src"),
                "the embed card of the same state");
        assertNotNull(iframe.attr("title"), "an iframe needs a title for screen readers");
        assertEquals(
                200,
                http.get(iframe.attr("src").substring(http.origin().length())).status());

        String markdown = elementText(html, "pre", "share-markdown");
        Matcher fenced = Pattern.compile("(?s)```json\\n(.*?)\\n```").matcher(markdown);
        assertTrue(fenced.find(), markdown);
        assertEquals(api.get("request"), json(fenced.group(1)), "the fenced block is the Query request");
        assertTrue(markdown.contains("(" + absolute + ")"), () -> "the permalink as a Markdown link: " + markdown);

        for (String id : List.of("share-embed", "share-markdown")) {
            assertEquals(
                    1,
                    elements(html, "button").stream()
                            .filter(b -> ("#" + id).equals(b.attr("data-copy")))
                            .count(),
                    id);
        }
    }

    /** Parses an {@code <iframe ...></iframe>} snippet (as copied) into its attributes. */
    static Element iframe(String code) {
        List<Element> frames = elements(code, "iframe");
        assertEquals(1, frames.size(), code);
        assertTrue(code.trim().startsWith("<iframe ") && code.trim().endsWith("</iframe>"), code);
        return frames.get(0);
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

    /**
     * Equal states give equal links (Permalink's contract). Browsers submit textarea line breaks as CRLF,
     * so once the user types, the pushed URL carries {@code samples=...%0D%0A...} while the preset the
     * page itself links uses {@code %0A}: two permalinks for the same sample keys.
     */
    @Test
    void samplesSubmittedByABrowserKeepTheCanonicalPermalink() {
        String permalink = Permalink.of(FileTree.UNDER_PHOTOS);
        Query submitted = Html.formSubmission(page(permalink));
        assertTrue(Optional.ofNullable(submitted.first("samples")).orElse("").contains("\r\n"), "browsers send CRLF");
        JsonNode again = http.api(submitted).assertStatus(200).json();
        assertEquals(
                texts(api(permalink).get("slice").get("keys")),
                texts(again.get("slice").get("keys")),
                "the same keys");
        assertEquals(permalink, again.get("permalink").asText(), "so the same permalink");
    }
}
