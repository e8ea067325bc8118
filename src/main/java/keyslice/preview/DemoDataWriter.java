package keyslice.preview;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.stream.Stream;
import keyslice.domain.key.KeyAttribute;
import keyslice.examples.DemoTable;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * The only writer of keyslice: creates the demo tables (on-demand billing, indexes projecting ALL), or a design's
 * tables as the design has them, and puts their items, through an SDK client of its own that it closes. Built only when {@link DemoData} allows it.
 */
final class DemoDataWriter implements AutoCloseable {

    private static final long ACTIVE_TIMEOUT_MS = 30_000;
    /** BatchWriteItem takes at most 25 puts. */
    private static final int BATCH = 25;

    private final DynamoDbClient client;
    private final String endpoint;

    /** Through a client built from {@code config} the way the preview builds its own; none is built when refused. */
    DemoDataWriter(PreviewConfig config) {
        this(config, allowedClient(config));
    }

    /** Through {@code client}, which it owns (and closes when refused); refused as {@link DemoData} says. */
    DemoDataWriter(PreviewConfig config, DynamoDbClient client) {
        try {
            DemoData.checkAllowed(config);
            this.endpoint = DemoData.checkLoopback(client);
        } catch (PreviewException e) {
            client.close();
            throw e;
        }
        this.client = client;
    }

    private static DynamoDbClient allowedClient(PreviewConfig config) {
        DemoData.checkAllowed(config);
        return EngineClient.build(config);
    }

    /**
     * Creates each table unless it exists, then puts its items. A table with a multi-attribute index is tried: an engine
     * that refuses its key schema (dynalite does) leaves it out, with the engine's words, and the others are written.
     */
    DemoData.Result write(List<DemoTable> tables) {
        return writeTables(tables.stream()
                .map(table -> new TableWrite(
                        createRequest(table),
                        table.items().stream().map(WireValues::fromWire).toList(),
                        table.multiAttribute()))
                .toList());
    }

    /** The same for any tables: a design's, whose keys, indexes and projections are its own. */
    DemoData.Result writeTables(List<TableWrite> tables) {
        List<String> created = new ArrayList<>();
        List<String> existing = new ArrayList<>();
        Map<String, String> skipped = new LinkedHashMap<>();
        List<TableWrite> written = new ArrayList<>();
        for (TableWrite table : tables) {
            String name = table.request().tableName();
            try {
                (ensureTable(table.request()) ? created : existing).add(name);
                written.add(table);
            } catch (PreviewException e) {
                if (!table.multiAttribute()
                        || !"ValidationException".equals(e.errorCode().orElse(""))) {
                    throw e;
                }
                skipped.put(name, e.getMessage());
            }
        }
        int items = 0;
        for (TableWrite table : written) {
            items += put(table.request().tableName(), table.items());
        }
        return new DemoData.Result(created, existing, skipped, items);
    }

    @Override
    public void close() {
        client.close();
    }

    // ------------------------------------------------------------------ tables

    private static CreateTableRequest createRequest(DemoTable table) {
        List<GlobalSecondaryIndex> indexes = table.indexes().stream()
                .map(index -> GlobalSecondaryIndex.builder()
                        .indexName(index.name())
                        .keySchema(Stream.concat(
                                        index.partitionKeys().stream().map(a -> key(a, KeyType.HASH)),
                                        index.sortKeys().stream().map(a -> key(a, KeyType.RANGE)))
                                .toList())
                        .projection(Projection.builder()
                                .projectionType(ProjectionType.ALL)
                                .build())
                        .build())
                .toList();
        CreateTableRequest.Builder request = CreateTableRequest.builder()
                .tableName(table.name())
                .attributeDefinitions(table.keyAttributes().stream()
                        .map(DemoDataWriter::definition)
                        .toList())
                .keySchema(key(table.partitionKey(), KeyType.HASH), key(table.sortKey(), KeyType.RANGE))
                .billingMode(BillingMode.PAY_PER_REQUEST);
        if (!indexes.isEmpty()) {
            request.globalSecondaryIndexes(indexes);
        }
        return request.build();
    }

    private static AttributeDefinition definition(KeyAttribute attribute) {
        return AttributeDefinition.builder()
                .attributeName(attribute.name())
                .attributeType(ScalarAttributeType.fromValue(attribute.type().name()))
                .build();
    }

    private static KeySchemaElement key(KeyAttribute attribute, KeyType type) {
        return KeySchemaElement.builder()
                .attributeName(attribute.name())
                .keyType(type)
                .build();
    }

    /** Creates the table unless it exists; waits until it (and its indexes) are ACTIVE. True when created here. */
    private boolean ensureTable(CreateTableRequest wanted) {
        String name = wanted.tableName();
        boolean created = false;
        if (describe(name).isEmpty()) {
            try {
                call(() -> client.createTable(wanted));
                created = true;
            } catch (PreviewException e) {
                if (!(e.getCause() instanceof ResourceInUseException)) {
                    throw e;
                }
            }
        }
        TableDescription table = awaitActive(name);
        if (!fits(table, wanted)) {
            throw new PreviewException(
                    PreviewException.Reason.NOT_ALLOWED,
                    "A table named " + name + " already exists at "
                            + endpoint
                            + " with other keys or indexes than the demo's; keyslice leaves it alone. Delete it to "
                            + "load the demo data.");
        }
        return created;
    }

    private static boolean fits(TableDescription table, CreateTableRequest wanted) {
        if (!table.keySchema().equals(wanted.keySchema())) {
            return false;
        }
        for (LocalSecondaryIndex index : wanted.localSecondaryIndexes()) {
            boolean present = table.hasLocalSecondaryIndexes()
                    && table.localSecondaryIndexes().stream()
                            .anyMatch(l -> l.indexName().equals(index.indexName())
                                    && l.keySchema().equals(index.keySchema()));
            if (!present) {
                return false;
            }
        }
        for (GlobalSecondaryIndex index : wanted.globalSecondaryIndexes()) {
            boolean present = table.hasGlobalSecondaryIndexes()
                    && table.globalSecondaryIndexes().stream()
                            .anyMatch(g -> g.indexName().equals(index.indexName())
                                    && g.keySchema().equals(index.keySchema()));
            if (!present) {
                return false;
            }
        }
        return true;
    }

    private Optional<TableDescription> describe(String name) {
        try {
            return Optional.of(
                    call(() -> client.describeTable(b -> b.tableName(name))).table());
        } catch (PreviewException e) {
            if (e.getCause() instanceof ResourceNotFoundException) {
                return Optional.empty();
            }
            throw e;
        }
    }

    private TableDescription awaitActive(String name) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(ACTIVE_TIMEOUT_MS);
        while (true) {
            Optional<TableDescription> table = describe(name);
            if (table.isPresent()
                    && "ACTIVE".equals(table.get().tableStatusAsString())
                    && (!table.get().hasGlobalSecondaryIndexes()
                            || table.get().globalSecondaryIndexes().stream()
                                    .map(GlobalSecondaryIndexDescription::indexStatusAsString)
                                    .allMatch(s -> s == null || "ACTIVE".equals(s)))) {
                return table.get();
            }
            if (System.nanoTime() > deadline) {
                throw new PreviewException(
                        PreviewException.Reason.TIMEOUT,
                        "The table " + name + " at " + endpoint + " did not become ACTIVE within "
                                + ACTIVE_TIMEOUT_MS / 1000 + " s");
            }
            sleep(50);
        }
    }

    // ------------------------------------------------------------------ items

    private int put(String table, List<Map<String, AttributeValue>> items) {
        for (int from = 0; from < items.size(); from += BATCH) {
            List<WriteRequest> requests = new ArrayList<>();
            for (Map<String, AttributeValue> item : items.subList(from, Math.min(items.size(), from + BATCH))) {
                requests.add(WriteRequest.builder()
                        .putRequest(PutRequest.builder().item(item).build())
                        .build());
            }
            Map<String, List<WriteRequest>> pending = Map.of(table, requests);
            for (int attempt = 0; !pending.isEmpty(); attempt++) {
                if (attempt == 10) {
                    throw new PreviewException(
                            PreviewException.Reason.ENGINE_FAILED,
                            "The engine at " + endpoint + " left demo items unprocessed after 10 attempts");
                }
                if (attempt > 0) {
                    sleep(50L * attempt);
                }
                Map<String, List<WriteRequest>> batch = pending;
                BatchWriteItemResponse response = call(() -> client.batchWriteItem(b -> b.requestItems(batch)));
                pending = response.hasUnprocessedItems() ? response.unprocessedItems() : Map.of();
            }
        }
        return items.size();
    }

    // ------------------------------------------------------------------ plumbing

    private <T> T call(Supplier<T> operation) {
        try {
            return operation.get();
        } catch (SdkException e) {
            throw PreviewException.from(e, endpoint);
        }
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new PreviewException(PreviewException.Reason.TIMEOUT, "interrupted while loading demo data");
        }
    }
}
