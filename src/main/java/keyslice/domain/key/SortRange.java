package keyslice.domain.key;

import java.util.List;
import java.util.Objects;

/**
 * The one condition a Query may put on the sort key, a range of sort keys in key order (one key for {@code =}); bound
 * to its attribute it is a {@link SortKeyCondition}. Constructors reject what DynamoDB would reject. Each kind
 * carries its own behaviour (its expression, its values, which keys it matches and why it leaves one out), so
 * nothing outside this type needs to tell the kinds apart.
 */
public sealed interface SortRange permits SortRange.Comparison, SortRange.Between, SortRange.BeginsWith {

    SortOperator operator();

    KeyType type();

    /** The values, as many as the operator's arity, lower bound first. */
    List<KeyValue> values();

    /** Whether a sort key value satisfies this condition, in DynamoDB's order for its type. */
    boolean matches(KeyValue sortKey);

    /**
     * The condition as a KeyConditionExpression fragment.
     *
     * @param key          how the expression refers to the sort key: its name or its {@code #placeholder}
     * @param placeholders one {@code :placeholder} per value, in the order of {@link #values()}
     */
    String expression(String key, List<String> placeholders);

    /** Why a key this condition rejects is not read, in terms of key order. */
    String whyOut(KeyValue key);

    /** One of the five single-value comparisons: {@code =}, {@code <}, {@code <=}, {@code >}, {@code >=}. */
    record Comparison(SortOperator operator, KeyValue value) implements SortRange {
        public Comparison {
            Objects.requireNonNull(operator, "operator");
            Objects.requireNonNull(value, "value");
            if (!compares(operator)) {
                throw new IllegalArgumentException(operator + " is not a comparison");
            }
        }

        private static boolean compares(SortOperator operator) {
            return switch (operator) {
                case EQ, LT, LE, GT, GE -> true;
                case BETWEEN, BEGINS_WITH -> false;
            };
        }

        public KeyType type() {
            return value.type();
        }

        public List<KeyValue> values() {
            return List.of(value);
        }

        public boolean matches(KeyValue sortKey) {
            int comparison = KeyOrder.compare(sortKey, value);
            return switch (operator) {
                case EQ -> comparison == 0;
                case LT -> comparison < 0;
                case LE -> comparison <= 0;
                case GT -> comparison > 0;
                case GE -> comparison >= 0;
                case BETWEEN, BEGINS_WITH -> throw new IllegalStateException("the constructor admits comparisons only");
            };
        }

        public String expression(String key, List<String> placeholders) {
            return key + " " + operator.symbol() + " " + placeholders.get(0);
        }

        public String whyOut(KeyValue key) {
            int side = KeyOrder.compare(key, value);
            if (side == 0) {
                return key.shown() + " equals " + value.shown() + ", which " + operator.symbol() + " excludes";
            }
            return key.shown() + " sorts " + (side < 0 ? "before " : "after ") + value.shown();
        }
    }

    /** Inclusive at both ends. */
    record Between(KeyValue lower, KeyValue upper) implements SortRange {
        public Between {
            if (lower.type() != upper.type()) {
                throw new IllegalArgumentException(
                        "The BETWEEN operator requires same data type for lower and upper bounds");
            }
            if (KeyOrder.compare(lower, upper) > 0) {
                throw new IllegalArgumentException(
                        "The BETWEEN operator requires upper bound to be greater than or equal to lower bound");
            }
        }

        public SortOperator operator() {
            return SortOperator.BETWEEN;
        }

        public KeyType type() {
            return lower.type();
        }

        public List<KeyValue> values() {
            return List.of(lower, upper);
        }

        public boolean matches(KeyValue sortKey) {
            return KeyOrder.compare(sortKey, lower) >= 0 && KeyOrder.compare(sortKey, upper) <= 0;
        }

        public String expression(String key, List<String> placeholders) {
            return key + " BETWEEN " + placeholders.get(0) + " AND " + placeholders.get(1);
        }

        public String whyOut(KeyValue key) {
            return KeyOrder.compare(key, lower) < 0
                    ? key.shown() + " sorts before the lower bound " + lower.shown()
                    : key.shown() + " sorts after the upper bound " + upper.shown();
        }
    }

    record BeginsWith(KeyValue prefix) implements SortRange {
        public BeginsWith {
            if (prefix.type() == KeyType.N) {
                throw new IllegalArgumentException(Messages.BEGINS_WITH_ON_NUMBER);
            }
        }

        public SortOperator operator() {
            return SortOperator.BEGINS_WITH;
        }

        public KeyType type() {
            return prefix.type();
        }

        public List<KeyValue> values() {
            return List.of(prefix);
        }

        public boolean matches(KeyValue sortKey) {
            return KeyOrder.beginsWith(sortKey, prefix);
        }

        public String expression(String key, List<String> placeholders) {
            return "begins_with(" + key + ", " + placeholders.get(0) + ")";
        }

        public String whyOut(KeyValue key) {
            int side = KeyOrder.compare(key, prefix);
            return key.shown() + " does not start with " + prefix.shown() + " (it sorts "
                    + (side < 0 ? "before" : "after") + " every key that does)";
        }
    }
}
