package keyslice.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * A cross-check of {@link FilterBenchmark} for a busy machine: the same inputs and operations, timed by the thread's
 * CPU time ({@link ThreadMXBean#getCurrentThreadCpuTime()}) instead of wall-clock time, so that time spent waiting for
 * a core does not count. Operations are interleaved round by round and the median of the rounds is reported. Not a
 * JMH benchmark: run it with
 * <pre>
 *   scripts/bench -l   # compiles the tests and writes target/test-classpath.txt
 *   java -cp "target/test-classes:target/classes:$(cat target/test-classpath.txt)" keyslice.bench.FilterCpuTime
 * </pre>
 */
public final class FilterCpuTime {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final int ROUNDS = 7;
    private static int sink;

    private FilterCpuTime() {}

    public static void main(String[] args) {
        FilterBenchmark benchmark = new FilterBenchmark();
        benchmark.setup();
        Map<String, Supplier<Object>> operations = new LinkedHashMap<>();
        operations.put("compileTwentyTermFilter", benchmark::compileTwentyTermFilter);
        operations.put("evaluateOverThousandItems", benchmark::evaluateOverThousandItems);
        operations.put("readCostOverThousandItems", benchmark::readCostOverThousandItems);
        operations.put("parseThousandItems", benchmark::parseThousandItems);
        operations.values().forEach(operation -> measure(operation, 3_000_000_000L)); // warm-up: 3 s of CPU each
        Map<String, double[]> rounds = new LinkedHashMap<>();
        operations.keySet().forEach(name -> rounds.put(name, new double[ROUNDS]));
        for (int round = 0; round < ROUNDS; round++) {
            for (Map.Entry<String, Supplier<Object>> operation : operations.entrySet()) {
                rounds.get(operation.getKey())[round] = measure(operation.getValue(), 1_000_000_000L);
            }
        }
        rounds.forEach((name, values) -> {
            double[] sorted = values.clone();
            Arrays.sort(sorted);
            System.out.printf(
                    Locale.ROOT,
                    "%-28s median %10.1f us/op of CPU (rounds: %s)%n",
                    name,
                    sorted[ROUNDS / 2] / 1000,
                    Arrays.stream(values)
                            .mapToObj(v -> String.format(Locale.ROOT, "%.1f", v / 1000))
                            .toList());
        });
        System.out.println(sink == 42 ? "" : " ");
    }

    /**
     * CPU nanoseconds per call, over calls adding up to about {@code budget} CPU nanoseconds. The clock is read between
     * batches that double up to 10 ms, not after every call: a reading costs about 1.5 µs where the per-thread clock is
     * a system call, 5 % of compiling a filter.
     */
    private static double measure(Supplier<Object> operation, long budget) {
        long calls = 0;
        long used = 0;
        int batch = 1;
        while (used < budget) {
            long start = THREADS.getCurrentThreadCpuTime();
            for (int i = 0; i < batch; i++) {
                sink += operation.get().hashCode();
            }
            long spent = THREADS.getCurrentThreadCpuTime() - start;
            used += spent;
            calls += batch;
            if (spent < 10_000_000L) {
                batch *= 2;
            }
        }
        return (double) used / calls;
    }
}
