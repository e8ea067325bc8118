package keyslice.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import keyslice.preview.PreviewConfig;
import keyslice.testing.Answer;
import keyslice.testing.RawHttp;
import keyslice.testing.RunningApp;
import keyslice.web.AppConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code /readyz} is the builder's readiness: 200 while the builder serves, the preview engine's state a field of
 * the answer; {@code ?engine=required} is 503 while a configured engine is unreachable. Probes are answered from a
 * cached engine check, so a flood of them is at most one ListTables per window.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ReadinessTest {

    static final AppConfig UNLIMITED = new AppConfig(Optional.empty(), "*", 1_000_000, 1_000_000);
    static final String EMPTY_PAGE = "{\"Items\":[],\"Count\":0,\"ScannedCount\":0}";
    static final Duration CONNECT = Duration.ofMillis(300);
    static final Duration API_CALL = Duration.ofSeconds(1);

    @Test
    void anUnreachableEngineLeavesTheBuilderReadyUnlessTheEngineIsRequired() throws Exception {
        try (FakeEngine broken = new FakeEngine(FakeEngine.fixed(500, "text/plain", "down"));
                RunningApp app = RunningApp.start(
                        UNLIMITED, PreviewConfig.forEndpoint(broken.endpoint()).withTimeouts(CONNECT, API_CALL))) {
            Answer ready = RawHttp.get(app.port(), "/readyz");
            assertEquals(200, ready.status(), ready::toString);
            assertEquals("ready", ready.json().path("builder").asText());
            assertEquals("unreachable", ready.json().path("preview").asText());
            Answer required = RawHttp.get(app.port(), "/readyz?engine=required");
            assertEquals(503, required.status(), required::toString);
            assertEquals("unreachable", required.json().path("preview").asText());
            Answer head = RawHttp.send(app.port(), "HEAD", "/readyz?engine=required", null);
            assertEquals(503, head.status(), head::toString);
            assertEquals(200, RawHttp.send(app.port(), "HEAD", "/readyz", null).status());
        }
    }

    @Test
    void aReachableEngineIsReadyEitherWay() throws Exception {
        try (FakeEngine engine = new FakeEngine(FakeEngine.canned(0, EMPTY_PAGE));
                RunningApp app = RunningApp.start(UNLIMITED, PreviewConfig.forEndpoint(engine.endpoint()))) {
            for (String target : List.of("/readyz", "/readyz?engine=required")) {
                Answer ready = RawHttp.get(app.port(), target);
                assertEquals(200, ready.status(), ready::toString);
                assertEquals("reachable", ready.json().path("preview").asText(), ready::toString);
            }
        }
    }

    @Test
    void withoutAPreviewBothAreReady() throws Exception {
        try (RunningApp app = RunningApp.start(UNLIMITED)) {
            for (String target : List.of("/readyz", "/readyz?engine=required")) {
                Answer ready = RawHttp.get(app.port(), target);
                assertEquals(200, ready.status(), ready::toString);
                assertEquals("off", ready.json().path("preview").asText(), ready::toString);
            }
            Answer unknown = RawHttp.get(app.port(), "/readyz?engine=maybe");
            assertEquals(400, unknown.status(), unknown::toString);
            assertEquals(List.of("engine"), List.copyOf(unknown.errors().keySet()), unknown::toString);
        }
    }

    /** A window longer than the test, so the count does not depend on how fast a loaded machine sends the probes. */
    @Test
    void aFloodOfProbesIsOneEngineCallPerWindow() throws Exception {
        try (FakeEngine engine = new FakeEngine(FakeEngine.canned(0, EMPTY_PAGE));
                RunningApp app = RunningApp.start(
                        UNLIMITED.withEngineCheckWindow(Duration.ofMinutes(10)),
                        PreviewConfig.forEndpoint(engine.endpoint()))) {
            for (int i = 0; i < 30; i++) {
                Answer ready = RawHttp.get(app.port(), i % 2 == 0 ? "/readyz" : "/readyz?engine=required");
                assertEquals(200, ready.status(), ready::toString);
            }
            assertEquals(List.of("ListTables"), engine.operations());
        }
    }

    /**
     * Probes that arrive while a slow check runs neither start their own nor wait for it (a hanging engine would hold
     * each one's thread): they answer at once that the engine is being checked, and the builder is ready.
     */
    @Test
    void concurrentProbesShareOneSlowCheckWithoutWaitingForIt() throws Exception {
        try (FakeEngine engine = new FakeEngine(FakeEngine.delayed(2_000, FakeEngine.canned(0, EMPTY_PAGE)));
                RunningApp app = RunningApp.start(
                        UNLIMITED.withEngineCheckWindow(Duration.ofMinutes(10)),
                        PreviewConfig.forEndpoint(engine.endpoint()))) {
            ExecutorService pool = Executors.newFixedThreadPool(10);
            try {
                Future<Answer> first = pool.submit(() -> RawHttp.get(app.port(), "/readyz"));
                while (engine.operations().isEmpty()) {
                    Thread.sleep(10);
                }
                List<Future<Answer>> answers = new ArrayList<>();
                for (int i = 0; i < 9; i++) {
                    answers.add(pool.submit(() -> RawHttp.get(app.port(), "/readyz")));
                }
                for (Future<Answer> answer : answers) {
                    Answer ready = answer.get(30, TimeUnit.SECONDS);
                    assertEquals(200, ready.status(), ready::toString);
                    assertEquals("checking", ready.json().path("preview").asText(), ready::toString);
                    assertTrue(ready.millis() < 1_000, () -> "did not wait for the running check: " + ready);
                }
                Answer checked = first.get(30, TimeUnit.SECONDS);
                assertEquals("reachable", checked.json().path("preview").asText(), checked::toString);
                Answer required = RawHttp.get(app.port(), "/readyz?engine=required");
                assertEquals(200, required.status(), "the kept answer: " + required);
            } finally {
                pool.shutdownNow();
            }
            assertEquals(List.of("ListTables"), engine.operations());
        }
    }

    /** The cache is what keeps the count down: without a window every probe checks. */
    @Test
    void withoutAWindowEveryProbeChecks() throws Exception {
        try (FakeEngine engine = new FakeEngine(FakeEngine.canned(0, EMPTY_PAGE));
                RunningApp app = RunningApp.start(
                        UNLIMITED.withEngineCheckWindow(Duration.ZERO), PreviewConfig.forEndpoint(engine.endpoint()))) {
            for (int i = 0; i < 5; i++) {
                assertEquals(200, RawHttp.get(app.port(), "/readyz").status());
            }
            assertEquals(5, engine.operations().size(), engine.operations()::toString);
        }
    }
}
