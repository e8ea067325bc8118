package keyslice.web;

import static keyslice.testing.Query.encode;
import static keyslice.web.EmbedFixtures.AUDIT_WINDOW;
import static keyslice.web.EmbedFixtures.AUDIT_WINDOW_WORDS;
import static keyslice.web.EmbedFixtures.FILE_TREE;
import static keyslice.web.EmbedFixtures.http;
import static keyslice.web.EmbedFixtures.oembedIframe;
import static keyslice.web.EmbedFixtures.query;
import static keyslice.web.WebTestHttp.assertMediaType;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import keyslice.examples.FileTree;
import keyslice.testing.Answer;
import keyslice.testing.Html.Element;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The oEmbed endpoint: a rich card for a permalink, canonical, sized, and 404 or 501 for anything else.
 */
class EmbedOembedTest {
    @RegisterExtension
    static final RunningApp app = EmbedFixtures.app;

    @Test
    void oembedAnswersARichCardForAPermalink() {
        Answer response = http.get("/oembed?url=" + encode(http.origin() + AUDIT_WINDOW) + "&format=json")
                .assertStatus(200);
        assertMediaType("application/json", "utf-8", response.contentType());
        JsonNode oembed = response.json();
        assertEquals("1.0", oembed.get("version").asText());
        assertEquals("rich", oembed.get("type").asText());
        assertEquals("keyslice", oembed.get("provider_name").asText());
        assertTrue(oembed.get("width").isInt() && oembed.get("height").isInt(), oembed::toString);
        Element iframe = oembedIframe(oembed);
        assertEquals(
                http.origin() + "/embed?" + query(AUDIT_WINDOW),
                iframe.attr("src"),
                "the embed card of the same state");
        assertEquals(oembed.get("width").asText(), iframe.attr("width"));
        assertEquals(oembed.get("height").asText(), iframe.attr("height"));
        assertNotNull(iframe.attr("title"));
        assertEquals(
                AUDIT_WINDOW_WORDS,
                oembed.get("title").asText(),
                "the table, the key values and the operator in words");
        assertEquals("keyslice: " + AUDIT_WINDOW_WORDS, iframe.attr("title"));

        JsonNode withoutFormat = http.get("/oembed?url=" + encode(http.origin() + AUDIT_WINDOW))
                .assertStatus(200)
                .json();
        assertEquals(oembed, withoutFormat, "json is the default format");
    }

    @Test
    void oembedOfANonCanonicalLinkPointsAtTheCanonicalState() {
        String messy = http.origin()
                + "/?trail=true&seg=root&delim=/&sk=SK&pkValue=DRIVE%23a91&seg=photos&pk=PK&table=Drive&op=begins_with&samples="
                + encode(String.join("\n", FileTree.SAMPLE_KEYS));
        JsonNode oembed = http.get("/oembed?format=json&url=" + encode(messy))
                .assertStatus(200)
                .json();
        assertEquals(
                http.origin() + "/embed?" + query(FILE_TREE),
                oembedIframe(oembed).attr("src"));
    }

    @Test
    void oembedHonoursMaxwidthAndMaxheight() {
        String url = encode(http.origin() + FILE_TREE);
        JsonNode full =
                http.get("/oembed?format=json&url=" + url).assertStatus(200).json();
        int width = full.get("width").asInt();
        int height = full.get("height").asInt();
        JsonNode small = http.get("/oembed?format=json&url=" + url + "&maxwidth=300&maxheight=200")
                .assertStatus(200)
                .json();
        assertEquals(Math.min(300, width), small.get("width").asInt());
        assertEquals(Math.min(200, height), small.get("height").asInt());
        assertTrue(small.get("width").asInt() <= 300 && small.get("height").asInt() <= 200);
        assertEquals(small.get("width").asText(), oembedIframe(small).attr("width"));
        assertEquals(small.get("height").asText(), oembedIframe(small).attr("height"));
        JsonNode roomy = http.get("/oembed?format=json&url=" + url + "&maxwidth=5000&maxheight=5000")
                .assertStatus(200)
                .json();
        assertEquals(width, roomy.get("width").asInt(), "maxwidth is a maximum, not a request to grow");
        assertEquals(height, roomy.get("height").asInt());
    }

    @Test
    void oembedXmlIsNotImplemented() {
        assertEquals(
                501,
                http.get("/oembed?format=xml&url=" + encode(http.origin() + FILE_TREE))
                        .status());
        // A bare format parameter (the fuzz test sent one) is the default format, not an unsupported one.
        assertEquals(
                200,
                http.get("/oembed?format&url=" + encode(http.origin() + FILE_TREE))
                        .status());
        assertEquals(
                200,
                http.get("/oembed?format=&url=" + encode(http.origin() + FILE_TREE))
                        .status());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "https://evil.example/x",
                "/embed?v=1&pk=PK&pkValue=x",
                "not a url at all",
                "http://127.0.0.1/",
                ""
            })
    void oembedOfSomethingElseIs404(String url) {
        Answer response =
                http.get("/oembed?format=json&url=" + encode(url.startsWith("/") ? http.origin() + url : url));
        assertEquals(404, response.status(), response::body);
    }

    @Test
    void oembedWithoutUrlIs404() {
        assertEquals(404, http.get("/oembed?format=json").status());
    }
}
