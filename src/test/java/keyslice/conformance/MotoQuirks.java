package keyslice.conformance;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import keyslice.domain.filter.Comparator;
import keyslice.domain.filter.Condition;
import keyslice.domain.filter.FilterEvaluator;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.filter.ItemValue.Type;

/**
 * Where moto's filter departs from DynamoDB's documented behaviour (which keyslice follows), recognised per item and
 * per part of the filter, as {@link DynaliteQuirks} does for dynalite; each is listed in docs/engine-parity.md. moto
 * compares the Python values it makes of DynamoDB's ({@code None} for a missing attribute and for NULL, {@code bool}
 * for BOOL, {@code Decimal} for N, base64 text for B, Python sets and lists), so:
 * <ul>
 *   <li>a missing attribute equals NULL and another missing attribute ({@code =}, {@code <>}, {@code IN});
 *   <li>BOOL true equals the number 1 and false the number 0, and they order against numbers;
 *   <li>S and B order against each other (as text), and BOOL, sets and lists are ordered (Python's {@code <});
 *   <li>{@code contains} on a list or number set is Python's {@code in}: a missing operand finds a NULL element, and
 *       BOOL finds 1 or 0;
 *   <li>BETWEEN tests the subject and the bounds for Python's truth before it compares: a subject 0, "" or empty bytes,
 *       or a bound "", is never between.
 * </ul>
 * Orderings Python cannot make (a map against a number, ...) are an HTTP 500 for the whole Query, counted per case.
 */
final class MotoQuirks {

    /** How often each departure was met, over the whole run. */
    static final Map<String, Integer> COUNTS = new ConcurrentHashMap<>();

    private static final Set<Type> ORDERED = Set.of(Type.S, Type.N, Type.B);

    private MotoQuirks() {}

    /** Whether some part of {@code filter}, on this item, is one where moto answers otherwise than DynamoDB. */
    static boolean departs(Condition filter, Map<String, ItemValue> item) {
        return filter.accept(new Condition.Visitor<Boolean>() {
            public Boolean compare(Condition.Compare compare) {
                Optional<ItemValue> left = DynaliteQuirks.value(compare.left(), item);
                Optional<ItemValue> right = DynaliteQuirks.value(compare.right(), item);
                return compare.comparator() == Comparator.EQ || compare.comparator() == Comparator.NE
                        ? equalsDeparts(left, right)
                        : ordersDeparts(left, right);
            }

            public Boolean between(Condition.Between between) {
                Optional<ItemValue> subject = DynaliteQuirks.value(between.subject(), item);
                Optional<ItemValue> lower = DynaliteQuirks.value(between.lower(), item);
                Optional<ItemValue> upper = DynaliteQuirks.value(between.upper(), item);
                // moto compares only when the subject is true in Python and each bound a number or true: a subject 0,
                // "" or empty bytes, or a bound "", is never between
                if (subject.isPresent() && (falsy(subject.get()) || emptyString(lower) || emptyString(upper))) {
                    return FilterEvaluator.evaluate(between, item).kept()
                            && count("BETWEEN with 0 or \"\" as its subject, or \"\" as a bound, is false");
                }
                return ordersDeparts(subject, lower) | ordersDeparts(subject, upper);
            }

            public Boolean in(Condition.In in) {
                Optional<ItemValue> subject = DynaliteQuirks.value(in.subject(), item);
                return in.candidates().stream()
                        .map(c -> equalsDeparts(subject, DynaliteQuirks.value(c, item)))
                        .reduce(false, (a, b) -> a | b);
            }

            public Boolean call(Condition.Call call) {
                if (call.function() != keyslice.domain.filter.Function.CONTAINS) {
                    return false;
                }
                // Python's `in`: == on each element of a list or number set
                Optional<ItemValue> container =
                        DynaliteQuirks.value(call.arguments().get(0), item);
                Optional<ItemValue> operand =
                        DynaliteQuirks.value(call.arguments().get(1), item);
                List<ItemValue> elements = container.map(MotoQuirks::elements).orElse(List.of());
                if (operand.isEmpty()) {
                    return elements.stream().anyMatch(e -> e.type() == Type.NULL)
                            && count("contains(list, a missing attribute) finds a NULL element");
                }
                return elements.stream().anyMatch(e -> boolEqualsNumber(e, operand.get()))
                        && count("contains finds BOOL as the number 1 or 0");
            }

            public Boolean not(Condition.Not not) {
                return departs(not.operand(), item);
            }

            public Boolean and(Condition.And and) {
                return departs(and.left(), item) | departs(and.right(), item);
            }

            public Boolean or(Condition.Or or) {
                return departs(or.left(), item) | departs(or.right(), item);
            }
        });
    }

    /** {@code =}, {@code <>} and IN: Python's {@code ==} on moto's values. */
    private static boolean equalsDeparts(Optional<ItemValue> left, Optional<ItemValue> right) {
        if (noneInPython(left) && noneInPython(right) && (left.isEmpty() || right.isEmpty())) {
            return count("a missing attribute equals NULL or another missing attribute");
        }
        if (left.isPresent() && right.isPresent() && boolEqualsNumber(left.get(), right.get())) {
            return count("BOOL equals the number 1 or 0");
        }
        return false;
    }

    /** {@code < <= > >=} and BETWEEN: Python's {@code <} where it does not raise. */
    private static boolean ordersDeparts(Optional<ItemValue> left, Optional<ItemValue> right) {
        if (left.isEmpty() || right.isEmpty()) {
            return false; // moto: False for None, as DynamoDB
        }
        Type a = left.get().type();
        Type b = right.get().type();
        if (a == b) {
            return !ORDERED.contains(a) && a != Type.NULL && a != Type.M && count("< <= > >= BETWEEN of two " + a);
        }
        Set<Type> pair = Set.of(a, b);
        return (pair.equals(Set.of(Type.S, Type.B)) || pair.equals(Set.of(Type.BOOL, Type.N)))
                && count("< <= > >= BETWEEN of "
                        + pair.stream().map(Type::name).sorted().toList());
    }

    private static List<ItemValue> elements(ItemValue container) {
        if (container instanceof ItemValue.L list) {
            return list.elements();
        }
        if (container instanceof ItemValue.NS numbers) {
            return numbers.elements().stream().<ItemValue>map(ItemValue.N::new).toList();
        }
        return List.of();
    }

    /** A value Python's truth test finds false, among those BETWEEN can hold for: 0, "" and empty bytes. */
    private static boolean falsy(ItemValue value) {
        return value instanceof ItemValue.N n && n.number().signum() == 0
                || value instanceof ItemValue.S s && s.text().isEmpty()
                || value instanceof ItemValue.B b && b.bytes().length == 0;
    }

    private static boolean emptyString(Optional<ItemValue> value) {
        return value.isPresent()
                && value.get() instanceof ItemValue.S s
                && s.text().isEmpty();
    }

    private static boolean noneInPython(Optional<ItemValue> value) {
        return value.isEmpty() || value.get().type() == Type.NULL;
    }

    private static boolean boolEqualsNumber(ItemValue x, ItemValue y) {
        return boolEqualsNumberInOrder(x, y) || boolEqualsNumberInOrder(y, x);
    }

    private static boolean boolEqualsNumberInOrder(ItemValue x, ItemValue y) {
        return x instanceof ItemValue.Bool bool
                && y instanceof ItemValue.N n
                && n.number().compareTo(bool.value() ? BigDecimal.ONE : BigDecimal.ZERO) == 0;
    }

    private static boolean count(String departure) {
        COUNTS.merge(departure, 1, Integer::sum);
        return true;
    }
}
