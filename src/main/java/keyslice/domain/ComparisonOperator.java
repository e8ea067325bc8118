package keyslice.domain;

/** The single-value comparisons a key condition allows on a sort key. */
public enum ComparisonOperator {
    EQ("="), LT("<"), LE("<="), GT(">"), GE(">=");

    private final String symbol;

    ComparisonOperator(String symbol) {
        this.symbol = symbol;
    }

    public String symbol() {
        return symbol;
    }

    public boolean accepts(int comparisonToBound) {
        return switch (this) {
            case EQ -> comparisonToBound == 0;
            case LT -> comparisonToBound < 0;
            case LE -> comparisonToBound <= 0;
            case GT -> comparisonToBound > 0;
            case GE -> comparisonToBound >= 0;
        };
    }
}
