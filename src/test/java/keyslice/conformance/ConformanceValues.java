package keyslice.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Map;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.KeyValues;

/**
 * The conformance suite's textual form of a key value (S text, canonical N, B hex) against DynamoDB's wire form and
 * keyslice's own typed value.
 */
final class ConformanceValues {

    private ConformanceValues() {}

    /** An attribute value in DynamoDB's wire form, from this suite's textual form. */
    static Map<String, String> wire(KeyType type, String text) {
        return Map.of(type.name(), type == KeyType.B ? base64(text) : text);
    }

    /** The suite's textual form of a wire attribute value: S text, canonical N, B hex. */
    static String text(KeyType type, JsonNode wireValue) {
        JsonNode v = wireValue.get(type.name());
        if (v == null) {
            throw new AssertionError("expected a " + type + " value, got " + wireValue);
        }
        return switch (type) {
            case S -> v.asText();
            case N -> canonicalNumber(v.asText());
            case B -> hex(v.asText());
        };
    }

    /** The same textual form for an expected value, so {@code 1e2}, {@code 100} and {@code 100.0} compare equal. */
    static String canonical(KeyType type, String text) {
        return type == KeyType.N ? canonicalNumber(text) : text;
    }

    static String canonicalNumber(String text) {
        BigDecimal n = new BigDecimal(text);
        return n.signum() == 0 ? "0" : n.stripTrailingZeros().toString();
    }

    /** keyslice's own typed value for the suite's textual form, to run keyslice's order and matching on it. */
    static KeyValue keyValue(KeyType type, String text) {
        try {
            return type == KeyType.B ? KeyValues.parse(type, base64(text), "k") : KeyValues.parse(type, text, "k");
        } catch (KeyValues.InvalidValue e) {
            throw new AssertionError("test data is not a valid " + type + ": " + text + ": " + e.getMessage());
        }
    }

    static String base64(String hex) {
        return Base64.getEncoder().encodeToString(HexFormat.of().parseHex(hex));
    }

    static String hex(String base64) {
        return HexFormat.of().formatHex(Base64.getDecoder().decode(base64));
    }
}
