package keyslice.domain;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The classic composite-key mistakes that DynamoDB accepts without a word. Each has a stable code.
 *
 * <p>They read the form's text only, so a form with errors still gets the warnings of its valid parts. A fix is
 * offered only when the corrected form compiles without errors.
 */
final class PitfallWarnings {

    static final String OPEN_PREFIX = "open-prefix";
    static final String DELIMITER_ORDER = "delimiter-order";
    static final String UNPADDED_NUMBER = "unpadded-number";
    static final String TIMESTAMP_FORMAT = "timestamp-format";
    static final String MIXED_PRECISION = "mixed-precision";
    static final String TIMESTAMP_BOUND = "timestamp-bound";
    static final String PREFIX_BOUND = "prefix-upper-bound";
    static final String CASE_MISMATCH = "case-mismatch";
    static final String EMPTY_SEGMENT = "empty-segment";
    static final String RESERVED_WORD = "reserved-word";

    /**
     * U+10FFFF, the highest code point (UTF-8 F4 8F BF BF). In UTF-8 byte order it sorts after every other
     * character, so P + U+10FFFF is at or above every key that starts with P, unless that key continues P with
     * U+10FFFF itself (a private-use code point no key format uses). "~" would not do: DEL and every non-ASCII
     * character sort after it.
     */
    static final String MAX_CHARACTER = new String(Character.toChars(Character.MAX_CODE_POINT));
    static final int PAD_WIDTH = 4;
    /** The lowest printable character that needs no quoting in a URL; the delimiter suggested when it sorts below every character in use. */
    static final String LOWEST_DELIMITER = "!";

    private static final String ELLIPSIS = "…";
    private static final int QUOTED_SAMPLES = 3;
    private static final Pattern DIGITS = Pattern.compile("[0-9]+");
    private static final Pattern SINGLE_NONZERO_DIGIT = Pattern.compile("[1-9]");
    private static final Pattern WHOLE_SECOND = Pattern.compile(".*\\d{2}:\\d{2}:\\d{2}Z");
    private static final Pattern DAY_START = Pattern.compile("(.*\\d{4}-\\d{2}-\\d{2})(T00(:00(:00(\\.0*)?)?)?Z?)?");
    private static final Pattern DAY_END = Pattern.compile("(T23(:59(:59(\\.9*)?)?)?Z?)?");

    private PitfallWarnings() {
    }

    /** One bound as the warnings see it: its key text and its parts (the segments, or the typed text split at the delimiter). */
    private record Bound(boolean lower, boolean segmentBuilt, List<String> parts, String text) {
        String last() {
            return parts.get(parts.size() - 1);
        }
    }

    /**
     * What the warnings know about a form: each bound only when it is a valid sort key value on its own, and the
     * condition only when the operator and its bounds make one.
     */
    private record Check(QueryForm form, String sk, Optional<SortOperator> op, String delim, boolean trail,
                         Optional<Bound> low, Optional<Bound> high, List<String> samples, Optional<SortCondition> condition) {

        boolean is(SortOperator operator) {
            return op.isPresent() && op.get() == operator;
        }

        List<Bound> bounds() {
            return Stream.of(low, high).flatMap(Optional::stream).toList();
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
    }

    static List<Warning> of(QueryForm form) {
        List<Warning> warnings = new ArrayList<>();
        if ("minimal".equals(form.names())) {
            reservedWord(form.pk(), warnings);
            reservedWord(form.sk(), warnings);
        }
        if (form.sk().isEmpty() || !KeyType.S.name().equals(form.effectiveSkType()) || KeyAttribute.nameProblem(form.sk()) != null) {
            return warnings;
        }
        Optional<SortOperator> op = SortOperator.fromCode(form.effectiveOp());
        String delim = form.effectiveDelim();
        boolean trail = "true".equals(form.trail());
        Optional<Bound> low = bound(form, true, delim, trail);
        Optional<Bound> high = op.isPresent() && op.get().arity() == 2 ? bound(form, false, delim, trail) : Optional.empty();
        Check check = new Check(form, form.sk(), op, delim, trail, low, high, samples(form), condition(op, low, high));

        openPrefix(check, warnings);
        delimiterOrder(check, warnings);
        emptySegments(check, warnings);
        unpaddedNumbers(check, warnings);
        timestampFormat(check, warnings);
        mixedPrecision(check, warnings);
        timestampBound(check, warnings);
        prefixUpperBound(check, warnings);
        caseMismatch(check, warnings);
        return warnings;
    }

    // --- reading the form ----------------------------------------------------------------------------------------

    private static Optional<Bound> bound(QueryForm form, boolean lower, String delim, boolean trail) {
        List<String> segments = Segments.withoutTrailingBlanks(lower ? form.seg() : form.toSeg());
        if (!segments.isEmpty()) {
            if (!Segments.clashes(segments, delim).isEmpty()) {
                return Optional.empty();
            }
            String text = new Segments(segments, delim, trail).join();
            return isSortKey(text) ? Optional.of(new Bound(lower, true, segments, text)) : Optional.empty();
        }
        String text = lower ? form.value() : form.to();
        return isSortKey(text) ? Optional.of(new Bound(lower, false, split(text, delim), text)) : Optional.empty();
    }

    private static boolean isSortKey(String text) {
        try {
            return KeyValues.parse(KeyType.S, text, "sort key").keySizeBytes() <= QueryCompiler.MAX_SORT_KEY_BYTES;
        } catch (KeyValues.InvalidValue e) {
            return false;
        }
    }

    /** The condition the bounds make with the operator: none while a bound it takes is missing, or DynamoDB would reject it. */
    private static Optional<SortCondition> condition(Optional<SortOperator> op, Optional<Bound> low, Optional<Bound> high) {
        if (op.isEmpty()) {
            return Optional.empty();
        }
        List<KeyValue> values = Stream.of(low, high).flatMap(Optional::stream)
                .<KeyValue>map(bound -> new KeyValue.StringValue(bound.text())).toList();
        if (values.size() != op.get().arity()) {
            return Optional.empty();
        }
        try {
            return Optional.of(op.get().condition(values));
        } catch (IllegalArgumentException e) {
            return Optional.empty(); // BETWEEN with its bounds reversed: that is an error of its own, and reads nothing
        }
    }

    /** The sample keys, or none at all when any line is not a valid string key (that is an error of its own). */
    private static List<String> samples(QueryForm form) {
        List<String> keys = new ArrayList<>();
        for (SampleLines.Line line : SampleLines.of(form.samples())) {
            try {
                KeyValues.parse(KeyType.S, line.key(), "sort key");
            } catch (KeyValues.InvalidValue e) {
                return List.of();
            }
            keys.add(line.key());
        }
        return keys;
    }

    /** The samples with each key rewritten; line breaks and blank lines stay as they were. */
    private static String mapSamples(QueryForm form, UnaryOperator<String> change) {
        List<String> lines = new ArrayList<>();
        for (String line : form.samples().isEmpty() ? new String[0] : form.samples().split("\n", -1)) {
            boolean cr = line.endsWith("\r");
            String key = cr ? line.substring(0, line.length() - 1) : line;
            lines.add((key.isEmpty() ? key : change.apply(key)) + (cr ? "\r" : ""));
        }
        return String.join("\n", lines);
    }

    private static List<String> split(String text, String delim) {
        return List.of(text.split(Pattern.quote(delim), -1));
    }

    // --- writing fixes ---------------------------------------------------------------------------------------------

    private static Optional<Warning.Fix> fix(Check check, String label, QueryForm fixed) {
        if (fixed.equals(check.form()) || !QueryCompiler.isValid(fixed)) {
            return Optional.empty();
        }
        return Optional.of(new Warning.Fix(label, fixed));
    }

    /** The bound's parts replaced, written back the way the user gave that bound (segments or typed text). */
    private static QueryForm.Builder withParts(QueryForm.Builder builder, Check check, Bound bound, List<String> parts) {
        if (bound.segmentBuilt()) {
            return bound.lower() ? builder.seg(parts) : builder.toSeg(parts);
        }
        String text = String.join(check.delim(), parts);
        return bound.lower() ? builder.value(text) : builder.to(text);
    }

    /** The bound's whole text replaced: as segments when they still spell it, else as typed text. */
    private static QueryForm.Builder withText(QueryForm.Builder builder, Check check, Bound bound, String text) {
        if (bound.segmentBuilt()) {
            List<String> rows = Segments.withoutTrailingBlanks(split(text, check.delim()));
            if (!rows.isEmpty() && new Segments(rows, check.delim(), check.trail()).join().equals(text)) {
                return bound.lower() ? builder.seg(rows) : builder.toSeg(rows);
            }
        }
        return bound.lower() ? builder.seg(List.of()).value(text) : builder.toSeg(List.of()).to(text);
    }

    private static QueryForm.Builder mapParts(QueryForm.Builder builder, Check check, Bound bound, UnaryOperator<String> change) {
        return withParts(builder, check, bound, bound.parts().stream().map(change).toList());
    }

    // --- wording -----------------------------------------------------------------------------------------------------

    private static String quote(String text) {
        return "\"" + text + "\"";
    }

    /** Up to three sample keys, quoted: {@code "a", "b" and 4 more}. */
    private static String quoteAll(List<String> keys) {
        List<String> shown = keys.stream().limit(QUOTED_SAMPLES).map(PitfallWarnings::quote).toList();
        String list = shown.size() == 1 ? shown.get(0)
                : String.join(", ", shown.subList(0, shown.size() - 1)) + (keys.size() > shown.size() ? ", " : " and ")
                + shown.get(shown.size() - 1);
        return keys.size() > shown.size() ? list + " and " + (keys.size() - shown.size()) + " more" : list;
    }

    private static String samplesNote(String what, List<String> keys) {
        return keys.isEmpty() ? "" : " Among the sample keys, " + what + ": " + quoteAll(keys) + ".";
    }

    private static String character(int codePoint) {
        String hex = String.format("0x%02X", codePoint);
        return codePoint < 0x20 || codePoint == 0x7F ? hex : quote(Character.toString(codePoint)) + " (" + hex + ")";
    }

    // --- the checks ----------------------------------------------------------------------------------------------------

    /**
     * begins_with on a prefix that ends inside a segment's text also reads its siblings ({@code root/photos} reads
     * {@code root/photos.zip}). A prefix that ends on a period of time ({@code EVT#2026-06}) is open on purpose.
     */
    private static void openPrefix(Check check, List<Warning> warnings) {
        if (!check.is(SortOperator.BEGINS_WITH) || check.low().isEmpty()) {
            return;
        }
        Bound low = check.low().get();
        String prefix = low.text();
        String under = prefix + check.delim();
        if (prefix.endsWith(check.delim()) || Timestamps.isPeriodPrefix(low.last())) {
            return;
        }
        List<String> beside = check.samples().stream().filter(key -> key.startsWith(prefix) && !key.startsWith(under)).toList();
        if (!low.segmentBuilt() && !prefix.contains(check.delim()) && beside.isEmpty()) {
            return;
        }
        String message = "begins_with(" + check.sk() + ", " + quote(prefix) + ") also reads every key that starts with "
                + quote(prefix) + " without being under " + quote(under) + ", such as " + quote(prefix + ELLIPSIS)
                + " that merely continues " + quote(low.last()) + "." + samplesNote("it reads", beside)
                + " End the prefix with the delimiter (" + quote(under) + (low.segmentBuilt() ? ", trail=true" : "")
                + ") to read only what lies under " + quote(prefix) + ".";
        QueryForm fixed = low.segmentBuilt() ? check.form().toBuilder().trail("true").build()
                : check.form().toBuilder().value(under).build();
        warnings.add(new Warning(OPEN_PREFIX, message, fix(check, "End with " + quote(check.delim()), fixed)));
    }

    /** A character that sorts below the delimiter, used inside a segment, splits a branch's keys apart. */
    private static void delimiterOrder(Check check, List<Warning> warnings) {
        String delim = check.delim();
        if (delim.codePointCount(0, delim.length()) != 1) {
            return;
        }
        int delimiter = delim.codePointAt(0);
        TreeSet<Integer> below = new TreeSet<>();
        String culprit = null;
        int culpritChar = 0;
        for (Bound bound : check.bounds()) {
            if (!bound.segmentBuilt() && bound.parts().size() < 2) {
                continue; // a typed value without the delimiter has no segments to mix up
            }
            for (String part : bound.parts()) {
                if (Timestamps.looksLikeUnsortableTimestamp(part)) {
                    continue; // timestamp-format rewrites it without the space or slash
                }
                int[] lower = part.codePoints().filter(c -> c < delimiter).toArray();
                for (int c : lower) {
                    below.add(c);
                }
                if (lower.length > 0 && culprit == null) {
                    culprit = part;
                    culpritChar = lower[0];
                }
            }
        }
        if (culprit == null) {
            return;
        }
        String head = culprit.substring(0, culprit.indexOf(culpritChar));
        String message = "the delimiter " + character(delimiter) + " sorts after "
                + String.join(", ", below.stream().map(PitfallWarnings::character).toList()) + ", used in the segment " + quote(culprit)
                + (head.isEmpty() ? ": a segment that starts with such a character sorts between its sibling and the keys under that sibling"
                : ": a key that continues " + quote(head) + " with " + character(culpritChar) + " sorts between " + quote(head)
                + " and " + quote(head + delim + ELLIPSIS)) + ", so one branch's keys are not contiguous with its parent's.";
        int lowestInUse = Stream.concat(check.bounds().stream().flatMap(b -> b.parts().stream()), check.samples().stream())
                .flatMapToInt(String::codePoints).filter(c -> c != delimiter).min().orElse(Integer.MAX_VALUE);
        if (LOWEST_DELIMITER.codePointAt(0) >= lowestInUse) {
            warnings.add(new Warning(DELIMITER_ORDER, message + " No printable delimiter sorts below " + character(lowestInUse)
                    + ": keep such characters out of segments."));
            return;
        }
        QueryForm.Builder fixed = check.form().toBuilder().delim(LOWEST_DELIMITER)
                .samples(mapSamples(check.form(), key -> key.replace(delim, LOWEST_DELIMITER)));
        for (Bound bound : check.bounds()) {
            if (!bound.segmentBuilt()) {
                String text = String.join(LOWEST_DELIMITER, bound.parts());
                if (bound.lower()) {
                    fixed.value(text);
                } else {
                    fixed.to(text);
                }
            }
        }
        warnings.add(new Warning(DELIMITER_ORDER, message + " A delimiter that sorts below every character in use, "
                + quote(LOWEST_DELIMITER) + ", keeps each branch together (the stored keys are then written with it, too).",
                fix(check, "Use " + quote(LOWEST_DELIMITER), fixed.build())));
    }

    /**
     * Two delimiters in a row inside a key ({@code a//b}). A leading delimiter is an absolute path ({@code /home/alice/}),
     * and a typed value's trailing one marks a folder: neither is an empty segment.
     */
    private static void emptySegments(Check check, List<Warning> warnings) {
        Bound first = null;
        int firstIndex = -1;
        QueryForm.Builder fixed = check.form().toBuilder();
        for (Bound bound : check.bounds()) {
            int end = bound.segmentBuilt() ? bound.parts().size() : bound.parts().size() - 1;
            List<String> kept = new ArrayList<>();
            for (int i = 0; i < bound.parts().size(); i++) {
                boolean empty = i > 0 && i < end && bound.parts().get(i).isEmpty();
                if (empty && first == null) {
                    first = bound;
                    firstIndex = i;
                }
                if (!empty) {
                    kept.add(bound.parts().get(i));
                }
            }
            withParts(fixed, check, bound, kept);
        }
        if (first == null) {
            return;
        }
        String delim = check.delim();
        warnings.add(new Warning(EMPTY_SEGMENT, "segment " + (firstIndex + 1) + " of " + check.role(first) + " " + quote(first.text())
                + " is empty, so the key holds two delimiters in a row (" + quote(delim + delim) + "); keys written without "
                + "the empty segment will not match.", fix(check, "Remove the empty segment", fixed.build())));
    }

    /**
     * Numbers inside string keys sort as text: {@code 9} after {@code 10}. Flagged when a bound holds a single digit,
     * or when the numbers in one segment position (bounds and sample keys) have different widths.
     */
    private static void unpaddedNumbers(Check check, List<Warning> warnings) {
        if (check.op().isEmpty() || check.is(SortOperator.EQ) || check.bounds().isEmpty()) {
            return;
        }
        String delim = check.delim();
        List<List<String>> sampleParts = check.samples().stream().map(key -> split(key, delim)).toList();
        int positions = check.bounds().stream().mapToInt(b -> b.parts().size()).max().orElse(0);
        TreeMap<Integer, Integer> widths = new TreeMap<>();
        String message = null;
        for (int i = 0; i < positions; i++) {
            List<String[]> numbers = new ArrayList<>(); // {number, where it is}
            boolean single = false;
            for (Bound bound : check.bounds()) {
                if (i < bound.parts().size() && DIGITS.matcher(bound.parts().get(i)).matches()) {
                    numbers.add(new String[] {bound.parts().get(i), check.role(bound)});
                    single |= SINGLE_NONZERO_DIGIT.matcher(bound.parts().get(i)).matches();
                }
            }
            for (int k = 0; k < sampleParts.size(); k++) {
                List<String> parts = sampleParts.get(k);
                if (i < parts.size() && DIGITS.matcher(parts.get(i)).matches()) {
                    numbers.add(new String[] {parts.get(i), "the sample " + quote(check.samples().get(k))});
                }
            }
            if (numbers.isEmpty()) {
                continue;
            }
            String[] first = numbers.get(0);
            Optional<String[]> other = numbers.stream().filter(n -> n[0].length() != first[0].length()).findFirst();
            if (!single && other.isEmpty()) {
                continue;
            }
            int widest = numbers.stream().mapToInt(n -> n[0].length()).max().orElseThrow();
            int width = widest == 1 ? PAD_WIDTH : widest;
            widths.put(i, width);
            if (message == null) {
                int segment = i + 1;
                message = other.map(o -> "segment " + segment + " is " + quote(first[0]) + " in " + first[1] + " but " + quote(o[0])
                                + " in " + o[1] + ": numbers of different widths compare as text, character by character, not as numbers.")
                        .orElse("segment " + segment + " is " + quote(first[0]) + " in " + first[1] + ", a number without zero padding: "
                                + "keys compare as text, character by character, so a wider number that starts with a smaller digit "
                                + "sorts before it.")
                        + " Zero-pad every number in segment " + segment + " to " + width + " digits (" + quote(Segments.zeroPad(first[0], width))
                        + "), in the stored keys too.";
            }
        }
        if (widths.isEmpty()) {
            return;
        }
        UnaryOperator<List<String>> pad = parts -> {
            List<String> padded = new ArrayList<>(parts);
            widths.forEach((i, width) -> {
                if (i < padded.size() && DIGITS.matcher(padded.get(i)).matches()) {
                    padded.set(i, Segments.zeroPad(padded.get(i), width));
                }
            });
            return padded;
        };
        QueryForm.Builder fixed = check.form().toBuilder()
                .samples(mapSamples(check.form(), key -> String.join(delim, pad.apply(split(key, delim)))));
        for (Bound bound : check.bounds()) {
            withParts(fixed, check, bound, pad.apply(bound.parts()));
        }
        String label = widths.values().stream().distinct().count() == 1 ? "Pad to " + widths.firstEntry().getValue() + " digits" : "Pad the numbers";
        warnings.add(new Warning(UNPADDED_NUMBER, message, fix(check, label, fixed.build())));
    }

    /** Loose times ({@code 2026-06-23 10:15}, offsets, US dates) do not sort as time; the fix rewrites every one in both bounds. */
    private static void timestampFormat(Check check, List<Warning> warnings) {
        List<String> loose = check.bounds().stream().flatMap(b -> b.parts().stream())
                .filter(Timestamps::looksLikeUnsortableTimestamp).distinct().toList();
        if (loose.isEmpty()) {
            return;
        }
        // The precision people wrote, or the one the other bound and the stored keys use: never fewer digits.
        int digits = Stream.concat(check.bounds().stream().flatMap(b -> b.parts().stream()),
                        check.samples().stream().flatMap(key -> split(key, check.delim()).stream()))
                .mapToInt(part -> Timestamps.fractionDigits(part).orElse(Timestamps.writtenFractionDigits(part))).max().orElse(0);
        TreeMap<String, String> normalized = new TreeMap<>();
        for (String part : loose) {
            try {
                normalized.put(part, Timestamps.normalize(part, digits));
            } catch (Timestamps.NotATimestamp e) {
                // a US date or an impossible date: nothing to rewrite it to
            }
        }
        String first = loose.get(0);
        String message = quote(first) + (loose.size() > 1 ? " (and " + quoteAll(loose.subList(1, loose.size())) + ")" : "")
                + " is a time that does not sort as one: keys compare as text, so every timestamp must be ISO-8601 in UTC with "
                + "one fixed number of fraction digits" + (normalized.containsKey(first) ? " (" + quote(normalized.get(first)) + ")" : "")
                + ", in the stored keys too.";
        if (normalized.size() < loose.size()) {
            warnings.add(new Warning(TIMESTAMP_FORMAT, message));
            return;
        }
        QueryForm.Builder fixed = check.form().toBuilder();
        for (Bound bound : check.bounds()) {
            mapParts(fixed, check, bound, part -> normalized.getOrDefault(part, part));
        }
        String label = loose.size() == 1 ? "Use " + normalized.get(first) : "Use ISO-8601 UTC";
        warnings.add(new Warning(TIMESTAMP_FORMAT, message, fix(check, label, fixed.build())));
    }

    /**
     * BETWEEN bounds with different fraction digits. A lower bound with fewer digits misses keys of its own second
     * written with more ({@code …00.5Z} sorts after {@code …00.512Z}); an upper bound with fewer digits still reads
     * them ("." sorts before "Z"), so only the first has a fix.
     */
    private static void mixedPrecision(Check check, List<Warning> warnings) {
        if (!check.is(SortOperator.BETWEEN) || check.low().isEmpty() || check.high().isEmpty()) {
            return;
        }
        Bound low = check.low().get();
        Bound high = check.high().get();
        List<Integer> lowerFewer = new ArrayList<>();
        List<Integer> upperFewer = new ArrayList<>();
        for (int i = 0; i < Math.min(low.parts().size(), high.parts().size()); i++) {
            Optional<Integer> a = Timestamps.fractionDigits(low.parts().get(i));
            Optional<Integer> b = Timestamps.fractionDigits(high.parts().get(i));
            if (a.isPresent() && b.isPresent() && !a.equals(b)) {
                (a.get() < b.get() ? lowerFewer : upperFewer).add(i);
            }
        }
        if (lowerFewer.isEmpty() && upperFewer.isEmpty()) {
            return;
        }
        int i = lowerFewer.isEmpty() ? upperFewer.get(0) : lowerFewer.get(0);
        String lowPart = low.parts().get(i);
        String highPart = high.parts().get(i);
        int lowDigits = Timestamps.fractionDigits(lowPart).orElseThrow();
        int highDigits = Timestamps.fractionDigits(highPart).orElseThrow();
        String message = "the lower bound's " + quote(lowPart) + " has " + lowDigits + " fraction digits and the upper bound's "
                + quote(highPart) + " has " + highDigits + ". Keys compare as text, and \".\" sorts before \"Z\", so times written "
                + "with different precisions sort out of time order.";
        if (lowerFewer.isEmpty()) {
            warnings.add(new Warning(MIXED_PRECISION, message + " The range still reads every key of the upper bound's second; "
                    + "write every timestamp, stored keys included, with one precision."));
            return;
        }
        String start = lowPart.substring(0, lowPart.length() - 1);
        String keyStart = String.join(check.delim(), low.parts().subList(0, i)) + (i > 0 ? check.delim() : "") + start;
        List<String> parts = new ArrayList<>(low.parts());
        for (int index : lowerFewer) {
            int digits = Timestamps.fractionDigits(high.parts().get(index)).orElseThrow();
            parts.set(index, normalizeCanonical(parts.get(index), digits));
        }
        String padded = low.segmentBuilt() ? new Segments(parts, check.delim(), check.trail()).join() : String.join(check.delim(), parts);
        List<String> missed = check.samples().stream().filter(key -> !check.reads(key) && key.startsWith(keyStart)
                && KeyOrder.compareUtf8(key, padded) >= 0 && KeyOrder.compareUtf8(key, high.text()) <= 0).toList();
        // An upper bound with fewer digits somewhere else would keep this warning: then there is no one-step fix.
        Optional<Warning.Fix> fix = upperFewer.isEmpty()
                ? fix(check, "Lower bound with " + highDigits + " fraction digits", withParts(check.form().toBuilder(), check, low, parts).build())
                : Optional.empty();
        warnings.add(new Warning(MIXED_PRECISION, message + " Keys of the lower bound's second written with more digits ("
                + quote(start + (lowDigits == 0 ? "." : "") + ELLIPSIS + "Z") + ") sort before it and are missed."
                + samplesNote("it misses", missed) + " Write the lower bound with " + highDigits + " fraction digits ("
                + quote(parts.get(i)) + ").", fix));
    }

    private static String normalizeCanonical(String timestamp, int digits) {
        try {
            return Timestamps.normalize(timestamp, digits);
        } catch (Timestamps.NotATimestamp e) {
            throw new IllegalStateException("a canonical timestamp always normalises", e);
        }
    }

    /**
     * A whole-second timestamp ({@code …T00:00:00Z}) as a bound: keys of that second written with a fraction
     * ({@code …T00:00:00.250Z}) sort before it, as "." sorts before "Z". {@code >=} and BETWEEN miss them, {@code <}
     * reads them although they are later; dropping the "Z" puts the bound before every key of that second.
     * {@code >} cannot be fixed with one bound: anything that reads them also reads the bound's own key.
     */
    private static void timestampBound(Check check, List<Warning> warnings) {
        if (check.low().isEmpty() || check.op().isEmpty()) {
            return;
        }
        Bound low = check.low().get();
        String bound = low.text();
        SortOperator op = check.op().get();
        if (!WHOLE_SECOND.matcher(bound).matches() || !(op == SortOperator.GE || op == SortOperator.BETWEEN
                || op == SortOperator.GT || op == SortOperator.LT)) {
            return;
        }
        String second = bound.substring(0, bound.length() - 1);
        String fraction = quote(second + "." + ELLIPSIS + "Z");
        List<String> sameSecond = check.samples().stream()
                .filter(key -> key.startsWith(second) && KeyOrder.compareUtf8(key, bound) < 0).toList();
        String dropZ = " Drop the \"Z\" (" + quote(second) + ") so the bound sorts before every key of that second.";
        QueryForm dropped = withText(check.form().toBuilder(), check, low, second).build();
        String label = (op == SortOperator.BETWEEN ? "Lower bound " : "Bound ") + quote(second);
        String subject = op == SortOperator.BETWEEN ? "the lower bound " + quote(bound) : op.symbol() + " " + quote(bound);
        String day = op == SortOperator.BETWEEN ? dayWindowHint(check) : "";
        switch (op) {
            case GE, BETWEEN -> warnings.add(new Warning(TIMESTAMP_BOUND, subject + " is a whole-second timestamp: keys in that "
                    + "same second written with a fraction (" + fraction + ") sort before it, as \".\" sorts before \"Z\", and are missed."
                    + samplesNote("it misses", sameSecond) + dropZ + day, fix(check, label, dropped)));
            case LT -> warnings.add(new Warning(TIMESTAMP_BOUND, subject + " also reads keys of that same second written with a "
                    + "fraction (" + fraction + "): they sort before it, as \".\" sorts before \"Z\", though they are later."
                    + samplesNote("it reads", sameSecond) + dropZ, fix(check, label, dropped)));
            default -> warnings.add(new Warning(TIMESTAMP_BOUND, subject + " misses keys of that same second written with a fraction ("
                    + fraction + "): they sort before it, as \".\" sorts before \"Z\", though they are later."
                    + samplesNote("it misses", sameSecond) + " No single bound reads them without also reading " + quote(bound)
                    + " itself: if that key may be included, use >= " + quote(second) + "."));
        }
    }

    /**
     * An inclusive upper bound that is where the wanted keys begin ({@code EVT#2026-06-23}, {@code root/photos/2026/},
     * or {@code …59Z} before a {@code #2} suffix) stops before every key that extends it.
     */
    private static void prefixUpperBound(Check check, List<Warning> warnings) {
        boolean between = check.is(SortOperator.BETWEEN);
        Optional<Bound> upper = between ? check.high() : check.is(SortOperator.LE) ? check.low() : Optional.empty();
        if (upper.isEmpty()) {
            return;
        }
        Bound high = upper.get();
        String text = high.text();
        if (text.endsWith(MAX_CHARACTER)) {
            return;
        }
        Optional<Bound> low = between ? check.low() : Optional.empty();
        boolean wholeSecond = WHOLE_SECOND.matcher(text).matches();
        boolean folder = text.endsWith(check.delim());
        boolean dateOnly = Timestamps.isDateOnly(high.last()) && (!between || low.map(l -> l.text().length() > text.length()).orElse(false));
        boolean fewerSegments = between && low.map(l -> high.parts().size() < l.parts().size()).orElse(false);
        if (!wholeSecond && !folder && !dateOnly && !fewerSegments) {
            return;
        }
        String cover = text + MAX_CHARACTER;
        List<String> missed = check.samples().stream().filter(key -> key.startsWith(text) && key.length() > text.length()).toList();
        String message = "the upper bound " + quote(text) + " is where the keys you mean begin, not where they end: keys that "
                + "extend it (" + quote(text + ELLIPSIS) + ") sort after it, so " + (between ? "BETWEEN" : "<=")
                + " (which compares whole strings) stops before them." + samplesNote("it misses", missed)
                + " End the range with " + quote(text) + " followed by U+10FFFF, the highest code point, which sorts after any "
                + "character a key can continue with." + (between ? dayWindowHint(check) : "");
        QueryForm fixed = withText(check.form().toBuilder(), check, high, cover).build();
        warnings.add(new Warning(PREFIX_BOUND, message, fix(check, "Upper bound " + quote(text) + " + U+10FFFF", fixed)));
    }

    /** For a BETWEEN that spans one whole day, or whose upper bound is a prefix of the lower, begins_with says it exactly. */
    private static String dayWindowHint(Check check) {
        if (check.low().isEmpty() || check.high().isEmpty()) {
            return "";
        }
        String lower = check.low().get().text();
        String upper = check.high().get().text();
        Matcher start = DAY_START.matcher(lower);
        if (start.matches() && upper.startsWith(start.group(1)) && DAY_END.matcher(upper.substring(start.group(1).length())).matches()) {
            return " For the whole day, begins_with(" + check.sk() + ", " + quote(start.group(1)) + ") says exactly that.";
        }
        if (lower.startsWith(upper)) {
            return " For every key that starts with " + quote(upper) + ", begins_with(" + check.sk() + ", " + quote(upper)
                    + ") says exactly that.";
        }
        return "";
    }

    /**
     * With sample keys: begins_with reads nothing, yet would if case were ignored ("Photos" vs "photos").
     * Without: the two BETWEEN bounds spell the same segment in different case.
     */
    private static void caseMismatch(Check check, List<Warning> warnings) {
        if (check.is(SortOperator.BEGINS_WITH) && check.low().isPresent() && !check.samples().isEmpty()) {
            Bound low = check.low().get();
            String prefix = low.text();
            if (check.samples().stream().anyMatch(check::reads)) {
                return;
            }
            check.samples().stream().filter(key -> key.regionMatches(true, 0, prefix, 0, prefix.length())).findFirst()
                    .ifPresent(key -> {
                        String spelled = key.substring(0, prefix.length());
                        warnings.add(new Warning(CASE_MISMATCH, "no sample key starts with " + quote(prefix) + ", but " + quote(key)
                                + " does when case is ignored. Key comparison is case-sensitive: upper case sorts before lower "
                                + "case (\"Z\" < \"a\").", fix(check, "Use " + quote(spelled),
                                withText(check.form().toBuilder(), check, low, spelled).build())));
                    });
            return;
        }
        if (check.low().isEmpty() || check.high().isEmpty()) {
            return;
        }
        List<String> a = check.low().get().parts();
        List<String> b = check.high().get().parts();
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            if (!a.get(i).equals(b.get(i)) && a.get(i).equalsIgnoreCase(b.get(i))) {
                warnings.add(new Warning(CASE_MISMATCH, "segment " + (i + 1) + " is " + quote(a.get(i)) + " in the lower bound but "
                        + quote(b.get(i)) + " in the upper bound. Key comparison is case-sensitive (\"Z\" < \"a\"), so the range "
                        + "spans far more or less than the one branch you probably mean."));
                return;
            }
        }
    }

    /**
     * Under names=minimal a reserved name is still aliased; the warning says why it is, and what DynamoDB answers
     * to the name written bare in an expression of one's own. Under names=always every name is aliased: nothing to say.
     */
    private static void reservedWord(String name, List<Warning> warnings) {
        if (name.isEmpty() || KeyAttribute.nameProblem(name) != null || !ReservedWords.isReserved(name)) {
            return;
        }
        warnings.add(new Warning(RESERVED_WORD, quote(name) + " is a DynamoDB reserved word (" + name.toUpperCase(Locale.ROOT)
                + "), so even under names=minimal keyslice writes it through a #placeholder. Written bare in an expression, "
                + "DynamoDB answers: Invalid KeyConditionExpression: Attribute name is a reserved keyword; reserved keyword: " + name));
    }
}
