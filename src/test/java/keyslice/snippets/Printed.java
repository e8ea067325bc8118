package keyslice.snippets;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * How a target's programs print items, for {@link SnippetExecutionTest}: as DynamoDB JSON ({@code {"S": "..."}}), or as
 * native values (strings, numbers, base64); and each item in one form that both compare in.
 */
enum Printed {
    DYNAMODB_JSON,
    NATIVE;

    /**
     * An item as {@code name -> "T:text"}: S text, N in canonical digits, B in base64, BOOL true or false, NULL, and a
     * map or list as its members' forms in braces or brackets. A natively printed item has no types, so {@code typed}
     * (the engine's item) gives each attribute's type, nested ones included.
     */
    Map<String, String> canonical(JsonNode item, JsonNode typed) {
        Map<String, String> out = new TreeMap<>();
        item.fields().forEachRemaining(e -> out.put(e.getKey(), value(e.getValue(), typed.path(e.getKey()))));
        return out;
    }

    private String value(JsonNode printedValue, JsonNode typedValue) {
        JsonNode typedFrom = this == DYNAMODB_JSON ? printedValue : typedValue;
        String type = typedFrom.isObject() && typedFrom.size() == 1
                ? typedFrom.fieldNames().next()
                : "?";
        JsonNode value = this == DYNAMODB_JSON ? printedValue.path(type) : printedValue;
        JsonNode typedInside = typedFrom.path(type);
        switch (type) {
            case "M": {
                Map<String, String> members = new TreeMap<>();
                value.fields()
                        .forEachRemaining(
                                e -> members.put(e.getKey(), value(e.getValue(), typedInside.path(e.getKey()))));
                return "M:" + members;
            }
            case "L": {
                List<String> elements = new ArrayList<>();
                for (int i = 0; i < value.size(); i++) {
                    elements.add(value(value.get(i), typedInside.path(i)));
                }
                return "L:" + elements;
            }
            case "BOOL":
                return "BOOL:" + (value.isBoolean() ? value.asBoolean() : "not a boolean: " + value);
            case "NULL":
                return "NULL:" + (this == NATIVE ? value.isNull() : value.asBoolean());
            default:
                break;
        }
        String text = value.isNumber() ? value.decimalValue().toString() : value.asText();
        if (type.equals("N")) {
            try {
                text = new BigDecimal(text).stripTrailingZeros().toPlainString();
            } catch (NumberFormatException ex) {
                text = "not a number: " + text;
            }
        }
        return type + ":" + (text.length() > 200 ? text.substring(0, 200) + "...(" + text.length() + ")" : text);
    }
}
