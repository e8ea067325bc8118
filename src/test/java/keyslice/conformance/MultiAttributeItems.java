package keyslice.conformance;

import java.util.LinkedHashMap;
import java.util.Map;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.key.KeyValue;

/**
 * An item of {@link MultiAttributeWorld} in the two forms the differential test compares: as DynamoDB JSON, which the
 * engine stores, and as keyslice's filter evaluator and ReadCost read it.
 */
final class MultiAttributeItems {

    private MultiAttributeItems() {}

    /** The item as DynamoDB JSON. */
    static Map<String, Object> wire(MultiAttributeWorld.Item item) {
        Map<String, Object> wire = new LinkedHashMap<>();
        wire.put("id", Map.of("S", item.id()));
        item.keys().forEach((name, value) -> wire.put(name, Map.of(value.type().name(), value.wireText())));
        item.attributes().forEach((name, value) -> wire.put(name, wire(value)));
        return wire;
    }

    /** The non-key values generated here (N, S, BOOL) as DynamoDB JSON. */
    private static Map<String, Object> wire(ItemValue value) {
        if (value instanceof ItemValue.N number) {
            return Map.of("N", number.number().toPlainString());
        }
        if (value instanceof ItemValue.S text) {
            return Map.of("S", text.text());
        }
        if (value instanceof ItemValue.Bool flag) {
            return Map.of("BOOL", flag.value());
        }
        throw new IllegalArgumentException("not generated here: " + value);
    }

    /** The item as keyslice's filter evaluator and ReadCost read it. */
    static Map<String, ItemValue> domain(MultiAttributeWorld.Item item) {
        Map<String, ItemValue> domain = new LinkedHashMap<>();
        domain.put("id", new ItemValue.S(item.id()));
        item.keys()
                .forEach((name, value) -> domain.put(
                        name,
                        switch (value.type()) {
                            case S -> new ItemValue.S(value.wireText());
                            case N -> new ItemValue.N(((KeyValue.NumberValue) value).number());
                            case B -> new ItemValue.B(((KeyValue.BinaryValue) value).bytes());
                        }));
        domain.putAll(item.attributes());
        return domain;
    }
}
