package keyslice.preview;

import java.util.LinkedHashMap;
import java.util.Map;

import keyslice.domain.KeyValue;
import keyslice.domain.QueryInput;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/** A {@link QueryInput} as the SDK's {@link QueryRequest}: the same members, each set once. */
final class QueryRequests {

    private QueryRequests() {
    }

    /** A builder with every member {@code input} sends; the caller adds paging and capacity options. */
    static QueryRequest.Builder builder(QueryInput input) {
        QueryRequest.Builder request = QueryRequest.builder();
        input.writeTo(new Members(request));
        return request;
    }

    private static AttributeValue attributeValue(KeyValue value) {
        return switch (value.type()) {
            case S -> AttributeValue.fromS(value.wireText());
            case N -> AttributeValue.fromN(value.wireText());
            // bytes() is a copy of its own, so the SDK may keep it
            case B -> AttributeValue.fromB(SdkBytes.fromByteArrayUnsafe(((KeyValue.BinaryValue) value).bytes()));
        };
    }

    private record Members(QueryRequest.Builder request) implements QueryInput.Members {

        @Override
        public void tableName(String tableName) {
            request.tableName(tableName);
        }

        @Override
        public void indexName(String indexName) {
            request.indexName(indexName);
        }

        @Override
        public void keyConditionExpression(String expression) {
            request.keyConditionExpression(expression);
        }

        @Override
        public void expressionAttributeNames(Map<String, String> names) {
            request.expressionAttributeNames(names);
        }

        @Override
        public void expressionAttributeValues(Map<String, KeyValue> values) {
            Map<String, AttributeValue> attributes = new LinkedHashMap<>();
            values.forEach((placeholder, value) -> attributes.put(placeholder, attributeValue(value)));
            request.expressionAttributeValues(attributes);
        }

        @Override
        public void scanIndexForward(boolean forward) {
            request.scanIndexForward(forward);
        }

        @Override
        public void limit(int limit) {
            request.limit(limit);
        }
    }
}
