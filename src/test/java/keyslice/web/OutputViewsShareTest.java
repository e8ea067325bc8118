package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.elementText;
import static keyslice.testing.Html.elements;
import static keyslice.web.OutputViewsFixtures.api;
import static keyslice.web.OutputViewsFixtures.http;
import static keyslice.web.OutputViewsFixtures.iframe;
import static keyslice.web.OutputViewsFixtures.page;
import static keyslice.web.OutputViewsFixtures.texts;
import static keyslice.web.WebTestHttp.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
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

/**
 * The code snippets and the share section: copy buttons, the embed code, the permalink.
 */
class OutputViewsShareTest {
    @RegisterExtension
    static final RunningApp app = OutputViewsFixtures.app;

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
