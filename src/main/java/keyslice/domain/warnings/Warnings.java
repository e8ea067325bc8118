package keyslice.domain.warnings;

import java.util.ArrayList;
import java.util.List;

import keyslice.domain.QueryForm;
import keyslice.domain.Warning;

/**
 * The classic composite-key mistakes that DynamoDB accepts without a word, each with a stable {@link keyslice.domain.WarningCode}.
 * A fix is offered only when the corrected form compiles without errors.
 */
public final class Warnings {

    /** One check per sort-key warning, in the order their warnings are listed (and {@code WarningCode} declares them). */
    private static final List<Check> SORT_KEY_CHECKS = List.of(
            RangeChecks::openPrefix,
            SegmentChecks::delimiterOrder,
            SegmentChecks::emptySegment,
            SegmentChecks::unpaddedNumber,
            TimeChecks::timestampFormat,
            TimeChecks::mixedPrecision,
            TimeChecks::timestampBound,
            RangeChecks::prefixUpperBound,
            RangeChecks::caseMismatch);

    private Warnings() {
    }

    /** The form's warnings: reserved key names first, then the sort key's, which need a string sort key. */
    public static List<Warning> of(QueryForm form) {
        List<Warning> warnings = new ArrayList<>();
        if ("minimal".equals(form.names())) {
            NameChecks.reservedWord(form.pk()).ifPresent(warnings::add);
            NameChecks.reservedWord(form.sk()).ifPresent(warnings::add);
        }
        Input.of(form).ifPresent(input -> SORT_KEY_CHECKS.forEach(check -> check.find(input).ifPresent(warnings::add)));
        return warnings;
    }
}
