package keyslice.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import keyslice.preview.PreviewConfig;
import keyslice.testing.Answer;
import keyslice.testing.Html;
import keyslice.testing.RawHttp;
import keyslice.testing.RunningApp;
import keyslice.web.AppConfig;
import keyslice.web.http.Proxies;
import org.junit.jupiter.api.Test;

/**
 * keyslice behind a reverse proxy, over HTTP against the app in-process. The test client on 127.0.0.1 plays the proxy:
 * with {@code KEYSLICE_TRUSTED_PROXIES=127.0.0.1} its forwarded headers are believed (each forwarded client its own
 * rate-limit bucket; links and the same-origin check on the forwarded origin), without it they are ignored;
 * {@code KEYSLICE_PUBLIC_URL} wins over both; and a refused Run says why in the preview panel.
 */
class TrustedProxiesTest {

    static final String STATE = "v=1&table=Drive&pk=PK&pkValue=DRIVE%23a91&sk=SK&value=root/";
    static final String PUBLIC = "https://keyslice.example.com";
    /** What nginx sends for a browser on https://keyslice.example.com, with Host rewritten to the upstream's. */
    static final String[] FORWARDED_HTTPS = {"X-Forwarded-Proto", "https", "X-Forwarded-Host", "keyslice.example.com"};

    /** One run at once per client, none refilled during a test; the preview is off, so a run that passes the limit is a 503. */
    static AppConfig oneRun() {
        return new AppConfig(Optional.empty(), "*", 1, 1);
    }

    static AppConfig trusting(AppConfig config) {
        return config.withTrustedProxies(Proxies.parse("127.0.0.1"));
    }

    // --- the rate limit --------------------------------------------------------------------------------------------

    @Test
    void behindATrustedProxyEachForwardedClientHasItsOwnBucket() throws IOException {
        try (RunningApp app = RunningApp.start(trusting(oneRun()))) {
            assertEquals(503, preview(app, "X-Forwarded-For", "203.0.113.1").status(), "the first client's run");
            assertEquals(
                    503, preview(app, "X-Forwarded-For", "203.0.113.2").status(), "another client has its own bucket");
            assertEquals(
                    429,
                    preview(app, "X-Forwarded-For", "198.51.100.9, 203.0.113.1").status(),
                    "the first client again, whatever it put in front of the proxy's entry");
            assertEquals(
                    503,
                    preview(app, "Forwarded", "for=\"[2001:db8:1:2::1]:4711\"").status());
            assertEquals(
                    429,
                    preview(app, "X-Forwarded-For", "2001:db8:1:2::ffff").status(),
                    "the same /64 is the same client");
            assertEquals(
                    503, preview(app, "X-Forwarded-For", "2001:db8:1:3::1").status(), "another /64 is another client");
        }
    }

    @Test
    void withoutTrustedProxiesForwardedClientsShareThePeersBucket() throws IOException {
        try (RunningApp app = RunningApp.start(oneRun())) {
            assertEquals(503, preview(app, "X-Forwarded-For", "203.0.113.1").status());
            Answer spoofed = preview(app, "X-Forwarded-For", "203.0.113.2", "Forwarded", "for=203.0.113.3");
            assertEquals(429, spoofed.status(), "a client cannot claim a fresh bucket: " + spoofed);
        }
    }

    // --- the same-origin check -------------------------------------------------------------------------------------

    @Test
    void aRunFromTheForwardedOriginIsAcceptedBehindAHostRewritingProxy() throws IOException {
        String[] proxied =
                concat(FORWARDED_HTTPS, "Origin", PUBLIC, "Sec-Fetch-Site", "same-origin", "HX-Request", "true");
        try (RunningApp app = RunningApp.start(trusting(AppConfig.defaults()))) {
            Answer run = run(app, proxied);
            assertEquals(200, run.status(), run::toString);
            assertTrue(run.body().contains("<section id=\"preview\""), run::toString);
            assertEquals(
                    403,
                    run(app, "Origin", "https://evil.example", "HX-Request", "true")
                            .status(),
                    "another origin is still refused");
        }
        try (RunningApp untrusting = RunningApp.start(AppConfig.defaults())) {
            assertEquals(
                    403, run(untrusting, proxied).status(), "an untrusted peer's X-Forwarded-Host is not believed");
        }
    }

    // --- links -----------------------------------------------------------------------------------------------------

    @Test
    void shareLinksAndEmbedCodesSayHttpsWhenTheProxySaysSo() throws IOException {
        try (RunningApp app = RunningApp.start(trusting(AppConfig.defaults()))) {
            String page = RawHttp.get(app.port(), "/?" + STATE, FORWARDED_HTTPS).body();
            assertTrue(page.contains("data-copy-origin=\"" + PUBLIC + "\""), "the share link's origin");
            String embedCode = Html.elementText(page, "pre", "share-embed");
            assertTrue(embedCode.startsWith("<iframe src=\"" + PUBLIC + "/embed?"), embedCode);
            assertFalse(
                    page.contains("http://127.0.0.1") || page.contains("http://keyslice.example.com"),
                    "no other origin");
            String card =
                    RawHttp.get(app.port(), "/embed?" + STATE, FORWARDED_HTTPS).body();
            assertTrue(card.contains(PUBLIC + "/?v=1&amp;"), "the embed card's link");
            Answer oembed = RawHttp.get(app.port(), "/oembed?url=" + encode(PUBLIC + "/?" + STATE), FORWARDED_HTTPS);
            assertEquals(200, oembed.status(), oembed::toString);
            assertTrue(oembed.json().path("html").asText().contains("src=\"" + PUBLIC + "/embed?"), oembed::toString);

            String direct = RawHttp.get(app.port(), "/?" + STATE).body();
            assertTrue(
                    direct.contains("data-copy-origin=\"http://127.0.0.1:" + app.port() + "\""),
                    "without headers: the request's own");
        }
        try (RunningApp untrusting = RunningApp.start(AppConfig.defaults())) {
            String page = RawHttp.get(untrusting.port(), "/?" + STATE, FORWARDED_HTTPS)
                    .body();
            assertTrue(
                    page.contains("data-copy-origin=\"http://127.0.0.1:" + untrusting.port() + "\""),
                    "the headers ignored");
            assertFalse(page.contains("keyslice.example.com"));
        }
    }

    @Test
    void keptAnswersNeverCarryAnotherForwardedOriginsLinks() throws IOException {
        try (RunningApp app = RunningApp.start(trusting(AppConfig.defaults()))) {
            for (int i = 0; i < 3; i++) {
                for (String host : new String[] {"docs-a.example", "docs-b.example"}) {
                    for (String route : new String[] {"/?", "/embed?"}) {
                        String body = RawHttp.get(
                                        app.port(),
                                        route + STATE,
                                        "X-Forwarded-Proto",
                                        "https",
                                        "X-Forwarded-Host",
                                        host)
                                .body();
                        assertTrue(
                                body.contains("https://" + host + "/?v=1"),
                                route + " through " + host + ", request " + i);
                        assertFalse(
                                body.contains(host.equals("docs-a.example") ? "docs-b.example" : "docs-a.example"),
                                route);
                    }
                }
            }
        }
    }

    @Test
    void theConfiguredPublicUrlWinsOverForwardedHeaders() throws IOException {
        AppConfig config = trusting(new AppConfig(Optional.of("https://public.example/"), "*"));
        try (RunningApp app = RunningApp.start(config)) {
            String page = RawHttp.get(
                            app.port(), "/?" + STATE, "X-Forwarded-Proto", "http", "X-Forwarded-Host", "other.example")
                    .body();
            assertTrue(page.contains("data-copy-origin=\"https://public.example\""), "the configured origin");
            assertFalse(page.contains("other.example"));
            assertEquals(
                    403,
                    run(
                                    app,
                                    "X-Forwarded-Proto",
                                    "https",
                                    "X-Forwarded-Host",
                                    "other.example",
                                    "Origin",
                                    "https://other.example")
                            .status(),
                    "the same-origin check expects the configured origin");
            assertEquals(
                    200,
                    run(app, "Origin", "https://public.example", "HX-Request", "true")
                            .status());
        }
    }

    // --- a refused Run says why --------------------------------------------------------------------------------------

    @Test
    void aRefusedRunSaysWhyInThePanelWithAndWithoutJavaScript() throws IOException {
        PreviewConfig engine =
                PreviewConfig.forEndpoint(URI.create("http://127.0.0.1:9")); // never called: refused before
        try (RunningApp app = RunningApp.start(AppConfig.defaults(), engine)) {
            String expected = "http://127.0.0.1:" + app.port();
            Answer htmx = run(app, "Origin", PUBLIC, "HX-Request", "true");
            assertEquals(403, htmx.status(), htmx::toString);
            assertTrue(
                    htmx.body().strip().startsWith("<section id=\"preview\""), "the panel, for htmx to swap: " + htmx);
            String reason = Html.elementText(htmx.body(), "pre", "engine-error");
            assertTrue(
                    reason.contains("\"" + PUBLIC + "\"")
                            && reason.contains("expected its own origin, " + expected)
                            && reason.contains("KEYSLICE_PUBLIC_URL")
                            && reason.contains("KEYSLICE_TRUSTED_PROXIES"),
                    reason);

            Answer plain = run(app, "Origin", PUBLIC);
            assertEquals(403, plain.status(), plain::toString);
            assertTrue(
                    plain.body().contains("<form id=\"builder\""),
                    "without JavaScript: the whole page around the panel");
            assertEquals(reason, Html.elementText(plain.body(), "pre", "engine-error"));
        }
    }

    // --- helpers ---------------------------------------------------------------------------------------------------

    /** GET /api/v1/preview, which draws on the Run budget before it finds the preview off (503). */
    static Answer preview(RunningApp app, String... headers) throws IOException {
        return RawHttp.get(app.port(), "/api/v1/preview?" + STATE, headers);
    }

    static Answer run(RunningApp app, String... headers) throws IOException {
        return RawHttp.post(
                app.port(),
                "/run",
                STATE.getBytes(StandardCharsets.UTF_8),
                concat(headers, "Content-Type", "application/x-www-form-urlencoded"));
    }

    static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    static String[] concat(String[] a, String... b) {
        String[] all = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }
}
