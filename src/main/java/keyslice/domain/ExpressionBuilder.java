package keyslice.domain;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns a {@link KeyQuery} into a KeyConditionExpression. The structure is decided first; placeholders
 * come last and are fixed words ({@code #pk #sk :pk :sk :skFrom :skTo}), so they are deterministic,
 * never collide (there is one partition key and at most one sort key) and are never unused.
 */
public final class ExpressionBuilder {

    public static final String PK_NAME = "#pk";
    public static final String SK_NAME = "#sk";
    public static final String PK_VALUE = ":pk";
    public static final String SK_VALUE = ":sk";
    public static final String SK_FROM = ":skFrom";
    public static final String SK_TO = ":skTo";

    private ExpressionBuilder() {
    }

    public static BuiltQuery build(KeyQuery query) {
        Map<String, String> names = new LinkedHashMap<>();
        Map<String, KeyValue> values = new LinkedHashMap<>();

        String pk = nameRef(query.partitionKey().name(), PK_NAME, query.names(), names);
        values.put(PK_VALUE, query.partitionValue());
        StringBuilder expression = new StringBuilder(pk).append(" = ").append(PK_VALUE);

        query.sortCondition().ifPresent(bound -> {
            String sk = nameRef(bound.sortKey().name(), SK_NAME, query.names(), names);
            SortCondition condition = bound.condition();
            List<String> placeholders = sortPlaceholders(condition.operator().arity());
            for (int i = 0; i < placeholders.size(); i++) {
                values.put(placeholders.get(i), condition.values().get(i));
            }
            expression.append(" AND ").append(condition.expression(sk, placeholders));
        });
        return new BuiltQuery(query, expression.toString(), names, values);
    }

    /** The value placeholders of a sort-key condition with {@code arity} values: {@code :sk}, or {@code :skFrom :skTo}. */
    static List<String> sortPlaceholders(int arity) {
        return arity == 1 ? List.of(SK_VALUE) : List.of(SK_FROM, SK_TO);
    }

    private static String nameRef(String name, String placeholder, NamePolicy policy, Map<String, String> names) {
        if (policy == NamePolicy.MINIMAL && !ReservedWords.needsPlaceholder(name)) {
            return name;
        }
        names.put(placeholder, name);
        return placeholder;
    }
}
