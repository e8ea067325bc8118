package keyslice;

import io.javalin.Javalin;
import java.util.Optional;
import keyslice.preview.DynamoPreview;
import keyslice.preview.PreviewConfig;
import keyslice.web.AppConfig;
import keyslice.web.KeysliceApp;
import keyslice.web.http.Proxies;

/** Starts keyslice: {@code --port N} or env PORT (default 7070), env HOST (default 127.0.0.1). */
public final class Main {

    static final String USAGE = """
            Usage: java -jar target/keyslice.jar [--port N]

            Options:
              --port N                  port to listen on (default: env PORT, else 7070)
              --dynamodb-endpoint URL   endpoint for the live preview (overrides KEYSLICE_DYNAMODB_ENDPOINT)
              --self-check              start on a free loopback port, request every page and API once,
                                        check the answers, stop; exit 0 when all are as expected, else 1
              --help                    print this help

            Environment:
              PORT                      port to listen on when --port is not given (default 7070)
              HOST                      address to bind (default 127.0.0.1; use 0.0.0.0 in a container)
              KEYSLICE_PUBLIC_URL       origin people open keyslice at, for share links, embed codes and the
                                        same-origin check of Run, e.g. https://keyslice.example.com (default:
                                        the origin a trusted proxy forwarded, else the one each request came to)
              KEYSLICE_TRUSTED_PROXIES  reverse proxies whose Forwarded / X-Forwarded-For, -Proto and -Host
                                        headers are believed: addresses or CIDR ranges separated by commas,
                                        e.g. 127.0.0.1,10.0.0.0/8 (default: none; then every client behind a
                                        proxy shares the proxy's rate limit)
              KEYSLICE_EMBED_ANCESTORS  who may frame /embed: CSP frame-ancestors sources separated by
                                        spaces (default *, anyone); every other page denies framing
              KEYSLICE_DYNAMODB_ENDPOINT  DynamoDB-compatible endpoint for the live preview, e.g.
                                        http://localhost:8000 (DynamoDB Local, dynalite) or
                                        https://dynamodb.us-east-1.amazonaws.com; unset: preview off
              AWS_REGION                region for the preview (default us-east-1); credentials come from
                                        the AWS SDK's default chain (env, profile, instance role), or
                                        dummy ones when the endpoint is a loopback address
              KEYSLICE_TABLES           comma-separated tables the preview may read (default: all)
              KEYSLICE_ALLOW_DEMO_DATA  true: offer "Load demo data" (loopback endpoints only)
              KEYSLICE_ENGINE_LABEL     how pages and error messages name the preview endpoint (default:
                                        host and port of a loopback endpoint, else "the configured
                                        endpoint", so an internal address is never shown)
              KEYSLICE_REQUEST_DEADLINE  seconds all the engine calls of one request may take together
                                        (1 to 60, default 6); past it the request answers 504 with what it has
              KEYSLICE_ENGINE_CONCURRENCY  engine calls in flight at once over all requests (default 16); one
                                        more is refused with 503 at once, so a hanging engine cannot take every thread
              KEYSLICE_PREVIEW_RATE     preview runs per minute and client address (default 60)
              KEYSLICE_REQUESTS_PER_CLIENT  requests one client address may have in flight at once (default 32);
                                        one more is answered 429 at once
              KEYSLICE_PREVIEW_BURST    preview runs a client may make at once (default 10)
              KEYSLICE_CPU_SHARE        server CPU time one client address may use on average, in cores
                                        (default 0.5); past it, 429 with Retry-After (health routes aside)

            Endpoints: / (builder), /embed, /oembed, /api/v1/query, /api/v1/preview, /api/v1/tables,
            /healthz (process up), /readyz (the builder serves; the preview engine's state is reported),
            /readyz?engine=required (also 503 while a configured preview engine is unreachable).
            """;

    private Main() {}

    public static void main(String[] args) {
        Integer port = null;
        Optional<String> endpointFlag = Optional.empty();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--help", "-h" -> {
                    System.out.print(USAGE);
                    return;
                }
                case "--self-check" -> {
                    // Exits through System.exit so the JVM's exit hooks run (-XX:ArchiveClassesAtExit writes then).
                    skipJettysMBeanProbe(); // the same start-up as serving, for the class archive
                    System.exit(SelfCheck.run(System.out, System.err) == 0 ? 0 : 1);
                }
                case "--port" -> {
                    if (i + 1 >= args.length) {
                        fail("--port needs a number");
                    }
                    port = parsePort(args[++i], "--port");
                }
                case "--dynamodb-endpoint" -> {
                    if (i + 1 >= args.length) {
                        fail("--dynamodb-endpoint needs a URL");
                    }
                    endpointFlag = Optional.of(args[++i]);
                }
                default -> fail("unknown option " + args[i]);
            }
        }
        if (port == null) {
            String env = System.getenv("PORT");
            port = env == null || env.isBlank() ? 7070 : parsePort(env, "PORT");
        }
        String host = System.getenv().getOrDefault("HOST", "127.0.0.1");
        AppConfig config;
        PreviewConfig previewConfig;
        try {
            config = new AppConfig(
                            env("KEYSLICE_PUBLIC_URL"),
                            env("KEYSLICE_EMBED_ANCESTORS").orElse("*"),
                            positive("KEYSLICE_PREVIEW_RATE", AppConfig.DEFAULT_PREVIEW_PER_MINUTE),
                            positive("KEYSLICE_PREVIEW_BURST", AppConfig.DEFAULT_PREVIEW_BURST))
                    .withIntake(
                            positive("KEYSLICE_REQUESTS_PER_CLIENT", AppConfig.DEFAULT_REQUESTS_PER_CLIENT),
                            AppConfig.DEFAULT_BODY_TIMEOUT)
                    .withTrustedProxies(
                            env("KEYSLICE_TRUSTED_PROXIES").map(Proxies::parse).orElse(Proxies.NONE))
                    .withCpuBudget(
                            cores("KEYSLICE_CPU_SHARE", AppConfig.DEFAULT_CPU_SHARE), AppConfig.DEFAULT_CPU_BURST);
            previewConfig = PreviewConfig.fromEnvironment(System.getenv(), endpointFlag);
        } catch (IllegalArgumentException e) {
            fail(e.getMessage());
            return;
        }
        DynamoPreview preview = new DynamoPreview(previewConfig);
        skipJettysMBeanProbe();
        Javalin app = KeysliceApp.create(config, preview);
        app.start(host, port);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> stop(app, preview), "keyslice-shutdown"));
        String shownHost = host.contains(":") ? "[" + host + "]" : host;
        System.out.println("keyslice serving on http://" + shownHost + ":" + app.port() + "/");
        System.out.println(previewConfig
                .endpoint()
                .map(e -> "live preview: " + e)
                .orElse("live preview: off (set KEYSLICE_DYNAMODB_ENDPOINT)"));
    }

    /**
     * On SIGTERM: new requests are refused, those in flight are answered (the stop timeout outlasts the slowest one, see
     * KeysliceApp), then the preview's client is closed whatever happened. SIGTERM is how a container is asked to stop:
     * once drained, that is a clean exit (0), not the signal's 143; a stop that failed exits 1.
     */
    private static void stop(Javalin app, DynamoPreview preview) {
        int exit = 0;
        try {
            app.stop();
        } catch (RuntimeException e) {
            System.err.println("keyslice: stopping failed: " + e);
            exit = 1;
        } finally {
            try {
                preview.close();
            } finally {
                System.out.println("keyslice stopped");
                System.out.flush();
                Runtime.getRuntime().halt(exit);
            }
        }
    }

    /**
     * Jetty sizes its queue padding from the JVM's UseCompressedOops, which it asks the platform MBean server
     * for: starting JMX costs ~0.1 s of start-up. The answer is known here (compressed oops: heaps under 32 GB,
     * 64-byte cache lines / 4-byte references), so it is given instead; an explicit -D setting still wins.
     */
    static void skipJettysMBeanProbe() {
        if (System.getProperty("org.eclipse.jetty.util.referencesPerCacheLine") == null
                && Runtime.getRuntime().maxMemory() < 32L * 1024 * 1024 * 1024) {
            System.setProperty("org.eclipse.jetty.util.referencesPerCacheLine", "16");
        }
    }

    private static Optional<String> env(String name) {
        return Optional.ofNullable(System.getenv(name)).filter(value -> !value.isBlank());
    }

    private static int positive(String name, int fallback) {
        Optional<String> text = env(name);
        if (text.isEmpty()) {
            return fallback;
        }
        if (!text.get().matches("[1-9][0-9]{0,5}")) {
            throw new IllegalArgumentException(
                    name + " must be a whole number from 1 to 999999, not \"" + text.get() + "\"");
        }
        return Integer.parseInt(text.get());
    }

    /** A positive number of cores, e.g. {@code 0.5}. */
    private static double cores(String name, double fallback) {
        Optional<String> text = env(name);
        if (text.isEmpty()) {
            return fallback;
        }
        if (!text.get().matches("[0-9]{1,3}(\\.[0-9]{1,3})?") || Double.parseDouble(text.get()) == 0) {
            throw new IllegalArgumentException(
                    name + " must be a positive number of cores such as 0.5 or 2, not \"" + text.get() + "\"");
        }
        return Double.parseDouble(text.get());
    }

    private static int parsePort(String text, String source) {
        try {
            int port = Integer.parseInt(text);
            if (port >= 0 && port <= 65535) {
                return port;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        fail(source + " must be a port number from 0 to 65535, not \"" + text + "\"");
        return -1;
    }

    private static void fail(String message) {
        System.err.println("keyslice: " + message);
        System.err.print(USAGE);
        System.exit(2);
    }
}
