package keyslice.domain.filter;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyOrder;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.PartitionKeyCondition;
import keyslice.domain.key.SortKeyCondition;

/**
 * Where a sample item stands against a Query's key: in another partition or not in the key at all, or in the queried
 * partition with its sort values, and then inside the key condition or not (and why, by the leftmost sort attribute
 * that decides it, as {@link keyslice.domain.sample.TupleSlice#whyOut} says it).
 */
final class ItemKeys {

    /**
     * One item placed.
     *
     * @param key     its key attributes as text: {@code PK = "a", SK = 2}
     * @param outside why it is not in the queried partition (or not an item of the key), empty when it is
     * @param values  its sort values, one per sort attribute the Query names, when it is in the partition
     * @param miss    why the key condition does not read it, empty when it does (or when it is outside)
     */
    record Placed(
            ItemLines.Item item, String key, Optional<String> outside, List<KeyValue> values, Optional<String> miss) {
        /** The key order of the sort values, the first attribute deciding; items without sort values are all equal. */
        static final Comparator<Placed> ORDER = (a, b) -> {
            for (int i = 0; i < Math.min(a.values.size(), b.values.size()); i++) {
                int side = KeyOrder.compare(a.values.get(i), b.values.get(i));
                if (side != 0) {
                    return side;
                }
            }
            return 0;
        };

        /** The item's primary key within the partition: its sort values. */
        List<Object> identity() {
            return List.copyOf(values);
        }
    }

    private final KeyQuery query;

    ItemKeys(KeyQuery query) {
        this.query = query;
    }

    Placed place(ItemLines.Item item) {
        List<String> shown = new ArrayList<>();
        Optional<String> outside = Optional.empty();
        for (PartitionKeyCondition partition : query.partitionConditions()) {
            Attribute attribute = attribute(item, partition.partitionKey(), shown);
            if (outside.isEmpty()) {
                outside = attribute
                        .problem()
                        .or(() -> attribute
                                .value()
                                .filter(value -> !value.equals(partition.value()))
                                .map(value -> "another partition: "
                                        + partition.partitionKey().name() + " is " + quote(value) + ", not "
                                        + quote(partition.value())));
            }
        }
        List<KeyValue> values = new ArrayList<>();
        Optional<String> miss = Optional.empty();
        for (SortKeyCondition sort : query.sortConditions()) {
            Attribute attribute = attribute(item, sort.sortKey(), shown);
            if (outside.isEmpty()) {
                outside = attribute.problem();
            }
            if (attribute.value().isPresent()) {
                KeyValue value = attribute.value().get();
                values.add(value);
                if (miss.isEmpty() && !sort.condition().matches(value)) {
                    miss = Optional.of(
                            sort.sortKey().name() + ": " + sort.condition().whyOut(value));
                }
            }
        }
        String key = String.join(", ", shown);
        return outside.isPresent()
                ? new Placed(item, key, outside, List.of(), Optional.empty())
                : new Placed(item, key, Optional.empty(), values, miss);
    }

    /** A key attribute of an item: its value, when it has one of the key's type, else why it is not in the key. */
    private record Attribute(Optional<KeyValue> value, Optional<String> problem) {}

    private Attribute attribute(ItemLines.Item item, KeyAttribute key, List<String> shown) {
        ItemValue value = item.attributes().get(key.name());
        if (value == null) {
            shown.add("no " + key.name());
            return new Attribute(
                    Optional.empty(),
                    Optional.of(
                            query.index().isPresent()
                                    ? "not in the index: it has no " + key.name()
                                            + ", and an index holds only items with every key attribute"
                                    : "not an item of this table: it has no " + key.name()
                                            + ", and every item has its key"));
        }
        Optional<KeyValue> keyValue = keyValue(value);
        if (keyValue.isEmpty() || keyValue.get().type() != key.type()) {
            shown.add(key.name() + " " + value.type());
            return new Attribute(
                    Optional.empty(),
                    Optional.of(key.name() + " is " + value.type() + " here"
                            + (keyValue.isEmpty()
                                            && (value.type() == ItemValue.Type.S || value.type() == ItemValue.Type.B)
                                    ? " and empty"
                                    : "")
                            + ", but the key's " + key.name() + " is a non-empty " + key.type()
                            + ": DynamoDB keeps no such item under this key"));
        }
        shown.add(key.name() + " = " + quote(keyValue.get()));
        return new Attribute(keyValue, Optional.empty());
    }

    /** The value as a key value: a non-empty S or B, or an N; anything else cannot be a key. */
    private static Optional<KeyValue> keyValue(ItemValue value) {
        if (value instanceof ItemValue.S text && !text.text().isEmpty()) {
            return Optional.of(new KeyValue.StringValue(text.text()));
        }
        if (value instanceof ItemValue.N number) {
            return Optional.of(new KeyValue.NumberValue(number.number()));
        }
        if (value instanceof ItemValue.B bytes && bytes.bytes().length > 0) {
            return Optional.of(new KeyValue.BinaryValue(bytes.bytes()));
        }
        return Optional.empty();
    }

    /** A key value as the filter's syntax writes one: a JSON string, a number, or base64 bytes after B. */
    static String quote(KeyValue value) {
        return switch (value.type()) {
            case S -> FilterText.literal(new ItemValue.S(value.wireText()));
            case N -> value.wireText();
            case B -> "B " + value.wireText();
        };
    }
}
