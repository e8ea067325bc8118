package keyslice.domain;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** The expression with its placeholders resolved into names and values, ready for the wire. */
public record BuiltQuery(
        KeyQuery query,
        String keyConditionExpression,
        Map<String, String> expressionAttributeNames,
        Map<String, KeyValue> expressionAttributeValues) {

    public BuiltQuery {
        expressionAttributeNames = Collections.unmodifiableMap(new LinkedHashMap<>(expressionAttributeNames));
        expressionAttributeValues = Collections.unmodifiableMap(new LinkedHashMap<>(expressionAttributeValues));
    }

    /** The Query input DynamoDB is sent for this query. */
    public QueryInput input() {
        return new QueryInput(query.table(), query.index(), keyConditionExpression, expressionAttributeNames,
                expressionAttributeValues, query.order().scanIndexForward(), query.limit());
    }
}
