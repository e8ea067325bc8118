package keyslice.datamodel;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import keyslice.domain.key.KeyType;

/** The text of an AWS CLI command a design writes: JSON strings inside single-quoted shell words. */
final class CliText {

    private CliText() {}

    /** A JSON string literal. */
    static String json(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.append('"').toString();
    }

    /** One shell word in single quotes, a quote inside closed, escaped and reopened. */
    static String shell(String text) {
        return "'" + text.replace("'", "'\\''") + "'";
    }

    /** A key value as DynamoDB JSON writes it: a binary value is the base64 of the text's UTF-8. */
    static String wire(KeyType type, String text) {
        return type == KeyType.B ? Base64.getEncoder().encodeToString(text.getBytes(StandardCharsets.UTF_8)) : text;
    }
}
