package keyslice.domain;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The sample keys of a multi-attribute sort key: each line a JSON array of the sort attributes' values in order
 * ({@code ["skA", 100]}), S and B (base64) as strings, N as a number or a string. A line that lacks an attribute
 * (a shorter array, or {@code null} in its place) is an item the index leaves out, as DynamoDB leaves out every
 * item without all of its key attributes.
 */
public final class SampleTuples {

    /**
     * A tuple is one array of scalars; one level more still parses, so that a nested value is named by its position
     * ("value 2 is not a string, a number or null"), and deeper lines are refused before they are read further.
     */
    private static final int MAX_JSON_DEPTH = 2;

    /** JSON's number grammar; the value is then read as DynamoDB reads a number. */
    private static final Pattern NUMBER = Pattern.compile("-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?(?:[eE][+-]?[0-9]+)?");

    private SampleTuples() {
    }

    /** A line with every sort attribute, its values in the attributes' order and types. */
    public record Tuple(int line, List<KeyValue> values) {
        public Tuple {
            values = List.copyOf(values);
        }

        /**
         * The tuple as a sample line writes it ({@code ["skA", 100]}): a number bare, a string or base64 quoted with
         * JSON's escapes, so that a value with a comma or a quote still reads as one value.
         */
        public String text() {
            StringBuilder out = new StringBuilder("[");
            for (KeyValue value : values) {
                if (out.length() > 1) {
                    out.append(", ");
                }
                if (value.type() == KeyType.N) {
                    out.append(value.wireText());
                } else {
                    quoted(out, value.wireText());
                }
            }
            return out.append(']').toString();
        }

        private static void quoted(StringBuilder out, String text) {
            out.append('"');
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                switch (c) {
                    case '"', '\\' -> out.append('\\').append(c);
                    case '\n' -> out.append("\\n");
                    case '\r' -> out.append("\\r");
                    case '\t' -> out.append("\\t");
                    default -> {
                        if (c < 0x20) {
                            out.append(String.format("\\u%04x", (int) c));
                        } else {
                            out.append(c);
                        }
                    }
                }
            }
            out.append('"');
        }
    }

    /** A line the index leaves out: {@code missing} is the first sort attribute it lacks. */
    public record Sparse(int line, String text, KeyAttribute missing) {
    }

    public record Samples(List<Tuple> tuples, List<Sparse> sparse) {
        public Samples {
            tuples = List.copyOf(tuples);
            sparse = List.copyOf(sparse);
        }
    }

    /** One array element as written: a string, a number's text, or null. */
    private record Element(Kind kind, String text) {
    }

    private enum Kind { STRING, NUMBER, NULL }

    /** Thrown for a line that is not a JSON array of strings, numbers and nulls; the message says where it breaks. */
    private static final class Malformed extends Exception {
        Malformed(String message) {
            super(message, null, false, false);
        }
    }

    /** Every line read against {@code attributes} (the sort attributes, left to right); a problem on samples per bad line. */
    public static Optional<Samples> parse(String samples, List<KeyAttribute> attributes, List<Problem> problems) {
        List<Tuple> tuples = new ArrayList<>();
        List<Sparse> sparse = new ArrayList<>();
        LineProblems lineProblems = new LineProblems("samples");
        for (SampleLines.Line line : SampleLines.of(samples)) {
            try {
                List<Element> elements = elements(line.key());
                if (elements.size() > attributes.size()) {
                    throw new Malformed("it has " + elements.size() + " values, but the sort key has " + attributes.size()
                            + " attributes");
                }
                Optional<KeyAttribute> missing = Optional.empty();
                List<KeyValue> values = new ArrayList<>();
                for (int i = 0; i < attributes.size(); i++) {
                    KeyAttribute attribute = attributes.get(i);
                    if (i >= elements.size() || elements.get(i).kind() == Kind.NULL) {
                        missing = missing.or(() -> Optional.of(attribute));
                    } else {
                        values.add(value(elements.get(i), attribute, i + 1));
                    }
                }
                if (missing.isPresent()) {
                    sparse.add(new Sparse(line.number(), line.key(), missing.get()));
                } else {
                    tuples.add(new Tuple(line.number(), values));
                }
            } catch (Malformed e) {
                lineProblems.add(() -> new Problem("samples", Summaries.sampleLine(line.number(), Problem.sentence(e.getMessage())
                        + " Write one JSON array per line, such as [\"skA\", 100]."), "line " + line.number() + ": " + e.getMessage()));
            } catch (KeyValues.InvalidValue e) {
                lineProblems.add(() -> new Problem("samples", Summaries.sampleLine(line.number(), e.summary()),
                        "line " + line.number() + ": " + e.getMessage()));
            }
        }
        problems.addAll(lineProblems.list());
        // The lines that are tuples still make a slice: the others are the samples' problems, not the Query's.
        return tuples.isEmpty() && sparse.isEmpty() && !lineProblems.isEmpty() ? Optional.empty() : Optional.of(new Samples(tuples, sparse));
    }

    private static KeyValue value(Element element, KeyAttribute attribute, int position) throws Malformed, KeyValues.InvalidValue {
        boolean fits = element.kind() == Kind.STRING || element.kind() == Kind.NUMBER && attribute.type() == KeyType.N;
        if (!fits) {
            throw new Malformed("value " + position + " is a number, but the sort key attribute \"" + attribute.name()
                    + "\" is of type " + attribute.type() + ", written as a JSON string");
        }
        return KeyValues.parse(attribute.type(), element.text(), attribute.name());
    }

    private static List<Element> elements(String line) throws Malformed {
        // A tuple is an array: say so at once rather than what JSON value the line might have started.
        String text = line.strip();
        if (!text.startsWith("[")) {
            throw new Malformed(text.isEmpty() ? "it is empty, not a JSON array"
                    : "\"[\" is expected at position 1, not \"" + text.charAt(0) + "\"");
        }
        Object parsed;
        try {
            parsed = JsonLine.parse(text, MAX_JSON_DEPTH);
        } catch (JsonLine.TooDeep e) {
            throw new Malformed("its values hold arrays or objects nested inside them, but a value is a string, a number or "
                    + "null (" + e.getMessage() + ")");
        } catch (JsonLine.Malformed e) {
            throw new Malformed(e.getMessage());
        }
        List<Element> elements = new ArrayList<>();
        // A line that starts with [ and parses is an array.
        for (Object value : (List<?>) parsed) {
            if (value instanceof String string) {
                elements.add(new Element(Kind.STRING, string));
            } else if (value instanceof JsonLine.Number number && NUMBER.matcher(number.text()).matches()) {
                elements.add(new Element(Kind.NUMBER, number.text()));
            } else if (value == JsonLine.NULL) {
                elements.add(new Element(Kind.NULL, ""));
            } else {
                throw new Malformed("value " + (elements.size() + 1) + " is not a string, a number or null");
            }
        }
        return elements;
    }
}
