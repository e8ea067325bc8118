package keyslice.perf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.javalin.Javalin;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import keyslice.web.AppConfig;
import keyslice.web.KeysliceApp;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The short soak of the test command: 4 clients (one thread and one HTTP/1.1 connection pool each) send
 * requests back to back for 30 s to an app started from {@link KeysliceApp#create()}, round robin over the
 * page, the JSON API, the htmx output partial, the embed card and {@code /healthz}, and every answer must
 * be 2xx or 3xx with no socket error. It asserts no timing: throughput and latency are measured by
 * {@code scripts/load} and recorded in docs/benchmarks.md (the 10-minute soak is {@code scripts/load --soak 600}).
 * {@code -Dkeyslice.soak.seconds=N} changes the duration.
 */
@Tag("soak")
class ShortSoakTest {

    static final int CLIENTS = 4;

    /** The file-tree worked example, as its permalink carries it. */
    static final String FILE_TREE =
            "v=1&table=Drive&pk=PK&pkValue=DRIVE%23a91&sk=SK&seg=root&seg=photos&delim=/&trail=true"
                    + "&samples=root/%0Aroot/docs/%0Aroot/docs/cv.pdf%0Aroot/photos/%0Aroot/photos/2026/%0Aroot/photos/2026/beach.jpg"
                    + "%0Aroot/photos/2026/sunset.jpg%0Aroot/photos-old/x.jpg%0Aroot/photos.zip";

    /** The audit-log window example (BETWEEN, with warnings). */
    static final String AUDIT_WINDOW = "v=1&table=Audit&pk=PK&pkValue=ACTOR%23u_8814&sk=SK&op=between"
            + "&value=EVT%232026-06-23T00:00:00Z&to=EVT%232026-06-23T23:59:59Z"
            + "&samples=EVT%232026-06-22T23:59:59.900Z%0AEVT%232026-06-23T00:00:00Z%0AEVT%232026-06-23T10:15:00Z";

    record Route(String name, String pathAndQuery, String... headers) {}

    static final List<Route> MIX = List.of(
            new Route("/", "/"),
            new Route("/ (file tree page)", "/?" + FILE_TREE),
            new Route("/api/v1/query (file tree)", "/api/v1/query?" + FILE_TREE),
            new Route("/api/v1/query (audit window)", "/api/v1/query?" + AUDIT_WINDOW),
            new Route("output partial (file tree)", "/?" + FILE_TREE, "HX-Request", "true", "HX-Target", "output"),
            new Route(
                    "output partial (audit window)", "/?" + AUDIT_WINDOW, "HX-Request", "true", "HX-Target", "output"),
            new Route("/embed (file tree)", "/embed?" + FILE_TREE),
            new Route("/healthz", "/healthz"));

    @Test
    void fourClientsForThirtySecondsGetOnly2xxOr3xx() throws InterruptedException {
        long seconds = Long.getLong("keyslice.soak.seconds", 30);
        // Four clients on one address: the per-client CPU budget is lifted, or the soak would measure the budget.
        Javalin app = KeysliceApp.create(AppConfig.defaults().withCpuBudget(1_000, Duration.ofHours(1)))
                .start("127.0.0.1", 0);
        Map<String, AtomicLong> counts = new ConcurrentHashMap<>();
        AtomicLong errorCount = new AtomicLong();
        List<String> errors = Collections.synchronizedList(new ArrayList<>());
        try {
            String origin = "http://127.0.0.1:" + app.port();
            long deadline = System.nanoTime() + Duration.ofSeconds(seconds).toNanos();
            List<Thread> clients = new ArrayList<>();
            for (int c = 0; c < CLIENTS; c++) {
                int offset = c;
                Thread client =
                        new Thread(() -> run(origin, offset, deadline, counts, errorCount, errors), "soak-client-" + c);
                client.start();
                clients.add(client);
            }
            for (Thread client : clients) {
                // Each request has its own 30 s timeout, so a client ends at most that long after the deadline.
                client.join(Duration.ofSeconds(seconds + 60).toMillis());
                assertTrue(!client.isAlive(), client.getName() + " did not finish");
            }
        } finally {
            app.stop();
        }
        Map<String, Long> perRoute = new TreeMap<>();
        counts.forEach((route, n) -> perRoute.put(route, n.get()));
        long total = perRoute.values().stream().mapToLong(Long::longValue).sum();
        System.out.printf(
                "ShortSoakTest: %d requests in %d s from %d clients (%.0f/s), %d errors; per route: %s%n",
                total, seconds, CLIENTS, total / (double) seconds, errorCount.get(), perRoute);
        assertEquals(0, errorCount.get(), () -> errorCount.get() + " errors, the first ones: " + errors);
        for (Route route : MIX) {
            assertTrue(perRoute.getOrDefault(route.name(), 0L) > 0, "no answer at all from " + route.name());
        }
    }

    private static void run(
            String origin,
            int offset,
            long deadline,
            Map<String, AtomicLong> counts,
            AtomicLong errorCount,
            List<String> errors) {
        HttpClient client = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(10))
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
        for (int i = offset; System.nanoTime() < deadline; i++) {
            Route route = MIX.get(i % MIX.size());
            HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(origin + route.pathAndQuery()))
                    .timeout(Duration.ofSeconds(30))
                    .GET();
            for (int h = 0; h + 1 < route.headers().length; h += 2) {
                request.header(route.headers()[h], route.headers()[h + 1]);
            }
            String problem = null;
            try {
                HttpResponse<String> response = client.send(request.build(), HttpResponse.BodyHandlers.ofString());
                int status = response.statusCode();
                if (status < 200 || status >= 400) {
                    problem = status + ": "
                            + response.body()
                                    .substring(0, Math.min(200, response.body().length()));
                } else if (status == 200 && response.body().isEmpty()) {
                    problem = "200 with an empty body";
                }
            } catch (IOException e) {
                problem = e.toString();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            counts.computeIfAbsent(route.name(), k -> new AtomicLong()).incrementAndGet();
            if (problem != null) {
                errorCount.incrementAndGet();
                if (errors.size() < 10) {
                    errors.add(route.name() + " → " + problem);
                }
            }
        }
    }
}
