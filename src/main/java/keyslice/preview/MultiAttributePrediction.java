package keyslice.preview;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyOrder;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.PartitionKeyCondition;
import keyslice.domain.key.ReadOrder;
import keyslice.domain.key.SortKeyCondition;

/** {@link Prediction}'s check of a read of a multi-attribute key, and how its verdicts name the key's attributes. */
final class MultiAttributePrediction {

    private MultiAttributePrediction() {}

    /**
     * A read of a multi-attribute key: every partition attribute equals its value, every sort condition holds, and
     * the items come in the index's order of the sort attributes the Query names (the first, then the next among
     * equals). Ties are allowed: an index's keys need not be unique, and attributes it orders by after those are
     * not known here.
     */
    static Prediction check(KeyQuery query, List<Map<String, Object>> items) {
        List<SortKeyCondition> sorts = query.sortConditions();
        boolean ascending = query.order() == ReadOrder.ASC;
        List<KeyValue> previous = null;
        for (int i = 0; i < items.size(); i++) {
            Map<String, Object> item = items.get(i);
            String which = "Item " + (i + 1);
            for (PartitionKeyCondition partition : query.partitionConditions()) {
                KeyAttribute pk = partition.partitionKey();
                Optional<KeyValue> value = Prediction.keyValue(item.get(pk.name()), pk.type());
                if (value.isEmpty() || !value.get().equals(partition.value())) {
                    return Prediction.disagree(
                            which
                                    + (value.isEmpty()
                                            ? " has no " + pk.type().label() + " attribute " + pk.name()
                                            : " has " + pk.name() + " = "
                                                    + value.get().shown())
                                    + ", but the query reads the partition "
                                    + partitionWords(query) + ".",
                            i + 1);
                }
            }
            List<KeyValue> tuple = new ArrayList<>(sorts.size());
            for (SortKeyCondition sort : sorts) {
                KeyAttribute sk = sort.sortKey();
                Optional<KeyValue> value = Prediction.keyValue(item.get(sk.name()), sk.type());
                if (value.isEmpty()) {
                    return Prediction.disagree(
                            which + " has no " + sk.type().label() + " attribute " + sk.name()
                                    + ", a sort attribute of the index, which leaves out every item that lacks one.",
                            i + 1);
                }
                if (!sort.condition().matches(value.get())) {
                    return Prediction.disagree(
                            "The engine returned " + value.get().shown() + " for " + sk.name() + " ("
                                    + which.toLowerCase() + "), but keyslice predicts that the condition excludes it: "
                                    + sort.condition().whyOut(value.get()) + ".",
                            i + 1);
                }
                tuple.add(value.get());
            }
            if (previous != null) {
                int c = compareTuples(previous, tuple);
                if (ascending ? c > 0 : c < 0) {
                    return Prediction.disagree(
                            "The engine returned " + tupleWords(tuple) + " (" + which.toLowerCase() + ") after "
                                    + tupleWords(previous) + ", but the index orders by " + sortNames(sorts)
                                    + " (each in its type's "
                                    + "order, a later one among equals), so "
                                    + (ascending ? "an ascending" : "a descending")
                                    + " read returns it first.",
                            i + 1);
                }
            }
            previous = tuple;
        }
        if (items.isEmpty()) {
            return new Prediction(true, "The engine returned no items: nothing contradicts keyslice's prediction.", 0);
        }
        boolean one = items.size() == 1;
        String what = one ? "The item" : "All " + items.size() + " items";
        // The partition of a multi-attribute key is every attribute's value, so the verdict names them all.
        return new Prediction(
                true,
                what + " the engine returned " + (one ? "is" : "are") + " in the partition " + partitionWords(query)
                        + (sorts.isEmpty()
                                ? ""
                                : ", " + (one ? "satisfies" : "satisfy") + " every sort condition and "
                                        + (one ? "comes" : "come") + " in the index's order of " + sortNames(sorts))
                        + ".",
                items.size());
    }

    private static int compareTuples(List<KeyValue> a, List<KeyValue> b) {
        for (int i = 0; i < a.size(); i++) {
            int c = KeyOrder.compare(a.get(i), b.get(i));
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    private static String partitionWords(KeyQuery query) {
        return String.join(
                ", ",
                query.partitionConditions().stream()
                        .map(c -> c.partitionKey().name() + " = " + c.value().shown())
                        .toList());
    }

    private static String sortNames(List<SortKeyCondition> sorts) {
        return String.join(
                ", then ", sorts.stream().map(s -> s.sortKey().name()).toList());
    }

    private static String tupleWords(List<KeyValue> tuple) {
        return "(" + String.join(", ", tuple.stream().map(KeyValue::shown).toList()) + ")";
    }
}
