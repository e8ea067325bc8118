package keyslice.web;

import static keyslice.testing.Html.elementText;
import static keyslice.web.PreviewApiFixtures.FILE_TREE;
import static keyslice.web.PreviewApiFixtures.FILE_TREE_SKS;
import static keyslice.web.PreviewApiFixtures.UNLIMITED;
import static keyslice.web.PreviewApiFixtures.datalistOptions;
import static keyslice.web.PreviewApiFixtures.loadDemoData;
import static keyslice.web.PreviewApiFixtures.singleError;
import static keyslice.web.PreviewApiFixtures.sks;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import keyslice.preview.PreviewConfig;
import keyslice.testing.Answer;
import keyslice.testing.Dynalite;
import keyslice.testing.RunningApp;
import keyslice.web.PreviewApiFixtures.Http;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The live preview when its engine fails: down mid-session (502, the builder keeps working) or never answering (504,
 * nothing hangs).
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
@Tag("engine")
class PreviewApiEngineFailureTest {
    @RegisterExtension
    static final RunningApp app = PreviewApiFixtures.app;

    @BeforeAll
    static void demoData() {
        loadDemoData();
    }

    // ================================================================== engine down mid-session

    @Test
    void engineDownMidSessionGives502AndTheBuilderKeepsWorking() {
        try (Dynalite own = Dynalite.start();
                RunningApp session = RunningApp.start(
                        UNLIMITED, PreviewConfig.forEndpoint(own.endpoint()).withAllowDemoData(true))) {
            Http h = new Http(session);
            assertEquals(303, h.loadDemoData().status());
            Answer ok = h.get("/api/v1/preview?" + FILE_TREE);
            assertEquals(200, ok.status(), ok.body());
            assertEquals(FILE_TREE_SKS, sks(ok.json().path("items")));

            own.stop();

            long t0 = System.nanoTime();
            Answer down = h.get("/api/v1/preview?" + FILE_TREE);
            long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
            JsonNode error = singleError(down, 502);
            assertEquals("engine", error.path("field").asText());
            assertTrue(error.path("message").asText().contains(own.endpoint().toString()), error.toString());
            assertTrue(ms < 3_000, "502 within a few seconds, took " + ms + " ms");

            // A second call too (no stale connection, no retry storm), and the table list.
            assertEquals(502, h.get("/api/v1/preview?" + FILE_TREE).status());
            assertEquals(502, h.get("/api/v1/tables").status());

            // The builder keeps working meanwhile.
            assertEquals(200, h.get("/").status());
            assertEquals(200, h.get("/?" + FILE_TREE).status());
            Answer built = h.get("/api/v1/query?" + FILE_TREE);
            assertEquals(200, built.status(), built.body());
            assertEquals(
                    "#pk = :pk AND begins_with(#sk, :sk)",
                    built.json().path("keyConditionExpression").asText());
            Answer options = h.get("/preview/tables");
            assertEquals(200, options.status());
            assertTrue(options.body().contains("<datalist id=\"tables\""), options.body());
            assertEquals(List.of(), datalistOptions(options.body()), "an empty datalist");
            Answer run = h.run(FILE_TREE, true);
            assertEquals(200, run.status());
            assertTrue(
                    elementText(run.body(), "pre", "engine-error").startsWith("Cannot reach the DynamoDB endpoint"),
                    run.body());

            own.restart();
            JsonNode gone = singleError(h.get("/api/v1/preview?" + FILE_TREE), 400);
            assertEquals("engine", gone.path("field").asText(), "a restarted dynalite has no tables: " + gone);
            assertEquals(303, h.loadDemoData().status(), "re-creating the data");
            Answer back = h.get("/api/v1/preview?" + FILE_TREE);
            assertEquals(200, back.status(), back.body());
            assertEquals(FILE_TREE_SKS, sks(back.json().path("items")));
            assertEquals(
                    List.of("Audit", "Drive"),
                    datalistOptions(h.get("/preview/tables").body()));
        }
    }

    // ================================================================== an engine that never answers

    @Test
    void anEngineThatNeverAnswersTimesOutWith504AndNothingHangs() throws Exception {
        try (Silent silent = new Silent();
                RunningApp session = RunningApp.start(
                        UNLIMITED,
                        PreviewConfig.forEndpoint(silent.endpoint())
                                .withTimeouts(Duration.ofMillis(300), Duration.ofSeconds(1)))) {
            Http h = new Http(session);

            long t0 = System.nanoTime();
            Answer timedOut = h.get("/api/v1/preview?" + FILE_TREE);
            long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
            JsonNode error = singleError(timedOut, 504);
            assertEquals("engine", error.path("field").asText());
            assertTrue(error.path("message").asText().contains("did not answer in time"), error.toString());
            assertTrue(ms < 2_500, "504 within ~2 s, took " + ms + " ms");
            assertTrue(silent.accepted() >= 1, "the request did reach the silent engine");

            // Several at once: every one of them answers, none hangs.
            List<CompletableFuture<Answer>> calls = new ArrayList<>();
            long t1 = System.nanoTime();
            for (int i = 0; i < 4; i++) {
                calls.add(CompletableFuture.supplyAsync(() -> h.get("/api/v1/preview?" + FILE_TREE)));
            }
            calls.add(CompletableFuture.supplyAsync(() -> h.get("/api/v1/tables")));
            calls.add(CompletableFuture.supplyAsync(() -> h.get("/preview/tables")));
            calls.add(CompletableFuture.supplyAsync(() -> h.run(FILE_TREE, true)));
            calls.add(CompletableFuture.supplyAsync(() -> h.get("/")));
            calls.add(CompletableFuture.supplyAsync(() -> h.get("/api/v1/query?" + FILE_TREE)));
            CompletableFuture.allOf(calls.toArray(CompletableFuture[]::new)).get(10, TimeUnit.SECONDS);
            long allMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t1);
            for (int i = 0; i < 4; i++) {
                assertEquals(
                        504, calls.get(i).get().status(), calls.get(i).get().body());
            }
            assertEquals(
                    504,
                    calls.get(4).get().status(),
                    "ListTables times out too: " + calls.get(4).get().body());
            Answer options = calls.get(5).get();
            assertEquals(200, options.status());
            assertEquals(List.of(), datalistOptions(options.body()));
            Answer run = calls.get(6).get();
            assertEquals(200, run.status());
            assertTrue(elementText(run.body(), "pre", "engine-error").contains("did not answer in time"), run.body());
            assertEquals(200, calls.get(7).get().status(), "the builder answers meanwhile");
            assertEquals(200, calls.get(8).get().status(), "the query API answers meanwhile");
            assertTrue(allMs < 5_000, "nine concurrent requests against a silent engine took " + allMs + " ms");
        }
    }

    /** A TCP server on 127.0.0.1 that accepts connections and never answers (nor closes them). */
    static final class Silent implements AutoCloseable {
        private final ServerSocket server;
        private final List<Socket> held = new CopyOnWriteArrayList<>();
        private final Thread acceptor;

        Silent() throws IOException {
            server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
            acceptor = new Thread(
                    () -> {
                        while (!server.isClosed()) {
                            try {
                                held.add(server.accept());
                            } catch (IOException e) {
                                return;
                            }
                        }
                    },
                    "silent-engine");
            acceptor.setDaemon(true);
            acceptor.start();
        }

        URI endpoint() {
            return URI.create("http://127.0.0.1:" + server.getLocalPort());
        }

        int accepted() {
            return held.size();
        }

        @Override
        public void close() throws IOException {
            server.close();
            for (Socket s : held) {
                s.close();
            }
        }
    }
}
