package keyslice.testing;

import java.io.IOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * A test engine's child process on a loopback port: started with its command line, its output appended to
 * {@code target/<name>-<port>.log}, ready once it answers ListTables with 200, stopped with SIGTERM (then SIGKILL).
 * Every live one is killed by a shutdown hook if the JVM ends without stopping it.
 */
final class EngineProcess {

    /**
     * How long a process may take to answer its first ListTables. A hang guard, not a speed estimate: the wait ends as
     * soon as the engine answers, and at once if the process exits.
     */
    static final Duration START_TIMEOUT = Duration.ofMillis(Long.getLong("keyslice.engine.startTimeoutMs", 120_000));

    private static final Set<Process> LIVE = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime()
                .addShutdownHook(new Thread(
                        () -> {
                            for (Process p : LIVE) {
                                p.descendants().forEach(ProcessHandle::destroyForcibly);
                                p.destroyForcibly();
                            }
                        },
                        "test-engine-shutdown"));
    }

    private final String name;
    private final List<String> command;
    private final Path directory;
    private final URI endpoint;
    private final Path logFile;
    private Process process;
    private long logStart;

    EngineProcess(String name, List<String> command, Path directory, int port) {
        this.name = name;
        this.command = List.copyOf(command);
        this.directory = directory;
        this.endpoint = URI.create("http://127.0.0.1:" + port);
        this.logFile = directory.resolve("target").resolve(name + "-" + port + ".log");
    }

    URI endpoint() {
        return endpoint;
    }

    Path logFile() {
        return logFile;
    }

    synchronized boolean isRunning() {
        return process != null && process.isAlive();
    }

    /**
     * Starts the process unless it runs, and waits until it answers.
     *
     * @param missing what to say when the command cannot be run at all (the executable is missing)
     * @throws IllegalStateException if it exits or does not answer in time; the message carries its output
     */
    synchronized void start(String missing) {
        if (isRunning()) {
            return;
        }
        try {
            Files.createDirectories(logFile.getParent());
            logStart = Files.exists(logFile) ? Files.size(logFile) : 0;
            Files.writeString(
                    logFile,
                    "$ " + String.join(" ", command) + System.lineSeparator(),
                    StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new IllegalStateException("cannot write " + name + "'s log " + logFile, e);
        }
        ProcessBuilder pb = new ProcessBuilder(command)
                .directory(directory.toFile())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(logFile.toFile()))
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        try {
            process = pb.start();
        } catch (IOException e) {
            throw new IllegalStateException(
                    "cannot run '" + command.get(0) + "': " + e.getMessage() + ". " + missing, e);
        }
        LIVE.add(process);
        awaitReady();
    }

    /** Kills the process (SIGTERM, then SIGKILL after 5 s) and waits for it to exit. Idempotent. */
    synchronized void stop() {
        Process p = process;
        if (p == null) {
            return;
        }
        try {
            p.descendants().forEach(ProcessHandle::destroy);
            p.destroy();
            if (!p.waitFor(5, TimeUnit.SECONDS)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
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

    private void awaitReady() {
        long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
        String lastProblem = "no answer yet";
        while (System.nanoTime() < deadline) {
            Process p = process;
            if (!p.isAlive()) {
                LIVE.remove(p);
                process = null;
                throw new IllegalStateException(name + " exited with code " + p.exitValue() + " before answering on "
                        + endpoint + ". Its output (" + logFile + "):\n" + logTail());
            }
            try {
                HttpResponse<String> r = JsonApi.probe(endpoint, Duration.ofSeconds(5));
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
                throw new IllegalStateException("interrupted while starting " + name, e);
            }
            sleep(50);
        }
        String tail = logTail();
        stop();
        throw new IllegalStateException(name + " did not answer ListTables with 200 on " + endpoint + " within "
                + START_TIMEOUT.toMillis() + " ms (last: " + lastProblem + "). Its output (" + logFile + "):\n" + tail);
    }

    /** The log written since the latest start. */
    String logTail() {
        try {
            byte[] all = Files.readAllBytes(logFile);
            int from = (int) Math.min(logStart, all.length);
            String s = new String(all, from, all.length - from, StandardCharsets.UTF_8);
            return s.length() > 8000 ? "..." + s.substring(s.length() - 8000) : s;
        } catch (IOException e) {
            return "(cannot read " + logFile + ": " + e + ")";
        }
    }

    /** A loopback port free at the moment; another process may take it before the engine binds it (see callers). */
    static int freePort() {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            s.setReuseAddress(true);
            return s.getLocalPort();
        } catch (IOException e) {
            throw new IllegalStateException("cannot find a free port", e);
        }
    }

    static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }
}
