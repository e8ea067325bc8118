package keyslice.examples;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import keyslice.domain.key.KeyAttribute;

/**
 * A table of the worked examples as "Load demo data" creates it, with the items it puts there.
 *
 * @param indexes global secondary indexes
 * @param items   in key order, in DynamoDB's JSON wire form ({@code {"S": "x"}}), the form the preview shows items in
 */
public record DemoTable(
        String name,
        KeyAttribute partitionKey,
        KeyAttribute sortKey,
        List<Index> indexes,
        List<Map<String, Object>> items) {

    /**
     * A global secondary index that projects every attribute (ALL): one partition and one sort attribute, or a
     * multi-attribute key of up to four of each, left to right.
     */
    public record Index(String name, List<KeyAttribute> partitionKeys, List<KeyAttribute> sortKeys) {
        public Index {
            Objects.requireNonNull(name, "name");
            partitionKeys = List.copyOf(partitionKeys);
            sortKeys = List.copyOf(sortKeys);
            if (partitionKeys.isEmpty() || sortKeys.isEmpty()) {
                throw new IllegalArgumentException("a demo index has partition and sort attributes");
            }
        }

        public Index(String name, KeyAttribute partitionKey, KeyAttribute sortKey) {
            this(name, List.of(partitionKey), List.of(sortKey));
        }

        /** Whether its key has more than one attribute on a side, which not every engine can create. */
        public boolean multiAttribute() {
            return partitionKeys.size() > 1 || sortKeys.size() > 1;
        }
    }

    public DemoTable {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(partitionKey, "partitionKey");
        Objects.requireNonNull(sortKey, "sortKey");
        indexes = List.copyOf(indexes);
        items = List.copyOf(items);
    }

    /** Whether one of its indexes has a multi-attribute key. */
    public boolean multiAttribute() {
        return indexes.stream().anyMatch(Index::multiAttribute);
    }

    /** Every attribute the table or one of its indexes keys on, once each, in order of first use. */
    public List<KeyAttribute> keyAttributes() {
        Set<KeyAttribute> attributes = new LinkedHashSet<>(List.of(partitionKey, sortKey));
        for (Index index : indexes) {
            attributes.addAll(index.partitionKeys());
            attributes.addAll(index.sortKeys());
        }
        return List.copyOf(attributes);
    }
}
