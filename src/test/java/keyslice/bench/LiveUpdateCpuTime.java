package keyslice.bench;

import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import keyslice.domain.form.QueryForm;
import keyslice.examples.AuditLog;
import keyslice.examples.FileTree;
import keyslice.preview.DynamoPreview;
import keyslice.preview.PreviewConfig;
import keyslice.testing.Gzip;
import keyslice.web.KeysliceApp;
import keyslice.web.api.QueryApiController;
import keyslice.web.builder.BuilderPage;
import keyslice.web.builder.Examples;
import keyslice.web.builder.Output;
import keyslice.web.builder.OutputFactory;
import keyslice.web.http.Json;
import keyslice.web.http.Views;
import keyslice.web.preview.PreviewPanel;
import keyslice.web.state.BuilderState;
import keyslice.web.state.DecodedQuery;
import keyslice.web.state.Permalink;

/**
 * What the live update costs for a state never asked before, stage by stage, without HTTP, on the file-tree and the
 * audit log's one-day examples: the state (decoding, compiling, warnings, slice), the output (formatting, the open
 * snippet's program, the embed dialog) and rendering the htmx partial; keyslice's own work per keystroke is these
 * three. Then compressing the partial as the server does for a browser (gzip at {@link KeysliceApp#GZIP_LEVEL}), and
 * the API's answer for the same state (its body and JSON, the state excluded). Each request has a new partition value,
 * as typing does (scripts/load's "a new URL each time" routes). Timed by the thread's CPU time and allocated bytes,
 * less what reading them costs ({@link #probeCost}); the median of the rounds is reported. Run it with
 * <pre>
 *   scripts/bench -l   # compiles the tests and writes target/test-classpath.txt
 *   java -XX:+UseSerialGC -cp "target/test-classes:target/classes:$(cat target/test-classpath.txt)" keyslice.bench.LiveUpdateCpuTime
 * </pre>
 * An argument {@code file-tree} or {@code audit-log} measures that example alone (for a profile of one).
 */
public final class LiveUpdateCpuTime {

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static final String BASE = "http://127.0.0.1:8080";
    private static final int ROUNDS = 7;
    private static final int PER_ROUND = 10_000;
    private static final String[] STAGES = {"state", "output", "render", "gzip", "api"};

    private record Example(String name, String head, String tail) {
        /** The example's permalink, split around its partition value so that each request can have its own. */
        static Example of(String name, QueryForm form) {
            String query = Permalink.queryString(form);
            int value = query.indexOf("pkValue=");
            int end = query.indexOf('&', value);
            return new Example(name, query.substring(0, end) + "-t", query.substring(end));
        }
    }

    private static long sink;

    private LiveUpdateCpuTime() {}

    public static void main(String[] args) {
        List<Example> examples =
                List.of(Example.of("file-tree", FileTree.UNDER_PHOTOS), Example.of("audit-log", AuditLog.ONE_DAY));
        for (Example example : examples) {
            if (args.length == 0 || Arrays.asList(args).contains(example.name())) {
                measure(example);
            }
        }
        System.out.println("(sink " + sink + ")");
    }

    private static void measure(Example example) {
        Json json = new Json();
        OutputFactory outputs = new OutputFactory(json);
        Views views = new Views();
        PreviewPanel panel = new PreviewPanel(new DynamoPreview(PreviewConfig.disabled()), json, deadline -> List.of());
        long thread = Thread.currentThread().getId();
        double[][] nanos = new double[STAGES.length][ROUNDS];
        double[][] bytes = new double[STAGES.length][ROUNDS];
        double[] probe = probeCost(thread);
        long partialBytes = 0;
        long gzipBytes = 0;
        long apiBytes = 0;
        int next = 0;
        for (int round = -2; round < ROUNDS; round++) { // two rounds of warm-up for the JIT
            long[] cpu = new long[STAGES.length];
            long[] allocated = new long[STAGES.length];
            for (int i = 0; i < PER_ROUND; i++) {
                String query = example.head() + next++ + example.tail();
                long c0 = THREADS.getCurrentThreadCpuTime();
                long a0 = THREADS.getThreadAllocatedBytes(thread);
                BuilderState state = BuilderState.from(DecodedQuery.decode(query));
                long c1 = THREADS.getCurrentThreadCpuTime();
                long a1 = THREADS.getThreadAllocatedBytes(thread);
                // An htmx answer generates the open snippet's program only (the first, without a cookie).
                Output output = outputs.create(state, BASE, OutputFactory.Inline.htmx("cli"));
                long c2 = THREADS.getCurrentThreadCpuTime();
                long a2 = THREADS.getThreadAllocatedBytes(thread);
                BuilderPage page = new BuilderPage(
                        state.read(),
                        true,
                        List.of(),
                        output,
                        state.permalink(),
                        BASE + state.permalink(),
                        Examples.ALL,
                        panel.idle());
                byte[] partial = views.render(BuilderPage.UPDATE, page);
                long c3 = THREADS.getCurrentThreadCpuTime();
                long a3 = THREADS.getThreadAllocatedBytes(thread);
                int gzipped = Gzip.at(partial, KeysliceApp.GZIP_LEVEL).length;
                long c4 = THREADS.getCurrentThreadCpuTime();
                long a4 = THREADS.getThreadAllocatedBytes(thread);
                byte[] api = json.compactBytes(QueryApiController.body(state));
                long c5 = THREADS.getCurrentThreadCpuTime();
                long a5 = THREADS.getThreadAllocatedBytes(thread);
                partialBytes += partial.length;
                gzipBytes += gzipped;
                apiBytes += api.length;
                long[] cpuAt = {c0, c1, c2, c3, c4, c5};
                long[] allocatedAt = {a0, a1, a2, a3, a4, a5};
                for (int s = 0; s < STAGES.length; s++) {
                    cpu[s] += cpuAt[s + 1] - cpuAt[s];
                    allocated[s] += allocatedAt[s + 1] - allocatedAt[s];
                }
            }
            if (round >= 0) {
                for (int s = 0; s < STAGES.length; s++) {
                    nanos[s][round] = (double) cpu[s] / PER_ROUND - probe[0];
                    bytes[s][round] = (double) allocated[s] / PER_ROUND - probe[1];
                }
            }
        }
        sink += partialBytes + apiBytes;
        System.out.printf(
                Locale.ROOT,
                "%s (median of %d rounds of %,d new states; each stage less one reading of the clocks, %.2f µs and %.0f"
                        + " bytes)%n",
                example.name(),
                ROUNDS,
                PER_ROUND,
                probe[0] / 1e3,
                probe[1]);
        double own = 0;
        double ownBytes = 0;
        for (int s = 0; s < STAGES.length; s++) {
            double cpu = median(nanos[s]) / 1e3;
            double kb = median(bytes[s]) / 1024;
            if (s < 3) {
                own += cpu;
                ownBytes += kb;
            }
            System.out.printf(Locale.ROOT, "  %-7s %6.1f µs CPU  %6.1f KB allocated%n", STAGES[s], cpu, kb);
            if (s == 2) {
                System.out.printf(
                        Locale.ROOT,
                        "  %-7s %6.1f µs CPU  %6.1f KB allocated   (state + output + render)%n",
                        "own",
                        own,
                        ownBytes);
            }
        }
        long answers = (long) (ROUNDS + 2) * PER_ROUND;
        System.out.printf(
                Locale.ROOT,
                "  partial %,d bytes on average, %,d gzipped; API answer %,d bytes%n",
                partialBytes / answers,
                gzipBytes / answers,
                apiBytes / answers);
    }

    /**
     * What one reading of the thread's CPU time and allocated bytes costs, in nanoseconds and bytes: the time between two
     * readings holds one of them whole. On a virtual machine whose per-thread clock is a system call that is about 1.6
     * µs, a tenth of a small stage, so it is taken off every stage. The median of a few rounds of back-to-back readings.
     */
    private static double[] probeCost(long thread) {
        int rounds = 9;
        int readings = 20_000;
        double[] nanos = new double[rounds];
        double[] bytes = new double[rounds];
        for (int round = 0; round < rounds; round++) {
            long c0 = THREADS.getCurrentThreadCpuTime();
            long a0 = THREADS.getThreadAllocatedBytes(thread);
            for (int i = 0; i < readings; i++) {
                sink += THREADS.getCurrentThreadCpuTime() + THREADS.getThreadAllocatedBytes(thread);
            }
            nanos[round] = (double) (THREADS.getCurrentThreadCpuTime() - c0) / (readings + 1);
            bytes[round] = (double) (THREADS.getThreadAllocatedBytes(thread) - a0) / (readings + 1);
        }
        return new double[] {median(nanos), median(bytes)};
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
