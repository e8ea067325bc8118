package keyslice.conformance;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;
import keyslice.domain.filter.Condition;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.filter.Operand;
import keyslice.domain.filter.Path;
import keyslice.domain.key.KeyValue;

/**
 * A condition written in DynamoDB's syntax with placeholders, independently of keyslice's compiler: for a filter
 * keyslice rejects, so that the engine can be asked about it too. Like DynamoDB, it writes only the parentheses the
 * structure needs (dynalite refuses redundant ones).
 */
record DynamoText(String expression, Map<String, String> names, Map<String, ItemValue> values) {

    static DynamoText of(Condition condition, Map<String, String> keyNames, Map<String, KeyValue> keyValues) {
        Map<String, String> names = new LinkedHashMap<>(keyNames);
        Map<String, ItemValue> values = new LinkedHashMap<>();
        keyValues.forEach((placeholder, value) -> values.put(
                placeholder,
                switch (value.type()) {
                    case S -> new ItemValue.S(((KeyValue.StringValue) value).text());
                    case N -> new ItemValue.N(((KeyValue.NumberValue) value).number());
                    case B -> new ItemValue.B(((KeyValue.BinaryValue) value).bytes());
                }));
        Writer writer = new Writer(names, values);
        return new DynamoText(writer.condition(condition), names, values);
    }

    private record Writer(Map<String, String> names, Map<String, ItemValue> values) {

        String condition(Condition condition) {
            return condition.accept(new Condition.Visitor<>() {
                public String compare(Condition.Compare compare) {
                    return operand(compare.left()) + " " + compare.comparator().symbol() + " "
                            + operand(compare.right());
                }

                public String between(Condition.Between between) {
                    return operand(between.subject()) + " BETWEEN " + operand(between.lower()) + " AND "
                            + operand(between.upper());
                }

                public String in(Condition.In in) {
                    return operand(in.subject()) + " IN ("
                            + in.candidates().stream().map(Writer.this::operand).collect(Collectors.joining(", "))
                            + ")";
                }

                public String call(Condition.Call call) {
                    return call.function().word() + "("
                            + call.arguments().stream()
                                    .map(Writer.this::operand)
                                    .collect(Collectors.joining(", ")) + ")";
                }

                public String not(Condition.Not not) {
                    // A NOT's operand that is a NOT goes in parentheses, as keyslice writes it (dynalite refuses NOT
                    // NOT).
                    return "NOT "
                            + wrap(
                                    not.operand(),
                                    not.operand() instanceof Condition.And
                                            || not.operand() instanceof Condition.Or
                                            || not.operand() instanceof Condition.Not);
                }

                public String and(Condition.And and) {
                    return wrap(and.left(), and.left() instanceof Condition.Or) + " AND "
                            + wrap(
                                    and.right(),
                                    and.right() instanceof Condition.Or || and.right() instanceof Condition.And);
                }

                public String or(Condition.Or or) {
                    return condition(or.left()) + " OR " + wrap(or.right(), or.right() instanceof Condition.Or);
                }
            });
        }

        private String wrap(Condition condition, boolean needed) {
            return needed ? "(" + condition(condition) + ")" : condition(condition);
        }

        String operand(Operand operand) {
            if (operand instanceof Operand.Literal literal) {
                for (Map.Entry<String, ItemValue> entry : values.entrySet()) {
                    if (entry.getValue().equals(literal.value())) {
                        return entry.getKey();
                    }
                }
                String placeholder = ":v" + (values.size() + 1);
                values.put(placeholder, literal.value());
                return placeholder;
            }
            if (operand instanceof Operand.Size size) {
                return "size(" + operand(size.operand()) + ")";
            }
            StringBuilder text = new StringBuilder();
            for (Path.Element element : ((Path) operand).elements()) {
                if (element instanceof Path.Index index) {
                    text.append('[').append(index.index()).append(']');
                } else {
                    text.append(text.length() == 0 ? "" : ".").append(name(((Path.Name) element).name()));
                }
            }
            return text.toString();
        }

        private String name(String name) {
            for (Map.Entry<String, String> entry : names.entrySet()) {
                if (entry.getValue().equals(name)) {
                    return entry.getKey();
                }
            }
            String placeholder = "#n" + (names.size() + 1);
            names.put(placeholder, name);
            return placeholder;
        }
    }
}
