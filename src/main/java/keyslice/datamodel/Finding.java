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
        UNUSED_INDEX("unused-index"),
        /** A Query's key condition also reads items of entities it does not mean, or of parts its prefix ends inside. */
        READS_OTHER_ENTITIES("reads-other-entities"),
        /** A pattern on a KEYS_ONLY or INCLUDE index needs attributes that the index does not project. */
        PROJECTION_MISSES_ATTRIBUTES("projection-misses-attributes"),
        /** Two entity templates on one key attribute can make the same value. */
        TEMPLATE_COLLISION("template-collision"),
        /** Every item of a growing entity, or every item an index holds, shares one partition key value. */
        HOT_PARTITION("hot-partition"),
        /** A key condition that breaks a multi-attribute index key's rules, as the builder checks them. */
        MULTI_ATTRIBUTE_KEY("multi-attribute-key");

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
