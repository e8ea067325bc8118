package keyslice.domain;

import java.util.LinkedHashMap;
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
            expression.append(" AND ");
            SortCondition condition = bound.condition();
            if (condition instanceof SortCondition.Comparison c) {
                values.put(SK_VALUE, c.value());
                expression.append(sk).append(' ').append(c.operator().symbol()).append(' ').append(SK_VALUE);
            } else if (condition instanceof SortCondition.Between b) {
                values.put(SK_FROM, b.lower());
                values.put(SK_TO, b.upper());
                expression.append(sk).append(" BETWEEN ").append(SK_FROM).append(" AND ").append(SK_TO);
            } else if (condition instanceof SortCondition.BeginsWith w) {
                values.put(SK_VALUE, w.prefix());
                expression.append("begins_with(").append(sk).append(", ").append(SK_VALUE).append(')');
            }
        });
        return new BuiltQuery(query, expression.toString(), names, values);
    }

    private static String nameRef(String name, String placeholder, NamePolicy policy, Map<String, String> names) {
        if (policy == NamePolicy.MINIMAL && !ReservedWords.needsPlaceholder(name)) {
            return name;
        }
        names.put(placeholder, name);
        return placeholder;
    }
}
