package keyslice.hardening;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import keyslice.preview.PreviewConfig;
import keyslice.testing.Answer;
import keyslice.testing.Dynalite;
import keyslice.testing.Html;
import keyslice.testing.RawHttp;
import keyslice.testing.RunningApp;
import keyslice.web.AppConfig;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The preview cannot be turned into a proxy: no endpoint, host or credentials taken from a request; only the read
 * calls; the table allow-list respected; a per-client rate limit on /api/v1/preview and the Run action, with a clear 429.
 *
 * <p>Two real engines: A (configured, tables {@code OnlyInA} and {@code HiddenInA}) and B (never configured, table
 * {@code OnlyInB}). Each sits behind a recording proxy ({@link FakeEngine}) that logs the X-Amz-Target of every call, so
 * the test sees exactly which operations reach which engine.
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
@Tag("engine")
class ProxyRefusalTest {

    static final AppConfig UNLIMITED = new AppConfig(Optional.empty(), "*", 1_000_000, 1_000_000);
    static final Set<String> READS = Set.of("ListTables", "DescribeTable", "Query");

    private static Dynalite engineA;
    private static Dynalite engineB;
    private static FakeEngine proxyA;
    private static FakeEngine proxyB;
    private static final List<AutoCloseable> closeables = new ArrayList<>();

    @BeforeAll
    static void start() {
        engineA = Dynalite.start();
        engineB = Dynalite.start();
        createTable(engineA, "OnlyInA", "a");
        createTable(engineA, "HiddenInA", "hidden");
        createTable(engineB, "OnlyInB", "b");
        proxyA = new FakeEngine(FakeEngine.forwardTo(engineA.endpoint(), 0));
        proxyB = new FakeEngine(FakeEngine.forwardTo(engineB.endpoint(), 0));
    }

    @AfterAll
    static void stop() throws Exception {
        for (AutoCloseable c : closeables) {
            c.close();
        }
        for (AutoCloseable c : new AutoCloseable[] {proxyA, proxyB, engineA, engineB}) {
            if (c != null) {
                c.close();
            }
        }
    }

    static void createTable(Dynalite engine, String name, String marker) {
        engine.createTable("{\"TableName\":\"" + name
                + "\",\"AttributeDefinitions\":[{\"AttributeName\":\"PK\",\"AttributeType\":\"S\"},"
                + "{\"AttributeName\":\"SK\",\"AttributeType\":\"S\"}],\"KeySchema\":[{\"AttributeName\":\"PK\",\"KeyType\":\"HASH\"},"
                + "{\"AttributeName\":\"SK\",\"KeyType\":\"RANGE\"}],\"BillingMode\":\"PAY_PER_REQUEST\"}");
        for (int i = 1; i <= 3; i++) {
            engine.call(
                            "PutItem",
                            "{\"TableName\":\"" + name + "\",\"Item\":{\"PK\":{\"S\":\"P\"},\"SK\":{\"S\":\"" + marker
                                    + "-" + i + "\"}}}")
                    .assertOk();
        }
    }

    /** A started app whose preview calls {@code config}; closed after the class. */
    static int app(AppConfig appConfig, PreviewConfig previewConfig) {
        RunningApp app = RunningApp.start(appConfig, previewConfig);
        closeables.add(app);
        return app.port();
    }

    static String query(String table) {
        return "table=" + table + "&pk=PK&pkValue=P";
    }

    static List<String> tableNames(Answer tables) {
        List<String> names = new ArrayList<>();
        for (JsonNode t : tables.json().path("tables")) {
            names.add(t.path("name").asText());
        }
        return names;
    }

    static List<String> directTables(Dynalite engine) {
        List<String> names = new ArrayList<>();
        engine.call("ListTables", "{}").assertOk().json().path("TableNames").forEach(n -> names.add(n.asText()));
        return names;
    }

    // --- no request-supplied endpoint, host or credentials ------------------------------------------------------

    @Test
    void nothingInARequestMovesThePreviewToAnotherEngine() throws IOException {
        int port = app(UNLIMITED, PreviewConfig.forEndpoint(proxyA.endpoint()));
        String other = proxyB.endpoint().toString();
        String direct = engineB.endpoint().toString();
        String otherHost = proxyB.endpoint().getAuthority();
        List<String> params = new ArrayList<>();
        for (String name : List.of(
                "endpoint",
                "dynamodbEndpoint",
                "dynamodb-endpoint",
                "endpointUrl",
                "endpoint_url",
                "url",
                "host",
                "KEYSLICE_DYNAMODB_ENDPOINT",
                "engine",
                "target")) {
            params.add(name + "=" + FuzzTest.encode(other));
            params.add(name + "=" + FuzzTest.encode(direct));
        }
        params.addAll(List.of(
                "region=eu-west-1",
                "AWS_REGION=eu-west-1",
                "accessKeyId=AKIAEVIL",
                "awsAccessKeyId=AKIAEVIL",
                "secretAccessKey=evil",
                "sessionToken=evil",
                "profile=evil",
                "credentials=AKIAEVIL%3Aevil"));
        List<String[]> headerSets = List.of(
                new String[0],
                new String[] {"X-Forwarded-Host", otherHost},
                new String[] {
                    "X-Forwarded-Host", otherHost, "X-Forwarded-Proto", "http", "X-Forwarded-Port", "" + proxyB.port()
                },
                new String[] {"Forwarded", "host=" + otherHost + ";proto=http"},
                new String[] {"Host", otherHost},
                new String[] {"X-Original-URL", other + "/", "X-Rewrite-URL", other + "/"},
                new String[] {
                    "X-Amz-Target",
                    "DynamoDB_20120810.DeleteTable",
                    "Authorization",
                    "AWS4-HMAC-SHA256 Credential=AKIAEVIL/x"
                },
                new String[] {
                    "X-Amz-Security-Token", "evil", "X-Aws-Ec2-Metadata-Token", "evil", "X-Dynamodb-Endpoint", other
                });
        List<org.junit.jupiter.api.function.Executable> checks = new ArrayList<>();
        for (String[] headers : headerSets) {
            // Without header games each endpoint parameter alone, then all at once; with header games, all at once.
            List<String> each = new ArrayList<>(params.stream()
                    .filter(p -> p.endsWith(FuzzTest.encode(other)))
                    .toList());
            each.add(String.join("&", params));
            for (String param : headers.length == 0 ? each : List.of(String.join("&", params))) {
                String h = String.join(" ", headers);
                Answer tables = RawHttp.get(port, "/api/v1/tables?" + param, headers);
                checks.add(
                        () -> assertEquals(directTables(engineA), tableNames(tables), param + " " + h + ": " + tables));
                Answer inB = RawHttp.get(port, "/api/v1/preview?" + query("OnlyInB") + "&" + param, headers);
                checks.add(() -> assertEquals(400, inB.status(), param + " " + h + ": " + inB));
                checks.add(() -> assertFalse(inB.body().contains("b-1"), inB::toString));
                Answer inA = RawHttp.get(port, "/api/v1/preview?" + query("OnlyInA") + "&" + param, headers);
                checks.add(() -> assertEquals(200, inA.status(), inA::toString));
                checks.add(() -> assertEquals(3, inA.json().path("count").asInt(), inA::toString));
            }
            Answer run = RawHttp.post(
                    port,
                    "/run",
                    (query("OnlyInB") + "&" + String.join("&", params)).getBytes(StandardCharsets.UTF_8),
                    concat(headers, "Origin", "http://127.0.0.1:" + port, "HX-Request", "true"));
            checks.add(() -> assertFalse(run.body().contains("b-1"), run::toString));
            Answer options = RawHttp.get(port, "/preview/tables?" + String.join("&", params), headers);
            checks.add(() -> assertFalse(options.body().contains("OnlyInB"), options::toString));
            checks.add(() -> assertTrue(options.body().contains("OnlyInA"), options::toString));
            Answer useTable = RawHttp.get(
                    port,
                    "/?edit=use-table&table=OnlyInB&" + String.join("&", params),
                    concat(headers, "HX-Request", "true", "HX-Target", "app"));
            checks.add(() -> assertFalse(
                    tableErrors(useTable).isEmpty(), "use-table of OnlyInB fails (it is not in A): " + useTable));
        }
        // An absolute-form request target naming engine B is still answered by keyslice, from A.
        Answer absolute = RawHttp.get(port, other + "/api/v1/tables", "Host", otherHost);
        checks.add(() -> assertEquals(directTables(engineA), tableNames(absolute), absolute::toString));
        assertAll(checks);
        assertEquals(List.of(), proxyB.operations(), "engine B was never called");
        assertTrue(proxyA.requests().size() > 20, "engine A answered everything");
        assertTrue(
                proxyA.requests().stream()
                        .allMatch(r -> r.host().equals(proxyA.endpoint().getAuthority())),
                "every call went to the configured host");
        assertTrue(
                proxyA.requests().stream()
                        .noneMatch(r ->
                                r.headers().getOrDefault("authorization", "").contains("AKIAEVIL")),
                "no request-supplied credentials were used");
        assertTrue(
                proxyA.requests().stream()
                        .noneMatch(r ->
                                r.headers().getOrDefault("authorization", "").contains("eu-west-1")),
                "no request-supplied region was used");
    }

    /** The messages in the table's error slot, the one next to the table input and bound to it. */
    static List<String> tableErrors(Answer page) {
        return Html.fieldErrors(page.body(), "table");
    }

    private static String[] concat(String[] a, String... b) {
        String[] all = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }

    // --- only the read calls -----------------------------------------------------------------------------------

    @Test
    void everyRouteMakesOnlyReadCallsAndOnlyTheDemoDataPostWrites() throws IOException {
        FakeEngine recorder = new FakeEngine(FakeEngine.forwardTo(engineA.endpoint(), 0));
        closeables.add(recorder);
        int port = app(UNLIMITED, PreviewConfig.forEndpoint(recorder.endpoint()).withAllowDemoData(true));
        String origin = "http://127.0.0.1:" + port;
        byte[] form = query("OnlyInA").getBytes(StandardCharsets.UTF_8);
        List<Answer> answers = new ArrayList<>();
        answers.add(RawHttp.get(port, "/"));
        answers.add(RawHttp.get(port, "/?" + query("OnlyInA")));
        answers.add(RawHttp.get(port, "/?" + query("OnlyInA"), "HX-Request", "true", "HX-Target", "output"));
        answers.add(RawHttp.get(port, "/embed?" + query("OnlyInA")));
        answers.add(RawHttp.get(port, "/api/v1/query?" + query("OnlyInA")));
        answers.add(RawHttp.get(port, "/api/v1/tables"));
        answers.add(RawHttp.get(port, "/api/v1/preview?" + query("OnlyInA") + "&limit=1"));
        String next =
                answers.get(answers.size() - 1).json().path("nextStartKey").asText();
        answers.add(RawHttp.get(
                port, "/api/v1/preview?" + query("OnlyInA") + "&limit=1&startKey=" + FuzzTest.encode(next)));
        answers.add(RawHttp.get(port, "/api/v1/preview?" + query("Missing")));
        answers.add(RawHttp.post(port, "/run", form, "Origin", origin));
        answers.add(RawHttp.post(port, "/run", form, "Origin", origin, "HX-Request", "true"));
        answers.add(RawHttp.get(port, "/?table=OnlyInA&edit=use-table"));
        answers.add(RawHttp.get(port, "/?table=OnlyInA&edit=use-table", "HX-Request", "true", "HX-Target", "app"));
        answers.add(RawHttp.get(port, "/preview/tables"));
        answers.add(RawHttp.get(port, "/healthz"));
        answers.add(RawHttp.get(port, "/readyz"));
        // Writes that must be refused: the wrong method, another site, a GET.
        answers.add(RawHttp.get(port, "/preview/demo-data"));
        answers.add(RawHttp.post(port, "/preview/demo-data", new byte[0], "Origin", "https://evil.example"));
        answers.add(RawHttp.post(
                port, "/preview/demo-data", new byte[0], "Origin", "null", "Sec-Fetch-Site", "cross-site"));
        for (Answer r : answers) {
            assertTrue(r.status() < 500, r::toString);
        }
        Set<String> seen = new LinkedHashSet<>(recorder.operations());
        assertEquals(
                READS, seen, "normal use calls exactly ListTables, DescribeTable and Query: " + recorder.operations());

        // The one explicit write: "Load demo data" from keyslice's own page.
        recorder.clear();
        Answer demo = RawHttp.post(port, "/preview/demo-data", new byte[0], "Origin", origin);
        assertEquals(303, demo.status(), demo::toString);
        Set<String> writes = new LinkedHashSet<>(recorder.operations());
        writes.removeAll(READS);
        assertFalse(writes.isEmpty(), "demo data writes: " + recorder.operations());
        assertTrue(
                Set.of("CreateTable", "BatchWriteItem", "PutItem").containsAll(writes),
                "only creating tables and putting items: " + writes);

        // After that, back to reads only.
        recorder.clear();
        RawHttp.get(port, "/api/v1/tables");
        RawHttp.post(port, "/run", form, "Origin", origin, "HX-Request", "true");
        assertTrue(READS.containsAll(recorder.operations()), recorder.operations()::toString);
    }

    @Test
    void withoutDemoDataAllowedThePostWritesNothing() throws IOException {
        FakeEngine recorder = new FakeEngine(FakeEngine.forwardTo(engineA.endpoint(), 0));
        closeables.add(recorder);
        int port = app(UNLIMITED, PreviewConfig.forEndpoint(recorder.endpoint()));
        Answer demo = RawHttp.post(port, "/preview/demo-data", new byte[0], "Origin", "http://127.0.0.1:" + port);
        assertEquals(403, demo.status(), demo::toString);
        assertEquals(List.of(), recorder.operations());
    }

    // --- the allow-list ------------------------------------------------------------------------------------------

    @Test
    void theTableAllowListIsRespectedOnEveryRoute() throws IOException {
        FakeEngine recorder = new FakeEngine(FakeEngine.forwardTo(engineA.endpoint(), 0));
        closeables.add(recorder);
        int port = app(UNLIMITED, PreviewConfig.forEndpoint(recorder.endpoint()).withTableAllowList(Set.of("OnlyInA")));
        String origin = "http://127.0.0.1:" + port;

        assertEquals(List.of("OnlyInA"), tableNames(RawHttp.get(port, "/api/v1/tables")));
        Answer options = RawHttp.get(port, "/preview/tables");
        assertTrue(options.body().contains("OnlyInA") && !options.body().contains("HiddenInA"), options::toString);

        Answer hidden = RawHttp.get(port, "/api/v1/preview?" + query("HiddenInA"));
        assertEquals(403, hidden.status(), hidden::toString);
        assertTrue(
                hidden.errors().getOrDefault("table", List.of()).stream().anyMatch(m -> m.contains("allow-list")),
                hidden::toString);
        Answer run = RawHttp.post(
                port,
                "/run",
                query("HiddenInA").getBytes(StandardCharsets.UTF_8),
                "Origin",
                origin,
                "HX-Request",
                "true");
        assertEquals(200, run.status());
        assertTrue(run.body().contains("allow-list") && !run.body().contains("hidden-1"), run::toString);
        Answer useTable =
                RawHttp.get(port, "/?edit=use-table&table=HiddenInA", "HX-Request", "true", "HX-Target", "app");
        assertTrue(tableErrors(useTable).stream().anyMatch(m -> m.contains("allow-list")), useTable::toString);
        // Case and look-alike tricks do not pass the list either.
        for (String trick : List.of("hiddenina", "HiddenInA%00", "OnlyInA%2CHiddenInA", "HiddenInA%20")) {
            Answer r = RawHttp.get(port, "/api/v1/preview?table=" + trick + "&pk=PK&pkValue=P");
            assertTrue(r.status() == 400 || r.status() == 403, r::toString);
            assertFalse(r.body().contains("hidden-1"), r::toString);
        }
        for (FakeEngine.Request request : recorder.requests()) {
            assertFalse(
                    request.bodyText().contains("HiddenInA")
                            && !request.operation().equals("ListTables"),
                    "a call about a table off the allow-list reached the engine: " + request.operation() + " "
                            + request.bodyText());
        }
        assertTrue(READS.containsAll(recorder.operations()), recorder.operations()::toString);
    }

    // --- the rate limit --------------------------------------------------------------------------------------------

    @Test
    void previewAnswers429WithRetryAfterAfterTheBurst() throws IOException {
        int port = app(new AppConfig(Optional.empty(), "*", 6, 3), PreviewConfig.forEndpoint(proxyA.endpoint()));
        for (int i = 0; i < 3; i++) {
            assertEquals(
                    200,
                    RawHttp.get(port, "/api/v1/preview?" + query("OnlyInA")).status());
        }
        assertRateLimited(RawHttp.get(port, "/api/v1/preview?" + query("OnlyInA")));
        // Another claimed client address does not buy new tokens.
        for (String[] h : List.of(
                new String[] {"X-Forwarded-For", "203.0.113.7"},
                new String[] {"X-Real-IP", "203.0.113.8"},
                new String[] {"Forwarded", "for=203.0.113.9"})) {
            assertRateLimited(RawHttp.get(port, "/api/v1/preview?" + query("OnlyInA"), h));
        }
        // The builder itself is never rate limited.
        for (int i = 0; i < 20; i++) {
            assertEquals(
                    200, RawHttp.get(port, "/api/v1/query?" + query("OnlyInA")).status());
        }
    }

    @Test
    void runAnswers429WithRetryAfterAfterTheBurst() throws IOException {
        int port = app(new AppConfig(Optional.empty(), "*", 6, 3), PreviewConfig.forEndpoint(proxyA.endpoint()));
        String origin = "http://127.0.0.1:" + port;
        byte[] form = query("OnlyInA").getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < 3; i++) {
            assertEquals(
                    200,
                    RawHttp.post(port, "/run", form, "Origin", origin, "HX-Request", "true")
                            .status());
        }
        assertRateLimited(RawHttp.post(port, "/run", form, "Origin", origin, "HX-Request", "true"));
        assertRateLimited(RawHttp.post(port, "/run", form, "Origin", origin));
        assertRateLimited(RawHttp.post(port, "/run", form, "Origin", origin, "X-Forwarded-For", "203.0.113.7"));
        // The burst is per client and shared: the JSON preview is refused too now.
        assertRateLimited(RawHttp.get(port, "/api/v1/preview?" + query("OnlyInA")));
    }

    /**
     * The page's Run button is an htmx request: htmx 2 does not swap a 4xx answer unless configured to, so a 429 must
     * either come back as the preview panel or the page must tell htmx to show it; otherwise the click does nothing.
     */
    @Test
    void aRateLimitedRunFromThePageIsShownToTheUser() throws IOException {
        int port = app(new AppConfig(Optional.empty(), "*", 6, 1), PreviewConfig.forEndpoint(proxyA.endpoint()));
        String origin = "http://127.0.0.1:" + port;
        byte[] form = query("OnlyInA").getBytes(StandardCharsets.UTF_8);
        RawHttp.post(port, "/run", form, "Origin", origin, "HX-Request", "true");
        Answer limited =
                RawHttp.post(port, "/run", form, "Origin", origin, "HX-Request", "true", "HX-Target", "preview");
        assertEquals(429, limited.status());
        String page = RawHttp.get(port, "/").body();
        String script = Html.elements(page, "script").stream()
                .map(e -> e.attr("src"))
                .filter(src -> src != null && src.startsWith("/static/js/"))
                .reduce((first, last) -> last)
                .orElseThrow(() -> new AssertionError("no script of keyslice's on the page"));
        String js = RawHttp.get(port, script).body();
        boolean swappedByHtmx = page.contains("responseHandling")
                || js.contains("responseHandling")
                || js.contains("htmx:beforeSwap")
                || js.contains("htmx:responseError");
        boolean answeredAsPanel = limited.isHtml() && limited.body().strip().startsWith("<section id=\"preview\"");
        assertTrue(
                answeredAsPanel || swappedByHtmx,
                "an htmx Run past the limit gets " + limited
                        + " and neither the page's htmx config nor app.js handles a 429, so the user sees nothing happen");
    }

    /**
     * 429 with Retry-After in whole seconds and a message saying when to try again: a JSON error for the API; for the
     * page's Run either that or HTML (the preview panel for htmx, the page otherwise) showing the message.
     */
    static void assertRateLimited(Answer r) {
        assertEquals(429, r.status(), r::toString);
        String retry = r.header("Retry-After");
        assertNotNull(retry, "Retry-After on " + r);
        assertTrue(retry.matches("[1-9][0-9]*"), "Retry-After in whole seconds: " + retry);
        assertTrue(Integer.parseInt(retry) <= 60, retry);
        boolean api = r.requested().contains("/api/");
        if (api || r.isJson()) {
            assertTrue(r.isJson(), r::toString);
            assertTrue(
                    r.errors().values().stream().flatMap(List::stream).anyMatch(m -> m.contains(retry + " s")),
                    r::toString);
        } else {
            assertTrue(r.isHtml(), r::toString);
            assertTrue(r.body().contains("try again in " + retry + " s"), r::toString);
            boolean htmx = r.body().strip().startsWith("<section id=\"preview\"");
            assertTrue(htmx || r.body().strip().endsWith("</html>"), "the preview panel or the whole page: " + r);
        }
    }
}
