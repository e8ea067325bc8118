package keyslice.testing;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.LinkedHashMap;
import java.util.Map;
import keyslice.domain.expression.BuiltQuery;
import keyslice.web.http.Json;

/**
 * A built query's Query input as the app's {@link Json} writes it (the API's "request"), read back into plain,
 * mutable maps: to assert on its members and their order, or to send it, changed, to an engine.
 */
public final class WireJson {

    private static final Json APP = new Json();
    private static final ObjectMapper READER = new ObjectMapper();

    private WireJson() {}

    /** {@code {"TableName": ..., "KeyConditionExpression": ..., ...}}, members in the order written. */
    public static Map<String, Object> request(BuiltQuery built) {
        return read(APP.compact(built.input()), new TypeReference<LinkedHashMap<String, Object>>() {});
    }

    /** ExpressionAttributeValues in DynamoDB's wire form: {@code {":pk": {"S": "..."}}}. */
    public static Map<String, Map<String, String>> values(BuiltQuery built) {
        return read(
                APP.compact(built.expressionAttributeValues()),
                new TypeReference<LinkedHashMap<String, Map<String, String>>>() {});
    }

    private static <T> T read(String json, TypeReference<T> type) {
        try {
            return READER.readValue(json, type);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the app wrote JSON it cannot read back: " + json, e);
        }
    }
}
