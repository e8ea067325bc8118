package keyslice.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.http.HttpHeaders;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * One HTTP answer, whichever client fetched it: {@link RunningApp}'s HttpClient, {@link RawHttp}'s socket or
 * {@link JsonApi}'s calls to a test engine. {@code requested} is the method and target, for messages.
 */
public record Answer(String requested, int status, HttpHeaders headers, byte[] bodyBytes, long millis) {

    private static final ObjectMapper JSON = new ObjectMapper();

    public String body() {
        return new String(bodyBytes, StandardCharsets.UTF_8);
    }

    /** The first value of a header (case-insensitive name), or null. */
    public String header(String name) {
        return headers.firstValue(name).orElse(null);
    }

    /** Every value of a header joined by ", " (how a repeated header reads), or null. */
    public String headerJoined(String name) {
        List<String> values = headers.allValues(name);
        return values.isEmpty() ? null : String.join(", ", values);
    }

    /** The Content-Type in lower case, or "" without one. */
    public String contentType() {
        String type = header("Content-Type");
        return type == null ? "" : type.toLowerCase(Locale.ROOT);
    }

    public boolean isJson() {
        return contentType().startsWith("application/json");
    }

    public boolean isHtml() {
        return contentType().startsWith("text/html");
    }

    public boolean ok() {
        return status == 200;
    }

    public JsonNode json() {
        try {
            return JSON.readTree(bodyBytes);
        } catch (IOException e) {
            throw new AssertionError("not JSON (" + this + ")", e);
        }
    }

    /** Messages of a keyslice {@code {"errors":[{field,message}]}} answer, keyed by field. */
    public Map<String, List<String>> errors() {
        Map<String, List<String>> out = new TreeMap<>();
        for (JsonNode error : json().path("errors")) {
            out.computeIfAbsent(error.path("field").asText(), k -> new ArrayList<>())
                    .add(error.path("message").asText());
        }
        return out;
    }

    /** For a DynamoDB error: the short type, e.g. {@code ValidationException}; else null. */
    public String errorType() {
        JsonNode type = json().get("__type");
        if (type == null) {
            return null;
        }
        String text = type.asText();
        return text.substring(text.indexOf('#') + 1);
    }

    /** For a DynamoDB error: its message (spelt {@code message} or {@code Message}); else null. */
    public String message() {
        JsonNode json = json();
        JsonNode message = json.has("message") ? json.get("message") : json.get("Message");
        return message == null ? null : message.asText();
    }

    /** Fails with the body in the message, which is what one wants to see when a status is wrong. */
    public Answer assertStatus(int expected) {
        assertEquals(expected, status, () -> "status of " + requested + "; body: " + shorten(body(), 2000));
        return this;
    }

    /** Throws unless the status is 200; returns this for chaining. */
    public Answer assertOk() {
        return assertStatus(200);
    }

    @Override
    public String toString() {
        return status + " for " + shorten(requested, 300) + " [" + contentType() + ", " + millis + " ms]: "
                + shorten(body(), 600);
    }

    public static String shorten(String text, int max) {
        return text.length() <= max ? text : text.substring(0, max) + "...(" + text.length() + " chars)";
    }

    /** Headers as a case-insensitive map becomes them in an answer. */
    static HttpHeaders headers(Map<String, List<String>> map) {
        return HttpHeaders.of(map, (name, value) -> true);
    }
}
