package keyslice.datamodel;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * An entity schema pattern's {@code filter_expression}: conditions on the entity's fields, each an {@code operator}
 * with its {@code param} ({@code param2} for a BETWEEN, {@code params} for an IN) or a {@code function} ({@code size}
 * with an operator too), joined by its {@code logical_operator}. Written as the command's filter expression with its
 * own names and values ({@code #f0}, {@code :f0}), a parameter's value a sample as the key condition's are.
 */
final class SchemaFilter {

    static final List<String> OPERATORS = List.of("=", "<>", "<", "<=", ">", ">=", "between", "in");
    static final List<String> FUNCTIONS =
            List.of("contains", "begins_with", "attribute_exists", "attribute_not_exists", "size");

    private SchemaFilter() {}

    /**
     * The filter as the command writes it.
     *
     * @param names      its expression attribute names as JSON members
     * @param values     its expression attribute values as JSON members
     * @param parameters the pattern's parameters it takes, which the key condition does not
     */
    record Written(String expression, List<String> names, List<String> values, Set<String> parameters) {}

    static Optional<Written> read(Node filter, Map<String, String> fieldTypes) {
        int before = filter.problems().size();
        Node logical = filter.member("logical_operator");
        String joiner = logical.text(false).orElse("AND");
        if (!joiner.equals("AND") && !joiner.equals("OR")) {
            logical.problem("Invalid logical_operator '" + joiner + "': AND or OR");
        }
        List<String> parts = new ArrayList<>();
        List<String> names = new ArrayList<>();
        List<String> values = new ArrayList<>();
        Set<String> parameters = new LinkedHashSet<>();
        List<Node> conditions = filter.member("conditions").elements(true);
        if (conditions.isEmpty() && filter.member("conditions").value() instanceof List<?>) {
            filter.member("conditions").problem("must list at least one condition");
        }
        for (int i = 0; i < conditions.size(); i++) {
            Node condition = conditions.get(i);
            Node fieldNode = condition.member("field");
            Optional<String> field = fieldNode.text(true);
            if (field.isPresent() && !fieldTypes.containsKey(field.get())) {
                fieldNode.problem(
                        "names " + field.get() + ", which is not among the entity's fields " + fieldTypes.keySet());
            }
            String name = "#f" + i;
            String value = ":f" + i;
            names.add(CliText.json(name) + ":" + CliText.json(field.orElse("")));
            Optional<String> function = condition.member("function").text(false);
            Optional<String> operator = condition.member("operator").text(false);
            function.filter(f -> !FUNCTIONS.contains(f))
                    .ifPresent(f ->
                            condition.member("function").problem("Invalid function '" + f + "': one of " + FUNCTIONS));
            String type = function.equals(Optional.of("size")) ? "N" : type(fieldTypes.get(field.orElse("")));
            if (function.isPresent() && !function.get().equals("size")) {
                if (function.get().startsWith("attribute_")) {
                    parts.add(function.get() + "(" + name + ")");
                } else {
                    condition.member("param").text(true).ifPresent(parameters::add);
                    values.add(value(
                            value,
                            "S",
                            "<" + condition.member("param").text(false).orElse("") + ">"));
                    parts.add(function.get() + "(" + name + ", " + value + ")");
                }
                continue;
            }
            if (operator.isEmpty()) {
                condition.problem("needs an operator or a function: one of " + OPERATORS + " or " + FUNCTIONS);
                continue;
            }
            if (!OPERATORS.contains(operator.get())) {
                condition.member("operator").problem("Invalid operator '" + operator.get() + "': one of " + OPERATORS);
                continue;
            }
            String operand = function.isPresent() ? "size(" + name + ")" : name;
            List<String> params = new ArrayList<>();
            if (operator.get().equals("in")) {
                condition
                        .member("params")
                        .elements(true)
                        .forEach(p -> p.text(true).ifPresent(params::add));
            } else {
                condition.member("param").text(true).ifPresent(params::add);
                if (operator.get().equals("between")) {
                    condition.member("param2").text(true).ifPresent(params::add);
                }
            }
            parameters.addAll(params);
            List<String> placeholders = new ArrayList<>();
            List<String> samples = samples(type, params);
            for (int j = 0; j < samples.size(); j++) {
                String placeholder = samples.size() == 1 ? value : value + "_" + j;
                placeholders.add(placeholder);
                values.add(value(placeholder, type, samples.get(j)));
            }
            parts.add(
                    switch (operator.get()) {
                        case "between" -> operand + " BETWEEN " + String.join(" AND ", placeholders);
                        case "in" -> operand + " IN (" + String.join(", ", placeholders) + ")";
                        default -> operand + " " + operator.get() + " " + String.join("", placeholders);
                    });
        }
        if (filter.problems().size() != before) {
            return Optional.empty();
        }
        return Optional.of(new Written(String.join(" " + joiner + " ", parts), names, values, parameters));
    }

    /** A field's DynamoDB type: a number for integer and decimal, BOOL for boolean, else a string. */
    private static String type(String fieldType) {
        if ("integer".equals(fieldType) || "decimal".equals(fieldType)) {
            return "N";
        }
        return "boolean".equals(fieldType) ? "BOOL" : "S";
    }

    /** Sample values, in ascending order as a BETWEEN takes them: placeholders, 0, 1… for numbers, true for BOOL. */
    private static List<String> samples(String type, List<String> params) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < params.size(); i++) {
            out.add(type.equals("N") ? String.valueOf(i) : type.equals("BOOL") ? "true" : "<" + params.get(i) + ">");
        }
        return type.equals("S") ? out.stream().sorted().toList() : out;
    }

    private static String value(String placeholder, String type, String sample) {
        String body = type.equals("BOOL") ? sample : CliText.json(sample);
        return CliText.json(placeholder) + ":{" + CliText.json(type) + ":" + body + "}";
    }
}
