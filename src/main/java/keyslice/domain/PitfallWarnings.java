package keyslice.domain;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

/** The classic composite-key mistakes that DynamoDB accepts without a word. Each has a stable code. */
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

    /** Sorts after every ASCII character a timestamp or segment suffix uses, so "x~" covers "x" + anything ASCII. */
    static final String ABOVE_ASCII = "~";
    static final int PAD_WIDTH = 4;

    private static final Pattern DIGITS = Pattern.compile("[0-9]+");
    private static final Pattern SINGLE_NONZERO_DIGIT = Pattern.compile("[1-9]");
    private static final Pattern WHOLE_SECOND = Pattern.compile(".*\\d{2}:\\d{2}:\\d{2}Z");

    private PitfallWarnings() {
    }

    /** The parts of one bound: its segments, or its typed text split at the delimiter. */
    private record Bound(QueryCompiler.ValueInput input, List<String> parts, String text) {
    }

    static List<Warning> forQuery(QueryForm form, KeyQuery query, QueryCompiler.ValueInput lower, QueryCompiler.ValueInput upper,
                                  String delim, boolean trail, Optional<Slice> slice) {
        List<Warning> warnings = new ArrayList<>();
        reservedWord(query.partitionKey().name(), warnings);
        query.sortCondition().ifPresent(bound -> {
            reservedWord(bound.sortKey().name(), warnings);
            if (bound.sortKey().type() != KeyType.S) {
                return;
            }
            String sk = bound.sortKey().name();
            SortCondition condition = bound.condition();
            boolean between = condition instanceof SortCondition.Between;
            Bound low = new Bound(lower, parts(lower, delim), firstValue(condition));
            Bound high = between ? new Bound(upper, parts(upper, delim), ((SortCondition.Between) condition).upper().wireText()) : null;

            if (condition instanceof SortCondition.BeginsWith && lower.segmentBuilt() && !trail) {
                String text = low.text();
                warnings.add(new Warning(OPEN_PREFIX, "begins_with(" + sk + ", \"" + text + "\") also reads every key that "
                        + "merely starts with the same characters, such as \"" + text + "-old" + delim + "…\" or \""
                        + text + ".zip\". End the prefix with the delimiter (\"" + text + delim
                        + "\", trail=true) to read only what lies under \"" + text + "\".",
                        "End with \"" + delim + "\"", form.toBuilder().trail("true").build()));
            }
            delimiterOrder(form, low, high, delim, warnings);
            emptySegments(low, delim, warnings);
            if (high != null) {
                emptySegments(high, delim, warnings);
            }
            boolean exact = condition instanceof SortCondition.Comparison c && c.operator() == ComparisonOperator.EQ;
            if (!exact) {
                unpaddedNumbers(form, low, high, delim, warnings);
            }
            timestamps(form, low, high, delim, warnings);
            if (high != null) {
                boundaries(form, low, high, delim, warnings);
            }
            caseMismatch(form, condition, low, high, slice, warnings);
        });
        return warnings;
    }

    private static String firstValue(SortCondition condition) {
        if (condition instanceof SortCondition.Between b) {
            return b.lower().wireText();
        }
        if (condition instanceof SortCondition.BeginsWith w) {
            return w.prefix().wireText();
        }
        return ((SortCondition.Comparison) condition).value().wireText();
    }

    /** Segments as given, or the typed value split at the delimiter: the same mistakes hide in both. */
    private static List<String> parts(QueryCompiler.ValueInput input, String delim) {
        if (input.segmentBuilt()) {
            return input.segments();
        }
        return List.of(input.text().split(Pattern.quote(delim), -1));
    }

    /** The form with one bound's parts replaced, written back the way the user gave that bound. */
    private static QueryForm withParts(QueryForm form, Bound bound, List<String> parts, String delim) {
        boolean isLower = bound.input().field().equals("value") || bound.input().field().equals("seg");
        QueryForm.Builder builder = form.toBuilder();
        if (bound.input().segmentBuilt()) {
            return (isLower ? builder.seg(parts) : builder.toSeg(parts)).build();
        }
        String text = String.join(delim, parts);
        return (isLower ? builder.value(text) : builder.to(text)).build();
    }

    private static QueryForm mapParts(QueryForm form, Bound bound, String delim, UnaryOperator<String> change) {
        return withParts(form, bound, bound.parts().stream().map(change).toList(), delim);
    }

    private static void delimiterOrder(QueryForm form, Bound low, Bound high, String delim, List<Warning> warnings) {
        if (!low.input().segmentBuilt() || delim.codePointCount(0, delim.length()) != 1) {
            return;
        }
        int delimiter = delim.codePointAt(0);
        Set<String> below = new LinkedHashSet<>();
        for (Bound bound : high == null ? List.of(low) : List.of(low, high)) {
            for (String part : bound.parts()) {
                part.codePoints().filter(c -> c < delimiter && c > ' ').forEach(c -> below.add(Character.toString(c)));
            }
        }
        if (below.isEmpty()) {
            return;
        }
        String example = below.iterator().next();
        String message = "the delimiter \"" + delim + "\" (0x" + Integer.toHexString(delimiter).toUpperCase(Locale.ROOT)
                + ") sorts after " + String.join(" ", below.stream().map(c -> "\"" + c + "\"").toList())
                + ", used inside segments: a sibling such as \"photos" + example + "old\" sorts between \"photos\" and "
                + "\"photos" + delim + "…\", so one branch's keys are not contiguous with its parent's.";
        Optional<String> lower = lowestUnusedDelimiter(low, high);
        if (lower.isPresent()) {
            warnings.add(new Warning(DELIMITER_ORDER, message + " A delimiter that sorts below every segment character, such as \""
                    + lower.get() + "\", keeps each branch together (it changes how keys are written, too).",
                    "Use \"" + lower.get() + "\"", form.toBuilder().delim(lower.get()).build()));
        } else {
            warnings.add(new Warning(DELIMITER_ORDER, message));
        }
    }

    private static Optional<String> lowestUnusedDelimiter(Bound low, Bound high) {
        String used = String.join("", low.parts()) + (high == null ? "" : String.join("", high.parts()));
        int min = used.codePoints().filter(c -> c > ' ').min().orElse('~');
        for (String candidate : new String[] {"!", "#", "$"}) {
            if (candidate.charAt(0) < min) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    private static void emptySegments(Bound bound, String delim, List<Warning> warnings) {
        // A trailing empty piece of a typed value is the folder marker ("root/photos/"), not a mistake.
        int last = bound.input().segmentBuilt() ? bound.parts().size() : bound.parts().size() - 1;
        for (int i = 0; i < last; i++) {
            if (bound.parts().get(i).isEmpty()) {
                warnings.add(new Warning(EMPTY_SEGMENT, "segment " + (i + 1) + " of " + bound.input().field() + " is empty, so the "
                        + "key holds two delimiters in a row (\"a" + delim + delim + "b\"); keys written without the empty "
                        + "segment will not match."));
                return;
            }
        }
    }

    private static void unpaddedNumbers(QueryForm form, Bound low, Bound high, String delim, List<Warning> warnings) {
        Set<String> reported = new LinkedHashSet<>();
        for (Bound bound : high == null ? List.of(low) : List.of(low, high)) {
            for (String part : bound.parts()) {
                if (SINGLE_NONZERO_DIGIT.matcher(part).matches() && reported.add(part)) {
                    QueryForm fixed = mapParts(form, bound, delim, p -> SINGLE_NONZERO_DIGIT.matcher(p).matches()
                            ? SegmentTools.zeroPad(p, PAD_WIDTH) : p);
                    warnings.add(new Warning(UNPADDED_NUMBER, "segment \"" + part + "\" is a number without zero padding: "
                            + "in a string key \"10\" sorts before \"" + part + "\", so ranges and prefixes over numbers "
                            + "mix up their order. Pad every number to one fixed width (\"" + SegmentTools.zeroPad(part, PAD_WIDTH)
                            + "\"), in the stored keys too.", "Pad to " + PAD_WIDTH + " digits", fixed));
                }
            }
        }
        if (high == null) {
            return;
        }
        int shared = Math.min(low.parts().size(), high.parts().size());
        for (int i = 0; i < shared; i++) {
            String a = low.parts().get(i);
            String b = high.parts().get(i);
            if (DIGITS.matcher(a).matches() && DIGITS.matcher(b).matches() && a.length() != b.length()) {
                int width = Math.max(a.length(), b.length());
                int index = i;
                List<String> lowParts = new ArrayList<>(low.parts());
                lowParts.set(index, SegmentTools.zeroPad(a, width));
                List<String> highParts = new ArrayList<>(high.parts());
                highParts.set(index, SegmentTools.zeroPad(b, width));
                QueryForm fixed = withParts(withParts(form, low, lowParts, delim), high, highParts, delim);
                warnings.add(new Warning(UNPADDED_NUMBER, "segment " + (i + 1) + " is \"" + a + "\" in the lower bound but \""
                        + b + "\" in the upper bound: numbers of different widths compare as text, not as numbers "
                        + "(\"" + b + "\" " + (KeyOrder.compareUtf8(a, b) > 0 ? "sorts before" : "sorts after")
                        + " \"" + a + "\"). Zero-pad both to the same width.", "Pad both to " + width + " digits", fixed));
            }
        }
    }

    private static void timestamps(QueryForm form, Bound low, Bound high, String delim, List<Warning> warnings) {
        for (Bound bound : high == null ? List.of(low) : List.of(low, high)) {
            for (String part : bound.parts()) {
                if (Timestamps.looksLikeUnsortableTimestamp(part)) {
                    Optional<String> normalized = normalized(part, 0);
                    String message = "\"" + part + "\" is a time that does not sort as one: keys compare as text, so every "
                            + "timestamp must be ISO-8601 in UTC with the same number of fraction digits ("
                            + normalized.orElse("2026-06-23T10:15:00Z") + ").";
                    if (normalized.isPresent()) {
                        warnings.add(new Warning(TIMESTAMP_FORMAT, message, "Use " + normalized.get(),
                                mapParts(form, bound, delim, p -> p.equals(part) ? normalized.get() : p)));
                    } else {
                        warnings.add(new Warning(TIMESTAMP_FORMAT, message));
                    }
                    return;
                }
            }
        }
        if (high == null) {
            return;
        }
        int shared = Math.min(low.parts().size(), high.parts().size());
        for (int i = 0; i < shared; i++) {
            Optional<Integer> a = Timestamps.fractionDigits(low.parts().get(i));
            Optional<Integer> b = Timestamps.fractionDigits(high.parts().get(i));
            if (a.isPresent() && b.isPresent() && !a.equals(b)) {
                int digits = Math.max(a.get(), b.get());
                int index = i;
                QueryForm fixed = withParts(withParts(form, low, replaced(low.parts(), index, digits), delim),
                        high, replaced(high.parts(), index, digits), delim);
                warnings.add(new Warning(MIXED_PRECISION, "the bounds' timestamps have " + a.get() + " and " + b.get()
                        + " fraction digits. Keys compare as text, and \".\" sorts before \"Z\": \"…:29.017Z\" comes before "
                        + "\"…:29Z\". Use one fixed precision everywhere.", "Use " + digits + " fraction digits", fixed));
                return;
            }
        }
    }

    private static List<String> replaced(List<String> parts, int index, int digits) {
        List<String> copy = new ArrayList<>(parts);
        normalized(parts.get(index), digits).ifPresent(text -> copy.set(index, text));
        return copy;
    }

    private static Optional<String> normalized(String text, int digits) {
        try {
            return Optional.of(Timestamps.normalize(text, digits));
        } catch (Timestamps.NotATimestamp e) {
            return Optional.empty();
        }
    }

    /**
     * BETWEEN compares whole strings. A whole-second lower bound ("…T00:00:00Z") sorts after keys in that
     * same second written with a fraction ("…T00:00:00.250Z", as "." < "Z"), and an upper bound that is a
     * prefix of the keys meant ("EVT#2026-06-23", or "…59Z" before a "#seq" suffix) sorts before them.
     */
    private static void boundaries(QueryForm form, Bound low, Bound high, String delim, List<Warning> warnings) {
        String lowText = low.text();
        String highText = high.text();
        if (WHOLE_SECOND.matcher(lowText).matches()) {
            String fixedLow = lowText.substring(0, lowText.length() - 1);
            warnings.add(new Warning(TIMESTAMP_BOUND, "the lower bound \"" + lowText + "\" is a whole-second timestamp: keys in "
                    + "that same second written with a fraction, such as \"" + fixedLow + ".250Z\", sort before it (\".\" < \"Z\") "
                    + "and are missed. Drop the \"Z\" (\"" + fixedLow + "\") so the bound sorts before every key of that second.",
                    "Lower bound \"" + fixedLow + "\"", withText(form, low, fixedLow, delim)));
        }
        if (WHOLE_SECOND.matcher(highText).matches() || endsAtSegmentBoundary(lowText, highText, low, high, delim)) {
            String fixedHigh = highText + ABOVE_ASCII;
            warnings.add(new Warning(PREFIX_BOUND, "the upper bound \"" + highText + "\" is where the keys you mean begin, not "
                    + "where they end: a key that extends it, such as \"" + highText
                    + (WHOLE_SECOND.matcher(highText).matches() ? "#0002" : "T23:59:59.999Z") + "\", sorts after it, so "
                    + "BETWEEN (which compares whole strings) stops before it. End the range with \"" + fixedHigh + "\" (\""
                    + ABOVE_ASCII + "\" sorts after every ASCII character) to include everything that starts with \"" + highText + "\".",
                    "Upper bound \"" + fixedHigh + "\"", withText(form, high, fixedHigh, delim)));
        }
    }

    private static boolean endsAtSegmentBoundary(String lowText, String highText, Bound low, Bound high, String delim) {
        String[] pieces = highText.split(Pattern.quote(delim), -1);
        String last = pieces[pieces.length - 1];
        boolean dateOnly = Timestamps.isDateOnly(last) && lowText.length() > highText.length();
        boolean fewerSegments = high.parts().size() < low.parts().size() && !highText.endsWith(ABOVE_ASCII);
        return dateOnly || fewerSegments;
    }

    /** The form with one bound's whole text replaced; segments are re-split at the delimiter. */
    private static QueryForm withText(QueryForm form, Bound bound, String text, String delim) {
        return withParts(form, bound, List.of(text.split(Pattern.quote(delim), -1)), delim);
    }

    /**
     * With sample keys: nothing matches, yet something would if case were ignored ("Photos" vs "photos").
     * Without samples: the two BETWEEN bounds spell the same segment in different case.
     */
    private static void caseMismatch(QueryForm form, SortCondition condition, Bound low, Bound high, Optional<Slice> slice,
                                     List<Warning> warnings) {
        if (slice.isPresent() && slice.get().matchCount() == 0 && condition instanceof SortCondition.BeginsWith prefix) {
            String wanted = prefix.prefix().wireText().toLowerCase(Locale.ROOT);
            slice.get().keys().stream().map(KeyValue::wireText)
                    .filter(key -> key.toLowerCase(Locale.ROOT).startsWith(wanted)).findFirst()
                    .ifPresent(key -> warnings.add(new Warning(CASE_MISMATCH, "no sample key starts with \""
                            + prefix.prefix().wireText() + "\", but \"" + key + "\" does when case is ignored. Key comparison is "
                            + "case-sensitive: upper case sorts before lower case (\"Z\" < \"a\").")));
            return;
        }
        if (high == null) {
            return;
        }
        int shared = Math.min(low.parts().size(), high.parts().size());
        for (int i = 0; i < shared; i++) {
            String a = low.parts().get(i);
            String b = high.parts().get(i);
            if (!a.equals(b) && a.equalsIgnoreCase(b)) {
                warnings.add(new Warning(CASE_MISMATCH, "segment " + (i + 1) + " is \"" + a + "\" in the lower bound but \"" + b
                        + "\" in the upper bound. Key comparison is case-sensitive (\"Z\" < \"a\"), so the range spans far more "
                        + "or less than the one branch you probably mean."));
                return;
            }
        }
    }

    private static void reservedWord(String name, List<Warning> warnings) {
        if (ReservedWords.isReserved(name)) {
            warnings.add(new Warning(RESERVED_WORD, "\"" + name + "\" is a DynamoDB reserved word (" + name.toUpperCase(Locale.ROOT)
                    + "), so it can only appear in an expression through a #placeholder; keyslice always aliases it. "
                    + "Written bare, DynamoDB answers: Invalid KeyConditionExpression: Attribute name is a reserved keyword; "
                    + "reserved keyword: " + name));
        }
    }
}
