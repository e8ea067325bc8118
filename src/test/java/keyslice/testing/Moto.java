package keyslice.testing;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * A real <a href="https://github.com/getmoto/moto">moto</a> server (DynamoDB and the other AWS services in Python) for
 * tests: {@code python3 -m moto.server -H 127.0.0.1 -p PORT}. It is the test engine for what dynalite cannot do, a
 * global secondary index with a multi-attribute key, and a second judge of the suites that run against both.
 *
 * <p>moto is not installed by {@code scripts/test}: it comes with a Python of its own, which need not be the Debian
 * {@code /usr/bin/python3} that the code tests use for boto3. The first {@code python3} that imports moto 5.2 or later
 * wins, in this order: {@code -Dkeyslice.python}, {@code $KEYSLICE_PYTHON}, each {@code python3} on {@code PATH}
 * (a pyenv shim included), {@code /usr/bin/python3}. None: a skip on a developer's machine and a failure under
 * {@code CI=true}, both saying how to install it ({@link RequiredTool}).
 *
 * <p>Its output goes to {@code target/moto-<port>.log}; data is in memory and gone when it stops. Share the run's
 * one through {@link MotoExtension} or {@link EngineKind#MOTO}.
 */
public final class Moto implements TestEngine, AutoCloseable {

    static final String INSTALL = "moto 5.2 or later with its server, for a python3 on PATH: python3 -m pip install"
            + " 'moto[server]>=5.2.1' (or name a python3 that has it with -Dkeyslice.python=... or KEYSLICE_PYTHON)";
    /** moto 5.2 brought multi-attribute keys of a global secondary index. */
    private static final int[] FIRST_VERSION = {5, 2};

    private static final int PORT_ATTEMPTS = 3;

    private static Optional<Found> found;

    /** A python3 that imports moto, and moto's version there. */
    record Found(String python, String version) {}

    private final EngineProcess process;
    private final Found python;

    private Moto(Path repoRoot, Found python, int port) {
        this.python = python;
        this.process = new EngineProcess(
                "moto",
                List.of(python.python(), "-m", "moto.server", "-H", "127.0.0.1", "-p", Integer.toString(port)),
                repoRoot,
                port);
    }

    /**
     * Starts a new private moto on a free loopback port and waits until it answers; the caller closes it. Without moto:
     * a skip, or a failure under {@code CI=true}.
     */
    public static Moto start() {
        Optional<Found> python = python();
        RequiredTool.require(python.isPresent(), INSTALL);
        IllegalStateException last = null;
        for (int attempt = 1; attempt <= PORT_ATTEMPTS; attempt++) {
            Moto moto = new Moto(Dynalite.repoRoot(), python.get(), EngineProcess.freePort());
            try {
                moto.process.start(INSTALL);
                return moto;
            } catch (IllegalStateException e) {
                moto.process.stop();
                last = e;
                // another process may have taken the port between pick and bind: try another
                if (!String.valueOf(e.getMessage()).contains("Address already in use")) {
                    throw e;
                }
            }
        }
        throw last;
    }

    @Override
    public String name() {
        return "moto";
    }

    @Override
    public URI endpoint() {
        return process.endpoint();
    }

    /** The python3 that runs it and moto's version, for the suites' summaries. */
    public String version() {
        return "moto " + python.version() + " (" + python.python() + ")";
    }

    public boolean isRunning() {
        return process.isRunning();
    }

    public Path logFile() {
        return process.logFile();
    }

    @Override
    public void close() {
        process.stop();
    }

    @Override
    public String toString() {
        return "Moto[" + endpoint() + (isRunning() ? ", running" : ", stopped") + ", log " + logFile() + "]";
    }

    // ---------------------------------------------------------------- finding it

    /** The first python3 that imports moto 5.2 or later, looked for once a JVM. */
    static synchronized Optional<Found> python() {
        if (found == null) {
            found = candidates().stream()
                    .map(Moto::probe)
                    .flatMap(Optional::stream)
                    .findFirst();
        }
        return found;
    }

    private static List<String> candidates() {
        Set<String> pythons = new LinkedHashSet<>();
        Optional.ofNullable(System.getProperty("keyslice.python"))
                .filter(p -> !p.isBlank())
                .ifPresent(pythons::add);
        Optional.ofNullable(System.getenv("KEYSLICE_PYTHON"))
                .filter(p -> !p.isBlank())
                .ifPresent(pythons::add);
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, "python3"))) {
                pythons.add(Path.of(dir, "python3").toString());
            }
        }
        pythons.add("/usr/bin/python3");
        return new ArrayList<>(pythons);
    }

    /** moto's version if {@code python} imports moto's server and it is recent enough. */
    private static Optional<Found> probe(String python) {
        try {
            Process p = new ProcessBuilder(python, "-c", "import moto, moto.server; print(moto.__version__)")
                    .redirectErrorStream(true)
                    .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                    .start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            // A hang guard: the import ends in a second or two, in much longer on a busy machine.
            if (!p.waitFor(120, TimeUnit.SECONDS) || p.exitValue() != 0) {
                p.destroyForcibly();
                return Optional.empty();
            }
            String version = out.lines().reduce((a, b) -> b).orElse("");
            return atLeast(version, FIRST_VERSION) ? Optional.of(new Found(python, version)) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    static boolean atLeast(String version, int[] first) {
        String[] parts = version.split("[.]");
        for (int i = 0; i < first.length; i++) {
            int part;
            try {
                part = i < parts.length ? Integer.parseInt(parts[i].replaceAll("\\D.*", "")) : 0;
            } catch (NumberFormatException e) {
                return false;
            }
            if (part != first[i]) {
                return part > first[i];
            }
        }
        return true;
    }
}
