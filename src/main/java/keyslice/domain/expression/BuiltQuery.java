package keyslice.domain.expression;

import java.util.Map;
import keyslice.domain.form.FrozenMap;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.KeyValue;

/**
 * The key condition with its placeholders resolved into names and values ({@code expressionAttributeNames} and
 * {@code expressionAttributeValues} are the key condition's), and what the Query adds after it ({@code options}, with
 * the names and values of the whole request), ready for the wire.
 */
public record BuiltQuery(
        KeyQuery query,
        String keyConditionExpression,
        Map<String, String> expressionAttributeNames,
        Map<String, KeyValue> expressionAttributeValues,
        QueryOptions options) {

    public BuiltQuery {
        expressionAttributeNames = FrozenMap.of(expressionAttributeNames);
        expressionAttributeValues = FrozenMap.of(expressionAttributeValues);
    }

    /** The key condition alone. */
    public BuiltQuery(
            KeyQuery query,
            String keyConditionExpression,
            Map<String, String> expressionAttributeNames,
            Map<String, KeyValue> expressionAttributeValues) {
        this(
                query,
                keyConditionExpression,
                expressionAttributeNames,
                expressionAttributeValues,
                QueryOptions.none(expressionAttributeNames, expressionAttributeValues));
    }

    /** The same key condition with {@code options} after it. */
    public BuiltQuery with(QueryOptions options) {
        return new BuiltQuery(
                query, keyConditionExpression, expressionAttributeNames, expressionAttributeValues, options);
    }

    /** The Query input DynamoDB is sent for this query. */
    public QueryInput input() {
        return new QueryInput(
                query.table(),
                query.index(),
                keyConditionExpression,
                options.filterExpression(),
                options.projectionExpression(),
                options.names(),
                options.values(),
                query.order().scanIndexForward(),
                query.limit(),
                options.count(),
                options.readOptions());
    }
}
