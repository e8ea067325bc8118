package keyslice.domain;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * DynamoDB's Query input as keyslice sends it: the members in the order of the JSON API, with names and values
 * resolved.
 *
 * <p>Every consumer of the request (the JSON writer, the SDK mapping, each snippet generator) implements
 * {@link Members}, one method per member and no defaults, and lets {@link #writeTo} drive it. A new member is a new
 * component and a new {@code Members} method, so every consumer stops compiling until it handles the member (Java 17
 * has no record patterns to get that from a switch). {@code writeTo} is also the one place that leaves members out.
 */
public record QueryInput(
        Optional<String> tableName,
        Optional<String> indexName,
        String keyConditionExpression,
        Map<String, String> expressionAttributeNames,
        Map<String, KeyValue> expressionAttributeValues,
        boolean scanIndexForward,
        OptionalInt limit) {

    /** The Query members, one method each; {@link #writeTo} calls only those that are sent, in order. */
    public interface Members {
        void tableName(String tableName);

        void indexName(String indexName);

        void keyConditionExpression(String expression);

        void expressionAttributeNames(Map<String, String> names);

        void expressionAttributeValues(Map<String, KeyValue> values);

        void scanIndexForward(boolean forward);

        void limit(int limit);
    }

    public QueryInput {
        Objects.requireNonNull(tableName, "tableName");
        Objects.requireNonNull(indexName, "indexName");
        Objects.requireNonNull(keyConditionExpression, "keyConditionExpression");
        Objects.requireNonNull(limit, "limit");
        expressionAttributeNames = Collections.unmodifiableMap(new LinkedHashMap<>(expressionAttributeNames));
        expressionAttributeValues = Collections.unmodifiableMap(new LinkedHashMap<>(expressionAttributeValues));
    }

    /** The same Query against another table. */
    public QueryInput withTableName(String table) {
        return new QueryInput(Optional.of(table), indexName, keyConditionExpression, expressionAttributeNames,
                expressionAttributeValues, scanIndexForward, limit);
    }

    /**
     * Calls {@code members} once per member sent, in order. Members that would carry a default or nothing are left
     * out: no table or index, ScanIndexForward true, no Limit, and an empty ExpressionAttributeNames (which DynamoDB
     * rejects with a ValidationException).
     */
    public void writeTo(Members members) {
        tableName.ifPresent(members::tableName);
        indexName.ifPresent(members::indexName);
        members.keyConditionExpression(keyConditionExpression);
        if (!expressionAttributeNames.isEmpty()) {
            members.expressionAttributeNames(expressionAttributeNames);
        }
        members.expressionAttributeValues(expressionAttributeValues);
        if (!scanIndexForward) {
            members.scanIndexForward(false);
        }
        limit.ifPresent(members::limit);
    }
}
