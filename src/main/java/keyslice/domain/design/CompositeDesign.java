package keyslice.domain.design;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import keyslice.domain.design.DesignComparison.Composite;
import keyslice.domain.design.DesignComparison.NotExpressible;
import keyslice.domain.design.DesignComparison.Part;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.expression.ExpressionBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.PartitionKeyCondition;
import keyslice.domain.key.Segments;
import keyslice.domain.key.SortKeyCondition;
import keyslice.domain.key.SortOperator;
import keyslice.domain.key.SortRange;
import keyslice.domain.sample.SampleTuples;
import keyslice.domain.sample.Slice;
import keyslice.domain.sample.TupleSlice;
import keyslice.domain.text.Shown;

/** The composite-string design of a multi-attribute Query. */
final class CompositeDesign {

    private static final Pattern WHOLE = Pattern.compile("[0-9]+");

    private CompositeDesign() {}

    /** {@code form}: as typed, which the composite form starts from; {@code delimiter}: the one the form reads. */
    static DesignComparison of(KeyQuery query, QueryForm form, String delimiter, Optional<TupleSlice> samples) {
        List<PartitionKeyCondition> partitions = query.partitionConditions();
        List<SortKeyCondition> sorts = query.sortConditions();
        List<Part> partition =
                partitions.stream().map(c -> new Part(c.partitionKey(), 0)).toList();
        List<Part> sort = new ArrayList<>();
        for (int i = 0; i < sorts.size(); i++) {
            int at = i;
            List<KeyValue> values = new ArrayList<>(sorts.get(i).condition().values());
            samples.ifPresent(
                    s -> s.keys().forEach(tuple -> values.add(tuple.values().get(at))));
            sort.add(new Part(sorts.get(i).sortKey(), sorts.size() > 1 ? padWidth(values) : 0));
        }

        List<String> notes = new ArrayList<>();
        Optional<String> singleSort =
                sorts.size() == 1 ? Optional.of(sorts.get(0).sortKey().name()) : Optional.empty();
        KeyAttribute pk = partitions.size() == 1
                ? partitions.get(0).partitionKey()
                : new KeyAttribute(compositeName(partition, singleSort, notes), KeyType.S);
        KeyValue pkValue = partitions.size() == 1
                ? partitions.get(0).value()
                : text(join(
                        partitions.stream().map(PartitionKeyCondition::value).toList(), partition, delimiter));
        Optional<SortKeyCondition> sortCondition;
        String conditionNote = "";
        if (sorts.size() <= 1) {
            sortCondition = sorts.stream().findFirst();
        } else {
            KeyAttribute sk = new KeyAttribute(compositeName(sort, Optional.of(pk.name()), notes), KeyType.S);
            CompositeCondition composite;
            try {
                composite = condition(sorts, sort, delimiter);
            } catch (IllegalArgumentException e) {
                // Bounds that are in order as numbers or bytes but not as text: no string condition reads the same
                // keys.
                return new NotExpressible("No composite-string Query reads the same keys: as text, the bounds on "
                        + sort.get(sort.size() - 1).attribute().name() + " come in the wrong order (" + e.getMessage()
                        + "). Negative and fractional numbers, and binary values, do not sort as strings the way they sort as "
                        + "attributes.");
            }
            sortCondition = Optional.of(new SortKeyCondition(sk, composite.condition()));
            conditionNote = composite.note();
        }
        KeyQuery design = new KeyQuery(
                query.table(), query.index(), pk, pkValue, sortCondition, query.order(), query.limit(), query.names());
        BuiltQuery built = ExpressionBuilder.build(design);

        // A sample tuple may go on with index attributes the Query does not name: the composite holds the named ones.
        List<String> compositeSamples = samples.filter(s -> sorts.size() > 1)
                .map(s -> s.keys().stream()
                        .map(tuple -> join(named(tuple, sort), sort, delimiter) + delimiter)
                        .toList())
                .orElse(List.of());
        Optional<String> agreement =
                samples.filter(s -> sorts.size() > 1).map(s -> agreement(s, compositeSamples, sort, delimiter, design));
        List<String> pitfalls = CompositePitfalls.of(query, partition, sort, delimiter, conditionNote, samples, design);
        pitfalls.addAll(notes);
        return new Composite(
                built,
                partition,
                sort,
                delimiter,
                agreement,
                pitfalls,
                CompositeForm.of(design, form, delimiter, compositeSamples, CompositeForm.prefixSegments(sorts, sort)));
    }

    /** The condition over whole strings, and a sentence on how it was built. */
    private record CompositeCondition(SortRange condition, String note) {}

    /**
     * The conditions on sort attributes 1..n (every one but the last an equality) as one condition on their
     * composite. {@code prefix} is the equal attributes' values, each followed by the delimiter; {@code after} is
     * the smallest string above everything that starts with a value and the delimiter (the delimiter's last
     * character moved one up), so that a bound can take in the keys that continue after the ranged attribute.
     */
    private static CompositeCondition condition(List<SortKeyCondition> sorts, List<Part> parts, String delimiter) {
        int last = sorts.size() - 1;
        SortRange lastCondition = sorts.get(last).condition();
        StringBuilder prefixBuilder = new StringBuilder();
        for (int i = 0; i < last; i++) {
            prefixBuilder
                    .append(segment(sorts.get(i).condition().values().get(0), parts.get(i)))
                    .append(delimiter);
        }
        String prefix = prefixBuilder.toString();
        String after = after(delimiter);
        String ranged = parts.get(last).attribute().name();
        List<String> bounds = lastCondition.values().stream()
                .map(v -> segment(v, parts.get(last)))
                .toList();
        String v = bounds.get(0);
        // The end of the equal attributes' run: every key that starts with the prefix sorts below it.
        String end = prefix.isEmpty() ? "" : prefix.substring(0, prefix.length() - delimiter.length()) + after;
        String rangeNote = "The range on " + ranged + " becomes a range over whole strings: "
                + (prefix.isEmpty() ? "" : "its bounds start with the equal attributes' \"" + prefix + "\", and ")
                + "a bound that must take in the keys continuing after " + ranged + " ends with \"" + after
                + "\", the character after \"" + delimiter + "\".";
        return switch (lastCondition.operator()) {
            case EQ ->
                new CompositeCondition(
                        new SortRange.BeginsWith(text(prefix + v + delimiter)),
                        "Equal on every attribute it names, the Query reads a prefix: begins_with \"" + prefix + v
                                + delimiter + "\" reads the keys that end there and those that continue after " + ranged
                                + ".");
            case BEGINS_WITH ->
                new CompositeCondition(
                        new SortRange.BeginsWith(text(prefix + v)),
                        "begins_with on " + ranged + " becomes begins_with on the whole string \"" + prefix + v
                                + "\".");
            case BETWEEN ->
                new CompositeCondition(
                        new SortRange.Between(text(prefix + v), text(prefix + bounds.get(1) + after)), rangeNote);
            case GE ->
                new CompositeCondition(
                        prefix.isEmpty()
                                ? new SortRange.Comparison(SortOperator.GE, text(v))
                                : new SortRange.Between(text(prefix + v), text(end)),
                        rangeNote);
            case GT ->
                new CompositeCondition(
                        prefix.isEmpty()
                                ? new SortRange.Comparison(SortOperator.GE, text(v + after))
                                : new SortRange.Between(text(prefix + v + after), text(end)),
                        rangeNote);
            case LE ->
                new CompositeCondition(
                        prefix.isEmpty()
                                ? new SortRange.Comparison(SortOperator.LT, text(v + after))
                                : new SortRange.Between(text(prefix), text(prefix + v + after)),
                        rangeNote);
            case LT ->
                new CompositeCondition(
                        prefix.isEmpty()
                                ? new SortRange.Comparison(SortOperator.LT, text(v))
                                : new SortRange.Between(text(prefix), text(prefix + v)),
                        rangeNote);
        };
    }

    /** The delimiter with its last character moved one up: {@code #} → {@code $}. */
    static String after(String delimiter) {
        int last = delimiter.codePointBefore(delimiter.length());
        return delimiter.substring(0, delimiter.length() - Character.charCount(last)) + Character.toString(last + 1);
    }

    /** The width that holds every whole number given, at least {@link DesignComparison#MIN_PAD_WIDTH}; 0 for other values. */
    private static int padWidth(List<KeyValue> values) {
        if (values.isEmpty()
                || values.stream()
                        .anyMatch(v -> v.type() != KeyType.N
                                || !WHOLE.matcher(v.wireText()).matches())) {
            return 0;
        }
        int widest = values.stream().mapToInt(v -> v.wireText().length()).max().orElse(0);
        return Math.min(Segments.MAX_PAD_WIDTH, Math.max(DesignComparison.MIN_PAD_WIDTH, widest));
    }

    /** A value as its composite writes it: S as it is, N padded when its part is, B as base64. */
    static String segment(KeyValue value, Part part) {
        return part.padWidth() > 0 ? Segments.zeroPad(value.wireText(), part.padWidth()) : value.wireText();
    }

    /** The values of the attributes the Query names, which the composite's parts describe. */
    private static List<KeyValue> named(SampleTuples.Tuple tuple, List<Part> parts) {
        return tuple.values().subList(0, parts.size());
    }

    private static String join(List<KeyValue> values, List<Part> parts, String delimiter) {
        List<String> segments = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            segments.add(segment(values.get(i), parts.get(i)));
        }
        return String.join(delimiter, segments);
    }

    /** {@code status_day}: the attributes' names joined, for the one attribute that replaces them; why it differs in {@code notes}. */
    private static String compositeName(List<Part> parts, Optional<String> taken, List<String> notes) {
        JoinedName name =
                JoinedName.of(parts.stream().map(p -> p.attribute().name()).toList(), taken);
        name.note().ifPresent(notes::add);
        return name.name();
    }

    private static KeyValue text(String text) {
        return new KeyValue.StringValue(text);
    }

    private static String agreement(
            TupleSlice tuples, List<String> composites, List<Part> sort, String delimiter, KeyQuery design) {
        Slice slice = Slice.evaluate(
                composites.stream().map(CompositeDesign::text).toList(),
                design.sortCondition().map(SortKeyCondition::condition),
                design.order(),
                design.limit(),
                true);
        List<String> compositeReads =
                slice.matches().stream().map(KeyValue::wireText).toList();
        List<String> multiReads = tuples.matches().stream()
                .map(t -> join(named(t, sort), sort, delimiter) + delimiter)
                .toList();
        int total = composites.size();
        if (compositeReads.equals(multiReads)) {
            return "On the " + total + " sample tuple" + (total == 1 ? "" : "s") + ", both designs read the same "
                    + count(multiReads.size()) + " in the same order.";
        }
        return "On the " + total + " sample tuple" + (total == 1 ? "" : "s")
                + ", the designs disagree: the multi-attribute key reads "
                + count(multiReads.size()) + listed(multiReads) + ", the composite string "
                + count(compositeReads.size())
                + listed(compositeReads) + ".";
    }

    private static String count(int keys) {
        return keys + (keys == 1 ? " key" : " keys");
    }

    private static String listed(List<String> keys) {
        if (keys.isEmpty()) {
            return "";
        }
        String shown = keys.stream().limit(3).map(Shown::quoted).collect(Collectors.joining(", "));
        return " (" + shown + (keys.size() > 3 ? ", …" : "") + ")";
    }
}
