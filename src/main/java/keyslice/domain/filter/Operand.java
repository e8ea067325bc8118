package keyslice.domain.filter;

/** What a comparison or function compares: a document path, a literal value, or {@code size(...)} of one. */
public sealed interface Operand permits Path, Operand.Literal, Operand.Size {

    /** One method per kind of operand, so that a new kind fails to compile until every walk handles it. */
    interface Visitor<R> {
        R path(Path path);

        R literal(Literal literal);

        R size(Size size);
    }

    <R> R accept(Visitor<R> visitor);

    record Literal(ItemValue.Scalar value) implements Operand {
        public Literal {
            java.util.Objects.requireNonNull(value, "value");
        }

        public <R> R accept(Visitor<R> visitor) {
            return visitor.literal(this);
        }
    }

    /** {@code size(operand)}: the one function that yields a value (N) rather than a condition. */
    record Size(Operand operand) implements Operand {
        public Size {
            java.util.Objects.requireNonNull(operand, "operand");
        }

        public <R> R accept(Visitor<R> visitor) {
            return visitor.size(this);
        }
    }
}
