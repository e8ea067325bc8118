package keyslice.domain.warnings;

import static keyslice.domain.text.Shown.ELLIPSIS;
import static keyslice.domain.text.Shown.quotedWhole;
import static keyslice.domain.warnings.Rewrites.fix;
import static keyslice.domain.warnings.Rewrites.withText;
import static keyslice.domain.warnings.Wording.samplesNote;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.SortOperator;
import keyslice.domain.key.Timestamps;
import keyslice.domain.warnings.Input.Bound;

/** Where a range starts and ends in key order: an open prefix, an upper bound that is only a prefix, a case slip. */
final class RangeChecks {

    /**
     * U+10FFFF, the highest code point (UTF-8 F4 8F BF BF). In UTF-8 byte order it sorts after every other
     * character, so P + U+10FFFF is at or above every key that starts with P, unless that key continues P with
     * U+10FFFF itself (a private-use code point no key format uses). "~" would not do: DEL and every non-ASCII
     * character sort after it.
     */
    private static final String MAX_CHARACTER = new String(Character.toChars(Character.MAX_CODE_POINT));

    private RangeChecks() {}

    /**
     * begins_with on a prefix that ends inside a segment's text also reads its siblings ({@code root/photos} reads
     * {@code root/photos.zip}). A prefix that ends on a period of time ({@code EVT#2026-06}) is open on purpose.
     */
    static Optional<Warning> openPrefix(Input input) {
        if (!input.is(SortOperator.BEGINS_WITH) || input.low().isEmpty()) {
            return Optional.empty();
        }
        Bound low = input.low().get();
        String prefix = low.text();
        String under = prefix + input.delim();
        if (prefix.endsWith(input.delim()) || Timestamps.isPeriodPrefix(low.last())) {
            return Optional.empty();
        }
        List<String> beside = input.samples().stream()
                .filter(key -> key.startsWith(prefix) && !key.startsWith(under))
                .toList();
        if (!low.segmentBuilt() && !prefix.contains(input.delim()) && beside.isEmpty()) {
            return Optional.empty();
        }
        String message =
                "begins_with(" + input.sk() + ", " + quotedWhole(prefix) + ") also reads every key that starts with "
                        + quotedWhole(prefix) + " without being under " + quotedWhole(under) + ", such as "
                        + quotedWhole(prefix + ELLIPSIS)
                        + " that merely continues " + quotedWhole(low.last()) + "." + samplesNote("it reads", beside)
                        + " End the prefix with the delimiter (" + quotedWhole(under)
                        + (low.segmentBuilt() ? ", trail=true" : "")
                        + ") to read only what lies under " + quotedWhole(prefix) + ".";
        QueryForm fixed = low.segmentBuilt()
                ? input.form().toBuilder().trail("true").build()
                : input.form().toBuilder().value(under).build();
        return Optional.of(new Warning(
                WarningCode.OPEN_PREFIX, message, fix(input, "End with " + quotedWhole(input.delim()), fixed)));
    }

    /**
     * An inclusive upper bound that is where the wanted keys begin ({@code EVT#2026-06-23}, {@code root/photos/2026/},
     * or {@code …59Z} before a {@code #2} suffix) stops before every key that extends it.
     */
    static Optional<Warning> prefixUpperBound(Input input) {
        boolean between = input.is(SortOperator.BETWEEN);
        Optional<Bound> upper = between ? input.high() : input.is(SortOperator.LE) ? input.low() : Optional.empty();
        if (upper.isEmpty()) {
            return Optional.empty();
        }
        Bound high = upper.get();
        String text = high.text();
        if (text.endsWith(MAX_CHARACTER)) {
            return Optional.empty();
        }
        Optional<Bound> low = between ? input.low() : Optional.empty();
        boolean wholeSecond = TimeShapes.isWholeSecond(text);
        boolean folder = text.endsWith(input.delim());
        boolean dateOnly = Timestamps.isDateOnly(high.last())
                && (!between || low.map(l -> l.text().length() > text.length()).orElse(false));
        boolean fewerSegments =
                between && low.map(l -> high.parts().size() < l.parts().size()).orElse(false);
        if (!wholeSecond && !folder && !dateOnly && !fewerSegments) {
            return Optional.empty();
        }
        String cover = text + MAX_CHARACTER;
        List<String> missed = new ArrayList<>();
        for (String key : input.samples()) {
            if (key.startsWith(text) && key.length() > text.length()) {
                missed.add(key);
            }
        }
        String message = "the upper bound " + quotedWhole(text)
                + " is where the keys you mean begin, not where they end: keys that "
                + "extend it (" + quotedWhole(text + ELLIPSIS) + ") sort after it, so " + (between ? "BETWEEN" : "<=")
                + " (which compares whole strings) stops before them." + samplesNote("it misses", missed)
                + " End the range with " + quotedWhole(text)
                + " followed by U+10FFFF, the highest code point, which sorts after any "
                + "character a key can continue with." + (between ? TimeChecks.dayWindowHint(input) : "");
        QueryForm fixed = withText(input.form().toBuilder(), input, high, cover).build();
        return Optional.of(new Warning(
                WarningCode.PREFIX_UPPER_BOUND,
                message,
                fix(input, "Upper bound " + quotedWhole(text) + " + U+10FFFF", fixed)));
    }

    /**
     * With sample keys: begins_with reads nothing, yet would if case were ignored ("Photos" vs "photos").
     * Without: the two BETWEEN bounds spell the same segment in different case.
     */
    static Optional<Warning> caseMismatch(Input input) {
        if (input.is(SortOperator.BEGINS_WITH)
                && input.low().isPresent()
                && !input.samples().isEmpty()) {
            Bound low = input.low().get();
            String prefix = low.text();
            if (input.samples().stream().anyMatch(input::reads)) {
                return Optional.empty();
            }
            return input.samples().stream()
                    .filter(key -> key.regionMatches(true, 0, prefix, 0, prefix.length()))
                    .findFirst()
                    .map(key -> {
                        String spelled = key.substring(0, prefix.length());
                        return new Warning(
                                WarningCode.CASE_MISMATCH,
                                "no sample key starts with " + quotedWhole(prefix) + ", but "
                                        + quotedWhole(key)
                                        + " does when case is ignored. Key comparison is case-sensitive: upper case sorts "
                                        + "before lower case (\"Z\" < \"a\").",
                                fix(
                                        input,
                                        "Use " + quotedWhole(spelled),
                                        withText(input.form().toBuilder(), input, low, spelled)
                                                .build()));
                    });
        }
        if (input.low().isEmpty() || input.high().isEmpty()) {
            return Optional.empty();
        }
        List<String> a = input.low().get().parts();
        List<String> b = input.high().get().parts();
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            if (!a.get(i).equals(b.get(i)) && a.get(i).equalsIgnoreCase(b.get(i))) {
                return Optional.of(
                        new Warning(
                                WarningCode.CASE_MISMATCH,
                                "segment " + (i + 1) + " is " + quotedWhole(a.get(i))
                                        + " in the lower bound but " + quotedWhole(b.get(i))
                                        + " in the upper bound. Key comparison is case-sensitive "
                                        + "(\"Z\" < \"a\"), so the range spans far more or less than the one branch you probably mean."));
            }
        }
        return Optional.empty();
    }
}
