package keyslice.preview;

import java.util.Objects;

/**
 * A secondary index as DescribeTable reports it.
 *
 * @param projection {@code ALL}, {@code KEYS_ONLY} or {@code INCLUDE}
 */
public record IndexInfo(String name, IndexKind kind, DescribedKey keySchema, String projection) {

    public enum IndexKind {
        GSI,
        LSI;

        public String label() {
            return this == GSI ? "global secondary index" : "local secondary index";
        }
    }

    public IndexInfo {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(keySchema, "keySchema");
        Objects.requireNonNull(projection, "projection");
    }
}
