package keyslice.preview;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import keyslice.domain.filter.ItemValue;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * SDK {@link AttributeValue}s to and from DynamoDB's JSON wire form ({@code {"S": "x"}}), B as base64; and the wire form
 * as keyslice's own {@link ItemValue}s.
 */
final class WireValues {

    private WireValues() {}

    /** One attribute value as a single-entry map: type descriptor to value. */
    static Map<String, Object> toWire(AttributeValue value) {
        Map<String, Object> wire = new LinkedHashMap<>(2);
        switch (value.type()) {
            case S -> wire.put("S", value.s());
            case N -> wire.put("N", value.n());
            case B -> wire.put("B", base64(value.b()));
            case SS -> wire.put("SS", List.copyOf(value.ss()));
            case NS -> wire.put("NS", List.copyOf(value.ns()));
            case BS ->
                wire.put("BS", value.bs().stream().map(WireValues::base64).toList());
            case M -> wire.put("M", toWire(value.m(), List.of()));
            case L -> {
                List<Object> list = new ArrayList<>(value.l().size());
                value.l().forEach(element -> list.add(toWire(element)));
                wire.put("L", list);
            }
            case BOOL -> wire.put("BOOL", value.bool());
            case NUL -> wire.put("NULL", Boolean.TRUE);
            default -> throw new IllegalStateException("an attribute value of a type this SDK does not know: " + value);
        }
        return wire;
    }

    /** An item or key in wire form: {@code first} names (those present) first, the rest by name. */
    static Map<String, Object> toWire(Map<String, AttributeValue> item, List<String> first) {
        Map<String, Object> wire = new LinkedHashMap<>();
        for (String name : first) {
            AttributeValue value = item.get(name);
            if (value != null && !wire.containsKey(name)) {
                wire.put(name, toWire(value));
            }
        }
        new TreeMap<>(item).forEach((name, value) -> {
            if (!wire.containsKey(name)) {
                wire.put(name, toWire(value));
            }
        });
        return wire;
    }

    /** A key value ({@code S}, {@code N} or {@code B}) from wire form; other types are not key types. */
    static AttributeValue keyValue(String type, String text) {
        return switch (type) {
            case "S" -> AttributeValue.fromS(text);
            case "N" -> AttributeValue.fromN(text);
            case "B" ->
                AttributeValue.fromB(
                        SdkBytes.fromByteArrayUnsafe(Base64.getDecoder().decode(text)));
            default -> throw new IllegalArgumentException("not a key attribute type: " + type);
        };
    }

    /** An item in wire form as the SDK writes it: the inverse of {@link #toWire(Map, List)}. */
    static Map<String, AttributeValue> fromWire(Map<String, ?> item) {
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        item.forEach((name, value) -> values.put(name, valueFromWire((Map<?, ?>) value)));
        return values;
    }

    /** One attribute value from wire form: the inverse of {@link #toWire(AttributeValue)}. */
    static AttributeValue valueFromWire(Map<?, ?> wire) {
        if (wire.size() != 1) {
            throw new IllegalArgumentException("a wire value has exactly one type: " + wire);
        }
        Map.Entry<?, ?> only = wire.entrySet().iterator().next();
        String type = (String) only.getKey();
        Object value = only.getValue();
        return switch (type) {
            case "S", "N", "B" -> keyValue(type, (String) value);
            case "SS" -> AttributeValue.fromSs(strings(value));
            case "NS" -> AttributeValue.fromNs(strings(value));
            case "BS" ->
                AttributeValue.fromBs(strings(value).stream()
                        .map(text ->
                                SdkBytes.fromByteArrayUnsafe(Base64.getDecoder().decode(text)))
                        .toList());
            case "M" -> AttributeValue.fromM(fromWire(stringKeyed(value)));
            case "L" ->
                AttributeValue.fromL(((List<?>) value)
                        .stream()
                                .map(element -> valueFromWire((Map<?, ?>) element))
                                .toList());
            case "BOOL" -> AttributeValue.fromBool((Boolean) value);
            case "NULL" -> AttributeValue.fromNul((Boolean) value);
            default -> throw new IllegalArgumentException("not an attribute value type: " + type);
        };
    }

    /**
     * An item in wire form as keyslice's filter evaluator and cost model read it.
     *
     * @throws IllegalArgumentException for a value no engine answers (an empty or duplicated set, an unknown type)
     */
    static Map<String, ItemValue> toDomain(Map<String, ?> item) {
        Map<String, ItemValue> values = new LinkedHashMap<>();
        item.forEach((name, value) -> values.put(name, domainValue((Map<?, ?>) value)));
        return values;
    }

    private static ItemValue domainValue(Map<?, ?> wire) {
        if (wire.size() != 1) {
            throw new IllegalArgumentException("a wire value has exactly one type: " + wire);
        }
        Map.Entry<?, ?> only = wire.entrySet().iterator().next();
        Object value = only.getValue();
        return switch ((String) only.getKey()) {
            case "S" -> new ItemValue.S((String) value);
            case "N" -> new ItemValue.N(new BigDecimal((String) value));
            case "B" -> new ItemValue.B(Base64.getDecoder().decode((String) value));
            case "SS" -> new ItemValue.SS(strings(value));
            case "NS" ->
                new ItemValue.NS(strings(value).stream().map(BigDecimal::new).toList());
            case "BS" ->
                new ItemValue.BS(strings(value).stream()
                        .map(text -> new ItemValue.B(Base64.getDecoder().decode(text)))
                        .toList());
            case "M" -> new ItemValue.M(toDomain(stringKeyed(value)));
            case "L" ->
                new ItemValue.L(((List<?>) value)
                        .stream()
                                .map(element -> domainValue((Map<?, ?>) element))
                                .toList());
            case "BOOL" -> new ItemValue.Bool((Boolean) value);
            case "NULL" -> new ItemValue.Null();
            default -> throw new IllegalArgumentException("not an attribute value type: " + only.getKey());
        };
    }

    private static List<String> strings(Object list) {
        return ((List<?>) list).stream().map(String.class::cast).toList();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, ?> stringKeyed(Object map) {
        return (Map<String, ?>) map;
    }

    private static String base64(SdkBytes bytes) {
        return Base64.getEncoder().encodeToString(bytes.asByteArrayUnsafe());
    }
}
