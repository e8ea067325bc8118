package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.elementText;
import static keyslice.web.RunPanelFixtures.http;
import static keyslice.web.RunPanelFixtures.loadDemoData;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.util.concurrent.TimeUnit;
import keyslice.examples.FileTree;
import keyslice.preview.PreviewConfig;
import keyslice.testing.Answer;
import keyslice.testing.Query;
import keyslice.testing.RefusingPort;
import keyslice.testing.RunningApp;
import keyslice.web.state.Permalink;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Demo data from the run panel: the builder in place with htmx, and the engine down shown in the panel, never a bare
 * text page.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
@Tag("engine")
class RunPanelDemoDataTest {
    @RegisterExtension
    static final RunningApp app = RunPanelFixtures.app;

    @BeforeAll
    static void demoData() {
        loadDemoData();
    }

    @Test
    void demoDataWithHtmxAnswersTheBuilderInPlace() {
        Answer response = http.post(
                "/preview/demo-data",
                "",
                "Origin",
                http.origin(),
                "Sec-Fetch-Site",
                "same-origin",
                "HX-Request",
                "true",
                "HX-Target",
                "app");
        assertEquals(200, response.status(), response.body());
        assertTrue(response.body().strip().startsWith("<div id=\"app\""), response.body());
        assertEquals(Permalink.of(FileTree.UNDER_PHOTOS), response.header("HX-Push-Url"));
        assertTrue(byId(response.body(), "preview-loaded").text().contains("Drive"), response.body());
        assertEquals(
                "DRIVE#a91",
                keyslice.testing.Html.inputAttributes(response.body(), "pkValue")
                        .get("value"));
    }

    @Test
    void demoDataWithTheEngineDownShowsTheFailureInThePanelNeverABareTextPage() throws IOException {
        try (RefusingPort refusing = new RefusingPort();
                RunningApp down = RunningApp.start(
                        PreviewApiFixtures.UNLIMITED,
                        PreviewConfig.forEndpoint(URI.create("http://127.0.0.1:" + refusing.port()))
                                .withAllowDemoData(true))) {
            PreviewApiFixtures.Http h = new PreviewApiFixtures.Http(down);
            String mine = Query.of("table", "Mine", "pk", "id", "pkValue", "42").toString();
            Answer plain = h.post("/preview/demo-data", mine, "Origin", h.origin(), "Sec-Fetch-Site", "same-origin");
            assertEquals(502, plain.status(), plain.body());
            assertTrue(plain.header("Content-Type").startsWith("text/html"), plain.header("Content-Type"));
            assertTrue(plain.body().contains("<form id=\"builder\""), "the builder page");
            assertTrue(
                    elementText(plain.body(), "pre", "engine-error").startsWith("Demo data not loaded: Cannot reach"),
                    plain.body());
            assertEquals(
                    "Mine",
                    keyslice.testing.Html.inputAttributes(plain.body(), "table").get("value"),
                    "the query as it was");

            Answer htmx = h.post(
                    "/preview/demo-data",
                    "",
                    "Origin",
                    h.origin(),
                    "Sec-Fetch-Site",
                    "same-origin",
                    "HX-Request",
                    "true",
                    "HX-Target",
                    "app");
            assertEquals(502, htmx.status());
            assertTrue(htmx.body().strip().startsWith("<section id=\"preview\""), htmx.body());
            assertEquals("#preview", htmx.header("HX-Retarget"), "the panel takes the answer, the form stays");
            assertTrue(elementText(htmx.body(), "pre", "engine-error").startsWith("Demo data not loaded"), htmx.body());

            Answer foreign = h.post("/preview/demo-data", mine, "Origin", "https://evil.example");
            assertEquals(403, foreign.status());
            assertTrue(
                    foreign.body().contains("<form id=\"builder\"")
                            && foreign.body().contains("id=\"engine-error\""),
                    "a refusal is the page too: " + foreign.body());
        }
    }
}
