package keyslice.domain.key;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The operators a key condition allows on a sort key: how the URL names them ({@code op=...}), how the expression
 * writes them, a one-line meaning for the UI, how many values they take and which key types they accept.
 */
public enum SortOperator {
    EQ("eq", "=", "equals the value exactly", 1, EnumSet.allOf(KeyType.class)),
    LT("lt", "<", "sorts before the value", 1, EnumSet.allOf(KeyType.class)),
    LE("le", "<=", "sorts before or equals the value", 1, EnumSet.allOf(KeyType.class)),
    GT("gt", ">", "sorts after the value", 1, EnumSet.allOf(KeyType.class)),
    GE("ge", ">=", "sorts after or equals the value", 1, EnumSet.allOf(KeyType.class)),
    BETWEEN("between", "BETWEEN", "lies between two values, both ends included", 2, EnumSet.allOf(KeyType.class)),
    BEGINS_WITH(
            "begins_with", "begins_with", "starts with the value (S and B only)", 1, EnumSet.of(KeyType.S, KeyType.B));

    /** Each operator as found, made once: {@link #fromCode} runs for every form read and every fix it proves. */
    private static final List<Optional<SortOperator>> FOUND =
            Arrays.stream(values()).map(Optional::of).toList();

    private final String code;
    private final String symbol;
    private final String meaning;
    private final int arity;
    private final Set<KeyType> keyTypes;

    SortOperator(String code, String symbol, String meaning, int arity, Set<KeyType> keyTypes) {
        this.code = code;
        this.symbol = symbol;
        this.meaning = meaning;
        this.arity = arity;
        this.keyTypes = keyTypes;
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

    /** How many values the operator takes: one, or two for a range (a lower and an upper bound). */
    public int arity() {
        return arity;
    }

    public boolean allowedFor(KeyType type) {
        return keyTypes.contains(type);
    }

    /** The key types it accepts, as their codes in declaration order: {@code S N B}. */
    public String typeCodes() {
        return Arrays.stream(KeyType.values())
                .filter(keyTypes::contains)
                .map(KeyType::name)
                .collect(Collectors.joining(" "));
    }

    /**
     * The condition this operator makes of {@code values} (as many as {@link #arity()}, lower bound first). Throws
     * {@link IllegalArgumentException} for values DynamoDB would reject, as the conditions' constructors do.
     */
    public SortRange condition(List<KeyValue> values) {
        if (values.size() != arity) {
            throw new IllegalArgumentException(
                    code + " takes " + arity + " value" + (arity == 1 ? "" : "s") + ", not " + values.size());
        }
        return switch (this) {
            case EQ, LT, LE, GT, GE -> new SortRange.Comparison(this, values.get(0));
            case BETWEEN -> new SortRange.Between(values.get(0), values.get(1));
            case BEGINS_WITH -> new SortRange.BeginsWith(values.get(0));
        };
    }

    public static Optional<SortOperator> fromCode(String code) {
        for (Optional<SortOperator> op : FOUND) { // no stream: see FOUND
            if (op.get().code.equals(code)) {
                return op;
            }
        }
        return Optional.empty();
    }

    public static List<SortOperator> allowedOperators(KeyType type) {
        return Arrays.stream(values()).filter(op -> op.allowedFor(type)).toList();
    }

    public static String codeList() {
        List<String> codes = Arrays.stream(values()).map(SortOperator::code).toList();
        return codes.subList(0, codes.size() - 1).stream().collect(Collectors.joining(", ")) + " or "
                + codes.get(codes.size() - 1);
    }
}
