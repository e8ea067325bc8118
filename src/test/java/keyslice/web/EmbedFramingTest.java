package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.elementText;
import static keyslice.testing.Html.elements;
import static keyslice.testing.Query.encode;
import static keyslice.web.EmbedFixtures.FILE_TREE;
import static keyslice.web.EmbedFixtures.csp;
import static keyslice.web.EmbedFixtures.frameAncestors;
import static keyslice.web.EmbedFixtures.http;
import static keyslice.web.EmbedFixtures.oembedIframe;
import static keyslice.web.EmbedFixtures.query;
import static keyslice.web.EmbedFixtures.withApp;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Optional;
import keyslice.testing.Answer;
import keyslice.testing.Html.Element;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Who may frame what: the card anyone by default or the configured ancestors, every other route no one; and the
 * configured public URL in share links and embed code.
 */
class EmbedFramingTest {
    @RegisterExtension
    static final RunningApp app = EmbedFixtures.app;

    // --- framing ----------------------------------------------------------------------------------------------

    @Test
    void embedMayBeFramedByAnyoneByDefault() {
        Answer response = http.get("/embed?" + query(FILE_TREE)).assertStatus(200);
        assertEquals("*", frameAncestors(response));
        assertNull(response.header("X-Frame-Options"), "X-Frame-Options would forbid what frame-ancestors allows");
        assertTrue(csp(response).contains("script-src 'self'"));
        assertFalse(csp(response).contains("unsafe-inline"));
        assertEquals("nosniff", response.header("X-Content-Type-Options"));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "/",
                "/?pk=PK&pkValue=x",
                "/api/v1/query?pk=PK&pkValue=x",
                "/api/v1/query?pk=PK",
                "/static/css/app.css",
                "/static/js/app.js",
                "/oembed?format=json&url=x",
                "/healthz",
                "/nope"
            })
    void everyOtherRouteDeniesFraming(String path) {
        Answer response = http.get(path);
        assertEquals("'none'", frameAncestors(response), path);
        assertEquals("DENY", response.header("X-Frame-Options"), path);
    }

    @Test
    void oembedAnswerDeniesFramingToo() {
        Answer response = http.get("/oembed?format=json&url=" + encode(http.origin() + FILE_TREE))
                .assertStatus(200);
        assertEquals("'none'", frameAncestors(response));
        assertEquals("DENY", response.header("X-Frame-Options"));
    }

    @Test
    void embedAncestorsAreConfigurable() {
        withApp(new AppConfig(Optional.empty(), "https://wiki.example.com"), wiki -> {
            Answer embed = wiki.get("/embed?" + query(FILE_TREE)).assertStatus(200);
            assertEquals("https://wiki.example.com", frameAncestors(embed));
            assertNull(embed.header("X-Frame-Options"));
            Answer page = wiki.get(FILE_TREE).assertStatus(200);
            assertEquals("'none'", frameAncestors(page), "the allow-list is for /embed only");
            assertEquals("DENY", page.header("X-Frame-Options"));
        });
        withApp(
                new AppConfig(Optional.empty(), "https://wiki.example.com 'self'"),
                wiki -> assertEquals(
                        "https://wiki.example.com 'self'",
                        frameAncestors(wiki.get("/embed?" + query(FILE_TREE)).assertStatus(200))));
    }

    @Test
    void embedAncestorsCannotInjectDirectives() {
        assertThrows(IllegalArgumentException.class, () -> new AppConfig(Optional.empty(), "*; script-src *"));
        assertThrows(IllegalArgumentException.class, () -> new AppConfig(Optional.empty(), " "));
    }

    // --- the public origin --------------------------------------------------------------------------------------

    @Test
    void configuredPublicUrlIsUsedInShareLinksAndEmbedCode() {
        withApp(new AppConfig(Optional.of("https://keyslice.example.com"), "*"), configured -> {
            String origin = "https://keyslice.example.com";
            String page = configured.get(FILE_TREE).assertStatus(200).body();
            Element copyLink = elements(page, "button").stream()
                    .filter(b -> b.text().trim().equals("Copy link"))
                    .findFirst()
                    .orElseThrow();
            assertEquals(
                    origin + FILE_TREE,
                    copyLink.attr("data-copy-origin")
                            + byId(page, copyLink.attr("data-copy-href").substring(1))
                                    .attr("href"));
            Element iframe = OutputViewsFixtures.iframe(elementText(page, "pre", "share-embed"));
            assertEquals(origin + "/embed?" + query(FILE_TREE), iframe.attr("src"));
            assertTrue(elementText(page, "pre", "share-markdown").contains("(" + origin + FILE_TREE + ")"));
            assertEquals(FILE_TREE, byId(page, "permalink").attr("href"), "the on-page link stays relative");

            String card = configured
                    .get("/embed?" + query(FILE_TREE))
                    .assertStatus(200)
                    .body();
            Element open = elements(card, "a").stream()
                    .filter(a -> a.text().trim().equals("Open in keyslice"))
                    .findFirst()
                    .orElseThrow();
            assertEquals(origin + FILE_TREE, open.attr("href"));

            JsonNode oembed = configured
                    .get("/oembed?format=json&url=" + encode(origin + FILE_TREE))
                    .assertStatus(200)
                    .json();
            assertEquals(
                    origin + "/embed?" + query(FILE_TREE), oembedIframe(oembed).attr("src"));
            assertEquals(origin + "/", oembed.get("provider_url").asText());
        });
        withApp(new AppConfig(Optional.of("https://keyslice.example.com/"), "*"), configured -> {
            String page = configured.get(FILE_TREE).assertStatus(200).body();
            Element iframe = OutputViewsFixtures.iframe(elementText(page, "pre", "share-embed"));
            assertEquals(
                    "https://keyslice.example.com/embed?" + query(FILE_TREE),
                    iframe.attr("src"),
                    "a trailing slash is not doubled");
        });
    }
}
