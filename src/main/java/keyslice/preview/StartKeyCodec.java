package keyslice.preview;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyValues;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The {@code startKey} page token: base64url (no padding) of the compact JSON of LastEvaluatedKey in wire form,
 * attributes in name order. Decoding is strict: only a token this codec would itself produce is accepted.
 */
final class StartKeyCodec {

    /**
     * A LastEvaluatedKey has at most 10 attributes: the table's partition and sort key plus every key attribute of the
     * index read, which on a global secondary index with a multi-attribute key is up to 4 partition and 4 sort ones.
     */
    static final int MAX_ATTRIBUTES = 2 + 2 * QueryForm.MAX_KEY_ATTRIBUTES;

    static final int MAX_TOKEN_CHARS = 8192;
    private static final Pattern BASE64URL = Pattern.compile("[A-Za-z0-9_-]+");
    private static final Pattern BASE64 =
            Pattern.compile("(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?");

    private final ObjectMapper json;

    StartKeyCodec() {
        json = new ObjectMapper()
                .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    }

    String encode(Map<String, AttributeValue> key) {
        Map<String, Object> wire = new TreeMap<>();
        key.forEach((name, value) -> wire.put(name, WireValues.toWire(value)));
        try {
            byte[] bytes = json.writeValueAsBytes(wire);
            return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot serialise a start key", e);
        }
    }

    /** @throws PreviewException BAD_INPUT on field {@code startKey} for anything but a token of this codec */
    Map<String, AttributeValue> decode(String token) {
        return decode("startKey", token);
    }

    /** As {@link #decode(String)}, for a token carried in the parameter {@code field} (its messages name it). */
    Map<String, AttributeValue> decode(String field, String token) {
        if (token.length() > MAX_TOKEN_CHARS) {
            throw bad(field, "the token is too long");
        }
        if (!BASE64URL.matcher(token).matches()) {
            throw bad(field, "the token must be base64url text (A-Z a-z 0-9 - _) as returned in nextStartKey");
        }
        byte[] bytes;
        try {
            bytes = Base64.getUrlDecoder().decode(token);
        } catch (IllegalArgumentException e) {
            throw bad(field, "the token is not valid base64url");
        }
        String text;
        try {
            text = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
        } catch (CharacterCodingException e) {
            throw bad(field, "the token does not hold UTF-8 text");
        }
        JsonNode root;
        try {
            root = json.readTree(text);
        } catch (JsonProcessingException e) {
            throw bad(field, "the token does not hold a JSON key");
        }
        if (root == null || !root.isObject() || root.isEmpty() || root.size() > MAX_ATTRIBUTES) {
            throw bad(field, "the token must hold a key of 1 to " + MAX_ATTRIBUTES + " attributes");
        }
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = root.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = it.next();
            key.put(entry.getKey(), keyValue(field, entry.getKey(), entry.getValue()));
        }
        if (!encode(key).equals(token)) {
            throw bad(field, "the token is not in the form keyslice issues");
        }
        return key;
    }

    private static AttributeValue keyValue(String field, String name, JsonNode value) {
        if (name.isEmpty() || value == null || !value.isObject() || value.size() != 1) {
            throw bad(field, "each key attribute must be one typed value such as {\"S\": \"...\"}");
        }
        Map.Entry<String, JsonNode> typed = value.fields().next();
        String type = typed.getKey();
        JsonNode v = typed.getValue();
        if (!v.isTextual() || v.asText().isEmpty()) {
            throw bad(field, "the value of " + name + " must be non-empty text");
        }
        String text = v.asText();
        switch (type) {
            case "S" -> {
                if (text.getBytes(StandardCharsets.UTF_8).length > 2048) {
                    throw bad(field, "the value of " + name + " is longer than a key can be");
                }
                if (KeyValues.loneSurrogate(text, 0) >= 0) {
                    throw bad(field, "the value of " + name + " is not valid Unicode");
                }
            }
            case "N" -> {
                try {
                    KeyValues.parseNumber(text);
                } catch (KeyValues.InvalidValue e) {
                    throw bad(field, "the value of " + name + " is not a number");
                }
            }
            case "B" -> {
                if (!BASE64.matcher(text).matches() || Base64.getDecoder().decode(text).length > 2048) {
                    throw bad(field, "the value of " + name + " is not binary (base64) a key can hold");
                }
            }
            default -> throw bad(field, "key attributes are S, N or B, not " + type);
        }
        return WireValues.keyValue(type, text);
    }

    private static PreviewException bad(String field, String why) {
        return PreviewException.badInput(field, field + ": " + why + ". Run the query again from the first page.");
    }
}
