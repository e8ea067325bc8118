package keyslice.conformance;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyValue;

/**
 * A case of {@link MultiAttributeCases} as a raw Query request, written here because keyslice refuses to build an
 * invalid one: every attribute aliased, the conditions in position order, the defect left in.
 */
final class MultiAttributeWire {

    private MultiAttributeWire() {}

    static Map<String, Object> request(MultiAttributeCases.Case c) {
        Map<String, String> names = new LinkedHashMap<>();
        Map<String, Object> values = new LinkedHashMap<>();
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < c.index().hash().size(); i++) {
            if (c.partitionGiven()[i]) {
                KeyAttribute attribute = c.index().hash().get(i);
                names.put("#p" + (i + 1), attribute.name());
                values.put(":p" + (i + 1), wire(c.partition().get(i)));
                parts.add("#p" + (i + 1) + " = :p" + (i + 1));
            }
        }
        for (MultiAttributeCases.Condition condition : c.conditions()) {
            String name = "#s" + condition.position();
            String value = ":s" + condition.position();
            names.put(name, condition.attribute().name());
            values.put(value, wire(condition.values().get(0)));
            parts.add(
                    switch (condition.operator()) {
                        case EQ -> name + " = " + value;
                        case LT -> name + " < " + value;
                        case LE -> name + " <= " + value;
                        case GT -> name + " > " + value;
                        case GE -> name + " >= " + value;
                        case BEGINS_WITH -> "begins_with(" + name + ", " + value + ")";
                        case BETWEEN -> {
                            values.put(value + "b", wire(condition.values().get(1)));
                            yield name + " BETWEEN " + value + " AND " + value + "b";
                        }
                    });
        }
        Map<String, Object> request = new LinkedHashMap<>();
        request.put("TableName", c.index().table());
        request.put("IndexName", c.index().name());
        request.put("KeyConditionExpression", String.join(" AND ", parts));
        request.put("ExpressionAttributeNames", names);
        request.put("ExpressionAttributeValues", values);
        return request;
    }

    private static Map<String, String> wire(KeyValue value) {
        return Map.of(value.type().name(), value.wireText());
    }
}
