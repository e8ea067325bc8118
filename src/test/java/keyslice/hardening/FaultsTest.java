package keyslice.hardening;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import keyslice.preview.PreviewConfig;
import keyslice.testing.Answer;
import keyslice.testing.Dynalite;
import keyslice.testing.Html;
import keyslice.testing.RawHttp;
import keyslice.testing.RunningApp;
import keyslice.web.AppConfig;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Under faults (the engine stopped, slow past the timeout, or answering garbage) the builder keeps serving, the
 * preview says what happened, nothing hangs and threads do not pile up.
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
@Tag("engine")
class FaultsTest {

    /** /readyz checks the engine on every call here, so that each one sees the engine's state of the moment. */
    static final AppConfig UNLIMITED =
            new AppConfig(Optional.empty(), "*", 1_000_000, 1_000_000).withEngineCheckWindow(Duration.ZERO);

    static final String QUERY = "table=Drive&pk=PK&pkValue=DRIVE%23a91&sk=SK&op=begins_with&value=root%2F";
    static final Duration CONNECT = Duration.ofMillis(300);
    static final Duration API_CALL = Duration.ofSeconds(1);
    /**
     * The timeouts of the cases that are not about timeouts (garbage, markup): a hang guard, so that a busy machine
     * that is slow to send or parse the fake engine's answer (60 KB of items) never turns the case into a 504.
     */
    static final Duration NOT_ABOUT_TIMEOUTS = Duration.ofSeconds(15);
    /** What "quickly" means here: the 1 s API-call timeout plus generous room for a loaded 2-core CI machine. */
    static final long QUICK_MILLIS = 3_000;

    private final List<AutoCloseable> closeables = new ArrayList<>();

    /**
     * Loads the classes of the first request of each kind (pages, the SDK's first call) once, so the timings below measure
     * keyslice under faults and not the JVM's class loading.
     */
    @BeforeAll
    static void warmUp() throws Exception {
        try (FakeEngine engine = new FakeEngine(FakeEngine.canned(0, "{\"Items\":[],\"Count\":0,\"ScannedCount\":0}"));
                RunningApp app = RunningApp.start(
                        UNLIMITED, PreviewConfig.forEndpoint(engine.endpoint()).withTimeouts(CONNECT, API_CALL))) {
            RawHttp.get(app.port(), "/?" + QUERY);
            RawHttp.get(app.port(), "/api/v1/query?" + QUERY);
            RawHttp.get(app.port(), "/api/v1/preview?" + QUERY);
            RawHttp.htmxRun(app.port(), QUERY);
        }
    }

    @AfterEach
    void close() throws Exception {
        for (int i = closeables.size() - 1; i >= 0; i--) {
            closeables.get(i).close();
        }
    }

    int app(PreviewConfig config) {
        RunningApp app = RunningApp.start(UNLIMITED, config);
        closeables.add(app);
        return app.port();
    }

    FakeEngine engine(FakeEngine.Behaviour behaviour) {
        FakeEngine engine = new FakeEngine(behaviour);
        closeables.add(engine);
        return engine;
    }

    /** The builder answers, and fast: the page and the JSON API do not wait for the engine. */
    static void builderServes(int port) throws IOException {
        Answer page = RawHttp.get(port, "/?" + QUERY);
        assertEquals(200, page.status(), page::toString);
        assertTrue(page.body().contains("</html>"));
        Answer api = RawHttp.get(port, "/api/v1/query?" + QUERY);
        assertEquals(200, api.status(), api::toString);
        Answer health = RawHttp.get(port, "/healthz");
        assertEquals(200, health.status(), health::toString);
        for (Answer r : List.of(page, api, health)) {
            assertTrue(r.millis() < 1_000, () -> "the builder answered in " + r.millis() + " ms: " + r);
        }
    }

    /** A JSON error answer with that status, naming the engine, within {@link #QUICK_MILLIS}. */
    static void engineError(Answer r, int status, String... anyOf) {
        assertEquals(status, r.status(), r::toString);
        assertTrue(r.isJson(), r::toString);
        assertNull(StackTraces.in(r.body()), r::toString);
        List<String> messages = r.errors().getOrDefault("engine", List.of());
        assertFalse(messages.isEmpty(), () -> "an error on \"engine\": " + r);
        assertTrue(
                Stream.of(anyOf).anyMatch(word -> messages.get(0).contains(word)),
                () -> "the message says what happened (" + String.join(" or ", anyOf) + "): " + r);
        assertTrue(r.millis() < QUICK_MILLIS, () -> "answered in " + r.millis() + " ms");
    }

    // --- the engine stops mid-session --------------------------------------------------------------------------------

    @Test
    void theEngineStoppingMidSessionGives502AndTheBuilderKeepsServing() throws Exception {
        Dynalite dynalite = Dynalite.start();
        closeables.add(dynalite);
        dynalite.createTable(
                "{\"TableName\":\"Drive\",\"AttributeDefinitions\":[{\"AttributeName\":\"PK\",\"AttributeType\":\"S\"},"
                        + "{\"AttributeName\":\"SK\",\"AttributeType\":\"S\"}],\"KeySchema\":[{\"AttributeName\":\"PK\",\"KeyType\":\"HASH\"},"
                        + "{\"AttributeName\":\"SK\",\"KeyType\":\"RANGE\"}],\"BillingMode\":\"PAY_PER_REQUEST\"}");
        int port = app(PreviewConfig.forEndpoint(dynalite.endpoint()));
        assertEquals(200, RawHttp.get(port, "/api/v1/preview?" + QUERY).status());
        assertEquals(200, RawHttp.get(port, "/readyz").status());
        assertEquals(200, RawHttp.get(port, "/readyz?engine=required").status());

        dynalite.stop();

        engineError(RawHttp.get(port, "/api/v1/preview?" + QUERY), 502, "Cannot reach", "connection refused");
        engineError(RawHttp.get(port, "/api/v1/tables"), 502, "Cannot reach", "connection refused");
        Answer run = RawHttp.htmxRun(port, QUERY);
        assertEquals(200, run.status(), run::toString);
        assertTrue(
                run.body().strip().startsWith("<section id=\"preview\"")
                        && run.body().contains("Cannot reach"),
                run::toString);
        assertTrue(run.millis() < QUICK_MILLIS, run::toString);
        Answer ready = RawHttp.get(port, "/readyz?engine=required");
        assertEquals(503, ready.status(), ready::toString);
        assertEquals("unreachable", ready.json().path("preview").asText());
        assertEquals("ready", ready.json().path("builder").asText());
        Answer builderReady = RawHttp.get(port, "/readyz");
        assertEquals(200, builderReady.status(), builderReady::toString);
        assertEquals("unreachable", builderReady.json().path("preview").asText());
        Answer options = RawHttp.get(port, "/preview/tables");
        assertEquals(200, options.status(), options::toString);
        Answer useTable = RawHttp.get(port, "/?table=Drive&edit=use-table", "HX-Request", "true", "HX-Target", "app");
        assertEquals(200, useTable.status(), useTable::toString);
        assertTrue(
                Html.shownErrors(useTable.body()).getOrDefault("err-table", List.of()).stream()
                        .anyMatch(m -> m.contains("Cannot reach")),
                useTable::toString);
        builderServes(port);

        // Back up again (empty: dynalite keeps data in memory): the same app recovers without a restart.
        dynalite.restart();
        assertEquals(200, RawHttp.get(port, "/readyz").status());
        assertEquals(200, RawHttp.get(port, "/readyz?engine=required").status());
        assertEquals(200, RawHttp.get(port, "/api/v1/tables").status());
    }

    // --- an engine that never answers --------------------------------------------------------------------------------

    @Test
    void anEngineThatNeverAnswersGives504WithinTheTimeout() throws Exception {
        FakeEngine silent = engine(FakeEngine.silent());
        int port = app(PreviewConfig.forEndpoint(silent.endpoint()).withTimeouts(CONNECT, API_CALL));
        engineError(RawHttp.get(port, "/api/v1/preview?" + QUERY), 504, "did not answer in time");
        engineError(RawHttp.get(port, "/api/v1/tables"), 504, "did not answer in time");
        Answer run = RawHttp.htmxRun(port, QUERY);
        assertEquals(200, run.status(), run::toString);
        assertTrue(run.body().contains("did not answer in time"), run::toString);
        assertTrue(run.millis() < QUICK_MILLIS, run::toString);
        Answer ready = RawHttp.get(port, "/readyz?engine=required");
        assertEquals(503, ready.status(), ready::toString);
        assertTrue(ready.millis() < QUICK_MILLIS, ready::toString);
        Answer builderReady = RawHttp.get(port, "/readyz");
        assertEquals(200, builderReady.status(), builderReady::toString);
        assertTrue(builderReady.millis() < QUICK_MILLIS, builderReady::toString);
        builderServes(port);
        assertTrue(silent.requests().size() >= 3, "the calls did reach the silent engine: " + silent.operations());
    }

    @Test
    void anEngineThatAnswersAfterTheTimeoutGives504() throws Exception {
        FakeEngine slow = engine(FakeEngine.delayed(
                2_500,
                FakeEngine.fixed(200, "application/x-amz-json-1.0", "{\"Items\":[],\"Count\":0,\"ScannedCount\":0}")));
        int port = app(PreviewConfig.forEndpoint(slow.endpoint()).withTimeouts(CONNECT, API_CALL));
        engineError(RawHttp.get(port, "/api/v1/preview?" + QUERY), 504, "did not answer in time");
        builderServes(port);
    }

    // --- garbage
    // -------------------------------------------------------------------------------------------------------

    /** The engine's preview settings with {@link #NOT_ABOUT_TIMEOUTS} for every call and the request's deadline. */
    static PreviewConfig notAboutTimeouts(FakeEngine engine) {
        return PreviewConfig.forEndpoint(engine.endpoint())
                .withTimeouts(NOT_ABOUT_TIMEOUTS, NOT_ABOUT_TIMEOUTS)
                .withLimits(NOT_ABOUT_TIMEOUTS, PreviewConfig.DEFAULT_CONCURRENT_CALLS);
    }

    /** How an engine's garbage is told apart: not JSON at all, an engine error, or JSON that parses but says little. */
    enum Garbage {
        UNPARSEABLE,
        ENGINE_ERROR,
        ODD_BUT_PARSEABLE
    }

    static Stream<Arguments> garbage() {
        String json = "application/x-amz-json-1.0";
        return Stream.of(
                Arguments.of("200 with 'not json'", Garbage.UNPARSEABLE, FakeEngine.fixed(200, json, "not json")),
                Arguments.of("200 with a truncated body", Garbage.UNPARSEABLE, FakeEngine.truncated()),
                Arguments.of("200 with a JSON array", Garbage.UNPARSEABLE, FakeEngine.fixed(200, json, "[1,2,3]")),
                Arguments.of(
                        "200 with JSON of the wrong shape",
                        Garbage.UNPARSEABLE,
                        FakeEngine.fixed(
                                200, json, "{\"Items\":\"nope\",\"Count\":\"many\",\"TableNames\":7,\"Table\":[1,2]}")),
                Arguments.of("not HTTP at all", Garbage.UNPARSEABLE, FakeEngine.notHttp()),
                Arguments.of(
                        "500 with an HTML page",
                        Garbage.ENGINE_ERROR,
                        FakeEngine.fixed(
                                500,
                                "text/html",
                                "<html><body><h1>500 Internal Server Error</h1><script>alert(1)</script></body></html>")),
                Arguments.of("503 with an empty body", Garbage.ENGINE_ERROR, FakeEngine.fixed(503, "text/plain", "")),
                Arguments.of("200 with an empty body", Garbage.ODD_BUT_PARSEABLE, FakeEngine.fixed(200, json, "")),
                Arguments.of("200 with {}", Garbage.ODD_BUT_PARSEABLE, FakeEngine.fixed(200, json, "{}")),
                Arguments.of(
                        "200 with items of the wrong shape",
                        Garbage.ODD_BUT_PARSEABLE,
                        FakeEngine.fixed(
                                200,
                                json,
                                "{\"Items\":[{\"PK\":{\"Q\":\"?\"}},{\"PK\":\"plain\"},null],\"Count\":3,\"ScannedCount\":3}")),
                Arguments.of(
                        "200 with 60 KB of empty items",
                        Garbage.ODD_BUT_PARSEABLE,
                        FakeEngine.fixed(200, json, "{\"Items\":[" + "{},".repeat(20_000) + "{}]}")));
    }

    /**
     * Unparseable answers and engine errors: a 502 naming the endpoint (or the engine's status), with no Java exception
     * text. Answers that parse but say little or nothing: whatever keyslice makes of them, never a 500 and never a trace.
     * Every case: the page's Run, the table suggestions and "Fill keys from the table" answer 200, and the builder serves.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("garbage")
    void anEngineReturningGarbageGivesAClear502NeverA500(String name, Garbage kind, FakeEngine.Behaviour behaviour)
            throws Exception {
        FakeEngine engine = engine(behaviour);
        int port = app(notAboutTimeouts(engine));
        String origin = "http://127.0.0.1:" + port;
        String endpoint = engine.endpoint().toString();
        List<org.junit.jupiter.api.function.Executable> checks = new ArrayList<>();
        for (String path : List.of("/api/v1/preview?" + QUERY, "/api/v1/tables")) {
            Answer r = RawHttp.get(port, path);
            switch (kind) {
                case UNPARSEABLE -> checks.add(() -> engineError(r, 502, endpoint));
                case ENGINE_ERROR -> checks.add(() -> engineError(r, 502, endpoint, "status code"));
                case ODD_BUT_PARSEABLE -> {
                    checks.add(
                            () -> assertTrue(r.status() == 200 || r.status() == 400 || r.status() == 502, r::toString));
                    checks.add(() -> assertNull(StackTraces.in(r.body()), r::toString));
                    r.json();
                }
            }
        }
        Answer run = RawHttp.post(
                port, "/run", QUERY.getBytes(StandardCharsets.UTF_8), "Origin", origin, "HX-Request", "true");
        checks.add(() -> assertEquals(200, run.status(), "htmx Run: " + run));
        checks.add(() -> assertNull(StackTraces.in(run.body()), run::toString));
        checks.add(() -> assertFalse(
                run.body().contains("<script>alert(1)</script>"), "the engine's HTML is not passed through raw"));
        Answer page = RawHttp.post(port, "/run", QUERY.getBytes(StandardCharsets.UTF_8), "Origin", origin);
        checks.add(() -> assertEquals(200, page.status(), "plain Run: " + page));
        Answer ready = RawHttp.get(port, "/readyz?engine=required");
        checks.add(() -> assertEquals(
                kind == Garbage.ODD_BUT_PARSEABLE ? ready.status() : 503, ready.status(), ready::toString));
        checks.add(() -> assertTrue(ready.status() == 200 || ready.status() == 503, ready::toString));
        Answer builderReady = RawHttp.get(port, "/readyz");
        checks.add(() -> assertEquals(
                200, builderReady.status(), "the builder is ready whatever the engine answers: " + builderReady));
        Answer options = RawHttp.get(port, "/preview/tables");
        checks.add(() -> assertEquals(200, options.status(), options::toString));
        Answer useTable = RawHttp.get(port, "/?table=Drive&edit=use-table", "HX-Request", "true", "HX-Target", "app");
        checks.add(() -> assertEquals(200, useTable.status(), "Fill keys from the table: " + useTable));
        checks.add(() -> assertNull(StackTraces.in(useTable.body()), useTable::toString));
        checks.add(() -> builderServes(port));
        assertAll(name, checks);
    }

    /** A reset before any answer is said to be one, not passed off as an answer keyslice cannot read. */
    @Test
    void anEngineResettingTheConnectionIsReportedAsAReset() throws Exception {
        FakeEngine engine = engine(FakeEngine.reset());
        int port = app(notAboutTimeouts(engine));
        for (String path : List.of("/api/v1/preview?" + QUERY, "/api/v1/tables")) {
            Answer r = RawHttp.get(port, path);
            engineError(r, 502, "was reset before it answered");
            assertFalse(r.body().contains("not with a DynamoDB response"), r::toString);
        }
        Answer run = RawHttp.htmxRun(port, QUERY);
        assertEquals(200, run.status(), run::toString);
        assertTrue(run.body().contains("was reset before it answered"), run::toString);
        builderServes(port);
    }

    @Test
    void anEngineHangingUpWithoutAnAnswerSaysSo() throws Exception {
        FakeEngine engine = engine(FakeEngine.hangUp());
        int port = app(notAboutTimeouts(engine));
        Answer r = RawHttp.get(port, "/api/v1/preview?" + QUERY);
        engineError(r, 502, "closed the connection before it answered");
        assertFalse(r.body().contains("not with a DynamoDB response"), r::toString);
    }

    @Test
    void anEngineRejectionWithMarkupInItsMessageIsShownInert() throws Exception {
        FakeEngine engine = engine(
                FakeEngine.fixed(
                        400,
                        "application/x-amz-json-1.0",
                        "{\"__type\":\"com.amazonaws.dynamodb.v20120810#ValidationException\",\"message\":\"<img src=x onerror=alert(1)>\"}"));
        int port = app(notAboutTimeouts(engine));
        Answer api = RawHttp.get(port, "/api/v1/preview?" + QUERY);
        assertEquals(400, api.status(), api::toString);
        Answer run = RawHttp.htmxRun(port, QUERY);
        assertEquals(200, run.status());
        assertTrue(run.body().contains("&lt;img src=x onerror=alert(1)&gt;"), run::toString);
        assertFalse(run.body().contains("<img src=x"), run::toString);
    }

    // --- a slow engine under concurrent load
    // ---------------------------------------------------------------------------------

    /** Live threads of the app's JVM that are not the test's own helpers (fake engines, clients). */
    static int appThreads() {
        return (int) Thread.getAllStackTraces().keySet().stream()
                .filter(Thread::isAlive)
                .map(Thread::getName)
                .filter(n ->
                        !n.startsWith("fake-engine") && !n.startsWith("load-client") && !n.startsWith("HttpClient"))
                .count();
    }

    @Test
    void aSlowEngineUnderConcurrentPreviewsDoesNotSlowTheBuilderOrPileUpThreads() throws Exception {
        FakeEngine slow = engine(FakeEngine.delayed(
                1_500,
                FakeEngine.fixed(200, "application/x-amz-json-1.0", "{\"Items\":[],\"Count\":0,\"ScannedCount\":0}")));
        // Room for all 20 at once under the cap on engine calls, so that each one waits on the engine.
        int port = app(PreviewConfig.forEndpoint(slow.endpoint())
                .withTimeouts(CONNECT, API_CALL)
                .withLimits(PreviewConfig.DEFAULT_REQUEST_DEADLINE, 32));
        builderServes(port);
        int before = appThreads();
        ExecutorService clients = Executors.newFixedThreadPool(21, r -> {
            Thread t = new Thread(r, "load-client");
            t.setDaemon(true);
            return t;
        });
        closeables.add(clients::shutdownNow);
        List<Integer> after = new ArrayList<>();
        try {
            for (int round = 0; round < 3; round++) {
                List<Future<Answer>> previews = new ArrayList<>();
                for (int i = 0; i < 20; i++) {
                    previews.add(clients.submit(() -> RawHttp.get(port, "/api/v1/preview?" + QUERY)));
                }
                Thread.sleep(300);
                // While 20 previews wait on the engine, the builder answers at once.
                builderServes(port);
                for (Future<Answer> f : previews) {
                    Answer r = f.get(10, TimeUnit.SECONDS);
                    engineError(r, 504, "did not answer in time");
                }
                Thread.sleep(500);
                after.add(appThreads());
            }
        } finally {
            clients.shutdownNow();
        }
        System.out.println("FaultsTest threads: before " + before + ", after each round of 20 slow previews " + after);
        // Bounded by the concurrency (a pooled server keeps some idle threads for a while), and not growing round after
        // round.
        assertTrue(
                after.get(0) <= before + 25, "threads after the first round: " + after + " (before: " + before + ")");
        assertTrue(
                after.get(2) <= after.get(0) + 3,
                "threads pile up round after round: " + after + " (before: " + before + ")");
    }
}
