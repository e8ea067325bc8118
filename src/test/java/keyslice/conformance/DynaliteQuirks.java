package keyslice.conformance;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import keyslice.domain.filter.Condition;
import keyslice.domain.filter.ItemValue;
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

    private DynaliteQuirks() {}

    /** Whether some part of {@code filter}, on this item, is one where dynalite answers otherwise than DynamoDB. */
    static boolean departs(Condition filter, Map<String, ItemValue> item) {
        return filter.accept(new Condition.Visitor<Boolean>() {
            public Boolean compare(Condition.Compare compare) {
                if (emptySize(compare.left(), item) || emptySize(compare.right(), item)) {
                    return true;
                }
                Optional<ItemValue> left = value(compare.left(), item);
                Optional<ItemValue> right = value(compare.right(), item);
                if (left.isEmpty() && right.isEmpty()) {
                    // dynalite compares null with null: two missing operands are equal, so = <= >= hold and <> fails
                    return compare.comparator() != keyslice.domain.filter.Comparator.LT
                            && compare.comparator() != keyslice.domain.filter.Comparator.GT
                            && count(compare.comparator().symbol() + " of two missing operands");
                }
                if (left.isEmpty()
                        || right.isEmpty()
                        || left.get().type() != right.get().type()) {
                    return false;
                }
                ItemValue.Type type = left.get().type();
                return switch (compare.comparator()) {
                    // dynalite compares L and M by object identity
                    case EQ, NE ->
                        (type == ItemValue.Type.L || type == ItemValue.Type.M) && count("= or <> of two " + type);
                    // dynalite orders BOOL, NULL and sets by JavaScript's < on their JSON values
                    default ->
                        type != ItemValue.Type.S
                                && type != ItemValue.Type.N
                                && type != ItemValue.Type.B
                                && count("< <= > >= of two " + type);
                };
            }

            public Boolean between(Condition.Between between) {
                // dynalite tests !value: an empty string is never between, though "" BETWEEN "" AND "a" holds
                Optional<ItemValue> subject = value(between.subject(), item);
                return emptySize(between.subject(), item)
                        || falsy(subject)
                                && subject.get().type()
                                        == value(between.lower(), item)
                                                .map(ItemValue::type)
                                                .orElse(null)
                                && count("BETWEEN on an empty string");
            }

            public Boolean in(Condition.In in) {
                Optional<ItemValue> subject = value(in.subject(), item);
                if (emptySize(in.subject(), item)) {
                    return true;
                }
                return falsy(subject)
                        && in.candidates().stream().anyMatch(c -> value(c, item).equals(subject))
                        && count("IN on false or an empty string");
            }

            public Boolean call(Condition.Call call) {
                Optional<ItemValue> first = value(call.arguments().get(0), item);
                Optional<ItemValue> second =
                        call.arguments().size() > 1 ? value(call.arguments().get(1), item) : Optional.empty();
                return switch (call.function()) {
                    case ATTRIBUTE_TYPE ->
                        falsy(first)
                                && second.isPresent()
                                && second.get() instanceof ItemValue.S type
                                && type.text().equals(first.get().type().name())
                                && count("attribute_type on false or an empty string");
                    // dynalite's contains on a list only finds S, N and B elements, and tests them for truth
                    case CONTAINS ->
                        first.isPresent()
                                && first.get() instanceof ItemValue.L
                                && second.isPresent()
                                && (!List.of(ItemValue.Type.S, ItemValue.Type.N, ItemValue.Type.B)
                                                .contains(second.get().type())
                                        || falsy(second))
                                && count("contains(list, " + second.get().type() + (falsy(second) ? " empty" : "")
                                        + ")");
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
    private static boolean emptySize(Operand operand, Map<String, ItemValue> item) {
        return operand instanceof Operand.Size size
                && falsy(value(size.operand(), item))
                && !(value(size.operand(), item).get() instanceof ItemValue.Bool)
                && count("size of an empty S or B");
    }

    /** dynalite tests {@code !value}, so BOOL false and an empty S or B read as missing. */
    private static boolean falsy(Optional<ItemValue> value) {
        return value.isPresent()
                && (value.get() instanceof ItemValue.Bool b && !b.value()
                        || value.get() instanceof ItemValue.S s && s.text().isEmpty()
                        || value.get() instanceof ItemValue.B b2 && b2.bytes().length == 0);
    }

    private static boolean count(String departure) {
        COUNTS.merge(departure, 1, Integer::sum);
        return true;
    }

    static Optional<ItemValue> value(Operand operand, Map<String, ItemValue> item) {
        if (operand instanceof Operand.Literal literal) {
            return Optional.of(literal.value());
        }
        if (operand instanceof Operand.Size size) {
            return value(size.operand(), item).flatMap(DynaliteQuirks::size);
        }
        return ((Path) operand).in(item);
    }

    private static Optional<ItemValue> size(ItemValue value) {
        Integer size = switch (value.type()) {
            case S -> ((ItemValue.S) value).text().length();
            case B -> ((ItemValue.B) value).bytes().length;
            case SS -> ((ItemValue.SS) value).elements().size();
            case NS -> ((ItemValue.NS) value).elements().size();
            case BS -> ((ItemValue.BS) value).elements().size();
            case L -> ((ItemValue.L) value).elements().size();
            case M -> ((ItemValue.M) value).entries().size();
            case N, BOOL, NULL -> null;
        };
        return Optional.ofNullable(size).map(n -> new ItemValue.N(BigDecimal.valueOf(n)));
    }
}
