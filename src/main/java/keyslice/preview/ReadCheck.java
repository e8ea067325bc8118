package keyslice.preview;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.expression.QueryOptions;
import keyslice.domain.filter.FilterEvaluator;
import keyslice.domain.filter.FilterText;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.filter.ReadCost;

/**
 * One page as the engine answered it next to keyslice's prediction for the items that page read: which of them the
 * filter keeps ({@link FilterEvaluator}) and what reading them costs ({@link ReadCost}). Pure: no I/O.
 *
 * <p>The items read are the page's own when the Query has no filter, projection or Select COUNT; else they are the
 * same page read again without them ({@link DynamoPreview#queryAsRead}), since the engine returns only what its
 * filter kept, as projected. Without them nothing is compared, and the verdicts say why.
 *
 * @param returned  whether the engine returned (or counted) the items keyslice predicts the filter keeps
 * @param capacity  whether the engine's ConsumedCapacity is what ReadCost computes for the items read
 * @param itemsRead every item the page read, whole, in the engine's order; empty when they are not known
 */
public record ReadCheck(Verdict returned, Verdict capacity, Optional<List<Map<String, Object>>> itemsRead) {

    public enum Status {
        AGREES,
        DIFFERS,
        NOT_COMPARED
    }

    /** @param explanation plain language: what was compared and how it came out, or why it was not compared */
    public record Verdict(Status status, String explanation) {
        public Verdict {
            Objects.requireNonNull(status, "status");
            Objects.requireNonNull(explanation, "explanation");
        }

        public boolean differs() {
            return status == Status.DIFFERS;
        }
    }

    public ReadCheck {
        itemsRead = itemsRead.map(List::copyOf);
    }

    /** Whether the page's items are not those it read, so that a check needs the page read again. */
    public static boolean needsRead(BuiltQuery built) {
        QueryOptions options = built.options();
        return options.filter().isPresent() || options.projectionExpression().isPresent() || options.count();
    }

    /** Nothing compared, for {@code reason}. */
    public static ReadCheck notCompared(String reason) {
        Verdict verdict = new Verdict(Status.NOT_COMPARED, reason);
        return new ReadCheck(verdict, verdict, Optional.empty());
    }

    /**
     * @param page     the page as the engine answered {@code built}
     * @param asRead   the same page read by {@link DynamoPreview#queryAsRead}; required exactly when {@link #needsRead}
     * @param keyNames the attributes that name an item in the explanations, in order
     */
    public static ReadCheck of(
            BuiltQuery built, QueryResult page, Optional<QueryResult> asRead, List<String> keyNames) {
        if (needsRead(built) != asRead.isPresent()) {
            throw new IllegalArgumentException(
                    "the page read again is given exactly when the Query has a filter, projection or Select COUNT");
        }
        List<Map<String, Object>> read = page.items();
        if (asRead.isPresent()) {
            QueryResult again = asRead.get();
            if (again.scannedCount() != page.scannedCount()
                    || !Objects.equals(again.lastEvaluatedKey(), page.lastEvaluatedKey())) {
                return notCompared("keyslice read the page again without " + afterRead(built.options())
                        + " to see every item it reads,"
                        + " but that read covered " + again.scannedCount() + " items where the Query read "
                        + page.scannedCount()
                        + (again.scannedCount() == page.scannedCount() ? " and ended elsewhere" : "")
                        + ": the table changed between the two reads, so nothing is compared.");
            }
            read = again.items();
        }
        List<Map<String, ItemValue>> items = new ArrayList<>(read.size());
        for (int i = 0; i < read.size(); i++) {
            try {
                items.add(WireValues.toDomain(read.get(i)));
            } catch (RuntimeException e) {
                return notCompared("keyslice cannot read item " + (i + 1) + " of the page as a DynamoDB item ("
                        + e.getMessage() + "), so nothing is compared.");
            }
        }
        Names names = new Names(keyNames);
        return new ReadCheck(
                returned(built.options(), page, read, items, names),
                capacity(built.options(), page, items),
                Optional.of(read));
    }

    private static Verdict returned(
            QueryOptions options,
            QueryResult page,
            List<Map<String, Object>> read,
            List<Map<String, ItemValue>> items,
            Names names) {
        List<Optional<FilterEvaluator.Verdict>> verdicts = items.stream()
                .map(item -> options.filter().map(filter -> FilterEvaluator.evaluate(filter, item)))
                .toList();
        int kept = (int) verdicts.stream()
                .filter(v -> v.map(FilterEvaluator.Verdict::kept).orElse(true))
                .count();
        if (options.filter().isEmpty()
                && !options.count()
                && page.scannedCount() != page.items().size()) {
            return differs("Without a filter the engine returns every item it reads, but it read " + page.scannedCount()
                    + " (ScannedCount) and returned " + page.items().size() + ".");
        }
        String of = kept + " of the " + read.size() + " item" + (read.size() == 1 ? "" : "s") + " read";
        if (options.count()) {
            if (page.count() != kept) {
                return differs("keyslice predicts that "
                        + (options.filter().isPresent() ? "the filter keeps " : "the Query counts ")
                        + of + ", but the engine counted " + page.count()
                        + ". With Select COUNT the engine returns no items, so"
                        + " keyslice cannot name the first item where they differ.");
            }
            return agrees("The engine counted " + page.count() + ", the " + of + " keyslice predicts "
                    + (options.filter().isPresent() ? "the filter keeps." : "it counts."));
        }
        boolean projected = options.projectionExpression().isPresent();
        List<Map<String, Object>> returned = page.items();
        int next = 0;
        for (int i = 0; i < read.size(); i++) {
            Map<String, Object> engine = next < returned.size() ? returned.get(next) : null;
            boolean same = engine != null && ItemMatch.sameItem(engine, read.get(i), projected);
            Optional<FilterEvaluator.Verdict> verdict = verdicts.get(i);
            if (verdict.map(FilterEvaluator.Verdict::kept).orElse(true)) {
                if (!same) {
                    return differs("keyslice predicts that "
                            + (verdict.isPresent() ? "the filter keeps " : "the engine returns ")
                            + names.of(read.get(i), "an item") + " (item " + (i + 1)
                            + " read), but the engine did not return it"
                            + (engine == null
                                    ? "."
                                    : "; its item " + (next + 1) + " is "
                                            + names.of(engine, "an item without those key attributes") + "."));
                }
                next++;
            } else if (same && !sameAsNextKept(engine, read, verdicts, i, projected)) {
                return differs("The engine returned " + names.of(read.get(i), "an item") + " (item " + (i + 1)
                        + " read, its item "
                        + (next + 1) + "), but keyslice predicts that the filter drops it: "
                        + FilterText.of(verdict.get().failed().orElseThrow())
                        + " is false for it.");
            }
        }
        if (next < returned.size()) {
            return differs("The engine returned " + names.of(returned.get(next), "an item") + " (its item " + (next + 1)
                    + "), which is none of the " + kept + " item" + (kept == 1 ? "" : "s")
                    + " keyslice predicts from the "
                    + read.size() + " read.");
        }
        if (options.filter().isEmpty()) {
            return agrees("Without a filter the engine returned every item it read (" + read.size() + ")"
                    + (projected ? ", each with the projected attributes only." : "."));
        }
        return agrees("keyslice's filter evaluation keeps the same " + of + " that the engine returned"
                + (projected ? " (with the projected attributes only)." : "."));
    }

    /** A dropped item looks like the engine's next one; it is no difference when the next item kept looks so too. */
    private static boolean sameAsNextKept(
            Map<String, Object> engine,
            List<Map<String, Object>> read,
            List<Optional<FilterEvaluator.Verdict>> verdicts,
            int from,
            boolean projected) {
        for (int k = from + 1; k < read.size(); k++) {
            if (verdicts.get(k).map(FilterEvaluator.Verdict::kept).orElse(true)) {
                return ItemMatch.sameItem(engine, read.get(k), projected);
            }
        }
        return false;
    }

    private static Verdict capacity(QueryOptions options, QueryResult page, List<Map<String, ItemValue>> items) {
        if (page.consumedCapacity() == null) {
            return notComparable("The engine reported no consumed capacity.");
        }
        String reported = units(page.consumedCapacity());
        if (items.isEmpty()) {
            return notComparable(
                    "The page read no items: keyslice's cost model starts at the first item read. The engine reported "
                            + reported + ".");
        }
        List<ReadCost.Page> pages =
                ReadCost.pages(items, Optional.empty(), OptionalInt.empty(), options.consistentRead());
        long bytes = pages.stream().mapToLong(ReadCost.Page::bytesRead).sum();
        String what =
                " for the " + items.size() + " item" + (items.size() == 1 ? "" : "s") + " read (" + bytes + " bytes by"
                        + " DynamoDB's item sizes, rounded up to 4 KB"
                        + (options.consistentRead() ? "" : ", half for an eventually consistent read")
                        + ")";
        if (pages.size() != 1) {
            return notComparable(
                    "By keyslice's item sizes the items read pass 1 MB, so its model ends the page before the engine did;"
                            + " it predicts no single page" + what + ". The engine reported " + reported + ".");
        }
        String predicted = units(pages.get(0).readUnits());
        if (Math.abs(pages.get(0).readUnits() - page.consumedCapacity()) > 1e-9) {
            return differs("keyslice predicts " + predicted + what + ", but the engine reported " + reported + ".");
        }
        return agrees("keyslice predicts " + predicted + what + ", as the engine reported.");
    }

    /** Read units as people write them: {@code 0.5}, {@code 1 read capacity unit}, {@code 1.5 read capacity units}. */
    public static String units(double units) {
        String number = BigDecimal.valueOf(units).stripTrailingZeros().toPlainString();
        return number + (units == 1 ? " read capacity unit" : " read capacity units");
    }

    /** What the Query applies after the read, as the explanations name it ("its filter and its projection"). */
    public static String afterRead(QueryOptions options) {
        List<String> parts = new ArrayList<>();
        options.filter().ifPresent(f -> parts.add("its filter"));
        options.projectionExpression().ifPresent(p -> parts.add("its projection"));
        if (options.count()) {
            parts.add("Select COUNT");
        }
        return String.join(" and ", parts);
    }

    private static Verdict agrees(String explanation) {
        return new Verdict(Status.AGREES, explanation);
    }

    private static Verdict differs(String explanation) {
        return new Verdict(Status.DIFFERS, explanation);
    }

    private static Verdict notComparable(String explanation) {
        return new Verdict(Status.NOT_COMPARED, explanation);
    }

    /** An item named by its key attributes ({@code SK = "root/"}), or by its place when it has none of them. */
    private record Names(List<String> keys) {
        String of(Map<String, Object> item, String place) {
            List<String> parts = new ArrayList<>();
            for (String key : keys) {
                if (item.get(key) instanceof Map<?, ?> wire && wire.size() == 1) {
                    Map.Entry<?, ?> only = wire.entrySet().iterator().next();
                    String text = String.valueOf(only.getValue());
                    parts.add(key + " = "
                            + switch (String.valueOf(only.getKey())) {
                                case "S" -> "\"" + text + "\"";
                                case "B" -> "binary " + text + " (base64)";
                                default -> text;
                            });
                }
            }
            return parts.isEmpty() ? place : "the item " + String.join(", ", parts);
        }
    }
}
