package keyslice.datamodel;

import java.util.Objects;
import java.util.Optional;

/**
 * One access pattern of a design: what it is for, and the DynamoDB call that answers it.
 *
 * @param id             the design's own name for it ("1", "1-2", "get-orders")
 * @param table          the table it runs on; empty for a pattern that DynamoDB does not serve
 * @param index          the index it reads, if any
 * @param operation      the DynamoDB operation, if the design says
 * @param implementation the call as the design writes it (an {@code aws dynamodb} command line), or ""
 * @param reason         why the pattern has no DynamoDB call, or ""
 */
public record AccessPattern(
        String id,
        String description,
        Optional<String> table,
        Optional<String> index,
        Optional<Operation> operation,
        String implementation,
        String reason) {

    /** The DynamoDB operations a pattern may name, by their API names. */
    public enum Operation {
        Query,
        Scan,
        GetItem,
        PutItem,
        UpdateItem,
        DeleteItem,
        BatchGetItem,
        BatchWriteItem,
        TransactGetItems,
        TransactWriteItems;

        /** The operation of that API name; the MCP server's guide also writes {@code TransactWrite}. */
        public static Optional<Operation> named(String name) {
            if (name.equals("TransactWrite")) {
                return Optional.of(TransactWriteItems);
            }
            if (name.equals("TransactGet")) {
                return Optional.of(TransactGetItems);
            }
            for (Operation operation : values()) {
                if (operation.name().equals(name)) {
                    return Optional.of(operation);
                }
            }
            return Optional.empty();
        }
    }

    public AccessPattern {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(index, "index");
        Objects.requireNonNull(operation, "operation");
        Objects.requireNonNull(implementation, "implementation");
        Objects.requireNonNull(reason, "reason");
    }
}
