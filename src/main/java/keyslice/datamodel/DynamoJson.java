package keyslice.datamodel;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keyslice.domain.filter.ItemValue;

/** An item as DynamoDB JSON, as plain maps and lists for a JSON writer: {@code {"PK":{"S":"a"},"n":{"N":"1"}}}. */
public final class DynamoJson {

    private DynamoJson() {}

    public static Map<String, Object> item(Map<String, ItemValue> item) {
        Map<String, Object> out = new LinkedHashMap<>();
        item.forEach((name, value) -> out.put(name, value(value)));
        return out;
    }

    static Map<String, Object> value(ItemValue value) {
        // Java 17 has no switch over a sealed interface's records: the switch over type() is the exhaustive one.
        Object body = switch (value.type()) {
            case S -> ((ItemValue.S) value).text();
            case N -> ((ItemValue.N) value).text();
            case B -> ((ItemValue.B) value).base64();
            case BOOL -> ((ItemValue.Bool) value).value();
            case NULL -> true;
            case L ->
                ((ItemValue.L) value).elements().stream().map(DynamoJson::value).toList();
            case M -> item(((ItemValue.M) value).entries());
            case SS -> ((ItemValue.SS) value).elements();
            case NS ->
                ((ItemValue.NS) value)
                        .elements().stream()
                                .map(number -> new ItemValue.N(number).text())
                                .toList();
            case BS ->
                ((ItemValue.BS) value)
                        .elements().stream().map(ItemValue.B::base64).toList();
        };
        return Map.of(value.type().name(), body);
    }

    public static List<Map<String, Object>> items(List<Map<String, ItemValue>> items) {
        return items.stream().map(DynamoJson::item).toList();
    }
}
