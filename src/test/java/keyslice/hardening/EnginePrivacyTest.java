package keyslice.hardening;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import keyslice.preview.PreviewConfig;
import keyslice.testing.Answer;
import keyslice.testing.RawHttp;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * An endpoint that is not on this machine is an internal address: no page, panel or answer shows it, whether the call
 * fails for want of credentials, an unknown host or an unreachable address. The page names the endpoint by
 * {@value PreviewConfig#ENGINE_LABEL_ENV} when set.
 */
@Tag("engine")
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class EnginePrivacyTest {

    static final String QUERY = FaultsTest.QUERY;

    /** Credentials through system properties, so that calls get past the SDK's credentials check to the network. */
    @BeforeAll
    static void credentials() {
        System.setProperty("aws.accessKeyId", "test");
        System.setProperty("aws.secretAccessKey", "test");
    }

    @AfterAll
    static void noCredentials() {
        System.clearProperty("aws.accessKeyId");
        System.clearProperty("aws.secretAccessKey");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"http://dynamodb.internal.invalid:8000", "http://10.255.255.1:8000", "https://192.0.2.7"})
    void pagesAndAnswersNeverShowANonLoopbackEndpoint(String endpoint) throws Exception {
        String host = URI.create(endpoint).getHost();
        PreviewConfig config = PreviewConfig.forEndpoint(URI.create(endpoint))
                .withTimeouts(Duration.ofMillis(300), Duration.ofSeconds(1));
        try (RunningApp app = RunningApp.start(FaultsTest.UNLIMITED, config)) {
            List<Answer> answers = answers(app.port());
            List<org.junit.jupiter.api.function.Executable> checks = new ArrayList<>();
            for (Answer r : answers) {
                checks.add(() -> assertFalse(r.body().contains(host), () -> "shows " + host + ": " + r));
            }
            checks.add(() ->
                    assertTrue(answers.get(0).body().contains("the configured endpoint"), answers.get(0)::toString));
            checks.add(() -> assertTrue(
                    answers.get(1).status() >= 400 && answers.get(1).status() != 500, answers.get(1)::toString));
            assertAll(endpoint, checks);
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"http://dynamodb.internal.invalid:8000", "http://127.0.0.1:1"})
    void theLabelNamesTheEndpointOnThePageAndInItsErrors(String endpoint) throws Exception {
        PreviewConfig config = PreviewConfig.forEndpoint(URI.create(endpoint))
                .withEngineLabel("staging replica")
                .withTimeouts(Duration.ofMillis(300), Duration.ofSeconds(1));
        try (RunningApp app = RunningApp.start(FaultsTest.UNLIMITED, config)) {
            List<Answer> answers = answers(app.port());
            Answer page = answers.get(0);
            assertTrue(page.body().contains("Runs the Query against <code>staging replica</code>"), page::toString);
            if (!config.loopback()) {
                assertTrue(answers.get(1).body().contains("staging replica"), answers.get(1)::toString);
                answers.forEach(r -> assertFalse(r.body().contains("internal.invalid"), r::toString));
            }
        }
    }

    /** The page, then every answer that reports a call to the engine. */
    static List<Answer> answers(int port) throws Exception {
        String origin = "http://127.0.0.1:" + port;
        byte[] form = QUERY.getBytes(StandardCharsets.UTF_8);
        return List.of(
                RawHttp.get(port, "/?" + QUERY),
                RawHttp.get(port, "/api/v1/preview?" + QUERY),
                RawHttp.get(port, "/api/v1/tables"),
                RawHttp.post(port, "/run", form, "Origin", origin, "HX-Request", "true"),
                RawHttp.post(port, "/run", form, "Origin", origin),
                RawHttp.get(port, "/preview/tables"),
                RawHttp.get(port, "/?table=Drive&edit=use-table", "HX-Request", "true", "HX-Target", "app"),
                RawHttp.post(port, "/preview/demo-data", new byte[0], "Origin", origin),
                RawHttp.get(port, "/readyz"));
    }
}
