package keyslice.domain.expression;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keyslice.domain.form.FrozenMap;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.NamePolicy;
import keyslice.domain.key.PartitionKeyCondition;
import keyslice.domain.key.ReservedWords;
import keyslice.domain.key.SortKeyCondition;
import keyslice.domain.key.SortRange;

/**
 * Turns a {@link KeyQuery} into a KeyConditionExpression. The structure is decided first; placeholders
 * come last and are fixed words ({@code #pk #sk :pk :sk :skFrom :skTo}), so they are deterministic,
 * never collide (there is one partition key and at most one sort key) and are never unused. A multi-attribute
 * key's further attributes number theirs the way the URL numbers the attributes ({@code #pk2 :pk2 #sk2 :sk2From}).
 */
public final class ExpressionBuilder {

    public static final String PK_NAME = "#pk";
    public static final String SK_NAME = "#sk";
    public static final String PK_VALUE = ":pk";
    public static final String SK_VALUE = ":sk";
    public static final String SK_FROM = ":skFrom";
    public static final String SK_TO = ":skTo";

    private ExpressionBuilder() {}

    public static BuiltQuery build(KeyQuery query) {
        LinkedHashMap<String, String> names = new LinkedHashMap<>();
        LinkedHashMap<String, KeyValue> values = new LinkedHashMap<>();

        String pk = nameRef(query.partitionKey().name(), PK_NAME, query.names(), names);
        values.put(PK_VALUE, query.partitionValue());
        StringBuilder expression = new StringBuilder(pk).append(" = ").append(PK_VALUE);

        List<PartitionKeyCondition> partition = query.partitionConditions();
        for (int number = 2; number <= partition.size(); number++) {
            PartitionKeyCondition equality = partition.get(number - 1);
            String key = nameRef(equality.partitionKey().name(), PK_NAME + number, query.names(), names);
            values.put(PK_VALUE + number, equality.value());
            expression
                    .append(" AND ")
                    .append(key)
                    .append(" = ")
                    .append(PK_VALUE)
                    .append(number);
        }
        List<SortKeyCondition> sort = query.sortConditions();
        for (int number = 1; number <= sort.size(); number++) {
            SortKeyCondition bound = sort.get(number - 1);
            String sk = nameRef(bound.sortKey().name(), numbered(SK_NAME, number), query.names(), names);
            SortRange condition = bound.condition();
            List<String> placeholders =
                    sortPlaceholders(number, condition.operator().arity());
            for (int i = 0; i < placeholders.size(); i++) {
                values.put(placeholders.get(i), condition.values().get(i));
            }
            expression.append(" AND ").append(condition.expression(sk, placeholders));
        }
        return new BuiltQuery(query, expression.toString(), FrozenMap.taking(names), FrozenMap.taking(values));
    }

    /** The value placeholders of a sort-key condition with {@code arity} values: {@code :sk}, or {@code :skFrom :skTo}. */
    public static List<String> sortPlaceholders(int arity) {
        return sortPlaceholders(1, arity);
    }

    /** The same for sort attribute {@code number}: {@code :sk2}, or {@code :sk2From :sk2To}. */
    public static List<String> sortPlaceholders(int number, int arity) {
        return arity == 1
                ? List.of(numbered(SK_VALUE, number))
                : List.of(numbered(SK_VALUE, number) + "From", numbered(SK_VALUE, number) + "To");
    }

    /** The first attribute's placeholder is the bare word; further ones carry their number. */
    private static String numbered(String placeholder, int number) {
        return number == 1 ? placeholder : placeholder + number;
    }

    private static String nameRef(String name, String placeholder, NamePolicy policy, Map<String, String> names) {
        if (policy == NamePolicy.MINIMAL && !ReservedWords.needsPlaceholder(name)) {
            return name;
        }
        names.put(placeholder, name);
        return placeholder;
    }
}
