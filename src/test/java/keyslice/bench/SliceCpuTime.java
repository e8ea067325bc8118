package keyslice.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import keyslice.domain.sample.Slice;

/**
 * A cross-check of {@link SliceBenchmark} for a busy machine: the same inputs, timed by the benchmark
 * thread's CPU time ({@link ThreadMXBean#getCurrentThreadCpuTime()}) instead of wall-clock time, so that
 * time spent waiting for a core while other work runs does not count. Sizes are interleaved round by
 * round and the median of the rounds is reported. Not a JMH benchmark: run it with
 * <pre>
 *   scripts/bench -l   # compiles the tests and writes target/test-classpath.txt
 *   java -cp "target/test-classes:target/classes:$(cat target/test-classpath.txt)" keyslice.bench.SliceCpuTime
 * </pre>
 */
public final class SliceCpuTime {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final int[] SIZES = {10, 1_000, 100_000};
    private static final int ROUNDS = 7;
    private static long sink;

    private SliceCpuTime() {}

    public static void main(String[] args) {
        List<SliceBenchmark> inputs = new ArrayList<>();
        for (int size : SIZES) {
            SliceBenchmark benchmark = new SliceBenchmark();
            benchmark.keys = size;
            benchmark.setup();
            inputs.add(benchmark);
        }
        for (String condition : List.of("beginsWith", "between")) {
            for (SliceBenchmark input : inputs) {
                measure(input, condition, 2_000_000_000L); // warm-up: 2 s of CPU per size
            }
            double[][] rounds = new double[SIZES.length][ROUNDS];
            for (int round = 0; round < ROUNDS; round++) {
                for (int i = 0; i < SIZES.length; i++) {
                    rounds[i][round] = measure(inputs.get(i), condition, 1_000_000_000L);
                }
            }
            double[] medians = new double[SIZES.length];
            for (int i = 0; i < SIZES.length; i++) {
                Arrays.sort(rounds[i]);
                medians[i] = rounds[i][ROUNDS / 2];
                System.out.printf(
                        Locale.ROOT,
                        "%-10s n=%-7d CPU %12.3f us/op   (rounds: min %.3f, max %.3f)%n",
                        condition,
                        SIZES[i],
                        medians[i] / 1e3,
                        rounds[i][0] / 1e3,
                        rounds[i][ROUNDS - 1] / 1e3);
            }
            for (int i = 1; i < SIZES.length; i++) {
                double n0 = SIZES[i - 1];
                double n1 = SIZES[i];
                System.out.printf(
                        Locale.ROOT,
                        "%-10s n=%d -> %d: time x%.1f; n x%.0f; n log n x%.1f%n",
                        condition,
                        SIZES[i - 1],
                        SIZES[i],
                        medians[i] / medians[i - 1],
                        n1 / n0,
                        n1 * Math.log(n1) / (n0 * Math.log(n0)));
            }
        }
        System.out.println(sink == 42 ? "" : "done");
    }

    /** CPU nanoseconds per evaluation, over batches until {@code budgetNanos} of CPU time is used. */
    private static double measure(SliceBenchmark input, String condition, long budgetNanos) {
        boolean beginsWith = condition.equals("beginsWith");
        long used = 0;
        long ops = 0;
        int batch = 1;
        while (used < budgetNanos) {
            long start = THREADS.getCurrentThreadCpuTime();
            for (int i = 0; i < batch; i++) {
                Slice slice = beginsWith ? input.beginsWith() : input.between();
                sink += slice.matchCount();
            }
            long spent = THREADS.getCurrentThreadCpuTime() - start;
            used += spent;
            ops += batch;
            if (spent < 10_000_000L) {
                batch *= 2; // batches of at least 10 ms, so reading the clock costs nothing that shows
            }
        }
        return used / (double) ops;
    }
}
