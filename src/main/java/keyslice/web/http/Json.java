package keyslice.web.http;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;
import keyslice.domain.expression.QueryInput;
import keyslice.domain.expression.ReadOption;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.key.KeyValue;

/**
 * One configured Jackson mapper, compact for the API and indented for people. It writes a {@link QueryInput} as
 * DynamoDB's JSON API takes it, and a {@link KeyValue} in DynamoDB's wire form ({@code {"S": "..."}}).
 */
public final class Json {

    public static final String CONTENT_TYPE = "application/json; charset=utf-8";

    private final ObjectMapper compact = mapper();
    private final ObjectMapper pretty = mapper().enable(SerializationFeature.INDENT_OUTPUT);

    private static ObjectMapper mapper() {
        return new ObjectMapper()
                .registerModule(new SimpleModule("keyslice")
                        .addSerializer(QueryInput.class, new QueryInputSerializer())
                        .addSerializer(KeyValue.class, new KeyValueSerializer())
                        .addSerializer(ItemValue.Scalar.class, new ScalarSerializer()));
    }

    public String compact(Object value) {
        return write(compact, value);
    }

    /** Compact JSON as UTF-8, the way it goes on the wire. */
    public byte[] compactBytes(Object value) {
        WrittenBytes out = new WrittenBytes();
        try {
            compact.writeValue(out, value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // writing to memory does not fail
        }
        return out.bytes();
    }

    public String pretty(Object value) {
        return write(pretty, value);
    }

    /** A request as {@link #pretty} writes it, and its names and values as it writes them alone. */
    public record PrettyRequest(String request, String names, String values) {}

    /**
     * {@code input} as {@link #pretty} writes it, and its names and values as it writes them alone: written by hand
     * ({@link PrettyJson}), as every output shows all three at every keystroke.
     */
    public PrettyRequest prettyRequest(QueryInput input) {
        return new PrettyRequest(
                PrettyJson.request(input),
                PrettyJson.names(input.expressionAttributeNames()),
                PrettyJson.values(input.expressionAttributeValues()));
    }

    private static String write(ObjectMapper mapper, Object value) {
        try {
            return mapper.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            // Only maps, lists, strings, numbers and the types above reach here, so this would be a bug.
            throw new IllegalStateException("cannot write JSON", e);
        }
    }

    /** {@code {"TableName": ..., "KeyConditionExpression": ...}}: one field per member the input sends. */
    private static final class QueryInputSerializer extends StdSerializer<QueryInput> {

        QueryInputSerializer() {
            super(QueryInput.class);
        }

        @Override
        public void serialize(QueryInput input, JsonGenerator out, SerializerProvider provider) throws IOException {
            out.writeStartObject(input);
            try {
                input.writeTo(new Fields(out, provider));
            } catch (UncheckedIOException e) {
                throw e.getCause();
            }
            out.writeEndObject();
        }
    }

    /** The members as JSON fields; {@link QueryInput.Members} cannot throw, so write errors travel unchecked. */
    private record Fields(JsonGenerator out, SerializerProvider provider) implements QueryInput.Members {

        private interface Write {
            void run() throws IOException;
        }

        private static void write(Write write) {
            try {
                write.run();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void tableName(String tableName) {
            write(() -> out.writeStringField("TableName", tableName));
        }

        @Override
        public void indexName(String indexName) {
            write(() -> out.writeStringField("IndexName", indexName));
        }

        @Override
        public void keyConditionExpression(String expression) {
            write(() -> out.writeStringField("KeyConditionExpression", expression));
        }

        @Override
        public void expressionAttributeNames(Map<String, String> names) {
            write(() -> provider.defaultSerializeField("ExpressionAttributeNames", names, out));
        }

        @Override
        public void filterExpression(String expression) {
            write(() -> out.writeStringField("FilterExpression", expression));
        }

        @Override
        public void projectionExpression(String expression) {
            write(() -> out.writeStringField("ProjectionExpression", expression));
        }

        @Override
        public void select(String select) {
            write(() -> out.writeStringField("Select", select));
        }

        @Override
        public void option(ReadOption option, String value) {
            write(() -> {
                if (option.isFlag()) {
                    out.writeBooleanField(option.member(), Boolean.parseBoolean(value));
                } else {
                    out.writeStringField(option.member(), value);
                }
            });
        }

        @Override
        public void expressionAttributeValues(Map<String, ItemValue.Scalar> values) {
            write(() -> provider.defaultSerializeField("ExpressionAttributeValues", values, out));
        }

        @Override
        public void scanIndexForward(boolean forward) {
            write(() -> out.writeBooleanField("ScanIndexForward", forward));
        }

        @Override
        public void limit(int limit) {
            write(() -> out.writeNumberField("Limit", limit));
        }
    }

    private static final class KeyValueSerializer extends StdSerializer<KeyValue> {

        KeyValueSerializer() {
            super(KeyValue.class);
        }

        @Override
        public void serialize(KeyValue value, JsonGenerator out, SerializerProvider provider) throws IOException {
            out.writeStartObject(value);
            out.writeStringField(value.type().name(), value.wireText());
            out.writeEndObject();
        }
    }

    /** A value of the request's ExpressionAttributeValues in DynamoDB's wire form: {@code {"BOOL": true}}, {@code {"NULL": true}}... */
    private static final class ScalarSerializer extends StdSerializer<ItemValue.Scalar> {

        ScalarSerializer() {
            super(ItemValue.Scalar.class);
        }

        @Override
        public void serialize(ItemValue.Scalar value, JsonGenerator out, SerializerProvider provider)
                throws IOException {
            out.writeStartObject(value);
            value.accept(new ItemValue.Cases<Void>() {
                public Void string(ItemValue.S s) {
                    Fields.write(() -> out.writeStringField("S", s.text()));
                    return null;
                }

                public Void number(ItemValue.N n) {
                    Fields.write(() -> out.writeStringField("N", n.text()));
                    return null;
                }

                public Void binary(ItemValue.B b) {
                    Fields.write(() -> out.writeStringField("B", b.base64()));
                    return null;
                }

                public Void bool(ItemValue.Bool bool) {
                    Fields.write(() -> out.writeBooleanField("BOOL", bool.value()));
                    return null;
                }

                public Void nul(ItemValue.Null nul) {
                    Fields.write(() -> out.writeBooleanField("NULL", true));
                    return null;
                }
            });
            out.writeEndObject();
        }
    }
}
