package keyslice.preview;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A table as DescribeTable reports it: its key schema with attribute types, and its indexes
 * (global ones first, then local ones, each in the engine's order).
 *
 * @param status e.g. {@code ACTIVE}
 */
public record TableInfo(String name, DescribedKey keySchema, List<IndexInfo> indexes, String status) {

    public TableInfo {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(keySchema, "keySchema");
        indexes = List.copyOf(indexes);
        Objects.requireNonNull(status, "status");
    }

    public Optional<IndexInfo> index(String indexName) {
        return indexes.stream().filter(i -> i.name().equals(indexName)).findFirst();
    }

    /** The key schema a Query reads by: the table's, or the named index's (empty when there is no such index). */
    public Optional<DescribedKey> keySchemaFor(Optional<String> indexName) {
        return indexName.isEmpty()
                ? Optional.of(keySchema)
                : index(indexName.get()).map(IndexInfo::keySchema);
    }
}
