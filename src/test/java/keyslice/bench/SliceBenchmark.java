package keyslice.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.ReadOrder;
import keyslice.domain.key.SortRange;
import keyslice.domain.sample.Slice;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * How {@link Slice#evaluate} (sort the samples, then find the matching run) grows with the number of
 * sample keys: 10, 1,000 and 100,000 S keys shaped like the file-tree example's composite keys
 * ({@code root/dir042/file00123.jpg}, random in a fixed seed, unsorted, a few duplicates), under a
 * {@code begins_with} on one folder and a {@code BETWEEN} over a range of folders. The growth ratios
 * and their comparison with n log n are in docs/benchmarks.md; {@link SliceCpuTime} times the same inputs
 * by CPU time, for a machine that is busy with other work.
 * Run with {@code scripts/bench SliceBenchmark} (about 2 minutes with these settings; {@code -prof gc}
 * adds the bytes allocated per evaluation).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Threads(1)
@Warmup(iterations = 5, time = 1, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 5, time = 1, timeUnit = TimeUnit.SECONDS)
@State(Scope.Benchmark)
public class SliceBenchmark {

    @Param({"10", "1000", "100000"})
    public int keys;

    List<KeyValue> samples;
    Optional<SortRange> beginsWith;
    Optional<SortRange> between;
    OptionalInt noLimit;
    ReadOrder asc;

    @Setup(Level.Trial)
    public void setup() {
        Random random = new Random(20260623L);
        // Folders and files scale with n, so a folder holds a similar share of the keys at every size.
        int dirs = Math.max(2, (int) Math.sqrt(keys));
        int files = Math.max(10, keys);
        samples = new ArrayList<>(keys);
        for (int i = 0; i < keys; i++) {
            samples.add(new KeyValue.StringValue(String.format(
                    "root/dir%03d/file%05d.%s",
                    random.nextInt(dirs), random.nextInt(files), random.nextBoolean() ? "jpg" : "png")));
        }
        String folder = String.format("root/dir%03d/", dirs / 2);
        beginsWith = Optional.of(new SortRange.BeginsWith(new KeyValue.StringValue(folder)));
        between = Optional.of(new SortRange.Between(
                new KeyValue.StringValue(String.format("root/dir%03d/", dirs / 4)),
                new KeyValue.StringValue(String.format("root/dir%03d/~", dirs / 2))));
        noLimit = OptionalInt.empty();
        asc = ReadOrder.ASC;
        // Fail the run rather than time an empty slice.
        if (Slice.evaluate(samples, beginsWith, asc, noLimit).matchCount() == 0
                || Slice.evaluate(samples, between, asc, noLimit).matchCount() == 0) {
            throw new IllegalStateException("benchmark conditions match no sample key at n=" + keys);
        }
    }

    @Benchmark
    public Slice beginsWith() {
        return Slice.evaluate(samples, beginsWith, asc, noLimit);
    }

    @Benchmark
    public Slice between() {
        return Slice.evaluate(samples, between, asc, noLimit);
    }
}
