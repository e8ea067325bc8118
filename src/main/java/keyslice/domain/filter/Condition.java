package keyslice.domain.filter;

import java.util.List;
import java.util.Objects;

/**
 * A filter condition as a tree. Parentheses are not kept: the tree is the structure, and {@link FilterText} writes
 * back only the parentheses the structure needs, so DynamoDB never sees redundant ones.
 */
public sealed interface Condition
        permits Condition.Compare,
                Condition.Between,
                Condition.In,
                Condition.Call,
                Condition.Not,
                Condition.And,
                Condition.Or {

    /** DynamoDB's limit on the values after {@code IN}. */
    int MAX_IN_CANDIDATES = 100;

    /** One method per kind of condition, so that a new kind fails to compile until every walk handles it. */
    interface Visitor<R> {
        R compare(Compare compare);

        R between(Between between);

        R in(In in);

        R call(Call call);

        R not(Not not);

        R and(And and);

        R or(Or or);
    }

    <R> R accept(Visitor<R> visitor);

    record Compare(Operand left, Comparator comparator, Operand right) implements Condition {
        public Compare {
            Objects.requireNonNull(left, "left");
            Objects.requireNonNull(comparator, "comparator");
            Objects.requireNonNull(right, "right");
        }

        public <R> R accept(Visitor<R> visitor) {
            return visitor.compare(this);
        }
    }

    /** {@code subject BETWEEN lower AND upper}, inclusive at both ends. */
    record Between(Operand subject, Operand lower, Operand upper) implements Condition {
        public Between {
            Objects.requireNonNull(subject, "subject");
            Objects.requireNonNull(lower, "lower");
            Objects.requireNonNull(upper, "upper");
        }

        public <R> R accept(Visitor<R> visitor) {
            return visitor.between(this);
        }
    }

    /** {@code subject IN (candidates)}: one to {@value #MAX_IN_CANDIDATES} candidates. */
    record In(Operand subject, List<Operand> candidates) implements Condition {
        public In {
            Objects.requireNonNull(subject, "subject");
            candidates = List.copyOf(candidates);
            if (candidates.isEmpty() || candidates.size() > MAX_IN_CANDIDATES) {
                throw new IllegalArgumentException(
                        "IN takes 1 to " + MAX_IN_CANDIDATES + " values, not " + candidates.size());
            }
        }

        public <R> R accept(Visitor<R> visitor) {
            return visitor.in(this);
        }
    }

    /** A condition function with exactly as many arguments as it takes. */
    record Call(Function function, List<Operand> arguments) implements Condition {
        public Call {
            Objects.requireNonNull(function, "function");
            arguments = List.copyOf(arguments);
            if (arguments.size() != function.arity()) {
                throw new IllegalArgumentException(
                        function.word() + " takes " + function.arity() + " operands, not " + arguments.size());
            }
        }

        public <R> R accept(Visitor<R> visitor) {
            return visitor.call(this);
        }
    }

    record Not(Condition operand) implements Condition {
        public Not {
            Objects.requireNonNull(operand, "operand");
        }

        public <R> R accept(Visitor<R> visitor) {
            return visitor.not(this);
        }
    }

    record And(Condition left, Condition right) implements Condition {
        public And {
            Objects.requireNonNull(left, "left");
            Objects.requireNonNull(right, "right");
        }

        public <R> R accept(Visitor<R> visitor) {
            return visitor.and(this);
        }
    }

    record Or(Condition left, Condition right) implements Condition {
        public Or {
            Objects.requireNonNull(left, "left");
            Objects.requireNonNull(right, "right");
        }

        public <R> R accept(Visitor<R> visitor) {
            return visitor.or(this);
        }
    }
}
