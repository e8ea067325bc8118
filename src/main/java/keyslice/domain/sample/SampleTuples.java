package keyslice.domain.sample;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import keyslice.domain.form.Field;
import keyslice.domain.form.LineProblems;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;
import keyslice.domain.form.SampleLines;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.KeyValues;
import keyslice.domain.key.ProblemSummaries;

/**
 * The sample keys of a multi-attribute sort key: each line a JSON array of the sort attributes' values in order
 * ({@code ["skA", 100]}), S and B (base64) as strings, N as a number or a string. A line that lacks an attribute
 * (a shorter array, or {@code null} in its place) is an item the index leaves out, as DynamoDB leaves out every
 * item without all of its key attributes.
 *
 * <p>A Query may name only the first of an index's sort attributes, while the index orders its items by all of them. A
 * line may then go on with the values of the attributes the Query leaves out, up to {@link QueryForm#MAX_KEY_ATTRIBUTES}
 * in all, and the slice orders by every one of them as the index does. The form does not name those attributes or
 * their types, so each value says its type as it is written: a number is N, a string S, and any type may be written in
 * DynamoDB JSON ({@code {"B": "AQ=="}}, the only way to give a binary one); every line gives a position the same type.
 * Once a line carries such a value, a line that stops before it lacks that attribute, and the index leaves it out.
 */
public final class SampleTuples {

    private SampleTuples() {}

    /**
     * A line with every sort attribute, its values in the attributes' order and types.
     *
     * @param named how many of the values are of attributes the Query names; the rest wrote their own types
     */
    public record Tuple(int line, List<KeyValue> values, int named) {
        public Tuple {
            values = List.copyOf(values);
            if (named < 0 || named > values.size()) {
                throw new IllegalArgumentException("a tuple of " + values.size() + " values names " + named);
            }
        }

        /** A tuple of the Query's own attributes only. */
        public Tuple(int line, List<KeyValue> values) {
            this(line, values, values.size());
        }

        /**
         * The tuple as a sample line writes it ({@code ["skA", 100]}): a number bare, a string or base64 quoted with
         * JSON's escapes, so that a value with a comma or a quote still reads as one value; a binary value of an
         * attribute the Query does not name in DynamoDB JSON, as it must be written to read back as binary.
         */
        public String text() {
            StringBuilder out = new StringBuilder("[");
            for (int i = 0; i < values.size(); i++) {
                KeyValue value = values.get(i);
                if (out.length() > 1) {
                    out.append(", ");
                }
                if (value.type() == KeyType.N) {
                    out.append(value.wireText());
                } else if (value.type() == KeyType.B && i >= named) {
                    quoted(out.append("{\"B\": "), value.wireText());
                    out.append('}');
                } else {
                    quoted(out, value.wireText());
                }
            }
            return out.append(']').toString();
        }

        private static StringBuilder quoted(StringBuilder out, String text) {
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
            return out.append('"');
        }
    }

    /** A line the index leaves out: {@code missing} is the first sort attribute it lacks. */
    public record Sparse(int line, String text, KeyAttribute missing) {}

    /**
     * @param attributes every sort attribute the lines carry: the Query's, then the index's further ones the lines give
     *                   (named by their position: {@code sort attribute 3})
     */
    public record Samples(List<KeyAttribute> attributes, List<Tuple> tuples, List<Sparse> sparse) {
        public Samples {
            attributes = List.copyOf(attributes);
            tuples = List.copyOf(tuples);
            sparse = List.copyOf(sparse);
        }
    }

    /** A line's values as written, kept between the two passes of {@link #parse}. */
    private record Written(SampleLines.Line line, List<TupleLine.Element> elements) {}

    /**
     * Every line read against {@code attributes} (the sort attributes the Query names, left to right); a problem on
     * samples per bad line. A first pass learns the types of the values past those attributes, a second reads each line.
     */
    public static Optional<Samples> parse(String samples, List<KeyAttribute> attributes, List<Problem> problems) {
        LineProblems lineProblems = new LineProblems(Field.SAMPLES);
        List<Written> written = new ArrayList<>();
        List<KeyType> further = new ArrayList<>();
        List<Integer> furtherFrom = new ArrayList<>();
        for (SampleLines.Line line : SampleLines.of(samples)) {
            try {
                List<TupleLine.Element> elements = TupleLine.elements(line.key());
                if (elements.size() > QueryForm.MAX_KEY_ATTRIBUTES) {
                    throw new TupleLine.Malformed("it has " + elements.size() + " values, but an index has at most "
                            + QueryForm.MAX_KEY_ATTRIBUTES + " sort attributes");
                }
                learnTypes(elements, attributes.size(), line.number(), further, furtherFrom);
                written.add(new Written(line, elements));
            } catch (TupleLine.Malformed e) {
                lineProblems.add(() -> malformed(line, e));
            }
        }
        List<KeyAttribute> all = new ArrayList<>(attributes);
        for (int i = 0; i < further.size(); i++) {
            // No line gives this position a value, so every line lacks it: its type never matters.
            all.add(new KeyAttribute(
                    "sort attribute " + (attributes.size() + i + 1),
                    further.get(i) == null ? KeyType.S : further.get(i)));
        }
        List<Tuple> tuples = new ArrayList<>();
        List<Sparse> sparse = new ArrayList<>();
        for (Written line : written) {
            try {
                read(line, all, attributes.size(), tuples, sparse);
            } catch (TupleLine.Malformed e) {
                lineProblems.add(() -> malformed(line.line(), e));
            } catch (KeyValues.InvalidValue e) {
                lineProblems.add(() -> new Problem(
                        Field.SAMPLES,
                        ProblemSummaries.sampleLine(line.line().number(), e.summary()),
                        "line " + line.line().number() + ": " + e.getMessage()));
            }
        }
        problems.addAll(lineProblems.list());
        // The lines that are tuples still make a slice: the others are the samples' problems, not the Query's.
        return tuples.isEmpty() && sparse.isEmpty() && !lineProblems.isEmpty()
                ? Optional.empty()
                : Optional.of(new Samples(all, tuples, sparse));
    }

    /** The type each value past the Query's attributes says, the first line to give one deciding for its position. */
    private static void learnTypes(
            List<TupleLine.Element> elements, int named, int line, List<KeyType> further, List<Integer> furtherFrom)
            throws TupleLine.Malformed {
        for (int i = named; i < elements.size(); i++) {
            int at = i - named;
            while (further.size() <= at) {
                further.add(null);
                furtherFrom.add(0);
            }
            Optional<KeyType> type = elements.get(i).writtenType();
            if (type.isEmpty()) {
                continue;
            }
            if (further.get(at) == null) {
                further.set(at, type.get());
                furtherFrom.set(at, line);
            } else if (further.get(at) != type.get()) {
                throw new TupleLine.Malformed(
                        "value " + (i + 1) + " is of type " + type.get() + ", but line " + furtherFrom.get(at)
                                + " gives sort attribute " + (i + 1) + " as " + further.get(at)
                                + ": an attribute the Query does not name"
                                + " has one type, which a number (N), a string (S) or DynamoDB JSON ({\"B\": \"AQ==\"}) says");
            }
        }
    }

    private static void read(
            Written line, List<KeyAttribute> attributes, int named, List<Tuple> tuples, List<Sparse> sparse)
            throws TupleLine.Malformed, KeyValues.InvalidValue {
        List<TupleLine.Element> elements = line.elements();
        Optional<KeyAttribute> missing = Optional.empty();
        List<KeyValue> values = new ArrayList<>();
        for (int i = 0; i < attributes.size(); i++) {
            KeyAttribute attribute = attributes.get(i);
            if (i >= elements.size() || elements.get(i).kind() == TupleLine.ElementKind.NULL) {
                missing = missing.or(() -> Optional.of(attribute));
            } else {
                values.add(value(elements.get(i), attribute, i + 1));
            }
        }
        if (missing.isPresent()) {
            sparse.add(new Sparse(line.line().number(), line.line().key(), missing.get()));
        } else {
            tuples.add(new Tuple(line.line().number(), values, named));
        }
    }

    private static Problem malformed(SampleLines.Line line, TupleLine.Malformed e) {
        return new Problem(
                Field.SAMPLES,
                ProblemSummaries.sampleLine(
                        line.number(),
                        Problem.sentence(e.getMessage()) + " Write one JSON array per line, such as [\"skA\", 100]."),
                "line " + line.number() + ": " + e.getMessage());
    }

    private static KeyValue value(TupleLine.Element element, KeyAttribute attribute, int position)
            throws TupleLine.Malformed, KeyValues.InvalidValue {
        if (element.kind() == TupleLine.ElementKind.TYPED && element.type().orElseThrow() != attribute.type()) {
            throw new TupleLine.Malformed("value " + position + " is written as type "
                    + element.type().orElseThrow() + ", but the sort key attribute \"" + attribute.name()
                    + "\" is of type " + attribute.type());
        }
        if (element.kind() == TupleLine.ElementKind.NUMBER && attribute.type() != KeyType.N) {
            throw new TupleLine.Malformed("value " + position + " is a number, but the sort key attribute \""
                    + attribute.name() + "\" is of type " + attribute.type() + ", written as a JSON string");
        }
        return KeyValues.parse(attribute.type(), element.text(), attribute.name());
    }
}
