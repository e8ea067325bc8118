package keyslice.explain;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keyslice.domain.JsonLine;

/**
 * The request a program writes as a literal, read as {@link JsonLine} reads JSON (maps, lists, strings, numbers,
 * booleans, null), in JavaScript's or Python's own syntax: bare or quoted keys, either quote with the language's
 * escapes, trailing commas, comments; a binary value ({@code Buffer.from("…", "base64")}, {@code b"\x00"}) becomes
 * its base64 text, as DynamoDB JSON writes B. Nothing is evaluated.
 */
final class LiteralReader {

    enum Language {
        JAVASCRIPT,
        PYTHON
    }

    private static final int MAX_DEPTH = 2 * 32 + 4;

    private final String text;
    private final Language language;
    private int at;
    private int depth;

    private LiteralReader(String text, int at, Language language) {
        this.text = text;
        this.at = at;
        this.language = language;
    }

    /** A literal read: its value and where it ends in the text (0-based, exclusive). */
    record Read(Object value, int end) {}

    /** The literal that starts at {@code at} (its {@code {}). */
    static Read read(String text, int at, Language language) throws Unreadable {
        LiteralReader reader = new LiteralReader(text, at, language);
        Object value = reader.value();
        return new Read(value, reader.at);
    }

    private Object value() throws Unreadable {
        space();
        if (at >= text.length()) {
            throw unreadable("expected a value but the program ended");
        }
        char c = text.charAt(at);
        if (c == '{' || c == '[') {
            if (++depth > MAX_DEPTH) {
                throw unreadable("the literal nests more than " + MAX_DEPTH + " levels deep");
            }
            Object nested = c == '{' ? object() : list();
            depth--;
            return nested;
        }
        if (c == '"' || c == '\'') {
            return string(false);
        }
        if (language == Language.PYTHON
                && c == 'b'
                && at + 1 < text.length()
                && (text.charAt(at + 1) == '"' || text.charAt(at + 1) == '\'')) {
            at++;
            return string(true);
        }
        if (c == '-' || Character.isDigit(c)) {
            int start = at++;
            while (at < text.length()
                    && (Character.isDigit(text.charAt(at)) || ".eE+-_".indexOf(text.charAt(at)) >= 0)) {
                at++;
            }
            return new JsonLine.Number(text.substring(start, at).replace("_", ""));
        }
        String word = word();
        switch (word) {
            case "true", "True":
                return Boolean.TRUE;
            case "false", "False":
                return Boolean.FALSE;
            case "null", "None":
                return JsonLine.NULL;
            default:
                break;
        }
        if (language == Language.JAVASCRIPT && word.equals("Buffer") && text.startsWith(".from(", at)) {
            at += ".from(".length();
            Object encoded = value();
            space();
            if (text.startsWith(",", at)) {
                at++;
                Object encoding = value();
                if (!"base64".equals(encoding)) {
                    throw unreadable("keyslice reads Buffer.from(text, \"base64\") only");
                }
                space();
            }
            expect(')');
            return encoded;
        }
        throw unreadable(
                word.isEmpty()
                        ? "unexpected " + ExpressionTokens.describe(text.codePointAt(at))
                        : "\"" + word
                                + "\" is code, not a literal: keyslice reads the request written out, never runs anything");
    }

    private Map<String, Object> object() throws Unreadable {
        at++;
        Map<String, Object> members = new LinkedHashMap<>();
        while (true) {
            space();
            if (peek() == '}') {
                at++;
                return members;
            }
            char c = peek();
            String key = c == '"' || c == '\'' ? (String) string(false) : word();
            if (key.isEmpty()) {
                throw unreadable("expected a key or \"}\"");
            }
            space();
            expect(':');
            members.put(key, value());
            space();
            if (peek() == ',') {
                at++;
            } else if (peek() != '}') {
                throw unreadable("expected \",\" or \"}\"");
            }
        }
    }

    private List<Object> list() throws Unreadable {
        at++;
        List<Object> elements = new ArrayList<>();
        while (true) {
            space();
            if (peek() == ']') {
                at++;
                return elements;
            }
            elements.add(value());
            space();
            if (peek() == ',') {
                at++;
            } else if (peek() != ']') {
                throw unreadable("expected \",\" or \"]\"");
            }
        }
    }

    /** A string literal (or Python bytes, as base64) with the language's escapes. */
    private Object string(boolean bytes) throws Unreadable {
        char quote = text.charAt(at++);
        StringBuilder out = new StringBuilder();
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        while (true) {
            if (at >= text.length() || text.charAt(at) == '\n') {
                throw unreadable("a string is never closed");
            }
            char c = text.charAt(at++);
            if (c == quote) {
                break;
            }
            if (c != '\\') {
                if (bytes && c > 0x7f) {
                    throw unreadable("bytes literals hold ASCII only");
                }
                out.append(c);
                raw.write(c);
                continue;
            }
            char e = text.charAt(at++);
            int codePoint = switch (e) {
                case 'n' -> '\n';
                case 't' -> '\t';
                case 'r' -> '\r';
                case 'b' -> '\b';
                case 'f' -> '\f';
                case 'v' -> 0x0B;
                case '0' -> 0;
                case 'x' -> hex(2);
                case 'u' -> language == Language.JAVASCRIPT && peek() == '{' ? braced() : hex(4);
                case 'U' -> hex(8);
                case '\\', '\'', '"', '/' -> e;
                default -> throw unreadable("unknown escape \\" + e);
            };
            if (bytes) {
                raw.write(codePoint);
            } else {
                out.appendCodePoint(codePoint);
            }
        }
        return bytes ? Base64.getEncoder().encodeToString(raw.toByteArray()) : out.toString();
    }

    private int braced() throws Unreadable {
        at++;
        int close = text.indexOf('}', at);
        if (close < 0 || close - at > 6) {
            throw unreadable("a \\u{…} escape is never closed");
        }
        int codePoint = Integer.parseInt(text.substring(at, close), 16);
        at = close + 1;
        return codePoint;
    }

    private int hex(int digits) throws Unreadable {
        if (at + digits > text.length() || !text.substring(at, at + digits).matches("[0-9a-fA-F]+")) {
            throw unreadable("expected " + digits + " hexadecimal digits in the escape");
        }
        int codePoint = Integer.parseInt(text.substring(at, at + digits), 16);
        at += digits;
        if (!Character.isValidCodePoint(codePoint)) {
            throw unreadable("the escape is not a Unicode character");
        }
        return codePoint;
    }

    private String word() {
        int start = at;
        while (at < text.length()
                && (Character.isLetterOrDigit(text.charAt(at)) || text.charAt(at) == '_' || text.charAt(at) == '$')) {
            at++;
        }
        return text.substring(start, at);
    }

    /** Whitespace and comments: {@code //} and {@code /* *}{@code /} in JavaScript, {@code #} in Python. */
    private void space() {
        while (at < text.length()) {
            char c = text.charAt(at);
            if (Character.isWhitespace(c)) {
                at++;
            } else if (language == Language.JAVASCRIPT && text.startsWith("//", at)
                    || language == Language.PYTHON && c == '#') {
                while (at < text.length() && text.charAt(at) != '\n') {
                    at++;
                }
            } else if (language == Language.JAVASCRIPT && text.startsWith("/*", at)) {
                int end = text.indexOf("*/", at + 2);
                at = end < 0 ? text.length() : end + 2;
            } else {
                return;
            }
        }
    }

    private char peek() throws Unreadable {
        if (at >= text.length()) {
            throw unreadable("the literal is never closed");
        }
        return text.charAt(at);
    }

    private void expect(char c) throws Unreadable {
        if (peek() != c) {
            throw unreadable("expected \"" + c + "\"");
        }
        at++;
    }

    private Unreadable unreadable(String message) {
        return new Unreadable(at + 1, message);
    }
}
