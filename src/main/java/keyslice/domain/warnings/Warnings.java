package keyslice.domain.warnings;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import keyslice.domain.filter.ItemSlice;
import keyslice.domain.form.Fix;
import keyslice.domain.form.Memo;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.NamePolicy;
import keyslice.domain.read.ReadForm;

/**
 * The classic composite-key mistakes that DynamoDB accepts without a word, each with a stable {@link WarningCode}.
 * A fix is offered only when the corrected form compiles without errors.
 */
public final class Warnings {

    /** The sort key's checks, in the order {@link WarningCode} declares their codes. */
    private static final List<Check> SORT_KEY_CHECKS = Arrays.stream(WarningCode.values())
            .map(Warnings::sortKeyCheck)
            .flatMap(Optional::stream)
            .toList();

    private Warnings() {}

    /**
     * The form's warnings: reserved key names first, then the sort key's, which need a string sort key. Each fix is
     * offered when {@code proof} finds the fixed form valid; the checks read with {@code memo} what the request's
     * other compilations read.
     */
    public static List<Warning> of(QueryForm form, Memo memo, Proof proof) {
        return of(ReadForm.of(form), memo, proof);
    }

    /** The same, for a form already read. */
    public static List<Warning> of(ReadForm read, Memo memo, Proof proof) {
        List<Warning> warnings = new ArrayList<>();
        checked(read, memo, proof, warning -> {
            warnings.add(warning);
            return false;
        });
        return List.copyOf(warnings);
    }

    /**
     * The fix of the first warning that has one, in the order {@link #of} lists them, running no check after it: "Fix
     * all" needs one fix a round, and proving every other warning's fix would compile a form for each.
     */
    public static Optional<Fix> firstFix(QueryForm form, Memo memo, Proof proof) {
        List<Fix> first = new ArrayList<>(1);
        checked(ReadForm.of(form), memo, proof, warning -> {
            warning.fix().ifPresent(first::add);
            return !first.isEmpty();
        });
        return first.isEmpty() ? Optional.empty() : Optional.of(first.get(0));
    }

    /**
     * Hands the warnings to {@code done} in order, each check run only when the one before it is done with, and stops
     * once {@code done} answers true. A loop, not a stream: every keystroke runs it, and every fix it proves.
     */
    private static void checked(ReadForm read, Memo memo, Proof proof, Predicate<Warning> done) {
        QueryForm form = read.form();
        if (read.names().value() == NamePolicy.MINIMAL) {
            for (String name : List.of(form.pk(), form.sk())) {
                Optional<Warning> warning = NameChecks.reservedWord(name);
                if (warning.isPresent() && done.test(warning.get())) {
                    return;
                }
            }
        }
        Optional<Input> input = Input.of(read, memo, proof);
        if (input.isEmpty()) {
            return;
        }
        for (Check check : SORT_KEY_CHECKS) {
            Optional<Warning> warning = check.find(input.get());
            if (warning.isPresent() && done.test(warning.get())) {
                return;
            }
        }
    }

    /**
     * The warnings of what the Query does with the sample items, for the compiler once it has their slice; they follow
     * the form's.
     */
    public static List<Warning> ofItems(ItemSlice items) {
        return CostChecks.filterWaste(items).stream().toList();
    }

    /**
     * The warning of sample lines the compiler could not read ({@code problems}: theirs, at most ten and a count), which
     * follows the form's: the slice view leaves the samples out, and the Query stands.
     */
    public static List<Warning> ofSamples(List<keyslice.domain.form.Problem> problems) {
        return SampleChecks.unread(problems).stream().toList();
    }

    /** Each code's check: a new code does not compile until it has one here. */
    private static Optional<Check> sortKeyCheck(WarningCode code) {
        Check check = switch (code) {
            case OPEN_PREFIX -> RangeChecks::openPrefix;
            case DELIMITER_ORDER -> SegmentChecks::delimiterOrder;
            case EMPTY_SEGMENT -> SegmentChecks::emptySegment;
            case UNPADDED_NUMBER -> SegmentChecks::unpaddedNumber;
            case TIMESTAMP_FORMAT -> TimeChecks::timestampFormat;
            case MIXED_PRECISION -> TimeChecks::mixedPrecision;
            case TIMESTAMP_BOUND -> TimeChecks::timestampBound;
            case PREFIX_UPPER_BOUND -> RangeChecks::prefixUpperBound;
            case CASE_MISMATCH -> RangeChecks::caseMismatch;
            case RESERVED_WORD -> null; // about the key names, whatever the sort key: checked first, in of
            case FILTER_WASTE -> null; // about the sample items read, known once the Query compiles: ofItems
            case SAMPLES_UNREAD -> null; // about the sample lines the compiler could not read: ofSamples
        };
        return Optional.ofNullable(check);
    }
}
