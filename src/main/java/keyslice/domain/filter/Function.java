package keyslice.domain.filter;

import java.util.Optional;

/**
 * DynamoDB's condition functions (those that yield true or false; {@code size} yields a number and is
 * {@link Operand.Size}). A new function is a constant here: the exhaustive switches over it in {@link ExpressionRules}
 * (its operand rules) and {@link FilterEvaluator} (its meaning) then fail to compile until they handle it.
 */
public enum Function {
    ATTRIBUTE_EXISTS("attribute_exists", 1),
    ATTRIBUTE_NOT_EXISTS("attribute_not_exists", 1),
    ATTRIBUTE_TYPE("attribute_type", 2),
    BEGINS_WITH("begins_with", 2),
    CONTAINS("contains", 2);

    /** The name of {@link Operand.Size}, the function that is an operand. */
    static final String SIZE = "size";

    private final String word;
    private final int arity;

    Function(String word, int arity) {
        this.word = word;
        this.arity = arity;
    }

    /** The name as written in an expression; DynamoDB's function names are lower case and case-sensitive. */
    public String word() {
        return word;
    }

    public int arity() {
        return arity;
    }

    static Optional<Function> named(String word) {
        for (Function function : values()) {
            if (function.word.equals(word)) {
                return Optional.of(function);
            }
        }
        return Optional.empty();
    }
}
