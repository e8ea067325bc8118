package keyslice.web.state;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import keyslice.domain.Problem;

/**
 * Decodes the raw query string strictly. Servlet decoding turns a malformed escape into an empty value
 * and bad UTF-8 into U+FFFD, silently changing what the user asked for; here both become problems.
 */
public record DecodedQuery(Map<String, List<String>> params, List<Problem> problems) {

    /** Parameters in order of appearance, and one problem per parameter that could not be decoded. */
    public static DecodedQuery decode(String rawQuery) {
        Map<String, List<String>> params = new LinkedHashMap<>();
        List<Problem> problems = new ArrayList<>();
        if (rawQuery == null || rawQuery.isEmpty()) {
            return new DecodedQuery(params, problems);
        }
        for (String pair : rawQuery.split("&", -1)) {
            if (pair.isEmpty()) {
                continue;
            }
            int eq = pair.indexOf('=');
            String rawName = eq < 0 ? pair : pair.substring(0, eq);
            String rawValue = eq < 0 ? "" : pair.substring(eq + 1);
            String name;
            try {
                name = component(rawName);
            } catch (IllegalArgumentException e) {
                problems.add(new Problem("query", "a parameter name " + e.getMessage()));
                continue;
            }
            try {
                params.computeIfAbsent(name, k -> new ArrayList<>()).add(component(rawValue));
            } catch (IllegalArgumentException e) {
                problems.add(new Problem(name, Problem.sentence("the value of " + name + " " + e.getMessage()),
                        "the value " + e.getMessage()));
                params.computeIfAbsent(name, k -> new ArrayList<>()).add(rawValue);
            }
        }
        return new DecodedQuery(params, problems);
    }

    /** Form decoding: {@code +} is a space, {@code %XX} a byte; the bytes must be UTF-8. */
    static String component(String raw) {
        if (raw.indexOf('%') < 0 && raw.indexOf('+') < 0) {
            return raw;
        }
        // Decoded into one array, and read as ASCII when it is (the common case: one copy, no decoder).
        byte[] bytes = new byte[raw.length()];
        int size = 0;
        boolean ascii = true;
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            int b;
            if (c == '+') {
                b = ' ';
            } else if (c == '%') {
                if (i + 2 >= raw.length() || Character.digit(raw.charAt(i + 1), 16) < 0 || Character.digit(raw.charAt(i + 2), 16) < 0) {
                    throw new IllegalArgumentException("has a malformed percent-escape at \""
                            + raw.substring(i, Math.min(raw.length(), i + 3)) + "\" (use %XX with two hex digits; %25 for %)");
                }
                b = Character.digit(raw.charAt(i + 1), 16) * 16 + Character.digit(raw.charAt(i + 2), 16);
                i += 2;
            } else if (c < 0x80) {
                b = c;
            } else {
                boolean pair = Character.isHighSurrogate(c) && i + 1 < raw.length();
                byte[] encoded = (pair ? raw.substring(i, i + 2) : String.valueOf(c)).getBytes(StandardCharsets.UTF_8);
                i += pair ? 1 : 0;
                bytes = java.util.Arrays.copyOf(bytes, Math.max(bytes.length, size + encoded.length + (raw.length() - i)));
                System.arraycopy(encoded, 0, bytes, size, encoded.length);
                size += encoded.length;
                ascii = false;
                continue;
            }
            ascii &= b < 0x80;
            bytes[size++] = (byte) b;
        }
        if (ascii) {
            return new String(bytes, 0, size, StandardCharsets.ISO_8859_1);
        }
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, 0, size)).toString();
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException("is not valid UTF-8 once percent-decoded");
        }
    }
}
