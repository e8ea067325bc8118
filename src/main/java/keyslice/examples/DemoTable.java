package keyslice.examples;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import keyslice.domain.KeyAttribute;

/**
 * A table of the worked examples as "Load demo data" creates it, with the items it puts there.
 *
 * @param indexes global secondary indexes
 * @param items   in key order, in DynamoDB's JSON wire form ({@code {"S": "x"}}), the form the preview shows items in
 */
public record DemoTable(String name, KeyAttribute partitionKey, KeyAttribute sortKey, List<Index> indexes,
                        List<Map<String, Object>> items) {

    /** A global secondary index that projects every attribute (ALL). */
    public record Index(String name, KeyAttribute partitionKey, KeyAttribute sortKey) {
        public Index {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(partitionKey, "partitionKey");
            Objects.requireNonNull(sortKey, "sortKey");
        }
    }

    public DemoTable {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(partitionKey, "partitionKey");
        Objects.requireNonNull(sortKey, "sortKey");
        indexes = List.copyOf(indexes);
        items = List.copyOf(items);
    }

    /** Every attribute the table or one of its indexes keys on, once each, in order of first use. */
    public List<KeyAttribute> keyAttributes() {
        Set<KeyAttribute> attributes = new LinkedHashSet<>(List.of(partitionKey, sortKey));
        for (Index index : indexes) {
            attributes.add(index.partitionKey());
            attributes.add(index.sortKey());
        }
        return List.copyOf(attributes);
    }
}
