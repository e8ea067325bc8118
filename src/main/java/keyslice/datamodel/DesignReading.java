package keyslice.datamodel;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import keyslice.domain.compile.Compilation;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;

/**
 * Every access pattern of a design read against it, within a bound on the work: each Query pattern runs over its
 * table's items, so a design's cost is its Query patterns times their tables' items. Past {@link #MAX_ITEM_READS} in
 * all, the patterns left are listed unevaluated with a problem that names the limit; the first ones keep their reads.
 */
public final class DesignReading {

    /**
     * The most items a design's Query patterns run over in all (each pattern counts its table's items). A 64 KB file
     * holds at most about 1,100 items; 20,000 item reads take about 80 ms of CPU, within the route's budget.
     */
    public static final int MAX_ITEM_READS = 20_000;

    private DesignReading() {}

    public static List<PatternRead> readAll(DataModel model, Function<QueryForm, Compilation> compiler) {
        List<PatternRead> reads = new ArrayList<>();
        int left = MAX_ITEM_READS;
        for (AccessPattern pattern : model.patterns()) {
            int items = PatternReading.isQuery(pattern)
                    ? pattern.table()
                            .flatMap(model::table)
                            .map(table -> table.items().size())
                            // A pattern that names no table may name any in its command: count the largest.
                            .orElse(model.tables().stream()
                                    .mapToInt(table -> table.items().size())
                                    .max()
                                    .orElse(0))
                    : 0;
            if (PatternReading.isQuery(pattern) && items > left) {
                // Once over, every later Query pattern too, so that the evaluated ones are the first ones.
                left = -1;
                reads.add(PatternRead.unevaluated(
                        pattern,
                        Optional.empty(),
                        List.of(new Problem(
                                PatternReading.IMPLEMENTATION,
                                "not evaluated: the design's Query patterns run over more than " + MAX_ITEM_READS
                                        + " items in all (each over its table's items; this one over " + items
                                        + "), the most keyslice evaluates for one design: the Query patterns before"
                                        + " it are evaluated. Split the design, or send fewer items."))));
                continue;
            }
            left -= items;
            reads.add(PatternReading.read(model, pattern, compiler));
        }
        return reads;
    }
}
