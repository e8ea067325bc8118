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

    /** Values in DynamoDB's JSON wire form: {@code {":pk": {"S": "..."}}}. */
    public Map<String, Map<String, String>> wireValues() {
        Map<String, Map<String, String>> wire = new LinkedHashMap<>();
        expressionAttributeValues.forEach((placeholder, value) -> wire.put(placeholder, wireValue(value)));
        return wire;
    }

    public static Map<String, String> wireValue(KeyValue value) {
        return Map.of(value.type().name(), value.wireText());
    }

    /**
     * The Query input exactly as DynamoDB's JSON API takes it. Members that would carry a default or
     * nothing are left out (an empty ExpressionAttributeNames is itself a ValidationException).
     */
    public Map<String, Object> wireRequest() {
        Map<String, Object> request = new LinkedHashMap<>();
        query.table().ifPresent(table -> request.put("TableName", table));
        query.index().ifPresent(index -> request.put("IndexName", index));
        request.put("KeyConditionExpression", keyConditionExpression);
        if (!expressionAttributeNames.isEmpty()) {
            request.put("ExpressionAttributeNames", expressionAttributeNames);
        }
        request.put("ExpressionAttributeValues", wireValues());
        if (!query.order().scanIndexForward()) {
            request.put("ScanIndexForward", false);
        }
        query.limit().ifPresent(limit -> request.put("Limit", limit));
        return request;
    }
}
