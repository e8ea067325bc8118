package keyslice.preview;

import java.util.Objects;
import java.util.Optional;

import keyslice.domain.KeyAttribute;

/** The key of a table or an index: a partition key, and a sort key when there is one. */
public record KeySchema(KeyAttribute partitionKey, Optional<KeyAttribute> sortKey) {

    public KeySchema {
        Objects.requireNonNull(partitionKey, "partitionKey");
        Objects.requireNonNull(sortKey, "sortKey");
    }
}
