package keyslice.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import keyslice.testing.Answer;
import keyslice.testing.RawHttp;
import keyslice.testing.RunningApp;
import keyslice.web.AppConfig;
import keyslice.web.http.Intake;
import keyslice.web.http.Proxies;
import org.junit.jupiter.api.Test;

/**
 * The CPU budget of each client, on every route but health: a client that has spent its share is answered 429 with
 * Retry-After, in keyslice's words (JSON for a program, a page for a browser, a notice for the page's script), while
 * another client is served as usual. The intake's other refusals (a body that does not arrive) are keyslice's too.
 */
class CpuBudgetTest {

    static final String STATE = "v=1&table=Drive&pk=PK&pkValue=DRIVE%23a91&sk=SK&value=root/";
    /** Requests in a row by which the first one's charge must have landed: each waits for the one before it. */
    static final int CHARGED_WITHIN = 50;

    /** A budget any request spends at once (one nanosecond), refilled so slowly that it stays spent for the test. */
    static AppConfig spentAtOnce() {
        return AppConfig.defaults()
                .withTrustedProxies(Proxies.parse("127.0.0.1"))
                .withCpuBudget(1e-6, Duration.ofNanos(1));
    }

    @Test
    void aClientOverItsShareIsRefusedInKeyslicesWordsAndAnotherIsServed() throws IOException {
        try (RunningApp app = RunningApp.start(spentAtOnce())) {
            int port = app.port();
            String[] heavy = {"X-Forwarded-For", "203.0.113.1"};
            assertEquals(
                    200,
                    RawHttp.get(port, "/api/v1/query?" + STATE, heavy).status(),
                    "a full bucket serves the first request");

            // A request is charged once its handler returns, which may be just after its answer reached the client: the
            // next request can come first. The bucket then stays spent for hours, so a few requests later it refuses.
            Answer api = RawHttp.get(port, "/api/v1/query?" + STATE, heavy);
            for (int sent = 2; api.status() == 200 && sent < CHARGED_WITHIN; sent++) {
                api = RawHttp.get(port, "/api/v1/query?" + STATE, heavy);
            }
            assertEquals(429, api.status(), api::toString);
            assertTrue(api.isJson(), api::toString);
            assertTrue(
                    api.errors().get("request").get(0).contains("server time your address may use is spent"),
                    api::toString);
            String retry = api.header("Retry-After");
            assertNotNull(retry, api::toString);
            assertTrue(Long.parseLong(retry) > 1, "Retry-After counts the seconds until the share refills: " + retry);
            assertTrue(
                    api.millis() >= Intake.REFUSAL_DELAY.toMillis() - 50,
                    "the refusal is held, so that ignoring Retry-After buys nothing: " + api.millis() + " ms");

            Answer page = RawHttp.get(port, "/?" + STATE, heavy);
            assertEquals(429, page.status(), page::toString);
            LimitsFixtures.assertRefusalPage(page, "Too much work at once", "Try again in");

            Answer live = RawHttp.get(
                    port, "/?" + STATE, "X-Forwarded-For", "203.0.113.1", "HX-Request", "true", "HX-Target", "output");
            assertEquals(429, live.status(), live::toString);
            assertEquals("none", live.header("HX-Reswap"), "the live update swaps nothing but the notice: " + live);
            assertTrue(live.body().startsWith("<p id=\"notice\""), live::toString);
            assertTrue(live.body().contains("hx-swap-oob=\"true\""), live::toString);

            assertEquals(200, RawHttp.get(port, "/healthz", heavy).status(), "health is never metered");
            assertEquals(
                    200,
                    RawHttp.get(port, keyslice.web.http.Assets.CSS, heavy).status(),
                    "nor the page's stylesheet: a page that spent the budget still works");
            assertEquals(
                    200,
                    RawHttp.get(port, "/api/v1/query?" + STATE, "X-Forwarded-For", "203.0.113.2")
                            .status(),
                    "another client has its own budget");
        }
    }

    @Test
    void aBodyThatDoesNotArriveIsAnsweredInKeyslicesWords() throws IOException {
        try (RunningApp app = RunningApp.start(AppConfig.defaults().withIntake(8, Duration.ofMillis(500)))) {
            try (Socket slow = SlowClientsTest.trickle(app.port(), 100)) {
                String answer = readAll(slow.getInputStream());
                assertTrue(answer.startsWith("HTTP/1.1 408"), answer);
                // A Run is posted by a browser: the answer is keyslice's page.
                assertTrue(answer.contains("<h2 id=\"refusal-title\">Request body too slow</h2>"), answer);
                assertTrue(answer.contains("did not arrive within"), answer);
                assertTrue(!answer.contains("HTTP ERROR"), "not Jetty's page: " + answer);
            }
        }
    }

    private static String readAll(InputStream in) throws IOException {
        return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
}
