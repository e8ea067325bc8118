package keyslice.web.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

/** One configured Jackson mapper, compact for the API and indented for people. */
public final class Json {

    public static final String CONTENT_TYPE = "application/json; charset=utf-8";

    private final ObjectMapper compact = new ObjectMapper();
    private final ObjectMapper pretty = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public String compact(Object value) {
        return write(compact, value);
    }

    /** Compact JSON as UTF-8, the way it goes on the wire. */
    public byte[] compactBytes(Object value) {
        try {
            return compact.writeValueAsBytes(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }

    public String pretty(Object value) {
        return write(pretty, value);
    }

    private static String write(ObjectMapper mapper, Object value) {
        try {
            return mapper.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            // Only maps, lists, strings and numbers reach here, so this would be a bug.
            throw new IllegalStateException("cannot write JSON", e);
        }
    }
}
