package keyslice.domain.filter;

import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import keyslice.domain.JsonLine;
import keyslice.domain.KeyValues;
import keyslice.domain.LineProblems;
import keyslice.domain.Problem;
import keyslice.domain.SampleLines;

/**
 * Sample items in DynamoDB JSON, one item per line, as {@code aws dynamodb query} prints each of its {@code Items}:
 * {@code {"PK":{"S":"a"},"n":{"N":"1"}}}. Every line is read, so all problems come back at once, each naming its line
 * and, where DynamoDB has words for the rule, in DynamoDB's words (validation of AttributeValue in PutItem).
 */
public final class ItemLines {

    /** The URL parameter the sample items are expected in; problems name it. */
    public static final String FIELD = "items";

    /**
     * DynamoDB's limit on a document's depth, counting a top-level attribute's value as level 1 and each map or list
     * around a value as one more: a scalar under 31 maps is the deepest value it stores.
     */
    private static final int MAX_NESTING_LEVELS = 32;

    /**
     * The JSON depth of the deepest item DynamoDB stores: the item's object, then per level the value's {@code {"M": }}
     * and, at the last level, the map, list or set it holds. Every deeper line is refused with DynamoDB's nesting rule
     * before it is read further.
     */
    private static final int MAX_JSON_DEPTH = 2 * MAX_NESTING_LEVELS + 1;

    /** DynamoDB's words for an item nested deeper than {@link #MAX_NESTING_LEVELS}. */
    private static final String TOO_DEEP = "Nesting Levels have exceeded supported limits: Attributes in the item have nested levels "
            + "beyond supported limit";

    /** One item and the line it stands on (1-based). */
    public record Item(int line, Map<String, AttributeValue> attributes) {
        public Item {
            attributes = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(attributes));
        }
    }

    /** The items read, and a problem for each line that is not an item. */
    public record Items(List<Item> items, List<Problem> problems) {
        public Items {
            items = List.copyOf(items);
            problems = List.copyOf(problems);
        }
    }

    private ItemLines() {
    }

    /** Entry point for the web layer: the sample items text as typed; blank lines are skipped. */
    public static Items parse(String text) {
        List<Item> items = new ArrayList<>();
        LineProblems problems = new LineProblems(FIELD);
        for (SampleLines.Line line : SampleLines.of(text)) {
            if (line.key().isBlank()) {
                continue;
            }
            try {
                items.add(new Item(line.number(), item(JsonLine.parse(line.key(), MAX_JSON_DEPTH))));
            } catch (JsonLine.TooDeep e) {
                problems.add(() -> new Problem(FIELD, "Line " + line.number() + " nests maps and lists more than "
                        + MAX_NESTING_LEVELS + " levels deep, and DynamoDB stores at most " + MAX_NESTING_LEVELS
                        + " (a top-level attribute is level 1).", TOO_DEEP));
            } catch (JsonLine.Malformed e) {
                problems.add(() -> new Problem(FIELD, "Line " + line.number() + " is not JSON: " + e.getMessage() + ".",
                        "line " + line.number() + ": not JSON: " + e.getMessage()));
            } catch (Invalid e) {
                problems.add(() -> new Problem(FIELD, "Line " + line.number() + ", " + e.where + ": " + e.summary + ".",
                        e.getMessage()));
            }
        }
        return new Items(items, problems.list());
    }

    /** A value that is not valid DynamoDB JSON: where in the item, keyslice's plain words, and the rule. */
    private static final class Invalid extends Exception {
        private final String where;
        private final String summary;

        Invalid(String where, String summary, String message) {
            super(message, null, false, false);
            this.where = where;
            this.summary = summary;
        }
    }

    private static Map<String, AttributeValue> item(Object json) throws Invalid {
        if (!(json instanceof Map<?, ?> members)) {
            throw new Invalid("the item", "an item is a JSON object of attributes, such as {\"PK\":{\"S\":\"a\"}}",
                    "an item must be a JSON object");
        }
        Map<String, AttributeValue> attributes = new LinkedHashMap<>();
        for (Map.Entry<?, ?> member : members.entrySet()) {
            String name = (String) member.getKey();
            if (name.isEmpty()) {
                throw new Invalid("the item", "an attribute name cannot be empty",
                        "One or more parameter values were invalid: An AttributeValue may not contain an empty attribute name");
            }
            attributes.put(name, value(member.getValue(), "attribute " + Problem.quote(name)));
        }
        return attributes;
    }

    private static AttributeValue value(Object json, String where) throws Invalid {
        if (!(json instanceof Map<?, ?> typed) || typed.isEmpty()) {
            throw new Invalid(where, "a value is an object with one type, such as {\"S\":\"text\"} or {\"N\":\"1\"}",
                    "Supplied AttributeValue is empty, must contain exactly one of the supported datatypes");
        }
        if (typed.size() > 1) {
            throw new Invalid(where, "a value has exactly one type, but this one has " + typed.keySet(),
                    "Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported datatypes");
        }
        Map.Entry<?, ?> only = typed.entrySet().iterator().next();
        String code = (String) only.getKey();
        Optional<AttributeValue.Type> type = typeOf(code);
        if (type.isEmpty()) {
            throw new Invalid(where, Problem.quote(code) + " is not a DynamoDB type: use S, N, B, BOOL, NULL, L, M, SS, NS or BS",
                    "unknown data type " + code + ": a value is one of S, N, B, BOOL, NULL, L, M, SS, NS, BS");
        }
        Object body = only.getValue();
        return switch (type.get()) {
            case S -> new AttributeValue.S(string(body, where, code));
            case N -> new AttributeValue.N(number(body, where));
            case B -> binary(body, where);
            case BOOL -> {
                if (!(body instanceof Boolean b)) {
                    throw shape(where, code, "true or false");
                }
                yield new AttributeValue.Bool(b);
            }
            case NULL -> {
                if (!Boolean.TRUE.equals(body)) {
                    throw new Invalid(where, "NULL is written {\"NULL\":true}",
                            "One or more parameter values were invalid: Null attribute value types must have the value of true");
                }
                yield new AttributeValue.Null();
            }
            case L -> {
                List<AttributeValue> elements = new ArrayList<>();
                List<?> list = list(body, where, code, "a JSON array of values");
                for (int i = 0; i < list.size(); i++) {
                    elements.add(value(list.get(i), where + "[" + i + "]"));
                }
                yield new AttributeValue.L(elements);
            }
            case M -> {
                if (!(body instanceof Map<?, ?> map)) {
                    throw shape(where, code, "a JSON object of values");
                }
                Map<String, AttributeValue> entries = new LinkedHashMap<>();
                for (Map.Entry<?, ?> entry : map.entrySet()) {
                    entries.put((String) entry.getKey(), value(entry.getValue(), where + "." + entry.getKey()));
                }
                yield new AttributeValue.M(entries);
            }
            case SS -> {
                List<String> elements = new ArrayList<>();
                for (Object element : set(body, where, code, "An string set  may not be empty")) {
                    elements.add(string(element, where, code));
                }
                requireDistinct(elements, elements, where);
                yield new AttributeValue.SS(elements);
            }
            case NS -> {
                List<java.math.BigDecimal> elements = new ArrayList<>();
                List<String> texts = new ArrayList<>();
                for (Object element : set(body, where, code, "An number set  may not be empty")) {
                    elements.add(number(element, where));
                    texts.add((String) element);
                }
                requireDistinct(elements.stream().map(n -> new AttributeValue.N(n)).toList(), texts, where);
                yield new AttributeValue.NS(elements);
            }
            case BS -> {
                List<AttributeValue.B> elements = new ArrayList<>();
                List<String> texts = new ArrayList<>();
                for (Object element : set(body, where, code, "Binary sets should not be empty")) {
                    elements.add(binary(element, where));
                    texts.add((String) element);
                }
                requireDistinct(elements, texts, where);
                yield new AttributeValue.BS(elements);
            }
        };
    }

    private static Optional<AttributeValue.Type> typeOf(String code) {
        for (AttributeValue.Type type : AttributeValue.Type.values()) {
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
        try {
            return KeyValues.parseNumber(text).number();
        } catch (KeyValues.InvalidValue e) {
            throw new Invalid(where, Problem.sentence(e.summary()).replaceAll("\\.$", ""), e.getMessage());
        }
    }

    private static AttributeValue.B binary(Object body, String where) throws Invalid {
        if (!(body instanceof String text) || !text.matches("[A-Za-z0-9+/]*={0,2}") || text.length() % 4 != 0) {
            throw shape(where, "B", "base64 text in a JSON string, such as \"AAE=\" for the bytes 00 01");
        }
        return new AttributeValue.B(Base64.getDecoder().decode(text));
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
            throw new Invalid(where, "a set cannot be empty: leave the attribute out instead",
                    "One or more parameter values were invalid: " + emptyRule);
        }
        return elements;
    }

    private static void requireDistinct(List<?> values, List<String> texts, String where) throws Invalid {
        if (new java.util.HashSet<>(values).size() != values.size()) {
            throw new Invalid(where, "a set holds each element once, but " + texts + " repeats one",
                    "One or more parameter values were invalid: Input collection " + texts + " contains duplicates.");
        }
    }

    private static Invalid shape(String where, String code, String what) {
        return new Invalid(where, "the " + code + " of a value is " + what,
                "the " + code + " member of a value must be " + what);
    }
}
