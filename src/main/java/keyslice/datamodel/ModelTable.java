package keyslice.datamodel;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.key.KeyType;

/**
 * One table of a design: its key, its indexes and its items, each item holding every attribute of the table's key.
 *
 * @param key     the table's key: one HASH element, then at most one RANGE element
 * @param indexes the global and local secondary indexes, in the file's order
 * @param items   the design's items of this table, in the file's order
 */
public record ModelTable(
        String name, List<KeyElement> key, List<ModelIndex> indexes, List<Map<String, ItemValue>> items) {

    /** Which part of a key an attribute is, in DynamoDB's words. */
    public enum Role {
        HASH,
        RANGE
    }

    /** One attribute of a key, in KeySchema order: a multi-attribute index key has up to four of each role. */
    public record KeyElement(String name, Role role, KeyType type) {
        public KeyElement {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(role, "role");
            Objects.requireNonNull(type, "type");
        }
    }

    /** Which attributes an index holds beside its keys and the table's. */
    public enum ProjectionType {
        ALL,
        KEYS_ONLY,
        INCLUDE
    }

    /**
     * A secondary index.
     *
     * @param global     a global secondary index; else local, sharing the table's partition key
     * @param nonKey     the attributes an {@code INCLUDE} projection adds; empty for the other projections
     */
    public record ModelIndex(
            String name, boolean global, List<KeyElement> key, ProjectionType projection, List<String> nonKey) {
        public ModelIndex {
            Objects.requireNonNull(name, "name");
            key = List.copyOf(key);
            Objects.requireNonNull(projection, "projection");
            nonKey = List.copyOf(nonKey);
            if (key.stream().noneMatch(element -> element.role() == Role.HASH)) {
                throw new IllegalArgumentException("index " + name + " has no HASH attribute");
            }
        }
    }

    public ModelTable {
        Objects.requireNonNull(name, "name");
        key = List.copyOf(key);
        indexes = List.copyOf(indexes);
        // In the file's order, which an export writes back.
        items = items.stream()
                .map(item -> Collections.unmodifiableMap(new LinkedHashMap<>(item)))
                .toList();
        if (key.isEmpty() || key.get(0).role() != Role.HASH) {
            throw new IllegalArgumentException("table " + name + "'s key starts with its HASH attribute");
        }
    }

    /** The index of that name. */
    public Optional<ModelIndex> index(String indexName) {
        return indexes.stream().filter(index -> index.name().equals(indexName)).findFirst();
    }
}
