package keyslice.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import keyslice.preview.DemoData;
import keyslice.preview.DynamoPreview;
import keyslice.preview.EngineClient;
import keyslice.preview.PreviewConfig;
import keyslice.testing.Dynalite;
import keyslice.web.AppConfig;
import keyslice.web.KeysliceApp;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * The live preview's overhead over a direct SDK Query: the file-tree example (the builder's first preset)
 * ({@code PK = "DRIVE#a91" AND begins_with(SK, "root/photos/")}, 4 items) against a real dynalite loaded with the demo
 * data, measured
 * <ul>
 *   <li>{@link #directSdkQuery}: straight through an AWS SDK v2 {@link DynamoDbClient} built exactly as the preview
 *       builds its own ({@link DynamoPreview#buildClient}: URL-connection HTTP client, no retries, same timeouts), with
 *       the same request keyslice sends (same expression, names, values, {@code ReturnConsumedCapacity=TOTAL});</li>
 *   <li>{@link #keyslicePreviewApi}: the same query through keyslice's {@code GET /api/v1/preview} over loopback HTTP
 *       (Javalin app started in {@link Setup}), response body read in full;</li>
 *   <li>{@link #interleaved}: both of the above, alternating call by call in one fork against one engine, so that the
 *       ratio holds even when the machine's load changes during the run;</li>
 *   <li>{@link #keysliceQueryApiNoEngine}: {@code GET /api/v1/query} with the same parameters, which builds the request
 *       but calls no engine: the share of the overhead that is keyslice's HTTP layer, parsing and compilation.</li>
 * </ul>
 * Sample mode: JMH times individual calls and reports their mean and percentiles. The median (p0.50) is the figure
 * to compare on a busy machine: a loopback round trip to a Node.js engine is a few milliseconds, and a scheduler stall
 * of a second in one call moves the mean of a 2 s iteration a lot but the median not at all.
 *
 * <p>JMH forks a JVM per benchmark, so each benchmark starts its own private dynalite in {@link Setup} the same way, with
 * the same data, on the same machine, in the same run. Run with
 * {@code scripts/bench PreviewOverheadBenchmark -wi 3 -i 5 -f 1}; results in {@code docs/benchmarks.md}.
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Threads(1)
@Warmup(iterations = 3, time = 2, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 5, time = 2, timeUnit = TimeUnit.SECONDS)
@State(Scope.Benchmark)
public class PreviewOverheadBenchmark {

    static final String FILE_TREE =
            "table=Drive&pk=PK&pkValue=DRIVE%23a91&sk=SK&op=begins_with" + "&seg=root&seg=photos&delim=%2F&trail=true";
    static final List<String> EXPECTED =
            List.of("root/photos/", "root/photos/2026/", "root/photos/2026/beach.jpg", "root/photos/2026/sunset.jpg");

    private Dynalite engine;
    private DynamoPreview preview;
    private DynamoDbClient direct;
    private Javalin app;
    private HttpClient http;

    // Non-final inputs, so the JIT cannot fold them.
    QueryRequest request;
    HttpRequest previewRequest;
    HttpRequest queryApiRequest;

    @Setup(Level.Trial)
    public void setup() throws Exception {
        engine = Dynalite.start();
        PreviewConfig config = PreviewConfig.forEndpoint(engine.endpoint()).withAllowDemoData(true);
        preview = new DynamoPreview(config);
        DemoData.load(config);
        direct = EngineClient.build(config);
        // No per-client rate limit: a benchmark is one client making thousands of runs.
        app = KeysliceApp.create(new AppConfig(Optional.empty(), "*", Integer.MAX_VALUE, Integer.MAX_VALUE), preview)
                .start("127.0.0.1", 0);
        http = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(5))
                .build();

        request = QueryRequest.builder()
                .tableName("Drive")
                .keyConditionExpression("#pk = :pk AND begins_with(#sk, :sk)")
                .expressionAttributeNames(Map.of("#pk", "PK", "#sk", "SK"))
                .expressionAttributeValues(
                        Map.of(":pk", AttributeValue.fromS("DRIVE#a91"), ":sk", AttributeValue.fromS("root/photos/")))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
                .build();
        String base = "http://127.0.0.1:" + app.port();
        previewRequest = HttpRequest.newBuilder(URI.create(base + "/api/v1/preview?" + FILE_TREE))
                .timeout(Duration.ofSeconds(10))
                .GET()
                .build();
        queryApiRequest = HttpRequest.newBuilder(URI.create(base + "/api/v1/query?" + FILE_TREE))
                .timeout(Duration.ofSeconds(10))
                .GET()
                .build();

        // Both paths must read the same four items, or the comparison means nothing.
        List<String> viaSdk = directSdkQuery().items().stream()
                .map(item -> item.get("SK").s())
                .toList();
        if (!viaSdk.equals(EXPECTED)) {
            throw new IllegalStateException("direct Query returned " + viaSdk);
        }
        JsonNode viaKeyslice = new ObjectMapper().readTree(keyslicePreviewApi());
        List<String> viaApi = new java.util.ArrayList<>();
        viaKeyslice
                .path("items")
                .forEach(item -> viaApi.add(item.path("SK").path("S").asText()));
        if (!viaApi.equals(EXPECTED)) {
            throw new IllegalStateException("/api/v1/preview returned " + viaKeyslice);
        }
        // The request keyslice builds is the one measured directly.
        JsonNode built = new ObjectMapper().readTree(keysliceQueryApiNoEngine()).path("request");
        if (!"#pk = :pk AND begins_with(#sk, :sk)"
                        .equals(built.path("KeyConditionExpression").asText())
                || !"root/photos/"
                        .equals(built.path("ExpressionAttributeValues")
                                .path(":sk")
                                .path("S")
                                .asText())) {
            throw new IllegalStateException("keyslice builds another request than the direct one: " + built);
        }
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        if (app != null) {
            app.stop();
        }
        if (direct != null) {
            direct.close();
        }
        if (preview != null) {
            preview.close();
        }
        if (engine != null) {
            engine.close();
        }
    }

    @Benchmark
    public QueryResponse directSdkQuery() {
        return direct.query(request);
    }

    @Benchmark
    public String keyslicePreviewApi() throws IOException, InterruptedException {
        return body(previewRequest);
    }

    @Benchmark
    public String keysliceQueryApiNoEngine() throws IOException, InterruptedException {
        return body(queryApiRequest);
    }

    /**
     * Both paths in one benchmark, alternating call by call (and which goes first), so that both see the same
     * machine at the same moments: on a shared, busy machine this is what makes the ratio trustworthy. JMH's own score
     * is the time of one pair; the split is in the {@link Split} counters (nanoseconds and pairs; divide to get the mean
     * per call) and, at the end of the trial, the medians of the measurement iterations' calls are printed.
     */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    public void interleaved(Split split) throws IOException, InterruptedException {
        boolean directFirst = (split.pairs & 1) == 0;
        long t0 = System.nanoTime();
        Object first = directFirst ? directSdkQuery() : keyslicePreviewApi();
        long t1 = System.nanoTime();
        Object second = directFirst ? keyslicePreviewApi() : directSdkQuery();
        long t2 = System.nanoTime();
        long direct = directFirst ? t1 - t0 : t2 - t1;
        long api = directFirst ? t2 - t1 : t1 - t0;
        split.record(direct, api);
        if (first == null || second == null) {
            throw new IllegalStateException("no answer");
        }
    }

    /** Per-iteration totals of {@link #interleaved}, reported by JMH next to its score. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class Split {
        public long directNanos;
        public long previewNanos;
        public long pairs;

        private boolean measuring;
        private final List<Long> directSamples = new java.util.ArrayList<>();
        private final List<Long> previewSamples = new java.util.ArrayList<>();

        @Setup(Level.Iteration)
        public void reset(IterationParams iteration) {
            directNanos = 0;
            previewNanos = 0;
            pairs = 0;
            measuring = iteration.getType() == IterationType.MEASUREMENT;
        }

        void record(long direct, long preview) {
            directNanos += direct;
            previewNanos += preview;
            pairs++;
            if (measuring) {
                directSamples.add(direct);
                previewSamples.add(preview);
            }
        }

        @TearDown(Level.Trial)
        public void report() {
            if (directSamples.isEmpty()) {
                return;
            }
            long d = median(directSamples);
            long p = median(previewSamples);
            double dMean =
                    directSamples.stream().mapToLong(Long::longValue).average().orElse(0);
            double pMean =
                    previewSamples.stream().mapToLong(Long::longValue).average().orElse(0);
            System.out.printf(
                    java.util.Locale.ROOT,
                    "%n[interleaved] %d pairs measured: direct SDK Query median %.1f us"
                            + " (mean %.1f us); /api/v1/preview median %.1f us (mean %.1f us); ratio of medians %.2f,"
                            + " of means %.2f%n",
                    directSamples.size(),
                    d / 1e3,
                    dMean / 1e3,
                    p / 1e3,
                    pMean / 1e3,
                    p / (double) d,
                    pMean / dMean);
        }

        private static long median(List<Long> samples) {
            List<Long> sorted = new java.util.ArrayList<>(samples);
            java.util.Collections.sort(sorted);
            int n = sorted.size();
            return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
        }
    }

    private String body(HttpRequest r) throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(r, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        if (response.statusCode() != 200) {
            throw new IllegalStateException(r.uri() + " answered " + response.statusCode() + ": " + response.body());
        }
        return response.body();
    }
}
