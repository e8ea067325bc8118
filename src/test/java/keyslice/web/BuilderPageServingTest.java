package keyslice.web;

import static keyslice.web.BuilderPageFixtures.html;
import static keyslice.web.BuilderPageFixtures.http;
import static keyslice.web.WebTestHttp.assertMediaType;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keyslice.testing.Answer;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What the builder's server answers besides the page: security headers, static files, 404.
 */
class BuilderPageServingTest {
    @RegisterExtension
    static final RunningApp app = BuilderPageFixtures.app;

    // --- headers and assets ------------------------------------------------------------------------------------

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {"/", "/?pk=PK&pkValue=x", "/?pk=PK", "/api/v1/query?pk=PK&pkValue=x", "/api/v1/query?pk=PK"})
    void securityHeaders(String path) {
        Answer response = http.get(path);
        String csp = response.header("Content-Security-Policy");
        assertNotNull(csp, "Content-Security-Policy");
        assertTrue(csp.contains("script-src 'self'"), csp);
        assertTrue(csp.contains("frame-ancestors 'none'"), csp);
        assertFalse(csp.contains("unsafe-inline"), csp);
        assertEquals("nosniff", response.header("X-Content-Type-Options"));
        if (path.startsWith("/?") || path.equals("/")) {
            response.assertStatus(200);
            assertMediaType("text/html", "utf-8", response.contentType());
        }
    }

    @Test
    void staticCssIsServed() {
        Answer response = http.get("/static/css/app.css").assertStatus(200);
        assertTrue(response.contentType().toLowerCase().startsWith("text/css"), response.contentType());
        assertTrue(response.body().contains(".field"), "the stylesheet the page uses");
        assertTrue(
                html(Query.fileTree()).contains("href=\"" + keyslice.web.http.Assets.CSS + "\""),
                "the page links it, fingerprinted");
        assertTrue(
                keyslice.web.http.Assets.CSS.matches("/static/css/app\\.css\\?v=[0-9a-f]{12}"),
                keyslice.web.http.Assets.CSS);
    }

    @Test
    void htmxIsServedFromTheWebjar() {
        Answer response = http.get("/webjars/htmx.org/2.0.10/dist/htmx.min.js").assertStatus(200);
        assertTrue(response.body().length() > 10_000, "the minified library");
        assertTrue(response.body().contains("htmx"));
        String type = response.contentType().toLowerCase();
        assertTrue(type.contains("javascript"), type);
    }

    @Test
    void unknownPathIs404() {
        assertEquals(404, http.get("/nope").status());
        assertEquals(404, http.get("/static/css/missing.css").status());
    }
}
