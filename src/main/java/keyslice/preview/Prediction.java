package keyslice.preview;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyOrder;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.ReadOrder;
import keyslice.domain.key.SortKeyCondition;
import keyslice.domain.key.SortRange;
import keyslice.domain.sample.Slice;

/**
 * Whether what the engine returned agrees with keyslice's own model of the read: every item is in the queried
 * partition, every sort key satisfies the condition ({@link SortRange#matches}), and the items come in
 * {@link KeyOrder} order for the read direction (keyslice's {@link Slice#evaluate} over the returned keys gives back
 * exactly the returned list). Pure: no I/O.
 *
 * <p>The engine may of course hold keys that keyslice never saw; this checks the returned items only. Give it the
 * items of every page, in the engine's order.
 *
 * @param agrees      true when nothing contradicts keyslice's prediction
 * @param explanation plain language: what disagrees (the first difference), or a one-line confirmation
 * @param checked     how many items were checked
 */
public record Prediction(boolean agrees, String explanation, int checked) {

    public Prediction {
        Objects.requireNonNull(explanation, "explanation");
    }

    /**
     * For a read of {@code table}: the sort key that orders the read is the table's, or, when the query has an
     * IndexName, that index's.
     */
    public static Prediction check(BuiltQuery built, TableInfo table, List<Map<String, Object>> items) {
        Optional<String> index = built.query().index();
        Optional<DescribedKey> schema = table.keySchemaFor(index);
        if (schema.isEmpty()) {
            return new Prediction(
                    true,
                    "keyslice cannot check this result: the table " + table.name() + " has no index " + index.orElse("")
                            + ".",
                    0);
        }
        return check(built, schema.get().sortKey(), items);
    }

    /**
     * @param readSortKey the sort key of the table or index the query reads. When the query has a sort-key
     *                    condition, the condition's own key is used; this matters for a whole-partition read, whose
     *                    order keyslice can check only when it knows the sort key. Empty: no sort key (order is
     *                    then unspecified and only the partition is checked).
     */
    public static Prediction check(
            BuiltQuery built, Optional<KeyAttribute> readSortKey, List<Map<String, Object>> items) {
        KeyQuery query = built.query();
        if (query.multiAttribute()) {
            return MultiAttributePrediction.check(query, items);
        }
        Optional<SortRange> condition = query.sortCondition().map(SortKeyCondition::condition);
        Optional<KeyAttribute> sortKey =
                query.sortCondition().map(SortKeyCondition::sortKey).or(() -> readSortKey);
        boolean ascending = query.order() == ReadOrder.ASC;
        // A table's sort keys are unique in a partition; an index's need not be, and ties come in any order.
        boolean tiesAllowed = query.index().isPresent();
        KeyAttribute pk = query.partitionKey();

        List<KeyValue> keys = new ArrayList<>(items.size());
        for (int i = 0; i < items.size(); i++) {
            Map<String, Object> item = items.get(i);
            String which = "Item " + (i + 1);
            Optional<KeyValue> pkValue = keyValue(item.get(pk.name()), pk.type());
            if (pkValue.isEmpty()) {
                return disagree(
                        which + " has no " + pk.type().label() + " attribute " + pk.name()
                                + ", but every item a Query returns is in the partition " + pk.name() + " = "
                                + query.partitionValue().shown() + ".",
                        i + 1);
            }
            if (!pkValue.get().equals(query.partitionValue())) {
                return disagree(
                        which + " has " + pk.name() + " = " + pkValue.get().shown()
                                + ", but the query reads the partition " + pk.name() + " = "
                                + query.partitionValue().shown() + ".",
                        i + 1);
            }
            if (sortKey.isEmpty()) {
                continue;
            }
            KeyAttribute sk = sortKey.get();
            Optional<KeyValue> skValue = keyValue(item.get(sk.name()), sk.type());
            if (skValue.isEmpty()) {
                return disagree(
                        which + " has no " + sk.type().label() + " attribute " + sk.name()
                                + ", the sort key that orders this read.",
                        i + 1);
            }
            KeyValue key = skValue.get();
            if (condition.isPresent() && !condition.get().matches(key)) {
                return disagree(
                        "The engine returned " + key.shown() + " (" + which.toLowerCase() + "), but keyslice predicts"
                                + " that the condition excludes it: "
                                + condition.get().whyOut(key) + ".",
                        i + 1);
            }
            if (!keys.isEmpty()) {
                KeyValue previous = keys.get(keys.size() - 1);
                int c = KeyOrder.compare(previous, key);
                if (c == 0 && !tiesAllowed) {
                    return disagree(
                            "The engine returned " + key.shown() + " twice (items " + i + " and " + (i + 1)
                                    + "), but sort keys are unique within a partition.",
                            i + 1);
                }
                if (ascending ? c > 0 : c < 0) {
                    return disagree(
                            "The engine returned " + key.shown() + " (" + which.toLowerCase() + ") after "
                                    + previous.shown() + ", but in " + orderName(sk.type()) + " " + key.shown()
                                    + " sorts "
                                    + (c > 0 ? "before " : "after ") + previous.shown() + ", so "
                                    + (ascending
                                            ? "an ascending read (ScanIndexForward=true)"
                                            : "a descending read (ScanIndexForward=false)")
                                    + " returns it first.",
                            i + 1);
                }
            }
            keys.add(key);
        }
        if (sortKey.isPresent() && !tiesAllowed) {
            // The same verdict through keyslice's slice evaluator: the returned keys, sorted and matched, are the list.
            Slice slice = Slice.evaluate(keys, condition, query.order(), OptionalInt.empty());
            if (!slice.matches().equals(keys)) {
                return disagree(
                        "The engine's items are not the slice keyslice's evaluator predicts for these keys ("
                                + slice.matches().size() + " predicted, " + keys.size() + " returned).",
                        items.size());
            }
        }
        if (items.isEmpty()) {
            return new Prediction(true, "The engine returned no items: nothing contradicts keyslice's prediction.", 0);
        }
        boolean one = items.size() == 1;
        String what = one ? "The item" : "All " + items.size() + " items";
        String inPartition = (one ? "is" : "are") + " in the queried partition";
        String ordered = (one ? "comes" : "come")
                + (sortKey.isEmpty()
                        ? " in the order keyslice predicts"
                        : " in " + orderName(sortKey.get().type()) + ", as keyslice predicts");
        String verdict = sortKey.isEmpty()
                ? inPartition
                : condition.isPresent()
                        ? inPartition + ", " + (one ? "satisfies" : "satisfy") + " the condition and " + ordered
                        : inPartition + " and " + ordered;
        return new Prediction(true, what + " the engine returned " + verdict + ".", items.size());
    }

    static Prediction disagree(String explanation, int checked) {
        return new Prediction(false, explanation, checked);
    }

    private static String orderName(KeyType type) {
        return switch (type) {
            case S -> "DynamoDB's order for strings (UTF-8 bytes)";
            case N -> "numeric order";
            case B -> "DynamoDB's order for binary (unsigned bytes)";
        };
    }

    /** The key value of a wire attribute ({@code {"S": "..."}}), empty when it is absent or of another type. */
    static Optional<KeyValue> keyValue(Object wire, KeyType type) {
        if (!(wire instanceof Map<?, ?> map)
                || map.size() != 1
                || !(map.get(type.name()) instanceof String text)
                || text.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(
                    switch (type) {
                        case S -> new KeyValue.StringValue(text);
                        case N -> new KeyValue.NumberValue(new BigDecimal(text));
                        case B -> new KeyValue.BinaryValue(Base64.getDecoder().decode(text));
                    });
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
