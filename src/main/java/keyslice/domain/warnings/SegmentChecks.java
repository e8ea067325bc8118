package keyslice.domain.warnings;

import static keyslice.domain.text.Shown.ELLIPSIS;
import static keyslice.domain.text.Shown.character;
import static keyslice.domain.text.Shown.quotedWhole;
import static keyslice.domain.warnings.Input.split;
import static keyslice.domain.warnings.Rewrites.fix;
import static keyslice.domain.warnings.Rewrites.mapSamples;
import static keyslice.domain.warnings.Rewrites.withParts;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.key.Segments;
import keyslice.domain.key.SortOperator;
import keyslice.domain.key.Timestamps;
import keyslice.domain.text.Shown;
import keyslice.domain.warnings.Input.Bound;

/** How a key is composed of segments: the delimiter, empty segments, and numbers that sort as text. */
final class SegmentChecks {

    private static final int PAD_WIDTH = 4;
    /**
     * The lowest printable character that needs no quoting in a URL; the delimiter suggested when it sorts below every
     * character in use.
     */
    private static final String LOWEST_DELIMITER = "!";

    private static final Pattern SINGLE_NONZERO_DIGIT = Pattern.compile("[1-9]");

    private SegmentChecks() {}

    /**
     * A character that sorts below the delimiter, used inside a segment, splits a branch's keys apart. That is advice
     * on choosing a delimiter, so it waits until one is chosen: a value typed whole, with none given, is a key that
     * already exists ({@code root/my-photos/} is read as it is stored, and its fix would rewrite every key).
     */
    static Optional<Warning> delimiterOrder(Input input) {
        String delim = input.delim();
        if (input.delimiterGuessed() || delim.codePointCount(0, delim.length()) != 1) {
            return Optional.empty();
        }
        int delimiter = delim.codePointAt(0);
        TreeSet<Integer> below = new TreeSet<>();
        String culprit = null;
        int culpritChar = 0;
        for (Bound bound : input.bounds()) {
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
            return Optional.empty();
        }
        String head = culprit.substring(0, culprit.indexOf(culpritChar));
        String message = "the delimiter " + character(delimiter) + " sorts after "
                + String.join(", ", below.stream().map(Shown::character).toList()) + ", used in the segment "
                + quotedWhole(culprit)
                + (head.isEmpty()
                        ? ": a segment that starts with such a character sorts between its sibling and the keys under that sibling"
                        : ": a key that continues " + quotedWhole(head) + " with " + character(culpritChar)
                                + " sorts between " + quotedWhole(head) + " and "
                                + quotedWhole(head + delim + ELLIPSIS))
                + ", so one branch's keys are not contiguous with its parent's.";
        int lowestInUse = Stream.concat(
                        input.bounds().stream().flatMap(b -> b.parts().stream()), input.samples().stream())
                .flatMapToInt(String::codePoints)
                .filter(c -> c != delimiter)
                .min()
                .orElse(Integer.MAX_VALUE);
        if (LOWEST_DELIMITER.codePointAt(0) >= lowestInUse) {
            return Optional.of(new Warning(
                    WarningCode.DELIMITER_ORDER,
                    message + " No printable delimiter sorts below " + character(lowestInUse)
                            + ": keep such characters out of segments."));
        }
        FormBuilder fixed = input.form().toBuilder()
                .delim(LOWEST_DELIMITER)
                .samples(mapSamples(
                        input,
                        List.of(WarningCode.DELIMITER_ORDER, delim),
                        key -> key.replace(delim, LOWEST_DELIMITER)));
        for (Bound bound : input.bounds()) {
            if (!bound.segmentBuilt()) {
                String text = String.join(LOWEST_DELIMITER, bound.parts());
                if (bound.lower()) {
                    fixed.value(text);
                } else {
                    fixed.to(text);
                }
            }
        }
        return Optional.of(new Warning(
                WarningCode.DELIMITER_ORDER,
                message + " A delimiter that sorts below every character in "
                        + "use, "
                        + quotedWhole(LOWEST_DELIMITER)
                        + ", keeps each branch together (the stored keys are then written with it, too).",
                fix(input, "Use " + quotedWhole(LOWEST_DELIMITER), fixed.build())));
    }

    /**
     * Two delimiters in a row inside a key ({@code a//b}). A leading delimiter is an absolute path ({@code /home/alice/}),
     * and a typed value's trailing one marks a folder: neither is an empty segment.
     */
    static Optional<Warning> emptySegment(Input input) {
        Bound first = null;
        int firstIndex = -1;
        for (Bound bound : input.bounds()) {
            for (int i = 0; i < bound.parts().size() && first == null; i++) {
                if (isEmptySegment(bound, i)) {
                    first = bound;
                    firstIndex = i;
                }
            }
        }
        if (first == null) {
            return Optional.empty();
        }
        FormBuilder fixed = input.form().toBuilder();
        for (Bound bound : input.bounds()) {
            List<String> kept = new ArrayList<>();
            for (int i = 0; i < bound.parts().size(); i++) {
                if (!isEmptySegment(bound, i)) {
                    kept.add(bound.parts().get(i));
                }
            }
            withParts(fixed, input, bound, kept);
        }
        String delim = input.delim();
        return Optional.of(new Warning(
                WarningCode.EMPTY_SEGMENT,
                "segment " + (firstIndex + 1) + " of " + input.role(first) + " "
                        + quotedWhole(first.text()) + " is empty, so the key holds two delimiters in a row ("
                        + quotedWhole(delim + delim)
                        + "); keys written without the empty segment will not match.",
                fix(input, "Remove the empty segment", fixed.build())));
    }

    /** Whether part {@code i} of {@code bound} is empty between two delimiters (see {@link #emptySegment}). */
    private static boolean isEmptySegment(Bound bound, int i) {
        int end = bound.segmentBuilt() ? bound.parts().size() : bound.parts().size() - 1;
        return i > 0 && i < end && bound.parts().get(i).isEmpty();
    }

    /**
     * Numbers inside string keys sort as text: {@code 9} after {@code 10}. Flagged when a bound holds a single digit,
     * or when the numbers in one segment position (bounds and sample keys) have different widths.
     */
    /** A number in a segment, in a bound or in the sample {@code sample}; where it is is worded only for a message. */
    private record Found(String number, Bound bound, int sample) {
        String where(Input input) {
            return bound != null
                    ? input.role(bound)
                    : "the sample " + quotedWhole(input.samples().get(sample));
        }
    }

    /** One or more ASCII digits: asked of every segment of every sample, so no regular expression. */
    private static boolean digits(String text) {
        if (text.isEmpty()) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    static Optional<Warning> unpaddedNumber(Input input) {
        if (input.op().isEmpty() || input.is(SortOperator.EQ) || input.bounds().isEmpty()) {
            return Optional.empty();
        }
        String delim = input.delim();
        SampleParts sampleParts = input.sampleParts();
        int positions =
                input.bounds().stream().mapToInt(b -> b.parts().size()).max().orElse(0);
        TreeMap<Integer, Integer> widths = new TreeMap<>();
        String message = null;
        for (int i = 0; i < positions; i++) {
            List<Found> numbers = new ArrayList<>();
            boolean single = false;
            for (Bound bound : input.bounds()) {
                if (i < bound.parts().size() && digits(bound.parts().get(i))) {
                    numbers.add(new Found(bound.parts().get(i), bound, -1));
                    single |= SINGLE_NONZERO_DIGIT.matcher(bound.parts().get(i)).matches();
                }
            }
            for (int k = 0; k < sampleParts.keys(); k++) {
                if (i < sampleParts.parts(k) && sampleParts.digits(k, i)) {
                    numbers.add(new Found(sampleParts.part(k, i), null, k));
                }
            }
            if (numbers.isEmpty()) {
                continue;
            }
            Found first = numbers.get(0);
            Optional<Found> other = numbers.stream()
                    .filter(n -> n.number().length() != first.number().length())
                    .findFirst();
            if (!single && other.isEmpty()) {
                continue;
            }
            int widest =
                    numbers.stream().mapToInt(n -> n.number().length()).max().orElseThrow();
            int width = widest == 1 ? PAD_WIDTH : widest;
            widths.put(i, width);
            if (message == null) {
                int segment = i + 1;
                message = other.map(
                                        o -> "segment " + segment + " is " + quotedWhole(first.number()) + " in "
                                                + first.where(input) + " but " + quotedWhole(o.number()) + " in "
                                                + o.where(input)
                                                + ": numbers of different widths compare as text, character by character, not as numbers.")
                                .orElse("segment " + segment + " is " + quotedWhole(first.number()) + " in "
                                        + first.where(input) + ", a number without zero padding: "
                                        + "keys compare as text, character by character, so a wider number that starts with a smaller digit "
                                        + "sorts before it.")
                        + " Zero-pad every number in segment " + segment + " to " + width + " digits ("
                        + quotedWhole(Segments.zeroPad(first.number(), width)) + "), in the stored keys too.";
            }
        }
        if (widths.isEmpty()) {
            return Optional.empty();
        }
        UnaryOperator<List<String>> pad = parts -> {
            List<String> padded = new ArrayList<>(parts);
            widths.forEach((i, width) -> {
                if (i < padded.size() && digits(padded.get(i))) {
                    padded.set(i, Segments.zeroPad(padded.get(i), width));
                }
            });
            return padded;
        };
        FormBuilder fixed = input.form().toBuilder()
                .samples(mapSamples(
                        input,
                        List.of(WarningCode.UNPADDED_NUMBER, delim, widths),
                        key -> String.join(delim, pad.apply(split(key, delim)))));
        for (Bound bound : input.bounds()) {
            withParts(fixed, input, bound, pad.apply(bound.parts()));
        }
        String label = widths.values().stream().distinct().count() == 1
                ? "Pad to " + widths.firstEntry().getValue() + " digits"
                : "Pad the numbers";
        return Optional.of(new Warning(WarningCode.UNPADDED_NUMBER, message, fix(input, label, fixed.build())));
    }
}
