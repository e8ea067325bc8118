package keyslice.domain.sample;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import keyslice.domain.JsonLine;
import keyslice.domain.key.KeyType;

/**
 * One sample tuple line read as JSON: an array whose values are strings, numbers, nulls, or values in DynamoDB JSON
 * ({@code {"B": "AQ=="}}), which say their type where the form does not (see {@link SampleTuples}).
 */
final class TupleLine {

    /**
     * A tuple is one array of scalars and one-member objects; one level more still parses, so that a nested value is
     * named by its position ("value 2 is not ..."), and deeper lines are refused before they are read further.
     */
    private static final int MAX_JSON_DEPTH = 2;

    /** JSON's number grammar; the value is then read as DynamoDB reads a number. */
    private static final Pattern NUMBER = Pattern.compile("-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?(?:[eE][+-]?[0-9]+)?");

    static final String NOT_A_VALUE =
            "is not a string, a number, null or a value in DynamoDB JSON such as {\"B\": \"AQ==\"}";

    private TupleLine() {}

    /** One array element as written: a string, a number's text, null, or a value that names its type. */
    record Element(ElementKind kind, String text, Optional<KeyType> type) {

        /** The type the element itself says: a number is N, a string S, DynamoDB JSON its own; empty for null. */
        Optional<KeyType> writtenType() {
            return switch (kind) {
                case STRING -> Optional.of(KeyType.S);
                case NUMBER -> Optional.of(KeyType.N);
                case TYPED -> type;
                case NULL -> Optional.empty();
            };
        }
    }

    enum ElementKind {
        STRING,
        NUMBER,
        NULL,
        TYPED
    }

    /** Thrown for a line that is not such an array; the message says where it breaks. */
    static final class Malformed extends Exception {
        Malformed(String message) {
            super(message, null, false, false);
        }
    }

    static List<Element> elements(String line) throws Malformed {
        // A tuple is an array: say so at once rather than what JSON value the line might have started.
        String text = line.strip();
        if (!text.startsWith("[")) {
            throw new Malformed(
                    text.isEmpty()
                            ? "it is empty, not a JSON array"
                            : "\"[\" is expected at position 1, not \"" + text.charAt(0) + "\"");
        }
        Object parsed;
        try {
            parsed = JsonLine.parse(text, MAX_JSON_DEPTH);
        } catch (JsonLine.TooDeep e) {
            throw new Malformed(
                    "its values hold arrays or objects nested inside them, but a value is a string, a number, "
                            + "null or a value in DynamoDB JSON (" + e.getMessage() + ")");
        } catch (JsonLine.Malformed e) {
            throw new Malformed(e.getMessage());
        }
        List<Element> elements = new ArrayList<>();
        // A line that starts with [ and parses is an array.
        for (Object value : (List<?>) parsed) {
            int position = elements.size() + 1;
            if (value instanceof String string) {
                elements.add(new Element(ElementKind.STRING, string, Optional.empty()));
            } else if (value instanceof JsonLine.Number number
                    && NUMBER.matcher(number.text()).matches()) {
                elements.add(new Element(ElementKind.NUMBER, number.text(), Optional.empty()));
            } else if (value == JsonLine.NULL) {
                elements.add(new Element(ElementKind.NULL, "", Optional.empty()));
            } else if (value instanceof Map<?, ?> object) {
                elements.add(typed(object, position));
            } else {
                throw new Malformed("value " + position + " " + NOT_A_VALUE);
            }
        }
        return elements;
    }

    /** {@code {"N": "7"}}: one member, named S, N or B, whose value is the value's text. */
    private static Element typed(Map<?, ?> object, int position) throws Malformed {
        if (object.size() == 1 && object.values().iterator().next() instanceof String text) {
            Optional<KeyType> type =
                    KeyType.fromCode(String.valueOf(object.keySet().iterator().next()));
            if (type.isPresent()) {
                return new Element(ElementKind.TYPED, text, type);
            }
        }
        throw new Malformed(
                "value " + position + " is an object, but a value in DynamoDB JSON has one member, S, N or B, "
                        + "whose value is a string, such as {\"B\": \"AQ==\"}");
    }
}
