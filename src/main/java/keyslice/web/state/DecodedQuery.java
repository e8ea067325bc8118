package keyslice.web.state;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keyslice.domain.form.Problem;

/**
 * Decodes the raw query string strictly. Servlet decoding turns a malformed escape into an empty value
 * and bad UTF-8 into U+FFFD, silently changing what the user asked for; here both become problems. A compressed state
 * ({@link CompressedState#PARAM}) is read here too, so every route that takes a state takes it in either form.
 */
public record DecodedQuery(Map<String, List<String>> params, List<Problem> problems) {

    /**
     * Parameters in order of appearance, and one problem per parameter that could not be decoded. The parameters a
     * compressed state holds come first, then the others given beside it (an edit, the field being typed): a state
     * parameter given both inside and beside it counts as given twice.
     */
    public static DecodedQuery decode(String rawQuery) {
        DecodedQuery outer = decodePairs(rawQuery);
        List<String> compressed = outer.params.remove(CompressedState.PARAM);
        if (compressed == null) {
            return outer;
        }
        List<Problem> problems = new ArrayList<>(outer.problems);
        if (compressed.size() > 1) {
            problems.add(new Problem(
                    CompressedState.PARAM,
                    "The compressed state (z) is given " + compressed.size() + " times; a link holds one.",
                    "given " + compressed.size() + " times; give it once"));
            return new DecodedQuery(outer.params, problems);
        }
        String inner;
        try {
            inner = CompressedState.inflate(compressed.get(0));
        } catch (CompressedState.Unreadable e) {
            problems.add(e.problem());
            return new DecodedQuery(outer.params, problems);
        }
        if (parameters(inner) > CompressedState.MAX_PARAMETERS) {
            problems.add(new Problem(
                    CompressedState.PARAM,
                    "The compressed state holds more than " + CompressedState.MAX_PARAMETERS
                            + " parameters; keyslice reads at most that many.",
                    "more than " + CompressedState.MAX_PARAMETERS + " parameters"));
            return new DecodedQuery(outer.params, problems);
        }
        DecodedQuery state = decodePairs(inner);
        Map<String, List<String>> params = state.params;
        // Nested compression is not a state: an inner z is dropped, never inflated again.
        params.remove(CompressedState.PARAM);
        outer.params.forEach((name, values) ->
                params.computeIfAbsent(name, k -> new ArrayList<>()).addAll(values));
        problems.addAll(state.problems);
        return new DecodedQuery(params, problems);
    }

    /** The parameters a query string holds at most: one more than its separators. */
    private static int parameters(String query) {
        int count = 1;
        for (int i = 0; i < query.length(); i++) {
            if (query.charAt(i) == '&') {
                count++;
            }
        }
        return count;
    }

    private static DecodedQuery decodePairs(String rawQuery) {
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
                problems.add(new Problem(
                        name,
                        Problem.sentence("the value of " + name + " " + e.getMessage()),
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
                if (i + 2 >= raw.length()
                        || Character.digit(raw.charAt(i + 1), 16) < 0
                        || Character.digit(raw.charAt(i + 2), 16) < 0) {
                    throw new IllegalArgumentException(
                            "has a malformed percent-escape at \"" + raw.substring(i, Math.min(raw.length(), i + 3))
                                    + "\" (use %XX with two hex digits; %25 for %)");
                }
                b = Character.digit(raw.charAt(i + 1), 16) * 16 + Character.digit(raw.charAt(i + 2), 16);
                i += 2;
            } else if (c < 0x80) {
                b = c;
            } else {
                boolean pair = Character.isHighSurrogate(c) && i + 1 < raw.length();
                byte[] encoded = (pair ? raw.substring(i, i + 2) : String.valueOf(c)).getBytes(StandardCharsets.UTF_8);
                i += pair ? 1 : 0;
                bytes = java.util.Arrays.copyOf(
                        bytes, Math.max(bytes.length, size + encoded.length + (raw.length() - i)));
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
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, 0, size))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException("is not valid UTF-8 once percent-decoded");
        }
    }
}
