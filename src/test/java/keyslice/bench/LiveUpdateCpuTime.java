package keyslice.bench;

import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import keyslice.preview.DynamoPreview;
import keyslice.preview.PreviewConfig;
import keyslice.testing.Gzip;
import keyslice.web.KeysliceApp;
import keyslice.web.builder.BuilderPage;
import keyslice.web.builder.Examples;
import keyslice.web.builder.Output;
import keyslice.web.builder.OutputFactory;
import keyslice.web.http.Json;
import keyslice.web.http.Views;
import keyslice.web.preview.PreviewPanel;
import keyslice.web.state.BuilderState;
import keyslice.web.state.DecodedQuery;

/**
 * What the live update costs for a state never asked before, stage by stage, without HTTP: the state (decoding,
 * compiling, warnings, slice), the output (formatting, the open snippet's program, the embed dialog) and rendering
 * the htmx partial, then compressing it as the server does for a browser (gzip at {@link KeysliceApp#GZIP_LEVEL}, and at
 * Javalin's default level 6 for comparison). Each request has a new partition value, as typing does (scripts/load's "a new URL each time"
 * routes). Timed by the thread's CPU time and allocated bytes; the median of the rounds is reported. Run it with
 * <pre>
 *   scripts/bench -l   # compiles the tests and writes target/test-classpath.txt
 *   java -XX:+UseSerialGC -cp "target/test-classes:target/classes:$(cat target/test-classpath.txt)" keyslice.bench.LiveUpdateCpuTime
 * </pre>
 */
public final class LiveUpdateCpuTime {

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static final String BASE = "http://127.0.0.1:8080";
    /** The file-tree example as scripts/load sends it, after the partition value. */
    private static final String TAIL = "&sk=SK&seg=root&seg=photos&delim=/&trail=true&samples=root/%0Aroot/docs/%0Aroot/docs/cv.pdf"
            + "%0Aroot/photos/%0Aroot/photos/2026/%0Aroot/photos/2026/beach.jpg%0Aroot/photos/2026/sunset.jpg"
            + "%0Aroot/photos-old/x.jpg%0Aroot/photos.zip";
    private static final int ROUNDS = 7;
    private static final int PER_ROUND = 50_000;
    private static final String[] STAGES = {"state", "output", "render", "gzip", "gzip 6"};
    private static long sink;
    private static long compressed;
    private static long compressedAt6;

    private LiveUpdateCpuTime() {
    }

    public static void main(String[] args) {
        Json json = new Json();
        OutputFactory outputs = new OutputFactory(json);
        Views views = new Views();
        PreviewPanel panel = new PreviewPanel(new DynamoPreview(PreviewConfig.disabled()), json, deadline -> List.of());
        long thread = Thread.currentThread().getId();
        double[][] nanos = new double[STAGES.length][ROUNDS];
        double[][] bytes = new double[STAGES.length][ROUNDS];
        int next = 0;
        for (int round = -2; round < ROUNDS; round++) { // two rounds of warm-up for the JIT
            long[] cpu = new long[STAGES.length];
            long[] allocated = new long[STAGES.length];
            for (int i = 0; i < PER_ROUND; i++) {
                String query = "v=1&table=Drive&pk=PK&pkValue=DRIVE%23t" + next++ + TAIL;
                long c0 = THREADS.getCurrentThreadCpuTime();
                long a0 = THREADS.getThreadAllocatedBytes(thread);
                BuilderState state = BuilderState.from(DecodedQuery.decode(query));
                long c1 = THREADS.getCurrentThreadCpuTime();
                long a1 = THREADS.getThreadAllocatedBytes(thread);
                // An htmx answer generates the open snippet's program only (the first, without a cookie).
                Output output = outputs.create(state, BASE, OutputFactory.Inline.htmx("cli"));
                long c2 = THREADS.getCurrentThreadCpuTime();
                long a2 = THREADS.getThreadAllocatedBytes(thread);
                BuilderPage page = new BuilderPage(state.read(), true, List.of(), output, state.permalink(), BASE + state.permalink(),
                        Examples.ALL, panel.idle());
                byte[] partial = views.render(BuilderPage.UPDATE, page);
                sink += partial.length;
                long c3 = THREADS.getCurrentThreadCpuTime();
                long a3 = THREADS.getThreadAllocatedBytes(thread);
                compressed += Gzip.at(partial, KeysliceApp.GZIP_LEVEL).length;
                long c4 = THREADS.getCurrentThreadCpuTime();
                long a4 = THREADS.getThreadAllocatedBytes(thread);
                compressedAt6 += Gzip.at(partial, 6).length;
                long c5 = THREADS.getCurrentThreadCpuTime();
                long a5 = THREADS.getThreadAllocatedBytes(thread);
                long[] cpuAt = {c0, c1, c2, c3, c4, c5};
                long[] allocatedAt = {a0, a1, a2, a3, a4, a5};
                for (int s = 0; s < STAGES.length; s++) {
                    cpu[s] += cpuAt[s + 1] - cpuAt[s];
                    allocated[s] += allocatedAt[s + 1] - allocatedAt[s];
                }
            }
            if (round >= 0) {
                for (int s = 0; s < STAGES.length; s++) {
                    nanos[s][round] = (double) cpu[s] / PER_ROUND;
                    bytes[s][round] = (double) allocated[s] / PER_ROUND;
                }
            }
        }
        for (int s = 0; s < STAGES.length; s++) {
            System.out.printf(Locale.ROOT, "%-7s %6.1f µs CPU  %6.1f KB allocated  (median of %d rounds of %,d new states)%n",
                    STAGES[s], median(nanos[s]) / 1e3, median(bytes[s]) / 1024, ROUNDS, PER_ROUND);
        }
        long answers = (long) (ROUNDS + 2) * PER_ROUND;
        System.out.printf(Locale.ROOT, "partial: %,d bytes on average, %,d gzipped (%,d at level 6)%n", sink / answers,
                compressed / answers, compressedAt6 / answers);
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
