package keyslice.testing;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.function.UnaryOperator;
import keyslice.preview.DynamoPreview;
import keyslice.preview.PreviewConfig;
import keyslice.web.AppConfig;
import keyslice.web.KeysliceApp;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * keyslice started in-process on a free loopback port, with a small HTTP client for it. No Javalin test-tools: the
 * app is {@link KeysliceApp#create(AppConfig, DynamoPreview)} as {@code main} builds it.
 *
 * <p>For the tests of one class, register it on a static field; it starts before the class's {@code @BeforeAll}
 * methods and stops after its {@code @AfterAll} methods:
 *
 * <pre>{@code
 * @RegisterExtension
 * static final RunningApp app = RunningApp.with(config);
 * }</pre>
 *
 * For an app that lives inside one test, {@link #start(AppConfig, DynamoPreview)} in a try-with-resources.
 */
public final class RunningApp implements BeforeAllCallback, AfterAllCallback, AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** HTTP/1.1 because that is all the app speaks; redirects are not followed so tests see the 303s themselves. */
    private static final HttpClient CLIENT = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();

    /** Where the preview's engine comes from. */
    private enum Engine {
        NONE,
        PRIVATE,
        SHARED,
        SHARED_MOTO
    }

    private final AppConfig config;
    private final Engine engineKind;
    private final UnaryOperator<PreviewConfig> previewConfig;

    private Dynalite ownEngine;
    private TestEngine engine;
    private DynamoPreview ownPreview;
    private DynamoPreview preview;
    private Javalin app;
    private boolean sharedByItsClasses;

    private RunningApp(AppConfig config, Engine engineKind, UnaryOperator<PreviewConfig> previewConfig) {
        this.config = budgetLifted(config);
        this.engineKind = engineKind;
        this.previewConfig = previewConfig;
    }

    /**
     * {@code config} with the CPU budget per client lifted when it has the default one: a test's client sends request
     * after request from one address as fast as the machine answers, which a slow or busy machine makes look like more
     * than half a core. A test that sets a budget of its own (the budget's tests) keeps it.
     */
    private static AppConfig budgetLifted(AppConfig config) {
        return config.cpuShare() == AppConfig.DEFAULT_CPU_SHARE
                        && config.cpuBurst().equals(AppConfig.DEFAULT_CPU_BURST)
                ? config.withCpuBudget(1_000, java.time.Duration.ofHours(1))
                : config;
    }

    // ------------------------------------------------------------------ as an extension

    /** The app as {@code main} starts it without options: no preview, the default rate limit. */
    public static RunningApp defaults() {
        return with(AppConfig.defaults());
    }

    /** The app with {@code config} and no preview engine. */
    public static RunningApp with(AppConfig config) {
        return new RunningApp(config, Engine.NONE, null);
    }

    /**
     * The app with a live preview on a dynalite of its own (started before the app, closed after it), for tests that
     * need to know exactly which tables the engine has. {@code tweak} adjusts the preview's settings.
     */
    public static RunningApp withPrivateDynalite(AppConfig config, UnaryOperator<PreviewConfig> tweak) {
        return new RunningApp(config, Engine.PRIVATE, tweak);
    }

    /** The app with a live preview on the run-wide dynalite of {@link DynaliteExtension}. */
    public static RunningApp withSharedDynalite(AppConfig config, UnaryOperator<PreviewConfig> tweak) {
        return new RunningApp(config, Engine.SHARED, tweak);
    }

    /**
     * The app with a live preview on the run's moto ({@link MotoExtension}), for what dynalite cannot do: an index with a
     * multi-attribute key. Without moto the class is skipped (failed under {@code CI=true}).
     */
    public static RunningApp withSharedMoto(AppConfig config, UnaryOperator<PreviewConfig> tweak) {
        return new RunningApp(config, Engine.SHARED_MOTO, tweak);
    }

    /** Shared by the classes (split from one) that register it: the first starts it, the root store stops it. */
    public RunningApp sharedByItsClasses() {
        sharedByItsClasses = true;
        return this;
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        if (sharedByItsClasses && app != null) {
            return; // a class before this one started it
        }
        switch (engineKind) {
            case NONE -> app = KeysliceApp.create(config).start("127.0.0.1", 0);
            case PRIVATE -> {
                ownEngine = Dynalite.start();
                startWithPreview(ownEngine);
            }
            case SHARED -> startWithPreview(DynaliteExtension.shared(context));
            case SHARED_MOTO -> startWithPreview(MotoExtension.shared(context));
        }
    }

    private void startWithPreview(TestEngine testEngine) {
        engine = testEngine;
        ownPreview = new DynamoPreview(previewConfig.apply(PreviewConfig.forEndpoint(testEngine.endpoint())));
        preview = ownPreview;
        app = KeysliceApp.create(config, preview).start("127.0.0.1", 0);
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (sharedByItsClasses) {
            context.getRoot().getStore(ExtensionContext.Namespace.GLOBAL).put(this, this);
        } else {
            close();
        }
    }

    // ------------------------------------------------------------------ inside one test

    /** Starts the app with {@code config} and no preview engine; close it to stop it. */
    public static RunningApp start(AppConfig config) {
        RunningApp started = with(config);
        started.app = KeysliceApp.create(started.config).start("127.0.0.1", 0);
        return started;
    }

    /** Starts the app with {@code config} and {@code preview}; close it to stop it. The caller still owns {@code preview}. */
    public static RunningApp start(AppConfig config, DynamoPreview preview) {
        RunningApp started = with(config);
        started.preview = preview;
        started.app = KeysliceApp.create(started.config, preview).start("127.0.0.1", 0);
        return started;
    }

    /** Starts the app with a preview built from {@code previewConfig}; closing stops the app, then closes that preview. */
    public static RunningApp start(AppConfig config, PreviewConfig previewConfig) {
        RunningApp started = with(config);
        started.ownPreview = new DynamoPreview(previewConfig);
        started.preview = started.ownPreview;
        try {
            started.app = KeysliceApp.create(started.config, started.preview).start("127.0.0.1", 0);
        } catch (RuntimeException | Error e) {
            started.close();
            throw e;
        }
        return started;
    }

    /** Stops the app, then closes what it started for it (its preview, its private dynalite), in that order. */
    @Override
    public void close() {
        try {
            if (app != null) {
                app.stop();
            }
        } finally {
            try {
                if (ownPreview != null) {
                    ownPreview.close();
                }
            } finally {
                if (ownEngine != null) {
                    ownEngine.close();
                }
            }
        }
    }

    // ------------------------------------------------------------------ what a test uses

    public int port() {
        return running().port();
    }

    /** The origin requests go to, as the app sees it: {@code http://127.0.0.1:PORT}. */
    public String baseUrl() {
        return "http://127.0.0.1:" + port();
    }

    /** The engine behind the preview (private or shared); only for the {@code with...Dynalite} and moto kinds. */
    public TestEngine engine() {
        if (engine == null) {
            throw new IllegalStateException("this app has no test engine behind it");
        }
        return engine;
    }

    /** The preview the app runs with; only when the test gave one or a dynalite kind made one. */
    public DynamoPreview preview() {
        if (preview == null) {
            throw new IllegalStateException("this app has no preview given by the test");
        }
        return preview;
    }

    private Javalin running() {
        if (app == null) {
            throw new IllegalStateException("the app is not started: register RunningApp on a static field "
                    + "with @RegisterExtension, or use RunningApp.start");
        }
        return app;
    }

    /**
     * GET a path that already carries its (encoded) query string, with optional request headers as name/value pairs.
     * Redirects are not followed; no request waits more than 60 s (a hang guard: demo data on a busy machine takes
     * tens of seconds).
     */
    public Answer get(String pathAndQuery, String... headers) {
        return send(request(pathAndQuery, headers).GET().build());
    }

    /** POST a form body ({@code application/x-www-form-urlencoded}), with optional request headers as name/value pairs. */
    public Answer post(String path, String formBody, String... headers) {
        return send(request(path, headers)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(formBody, StandardCharsets.UTF_8))
                .build());
    }

    /** POST a text body ({@code text/plain; charset=utf-8}), with optional request headers as name/value pairs. */
    public Answer postText(String path, String text, String... headers) {
        return send(request(path, headers)
                .header("Content-Type", "text/plain; charset=utf-8")
                .POST(HttpRequest.BodyPublishers.ofString(text, StandardCharsets.UTF_8))
                .build());
    }

    /** POST raw bytes as {@code text/plain; charset=utf-8}, whether or not they are UTF-8. */
    public Answer postBytes(String path, byte[] body) {
        return send(request(path)
                .header("Content-Type", "text/plain; charset=utf-8")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body))
                .build());
    }

    private HttpRequest.Builder request(String pathAndQuery, String... headers) {
        HttpRequest.Builder builder =
                HttpRequest.newBuilder(URI.create(baseUrl() + pathAndQuery)).timeout(Duration.ofSeconds(60));
        for (int i = 0; i + 1 < headers.length; i += 2) {
            builder.header(headers[i], headers[i + 1]);
        }
        return builder;
    }

    private static Answer send(HttpRequest request) {
        try {
            long start = System.nanoTime();
            HttpResponse<byte[]> r = CLIENT.send(request, HttpResponse.BodyHandlers.ofByteArray());
            return new Answer(
                    request.method() + " " + request.uri(),
                    r.statusCode(),
                    r.headers(),
                    r.body(),
                    (System.nanoTime() - start) / 1_000_000);
        } catch (IOException e) {
            throw new UncheckedIOException(request.method() + " " + request.uri() + " failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }
}
