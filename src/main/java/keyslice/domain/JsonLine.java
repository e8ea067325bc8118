package keyslice.domain;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keyslice.domain.key.KeyValues;

/**
 * A strict JSON reader (RFC 8259) for one line or document: an item in DynamoDB JSON, a sample tuple, a pasted
 * request. Jackson's streaming parser reads it (the domain's one library, for its tokens only); values come back as
 * {@code Map<String, Object>} (in order), {@code List<Object>}, {@code String}, {@link Number} (the number's text,
 * kept exact: no double rounds a DynamoDB N), {@code Boolean} and {@link #NULL}. Each caller says how deep its values
 * may nest ({@link TooDeep}), checked before anything inside is read. Strings must be valid Unicode, as DynamoDB's UTF-8
 * needs: a surrogate without its pair is refused. A name twice in one object is refused. Where Jackson refuses the
 * text, {@link JsonSyntax} words its first error.
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
    public record Number(String text) {}

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
    public record Document(Object value, IdentityHashMap<Object, Integer> starts) {
        /** The 0-based index in the text where {@code element} (an array's element read as a map or list) starts, or -1. */
        public int start(Object element) {
            return starts.getOrDefault(element, -1);
        }
    }

    /**
     * Jackson within the callers' own bounds: their depth is checked first, and a number, string or name is as long as
     * the text lets it be (the form's limits bound the text). Names are not interned: they come from the person.
     */
    private static final JsonFactory JSON = JsonFactory.builder()
            .disable(JsonFactory.Feature.INTERN_FIELD_NAMES)
            .disable(JsonFactory.Feature.CANONICALIZE_FIELD_NAMES)
            .streamReadConstraints(StreamReadConstraints.builder()
                    .maxNumberLength(Integer.MAX_VALUE)
                    .maxStringLength(Integer.MAX_VALUE)
                    .maxNameLength(Integer.MAX_VALUE)
                    .maxNestingDepth(Integer.MAX_VALUE)
                    .build())
            .build();

    /** An array or object being read: its container, where it starts, and the member whose value comes next. */
    private static final class Open {
        final Object container;
        final int start;
        String name;
        int nameStart;

        Open(Object container, int start) {
            this.container = container;
            this.start = start;
        }
    }

    private final String text;
    private final int maxDepth;
    private final IdentityHashMap<Object, Integer> starts;

    private JsonLine(String text, int maxDepth, IdentityHashMap<Object, Integer> starts) {
        this.text = text;
        this.maxDepth = maxDepth;
        this.starts = starts;
    }

    /** Reads one JSON value whose arrays and objects nest at most {@code maxDepth} levels ({@code [1]} is one level). */
    public static Object parse(String text, int maxDepth) throws Malformed {
        return new JsonLine(text, maxDepth, null).read("line");
    }

    /** Reads one JSON value as {@link #parse} does, keeping where the elements of the outer two arrays start. */
    public static Document parseDocument(String text, int maxDepth) throws Malformed {
        JsonLine reader = new JsonLine(text, maxDepth, new IdentityHashMap<>());
        Object value = reader.read("text");
        return new Document(value, reader.starts);
    }

    private Object read(String after) throws Malformed {
        try (JsonParser parser = JSON.createParser(text)) {
            Object value = value(parser);
            int end = (int) parser.currentLocation().getCharOffset();
            while (end < text.length() && " \t\r\n".indexOf(text.charAt(end)) >= 0) {
                end++;
            }
            if (end < text.length()) {
                throw new Malformed(
                        "expected the end of the " + after + " after the JSON value, at character " + (end + 1));
            }
            return value;
        } catch (JsonProcessingException e) {
            throw JsonSyntax.firstError(
                    text, after, e.getOriginalMessage(), e.getLocation().getCharOffset());
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a String has no I/O to fail
        }
    }

    /** The value at the start of the text, its arrays and objects held open on a stack rather than by recursion. */
    private Object value(JsonParser parser) throws IOException, Malformed {
        Deque<Open> open = new ArrayDeque<>();
        JsonToken token = parser.nextToken();
        while (true) {
            if (token == null) {
                throw new Malformed("expected a JSON value but the line ended, at character " + (text.length() + 1));
            }
            int start = (int) parser.currentTokenLocation().getCharOffset();
            Object value;
            switch (token) {
                case START_OBJECT, START_ARRAY -> {
                    if (open.size() >= maxDepth) {
                        throw new TooDeep("arrays and objects nest more than " + maxDepth
                                + " levels deep, at character " + (start + 1));
                    }
                    open.push(new Open(
                            token == JsonToken.START_OBJECT
                                    ? new LinkedHashMap<String, Object>()
                                    : new ArrayList<Object>(),
                            start));
                    token = parser.nextToken();
                    continue;
                }
                case FIELD_NAME -> {
                    open.peek().name = whole(parser.currentName(), start);
                    open.peek().nameStart = start;
                    token = parser.nextToken();
                    continue;
                }
                case END_OBJECT, END_ARRAY -> {
                    Open closed = open.pop();
                    value = closed.container;
                    start = closed.start;
                }
                case VALUE_STRING -> value = whole(parser.getText(), start);
                case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> value = new Number(parser.getText());
                case VALUE_TRUE -> value = Boolean.TRUE;
                case VALUE_FALSE -> value = Boolean.FALSE;
                case VALUE_NULL -> value = NULL;
                default -> throw new IllegalStateException("Jackson gave " + token + " for JSON text");
            }
            if (open.isEmpty()) {
                return value;
            }
            add(open, value, start);
            token = parser.nextToken();
        }
    }

    /** Puts a value just read into the array or object open around it. */
    @SuppressWarnings("unchecked")
    private void add(Deque<Open> open, Object value, int start) throws Malformed {
        Open parent = open.peek();
        if (parent.container instanceof List<?> list) {
            ((List<Object>) list).add(value);
            if (starts != null && open.size() <= 2 && (value instanceof Map || value instanceof List)) {
                starts.put(value, start);
            }
        } else if (((Map<String, Object>) parent.container).put(parent.name, value) != null) {
            throw new Malformed(
                    "the member \"" + parent.name + "\" appears twice, at character " + (parent.nameStart + 1));
        }
    }

    /**
     * Reads the JSON string literal whose opening quote is at {@code start} into {@code out}; returns the index after
     * the closing quote. A surrogate without its pair, escaped or not, is refused: it is no character, and DynamoDB
     * stores strings as UTF-8, which cannot hold it.
     */
    public static int readString(String text, int start, StringBuilder out) throws Malformed {
        try (StringReader reader = new StringReader(text);
                JsonParser parser = JSON.createParser(reader)) {
            reader.skip(start);
            parser.nextToken();
            out.append(whole(parser.getText(), start));
            return start + (int) parser.currentLocation().getCharOffset();
        } catch (JsonProcessingException e) {
            throw JsonSyntax.stringError(text, start, e.getOriginalMessage());
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a String has no I/O to fail
        }
    }

    /** The string read, or its lone surrogate refused at the string's opening quote. */
    static String whole(String read, int start) throws Malformed {
        int lone = KeyValues.loneSurrogate(read, 0);
        if (lone >= 0) {
            throw new Malformed("the string holds a lone surrogate (U+" + String.format("%04X", (int) read.charAt(lone))
                    + "), which is not a character: a string must be valid Unicode, at character " + (start + 1));
        }
        return read;
    }
}
