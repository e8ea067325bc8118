package keyslice.domain.warnings;

import static keyslice.domain.text.Shown.ELLIPSIS;
import static keyslice.domain.text.Shown.quotedWhole;
import static keyslice.domain.warnings.Rewrites.fix;
import static keyslice.domain.warnings.Rewrites.mapParts;
import static keyslice.domain.warnings.Rewrites.withParts;
import static keyslice.domain.warnings.Rewrites.withText;
import static keyslice.domain.warnings.Wording.quotedSamples;
import static keyslice.domain.warnings.Wording.samplesNote;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import keyslice.domain.form.Fix;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyOrder;
import keyslice.domain.key.Segments;
import keyslice.domain.key.SortOperator;
import keyslice.domain.key.Timestamps;
import keyslice.domain.warnings.Input.Bound;

/** Times in string keys: they sort as time only when written alike, as ISO-8601 in UTC with one precision. */
final class TimeChecks {

    private TimeChecks() {}

    /** Loose times ({@code 2026-06-23 10:15}, offsets, US dates) do not sort as time; the fix rewrites every one in both bounds. */
    static Optional<Warning> timestampFormat(Input input) {
        // A loop, not a stream: every keystroke asks this of every bound's part, and most have none.
        List<String> loose = new ArrayList<>();
        for (Bound bound : input.bounds()) {
            for (String part : bound.parts()) {
                if (Timestamps.looksLikeUnsortableTimestamp(part) && !loose.contains(part)) {
                    loose.add(part);
                }
            }
        }
        if (loose.isEmpty()) {
            return Optional.empty();
        }
        // The precision people wrote, or the one the other bound and the stored keys use: never fewer digits.
        int digits = input.bounds().stream()
                .flatMap(b -> b.parts().stream())
                .mapToInt(TimeChecks::fractionDigits)
                .max()
                .orElse(0);
        SampleParts sampleParts = input.sampleParts();
        for (int k = 0; k < sampleParts.keys(); k++) {
            for (int i = 0; i < sampleParts.parts(k); i++) {
                if (sampleParts.mayHoldFractionDigits(k, i)) {
                    digits = Math.max(digits, fractionDigits(sampleParts.part(k, i)));
                }
            }
        }
        TreeMap<String, String> normalized = new TreeMap<>();
        for (String part : loose) {
            try {
                normalized.put(part, Timestamps.normalize(part, digits));
            } catch (Timestamps.NotATimestamp e) {
                // a US date or an impossible date: nothing to rewrite it to
            }
        }
        String first = loose.get(0);
        String message = quotedWhole(first)
                + (loose.size() > 1 ? " (and " + quotedSamples(loose.subList(1, loose.size())) + ")" : "")
                + " is a time that does not sort as one: keys compare as text, so every timestamp must be ISO-8601 in UTC with "
                + "one fixed number of fraction digits"
                + (normalized.containsKey(first) ? " (" + quotedWhole(normalized.get(first)) + ")" : "")
                + ", in the stored keys too.";
        if (normalized.size() < loose.size()) {
            return Optional.of(new Warning(WarningCode.TIMESTAMP_FORMAT, message));
        }
        FormBuilder fixed = input.form().toBuilder();
        for (Bound bound : input.bounds()) {
            mapParts(fixed, input, bound, part -> normalized.getOrDefault(part, part));
        }
        String label = loose.size() == 1 ? "Use " + normalized.get(first) : "Use ISO-8601 UTC";
        return Optional.of(new Warning(WarningCode.TIMESTAMP_FORMAT, message, fix(input, label, fixed.build())));
    }

    /** The fraction digits a part has, canonical or as written; 0 for a part that is not a time. */
    private static int fractionDigits(String part) {
        return Timestamps.fractionDigits(part).orElse(Timestamps.writtenFractionDigits(part));
    }

    /**
     * BETWEEN bounds with different fraction digits. A lower bound with fewer digits misses keys of its own second
     * written with more ({@code …00.5Z} sorts after {@code …00.512Z}); an upper bound with fewer digits still reads
     * them ("." sorts before "Z"), so only the first has a fix.
     */
    static Optional<Warning> mixedPrecision(Input input) {
        if (!input.is(SortOperator.BETWEEN)
                || input.low().isEmpty()
                || input.high().isEmpty()) {
            return Optional.empty();
        }
        Bound low = input.low().get();
        Bound high = input.high().get();
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
            return Optional.empty();
        }
        int i = lowerFewer.isEmpty() ? upperFewer.get(0) : lowerFewer.get(0);
        String lowPart = low.parts().get(i);
        String highPart = high.parts().get(i);
        int lowDigits = Timestamps.fractionDigits(lowPart).orElseThrow();
        int highDigits = Timestamps.fractionDigits(highPart).orElseThrow();
        String message = "the lower bound's " + quotedWhole(lowPart) + " has " + lowDigits
                + " fraction digits and the upper bound's "
                + quotedWhole(highPart) + " has " + highDigits
                + ". Keys compare as text, and \".\" sorts before \"Z\", so times written "
                + "with different precisions sort out of time order.";
        if (lowerFewer.isEmpty()) {
            return Optional.of(new Warning(
                    WarningCode.MIXED_PRECISION,
                    message + " The range still reads every key of the upper "
                            + "bound's second; write every timestamp, stored keys included, with one precision."));
        }
        String start = lowPart.substring(0, lowPart.length() - 1);
        String keyStart = String.join(input.delim(), low.parts().subList(0, i)) + (i > 0 ? input.delim() : "") + start;
        List<String> parts = new ArrayList<>(low.parts());
        for (int index : lowerFewer) {
            int digits = Timestamps.fractionDigits(high.parts().get(index)).orElseThrow();
            parts.set(index, normalizeCanonical(parts.get(index), digits));
        }
        String padded = low.segmentBuilt()
                ? new Segments(parts, input.delim(), input.trail()).join()
                : String.join(input.delim(), parts);
        List<String> missed = input.samples().stream()
                .filter(key -> !input.reads(key)
                        && key.startsWith(keyStart)
                        && KeyOrder.compareUtf8(key, padded) >= 0
                        && KeyOrder.compareUtf8(key, high.text()) <= 0)
                .toList();
        // An upper bound with fewer digits somewhere else would keep this warning: then there is no one-step fix.
        Optional<Fix> fix = upperFewer.isEmpty()
                ? fix(
                        input,
                        "Lower bound with " + highDigits + " fraction digits",
                        withParts(input.form().toBuilder(), input, low, parts).build())
                : Optional.empty();
        return Optional.of(new Warning(
                WarningCode.MIXED_PRECISION,
                message + " Keys of the lower bound's second written with more "
                        + "digits ("
                        + quotedWhole(start + (lowDigits == 0 ? "." : "") + ELLIPSIS + "Z")
                        + ") sort before it and are missed."
                        + samplesNote("it misses", missed) + " Write the lower bound with " + highDigits
                        + " fraction digits ("
                        + quotedWhole(parts.get(i)) + ").",
                fix));
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
    static Optional<Warning> timestampBound(Input input) {
        if (input.low().isEmpty() || input.op().isEmpty()) {
            return Optional.empty();
        }
        Bound low = input.low().get();
        String bound = low.text();
        SortOperator op = input.op().get();
        if (!TimeShapes.isWholeSecond(bound)
                || !(op == SortOperator.GE
                        || op == SortOperator.BETWEEN
                        || op == SortOperator.GT
                        || op == SortOperator.LT)) {
            return Optional.empty();
        }
        String second = bound.substring(0, bound.length() - 1);
        String fraction = quotedWhole(second + "." + ELLIPSIS + "Z");
        List<String> sameSecond = new ArrayList<>();
        for (String key : input.samples()) {
            if (key.startsWith(second) && KeyOrder.compareUtf8(key, bound) < 0) {
                sameSecond.add(key);
            }
        }
        String dropZ =
                " Drop the \"Z\" (" + quotedWhole(second) + ") so the bound sorts before every key of that second.";
        QueryForm dropped =
                withText(input.form().toBuilder(), input, low, second).build();
        String label = (op == SortOperator.BETWEEN ? "Lower bound " : "Bound ") + quotedWhole(second);
        String subject = op == SortOperator.BETWEEN
                ? "the lower bound " + quotedWhole(bound)
                : op.symbol() + " " + quotedWhole(bound);
        String day = op == SortOperator.BETWEEN ? dayWindowHint(input) : "";
        return Optional.of(
                switch (op) {
                    case GE, BETWEEN ->
                        new Warning(
                                WarningCode.TIMESTAMP_BOUND,
                                subject + " is a whole-second timestamp: keys in that "
                                        + "same second written with a fraction (" + fraction
                                        + ") sort before it, as \".\" sorts before \"Z\", and are missed."
                                        + samplesNote("it misses", sameSecond) + dropZ + day,
                                fix(input, label, dropped));
                    case LT ->
                        new Warning(
                                WarningCode.TIMESTAMP_BOUND,
                                subject + " also reads keys of that same second written with a "
                                        + "fraction (" + fraction
                                        + "): they sort before it, as \".\" sorts before \"Z\", though they are later."
                                        + samplesNote("it reads", sameSecond) + dropZ,
                                fix(input, label, dropped));
                    default ->
                        new Warning(
                                WarningCode.TIMESTAMP_BOUND,
                                subject + " misses keys of that same second written with a fraction ("
                                        + fraction
                                        + "): they sort before it, as \".\" sorts before \"Z\", though they are later."
                                        + samplesNote("it misses", sameSecond)
                                        + " No single bound reads them without also reading " + quotedWhole(bound)
                                        + " itself: if that key may be included, use >= " + quotedWhole(second) + ".");
                });
    }

    /** For a BETWEEN that spans one whole day, or whose upper bound is a prefix of the lower, begins_with says it exactly. */
    static String dayWindowHint(Input input) {
        if (input.low().isEmpty() || input.high().isEmpty()) {
            return "";
        }
        String lower = input.low().get().text();
        String upper = input.high().get().text();
        Optional<String> day = TimeShapes.dayStarted(lower)
                .filter(start -> upper.startsWith(start) && TimeShapes.isDayEnd(upper, start.length()));
        if (day.isPresent()) {
            return " For the whole day, begins_with(" + input.sk() + ", " + quotedWhole(day.get())
                    + ") says exactly that.";
        }
        if (lower.startsWith(upper)) {
            return " For every key that starts with " + quotedWhole(upper) + ", begins_with(" + input.sk() + ", "
                    + quotedWhole(upper) + ") says exactly that.";
        }
        return "";
    }
}
