package keyslice.domain.expression;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.form.FrozenMap;

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
        Optional<String> filterExpression,
        Optional<String> projectionExpression,
        Map<String, String> expressionAttributeNames,
        Map<String, ItemValue.Scalar> expressionAttributeValues,
        boolean scanIndexForward,
        OptionalInt limit,
        boolean count,
        Map<ReadOption, String> options) {

    /** The Select member keyslice sends: only the count, when asked for; else DynamoDB's default, every attribute. */
    public static final String SELECT_COUNT = "COUNT";

    /** The Query members, one method each; {@link #writeTo} calls only those that are sent, in order. */
    public interface Members {
        void tableName(String tableName);

        void indexName(String indexName);

        void keyConditionExpression(String expression);

        void filterExpression(String expression);

        void projectionExpression(String expression);

        void expressionAttributeNames(Map<String, String> names);

        void expressionAttributeValues(Map<String, ItemValue.Scalar> values);

        void scanIndexForward(boolean forward);

        void limit(int limit);

        /** Called with {@link #SELECT_COUNT}, the one Select keyslice sends. */
        void select(String select);

        /**
         * A read option other than its default, as DynamoDB spells its value: {@code true} for a flag, else one of
         * {@link ReadOption#words}. A consumer writes any option from {@code option}'s spellings, so a new one needs
         * no method here.
         */
        void option(ReadOption option, String value);
    }

    public QueryInput {
        Objects.requireNonNull(tableName, "tableName");
        Objects.requireNonNull(indexName, "indexName");
        Objects.requireNonNull(keyConditionExpression, "keyConditionExpression");
        Objects.requireNonNull(filterExpression, "filterExpression");
        Objects.requireNonNull(projectionExpression, "projectionExpression");
        if (count && projectionExpression.isPresent()) {
            // DynamoDB: "Cannot specify the AttributesToGet, ProjectionExpression when choosing to get only the COUNT".
            throw new IllegalArgumentException("a Query that only counts cannot project attributes");
        }
        Objects.requireNonNull(limit, "limit");
        // Only what is sent, in the enum's order: a default is DynamoDB's already.
        Map<ReadOption, String> sent = new EnumMap<>(ReadOption.class);
        options.forEach((option, value) -> {
            if (!value.equals(option.defaultValue())) {
                sent.put(option, value);
            }
        });
        options = Collections.unmodifiableMap(sent);
        expressionAttributeNames = FrozenMap.of(expressionAttributeNames);
        expressionAttributeValues = FrozenMap.of(expressionAttributeValues);
    }

    /** Whether the Query reads strongly consistent. */
    public boolean consistentRead() {
        return options.containsKey(ReadOption.CONSISTENT_READ);
    }

    /** The same Query against another table. */
    public QueryInput withTableName(String table) {
        return new QueryInput(
                Optional.of(table),
                indexName,
                keyConditionExpression,
                filterExpression,
                projectionExpression,
                expressionAttributeNames,
                expressionAttributeValues,
                scanIndexForward,
                limit,
                count,
                options);
    }

    /**
     * Calls {@code members} once per member sent, in order. Members that would carry a default or nothing are left
     * out: no table or index, no filter or projection, ScanIndexForward true, no Limit, every attribute selected, a read
     * option at its default (such as an eventually consistent read), and an empty ExpressionAttributeNames (which
     * DynamoDB rejects with a ValidationException).
     */
    public void writeTo(Members members) {
        tableName.ifPresent(members::tableName);
        indexName.ifPresent(members::indexName);
        members.keyConditionExpression(keyConditionExpression);
        filterExpression.ifPresent(members::filterExpression);
        projectionExpression.ifPresent(members::projectionExpression);
        if (!expressionAttributeNames.isEmpty()) {
            members.expressionAttributeNames(expressionAttributeNames);
        }
        members.expressionAttributeValues(expressionAttributeValues);
        if (!scanIndexForward) {
            members.scanIndexForward(false);
        }
        limit.ifPresent(members::limit);
        if (count) {
            members.select(SELECT_COUNT);
        }
        options.forEach(members::option);
    }
}
