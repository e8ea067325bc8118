package keyslice.domain;

import java.util.Objects;

/** The one condition a Query may put on the sort key. Constructors reject what DynamoDB would reject. */
public sealed interface SortCondition permits SortCondition.Comparison, SortCondition.Between, SortCondition.BeginsWith {

    KeyType type();

    /** Whether a sort key value satisfies this condition, in DynamoDB's order for its type. */
    boolean matches(KeyValue sortKey);

    record Comparison(ComparisonOperator operator, KeyValue value) implements SortCondition {
        public Comparison {
            Objects.requireNonNull(operator, "operator");
            Objects.requireNonNull(value, "value");
        }

        public KeyType type() {
            return value.type();
        }

        public boolean matches(KeyValue sortKey) {
            return operator.accepts(KeyOrder.compare(sortKey, value));
        }
    }

    /** Inclusive at both ends. */
    record Between(KeyValue lower, KeyValue upper) implements SortCondition {
        public Between {
            if (lower.type() != upper.type()) {
                throw new IllegalArgumentException("The BETWEEN operator requires same data type for lower and upper bounds");
            }
            if (KeyOrder.compare(lower, upper) > 0) {
                throw new IllegalArgumentException(
                        "The BETWEEN operator requires upper bound to be greater than or equal to lower bound");
            }
        }

        public KeyType type() {
            return lower.type();
        }

        public boolean matches(KeyValue sortKey) {
            return KeyOrder.compare(sortKey, lower) >= 0 && KeyOrder.compare(sortKey, upper) <= 0;
        }
    }

    record BeginsWith(KeyValue prefix) implements SortCondition {
        public BeginsWith {
            if (prefix.type() == KeyType.N) {
                throw new IllegalArgumentException(Messages.BEGINS_WITH_ON_NUMBER);
            }
        }

        public KeyType type() {
            return prefix.type();
        }

        public boolean matches(KeyValue sortKey) {
            return KeyOrder.beginsWith(sortKey, prefix);
        }
    }
}
