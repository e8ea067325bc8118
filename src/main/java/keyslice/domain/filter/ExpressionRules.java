package keyslice.domain.filter;

import java.util.List;
import java.util.Optional;
import keyslice.domain.form.Problem;
import keyslice.domain.text.Shown;

/**
 * The rules DynamoDB checks in a condition beyond its syntax: functions and their operands, BETWEEN's bounds, IN's
 * count. Each rule adds its problem in DynamoDB's words and answers null for the part it refuses, so that
 * {@link FilterParser} goes on and finds the others; a null operand (refused further down) is passed through.
 */
final class ExpressionRules {

    private final Clause clause;
    private final List<Problem> problems;

    ExpressionRules(Clause clause, List<Problem> problems) {
        this.clause = clause;
        this.problems = problems;
    }

    /** DynamoDB refuses a path compared with itself, as it does in contains and begins_with. */
    Condition compare(Operand left, Comparator comparator, Operand right) {
        if (left == null || right == null || !distinct(comparator.symbol(), List.of(left, right))) {
            return null;
        }
        return new Condition.Compare(left, comparator, right);
    }

    Condition in(Operand subject, List<Operand> candidates) {
        if (candidates.size() > Condition.MAX_IN_CANDIDATES) {
            problems.add(clause.invalid(
                    "IN takes at most " + Condition.MAX_IN_CANDIDATES + " values, and this one has " + candidates.size()
                            + ": split it with OR.",
                    "The IN operator is provided with too many operands; " + "number of operands: "
                            + candidates.size()));
            return null;
        }
        return subject == null || candidates.contains(null) ? null : new Condition.In(subject, candidates);
    }

    /** {@code size(operand)}: one operand, of a type that has a size. */
    Operand size(List<Operand> arguments) {
        if (arguments.size() != 1) {
            problems.add(clause.invalid(
                    "size takes 1 operand, not " + arguments.size() + ".",
                    "Incorrect number of operands "
                            + "for operator or function; operator or function: size, number of operands: "
                            + arguments.size()));
            return null;
        }
        Operand operand = arguments.get(0);
        if (operand == null
                || !operandTypes(
                        Function.SIZE,
                        arguments,
                        ItemValue.Type.S,
                        ItemValue.Type.B,
                        ItemValue.Type.SS,
                        ItemValue.Type.NS,
                        ItemValue.Type.BS,
                        ItemValue.Type.L,
                        ItemValue.Type.M)) {
            return null;
        }
        return new Operand.Size(operand);
    }

    /** Literal bounds must be of one type and in order; checked even when the subject was refused. */
    Condition between(Operand subject, Operand lower, Operand upper) {
        if (lower == null || upper == null) {
            return null;
        }
        if (lower instanceof Operand.Literal low && upper instanceof Operand.Literal high) {
            Optional<Integer> order = ItemValue.compare(low.value(), high.value());
            String operands = "lower bound operand: AttributeValue: " + ItemValue.describe(low.value())
                    + ", upper bound operand: AttributeValue: " + ItemValue.describe(high.value());
            if (low.value().type() != high.value().type()) {
                problems.add(clause.invalid(
                        "The bounds of BETWEEN are of two types (" + low.value().type() + " and "
                                + high.value().type() + "), so nothing is between them: give both bounds one type.",
                        "The BETWEEN operator requires same data type for lower and upper bounds; " + operands));
                return null;
            }
            if (order.isPresent() && order.get() > 0) {
                problems.add(clause.invalid(
                        "The lower bound of BETWEEN is above the upper bound, so nothing is between "
                                + "them: swap the bounds.",
                        "The BETWEEN operator requires upper bound to be greater than or equal " + "to lower bound; "
                                + operands));
                return null;
            }
        }
        return subject == null ? null : new Condition.Between(subject, lower, upper);
    }

    Condition call(String name, List<Operand> arguments) {
        Optional<Function> known = Function.named(name);
        if (known.isEmpty()) {
            problems.add(clause.invalid(
                    Shown.quoted(name) + " is not a DynamoDB function: use attribute_exists, "
                            + "attribute_not_exists, attribute_type, begins_with, contains or size.",
                    "Invalid function name; function: " + name));
            return null;
        }
        Function function = known.get();
        if (arguments.size() != function.arity()) {
            problems.add(clause.invalid(
                    function.word() + " takes " + function.arity() + " operand" + (function.arity() == 1 ? "" : "s")
                            + ", not " + arguments.size() + ".",
                    "Incorrect number of operands for operator or function; operator or function: " + function.word()
                            + ", number of operands: " + arguments.size()));
            return null;
        }
        if (arguments.contains(null)) {
            return null;
        }
        Operand first = arguments.get(0);
        boolean valid = switch (function) {
            case ATTRIBUTE_EXISTS, ATTRIBUTE_NOT_EXISTS -> requirePath(function, first);
            case ATTRIBUTE_TYPE -> requirePath(function, first) & typeName(arguments.get(1));
            case BEGINS_WITH ->
                distinct(function.word(), arguments)
                        & operandTypes(function, arguments, ItemValue.Type.S, ItemValue.Type.B);
            case CONTAINS -> distinct(function.word(), arguments);
        };
        return valid ? new Condition.Call(function, arguments) : null;
    }

    private boolean requirePath(Function function, Operand operand) {
        if (operand instanceof Path) {
            return true;
        }
        problems.add(clause.invalid(
                function.word() + " takes an attribute path, such as " + function.word() + "(archivedAt).",
                "Operator or function requires a document path; operator or function: " + function.word()));
        return false;
    }

    private boolean typeName(Operand operand) {
        if (!(operand instanceof Operand.Literal literal) || !(literal.value() instanceof ItemValue.S name)) {
            String type = operand instanceof Operand.Literal literal
                    ? literal.value().type().name()
                    : "{NS,SS,L,BS,N,M,B,BOOL,NULL,S}";
            problems.add(clause.invalid(
                    "attribute_type takes a type name as a string, such as attribute_type(tags, \"SS\").",
                    "Incorrect operand type for operator or function; operator or function: attribute_type, operand type: "
                            + type));
            return false;
        }
        for (ItemValue.Type type : ItemValue.Type.values()) {
            if (type.name().equals(name.text())) {
                return true;
            }
        }
        problems.add(clause.invalid(
                Shown.quoted(name.text()) + " is not a DynamoDB type: use S, SS, N, NS, B, BS, BOOL, "
                        + "NULL, L or M.",
                "Invalid attribute type name found; type: " + name.text()
                        + ", valid types: {B,NULL,SS,BOOL,L,BS,N,NS,S,M}"));
        return false;
    }

    private boolean distinct(String operator, List<Operand> arguments) {
        if (!(arguments.get(0) instanceof Path path) || !path.equals(arguments.get(1))) {
            return true;
        }
        problems.add(clause.invalid(
                operator + " compares " + FilterText.path(path, FilterText.USER) + " with itself: "
                        + "give another operand.",
                "The first operand must be distinct from the remaining operands for this "
                        + "operator or function; operator: " + operator + ", first operand: "
                        + FilterText.dynamoPath(path)));
        return false;
    }

    /** Literal operands must be of one of {@code allowed}: the type of a path is only known per item. */
    private boolean operandTypes(String function, List<Operand> arguments, ItemValue.Type... allowed) {
        for (Operand operand : arguments) {
            ItemValue.Type type = operand instanceof Operand.Literal literal
                    ? literal.value().type()
                    : operand instanceof Operand.Size ? ItemValue.Type.N : null;
            if (type != null && !List.of(allowed).contains(type)) {
                problems.add(clause.invalid(
                        function + " does not take " + type + ": it takes " + List.of(allowed) + ".",
                        "Incorrect operand type for operator or function; operator or function: " + function
                                + ", operand type: " + type));
                return false;
            }
        }
        return true;
    }

    private boolean operandTypes(Function function, List<Operand> arguments, ItemValue.Type... allowed) {
        return operandTypes(function.word(), arguments, allowed);
    }

    void misused(String function) {
        problems.add(clause.invalid(
                function + " yields true or false, so it cannot be compared: write it alone, " + "or with NOT.",
                "The function is not allowed to be used this way in an expression; function: " + function));
    }
}
