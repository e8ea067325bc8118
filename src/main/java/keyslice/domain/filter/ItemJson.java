package keyslice.domain.filter;

import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.domain.JsonLine;
import keyslice.domain.form.Problem;
import keyslice.domain.key.KeyValues;
import keyslice.domain.text.Shown;

/**
 * One item's JSON as attributes: DynamoDB JSON ({@code {"PK":{"S":"a"}}}, where each problem is in DynamoDB's words,
 * validation of AttributeValue in PutItem) or plain JSON ({@code {"PK":"a","n":1}}, the console's JSON view with
 * "View DynamoDB JSON" off). A value deeper than DynamoDB's 32 levels is {@link TooDeep}.
 */
final class ItemJson {

    /**
     * DynamoDB's limit on a document's depth, counting a top-level attribute's value as level 1 and each map or list
     * around a value as one more: a scalar under 31 maps is the deepest value it stores.
     */
    static final int MAX_NESTING_LEVELS = 32;

    private ItemJson() {}

    /** A value that is not valid DynamoDB JSON: where in the item, keyslice's plain words, and the rule. */
    static class Invalid extends Exception {
        final String where;
        final String summary;

        Invalid(String where, String summary, String message) {
            super(message, null, false, false);
            this.where = where;
            this.summary = summary;
        }
    }

    /** A value nested deeper than {@link #MAX_NESTING_LEVELS}: the caller says so for the whole item. */
    static final class TooDeep extends Invalid {
        TooDeep() {
            super("the item", "too deep", "too deep");
        }
    }

    /** The attributes of one item's JSON: DynamoDB JSON if any attribute is a typed value or all are objects, else plain JSON. */
    static Map<String, ItemValue> item(Object json) throws Invalid {
        if (!(json instanceof Map<?, ?> members)) {
            throw new Invalid(
                    "the item",
                    "an item is a JSON object of attributes, such as {\"PK\":{\"S\":\"a\"}}",
                    "an item must be a JSON object");
        }
        // The console's JSON view shows an item either way; an item's key attributes are scalars in plain JSON, so an
        // item whose values are all objects is DynamoDB JSON, and its mistakes get DynamoDB's words.
        boolean dynamoJson = members.values().stream().anyMatch(ItemJson::typed)
                || members.values().stream().allMatch(v -> v instanceof Map);
        Map<String, ItemValue> attributes = new LinkedHashMap<>();
        for (Map.Entry<?, ?> member : members.entrySet()) {
            String name = (String) member.getKey();
            if (name.isEmpty()) {
                throw new Invalid(
                        "the item",
                        "an attribute name cannot be empty",
                        "One or more parameter values were invalid: An AttributeValue may not contain an empty attribute name");
            }
            String where = "attribute " + Shown.quoted(name);
            attributes.put(name, dynamoJson ? value(member.getValue(), where, 1) : plain(member.getValue(), where, 1));
        }
        return attributes;
    }

    /** A value in DynamoDB JSON: an object of one member named by a type. */
    private static boolean typed(Object json) {
        return json instanceof Map<?, ?> map
                && map.size() == 1
                && typeOf((String) map.keySet().iterator().next()).isPresent();
    }

    /** A value in plain JSON, as the console's JSON view shows it with "View DynamoDB JSON" off: arrays are lists. */
    private static ItemValue plain(Object json, String where, int level) throws Invalid {
        if (level > MAX_NESTING_LEVELS) {
            throw new TooDeep();
        }
        if (json instanceof String text) {
            return new ItemValue.S(text);
        }
        if (json instanceof JsonLine.Number n) {
            return new ItemValue.N(number(n.text(), where));
        }
        if (json instanceof Boolean b) {
            return new ItemValue.Bool(b);
        }
        if (json instanceof List<?> list) {
            List<ItemValue> elements = new ArrayList<>();
            for (int i = 0; i < list.size(); i++) {
                elements.add(plain(list.get(i), where + "[" + i + "]", level + 1));
            }
            return new ItemValue.L(elements);
        }
        if (json instanceof Map<?, ?> map) {
            Map<String, ItemValue> entries = new LinkedHashMap<>();
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                entries.put((String) entry.getKey(), plain(entry.getValue(), where + "." + entry.getKey(), level + 1));
            }
            return new ItemValue.M(entries);
        }
        return new ItemValue.Null();
    }

    static ItemValue value(Object json, String where, int level) throws Invalid {
        if (level > MAX_NESTING_LEVELS) {
            throw new TooDeep();
        }
        if (!(json instanceof Map<?, ?> typed) || typed.isEmpty()) {
            throw new Invalid(
                    where,
                    "a value is an object with one type, such as {\"S\":\"text\"} or {\"N\":\"1\"}",
                    "Supplied AttributeValue is empty, must contain exactly one of the supported datatypes");
        }
        if (typed.size() > 1) {
            throw new Invalid(
                    where,
                    "a value has exactly one type, but this one has " + typed.keySet(),
                    "Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported datatypes");
        }
        Map.Entry<?, ?> only = typed.entrySet().iterator().next();
        String code = (String) only.getKey();
        Optional<ItemValue.Type> type = typeOf(code);
        if (type.isEmpty()) {
            throw new Invalid(
                    where,
                    Shown.quoted(code) + " is not a DynamoDB type: use S, N, B, BOOL, NULL, L, M, SS, NS or BS",
                    "unknown data type " + code + ": a value is one of S, N, B, BOOL, NULL, L, M, SS, NS, BS");
        }
        Object body = only.getValue();
        return switch (type.get()) {
            case S -> new ItemValue.S(string(body, where, code));
            case N -> new ItemValue.N(number(body, where));
            case B -> binary(body, where);
            case BOOL -> {
                if (!(body instanceof Boolean b)) {
                    throw shape(where, code, "true or false");
                }
                yield new ItemValue.Bool(b);
            }
            case NULL -> {
                if (!Boolean.TRUE.equals(body)) {
                    throw new Invalid(
                            where,
                            "NULL is written {\"NULL\":true}",
                            "One or more parameter values were invalid: Null attribute value types must have the value of true");
                }
                yield new ItemValue.Null();
            }
            case L -> {
                List<ItemValue> elements = new ArrayList<>();
                List<?> list = list(body, where, code, "a JSON array of values");
                for (int i = 0; i < list.size(); i++) {
                    elements.add(value(list.get(i), where + "[" + i + "]", level + 1));
                }
                yield new ItemValue.L(elements);
            }
            case M -> {
                if (!(body instanceof Map<?, ?> map)) {
                    throw shape(where, code, "a JSON object of values");
                }
                Map<String, ItemValue> entries = new LinkedHashMap<>();
                for (Map.Entry<?, ?> entry : map.entrySet()) {
                    entries.put(
                            (String) entry.getKey(), value(entry.getValue(), where + "." + entry.getKey(), level + 1));
                }
                yield new ItemValue.M(entries);
            }
            case SS -> {
                List<String> elements = new ArrayList<>();
                for (Object element : set(body, where, code, "An string set  may not be empty")) {
                    elements.add(string(element, where, code));
                }
                requireDistinct(elements, elements, where);
                yield new ItemValue.SS(elements);
            }
            case NS -> {
                List<java.math.BigDecimal> elements = new ArrayList<>();
                List<String> texts = new ArrayList<>();
                for (Object element : set(body, where, code, "An number set  may not be empty")) {
                    elements.add(number(element, where));
                    texts.add((String) element);
                }
                requireDistinct(elements.stream().map(n -> new ItemValue.N(n)).toList(), texts, where);
                yield new ItemValue.NS(elements);
            }
            case BS -> {
                List<ItemValue.B> elements = new ArrayList<>();
                List<String> texts = new ArrayList<>();
                for (Object element : set(body, where, code, "Binary sets should not be empty")) {
                    elements.add(binary(element, where));
                    texts.add((String) element);
                }
                requireDistinct(elements, texts, where);
                yield new ItemValue.BS(elements);
            }
        };
    }

    private static Optional<ItemValue.Type> typeOf(String code) {
        for (ItemValue.Type type : ItemValue.Type.values()) {
            if (type.name().equals(code)) {
                return Optional.of(type);
            }
        }
        return Optional.empty();
    }

    private static String string(Object body, String where, String code) throws Invalid {
        if (!(body instanceof String text)) {
            throw shape(where, code, "a JSON string");
        }
        return text;
    }

    private static java.math.BigDecimal number(Object body, String where) throws Invalid {
        // DynamoDB JSON carries numbers as strings, so that no digit is lost on the way.
        if (!(body instanceof String text)) {
            throw shape(where, "N", "a number in a JSON string, such as \"42\"");
        }
        return number(text, where);
    }

    private static java.math.BigDecimal number(String text, String where) throws Invalid {
        try {
            return KeyValues.parseNumber(text).number();
        } catch (KeyValues.InvalidValue e) {
            throw new Invalid(where, Problem.sentence(e.summary()).replaceAll("\\.$", ""), e.getMessage());
        }
    }

    private static ItemValue.B binary(Object body, String where) throws Invalid {
        if (!(body instanceof String text) || !text.matches("[A-Za-z0-9+/]*={0,2}") || text.length() % 4 != 0) {
            throw shape(where, "B", "base64 text in a JSON string, such as \"AAE=\" for the bytes 00 01");
        }
        return new ItemValue.B(Base64.getDecoder().decode(text));
    }

    private static List<?> list(Object body, String where, String code, String what) throws Invalid {
        if (!(body instanceof List<?> list)) {
            throw shape(where, code, what);
        }
        return list;
    }

    private static List<?> set(Object body, String where, String code, String emptyRule) throws Invalid {
        List<?> elements = list(body, where, code, "a JSON array");
        if (elements.isEmpty()) {
            throw new Invalid(
                    where,
                    "a set cannot be empty: leave the attribute out instead",
                    "One or more parameter values were invalid: " + emptyRule);
        }
        return elements;
    }

    private static void requireDistinct(List<?> values, List<String> texts, String where) throws Invalid {
        if (new java.util.HashSet<>(values).size() != values.size()) {
            throw new Invalid(
                    where,
                    "a set holds each element once, but " + texts + " repeats one",
                    "One or more parameter values were invalid: Input collection " + texts + " contains duplicates.");
        }
    }

    private static Invalid shape(String where, String code, String what) {
        return new Invalid(
                where, "the " + code + " of a value is " + what, "the " + code + " member of a value must be " + what);
    }
}
