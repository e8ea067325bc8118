package keyslice.domain;

import keyslice.domain.key.KeyValues;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict JSON reader (RFC 8259) for one line: an item in DynamoDB JSON, a sample tuple; the domain stays free of
 * libraries. Values come back
 * as {@code Map<String, Object>} (in order), {@code List<Object>}, {@code String}, {@link Number} (the number's text,
 * kept exact), {@code Boolean} and {@link #NULL}. The reader recurses once per array or object, so each caller says how
 * deep its values may nest ({@link TooDeep}): a line of 60,000 {@code [} must not exhaust the stack. Strings must be
 * valid Unicode, as DynamoDB's UTF-8 needs: a surrogate without its pair is refused.
 */
public final class JsonLine {

    /** JSON's {@code null}, so that a map never holds a Java null. */
    public static final Object NULL = new Object() {
        @Override
        public String toString() {
            return "null";
        }
    };

    /** A JSON number's text as written: DynamoDB JSON puts numbers in strings, so this only appears in errors. */
    public record Number(String text) {
    }

    /** The text is not JSON; the message ends with the 1-based character where reading stopped. */
    public static class Malformed extends Exception {
        Malformed(String message) {
            super(message, null, false, false);
        }
    }

    /** Arrays and objects nest deeper than the caller allows; the message ends with the character where it happened. */
    public static final class TooDeep extends Malformed {
        TooDeep(String message) {
            super(message);
        }
    }

    /**
     * A JSON document over many lines, read whole: its value, and where each element of an array at depth 1 or 2 starts
     * (an array of items, or the {@code Items} of a Query's output), for messages that name its line.
     */
    public record Document(Object value, java.util.IdentityHashMap<Object, Integer> starts) {
        /** The 0-based index in the text where {@code element} (an array's element read as a map or list) starts, or -1. */
        public int start(Object element) {
            return starts.getOrDefault(element, -1);
        }
    }

    private final String text;
    private final int maxDepth;
    private int at;
    private int depth;
    private java.util.IdentityHashMap<Object, Integer> starts;

    private JsonLine(String text, int maxDepth) {
        this.text = text;
        this.maxDepth = maxDepth;
    }

    /** Reads one JSON value whose arrays and objects nest at most {@code maxDepth} levels ({@code [1]} is one level). */
    public static Object parse(String text, int maxDepth) throws Malformed {
        JsonLine reader = new JsonLine(text, maxDepth);
        reader.skipSpace();
        Object value = reader.value();
        reader.skipSpace();
        if (reader.at < text.length()) {
            throw reader.malformed("expected the end of the line after the JSON value");
        }
        return value;
    }

    /** Reads one JSON value as {@link #parse} does, keeping where the elements of the outer two arrays start. */
    public static Document parseDocument(String text, int maxDepth) throws Malformed {
        JsonLine reader = new JsonLine(text, maxDepth);
        reader.starts = new java.util.IdentityHashMap<>();
        reader.skipSpace();
        Object value = reader.value();
        reader.skipSpace();
        if (reader.at < text.length()) {
            throw reader.malformed("expected the end of the text after the JSON value");
        }
        return new Document(value, reader.starts);
    }

    private Object value() throws Malformed {
        if (at >= text.length()) {
            throw malformed("expected a JSON value but the line ended");
        }
        char c = text.charAt(at);
        if ((c == '{' || c == '[') && ++depth > maxDepth) {
            throw new TooDeep("arrays and objects nest more than " + maxDepth + " levels deep, at character " + (at + 1));
        }
        return switch (c) {
            case '{' -> nested(object());
            case '[' -> nested(array());
            case '"' -> string();
            case 't' -> word("true", Boolean.TRUE);
            case 'f' -> word("false", Boolean.FALSE);
            case 'n' -> word("null", NULL);
            default -> {
                if (c == '-' || (c >= '0' && c <= '9')) {
                    yield number();
                }
                throw malformed("expected a JSON value but found '" + c + "'");
            }
        };
    }

    /** Leaves the array or object just read. */
    private Object nested(Object container) {
        depth--;
        return container;
    }

    private Map<String, Object> object() throws Malformed {
        Map<String, Object> members = new LinkedHashMap<>();
        at++;
        skipSpace();
        if (peek('}')) {
            at++;
            return members;
        }
        while (true) {
            skipSpace();
            if (!peek('"')) {
                throw malformed("expected a member name in double quotes");
            }
            int nameStart = at;
            String name = string();
            skipSpace();
            expect(':');
            skipSpace();
            if (members.put(name, value()) != null) {
                at = nameStart;
                throw malformed("the member \"" + name + "\" appears twice");
            }
            skipSpace();
            if (peek(',')) {
                at++;
            } else {
                expect('}');
                return members;
            }
        }
    }

    private List<Object> array() throws Malformed {
        List<Object> elements = new ArrayList<>();
        at++;
        skipSpace();
        if (peek(']')) {
            at++;
            return elements;
        }
        while (true) {
            skipSpace();
            int start = at;
            Object element = value();
            elements.add(element);
            if (starts != null && depth <= 2 && (element instanceof Map || element instanceof List)) {
                starts.put(element, start);
            }
            skipSpace();
            if (peek(',')) {
                at++;
            } else {
                expect(']');
                return elements;
            }
        }
    }

    private String string() throws Malformed {
        StringBuilder out = new StringBuilder();
        at = readString(text, at, out);
        return out.toString();
    }

    /**
     * Reads the JSON string literal whose opening quote is at {@code start} into {@code out}; returns the index after
     * the closing quote. A surrogate without its pair, escaped or not, is refused: it is no character, and DynamoDB
     * stores strings as UTF-8, which cannot hold it.
     */
    public static int readString(String text, int start, StringBuilder out) throws Malformed {
        int from = out.length();
        int i = start + 1;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '"') {
                requireWhole(out, from, start);
                return i + 1;
            }
            if (c < 0x20) {
                throw new Malformed("a control character (U+" + String.format("%04X", (int) c)
                        + ") must be escaped inside a string, at character " + (i + 1));
            }
            if (c != '\\') {
                out.append(c);
                i++;
                continue;
            }
            if (i + 1 >= text.length()) {
                break;
            }
            char escape = text.charAt(i + 1);
            switch (escape) {
                case '"', '\\', '/' -> out.append(escape);
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'n' -> out.append('\n');
                case 'r' -> out.append('\r');
                case 't' -> out.append('\t');
                case 'u' -> {
                    if (i + 6 > text.length() || !text.substring(i + 2, i + 6).matches("[0-9A-Fa-f]{4}")) {
                        throw new Malformed("\\u must be followed by four hex digits, at character " + (i + 1));
                    }
                    out.append((char) Integer.parseInt(text.substring(i + 2, i + 6), 16));
                    i += 4;
                }
                default -> throw new Malformed("\\" + escape + " is not a JSON escape (use \\\" \\\\ \\/ \\b \\f \\n \\r \\t "
                        + "or \\uXXXX), at character " + (i + 1));
            }
            i += 2;
        }
        throw new Malformed("the string that starts at character " + (start + 1) + " is not closed with \"");
    }

    private static void requireWhole(CharSequence read, int from, int start) throws Malformed {
        int lone = KeyValues.loneSurrogate(read, from);
        if (lone >= 0) {
            throw new Malformed("the string holds a lone surrogate (U+" + String.format("%04X", (int) read.charAt(lone))
                    + "), which is not a character: a string must be valid Unicode, at character " + (start + 1));
        }
    }

    private Number number() {
        int start = at;
        while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) {
            at++;
        }
        return new Number(text.substring(start, at));
    }

    private Object word(String word, Object value) throws Malformed {
        if (!text.startsWith(word, at)) {
            throw malformed("expected a JSON value");
        }
        at += word.length();
        return value;
    }

    private boolean peek(char c) {
        return at < text.length() && text.charAt(at) == c;
    }

    private void expect(char c) throws Malformed {
        if (!peek(c)) {
            throw malformed("expected '" + c + "'");
        }
        at++;
    }

    private void skipSpace() {
        while (at < text.length() && " \t\r\n".indexOf(text.charAt(at)) >= 0) {
            at++;
        }
    }

    private Malformed malformed(String what) {
        return new Malformed(what + ", at character " + (at + 1));
    }
}
