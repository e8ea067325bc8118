package keyslice.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import keyslice.preview.DynamoPreview;
import keyslice.preview.PreviewConfig;
import keyslice.testing.CpuTime;
import keyslice.testing.Moto;
import keyslice.testing.MotoExtension;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * keyslice's reading of a multi-attribute index key ({@link keyslice.domain.sample.TupleSlice}, the compiler's rules, the live
 * preview and its {@link keyslice.preview.Prediction}) proven against moto, whose multi-attribute keys are verified
 * against AWS in its own test suite. dynalite cannot create such an index.
 *
 * <p>Seeded random indexes of 1 to 4 partition and 1 to 4 sort attributes of S, N and B ({@link MultiAttributeWorld})
 * and seeded random Queries ({@link MultiAttributeCases}). A valid Query names any prefix of the sort attributes, every
 * operator on the last one named, ascending or descending, sometimes with Limit and a filter: moto's answer, page by
 * page and in order, must be keyslice's tuple slice of the partition's items (by every sort attribute of the index),
 * each page cut at Limit and kept by keyslice's filter evaluator, with the ScannedCount and Count of
 * {@link keyslice.domain.filter.ReadCost}; the preview's prediction must agree with what came back. A Query that names
 * two or more sort attributes also carries the partition's sample tuples, every sort attribute of the index on each
 * line, and the compiler's slice of them must be the same. An invalid Query (a gap in the sort attributes, a range
 * before the last, a partition attribute left out, begins_with on N) must be refused by both, naming the same
 * attribute; where moto's refusal names none, that is counted by kind (docs/engine-parity.md), never ignored.
 *
 * <p>Seed: {@code -Dkeyslice.seed=N}; size: {@code -Dkeyslice.multi.cases=N} valid Queries (default 2000), a fifth as
 * many invalid ones.
 */
@ExtendWith(MotoExtension.class)
@Tag("engine")
class MultiAttributeDifferentialTest {

    private static final long SEED = Long.getLong("keyslice.seed", new Random().nextLong());
    private static final int VALID = Integer.getInteger("keyslice.multi.cases", 2000);
    private static final int INVALID = VALID / 5;
    private static final int INDEXES = 16;
    private static final int THREADS = Integer.getInteger("keyslice.differential.threads", 3);

    private static List<MultiAttributeWorld.Index> indexes;
    private static DynamoPreview preview;
    private static Moto engine;
    private static long loadMillis;

    @BeforeAll
    static void load(Moto moto) {
        long start = System.nanoTime();
        engine = moto;
        try {
            indexes = MultiAttributeWorld.create(moto, new Random(SEED), INDEXES);
        } catch (RuntimeException | AssertionError e) {
            throw new AssertionError(
                    "seed " + SEED + " (rerun with -Dkeyslice.seed=" + SEED + "): loading failed: " + e, e);
        }
        // Hang guards, not speed estimates: each call ends when moto answers.
        preview = new DynamoPreview(PreviewConfig.forEndpoint(moto.endpoint())
                .withTimeouts(Duration.ofSeconds(10), Duration.ofSeconds(60))
                .withLimits(Duration.ofSeconds(120), 16));
        loadMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    }

    @AfterAll
    static void close() {
        if (preview != null) {
            preview.close();
        }
    }

    @Test
    void motoReadsTheTupleSliceKeyslicePredictsAndRefusesWhatKeysliceRefuses() throws InterruptedException {
        Random random = new Random(SEED * 31 + 11);
        MultiAttributeCases generator = new MultiAttributeCases(random, indexes);
        List<MultiAttributeCases.Case> cases = new ArrayList<>();
        for (int i = 0; i < VALID; i++) {
            cases.add(generator.valid(i));
        }
        MultiAttributeCases.Defect[] defects = MultiAttributeCases.Defect.values();
        for (int i = 0; i < INVALID; i++) {
            MultiAttributeCases.Case c = generator.invalid(VALID + i, defects[i % defects.length]);
            if (c != null) {
                cases.add(c);
            }
        }

        long start = System.nanoTime();
        long jvmCpu = CpuTime.jvmMillis();
        long engineCpu = CpuTime.childrenMillis("moto.server");
        List<MultiAttributeCheck.Outcome> outcomes = new ArrayList<>();
        MultiAttributeCheck check = new MultiAttributeCheck(preview, engine);
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            List<Future<MultiAttributeCheck.Outcome>> futures = new ArrayList<>();
            for (MultiAttributeCases.Case c : cases) {
                futures.add(pool.submit(() -> c.defect() == null ? check.valid(c) : check.invalid(c)));
            }
            for (Future<MultiAttributeCheck.Outcome> f : futures) {
                try {
                    outcomes.add(f.get());
                } catch (ExecutionException e) {
                    throw new AssertionError("seed " + SEED + ": a case crashed: " + e.getCause(), e.getCause());
                }
            }
        } finally {
            pool.shutdownNow();
        }
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        jvmCpu = CpuTime.jvmMillis() - jvmCpu;
        engineCpu = CpuTime.childrenMillis("moto.server") - engineCpu;

        Map<String, Integer> shapes = new TreeMap<>();
        Map<String, Integer> disagreements = new TreeMap<>();
        int pages = 0;
        int items = 0;
        int multiPage = 0;
        int nonEmpty = 0;
        int withSamples = 0;
        int prefixWithSamples = 0;
        List<String> failures = new ArrayList<>();
        for (MultiAttributeCheck.Outcome o : outcomes) {
            MultiAttributeCases.Case c = o.c();
            shapes.merge(
                    c.defect() != null
                            ? "refused: " + c.defect()
                            : c.index().hash().size() + "+" + c.index().range().size() + " naming "
                                    + c.conditions().size(),
                    1,
                    Integer::sum);
            pages += o.pages();
            items += o.items();
            multiPage += o.pages() > 1 ? 1 : 0;
            nonEmpty += o.items() > 0 ? 1 : 0;
            withSamples += c.defect() == null && c.conditions().size() >= 2 ? 1 : 0;
            prefixWithSamples += c.defect() == null
                            && c.conditions().size() >= 2
                            && c.conditions().size() < c.index().range().size()
                    ? 1
                    : 0;
            o.disagreement().ifPresent(kind -> disagreements.merge(kind, 1, Integer::sum));
            if (o.failure() != null) {
                failures.add(c.describe() + "\n    " + o.failure());
            }
        }
        System.out.printf(
                "MultiAttributeDifferentialTest seed=%d against %s: %d cases (%d valid, %d invalid) on %d indexes "
                        + "(loaded in %d ms) in %d ms on %d threads (CPU: %d ms here, %d ms in moto); %d pages, %d items; %d multi-page, %d returning items; "
                        + "%d carried sample tuples (%d of a prefix of the sort attributes)%n  known disagreements: %s%n  shapes: %s%n",
                SEED,
                engine.version(),
                cases.size(),
                VALID,
                cases.size() - VALID,
                indexes.size(),
                loadMillis,
                millis,
                THREADS,
                jvmCpu,
                engineCpu,
                pages,
                items,
                multiPage,
                nonEmpty,
                withSamples,
                prefixWithSamples,
                disagreements,
                shapes);
        if (!failures.isEmpty()) {
            fail(failures.size() + " of " + cases.size() + " cases disagree (rerun with -Dkeyslice.seed=" + SEED
                    + "):\n"
                    + String.join(
                            "\n",
                            failures.subList(
                                    0, Math.min(Integer.getInteger("keyslice.failures.shown", 10), failures.size()))));
        }
        // the generators must reach the interesting places
        assertTrue(multiPage > VALID / 10, "too few multi-page cases: " + multiPage);
        assertTrue(nonEmpty > VALID / 2, "too few cases return items: " + nonEmpty);
        assertTrue(
                prefixWithSamples > VALID / 20,
                "too few prefix Queries with whole-index samples: " + prefixWithSamples);
        for (MultiAttributeCases.Defect defect : defects) {
            assertTrue(shapes.getOrDefault("refused: " + defect, 0) > INVALID / 8, "too few " + defect + ": " + shapes);
        }
    }
}
