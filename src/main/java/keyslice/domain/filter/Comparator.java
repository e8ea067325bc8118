package keyslice.domain.filter;

import java.util.Optional;

/** DynamoDB's six comparators, as written in an expression. */
public enum Comparator {
    EQ("="),
    NE("<>"),
    LT("<"),
    LE("<="),
    GT(">"),
    GE(">=");

    private final String symbol;

    Comparator(String symbol) {
        this.symbol = symbol;
    }

    public String symbol() {
        return symbol;
    }

    static Optional<Comparator> ofSymbol(String symbol) {
        for (Comparator comparator : values()) {
            if (comparator.symbol.equals(symbol)) {
                return Optional.of(comparator);
            }
        }
        return Optional.empty();
    }
}
