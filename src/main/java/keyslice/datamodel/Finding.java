package keyslice.datamodel;

import java.util.List;
import java.util.Objects;

/**
 * Something the design as a whole gets wrong or pays for, with the patterns and tables it concerns.
 *
 * @param code    what kind of finding, by the name the API answers with
 * @param message what it is, in plain words with the design's own names
 */
public record Finding(Code code, String message, List<String> patterns, List<String> tables) {

    /** The kinds of finding, by their API names. */
    public enum Code {
        /** A pattern names an index its table does not have. */
        MISSING_INDEX("missing-index"),
        /** A pattern's key condition uses an attribute that is not a key attribute of what it reads. */
        KEY_NOT_IN_INDEX("key-not-in-index"),
        /** A Scan (it reads the whole table or index). */
        SCAN_PATTERN("scan-pattern"),
        /** An index no pattern reads, which still costs a write for each item it holds. */
        UNUSED_INDEX("unused-index");

        private final String code;

        Code(String code) {
            this.code = code;
        }

        public String code() {
            return code;
        }
    }

    public Finding {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(message, "message");
        patterns = List.copyOf(patterns);
        tables = List.copyOf(tables);
    }
}
