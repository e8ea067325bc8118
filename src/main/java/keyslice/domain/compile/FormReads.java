package keyslice.domain.compile;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import keyslice.domain.filter.FilterCompiler;
import keyslice.domain.filter.ItemLines;
import keyslice.domain.form.Field;
import keyslice.domain.form.LineProblems;
import keyslice.domain.form.Memo;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;
import keyslice.domain.form.SampleLines;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.KeyValues;
import keyslice.domain.key.ProblemSummaries;
import keyslice.domain.read.ReadForm;
import keyslice.domain.sample.SampleTuples;

/**
 * The parts of a form that the compiler reads beside the key condition (the sample keys or tuples, the sample items, the
 * filter and projection), each read once per request through its {@link Memo}: the forms a request compiles (a fix's,
 * each round of "Fix all") share them with the form they came from.
 */
final class FormReads {

    private FormReads() {}

    /** The filter and projection compiled against the key condition's placeholders, once per request for each. */
    static FilterCompiler.Outcome options(
            QueryForm form, Map<String, String> names, Map<String, KeyValue> values, Memo memo) {
        if (form.filter().isBlank() && form.project().isBlank()) {
            // Nothing to parse and nothing worth keeping: most Queries, and every fix proven on the way.
            return FilterCompiler.compile(FilterCompiler.Parsed.NONE, names, values);
        }
        record Read(String filter, String project, Set<String> keys) {}
        record Compiled(FilterCompiler.Parsed parsed, Map<String, String> names, Map<String, KeyValue> values) {}
        Set<String> keys = keyAttributes(form);
        FilterCompiler.Parsed parsed = memo.get(
                new Read(form.filter(), form.project(), keys),
                () -> FilterCompiler.parse(form.filter(), form.project(), keys));
        return memo.get(new Compiled(parsed, names, values), () -> FilterCompiler.compile(parsed, names, values));
    }

    /** The sample items, each line one item in DynamoDB JSON; empty when there are none or a line is invalid. */
    static Optional<List<ItemLines.Item>> items(String text, Memo memo, List<Problem> problems) {
        if (text.isBlank()) {
            return Optional.empty();
        }
        record Key(String items) {}
        ItemLines.Items parsed = memo.get(new Key(text), () -> ItemLines.parse(text));
        problems.addAll(parsed.problems());
        return parsed.problems().isEmpty() ? Optional.of(parsed.items()) : Optional.empty();
    }

    /**
     * The attributes of the key queried, which a filter may not name (a projection may): every partition and sort
     * attribute the form names, with a condition or not.
     */
    static Set<String> keyAttributes(QueryForm form) {
        Set<String> names = new LinkedHashSet<>();
        names.add(form.pk());
        form.furtherPks().forEach(attribute -> names.add(attribute.name()));
        names.add(form.sk());
        form.furtherSks().forEach(attribute -> names.add(attribute.name()));
        names.remove("");
        return names;
    }

    /** What reading the sample lines gave: the keys or tuples of the lines that are one, and the others' problems. */
    private record Read<T>(Optional<T> samples, List<Problem> problems) {}

    /** Sample sort keys, one per line, in the sort key's type (S when there is no sort key). */
    static Optional<List<KeyValue>> samples(ReadForm read, Memo memo, List<Problem> problems) {
        QueryForm form = read.form();
        if (form.samples().isEmpty()) {
            return Optional.empty();
        }
        // With a sort key, an unknown type is already reported on skType; without one, only the samples use it.
        Optional<KeyType> type = form.sk().isEmpty() ? read.skType().into(problems) : read.sortType();
        if (type.isEmpty()) {
            return Optional.empty();
        }
        String keyName = form.sk().isEmpty() ? "sort key" : form.sk();
        record Key(String samples, KeyType type, String keyName) {}
        Read<List<KeyValue>> sampled = memo.get(new Key(form.samples(), type.get(), keyName), () -> {
            List<KeyValue> keys = new ArrayList<>();
            LineProblems lineProblems = new LineProblems(Field.SAMPLES);
            for (SampleLines.Line line : SampleLines.of(form.samples(), memo)) {
                try {
                    keys.add(KeyValues.parse(type.get(), line.key(), keyName));
                } catch (KeyValues.InvalidValue e) {
                    lineProblems.add(() -> new Problem(
                            Field.SAMPLES,
                            ProblemSummaries.sampleLine(line.number(), e.summary()),
                            "line " + line.number() + ": " + e.getMessage()));
                }
            }
            // The lines that are keys still make a slice: the others are the samples' problems, not the Query's.
            return new Read<>(
                    keys.isEmpty() && !lineProblems.isEmpty() ? Optional.empty() : Optional.of(List.copyOf(keys)),
                    lineProblems.list());
        });
        problems.addAll(sampled.problems());
        return sampled.samples();
    }

    /** A multi-attribute sort key's sample tuples, one JSON array per line. */
    static Optional<SampleTuples.Samples> tuples(
            String samples, List<KeyAttribute> attributes, Memo memo, List<Problem> problems) {
        record Key(String samples, List<KeyAttribute> attributes) {}
        Read<SampleTuples.Samples> read = memo.get(new Key(samples, attributes), () -> {
            List<Problem> lineProblems = new ArrayList<>();
            return new Read<>(SampleTuples.parse(samples, attributes, lineProblems), List.copyOf(lineProblems));
        });
        problems.addAll(read.problems());
        return read.samples();
    }
}
