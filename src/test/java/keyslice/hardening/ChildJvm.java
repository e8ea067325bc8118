package keyslice.hardening;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * {@code keyslice.Main} in a child JVM on the test classpath (target/classes plus the dependencies), with its output in
 * a file under target/. The real process, signals and exit code included.
 */
final class ChildJvm implements AutoCloseable {

    private final Process process;
    private final Path output;

    private ChildJvm(Process process, Path output) {
        this.process = process;
        this.output = output;
    }

    /** The test classpath: surefire's own java.class.path may be a manifest-only jar. */
    static String classpath() {
        String cp = System.getProperty("surefire.test.class.path");
        return cp != null && !cp.isBlank() ? cp : System.getProperty("java.class.path");
    }

    /** A free loopback port for a child to bind (closed again here, so the child can take it). */
    static int freePort() {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    static String javaExecutable() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** Starts {@code keyslice.Main args} with {@code env} added to (and HOST/PORT/KEYSLICE_* removed from) this environment. */
    static ChildJvm start(String name, Map<String, String> env, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                javaExecutable(),
                "-Xshare:auto",
                "-XX:TieredStopAtLevel=1",
                "-Xmx128m",
                "-cp",
                classpath(),
                "keyslice.Main"));
        command.addAll(List.of(args));
        Path dir = Path.of(System.getProperty("basedir", System.getProperty("user.dir")), "target", "hardening");
        Files.createDirectories(dir);
        Path output = dir.resolve(name + "-" + ProcessHandle.current().pid() + "-" + System.nanoTime() + ".log");
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(output.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        builder.environment()
                .keySet()
                .removeIf(k -> k.equals("HOST")
                        || k.equals("PORT")
                        || k.startsWith("KEYSLICE_")
                        || k.startsWith("JAVA_TOOL_OPTIONS")
                        || k.startsWith("_JAVA_OPTIONS")
                        || k.startsWith("JDK_JAVA_OPTIONS"));
        builder.environment().putAll(env);
        return new ChildJvm(builder.start(), output);
    }

    Process process() {
        return process;
    }

    String output() {
        try {
            return Files.readString(output, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "(cannot read " + output + ": " + e + ")";
        }
    }

    /** Waits until the output contains {@code text}; false after {@code millis} or if the process died. */
    boolean awaitOutput(String text, long millis) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        while (System.nanoTime() < deadline) {
            if (output().contains(text)) {
                return true;
            }
            if (!process.isAlive()) {
                return output().contains(text);
            }
            Thread.sleep(25);
        }
        return false;
    }

    /** The exit code, or null if it did not exit within {@code millis}. */
    Integer awaitExit(long millis) throws InterruptedException {
        return process.waitFor(millis, TimeUnit.MILLISECONDS) ? process.exitValue() : null;
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
    }
}
