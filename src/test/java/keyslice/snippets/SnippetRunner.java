package keyslice.snippets;

import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import keyslice.testing.Dynalite;
import keyslice.testing.RequiredTool;

/**
 * Runs generated snippets with the real tools: Debian's AWS CLI v2, Node.js with the AWS SDK for
 * JavaScript v3 from {@code tools/sdk-js}, a child JVM with the AWS SDK for Java v2 of the test
 * classpath, Debian's python3 with boto3, and gofmt for Go.
 *
 * <p>Every run gets a clean AWS environment: the harness's dummy credentials and region, the
 * engine's endpoint in {@code AWS_ENDPOINT_URL} (the CLI, which reads no such variable in Debian's
 * 2.9, gets {@code --endpoint-url}), no config or credentials files, no pager, no instance metadata.
 * Scripts and sources go to files or stdin as UTF-8, never through argv, whose encoding depends on
 * the JVM's locale.
 */
final class SnippetRunner {

    /** Debian's AWS CLI v2. Another {@code aws} (a pip-installed v1) may come first on PATH. */
    static final Path AWS_CLI = Path.of("/usr/bin/aws");
    /** Debian's python3, where apt installs python3-boto3 (PATH may start with pyenv's). */
    static final Path DEBIAN_PYTHON = Path.of("/usr/bin/python3");

    // exact decimals: a double would round the numbers the programs print
    private static final ObjectMapper JSON =
            new ObjectMapper().enable(com.fasterxml.jackson.databind.DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);
    private static final AtomicInteger RUNS = new AtomicInteger();
    private static final long TIMEOUT_SECONDS = 120;
    private static final Pattern REGION_VARIABLE = Pattern.compile("\\bAWS_(?:DEFAULT_)?REGION\\b");

    /**
     * Debian's boto3 (1.26 in bookworm) predates AWS_ENDPOINT_URL support (botocore 1.31.57), so the
     * snippets run under this shim, imported first: it gives {@code create_client} the variable's value when the
     * caller passes no endpoint_url, as newer botocore does itself. The snippets stay as generated.
     */
    static final String BOTO3_ENDPOINT_SHIM = """
            import os

            import botocore.session

            _create_client = botocore.session.Session.create_client


            def create_client(self, *args, **kwargs):
                if kwargs.get("endpoint_url") is None and os.environ.get("AWS_ENDPOINT_URL"):
                    kwargs["endpoint_url"] = os.environ["AWS_ENDPOINT_URL"]
                return _create_client(self, *args, **kwargs)


            botocore.session.Session.create_client = create_client
            """;

    private SnippetRunner() {}

    /** Exit code and output of one process. */
    record Result(List<String> command, int exitCode, String stdout, String stderr) {

        Result assertSuccess() {
            if (exitCode != 0) {
                fail("exit code " + exitCode + " from " + command + "\n--- stderr:\n" + tail(stderr) + "\n--- stdout:\n"
                        + tail(stdout));
            }
            return this;
        }

        private static String tail(String s) {
            return s.length() > 6000 ? "..." + s.substring(s.length() - 6000) : s;
        }
    }

    // ------------------------------------------------------------------ tools

    static Optional<Path> gofmt() {
        return GoToolchain.tool("gofmt");
    }

    private static Boolean node;

    static synchronized boolean hasNode() {
        if (node == null) {
            try {
                node = run(List.of(node(), "--version"), Map.of(), "", workDir("node"))
                                .exitCode()
                        == 0;
            } catch (UncheckedIOException e) {
                node = false;
            }
        }
        return node;
    }

    private static Boolean boto3;

    static synchronized boolean hasBoto3() {
        if (boto3 == null) {
            boto3 = Files.isExecutable(DEBIAN_PYTHON)
                    && run(List.of(DEBIAN_PYTHON.toString(), "-c", "import boto3"), Map.of(), "", workDir("boto3"))
                                    .exitCode()
                            == 0;
        }
        return boto3;
    }

    /** A tool that scripts/test installs: a skip on a developer's machine, a failure under CI=true. */
    static void requireOptional(boolean available, String what) {
        RequiredTool.require(available, what);
    }

    static String node() {
        String node = System.getProperty("keyslice.node");
        if (node == null || node.isBlank()) {
            node = System.getenv().getOrDefault("NODE", "node");
        }
        return node;
    }

    /** The real test classpath (surefire's own java.class.path may be a manifest-only jar). */
    static String testClasspath() {
        String cp = System.getProperty("surefire.test.class.path");
        return cp != null && !cp.isBlank() ? cp : System.getProperty("java.class.path");
    }

    static Path repoRoot() {
        Path base = Path.of(System.getProperty("basedir", System.getProperty("user.dir")))
                .toAbsolutePath();
        for (Path p = base; p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("pom.xml")) && Files.isDirectory(p.resolve("tools"))) {
                return p;
            }
        }
        return base;
    }

    /** A fresh directory under target/snippets. */
    static Path workDir(String language) {
        Path dir = repoRoot()
                .resolve("target/snippets")
                .resolve(language)
                .resolve(ProcessHandle.current().pid() + "-" + RUNS.incrementAndGet());
        try {
            return Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // ------------------------------------------------------------------ processes

    /**
     * The environment of a snippet run: only the harness's AWS settings, nothing from this machine. The region
     * goes only into the variable the snippet's comment names, so a comment naming a variable the SDK does not
     * read fails the run.
     */
    static Map<String, String> awsEnv(URI endpoint, Path dir, String regionVariable) {
        Map<String, String> env = new java.util.HashMap<>();
        env.put("AWS_ACCESS_KEY_ID", Dynalite.ACCESS_KEY_ID);
        env.put("AWS_SECRET_ACCESS_KEY", Dynalite.SECRET_ACCESS_KEY);
        env.put(regionVariable, Dynalite.REGION);
        env.put("AWS_ENDPOINT_URL", endpoint.toString());
        env.put("AWS_PAGER", "");
        env.put("AWS_CONFIG_FILE", dir.resolve("no-aws-config").toString());
        env.put("AWS_SHARED_CREDENTIALS_FILE", dir.resolve("no-aws-credentials").toString());
        env.put("AWS_EC2_METADATA_DISABLED", "true");
        env.put("LC_ALL", "C.UTF-8");
        return env;
    }

    /** The region variable the snippet's header comment tells the user to set. */
    static String regionVariable(String snippet) {
        Matcher m = REGION_VARIABLE.matcher(snippet);
        if (!m.find()) {
            fail("the snippet does not say which variable sets the region:\n" + snippet);
        }
        return m.group();
    }

    /** Runs a command with stdin from {@code input} (UTF-8); environment variables named AWS_* are replaced by {@code env}'s. */
    static Result run(List<String> command, Map<String, String> env, String input, Path dir) {
        return run(command, env, input, dir, TIMEOUT_SECONDS);
    }

    /** As {@link #run(List, Map, String, Path)} with another hang guard, for a one-time step such as a warm-up build. */
    static Result run(List<String> command, Map<String, String> env, String input, Path dir, long timeoutSeconds) {
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile());
        Map<String, String> pe = pb.environment();
        pe.keySet().removeIf(k -> k.toUpperCase(Locale.ROOT).startsWith("AWS_"));
        pe.putAll(env);
        Process p;
        try {
            p = pb.start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run " + command, e);
        }
        CompletableFuture<byte[]> out = CompletableFuture.supplyAsync(() -> readAll(p.getInputStream()));
        CompletableFuture<byte[]> err = CompletableFuture.supplyAsync(() -> readAll(p.getErrorStream()));
        try (OutputStream stdin = p.getOutputStream()) {
            stdin.write(input.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            // the process may exit without reading its input
        }
        try {
            if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                fail("timed out after " + timeoutSeconds + " s: " + command);
            }
            return new Result(
                    command,
                    p.exitValue(),
                    new String(out.get(), StandardCharsets.UTF_8),
                    new String(err.get(), StandardCharsets.UTF_8));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            p.destroyForcibly();
            throw new IllegalStateException("interrupted", e);
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        }
    }

    private static byte[] readAll(InputStream in) {
        try (in;
                ByteArrayOutputStream buffer = new ByteArrayOutputStream()) {
            in.transferTo(buffer);
            return buffer.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // ------------------------------------------------------------------ files and JSON

    static void write(Path file, String text) {
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static JsonNode parse(String json) {
        try {
            return JSON.readTree(json);
        } catch (IOException e) {
            throw new AssertionError("not JSON: " + json, e);
        }
    }

    /** The lines of {@code output} that are not blank. */
    static List<String> nonBlankLines(String output) {
        return java.util.Arrays.stream(output.split("\n"))
                .filter(l -> !l.isBlank())
                .toList();
    }
}
