package keyslice.domain.warnings;

import java.util.Arrays;
import java.util.Optional;

/**
 * The warnings' codes, a public API: clients key on these strings, so a code never changes once released. Declared in
 * the order README lists them, which is also the order the sort-key checks run in.
 */
public enum WarningCode {
    OPEN_PREFIX("open-prefix"),
    DELIMITER_ORDER("delimiter-order"),
    EMPTY_SEGMENT("empty-segment"),
    UNPADDED_NUMBER("unpadded-number"),
    TIMESTAMP_FORMAT("timestamp-format"),
    MIXED_PRECISION("mixed-precision"),
    TIMESTAMP_BOUND("timestamp-bound"),
    PREFIX_UPPER_BOUND("prefix-upper-bound"),
    CASE_MISMATCH("case-mismatch"),
    RESERVED_WORD("reserved-word"),
    FILTER_WASTE("filter-waste"),
    SAMPLES_UNREAD("samples-unread");

    private final String code;

    WarningCode(String code) {
        this.code = code;
    }

    public String code() {
        return code;
    }

    public static Optional<WarningCode> fromCode(String code) {
        return Arrays.stream(values()).filter(c -> c.code.equals(code)).findFirst();
    }
}
