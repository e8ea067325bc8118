package keyslice.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.javalin.Javalin;
import io.javalin.http.Handler;
import io.javalin.http.HandlerType;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import keyslice.preview.DynamoPreview;
import keyslice.preview.PreviewConfig;
import keyslice.testing.Answer;
import keyslice.testing.Html;
import keyslice.testing.RawHttp;
import keyslice.web.http.Json;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * An Error that escapes a handler, a real StackOverflowError among them, is keyslice's own 500 in the route's error
 * page (a page for the builder and the card, the builder page around the panel for POST /run, the JSON error shape for
 * the API), and one line in the log: Javalin on its own answers an empty 500 and logs the whole trace, a thousand
 * frames for a stack overflow.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class InternalErrorsTest {

    private static final String SUMMARY = "Internal error: the request could not be handled.";

    private static DynamoPreview preview;
    private static Javalin app;

    @BeforeAll
    static void start() {
        AppConfig config = AppConfig.defaults();
        preview = new DynamoPreview(PreviewConfig.disabled());
        Function<Json, List<Route>> routes = json -> {
            List<Route> all = new ArrayList<>();
            for (Route route : Routes.of(config, preview, json)) {
                // keyslice's own routes, with their flags and error pages, each failing its own way
                Handler failing = switch (route.path()) {
                    case "/", "/api/v1/query", "/run" -> ctx -> overflow(0);
                    case "/embed" -> ctx -> ctx.future(() -> CompletableFuture.supplyAsync(() -> overflow(0)));
                    default -> route.handler();
                };
                all.add(new Route(route.method(), route.path(), failing, route.flags(), route.errorPage()));
            }
            // an error page that fails too: the last resort answers
            all.add(new Route(
                    HandlerType.GET, "/failing-page", ctx -> overflow(0), java.util.Set.of(), (ctx, error) -> {
                        throw new StackOverflowError();
                    }));
            return all;
        };
        app = KeysliceApp.create(config, preview, routes).start("127.0.0.1", 0);
    }

    @AfterAll
    static void stop() {
        app.stop();
        preview.close();
    }

    /** A real stack overflow: each call one frame deeper, until the thread's stack runs out. */
    static int overflow(int depth) {
        return overflow(depth + 1) + 1;
    }

    @Test
    void theApiAnswersInTheJsonErrorShape() throws IOException {
        Logged logged = logged(() -> RawHttp.get(app.port(), "/api/v1/query?pk=PK&pkValue=a"));
        Answer r = logged.response();
        assertEquals(500, r.status(), r::toString);
        assertTrue(r.isJson(), r::toString);
        assertEquals(SUMMARY, r.json().at("/errors/0/summary").asText(), r::toString);
        assertEquals("no-store", r.header("Cache-Control"));
        logged.assertOneLine("java.lang.StackOverflowError", "GET /api/v1/query");
    }

    @Test
    void theBuilderAnswersWithAPageThatLinksToTheSameState() throws IOException {
        String state = "/?pk=PK&pkValue=DRIVE%23a91&sk=SK&value=root%2F";
        Logged logged = logged(() -> RawHttp.get(app.port(), state));
        Answer r = logged.response();
        assertEquals(500, r.status(), r::toString);
        assertTrue(r.contentType().startsWith("text/html"), r::toString);
        assertTrue(r.body().contains(SUMMARY), r::toString);
        assertEquals(state, Html.byId(r.body(), "retry").attr("href"), "trying again keeps the state");
        logged.assertOneLine("java.lang.StackOverflowError", "GET /");
    }

    @Test
    void aRunAnswersWithTheBuilderPageAndTheFormItCameWith() throws IOException {
        String form = "pk=PK&pkValue=DRIVE%23a91&sk=SK&value=root%2F";
        Logged logged = logged(() -> RawHttp.post(
                app.port(),
                "/run",
                form.getBytes(StandardCharsets.US_ASCII),
                "Origin",
                "http://127.0.0.1:" + app.port(),
                "Content-Type",
                "application/x-www-form-urlencoded"));
        Answer r = logged.response();
        assertEquals(500, r.status(), r::toString);
        assertTrue(r.contentType().startsWith("text/html"), r::toString);
        assertTrue(r.body().contains(SUMMARY), r::toString);
        assertEquals("DRIVE#a91", Html.formSubmission(r.body()).first("pkValue"), "the form comes back filled in");
        logged.assertOneLine("java.lang.StackOverflowError", "POST /run");
    }

    /** Javalin hands an Error in an asynchronous answer over wrapped in a CompletionException. */
    @Test
    void anErrorWrappedInAnExceptionIsOneLineToo() throws IOException {
        Logged logged = logged(() -> RawHttp.get(app.port(), "/embed?pk=PK&pkValue=a"));
        assertEquals(500, logged.response().status(), logged.response()::toString);
        assertTrue(
                logged.response().body().contains("<body class=\"embed\">"), "the card's page: " + logged.response());
        logged.assertOneLine("java.lang.StackOverflowError", "GET /embed");
    }

    @Test
    void anErrorPageThatFailsLeavesTheLastResort() throws IOException {
        Logged logged = logged(() -> RawHttp.get(app.port(), "/failing-page"));
        Answer r = logged.response();
        assertEquals(500, r.status(), r::toString);
        assertEquals(SUMMARY, r.json().at("/errors/0/summary").asText(), r::toString);
        // the route's Error, then its page's
        logged.assertLines(2, "java.lang.StackOverflowError");
    }

    // --- the log ---------------------------------------------------------------------------------------------------

    private interface Request {
        Answer send() throws IOException;
    }

    /** An answer and what the app logged while giving it. */
    private record Logged(Answer response, String log) {
        void assertOneLine(String... parts) {
            assertLines(1, parts);
        }

        /** {@code count} lines, each with every part, and no stack frame. */
        void assertLines(int count, String... parts) {
            List<String> lines = log.lines().filter(line -> !line.isBlank()).toList();
            assertEquals(count, lines.size(), () -> lines.size() + " lines logged:\n" + Answer.shorten(log, 3000));
            for (String line : lines) {
                for (String part : parts) {
                    assertTrue(line.contains(part), () -> "\"" + part + "\" in " + line);
                }
                assertFalse(line.contains("\tat "), line);
            }
        }
    }

    /**
     * What the app writes to standard error (where slf4j-simple logs, looking the stream up on each entry) while
     * {@code request} is answered.
     */
    private static Logged logged(Request request) throws IOException {
        PrintStream original = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            Answer response = request.send();
            // the log entry is written before the answer goes out; give a late one a moment all the same
            sleep(100);
            return new Logged(response, captured.toString(StandardCharsets.UTF_8));
        } finally {
            System.setErr(original);
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
