package keyslice.web;

import static keyslice.testing.Html.assertNoInlineScript;
import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.elementText;
import static keyslice.testing.Html.elements;
import static keyslice.testing.Query.encode;
import static keyslice.web.WebTestHttp.assertMediaType;
import static keyslice.web.WebTestHttp.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import keyslice.examples.AuditLog;
import keyslice.examples.FileTree;
import keyslice.testing.Answer;
import keyslice.testing.Html;
import keyslice.testing.Html.Element;
import keyslice.testing.RunningApp;
import keyslice.web.state.Permalink;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code GET /embed} (the card for iframes, the only page that may be framed), framing headers on every
 * other route, the configurable ancestors and public origin, and {@code GET /oembed}.
 */
class EmbedTest {

    private static final String FILE_TREE = Permalink.of(FileTree.UNDER_PHOTOS);
    private static final String AUDIT_WINDOW = Permalink.of(AuditLog.ONE_DAY);
    static final String FILE_TREE_WORDS = "Drive: partition DRIVE#a91, SK begins with root/photos/";
    static final String AUDIT_WINDOW_WORDS =
            "Audit: partition ACTOR#u_8814, SK between EVT#2026-06-23T00:00:00Z and EVT#2026-06-23T23:59:59Z";

    @RegisterExtension
    static final RunningApp app = RunningApp.defaults();

    private static final WebTestHttp http = new WebTestHttp(app);

    static String query(String permalink) {
        assertTrue(permalink.startsWith("/?"), permalink);
        return permalink.substring(2);
    }

    static String csp(Answer response) {
        List<String> policies = response.headers().allValues("Content-Security-Policy");
        assertEquals(1, policies.size(), () -> "exactly one policy (browsers enforce every one sent): " + policies);
        return policies.get(0);
    }

    static String frameAncestors(Answer response) {
        Matcher m = Pattern.compile("(?:^|;)\\s*frame-ancestors ([^;]*)").matcher(csp(response));
        assertTrue(m.find(), () -> "frame-ancestors in " + csp(response));
        return m.group(1).trim();
    }

    /** Runs {@code body} against an app started with {@code config}, then stops it. */
    static void withApp(AppConfig config, java.util.function.Consumer<WebTestHttp> body) {
        try (RunningApp configured = RunningApp.start(config)) {
            body.accept(new WebTestHttp(configured));
        }
    }

    // --- the card ---------------------------------------------------------------------------------------------

    @Test
    void embedIsACompactReadOnlyCard() {
        JsonNode api = http.api(query(FILE_TREE)).assertStatus(200).json();
        Answer response = http.get("/embed?" + query(FILE_TREE)).assertStatus(200);
        assertMediaType("text/html", "utf-8", response.contentType());
        String card = response.body();
        assertTrue(card.stripLeading().startsWith("<!DOCTYPE html>"));
        assertFalse(card.contains("<form"), "read-only: no form");
        assertTrue(elements(card, "input").isEmpty() && elements(card, "select").isEmpty(), "read-only: no controls");
        assertNoInlineScript(card);

        assertEquals(api.get("keyConditionExpression").asText(), elementText(card, "code", "out-expression"));
        assertEquals(
                1,
                elements(card, "button").stream()
                        .filter(b -> b.hasClass("copy")
                                && "#out-expression".equals(b.attr("data-copy"))
                                && "button".equals(b.attr("type")))
                        .count(),
                "a copy button for the expression");
        // The names and values are copied as the JSON the request takes, and shown once each, one row per placeholder.
        assertEquals(
                api.get("expressionAttributeNames"),
                json(copyButton(card, "copy-names").attr("data-copy-text")));
        assertEquals(
                api.get("expressionAttributeValues"),
                json(copyButton(card, "copy-values").attr("data-copy-text")));
        assertEquals(
                List.of("#pk", "#sk", ":pk", ":sk"),
                elements(card, "dt").stream().map(Element::text).toList());
        assertEquals(
                List.of("PK", "SK", "S DRIVE#a91", "S root/photos/"),
                elements(card, "dd").stream().map(Element::text).toList());
        // The whole request would repeat them: the card links to the builder, which has it.
        assertNull(Html.byIdOrNull(card, "out-request"));
        assertFalse(Html.unescape(card).contains("TableName"), "no Query request on the card");
        assertTrue(card.contains("src=\"" + keyslice.web.http.Assets.JS + "\""), "the copy script is loaded");

        List<Element> open = elements(card, "a").stream()
                .filter(a -> a.text().trim().equals("Open in keyslice"))
                .toList();
        assertEquals(1, open.size());
        assertEquals(
                http.origin() + FILE_TREE,
                open.get(0).attr("href"),
                "opens the absolute permalink (the card is framed elsewhere)");
        assertEquals(api.get("permalink").asText(), FILE_TREE);
        List<Element> titles = elements(card, "title");
        assertEquals(1, titles.size());
        assertEquals(
                "keyslice: " + FILE_TREE_WORDS,
                titles.get(0).text(),
                "the title names the table, the key values and the operator");
        assertEquals(FILE_TREE_WORDS, elements(card, "p", "card-summary").get(0).text(), "the summary line");
    }

    static Element copyButton(String card, String id) {
        Element button = byId(card, id);
        assertTrue(
                button.tag().equals("button") && button.hasClass("copy") && "button".equals(button.attr("type")),
                button::startTag);
        return button;
    }

    @Test
    void embedShowsTheWarnings() {
        String card =
                http.get("/embed?" + query(AUDIT_WINDOW)).assertStatus(200).body();
        List<Element> warnings = elements(card, "li").stream()
                .filter(li -> li.hasClass("warning"))
                .toList();
        List<String> codes = warnings.stream()
                .map(li -> elements(li.outer(), "code").get(0).text())
                .toList();
        assertTrue(codes.containsAll(List.of("timestamp-bound", "prefix-upper-bound")), codes::toString);
    }

    @Test
    void embedOfAnInvalidStateShowsTheErrorsEscaped() {
        String card = http.get("/embed?pk=PK&pkValue=&table=" + encode("<script>alert(1)</script>"))
                .assertStatus(200)
                .body();
        assertFalse(card.contains("<script>alert"));
        assertNoInlineScript(card);
        assertFalse(card.contains("id=\"out-expression\""));
        JsonNode errors = http.api("pk=PK&pkValue=&table=" + encode("<script>alert(1)</script>"))
                .assertStatus(400)
                .json()
                .get("errors");
        String text = Html.unescape(card);
        errors.forEach(e -> assertTrue(text.contains(e.get("message").asText()), e.toString()));
    }

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
            Element iframe = OutputViewsTest.iframe(elementText(page, "pre", "share-embed"));
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
            Element iframe = OutputViewsTest.iframe(elementText(page, "pre", "share-embed"));
            assertEquals(
                    "https://keyslice.example.com/embed?" + query(FILE_TREE),
                    iframe.attr("src"),
                    "a trailing slash is not doubled");
        });
    }

    // --- oEmbed -------------------------------------------------------------------------------------------------

    static Element oembedIframe(JsonNode oembed) {
        return OutputViewsTest.iframe(oembed.get("html").asText());
    }

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

    @Test
    void pageAdvertisesItsOembedEndpoint() {
        String page = http.get(FILE_TREE).assertStatus(200).body();
        List<Element> links = elements(page, "link").stream()
                .filter(l -> "alternate".equals(l.attr("rel")) && "application/json+oembed".equals(l.attr("type")))
                .toList();
        assertEquals(1, links.size(), "oEmbed discovery link");
        String href = links.get(0).attr("href");
        // Absolute: a consumer resolves nothing against the page it found the link in.
        assertTrue(href.startsWith(http.origin() + "/oembed?"), href);
        String path = href.substring(http.origin().length());
        JsonNode oembed = http.get(path).assertStatus(200).json();
        assertEquals(
                http.origin() + "/embed?" + query(FILE_TREE),
                oembedIframe(oembed).attr("src"));
    }
}
