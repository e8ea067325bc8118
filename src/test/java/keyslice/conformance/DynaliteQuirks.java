package keyslice.conformance;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import keyslice.domain.filter.AttributeValue;
import keyslice.domain.filter.Condition;
import keyslice.domain.filter.Operand;
import keyslice.domain.filter.Path;

/**
 * Where dynalite's filter departs from DynamoDB's documented behaviour (which keyslice follows), recognised per item
 * and per part of the filter, so that a differential test leaves out exactly those items and counts them. Each
 * departure is listed in docs/filter-conformance.md.
 */
final class DynaliteQuirks {

    /** How often each departure was met, over the whole run. */
    static final Map<String, Integer> COUNTS = new ConcurrentHashMap<>();

    private DynaliteQuirks() {
    }

    /** Whether some part of {@code filter}, on this item, is one where dynalite answers otherwise than DynamoDB. */
    static boolean departs(Condition filter, Map<String, AttributeValue> item) {
        return filter.accept(new Condition.Visitor<Boolean>() {
            public Boolean compare(Condition.Compare compare) {
                if (emptySize(compare.left(), item) || emptySize(compare.right(), item)) {
                    return true;
                }
                Optional<AttributeValue> left = value(compare.left(), item);
                Optional<AttributeValue> right = value(compare.right(), item);
                if (left.isEmpty() && right.isEmpty()) {
                    // dynalite compares null with null: two missing operands are equal, so = <= >= hold and <> fails
                    return compare.comparator() != keyslice.domain.filter.Comparator.LT
                            && compare.comparator() != keyslice.domain.filter.Comparator.GT
                            && count(compare.comparator().symbol() + " of two missing operands");
                }
                if (left.isEmpty() || right.isEmpty() || left.get().type() != right.get().type()) {
                    return false;
                }
                AttributeValue.Type type = left.get().type();
                return switch (compare.comparator()) {
                    // dynalite compares L and M by object identity
                    case EQ, NE -> (type == AttributeValue.Type.L || type == AttributeValue.Type.M) && count("= or <> of two "
                            + type);
                    // dynalite orders BOOL, NULL and sets by JavaScript's < on their JSON values
                    default -> type != AttributeValue.Type.S && type != AttributeValue.Type.N && type != AttributeValue.Type.B
                            && count("< <= > >= of two " + type);
                };
            }

            public Boolean between(Condition.Between between) {
                // dynalite tests !value: an empty string is never between, though "" BETWEEN "" AND "a" holds
                Optional<AttributeValue> subject = value(between.subject(), item);
                return emptySize(between.subject(), item) || falsy(subject) && subject.get().type() == value(between.lower(), item)
                        .map(AttributeValue::type).orElse(null) && count("BETWEEN on an empty string");
            }

            public Boolean in(Condition.In in) {
                Optional<AttributeValue> subject = value(in.subject(), item);
                if (emptySize(in.subject(), item)) {
                    return true;
                }
                return falsy(subject) && in.candidates().stream().anyMatch(c -> value(c, item).equals(subject))
                        && count("IN on false or an empty string");
            }

            public Boolean call(Condition.Call call) {
                Optional<AttributeValue> first = value(call.arguments().get(0), item);
                Optional<AttributeValue> second = call.arguments().size() > 1 ? value(call.arguments().get(1), item) : Optional.empty();
                return switch (call.function()) {
                    case ATTRIBUTE_TYPE -> falsy(first) && second.isPresent() && second.get() instanceof AttributeValue.S type
                            && type.text().equals(first.get().type().name()) && count("attribute_type on false or an empty string");
                    // dynalite's contains on a list only finds S, N and B elements, and tests them for truth
                    case CONTAINS -> first.isPresent() && first.get() instanceof AttributeValue.L && second.isPresent()
                            && (!List.of(AttributeValue.Type.S, AttributeValue.Type.N, AttributeValue.Type.B)
                            .contains(second.get().type()) || falsy(second)) && count("contains(list, " + second.get().type()
                            + (falsy(second) ? " empty" : "") + ")");
                    default -> false;
                };
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

    /** dynalite's size tests {@code val.S} and {@code val.B} for truth, so an empty S or B has no size, as if missing. */
    private static boolean emptySize(Operand operand, Map<String, AttributeValue> item) {
        return operand instanceof Operand.Size size && falsy(value(size.operand(), item))
                && !(value(size.operand(), item).get() instanceof AttributeValue.Bool) && count("size of an empty S or B");
    }

    /** dynalite tests {@code !value}, so BOOL false and an empty S or B read as missing. */
    private static boolean falsy(Optional<AttributeValue> value) {
        return value.isPresent() && (value.get() instanceof AttributeValue.Bool b && !b.value()
                || value.get() instanceof AttributeValue.S s && s.text().isEmpty()
                || value.get() instanceof AttributeValue.B b2 && b2.bytes().length == 0);
    }

    private static boolean count(String departure) {
        COUNTS.merge(departure, 1, Integer::sum);
        return true;
    }

    static Optional<AttributeValue> value(Operand operand, Map<String, AttributeValue> item) {
        if (operand instanceof Operand.Literal literal) {
            return Optional.of(literal.value());
        }
        if (operand instanceof Operand.Size size) {
            return value(size.operand(), item).flatMap(DynaliteQuirks::size);
        }
        return ((Path) operand).in(item);
    }

    private static Optional<AttributeValue> size(AttributeValue value) {
        Integer size = switch (value.type()) {
            case S -> ((AttributeValue.S) value).text().length();
            case B -> ((AttributeValue.B) value).bytes().length;
            case SS -> ((AttributeValue.SS) value).elements().size();
            case NS -> ((AttributeValue.NS) value).elements().size();
            case BS -> ((AttributeValue.BS) value).elements().size();
            case L -> ((AttributeValue.L) value).elements().size();
            case M -> ((AttributeValue.M) value).entries().size();
            case N, BOOL, NULL -> null;
        };
        return Optional.ofNullable(size).map(n -> new AttributeValue.N(BigDecimal.valueOf(n)));
    }
}
