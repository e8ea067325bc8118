package keyslice.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keyslice.testing.Answer;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Answers served from {@link RenderedCache} are the answers keyslice renders: byte for byte the same on
 * every request, per origin, per htmx variant, and with HX-Push-Url still computed for each request.
 */
class RenderedAnswersTest {

    private static final String STATE =
            "v=1&table=Drive&pk=PK&pkValue=DRIVE%23a91&sk=SK&seg=root&seg=photos&delim=/&trail=true"
                    + "&samples=root/%0Aroot/photos/2026/beach.jpg";

    @RegisterExtension
    static final RunningApp app = RunningApp.defaults();

    private static final WebTestHttp http = new WebTestHttp(app);

    @ParameterizedTest
    @ValueSource(strings = {"/?", "/embed?", "/api/v1/query?", "/api/v1/query?pk=&"})
    void everyRequestOfAStateGetsTheSameAnswer(String route) {
        Answer first = http.get(route + STATE);
        for (int i = 0; i < 3; i++) {
            Answer again = http.get(route + STATE);
            assertEquals(first.status(), again.status());
            assertEquals(first.contentType(), again.contentType());
            assertEquals(first.body(), again.body(), "request " + (i + 2) + " of " + route);
        }
    }

    @Test
    void theHtmxVariantsOfOneStateStayApart() {
        for (int i = 0; i < 2; i++) {
            String page = http.get("/?" + STATE).body();
            String output = http.get("/?" + STATE, "HX-Request", "true", "HX-Target", "output")
                    .body();
            String app = http.get("/?" + STATE, "HX-Request", "true", "HX-Target", "app")
                    .body();
            String restore = http.get("/?" + STATE, "HX-Request", "true", "HX-History-Restore-Request", "true")
                    .body();
            assertTrue(page.contains("</html>") && restore.contains("</html>"), "whole documents");
            assertTrue(output.strip().startsWith("<section id=\"output\""), output.substring(0, 60));
            assertTrue(app.strip().startsWith("<div id=\"app\""), app.substring(0, 60));
            assertEquals(page, restore, "a history restore is the whole page");
        }
    }

    @Test
    void whatTheBrowserAlreadyShowsIsDecidedForEachRequestEvenWhenTheBodyIsReused() {
        String permalink = "/?" + STATE;
        String[] typing = {"HX-Request", "true", "HX-Target", "output"};
        for (int i = 0; i < 2; i++) {
            assertEquals(
                    permalink,
                    http.get(permalink, typing).header("HX-Replace-Url"),
                    "the new URL goes into the address");
        }
        String[] sameUrl = {"HX-Request", "true", "HX-Target", "output", "HX-Current-URL", http.origin() + permalink};
        Answer shown = http.get(permalink, sameUrl);
        assertEquals(
                204, shown.status(), "the state already shown: nothing to swap (htmx's config: 204 swaps nothing)");
        assertEquals("", shown.body());
        String[] verdict = {
            "HX-Request",
            "true",
            "HX-Target",
            "output",
            "HX-Current-URL",
            http.origin() + permalink,
            "KS-Verdict",
            "true"
        };
        assertEquals(
                200,
                http.get(permalink, verdict).status(),
                "leaving a field whose problem was a prompt asks for the verdict");
        String[] editing = {"HX-Request", "true", "HX-Target", "app", "HX-Current-URL", http.origin() + permalink};
        Answer app = http.get(permalink, editing);
        assertEquals(200, app.status(), "the form-and-output partial is always sent");
        assertEquals("false", app.header("HX-Push-Url"), "the URL already shown is not pushed again");
    }

    @Test
    void shareLinksFollowTheOriginEachRequestCameTo() {
        for (int i = 0; i < 2; i++) {
            String a = http.rawGet("/embed?" + STATE, "docs-a.example").body();
            String b = http.rawGet("/embed?" + STATE, "docs-b.example").body();
            assertTrue(a.contains("http://docs-a.example/?v=1"), "the first origin's link");
            assertFalse(a.contains("docs-b.example"), "no link of another origin");
            assertTrue(b.contains("http://docs-b.example/?v=1"), "the second origin's link");
        }
    }
}
