package keyslice.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import keyslice.testing.Answer;
import keyslice.testing.Query;
import keyslice.testing.RawHttp;
import keyslice.testing.RunningApp;

/**
 * The web tests' HTTP plumbing: requests to a {@link RunningApp} (through its client, or through {@link RawHttp} for
 * what that client refuses to send) and what they assert of the answers' headers and JSON. Pages are read with
 * {@link keyslice.testing.Html}. No Javalin test-tools.
 */
final class WebTestHttp {

    static final ObjectMapper MAPPER = new ObjectMapper();

    /** The headers htmx 2 sends for the builder's live update (the output alone) and for an edit button (form and output). */
    static final String[] TYPING = {"HX-Request", "true", "HX-Target", "output", "HX-Trigger", "builder"};

    static final String[] EDITING = {"HX-Request", "true", "HX-Target", "app"};

    private final RunningApp app;

    WebTestHttp(RunningApp app) {
        this.app = app;
    }

    int port() {
        return app.port();
    }

    /** The origin requests go to, as the app sees it ({@code http://127.0.0.1:PORT}). */
    String origin() {
        return app.baseUrl();
    }

    /**
     * GET a path that already carries its (encoded) query string, e.g. {@code /api/v1/query?pk=PK}, with
     * optional request headers as name/value pairs. Redirects are not followed.
     */
    Answer get(String pathAndQuery, String... headers) {
        return app.get(pathAndQuery, headers);
    }

    Answer api(Query query) {
        return get("/api/v1/query?" + query);
    }

    Answer api(String rawQuery) {
        return get("/api/v1/query?" + rawQuery);
    }

    Answer page(Query query, String... headers) {
        return get("/?" + query, headers);
    }

    /**
     * Sends the request target byte for byte ({@link RawHttp}), for URLs that {@link java.net.URI} refuses to build
     * (malformed percent escapes).
     */
    Answer rawGet(String pathAndQuery) {
        return rawGet(pathAndQuery, "127.0.0.1:" + port());
    }

    /** The same, with the Host header given (HttpClient will not set one). */
    Answer rawGet(String pathAndQuery, String host) {
        try {
            return RawHttp.get(port(), pathAndQuery, "Host", host);
        } catch (IOException e) {
            throw new UncheckedIOException("raw GET " + pathAndQuery + " failed", e);
        }
    }

    /**
     * Asserts a Content-Type by meaning: media type and charset, ignoring the optional whitespace around
     * {@code ;} that RFC 9110 allows (Jetty writes {@code application/json;charset=utf-8}).
     */
    static void assertMediaType(String expectedType, String expectedCharset, String contentType) {
        if (contentType == null) {
            throw new AssertionError("no Content-Type header");
        }
        String[] parts = contentType.split(";");
        assertEquals(expectedType, parts[0].trim().toLowerCase(Locale.ROOT), () -> "media type of " + contentType);
        String charset = null;
        for (int i = 1; i < parts.length; i++) {
            String[] kv = parts[i].trim().split("=", 2);
            if (kv.length == 2 && kv[0].trim().equalsIgnoreCase("charset")) {
                charset = kv[1].trim().replace("\"", "").toLowerCase(Locale.ROOT);
            }
        }
        assertEquals(expectedCharset, charset, () -> "charset of " + contentType);
    }

    static JsonNode json(String text) {
        try {
            return MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(text, e);
        }
    }

    static List<String> fieldNames(JsonNode object) {
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
