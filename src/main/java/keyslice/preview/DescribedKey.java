package keyslice.preview;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyAttribute;

/**
 * The key of a table or an index as DescribeTable lists it: its partition (HASH) attributes and sort (RANGE)
 * attributes, each in KeySchema order. A table's key, and most indexes', has one partition attribute and at most one
 * sort attribute; a global secondary index with a multi-attribute key has up to {@link QueryForm#MAX_KEY_ATTRIBUTES}
 * of each.
 */
public record DescribedKey(List<KeyAttribute> partitionKeys, List<KeyAttribute> sortKeys) {

    public DescribedKey {
        partitionKeys = List.copyOf(partitionKeys);
        sortKeys = List.copyOf(sortKeys);
        if (partitionKeys.isEmpty()) {
            throw new IllegalArgumentException("a key has at least one partition attribute");
        }
        if (partitionKeys.size() > QueryForm.MAX_KEY_ATTRIBUTES || sortKeys.size() > QueryForm.MAX_KEY_ATTRIBUTES) {
            throw new IllegalArgumentException("a key has at most " + QueryForm.MAX_KEY_ATTRIBUTES + " partition and "
                    + QueryForm.MAX_KEY_ATTRIBUTES + " sort attributes");
        }
    }

    /** A key of one partition attribute and at most one sort attribute. */
    public DescribedKey(KeyAttribute partitionKey, Optional<KeyAttribute> sortKey) {
        this(
                List.of(Objects.requireNonNull(partitionKey, "partitionKey")),
                sortKey.stream().toList());
    }

    /** The first partition attribute. */
    public KeyAttribute partitionKey() {
        return partitionKeys.get(0);
    }

    /** The first sort attribute, the one that orders the read first; empty for a key without one. */
    public Optional<KeyAttribute> sortKey() {
        return sortKeys.stream().findFirst();
    }

    /** Every key attribute: the partition ones, then the sort ones. */
    public List<KeyAttribute> attributes() {
        return Stream.concat(partitionKeys.stream(), sortKeys.stream()).toList();
    }
}
