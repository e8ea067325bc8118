package keyslice.testing;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A real <a href="https://github.com/architect/dynalite">dynalite</a> process (a DynamoDB-compatible
 * engine on Node.js) for tests.
 *
 * <p>dynalite is installed by {@code npm ci --prefix tools/dynalite} (done by {@code scripts/test}).
 * Its output goes to {@code target/dynalite-<port>.log}. Data is in memory: it is lost when the
 * process stops, including on {@link #restart()}.
 *
 * <p>Most tests should share the one engine of the test run through {@link DynaliteExtension}
 * (declare a {@code Dynalite} parameter). A test that needs to stop the engine mid-test takes a
 * private one with {@link #start()} and closes it itself.
 */
public final class Dynalite implements TestEngine, AutoCloseable {

    /** Dummy region and credentials that dynalite accepts (it checks presence, not signatures). */
    public static final String REGION = JsonApi.REGION;

    public static final String ACCESS_KEY_ID = JsonApi.ACCESS_KEY_ID;
    public static final String SECRET_ACCESS_KEY = JsonApi.SECRET_ACCESS_KEY;

    private static final int PORT_ATTEMPTS = 3;
    private static final AtomicInteger TABLE_COUNTER = new AtomicInteger();

    private final int port;
    private final EngineProcess process;

    private Dynalite(Path repoRoot, int port) {
        this.port = port;
        this.process = new EngineProcess(
                "dynalite",
                List.of(
                        nodeExecutable(),
                        cliJs(repoRoot).toString(),
                        "--host",
                        "127.0.0.1",
                        "--port",
                        Integer.toString(port),
                        "--createTableMs",
                        "0",
                        "--deleteTableMs",
                        "0",
                        "--updateTableMs",
                        "0"),
                repoRoot,
                port);
    }

    // ---------------------------------------------------------------- lifecycle

    /**
     * Starts a new private dynalite on a free loopback port and waits until it answers. The caller
     * owns it and must {@link #close()} it.
     *
     * @throws IllegalStateException if node_modules is missing or the process does not come up
     *     (the message carries the process's output)
     */
    public static Dynalite start() {
        Path root = repoRoot();
        cliJs(root); // fail fast with the npm hint
        IllegalStateException last = null;
        for (int attempt = 1; attempt <= PORT_ATTEMPTS; attempt++) {
            Dynalite d = new Dynalite(root, EngineProcess.freePort());
            try {
                d.restart();
                return d;
            } catch (IllegalStateException e) {
                d.stop();
                last = e;
                // another process may have taken the port between pick and bind: try another
                if (!String.valueOf(e.getMessage()).contains("EADDRINUSE")) {
                    throw e;
                }
            }
        }
        throw last;
    }

    /**
     * (Re)starts the process on the same port, e.g. after {@link #stop()}. A no-op if it is
     * running. Tables and items from before are gone (dynalite keeps them in memory).
     */
    public Dynalite restart() {
        process.start("Install Node.js >= 20 or set -Dkeyslice.node=/path/to/node");
        return this;
    }

    /** Kills the process (SIGTERM, then SIGKILL after 5 s) and waits for it to exit. Idempotent. */
    public void stop() {
        process.stop();
    }

    /** Same as {@link #stop()}; lets the JUnit store and try-with-resources stop it. */
    @Override
    public void close() {
        stop();
    }

    public boolean isRunning() {
        return process.isRunning();
    }

    // ---------------------------------------------------------------- addresses

    @Override
    public String name() {
        return "dynalite";
    }

    /** {@code http://127.0.0.1:<port>}, without a trailing slash. */
    @Override
    public URI endpoint() {
        return process.endpoint();
    }

    public int port() {
        return port;
    }

    /** Where the process's stdout and stderr go. */
    public Path logFile() {
        return process.logFile();
    }

    // ---------------------------------------------------------------- raw API

    /** Sends one JSON API request to any endpoint (see {@link JsonApi#call(URI, String, String)}). */
    public static Answer call(URI endpoint, String target, String jsonBody) {
        return JsonApi.call(endpoint, target, jsonBody);
    }

    /** A table name unique within this JVM, for tests that share one engine. */
    public static String uniqueTableName(String prefix) {
        return prefix + "-" + ProcessHandle.current().pid() + "-" + TABLE_COUNTER.incrementAndGet();
    }

    @Override
    public String toString() {
        return "Dynalite[" + endpoint() + (isRunning() ? ", running" : ", stopped") + ", log " + logFile() + "]";
    }

    // ---------------------------------------------------------------- internals

    /** The Maven basedir (surefire's working directory), or the nearest parent holding tools/dynalite. */
    static Path repoRoot() {
        Path base = Path.of(System.getProperty("basedir", System.getProperty("user.dir")))
                .toAbsolutePath();
        for (Path p = base; p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("tools/dynalite/package.json"))) {
                return p;
            }
        }
        return base;
    }

    private static Path cliJs(Path root) {
        Path cli = root.resolve("tools/dynalite/node_modules/dynalite/cli.js");
        if (!Files.isRegularFile(cli)) {
            throw new IllegalStateException("dynalite is not installed: " + cli + " is missing. "
                    + "Run: npm ci --prefix tools/dynalite   (from " + root + "; scripts/test does it)");
        }
        return cli;
    }

    private static String nodeExecutable() {
        String node = System.getProperty("keyslice.node");
        if (node == null || node.isBlank()) {
            node = System.getenv().getOrDefault("NODE", "node");
        }
        return node;
    }
}
