package keyslice.domain;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A complete, valid key-condition Query: the partition key equality, at most one sort-key condition,
 * and the read options. Every instance is a request DynamoDB accepts (given a table that has this schema).
 */
public record KeyQuery(
        Optional<String> table,
        Optional<String> index,
        KeyAttribute partitionKey,
        KeyValue partitionValue,
        Optional<SortKeyCondition> sortCondition,
        ReadOrder order,
        OptionalInt limit,
        NamePolicy names) {

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
    }
}
