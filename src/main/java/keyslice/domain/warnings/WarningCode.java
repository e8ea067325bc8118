package keyslice.domain.warnings;

import java.util.Optional;

/**
 * The warnings' codes, a public API: clients key on these strings, so a code never changes once released. Declared in
 * the order README lists them, which is also the order the sort-key checks run in.
 */
public enum WarningCode {
    OPEN_PREFIX("open-prefix", "the prefix ends inside a segment, so it also reads that segment's siblings"),
    DELIMITER_ORDER(
            "delimiter-order", "a character in a segment sorts below the delimiter: a branch is not contiguous"),
    EMPTY_SEGMENT("empty-segment", "two delimiters in a row make an empty segment"),
    UNPADDED_NUMBER("unpadded-number", "numbers of different widths sort as text: 9 after 10"),
    TIMESTAMP_FORMAT("timestamp-format", "a time written in a form that does not sort as time"),
    MIXED_PRECISION("mixed-precision", "the bounds have different fraction digits"),
    TIMESTAMP_BOUND("timestamp-bound", "a whole-second bound misses keys with a fraction of that second"),
    PREFIX_UPPER_BOUND("prefix-upper-bound", "the upper bound stops before the keys that extend it"),
    CASE_MISMATCH("case-mismatch", "the keys are spelled in another case than the condition"),
    RESERVED_WORD("reserved-word", "a key name is a reserved word, so it stays aliased"),
    FILTER_WASTE("filter-waste", "the filter throws away most of what is read, and paid for"),
    SAMPLES_UNREAD("samples-unread", "some sample lines do not fit the key, so the slice leaves them out");

    /** {@link #values()} copies its array on every call. */
    private static final WarningCode[] ALL = values();

    private final String code;
    private final String headline;

    WarningCode(String code, String headline) {
        this.code = code;
        this.headline = headline;
    }

    /**
     * The warning in a few words, for where its message does not fit (the embed card's two lines at 400 px); the
     * message says it with the request's values.
     */
    public String headline() {
        return headline;
    }

    public String code() {
        return code;
    }

    public static Optional<WarningCode> fromCode(String code) {
        for (WarningCode known : ALL) { // asked for every warning made: no stream
            if (known.code.equals(code)) {
                return Optional.of(known);
            }
        }
        return Optional.empty();
    }
}
