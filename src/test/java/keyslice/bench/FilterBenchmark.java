package keyslice.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import keyslice.domain.filter.Condition;
import keyslice.domain.filter.FilterCompiler;
import keyslice.domain.filter.FilterEvaluator;
import keyslice.domain.filter.ItemLines;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.filter.ReadCost;
import keyslice.domain.key.KeyValue;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Cost of the filter domain on a 20-term filter (every comparator kind, BETWEEN, IN, every function, size, nested
 * paths, NOT and OR in an AND chain):
 * <ul>
 *   <li>{@code compileTwentyTermFilter}: {@link FilterCompiler#compile}, i.e. tokens, parsing, DynamoDB's rules and
 *       the placeholders merged with a key condition's;</li>
 *   <li>{@code evaluateOverThousandItems}: {@link FilterEvaluator#evaluate} on 1,000 sample items, most of which pass
 *       most terms so that the AND chain is walked deep (about a third are kept);</li>
 *   <li>{@code readCostOverThousandItems}: {@link ReadCost#pages} over the same items with Limit 100 (sizes and the
 *       filter per item);</li>
 *   <li>{@code parseThousandItems}: {@link ItemLines#parse} of the 1,000 items as DynamoDB JSON lines.</li>
 * </ul>
 * Sized like {@link BuildExpressionBenchmark}: one fork, one thread, 5 × 1 s warmup, 5 × 1 s measurement.
 * Run with {@code scripts/bench FilterBenchmark}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Threads(1)
@Warmup(iterations = 5, time = 1, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 5, time = 1, timeUnit = TimeUnit.SECONDS)
@State(Scope.Benchmark)
public class FilterBenchmark {

    /** Twenty comparisons and functions. */
    static final String FILTER = "status = \"open\" AND size(tags) > 2 AND NOT attribute_exists(archivedAt)"
            + " AND priority BETWEEN 1 AND 5 AND owner IN (\"ada\", \"bob\", \"cy\", \"dee\") AND begins_with(title, \"Re\")"
            + " AND contains(labels, \"bug\") AND attribute_type(meta, \"M\") AND meta.version >= 2"
            + " AND meta.history[0].by <> \"bot\" AND (score > 10 OR score < -10) AND attribute_exists(`due date`)"
            + " AND size(title) <= 80 AND estimate < 13 AND NOT contains(title, \"WIP\") AND team = \"core\""
            + " AND flags.public = true AND attribute_not_exists(flags.locked) AND parent <> null";

    static final Set<String> KEYS = Set.of("PK", "SK");
    static final Map<String, String> KEY_NAMES = Map.of("#pk", "PK");
    static final Map<String, KeyValue> KEY_VALUES = Map.of(":pk", new KeyValue.StringValue("TEAM#core"));

    // Inputs live in non-final state fields so the JIT cannot treat them as constants.
    String filter;
    String itemLines;
    Condition condition;
    List<Map<String, ItemValue>> items;

    @Setup
    public void setup() {
        filter = FILTER;
        itemLines = itemLines(new Random(42), 1000);
        items = ItemLines.parse(itemLines).items().stream()
                .map(ItemLines.Item::attributes)
                .toList();
        FilterCompiler.Outcome compilation = FilterCompiler.compile(filter, "", KEYS, KEY_NAMES, KEY_VALUES);
        if (!(compilation instanceof FilterCompiler.Compiled compiled)) {
            throw new IllegalStateException("benchmark filter does not compile: " + compilation);
        }
        condition = compiled.filter().orElseThrow();
        long kept = items.stream()
                .filter(item -> FilterEvaluator.evaluate(condition, item).kept())
                .count();
        if (items.size() != 1000 || kept < 100 || kept > 900) {
            throw new IllegalStateException("benchmark items: " + items.size() + " items, " + kept + " kept");
        }
    }

    /** Items that pass each term with a probability of about 0.95, so that evaluation goes deep into the chain. */
    static String itemLines(Random random, int count) {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            boolean ok = random.nextInt(20) != 0;
            StringBuilder line = new StringBuilder("{\"PK\":{\"S\":\"TEAM#core\"},\"SK\":{\"N\":\"" + i + "\"}");
            line.append(",\"status\":{\"S\":\"").append(ok ? "open" : "closed").append("\"}");
            line.append(",\"tags\":{\"SS\":[\"a\",\"b\"")
                    .append(random.nextInt(20) != 0 ? ",\"c\"" : "")
                    .append("]}");
            if (random.nextInt(20) == 0) {
                line.append(",\"archivedAt\":{\"S\":\"2026-01-01\"}");
            }
            line.append(",\"priority\":{\"N\":\"")
                    .append(random.nextInt(20) != 0 ? 1 + random.nextInt(5) : 9)
                    .append("\"}");
            line.append(",\"owner\":{\"S\":\"")
                    .append(random.nextInt(20) != 0 ? "bob" : "eve")
                    .append("\"}");
            String title = (random.nextInt(20) != 0 ? "Re: " : "Fwd: ") + "release notes " + i
                    + (random.nextInt(20) == 0 ? " WIP" : "");
            line.append(",\"title\":{\"S\":\"").append(title).append("\"}");
            line.append(",\"labels\":{\"L\":[{\"S\":\"ui\"},{\"S\":\"")
                    .append(random.nextInt(20) != 0 ? "bug" : "feature")
                    .append("\"}]}");
            line.append(",\"meta\":{\"M\":{\"version\":{\"N\":\"")
                    .append(random.nextInt(20) != 0 ? 3 : 1)
                    .append("\"},\"history\":{\"L\":[{\"M\":{\"by\":{\"S\":\"")
                    .append(random.nextInt(20) != 0 ? "ada" : "bot")
                    .append("\"}}}]}}}");
            line.append(",\"score\":{\"N\":\"")
                    .append(random.nextInt(20) != 0 ? 42 : 0)
                    .append("\"}");
            if (random.nextInt(20) != 0) {
                line.append(",\"due date\":{\"S\":\"2026-12-24\"}");
            }
            line.append(",\"estimate\":{\"N\":\"")
                    .append(random.nextInt(20) != 0 ? 8 : 21)
                    .append("\"}");
            line.append(",\"team\":{\"S\":\"core\"}");
            line.append(",\"flags\":{\"M\":{\"public\":{\"BOOL\":")
                    .append(random.nextInt(20) != 0)
                    .append(random.nextInt(20) == 0 ? "},\"locked\":{\"BOOL\":true" : "")
                    .append("}}}");
            line.append(",\"parent\":{\"S\":\"TASK#").append(i / 10).append("\"}}");
            lines.add(line.toString());
        }
        return String.join("\n", lines);
    }

    @Benchmark
    public FilterCompiler.Outcome compileTwentyTermFilter() {
        return FilterCompiler.compile(filter, "", KEYS, KEY_NAMES, KEY_VALUES);
    }

    @Benchmark
    public int evaluateOverThousandItems() {
        int kept = 0;
        for (Map<String, ItemValue> item : items) {
            if (FilterEvaluator.evaluate(condition, item).kept()) {
                kept++;
            }
        }
        return kept;
    }

    @Benchmark
    public List<ReadCost.Page> readCostOverThousandItems() {
        return ReadCost.pages(items, Optional.of(condition), OptionalInt.of(100), true);
    }

    @Benchmark
    public ItemLines.Items parseThousandItems() {
        return ItemLines.parse(itemLines);
    }
}
