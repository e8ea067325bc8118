package keyslice.hardening;

import static keyslice.hardening.LimitsFixtures.BASE;
import static keyslice.hardening.LimitsFixtures.app;
import static keyslice.hardening.LimitsFixtures.assertRefusalPage;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import keyslice.testing.Answer;
import keyslice.testing.RawHttp;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Requests over the size limits: query strings, URLs, paths, parameters and run bodies are refused in keyslice's own
 * words, never with a 5xx; a long state within them is answered.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class LimitsRequestSizeTest {
    @RegisterExtension
    static final RunningApp app = LimitsFixtures.app;

    // --- URL and query-string length -------------------------------------------------------------------

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"/api/v1/query", "/oembed", "/api/v1/preview", "/healthz"})
    void aQueryStringOverKeyslicesLimitIsKeyslicesOwnJson414(String path) throws IOException {
        String target = path + "?" + BASE + "&samples=" + "a".repeat(33 * 1024);
        Answer r = RawHttp.get(app.port(), target);
        assertEquals(414, r.status(), r::toString);
        assertTrue(r.isJson(), r::toString);
        assertEquals(List.of("query"), List.copyOf(r.errors().keySet()), r::toString);
        assertTrue(r.errors().get("query").get(0).contains("32768"), r::toString);
        assertNull(StackTraces.in(r.body()), r::toString);
    }

    /** A browser opening a link too long for keyslice gets a keyslice page that says so, not JSON. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"/", "/embed"})
    void aQueryStringOverKeyslicesLimitOnAPageIsKeyslicesOwnPage(String path) throws IOException {
        Answer r = RawHttp.get(app.port(), path + "?" + BASE + "&samples=" + "a".repeat(33 * 1024));
        assertEquals(414, r.status(), r::toString);
        assertRefusalPage(r, "Address too long", "32768");
    }

    @ParameterizedTest(name = "{0} KiB")
    @ValueSource(ints = {50, 64, 200, 1024})
    void aUrlBeyondWhatJettyReadsIs414WithoutAStackTrace(int kib) throws IOException {
        Answer r = RawHttp.get(app.port(), "/api/v1/query?" + BASE + "&samples=" + "a".repeat(kib * 1024));
        assertEquals(414, r.status(), r::toString);
        assertNull(StackTraces.in(r.body()), r::toString);
        assertFalse(r.body().contains("HTTP ERROR"), "keyslice's words, not Jetty's: " + r);
        assertTrue(r.body().contains("32768"), r::toString);
    }

    /** Past what Jetty reads (48 KiB), the builder's answer is still keyslice's page, not Jetty's "HTTP ERROR 414". */
    @ParameterizedTest(name = "{0} KiB")
    @ValueSource(ints = {60, 200})
    void aUrlBeyondWhatJettyReadsOnThePageIsKeyslicesOwnPage(int kib) throws IOException {
        Answer r = RawHttp.get(app.port(), "/?" + BASE + "&samples=" + "a".repeat(kib * 1024));
        assertEquals(414, r.status(), r::toString);
        assertRefusalPage(r, "Address too long", "32768");
        assertFalse(r.body().contains("HTTP ERROR"), r::toString);
    }

    @Test
    void aLongPathIsAnsweredWithoutA5xx() throws IOException {
        Answer r = RawHttp.get(app.port(), "/" + "a".repeat(40 * 1024));
        assertTrue(r.status() == 404 || r.status() == 414, r::toString);
        assertNull(StackTraces.in(r.body()), r::toString);
    }

    @Test
    void tooManyParametersIs400() throws IOException {
        String many = BASE + "&x=1".repeat(300);
        Answer api = RawHttp.get(app.port(), "/api/v1/query?" + many);
        assertEquals(400, api.status(), api::toString);
        assertTrue(api.errors().containsKey("query"), api::toString);
        assertTrue(api.errors().get("query").get(0).contains("300"), api::toString);
        for (String path : List.of("/", "/embed")) {
            Answer r = RawHttp.get(app.port(), path + "?" + many);
            assertEquals(400, r.status(), r::toString);
            assertRefusalPage(r, "Request refused", "300 parameters");
        }
        // 300 parameters are still fine: the limit is above what the form ever sends.
        String atTheLimit = BASE + "&x=1".repeat(300 - 5);
        assertEquals(200, RawHttp.get(app.port(), "/api/v1/query?" + atTheLimit).status());
    }

    /**
     * A state well inside keyslice's own 32 KiB limit must still be answerable on every variant of the page. The htmx
     * answers repeat the state in the {@code HX-Push-Url} header and the edit redirect in {@code Location}; a header
     * beyond Jetty's response-header buffer fails the response with a 500 naming {@code EofException}.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"page", "htmx output", "htmx app", "edit redirect", "api"})
    void aLongStateWithinTheLimitIsAnsweredOnEveryVariantOfThePage(String variant) throws IOException {
        String state = "pk=PK&pkValue=a&sk=SK&value=k&samples=" + "k".repeat(20_000);
        Answer r = switch (variant) {
            case "page" -> RawHttp.get(app.port(), "/?" + state);
            case "htmx output" -> RawHttp.get(app.port(), "/?" + state, "HX-Request", "true", "HX-Target", "output");
            case "htmx app" ->
                RawHttp.get(app.port(), "/?" + state + "&seg=a&edit=seg-add", "HX-Request", "true", "HX-Target", "app");
            case "edit redirect" -> RawHttp.get(app.port(), "/?" + state + "&seg=a&edit=seg-add");
            default -> RawHttp.get(app.port(), "/api/v1/query?" + state);
        };
        assertEquals(variant.equals("edit redirect") ? 303 : 200, r.status(), r::toString);
        assertNull(StackTraces.in(r.body()), r::toString);
    }

    // --- request body -------------------------------------------------------------------------------------

    @Test
    void aRunBodyOver64KiBIs413() throws IOException {
        byte[] body = ("pk=PK&pkValue=a&samples=" + "a".repeat(64 * 1024)).getBytes(StandardCharsets.US_ASCII);
        String origin = "http://127.0.0.1:" + app.port();
        // A browser posts a Run: without JavaScript it gets a page that says what is too large, with it a notice.
        Answer page = RawHttp.post(
                app.port(), "/run", body, "Origin", origin, "Content-Type", "application/x-www-form-urlencoded");
        assertEquals(413, page.status(), page::toString);
        assertRefusalPage(page, "Request body too large", "65536");
        Answer notice = RawHttp.post(
                app.port(),
                "/run",
                body,
                "Origin",
                origin,
                "Content-Type",
                "application/x-www-form-urlencoded",
                "HX-Request",
                "true");
        assertEquals(413, notice.status(), notice::toString);
        assertEquals("none", notice.header("HX-Reswap"), notice::toString);
        assertTrue(
                notice.body().startsWith("<p id=\"notice\"")
                        && notice.body().contains("shorten the sample items or keys"),
                notice::toString);
        // Just under the limit is read (and answered as a page).
        byte[] fits = ("pk=PK&pkValue=a&x=" + "a".repeat(60 * 1024)).getBytes(StandardCharsets.US_ASCII);
        assertEquals(
                200, RawHttp.post(app.port(), "/run", fits, "Origin", origin).status());
    }

    @Test
    void aChunkedRunBodyOver64KiBIs413() throws IOException {
        // No Content-Length: the limit must hold while reading too.
        byte[] chunk = "a".repeat(8192).getBytes(StandardCharsets.US_ASCII);
        Answer r = RawHttp.postChunked(
                app.port(),
                "/run",
                Collections.nCopies(12, chunk),
                "Origin",
                "http://127.0.0.1:" + app.port(),
                "Content-Type",
                "application/x-www-form-urlencoded");
        assertEquals(413, r.status(), r::toString);
        assertNull(StackTraces.in(r.body()), r::toString);
    }
}
