package keyslice.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
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
public final class Dynalite implements AutoCloseable {

    /** The X-Amz-Target prefix of DynamoDB's JSON API. */
    public static final String TARGET_PREFIX = "DynamoDB_20120810.";

    /** Dummy region and credentials that dynalite accepts (it checks presence, not signatures). */
    public static final String REGION = "us-east-1";
    public static final String ACCESS_KEY_ID = "keyslice";
    public static final String SECRET_ACCESS_KEY = "keyslice";

    private static final String AUTHORIZATION = "AWS4-HMAC-SHA256 Credential=" + ACCESS_KEY_ID
            + "/20260101/" + REGION + "/dynamodb/aws4_request, SignedHeaders=host;x-amz-date;x-amz-target, Signature=00";
    private static final DateTimeFormatter AMZ_DATE = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'");
    private static final Duration START_TIMEOUT =
            Duration.ofMillis(Long.getLong("keyslice.dynalite.startTimeoutMs", 15_000));
    private static final int PORT_ATTEMPTS = 3;

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(2))
            .build();

    /** Every live process of this JVM, destroyed by one shutdown hook on abnormal exit. */
    private static final Set<Process> LIVE = ConcurrentHashMap.newKeySet();
    private static final AtomicInteger TABLE_COUNTER = new AtomicInteger();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            for (Process p : LIVE) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
            }
        }, "dynalite-shutdown"));
    }

    private final Path repoRoot;
    private final Path cliJs;
    private final int port;
    private final URI endpoint;
    private final Path logFile;
    private Process process;
    private long logStart;

    private Dynalite(Path repoRoot, int port) {
        this.repoRoot = repoRoot;
        this.cliJs = cliJs(repoRoot);
        this.port = port;
        this.endpoint = URI.create("http://127.0.0.1:" + port);
        this.logFile = repoRoot.resolve("target").resolve("dynalite-" + port + ".log");
    }

    // ---------------------------------------------------------------- lifecycle

    /**
     * Starts a new private dynalite on a free loopback port and waits until it answers. The caller
     * owns it and must {@link #close()} it.
     *
     * @throws IllegalStateException if node_modules is missing or the process does not come up
     *     within 15 s (the message carries the process's output)
     */
    public static Dynalite start() {
        Path root = repoRoot();
        cliJs(root); // fail fast with the npm hint
        IllegalStateException last = null;
        for (int attempt = 1; attempt <= PORT_ATTEMPTS; attempt++) {
            Dynalite d = new Dynalite(root, freePort());
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
    public synchronized Dynalite restart() {
        if (isRunning()) {
            return this;
        }
        List<String> cmd = new ArrayList<>(List.of(
                nodeExecutable(), cliJs.toString(),
                "--host", "127.0.0.1",
                "--port", Integer.toString(port),
                "--createTableMs", "0",
                "--deleteTableMs", "0",
                "--updateTableMs", "0"));
        try {
            Files.createDirectories(logFile.getParent());
            logStart = Files.exists(logFile) ? Files.size(logFile) : 0;
            Files.writeString(logFile, "$ " + String.join(" ", cmd) + System.lineSeparator(),
                    StandardCharsets.UTF_8,
                    java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new IllegalStateException("cannot write dynalite log " + logFile, e);
        }
        ProcessBuilder pb = new ProcessBuilder(cmd)
                .directory(repoRoot.toFile())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(logFile.toFile()))
                .redirectInput(ProcessBuilder.Redirect.from(nullFile()));
        try {
            process = pb.start();
        } catch (IOException e) {
            throw new IllegalStateException("cannot run '" + cmd.get(0) + "' (Node.js, needed for dynalite): "
                    + e.getMessage() + ". Install Node.js >= 20 or set -Dkeyslice.node=/path/to/node", e);
        }
        LIVE.add(process);
        awaitReady();
        return this;
    }

    /** Kills the process (SIGTERM, then SIGKILL after 5 s) and waits for it to exit. Idempotent. */
    public synchronized void stop() {
        Process p = process;
        if (p == null) {
            return;
        }
        try {
            p.descendants().forEach(ProcessHandle::destroy);
            p.destroy();
            if (!p.waitFor(5, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                p.waitFor(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
        } finally {
            LIVE.remove(p);
            process = null;
        }
    }

    /** Same as {@link #stop()}; lets the JUnit store and try-with-resources stop it. */
    @Override
    public void close() {
        stop();
    }

    public synchronized boolean isRunning() {
        return process != null && process.isAlive();
    }

    // ---------------------------------------------------------------- addresses

    /** {@code http://127.0.0.1:<port>}, without a trailing slash. */
    public URI endpoint() {
        return endpoint;
    }

    public int port() {
        return port;
    }

    /** Where the process's stdout and stderr go. */
    public Path logFile() {
        return logFile;
    }

    // ---------------------------------------------------------------- raw API

    /** Status and body of one answer of the JSON API. */
    public record Response(int status, String body) {

        public boolean ok() {
            return status == 200;
        }

        /** The body parsed as JSON. */
        public JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                throw new IllegalStateException("not JSON: " + body, e);
            }
        }

        /** For an error: the short type, e.g. {@code ValidationException}; else null. */
        public String errorType() {
            JsonNode t = json().get("__type");
            if (t == null) {
                return null;
            }
            String s = t.asText();
            return s.substring(s.indexOf('#') + 1);
        }

        /** For an error: its message (dynalite spells it {@code message} or {@code Message}); else null. */
        public String message() {
            JsonNode j = json();
            JsonNode m = j.has("message") ? j.get("message") : j.get("Message");
            return m == null ? null : m.asText();
        }

        /** Throws unless the status is 200; returns this for chaining. */
        public Response assertOk() {
            if (!ok()) {
                throw new AssertionError("dynalite answered " + status + ": " + body);
            }
            return this;
        }
    }

    /**
     * Sends one request of DynamoDB's JSON API with the headers dynalite insists on.
     *
     * @param target the operation, e.g. {@code "Query"} or {@code "DynamoDB_20120810.Query"}
     * @param jsonBody the request body
     */
    public Response call(String target, String jsonBody) {
        return call(endpoint, target, jsonBody);
    }

    /** As {@link #call(String, String)} with the body serialised by Jackson (a Map, a record...). */
    public Response call(String target, Object body) {
        try {
            return call(target, JSON.writeValueAsString(body));
        } catch (IOException e) {
            throw new IllegalArgumentException(e);
        }
    }

    /**
     * Sends one JSON API request to any endpoint. dynalite (Node) closes a connection after 5 s idle, and a request
     * sent on it at that moment fails before the engine reads it ("header parser received no bytes", a broken pipe):
     * such a request is sent once more, on a new connection. A refused connection or a timeout is not retried.
     */
    public static Response call(URI endpoint, String target, String jsonBody) {
        try {
            HttpRequest request = request(endpoint, target, jsonBody, Duration.ofSeconds(30));
            HttpResponse<String> r;
            try {
                r = HTTP.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            } catch (ConnectException | java.net.http.HttpTimeoutException e) {
                throw e;
            } catch (IOException e) {
                r = HTTP.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            }
            return new Response(r.statusCode(), r.body());
        } catch (IOException e) {
            throw new IllegalStateException("dynalite at " + endpoint + " did not answer " + target + ": " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    /**
     * Waits until the table is ACTIVE. dynalite answers CreateTable with CREATING even with
     * {@code --createTableMs 0}, and rejects item operations until the status flips (next tick).
     */
    public void awaitTableActive(String tableName) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        String body = "{\"TableName\":" + quote(tableName) + "}";
        Response last = null;
        while (System.nanoTime() < deadline) {
            last = call("DescribeTable", body);
            if (last.ok() && "ACTIVE".equals(last.json().path("Table").path("TableStatus").asText())) {
                return;
            }
            sleep(20);
        }
        throw new AssertionError("table " + tableName + " not ACTIVE after 10 s: " + last);
    }

    /** Creates a table from a CreateTable JSON body and waits until it is ACTIVE. */
    public Response createTable(String createTableJson) {
        Response r = call("CreateTable", createTableJson).assertOk();
        awaitTableActive(r.json().path("TableDescription").path("TableName").asText());
        return r;
    }

    /** Deletes every table: a clean slate on the shared engine. */
    public void deleteAllTables() {
        for (JsonNode name : call("ListTables", "{}").assertOk().json().path("TableNames")) {
            call("DeleteTable", "{\"TableName\":" + quote(name.asText()) + "}");
        }
    }

    /** A table name unique within this JVM, for tests that share one engine. */
    public static String uniqueTableName(String prefix) {
        return prefix + "-" + ProcessHandle.current().pid() + "-" + TABLE_COUNTER.incrementAndGet();
    }

    @Override
    public String toString() {
        return "Dynalite[" + endpoint + (isRunning() ? ", running" : ", stopped") + ", log " + logFile + "]";
    }

    // ---------------------------------------------------------------- internals

    private void awaitReady() {
        long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
        String lastProblem = "no answer yet";
        while (System.nanoTime() < deadline) {
            Process p = process;
            if (!p.isAlive()) {
                LIVE.remove(p);
                process = null;
                throw new IllegalStateException("dynalite exited with code " + p.exitValue()
                        + " before answering on " + endpoint + ". Its output (" + logFile + "):\n" + logTail());
            }
            try {
                HttpResponse<String> r = HTTP.send(request(endpoint, "ListTables", "{}", Duration.ofSeconds(2)),
                        HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
                if (r.statusCode() == 200) {
                    return;
                }
                lastProblem = "HTTP " + r.statusCode() + ": " + r.body();
            } catch (ConnectException e) {
                lastProblem = "connection refused";
            } catch (IOException e) {
                lastProblem = e.toString();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                stop();
                throw new IllegalStateException("interrupted while starting dynalite", e);
            }
            sleep(50);
        }
        String tail = logTail();
        stop();
        throw new IllegalStateException("dynalite did not answer ListTables with 200 on " + endpoint + " within "
                + START_TIMEOUT.toMillis() + " ms (last: " + lastProblem + "). Its output (" + logFile + "):\n" + tail);
    }

    private static HttpRequest request(URI endpoint, String target, String jsonBody, Duration timeout) {
        String fullTarget = target.startsWith(TARGET_PREFIX) ? target : TARGET_PREFIX + target;
        return HttpRequest.newBuilder(endpoint.resolve("/"))
                .timeout(timeout)
                .header("Content-Type", "application/x-amz-json-1.0")
                .header("X-Amz-Target", fullTarget)
                .header("X-Amz-Date", ZonedDateTime.now(ZoneOffset.UTC).format(AMZ_DATE))
                .header("Authorization", AUTHORIZATION)
                .POST(HttpRequest.BodyPublishers.ofString(jsonBody, StandardCharsets.UTF_8))
                .build();
    }

    /** The log written since the latest (re)start. */
    private String logTail() {
        try {
            byte[] all = Files.readAllBytes(logFile);
            int from = (int) Math.min(logStart, all.length);
            String s = new String(all, from, all.length - from, StandardCharsets.UTF_8);
            return s.length() > 8000 ? "..." + s.substring(s.length() - 8000) : s;
        } catch (IOException e) {
            return "(cannot read " + logFile + ": " + e + ")";
        }
    }

    /** The Maven basedir (surefire's working directory), or the nearest parent holding tools/dynalite. */
    static Path repoRoot() {
        Path base = Path.of(System.getProperty("basedir", System.getProperty("user.dir"))).toAbsolutePath();
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

    private static int freePort() {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            s.setReuseAddress(true);
            return s.getLocalPort();
        } catch (IOException e) {
            throw new IllegalStateException("cannot find a free port", e);
        }
    }

    private static java.io.File nullFile() {
        return new java.io.File(System.getProperty("os.name").startsWith("Windows") ? "NUL" : "/dev/null");
    }

    private static String quote(String s) {
        try {
            return JSON.writeValueAsString(s);
        } catch (IOException e) {
            throw new IllegalArgumentException(e);
        }
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }
}
