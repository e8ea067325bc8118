package keyslice.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import keyslice.preview.PreviewConfig;
import keyslice.testing.Answer;
import keyslice.testing.Html;
import keyslice.testing.RawHttp;
import keyslice.testing.RunningApp;
import keyslice.web.AppConfig;
import keyslice.web.preview.Lookups;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Engine calls under pressure: all the calls of one request share one deadline, and the calls in flight at once are
 * capped over all requests, so a slow or hanging engine neither makes a request wait call after call nor takes the
 * threads the builder needs.
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
@Tag("engine")
class EngineLimitsTest {

    /**
     * A slow engine call: one fits in the 5 s call timeout with room for a busy machine, two overrun the request's 6 s
     * deadline (a slower machine only makes them overrun it more).
     */
    static final int SLOW_CALL_MILLIS = 3_200;

    static final AppConfig UNLIMITED = FaultsTest.UNLIMITED.withIntake(1_000, AppConfig.DEFAULT_BODY_TIMEOUT);
    static final String JSON = "application/x-amz-json-1.0";
    static final String QUERY = "table=T00&pk=PK&pkValue=DRIVE%23a91&sk=SK&op=begins_with&value=root%2F";
    static final Pattern TABLE_NAME = Pattern.compile("\"TableName\"\\s*:\\s*\"([^\"]+)\"");

    /** Ten tables listed at once; each DescribeTable and Query answers after {@code millis}, under the 5 s call timeout. */
    static FakeEngine.Behaviour slowTables(long millis) {
        return (request, out, socket) -> {
            switch (request.operation()) {
                case "ListTables" ->
                    FakeEngine.fixed(
                                    200,
                                    JSON,
                                    "{\"TableNames\":["
                                            + String.join(
                                                    ",",
                                                    IntStream.range(0, 10)
                                                            .mapToObj(i -> "\"T0" + i + "\"")
                                                            .toList())
                                            + "]}")
                            .answer(request, out, socket);
                case "DescribeTable" -> {
                    Matcher name = TABLE_NAME.matcher(request.bodyText());
                    String table = name.find() ? name.group(1) : "T00";
                    FakeEngine.delayed(
                                    millis,
                                    FakeEngine.fixed(
                                            200,
                                            JSON,
                                            "{\"Table\":{\"TableName\":\"" + table
                                                    + "\",\"TableStatus\":\"ACTIVE\",\"AttributeDefinitions\":[{\"AttributeName\":\"PK\",\"AttributeType\":\"S\"},"
                                                    + "{\"AttributeName\":\"SK\",\"AttributeType\":\"S\"}],\"KeySchema\":[{\"AttributeName\":\"PK\",\"KeyType\":\"HASH\"},"
                                                    + "{\"AttributeName\":\"SK\",\"KeyType\":\"RANGE\"}]}}"))
                            .answer(request, out, socket);
                }
                case "Query" ->
                    FakeEngine.delayed(
                                    millis,
                                    FakeEngine.fixed(
                                            200,
                                            JSON,
                                            "{\"Items\":[{\"PK\":{\"S\":\"DRIVE#a91\"},\"SK\":{\"S\":\"root/a\"}}],\"Count\":1,\"ScannedCount\":1}"))
                            .answer(request, out, socket);
                default ->
                    FakeEngine.fixed(400, JSON, "{\"__type\":\"UnknownOperationException\"}")
                            .answer(request, out, socket);
            }
        };
    }

    @Test
    void theTablesOfASlowEngineAnswer504WithWhatWasDescribedWhenTheDeadlinePasses() throws Exception {
        try (FakeEngine engine = new FakeEngine(slowTables(SLOW_CALL_MILLIS));
                RunningApp app = RunningApp.start(UNLIMITED, PreviewConfig.forEndpoint(engine.endpoint()))) {
            Answer tables = RawHttp.send(app.port(), "GET", "/api/v1/tables", null, 30_000);
            System.out.println("EngineLimitsTest: /api/v1/tables with ten " + SLOW_CALL_MILLIS
                    + " ms DescribeTables answered " + tables.status() + " in " + tables.millis()
                    + " ms; the engine saw " + engine.operations());
            assertEquals(504, tables.status(), tables::toString);
            long deadline = PreviewConfig.DEFAULT_REQUEST_DEADLINE.toMillis();
            assertTrue(
                    tables.millis() >= deadline - 500 && tables.millis() < deadline + 5_000,
                    () -> "answered when the request's " + deadline + " ms deadline passed, not after ten calls: "
                            + tables);
            JsonNode body = tables.json();
            assertTrue(
                    body.path("errors").get(0).path("message").asText().contains("deadline (6 s for all its calls"),
                    tables::toString);
            assertEquals(1, body.path("tables").size(), "the one table described within the deadline: " + tables);
            assertEquals("T00", body.path("tables").get(0).path("name").asText());
            List<String> undescribed = new ArrayList<>();
            body.path("undescribed").forEach(n -> undescribed.add(n.asText()));
            assertEquals(IntStream.range(1, 10).mapToObj(i -> "T0" + i).toList(), undescribed, tables::toString);
            assertEquals(
                    2,
                    engine.operations().stream().filter("DescribeTable"::equals).count(),
                    "the second DescribeTable was cut by the deadline, the third never sent: " + engine.operations());
        }
    }

    @Test
    void aRunsQueryAndItsOrderCheckShareTheDeadline() throws Exception {
        try (FakeEngine engine = new FakeEngine(slowTables(SLOW_CALL_MILLIS));
                RunningApp app = RunningApp.start(UNLIMITED, PreviewConfig.forEndpoint(engine.endpoint()))) {
            Answer run = RawHttp.send(
                    app.port(),
                    "POST",
                    "/run",
                    QUERY.getBytes(StandardCharsets.UTF_8),
                    30_000,
                    "Origin",
                    "http://127.0.0.1:" + app.port(),
                    "HX-Request",
                    "true");
            assertEquals(200, run.status(), run::toString);
            assertTrue(run.body().contains("root/a"), () -> "the Query's items are shown: " + run);
            assertTrue(
                    run.body().contains("within this request&#39;s deadline")
                            || run.body().contains("within this request's deadline"),
                    () -> "the order check says the deadline cut it: " + run);
            assertTrue(run.millis() < PreviewConfig.DEFAULT_REQUEST_DEADLINE.toMillis() + 5_000, run::toString);
        }
    }

    @Test
    void aFloodOfEngineCallsIsCappedAndTheBuilderKeepsAnswering() throws Exception {
        int cap = 4;
        try (FakeEngine silent = new FakeEngine(FakeEngine.silent());
                RunningApp app = RunningApp.start(
                        UNLIMITED,
                        PreviewConfig.forEndpoint(silent.endpoint())
                                .withTimeouts(Duration.ofSeconds(1), Duration.ofSeconds(3))
                                .withLimits(Duration.ofSeconds(3), cap))) {
            int port = app.port();
            List<String> targets = List.of(
                    "/?edit=use-table&" + QUERY,
                    "/api/v1/preview?" + QUERY,
                    "/api/v1/tables",
                    "/preview/indexes?table=T0",
                    "/readyz");
            ExecutorService pool = Executors.newFixedThreadPool(60);
            try {
                List<CompletableFuture<Answer>> flood = new ArrayList<>();
                for (int i = 0; i < 60; i++) {
                    String target = targets.get(i % targets.size()).replace("T0", "T0" + (i % 10));
                    flood.add(CompletableFuture.supplyAsync(() -> get(port, target), pool));
                }
                Thread.sleep(300);
                Answer builder = RawHttp.get(port, "/?" + QUERY);
                assertEquals(200, builder.status());
                // Behind the flood it would wait for the hung calls' 3 s timeout; a busy machine may take a second or
                // two.
                assertTrue(
                        builder.millis() < 2_500,
                        () -> "the builder answers during the flood: " + builder.millis() + " ms");
                List<Answer> answers = new ArrayList<>();
                for (CompletableFuture<Answer> f : flood) {
                    answers.add(f.get(30, TimeUnit.SECONDS));
                }
                long busy = answers.stream()
                        .filter(r -> r.body().contains("The live preview is busy"))
                        .count();
                System.out.println("EngineLimitsTest: a flood of 60 engine-bound requests on a hanging engine sent "
                        + silent.requests().size() + " calls (cap " + cap + "); " + busy
                        + " were refused as busy; the builder answered in "
                        + builder.millis() + " ms");
                assertTrue(
                        silent.requests().size() <= cap + 1,
                        () -> "at most the cap of calls reached the engine (and one /readyz "
                                + "check after the first ones ended): " + silent.operations());
                assertTrue(busy >= 30, () -> busy + " answers said busy");
                assertTrue(
                        answers.stream()
                                .filter(r -> r.body().contains("The live preview is busy"))
                                .filter(r -> r.isJson())
                                .allMatch(r -> r.status() == 503),
                        "JSON answers refused as busy are 503");
            } finally {
                pool.shutdownNow();
            }
        }
    }

    /**
     * "Fill keys from the table" reuses a description from a moment ago and spends the lookup budget, not the Run
     * budget: twelve fills, one DescribeTable, and the person's one Run is still there.
     */
    @Test
    void fillingKeysFromTheTableIsKeptAndBudgetedApartFromRuns() throws Exception {
        AppConfig oneRun = new AppConfig(Optional.empty(), "*", 1, 1);
        try (FakeEngine engine = new FakeEngine(slowTables(0));
                RunningApp app = RunningApp.start(oneRun, PreviewConfig.forEndpoint(engine.endpoint()))) {
            int port = app.port();
            for (int i = 0; i < 12; i++) {
                Answer filled = RawHttp.get(port, "/?edit=use-table&table=T00&pkValue=a", "HX-Request", "true");
                assertEquals(200, filled.status(), filled::toString);
                assertEquals(
                        "PK", Html.byId(filled.body(), "pk").attr("value"), () -> "the keys are filled in: " + filled);
            }
            assertEquals(
                    1,
                    engine.operations().stream().filter("DescribeTable"::equals).count(),
                    engine.operations()::toString);
            Answer run = RawHttp.htmxRun(port, QUERY);
            assertEquals(200, run.status(), () -> "the Run budget is whole: " + run);

            // Over the lookup budget (8 times the Run burst of 1), a fill is refused with the reason, and no call is
            // made.
            int before = engine.operations().size();
            List<Answer> fills = new ArrayList<>();
            for (int i = 1; i <= 9; i++) {
                fills.add(RawHttp.get(port, "/?edit=use-table&table=T0" + i + "&pkValue=a", "HX-Request", "true"));
            }
            Answer last = fills.get(fills.size() - 1);
            assertTrue(last.body().contains("Too many table lookups from your address"), last::toString);
            assertTrue(engine.operations().size() - before <= Lookups.PER_RUN, engine.operations()::toString);
        }
    }

    private static Answer get(int port, String target) {
        try {
            return RawHttp.send(port, "GET", target, null, 30_000);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
