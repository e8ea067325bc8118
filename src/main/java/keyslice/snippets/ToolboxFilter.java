package keyslice.snippets;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import keyslice.domain.filter.Comparator;
import keyslice.domain.filter.Condition;
import keyslice.domain.filter.FilterText;
import keyslice.domain.filter.Operand;
import keyslice.domain.filter.Path;
import keyslice.snippets.ToolboxValues.Place;

/**
 * A filter as dynamodb-toolbox condition objects for its query command's {@code filter} option
 * ({@code { attr: "status", eq: "open" }}, {@code { size: "tags", gt: 2 }}, {@code { and: [...] }}...), or why the
 * toolbox cannot send it.
 *
 * <p>What the toolbox does with them, read in its source ({@code schema/actions/parseCondition}):
 * <ul>
 * <li>It rewrites the path of each condition on an attribute, and of an {@code { attr }} compared with
 * ({@link ToolboxPaths}).</li>
 * <li>A free condition ({@code { value: "", eq: { attr: "['first name']" } }}) is sent as written: its
 * {@code { attr }} operands go straight to the placeholders, so a comparison with a value can name any path.</li>
 * <li>It copies each value of a rewritten condition, which turns a NumberValue into a plain object, and drops a
 * BigInt from {@code in}; numbers no double holds go as BigInts where they are integers, else only in a free
 * condition. Its size conditions take JavaScript numbers.</li>
 * </ul>
 */
final class ToolboxFilter {

    /**
     * The condition objects, whether one of them is a free condition, and why some condition cannot be written (then
     * the text is not to be used).
     */
    record Written(String text, boolean free, List<String> reasons) {}

    /** Why the forms tried for the current condition failed, the first attempt's first. */
    private final List<String> failures = new ArrayList<>();

    private final List<String> reasons = new ArrayList<>();
    private boolean free;

    private ToolboxFilter() {}

    static Written of(Condition filter) {
        ToolboxFilter writer = new ToolboxFilter();
        String text = writer.condition(filter, "");
        return new Written(text, writer.free, List.copyOf(writer.reasons));
    }

    private String condition(Condition condition, String indent) {
        return condition.accept(new Condition.Visitor<>() {
            public String compare(Condition.Compare compare) {
                List<Operand> left = List.of(compare.left());
                List<Operand> right = List.of(compare.right());
                String key = key(compare.comparator());
                String flipped = key(flip(compare.comparator()));
                return leaf(
                        compare,
                        () -> first(
                                () -> rewritten(compare.left(), key, right, false, true),
                                () -> rewritten(compare.right(), flipped, left, false, true),
                                () -> free(compare.left(), key, right, false),
                                () -> free(compare.right(), flipped, left, false)));
            }

            public String between(Condition.Between between) {
                List<Operand> bounds = List.of(between.lower(), between.upper());
                return leaf(
                        between,
                        () -> first(
                                () -> rewritten(between.subject(), "between", bounds, true, true),
                                () -> free(between.subject(), "between", bounds, true)));
            }

            public String in(Condition.In in) {
                return leaf(
                        in,
                        () -> first(
                                () -> rewritten(in.subject(), "in", in.candidates(), true, true),
                                () -> free(in.subject(), "in", in.candidates(), true)));
            }

            public String call(Condition.Call call) {
                List<Operand> arguments = call.arguments();
                Operand subject = arguments.get(0);
                return leaf(call, () -> switch (call.function()) {
                    case ATTRIBUTE_EXISTS -> subject(subject, false).map(s -> "{ " + s + ", exists: true }");
                    case ATTRIBUTE_NOT_EXISTS -> subject(subject, false).map(s -> "{ " + s + ", exists: false }");
                    case ATTRIBUTE_TYPE -> rewritten(subject, "type", arguments.subList(1, 2), false, false);
                    case BEGINS_WITH ->
                        first(
                                () -> rewritten(subject, "beginsWith", arguments.subList(1, 2), false, false),
                                () -> free(subject, "beginsWith", arguments.subList(1, 2), false));
                    case CONTAINS ->
                        first(
                                () -> rewritten(subject, "contains", arguments.subList(1, 2), false, false),
                                () -> free(subject, "contains", arguments.subList(1, 2), false));
                });
            }

            public String not(Condition.Not not) {
                String operand = condition(not.operand(), indent + "  ");
                return operand.contains("\n")
                        ? "{\n" + indent + "  not: " + operand + ",\n" + indent + "}"
                        : "{ not: " + operand + " }";
            }

            public String and(Condition.And and) {
                List<Condition> operands = new ArrayList<>();
                flatten(and, operands);
                return list("and", operands, indent);
            }

            public String or(Condition.Or or) {
                List<Condition> operands = new ArrayList<>();
                flatten(or, operands);
                return list("or", operands, indent);
            }
        });
    }

    /** {@code { and: [...] }} over a chain of one operator: the toolbox takes a list. */
    private String list(String key, List<Condition> operands, String indent) {
        StringBuilder out =
                new StringBuilder("{\n").append(indent).append("  ").append(key).append(": [\n");
        for (Condition operand : operands) {
            out.append(indent)
                    .append("    ")
                    .append(condition(operand, indent + "    "))
                    .append(",\n");
        }
        return out.append(indent).append("  ],\n").append(indent).append('}').toString();
    }

    private static void flatten(Condition condition, List<Condition> into) {
        if (condition instanceof Condition.And and) {
            flattenSame(and.left(), Condition.And.class, into);
            flattenSame(and.right(), Condition.And.class, into);
        } else if (condition instanceof Condition.Or or) {
            flattenSame(or.left(), Condition.Or.class, into);
            flattenSame(or.right(), Condition.Or.class, into);
        }
    }

    private static void flattenSame(Condition operand, Class<? extends Condition> kind, List<Condition> into) {
        if (kind.isInstance(operand)) {
            flatten(operand, into);
        } else {
            into.add(operand);
        }
    }

    /** One condition object, or a reason naming the condition when no form of it works. */
    private String leaf(Condition condition, Supplier<Optional<String>> forms) {
        failures.clear();
        Optional<String> written = forms.get();
        if (written.isPresent()) {
            return written.get();
        }
        reasons.add("it has no condition object for " + JsSyntax.literal(FilterText.of(condition)) + ": "
                + (failures.isEmpty() ? "no form of it sends it as written" : failures.get(0)));
        return "{}";
    }

    /** The first form that works, trying no further: a free form tried is one written. */
    @SafeVarargs
    private static Optional<String> first(Supplier<Optional<String>>... forms) {
        for (Supplier<Optional<String>> form : forms) {
            Optional<String> written = form.get();
            if (written.isPresent()) {
                return written;
            }
        }
        return Optional.empty();
    }

    /** {@code { attr: "a", eq: 1 }}: a condition on a path, which the toolbox rewrites, its values copied. */
    private Optional<String> rewritten(
            Operand subject, String key, List<Operand> values, boolean array, boolean sized) {
        Optional<String> head = subject(subject, sized);
        if (head.isEmpty()) {
            return Optional.empty();
        }
        Place place = subject instanceof Operand.Size ? Place.SIZED : key.equals("in") ? Place.CANDIDATE : Place.COPIED;
        return operands(values, array, v -> operand(v, place))
                .map(o -> "{ " + head.get() + ", " + key + ": " + o + " }");
    }

    /** {@code { value: "", eq: { attr: "['first name']" } }}: a free condition, sent as written. */
    private Optional<String> free(Operand subject, String key, List<Operand> values, boolean array) {
        if (!(subject instanceof Operand.Literal literal)) {
            return Optional.empty();
        }
        Optional<String> written = operands(values, array, v -> operand(v, Place.FREE))
                .map(o -> "{ value: " + ToolboxValues.value(literal.value()) + ", " + key + ": " + o + " }");
        free |= written.isPresent();
        return written;
    }

    private static Optional<String> operands(
            List<Operand> values, boolean array, Function<Operand, Optional<String>> each) {
        List<String> written = new ArrayList<>();
        for (Operand value : values) {
            Optional<String> one = each.apply(value);
            if (one.isEmpty()) {
                return Optional.empty();
            }
            written.add(one.get());
        }
        return Optional.of(array ? "[" + String.join(", ", written) + "]" : written.get(0));
    }

    /** {@code attr: "a.b"} or, where {@code sized} allows, {@code size: "tags"}: what a rewritten condition is on. */
    private Optional<String> subject(Operand subject, boolean sized) {
        if (subject instanceof Path path) {
            return ToolboxPaths.rewrittenPath(path, failures).map(p -> "attr: " + p);
        }
        if (subject instanceof Operand.Size size) {
            if (!sized) {
                failures.add("it writes size() only as what a comparison, BETWEEN or IN is on");
                return Optional.empty();
            }
            if (size.operand() instanceof Path path) {
                return ToolboxPaths.rewrittenPath(path, failures).map(p -> "size: " + p);
            }
            failures.add("its size conditions take an attribute path, not a value");
        }
        return Optional.empty();
    }

    /** A value, or {@code { attr: "b" }} for a path compared with. */
    private Optional<String> operand(Operand operand, Place place) {
        return operand.accept(new Operand.Visitor<>() {
            public Optional<String> path(Path path) {
                Optional<String> written = place == Place.FREE
                        ? ToolboxPaths.namedPath(path, failures)
                        : ToolboxPaths.rewrittenPath(path, failures);
                return written.map(p -> "{ attr: " + p + " }");
            }

            public Optional<String> literal(Operand.Literal literal) {
                return ToolboxValues.literal(literal.value(), place, failures);
            }

            public Optional<String> size(Operand.Size size) {
                failures.add("it compares a condition's subject with values and attributes, not with size()");
                return Optional.empty();
            }
        });
    }

    private static String key(Comparator comparator) {
        return switch (comparator) {
            case EQ -> "eq";
            case NE -> "ne";
            case LT -> "lt";
            case LE -> "lte";
            case GT -> "gt";
            case GE -> "gte";
        };
    }

    /** The comparator with its operands swapped: {@code 2 < a} is {@code a > 2}. */
    private static Comparator flip(Comparator comparator) {
        return switch (comparator) {
            case EQ, NE -> comparator;
            case LT -> Comparator.GT;
            case LE -> Comparator.GE;
            case GT -> Comparator.LT;
            case GE -> Comparator.LE;
        };
    }
}
