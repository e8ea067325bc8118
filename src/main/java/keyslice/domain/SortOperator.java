package keyslice.domain;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/** The operators as the URL names them ({@code op=...}), with a one-line meaning for the UI. */
public enum SortOperator {
    EQ("eq", "=", "equals the value exactly"),
    LT("lt", "<", "sorts before the value"),
    LE("le", "<=", "sorts before or equals the value"),
    GT("gt", ">", "sorts after the value"),
    GE("ge", ">=", "sorts after or equals the value"),
    BETWEEN("between", "BETWEEN", "lies between two values, both ends included"),
    BEGINS_WITH("begins_with", "begins_with", "starts with the value (S and B only)");

    private final String code;
    private final String symbol;
    private final String meaning;

    SortOperator(String code, String symbol, String meaning) {
        this.code = code;
        this.symbol = symbol;
        this.meaning = meaning;
    }

    public String code() {
        return code;
    }

    public String symbol() {
        return symbol;
    }

    public String meaning() {
        return meaning;
    }

    public boolean allowedFor(KeyType type) {
        return this != BEGINS_WITH || type != KeyType.N;
    }

    public static Optional<SortOperator> fromCode(String code) {
        return Arrays.stream(values()).filter(op -> op.code.equals(code)).findFirst();
    }

    public static List<SortOperator> allowedOperators(KeyType type) {
        return Arrays.stream(values()).filter(op -> op.allowedFor(type)).toList();
    }

    public static String codeList() {
        List<String> codes = Arrays.stream(values()).map(SortOperator::code).toList();
        return codes.subList(0, codes.size() - 1).stream().collect(Collectors.joining(", ")) + " or " + codes.get(codes.size() - 1);
    }
}
