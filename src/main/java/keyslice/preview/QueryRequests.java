package keyslice.preview;

import java.util.LinkedHashMap;
import java.util.Map;
import keyslice.domain.expression.QueryInput;
import keyslice.domain.expression.ReadOption;
import keyslice.domain.filter.ItemValue;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/** A {@link QueryInput} as the SDK's {@link QueryRequest}: the same members, each set once. */
final class QueryRequests {

    private QueryRequests() {}

    /** A builder with every member {@code input} sends; the caller adds paging and capacity options. */
    static QueryRequest.Builder builder(QueryInput input) {
        QueryRequest.Builder request = QueryRequest.builder();
        input.writeTo(new Members(request));
        return request;
    }

    private static AttributeValue attributeValue(ItemValue.Scalar value) {
        return value.accept(new ItemValue.Cases<>() {
            public AttributeValue string(ItemValue.S s) {
                return AttributeValue.fromS(s.text());
            }

            public AttributeValue number(ItemValue.N n) {
                return AttributeValue.fromN(n.text());
            }

            public AttributeValue binary(ItemValue.B b) {
                // bytes() is a copy of its own, so the SDK may keep it
                return AttributeValue.fromB(SdkBytes.fromByteArrayUnsafe(b.bytes()));
            }

            public AttributeValue bool(ItemValue.Bool bool) {
                return AttributeValue.fromBool(bool.value());
            }

            public AttributeValue nul(ItemValue.Null nul) {
                return AttributeValue.fromNul(true);
            }
        });
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
        public void filterExpression(String expression) {
            request.filterExpression(expression);
        }

        @Override
        public void projectionExpression(String expression) {
            request.projectionExpression(expression);
        }

        @Override
        public void select(String select) {
            request.select(select);
        }

        @Override
        public void option(ReadOption option, String value) {
            set(request, option, value);
        }

        /** A switch expression, so that a new option does not compile until the SDK's builder sets it. */
        private static QueryRequest.Builder set(QueryRequest.Builder request, ReadOption option, String value) {
            return switch (option) {
                case CONSISTENT_READ -> request.consistentRead(Boolean.valueOf(value));
            };
        }

        @Override
        public void expressionAttributeValues(Map<String, ItemValue.Scalar> values) {
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
