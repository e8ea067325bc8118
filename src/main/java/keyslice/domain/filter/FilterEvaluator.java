package keyslice.domain.filter;

import java.util.Map;
import java.util.Optional;

/**
 * Whether DynamoDB's filter keeps an item, and for an item it drops, the smallest part of the filter that decided it.
 * The rules follow the DynamoDB Developer Guide, "Condition and filter expressions, operators, and functions":
 * a comparison with a missing attribute is false except {@code <>}, which is true; values of two types are never
 * equal, and {@code < <= > >=} and BETWEEN order only S, N and B, each by DynamoDB's order.
 */
public final class FilterEvaluator {

    /** @param failed the part that dropped the item, present exactly when it is not kept */
    public record Verdict(boolean kept, Optional<Condition> failed) {
        public Verdict {
            if (kept == failed.isPresent()) {
                throw new IllegalArgumentException("a failed part is given exactly for an item that is not kept");
            }
        }
    }

    private final Map<String, ItemValue> item;

    private FilterEvaluator(Map<String, ItemValue> item) {
        this.item = item;
    }

    /** Entry point for the web layer: one sample item against the compiled filter ({@code Compiled.filter()}). */
    public static Verdict evaluate(Condition filter, Map<String, ItemValue> item) {
        Optional<Condition> failed = new FilterEvaluator(item).failedPart(filter);
        return new Verdict(failed.isEmpty(), failed);
    }

    /**
     * The part that makes a condition false, in one pass over it: an AND fails where its first false operand fails; a
     * NOT, an OR (both sides failed) and a comparison or function fail as a whole. Each part is evaluated once, so a
     * long AND chain (which the parser builds left-deep) costs its length, not its square.
     */
    private Optional<Condition> failedPart(Condition condition) {
        if (condition instanceof Condition.And and) {
            Optional<Condition> left = failedPart(and.left());
            return left.isPresent() ? left : failedPart(and.right());
        }
        return holds(condition) ? Optional.empty() : Optional.of(condition);
    }

    boolean holds(Condition condition) {
        return condition.accept(new Condition.Visitor<>() {
            public Boolean compare(Condition.Compare compare) {
                Optional<ItemValue> left = value(compare.left());
                Optional<ItemValue> right = value(compare.right());
                if (left.isEmpty() || right.isEmpty()) {
                    return compare.comparator() == Comparator.NE;
                }
                Optional<Integer> order = ItemValue.compare(left.get(), right.get());
                return switch (compare.comparator()) {
                    case EQ -> left.get().equals(right.get());
                    case NE -> !left.get().equals(right.get());
                    case LT -> order.map(o -> o < 0).orElse(false);
                    case LE -> order.map(o -> o <= 0).orElse(false);
                    case GT -> order.map(o -> o > 0).orElse(false);
                    case GE -> order.map(o -> o >= 0).orElse(false);
                };
            }

            public Boolean between(Condition.Between between) {
                Optional<ItemValue> subject = value(between.subject());
                Optional<ItemValue> lower = value(between.lower());
                Optional<ItemValue> upper = value(between.upper());
                if (subject.isEmpty() || lower.isEmpty() || upper.isEmpty()) {
                    return false;
                }
                Optional<Integer> fromLower = ItemValue.compare(subject.get(), lower.get());
                Optional<Integer> toUpper = ItemValue.compare(subject.get(), upper.get());
                return fromLower.isPresent() && toUpper.isPresent() && fromLower.get() >= 0 && toUpper.get() <= 0;
            }

            public Boolean in(Condition.In in) {
                Optional<ItemValue> subject = value(in.subject());
                return subject.isPresent()
                        && in.candidates().stream()
                                .map(FilterEvaluator.this::value)
                                .anyMatch(subject::equals);
            }

            public Boolean call(Condition.Call call) {
                Optional<ItemValue> first = value(call.arguments().get(0));
                Optional<ItemValue> second =
                        call.arguments().size() > 1 ? value(call.arguments().get(1)) : Optional.empty();
                return switch (call.function()) {
                    case ATTRIBUTE_EXISTS -> first.isPresent();
                    case ATTRIBUTE_NOT_EXISTS -> first.isEmpty();
                    case ATTRIBUTE_TYPE ->
                        first.isPresent()
                                && second.isPresent()
                                && second.get() instanceof ItemValue.S type
                                && first.get().type().name().equals(type.text());
                    case BEGINS_WITH ->
                        first.isPresent() && second.isPresent() && beginsWith(first.get(), second.get());
                    case CONTAINS -> first.isPresent() && second.isPresent() && contains(first.get(), second.get());
                };
            }

            public Boolean not(Condition.Not not) {
                return !holds(not.operand());
            }

            public Boolean and(Condition.And and) {
                return holds(and.left()) && holds(and.right());
            }

            public Boolean or(Condition.Or or) {
                return holds(or.left()) || holds(or.right());
            }
        });
    }

    /** begins_with compares S with S (by characters) and B with B (by bytes); anything else is false. */
    private static boolean beginsWith(ItemValue value, ItemValue prefix) {
        if (value instanceof ItemValue.S text && prefix instanceof ItemValue.S start) {
            return text.text().startsWith(start.text());
        }
        return value instanceof ItemValue.B bytes && prefix instanceof ItemValue.B start && bytes.startsWith(start);
    }

    /**
     * contains: a substring of an S, a subsequence of a B's bytes (the DynamoDB API Reference, CONTAINS), an element of
     * a set of the operand's type, or an element of a list.
     */
    private static boolean contains(ItemValue container, ItemValue element) {
        return switch (container.type()) {
            case S ->
                element instanceof ItemValue.S part
                        && keyslice.domain.key.Substrings.contains(((ItemValue.S) container).text(), part.text());
            case B -> element instanceof ItemValue.B part && ((ItemValue.B) container).containsBytes(part);
            case SS ->
                element instanceof ItemValue.S part
                        && ((ItemValue.SS) container).elements().contains(part.text());
            case NS ->
                element instanceof ItemValue.N part
                        && ((ItemValue.NS) container).elements().contains(part.number());
            case BS ->
                element instanceof ItemValue.B part
                        && ((ItemValue.BS) container).elements().contains(part);
            case L -> ((ItemValue.L) container).elements().contains(element);
            case N, BOOL, NULL, M -> false;
        };
    }

    /** The operand's value in this item; empty for a missing attribute or a size of a value that has none. */
    private Optional<ItemValue> value(Operand operand) {
        return operand.accept(new Operand.Visitor<>() {
            public Optional<ItemValue> path(Path path) {
                return path.in(item);
            }

            public Optional<ItemValue> literal(Operand.Literal literal) {
                return Optional.of(literal.value());
            }

            public Optional<ItemValue> size(Operand.Size size) {
                return value(size.operand()).flatMap(FilterEvaluator::size);
            }
        });
    }

    /**
     * size: the length of an S (in code points: DynamoDB says only "the length of the string"), the bytes of a B, the
     * elements of a set, list or map. Other types have no size, so a comparison with it is false, as with a missing one.
     */
    private static Optional<ItemValue> size(ItemValue value) {
        Optional<Integer> size = switch (value.type()) {
            case S ->
                Optional.of(((ItemValue.S) value)
                        .text()
                        .codePointCount(0, ((ItemValue.S) value).text().length()));
            case B -> Optional.of(((ItemValue.B) value).bytes().length);
            case SS -> Optional.of(((ItemValue.SS) value).elements().size());
            case NS -> Optional.of(((ItemValue.NS) value).elements().size());
            case BS -> Optional.of(((ItemValue.BS) value).elements().size());
            case L -> Optional.of(((ItemValue.L) value).elements().size());
            case M -> Optional.of(((ItemValue.M) value).entries().size());
            case N, BOOL, NULL -> Optional.empty();
        };
        return size.map(n -> new ItemValue.N(java.math.BigDecimal.valueOf(n)));
    }
}
