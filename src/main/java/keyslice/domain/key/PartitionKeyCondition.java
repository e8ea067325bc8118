package keyslice.domain.key;

import java.util.Objects;

/** An equality on one partition key attribute, the only condition DynamoDB allows there; the value matches the key's type. */
public record PartitionKeyCondition(KeyAttribute partitionKey, KeyValue value) {
    public PartitionKeyCondition {
        Objects.requireNonNull(partitionKey, "partitionKey");
        Objects.requireNonNull(value, "value");
        if (partitionKey.type() != value.type()) {
            throw new IllegalArgumentException(
                    "One or more parameter values were invalid: Condition parameter type does not match schema type");
        }
    }
}
