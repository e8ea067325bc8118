package keyslice.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.domain.filter.FilterText;
import keyslice.domain.filter.ItemLines;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.form.Problem;
import keyslice.domain.key.SortOperator;
import keyslice.domain.text.Shown;

/**
 * The legacy parameters, {@code KeyConditions} and {@code QueryFilter} ({@code {"attr": {"ComparisonOperator": "EQ",
 * "AttributeValueList": [...]}}}), translated into what their expressions say.
 */
final class LegacyConditions {

    private LegacyConditions() {}

    static List<KeyConditionReader.Term> keyTerms(Map<?, ?> conditions, List<Problem> problems) {
        List<KeyConditionReader.Term> terms = new ArrayList<>();
        conditions.forEach((name, condition) -> {
            Optional<Condition> read = condition("KeyConditions", String.valueOf(name), condition, problems);
            if (read.isEmpty()) {
                return;
            }
            Optional<SortOperator> operator = switch (read.get().operator) {
                case "EQ" -> Optional.of(SortOperator.EQ);
                case "LT" -> Optional.of(SortOperator.LT);
                case "LE" -> Optional.of(SortOperator.LE);
                case "GT" -> Optional.of(SortOperator.GT);
                case "GE" -> Optional.of(SortOperator.GE);
                case "BETWEEN" -> Optional.of(SortOperator.BETWEEN);
                case "BEGINS_WITH" -> Optional.of(SortOperator.BEGINS_WITH);
                default -> Optional.empty();
            };
            if (operator.isEmpty()) {
                problems.add(new Problem(
                        "KeyConditions",
                        "A key condition compares with EQ, LT, LE, GT, GE, BETWEEN or BEGINS_WITH; "
                                + Shown.quoted(String.valueOf(name)) + " uses " + read.get().operator + ".",
                        "Attempted conditional constraint is not an indexable operation"));
                return;
            }
            if (arity(read.get(), operator.get().arity(), "KeyConditions", problems)) {
                terms.add(new KeyConditionReader.Term(
                        String.valueOf(name), "", operator.get(), read.get().values, List.of()));
            }
        });
        return terms;
    }

    /** The filter a QueryFilter says, in keyslice's filter syntax; its conditions joined by the ConditionalOperator. */
    static Optional<String> filter(Map<?, ?> conditions, Object joint, List<Problem> problems) {
        if (joint != null && !"AND".equals(joint) && !"OR".equals(joint)) {
            problems.add(RequestReader.shape("ConditionalOperator", "AND or OR"));
            return Optional.empty();
        }
        List<String> parts = new ArrayList<>();
        int before = problems.size();
        conditions.forEach((name, condition) -> condition("QueryFilter", String.valueOf(name), condition, problems)
                .flatMap(read -> text(FilterText.name(String.valueOf(name)), read, problems))
                .ifPresent(parts::add));
        if (problems.size() > before || parts.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(String.join("OR".equals(joint) ? " OR " : " AND ", parts));
    }

    private record Condition(String operator, List<ItemValue> values) {}

    private static Optional<Condition> condition(String member, String name, Object condition, List<Problem> problems) {
        if (!(condition instanceof Map<?, ?> map) || !(map.get("ComparisonOperator") instanceof String operator)) {
            problems.add(RequestReader.shape(
                    member,
                    "an object of conditions, each with a ComparisonOperator; " + Shown.quoted(name) + "'s is not"));
            return Optional.empty();
        }
        List<ItemValue> values = new ArrayList<>();
        Object list = map.get("AttributeValueList");
        if (list instanceof List<?> elements) {
            for (Object element : elements) {
                ItemLines.value(element, member, Shown.quoted(name), problems).ifPresent(values::add);
            }
        } else if (list != null) {
            problems.add(RequestReader.shape(member, "an object whose AttributeValueList is an array"));
            return Optional.empty();
        }
        return Optional.of(new Condition(operator, values));
    }

    private static Optional<String> text(String name, Condition condition, List<Problem> problems) {
        List<String> literals = new ArrayList<>();
        for (ItemValue value : condition.values) {
            Optional<String> literal = FilterText.literalOf(value);
            if (literal.isEmpty()) {
                problems.add(new Problem(
                        "QueryFilter",
                        "keyslice's filter writes only strings, numbers, booleans and null; " + name
                                + " is compared with a " + value.type() + " value.",
                        "keyslice cannot write a " + value.type() + " value in a filter"));
                return Optional.empty();
            }
            literals.add(literal.get());
        }
        String operator = condition.operator;
        int arity = switch (operator) {
            case "NOT_NULL", "NULL" -> 0;
            case "BETWEEN" -> 2;
            case "IN" -> -1;
            default -> 1;
        };
        if (arity >= 0 && !arity(condition, arity, "QueryFilter", problems) || arity < 0 && literals.isEmpty()) {
            return Optional.empty();
        }
        return switch (operator) {
            case "EQ" -> Optional.of(name + " = " + literals.get(0));
            case "NE" -> Optional.of(name + " <> " + literals.get(0));
            case "LT" -> Optional.of(name + " < " + literals.get(0));
            case "LE" -> Optional.of(name + " <= " + literals.get(0));
            case "GT" -> Optional.of(name + " > " + literals.get(0));
            case "GE" -> Optional.of(name + " >= " + literals.get(0));
            case "NOT_NULL" -> Optional.of("attribute_exists(" + name + ")");
            case "NULL" -> Optional.of("attribute_not_exists(" + name + ")");
            case "CONTAINS" -> Optional.of("contains(" + name + ", " + literals.get(0) + ")");
            case "NOT_CONTAINS" -> Optional.of("NOT contains(" + name + ", " + literals.get(0) + ")");
            case "BEGINS_WITH" -> Optional.of("begins_with(" + name + ", " + literals.get(0) + ")");
            case "BETWEEN" -> Optional.of(name + " BETWEEN " + literals.get(0) + " AND " + literals.get(1));
            case "IN" -> Optional.of(name + " IN (" + String.join(", ", literals) + ")");
            default -> {
                problems.add(new Problem(
                        "QueryFilter",
                        Shown.quoted(operator) + " is not a ComparisonOperator.",
                        "1 validation error detected: Value '" + operator
                                + "' at 'queryFilter.comparisonOperator' failed to satisfy constraint: "
                                + "Member must satisfy enum value set: [IN, NULL, BETWEEN, LT, NOT_CONTAINS, EQ, GT, NOT_NULL, NE, LE, "
                                + "BEGINS_WITH, GE, CONTAINS]"));
                yield Optional.empty();
            }
        };
    }

    private static boolean arity(Condition condition, int arity, String member, List<Problem> problems) {
        if (condition.values.size() == arity) {
            return true;
        }
        problems.add(new Problem(
                member,
                condition.operator + " takes " + arity + " value" + (arity == 1 ? "" : "s") + " in its "
                        + "AttributeValueList, not " + condition.values.size() + ".",
                "One or more parameter values were invalid: Invalid number of " + "argument(s) for the "
                        + condition.operator + " ComparisonOperator"));
        return false;
    }
}
