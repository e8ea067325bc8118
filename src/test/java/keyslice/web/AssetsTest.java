package keyslice.web;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import keyslice.testing.Answer;
import keyslice.testing.RunningApp;
import keyslice.web.http.Assets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The static files: served from memory as on disk, cached for good only under the URL that names their content. */
class AssetsTest {

    @RegisterExtension
    static final RunningApp app = RunningApp.defaults();

    private static final WebTestHttp http = new WebTestHttp(app);

    @Test
    void eachFileIsServedAsTheClasspathHoldsIt() throws IOException {
        assertEquals(11, Assets.ALL.size());
        for (Assets.Asset asset : Assets.ALL) {
            String resource = asset == Assets.HTMX_LIBRARY ? "/META-INF/resources" + asset.path() : asset.path();
            try (InputStream in = AssetsTest.class.getResourceAsStream(resource)) {
                byte[] expected = in.readAllBytes();
                assertArrayEquals(expected, asset.body(), resource);
                Answer served = http.get(asset == Assets.HTMX_LIBRARY ? asset.path() : asset.url())
                        .assertStatus(200);
                assertEquals(new String(expected, StandardCharsets.UTF_8), served.body(), asset.path());
                assertEquals(asset.contentType(), served.contentType().replace("charset=UTF-8", "charset=utf-8"));
            }
        }
    }

    /** Every page names its icon, so no browser asks for /favicon.ico and logs a 404. */
    @Test
    void everyPageNamesTheIcon() {
        for (String page : List.of("/", "/embed?pk=PK&pkValue=a", "/?pk=PK&pkValue=a")) {
            String html = http.get(page).assertStatus(200).body();
            assertTrue(
                    html.contains("<link rel=\"icon\" href=\"" + Assets.FAVICON + "\" type=\"image/svg+xml\">"), page);
        }
        assertEquals("image/svg+xml", http.get(Assets.FAVICON).assertStatus(200).contentType());
    }

    @Test
    void onlyTheFingerprintedUrlIsCachedForGood() {
        String forGood = "public, max-age=31536000, immutable";
        assertEquals(forGood, http.get(Assets.CSS).header("Cache-Control"));
        assertEquals(forGood, http.get(Assets.HTMX).header("Cache-Control"), "htmx's path carries its version");
        assertEquals("no-cache", http.get("/static/css/app.css").header("Cache-Control"), "no ?v=: revalidated");
        assertEquals(
                "no-cache",
                http.get("/static/js/app.js?v=000000000000").header("Cache-Control"),
                "an old ?v=: revalidated");
    }

    @Test
    void revalidationByETagAnswers304WithoutTheBody() {
        Answer first = http.get("/static/css/app.css").assertStatus(200);
        String etag = first.header("ETag");
        assertEquals("\"" + Assets.STYLESHEET.version() + "\"", etag);
        Answer again = http.get("/static/css/app.css", "If-None-Match", etag).assertStatus(304);
        assertEquals("", again.body());
        http.get("/static/css/app.css", "If-None-Match", "\"stale\"").assertStatus(200);
    }

    @Test
    void unknownFilesAreNotFound() {
        http.get("/static/css/missing.css").assertStatus(404);
        http.get("/webjars/htmx.org/2.0.9/dist/htmx.min.js").assertStatus(404);
        assertTrue(Assets.CSS.matches("/static/css/app\\.css\\?v=[0-9a-f]{12}"), Assets.CSS);
    }
}
