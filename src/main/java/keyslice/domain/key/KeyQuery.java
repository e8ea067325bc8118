package keyslice.domain.key;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import keyslice.domain.form.QueryForm;

/**
 * A complete, valid key-condition Query: the partition key equality, at most one sort-key condition,
 * and the read options. Every instance is a request DynamoDB accepts (given a table that has this schema).
 *
 * <p>On a multi-attribute index key, {@code furtherPartition} holds the equalities on partition attributes 2 to 4 and
 * {@code furtherSort} the conditions on sort attributes 2 to 4, left to right; both are empty for a one-attribute key.
 */
public record KeyQuery(
        Optional<String> table,
        Optional<String> index,
        KeyAttribute partitionKey,
        KeyValue partitionValue,
        Optional<SortKeyCondition> sortCondition,
        ReadOrder order,
        OptionalInt limit,
        NamePolicy names,
        List<PartitionKeyCondition> furtherPartition,
        List<SortKeyCondition> furtherSort) {

    /** DynamoDB's limits on a partition key value and on a sort key value (all its attributes together), in bytes. */
    public static final int MAX_PARTITION_KEY_BYTES = 2048;

    public static final int MAX_SORT_KEY_BYTES = 1024;

    /** A Query on a one-attribute key (a table's, or an index's). */
    public KeyQuery(
            Optional<String> table,
            Optional<String> index,
            KeyAttribute partitionKey,
            KeyValue partitionValue,
            Optional<SortKeyCondition> sortCondition,
            ReadOrder order,
            OptionalInt limit,
            NamePolicy names) {
        this(table, index, partitionKey, partitionValue, sortCondition, order, limit, names, List.of(), List.of());
    }

    public KeyQuery {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(index, "index");
        Objects.requireNonNull(order, "order");
        Objects.requireNonNull(limit, "limit");
        Objects.requireNonNull(names, "names");
        if (partitionKey.type() != partitionValue.type()) {
            throw new IllegalArgumentException(
                    "One or more parameter values were invalid: Condition parameter type does not match schema type");
        }
        if (sortCondition.isPresent() && sortCondition.get().sortKey().name().equals(partitionKey.name())) {
            throw new IllegalArgumentException("the sort key must be a different attribute from the partition key");
        }
        if (limit.isPresent() && limit.getAsInt() < 1) {
            throw new IllegalArgumentException("Limit must be at least 1");
        }
        furtherPartition = List.copyOf(furtherPartition);
        furtherSort = List.copyOf(furtherSort);
        checkMultiAttributeRules(index, partitionKey, sortCondition, furtherPartition, furtherSort);
    }

    /** The rules of a multi-attribute index key; the compiler reports each as a problem before it builds a query. */
    private static void checkMultiAttributeRules(
            Optional<String> index,
            KeyAttribute partitionKey,
            Optional<SortKeyCondition> sortCondition,
            List<PartitionKeyCondition> furtherPartition,
            List<SortKeyCondition> furtherSort) {
        if ((!furtherPartition.isEmpty() || !furtherSort.isEmpty()) && index.isEmpty()) {
            throw new IllegalArgumentException(
                    "a key of several attributes exists only on a global secondary index: name the index");
        }
        if (furtherPartition.size() > QueryForm.MAX_KEY_ATTRIBUTES - 1
                || furtherSort.size() > QueryForm.MAX_KEY_ATTRIBUTES - 1) {
            throw new IllegalArgumentException("a key has at most " + QueryForm.MAX_KEY_ATTRIBUTES + " partition and "
                    + QueryForm.MAX_KEY_ATTRIBUTES + " sort attributes");
        }
        if (!furtherSort.isEmpty() && sortCondition.isEmpty()) {
            throw new IllegalArgumentException(
                    "sort attributes are given left to right: sort attribute 2 needs sort attribute 1");
        }
        // Loops, not streams: every form and every fix it proves builds a KeyQuery.
        List<KeyAttribute> attributes = new ArrayList<>();
        attributes.add(partitionKey);
        furtherPartition.forEach(condition -> attributes.add(condition.partitionKey()));
        sortCondition.ifPresent(condition -> attributes.add(condition.sortKey()));
        furtherSort.forEach(condition -> attributes.add(condition.sortKey()));
        Set<String> names = new HashSet<>();
        for (KeyAttribute attribute : attributes) {
            if (!names.add(attribute.name())) {
                throw new IllegalArgumentException(
                        "each key attribute appears once in a key, but \"" + attribute.name() + "\" is given twice");
            }
        }
        List<SortKeyCondition> sorts = sortConditions(sortCondition, furtherSort);
        for (int i = 0; i < sorts.size() - 1; i++) {
            if (sorts.get(i).condition().operator() != SortOperator.EQ) {
                throw new IllegalArgumentException(
                        "only the last sort attribute may use a range or begins_with; sort attribute " + (i + 1)
                                + " uses " + sorts.get(i).condition().operator().code());
            }
        }
    }

    /** Every partition attribute's equality, the first attribute's first. */
    public List<PartitionKeyCondition> partitionConditions() {
        if (furtherPartition.isEmpty()) {
            return List.of(new PartitionKeyCondition(partitionKey, partitionValue));
        }
        List<PartitionKeyCondition> conditions = new ArrayList<>();
        conditions.add(new PartitionKeyCondition(partitionKey, partitionValue));
        conditions.addAll(furtherPartition);
        return List.copyOf(conditions);
    }

    /** Every sort attribute's condition, left to right: empty for a partition-only read. */
    public List<SortKeyCondition> sortConditions() {
        return sortConditions(sortCondition, furtherSort);
    }

    private static List<SortKeyCondition> sortConditions(
            Optional<SortKeyCondition> sortCondition, List<SortKeyCondition> furtherSort) {
        if (furtherSort.isEmpty()) {
            return sortCondition.map(List::of).orElse(List.of());
        }
        List<SortKeyCondition> conditions = new ArrayList<>();
        sortCondition.ifPresent(conditions::add);
        conditions.addAll(furtherSort);
        return List.copyOf(conditions);
    }

    /** Whether the key has more than one attribute on either side. */
    public boolean multiAttribute() {
        return !furtherPartition.isEmpty() || !furtherSort.isEmpty();
    }
}
