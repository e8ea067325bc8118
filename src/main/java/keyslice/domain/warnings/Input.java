package keyslice.domain.warnings;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import keyslice.domain.form.Memo;
import keyslice.domain.form.QueryForm;
import keyslice.domain.form.SampleLines;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.KeyValues;
import keyslice.domain.key.Segments;
import keyslice.domain.key.SortOperator;
import keyslice.domain.key.SortRange;
import keyslice.domain.read.ReadForm;
import keyslice.domain.read.ValueInput;

/**
 * What the checks know about a form with a string sort key. They read the form's text only, so a form with errors
 * still gets the warnings of its valid parts: each bound is here only when it is a valid sort key value on its own,
 * the sample keys only when every line is one, and the condition only when the operator and its bounds make one. A
 * fix is proven by {@code proof}, which reads with {@code memo} what the request's compilations have read already.
 */
record Input(
        ReadForm read,
        String sk,
        Optional<SortOperator> op,
        String delim,
        boolean trail,
        Optional<Bound> low,
        Optional<Bound> high,
        List<String> samples,
        Optional<SortRange> condition,
        Memo memo,
        Proof proof) {

    /** One bound: its key text and its parts (the segments, or the typed text split at the delimiter). */
    record Bound(boolean lower, boolean segmentBuilt, List<String> parts, String text) {
        String last() {
            return parts.get(parts.size() - 1);
        }
    }

    /** The input of the form {@code read}, or none when its sort key is missing, not a string, or not a valid name. */
    static Optional<Input> of(ReadForm read, Memo memo, Proof proof) {
        QueryForm form = read.form();
        if (form.sk().isEmpty()
                || read.sortType().filter(type -> type == KeyType.S).isEmpty()
                || KeyAttribute.nameProblem(form.sk()) != null) {
            return Optional.empty();
        }
        Optional<SortOperator> op = read.operator();
        List<String> samples = samples(read, memo);
        String delim = delimiter(read, samples);
        boolean trail = read.trails();
        Optional<Bound> low = bound(read.lower(), true, delim, trail);
        Optional<Bound> high =
                op.isPresent() && op.get().arity() == 2 ? bound(read.upper(), false, delim, trail) : Optional.empty();
        return Optional.of(new Input(
                read, form.sk(), op, delim, trail, low, high, samples, condition(op, low, high), memo, proof));
    }

    /**
     * The delimiter the checks split keys at. Segments are joined by the form's delimiter, {@code #} unless one is
     * given. A value typed whole is not: its delimiter is whatever the person typed, and nobody who types a whole
     * value is asked for one. Checking {@code root/photos} against {@code #} would call it an open prefix and offer
     * {@code root/photos#}, which reads nothing. So the delimiter of typed values, when none is given, is the one they
     * are written with ({@link Segments#delimiterIn}); else the one that follows the value in the sample keys; else
     * {@code #}.
     */
    private static String delimiter(ReadForm read, List<String> samples) {
        if (!delimiterGuessed(read)) {
            return read.delim();
        }
        return Segments.delimiterIn(read.lower().text())
                .or(() -> Segments.delimiterIn(read.upper().text()))
                .or(() -> Segments.delimiterAfter(read.lower().text(), samples))
                .orElse(QueryForm.DEFAULT_DELIM);
    }

    private static boolean delimiterGuessed(ReadForm read) {
        return read.form().delim().isEmpty()
                && !read.lower().segmentBuilt()
                && !read.upper().segmentBuilt();
    }

    /** The form as typed, which a fix changes. */
    QueryForm form() {
        return read.form();
    }

    /** Whether the delimiter was guessed from typed text, none being given (see {@link #delimiter}). */
    boolean delimiterGuessed() {
        return delimiterGuessed(read);
    }

    /** Each sample key cut at the delimiter, as several checks read them: worked out once per request. */
    SampleParts sampleParts() {
        // Keyed by the text the keys are read from (its hash is kept), not by the list, whose hash reads every key.
        record Parts(String text, boolean tuples, String delim) {}
        QueryForm form = read.form();
        return memo.get(
                new Parts(form.samples(), form.samplesAreTuples(), delim), () -> new SampleParts(samples, delim));
    }

    boolean is(SortOperator operator) {
        return op.isPresent() && op.get() == operator;
    }

    List<Bound> bounds() {
        if (low.isPresent() && high.isPresent()) {
            return List.of(low.get(), high.get());
        }
        return low.or(() -> high).map(List::of).orElse(List.of());
    }

    String role(Bound bound) {
        if (!is(SortOperator.BETWEEN)) {
            return "the value";
        }
        return bound.lower() ? "the lower bound" : "the upper bound";
    }

    /** Whether the condition reads the sample key {@code key}; false when there is no condition to evaluate. */
    boolean reads(String key) {
        return condition.isPresent() && condition.get().matches(new KeyValue.StringValue(key));
    }

    /** {@code text} cut at every {@code delim}, empty parts kept (as {@code split(quote(delim), -1)}, without a regex). */
    static List<String> split(String text, String delim) {
        if (delim.isEmpty()) {
            return List.of(text.split(Pattern.quote(delim), -1));
        }
        return List.copyOf(Segments.split(text, delim));
    }

    private static Optional<Bound> bound(ValueInput input, boolean lower, String delim, boolean trail) {
        List<String> segments = input.segments();
        if (!segments.isEmpty()) {
            if (!Segments.clashes(segments, delim).isEmpty()) {
                return Optional.empty();
            }
            String text = new Segments(segments, delim, trail).join();
            return isSortKey(text) ? Optional.of(new Bound(lower, true, segments, text)) : Optional.empty();
        }
        String text = input.text();
        return isSortKey(text) ? Optional.of(new Bound(lower, false, split(text, delim), text)) : Optional.empty();
    }

    private static boolean isSortKey(String text) {
        try {
            return KeyValues.parse(KeyType.S, text, "sort key").keySizeBytes() <= KeyQuery.MAX_SORT_KEY_BYTES;
        } catch (KeyValues.InvalidValue e) {
            return false;
        }
    }

    /**
     * The sample keys that are valid string keys (a line that is not one is the samples' own problem, samples-unread), or
     * none when the lines are tuples of a multi-attribute sort key rather than values of the first sort attribute.
     */
    private static List<String> samples(ReadForm read, Memo memo) {
        QueryForm form = read.form();
        if (form.samplesAreTuples()) {
            return List.of();
        }
        record Keys(String samples) {}
        return memo.get(new Keys(form.samples()), () -> {
            List<String> keys = new ArrayList<>();
            for (SampleLines.Line line : SampleLines.of(form.samples(), memo)) {
                try {
                    KeyValues.parse(KeyType.S, line.key(), "sort key");
                    keys.add(line.key());
                } catch (KeyValues.InvalidValue e) {
                    // not a key: its line is reported on the samples, and no warning reads it
                }
            }
            return List.copyOf(keys);
        });
    }

    /** The condition the bounds make with the operator: none while a bound it takes is missing, or DynamoDB would reject it. */
    private static Optional<SortRange> condition(Optional<SortOperator> op, Optional<Bound> low, Optional<Bound> high) {
        if (op.isEmpty()) {
            return Optional.empty();
        }
        List<KeyValue> values = new ArrayList<>(2);
        low.ifPresent(bound -> values.add(new KeyValue.StringValue(bound.text())));
        high.ifPresent(bound -> values.add(new KeyValue.StringValue(bound.text())));
        if (values.size() != op.get().arity()) {
            return Optional.empty();
        }
        try {
            return Optional.of(op.get().condition(values));
        } catch (IllegalArgumentException e) {
            return Optional.empty(); // BETWEEN with its bounds reversed: that is an error of its own, and reads nothing
        }
    }
}
