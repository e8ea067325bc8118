package keyslice.preview;

import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

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
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * "Load demo data": the two worked examples of the domain brief, written into a local engine. The only class of
 * the preview that writes. It refuses unless the endpoint is a loopback address and
 * {@code KEYSLICE_ALLOW_DEMO_DATA=true}. Idempotent: existing tables are reused (if their keys fit) and the items
 * are put again.
 *
 * <ul>
 *   <li>{@value #DRIVE} (PK S, SK S) with GSI {@value #PARENT_INDEX} (partition key {@code parent} S, sort key SK,
 *       projection ALL): partition {@value #DRIVE_PARTITION}, the file tree; every item but {@code root/} has
 *       {@code parent} = its folder path, so {@code parent = "root/photos/"} on the index lists direct children.</li>
 *   <li>{@value #AUDIT} (PK S, SK S): partition {@value #AUDIT_PARTITION}, events from 2026-06-22 to 2026-06-24 with
 *       whole and fractional seconds and two events at the same instant told apart by a sequence segment.</li>
 * </ul>
 */
public final class DemoData {

    public static final String DRIVE = "Drive";
    public static final String AUDIT = "Audit";
    public static final String PARENT_INDEX = "parent";
    public static final String DRIVE_PARTITION = "DRIVE#a91";
    public static final String AUDIT_PARTITION = "ACTOR#u_8814";

    private static final long ACTIVE_TIMEOUT_MS = 30_000;

    /**
     * @param createdTables  tables this call created
     * @param existingTables tables that were already there (and fit)
     * @param itemsWritten   items put (existing items with the same keys are replaced)
     */
    public record Result(List<String> createdTables, List<String> existingTables, int itemsWritten) {
        public Result {
            createdTables = List.copyOf(createdTables);
            existingTables = List.copyOf(existingTables);
        }
    }

    private DemoData() {
    }

    /** Loads through the preview's own client, under its configuration. */
    public static Result load(DynamoPreview preview) {
        return load(preview.config(), preview);
    }

    public static Result load(PreviewConfig config, DynamoPreview preview) {
        check(config);
        return load(config, preview.client());
    }

    /**
     * @throws PreviewException NOT_CONFIGURED without an endpoint; NOT_ALLOWED unless the endpoint (of {@code config}
     *                          and of {@code client}) is loopback and demo data is allowed, or when a table of the
     *                          same name exists with other keys; otherwise the engine's or connection's failure
     */
    public static Result load(PreviewConfig config, DynamoDbClient client) {
        check(config);
        Optional<URI> clientEndpoint = client.serviceClientConfiguration().endpointOverride();
        if (clientEndpoint.isEmpty() || !PreviewConfig.isLoopbackHost(clientEndpoint.get().getHost())) {
            throw new PreviewException(PreviewException.Kind.NOT_ALLOWED, "Demo data is only written to an endpoint on "
                    + "this machine, and this client talks to " + clientEndpoint.map(URI::toString).orElse("AWS"));
        }
        String endpoint = clientEndpoint.get().toString();
        List<String> created = new ArrayList<>();
        List<String> existing = new ArrayList<>();
        (ensureTable(client, endpoint, driveTable()) ? created : existing).add(DRIVE);
        (ensureTable(client, endpoint, auditTable()) ? created : existing).add(AUDIT);
        int written = write(client, endpoint, DRIVE, driveItems()) + write(client, endpoint, AUDIT, auditItems());
        return new Result(created, existing, written);
    }

    private static void check(PreviewConfig config) {
        if (!config.configured()) {
            throw new PreviewException(PreviewException.Kind.NOT_CONFIGURED, PreviewConfig.HOW_TO_CONFIGURE);
        }
        if (!config.loopback()) {
            throw new PreviewException(PreviewException.Kind.NOT_ALLOWED, "Demo data is only written to an endpoint on "
                    + "this machine (localhost, 127.0.0.0/8 or ::1); " + config.endpoint().orElseThrow() + " is not one.");
        }
        if (!config.allowDemoData()) {
            throw new PreviewException(PreviewException.Kind.NOT_ALLOWED, "Demo data is off: start keyslice with "
                    + PreviewConfig.DEMO_DATA_ENV + "=true to allow loading it into " + config.endpoint().orElseThrow() + ".");
        }
    }

    // ------------------------------------------------------------------ tables

    static CreateTableRequest driveTable() {
        return CreateTableRequest.builder()
                .tableName(DRIVE)
                .attributeDefinitions(definition("PK"), definition("SK"), definition("parent"))
                .keySchema(key("PK", KeyType.HASH), key("SK", KeyType.RANGE))
                .globalSecondaryIndexes(GlobalSecondaryIndex.builder()
                        .indexName(PARENT_INDEX)
                        .keySchema(key("parent", KeyType.HASH), key("SK", KeyType.RANGE))
                        .projection(Projection.builder().projectionType(ProjectionType.ALL).build())
                        .build())
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .build();
    }

    static CreateTableRequest auditTable() {
        return CreateTableRequest.builder()
                .tableName(AUDIT)
                .attributeDefinitions(definition("PK"), definition("SK"))
                .keySchema(key("PK", KeyType.HASH), key("SK", KeyType.RANGE))
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .build();
    }

    private static AttributeDefinition definition(String name) {
        return AttributeDefinition.builder().attributeName(name).attributeType(ScalarAttributeType.S).build();
    }

    private static KeySchemaElement key(String name, KeyType type) {
        return KeySchemaElement.builder().attributeName(name).keyType(type).build();
    }

    /** Creates the table unless it exists; waits until it (and its indexes) are ACTIVE. True when created here. */
    private static boolean ensureTable(DynamoDbClient client, String endpoint, CreateTableRequest wanted) {
        String name = wanted.tableName();
        Optional<TableDescription> found = describe(client, endpoint, name);
        boolean created = false;
        if (found.isEmpty()) {
            try {
                call(endpoint, () -> client.createTable(wanted));
                created = true;
            } catch (PreviewException e) {
                if (!(e.getCause() instanceof ResourceInUseException)) {
                    throw e;
                }
            }
        }
        TableDescription table = awaitActive(client, endpoint, name);
        if (!fits(table, wanted)) {
            throw new PreviewException(PreviewException.Kind.NOT_ALLOWED, "A table named " + name + " already exists at "
                    + endpoint + " with other keys or indexes than the demo's; keyslice leaves it alone. Delete it to "
                    + "load the demo data.");
        }
        return created;
    }

    private static boolean fits(TableDescription table, CreateTableRequest wanted) {
        if (!table.keySchema().equals(wanted.keySchema())) {
            return false;
        }
        for (GlobalSecondaryIndex index : wanted.globalSecondaryIndexes()) {
            boolean present = table.hasGlobalSecondaryIndexes() && table.globalSecondaryIndexes().stream()
                    .anyMatch(g -> g.indexName().equals(index.indexName()) && g.keySchema().equals(index.keySchema()));
            if (!present) {
                return false;
            }
        }
        return true;
    }

    private static Optional<TableDescription> describe(DynamoDbClient client, String endpoint, String name) {
        try {
            return Optional.of(call(endpoint, () -> client.describeTable(b -> b.tableName(name))).table());
        } catch (PreviewException e) {
            if (e.getCause() instanceof ResourceNotFoundException) {
                return Optional.empty();
            }
            throw e;
        }
    }

    private static TableDescription awaitActive(DynamoDbClient client, String endpoint, String name) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(ACTIVE_TIMEOUT_MS);
        while (true) {
            Optional<TableDescription> table = describe(client, endpoint, name);
            if (table.isPresent() && "ACTIVE".equals(table.get().tableStatusAsString())
                    && (!table.get().hasGlobalSecondaryIndexes() || table.get().globalSecondaryIndexes().stream()
                    .map(GlobalSecondaryIndexDescription::indexStatusAsString).allMatch(s -> s == null || "ACTIVE".equals(s)))) {
                return table.get();
            }
            if (System.nanoTime() > deadline) {
                throw new PreviewException(PreviewException.Kind.TIMEOUT, "The table " + name + " at " + endpoint
                        + " did not become ACTIVE within " + ACTIVE_TIMEOUT_MS / 1000 + " s");
            }
            sleep(50);
        }
    }

    private static int write(DynamoDbClient client, String endpoint, String table, List<Map<String, AttributeValue>> items) {
        for (int from = 0; from < items.size(); from += 25) {
            List<WriteRequest> requests = new ArrayList<>();
            for (Map<String, AttributeValue> item : items.subList(from, Math.min(items.size(), from + 25))) {
                requests.add(WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build());
            }
            Map<String, List<WriteRequest>> pending = Map.of(table, requests);
            for (int attempt = 0; !pending.isEmpty(); attempt++) {
                if (attempt == 10) {
                    throw new PreviewException(PreviewException.Kind.ENGINE_FAILED, "The engine at " + endpoint
                            + " left demo items unprocessed after 10 attempts");
                }
                if (attempt > 0) {
                    sleep(50L * attempt);
                }
                Map<String, List<WriteRequest>> batch = pending;
                BatchWriteItemResponse response = call(endpoint, () -> client.batchWriteItem(b -> b.requestItems(batch)));
                pending = response.hasUnprocessedItems() ? response.unprocessedItems() : Map.of();
            }
        }
        return items.size();
    }

    // ------------------------------------------------------------------ items

    /** The file tree of partition {@value #DRIVE_PARTITION}, in key order. */
    public static List<Map<String, AttributeValue>> driveItems() {
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        items.add(driveItem("root/", null, "2026-01-05T09:00:00.000Z"));
        items.add(driveItem("root/docs/", null, "2026-02-11T16:20:00.000Z"));
        items.add(driveItem("root/docs/cv.pdf", 48_213L, "2026-02-11T16:21:07.412Z"));
        items.add(driveItem("root/photos-old/x.jpg", 731_902L, "2024-08-30T18:44:12.000Z"));
        items.add(driveItem("root/photos.zip", 96_338_114L, "2025-12-31T23:10:00.000Z"));
        items.add(driveItem("root/photos/", null, "2026-01-05T09:02:00.000Z"));
        items.add(driveItem("root/photos/2026/", null, "2026-06-21T10:00:00.000Z"));
        Map<String, AttributeValue> beach = driveItem("root/photos/2026/beach.jpg", 2_483_017L, "2026-06-21T10:04:51.230Z");
        beach.put("tags", AttributeValue.fromSs(List.of("beach", "summer")));
        items.add(beach);
        Map<String, AttributeValue> sunset = driveItem("root/photos/2026/sunset.jpg", 1_838_290L, "2026-06-21T20:47:09.006Z");
        sunset.put("tags", AttributeValue.fromSs(List.of("sunset")));
        sunset.put("shared", AttributeValue.fromBool(true));
        items.add(sunset);
        return items;
    }

    private static Map<String, AttributeValue> driveItem(String path, Long size, String modified) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put("PK", AttributeValue.fromS(DRIVE_PARTITION));
        item.put("SK", AttributeValue.fromS(path));
        parentOf(path).ifPresent(parent -> item.put("parent", AttributeValue.fromS(parent)));
        boolean folder = path.endsWith("/");
        String trimmed = folder ? path.substring(0, path.length() - 1) : path;
        item.put("kind", AttributeValue.fromS(folder ? "folder" : "file"));
        item.put("name", AttributeValue.fromS(trimmed.substring(trimmed.lastIndexOf('/') + 1)));
        if (size != null) {
            item.put("size", AttributeValue.fromN(Long.toString(size)));
        }
        item.put("modified", AttributeValue.fromS(modified));
        return item;
    }

    /** The folder holding {@code path}, with its trailing {@code /}: {@code root/photos/} for {@code root/photos/2026/}. */
    public static Optional<String> parentOf(String path) {
        String trimmed = path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
        int slash = trimmed.lastIndexOf('/');
        return slash < 0 ? Optional.empty() : Optional.of(trimmed.substring(0, slash + 1));
    }

    /** The audit log of partition {@value #AUDIT_PARTITION}, in key order. */
    public static List<Map<String, AttributeValue>> auditItems() {
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        items.add(event("EVT#2026-06-22T08:00:00Z", "login", "web"));
        items.add(event("EVT#2026-06-22T23:59:59.999Z", "download", "root/docs/cv.pdf"));
        items.add(event("EVT#2026-06-23T00:00:00.250Z", "upload", "root/photos/2026/beach.jpg"));
        items.add(event("EVT#2026-06-23T00:00:00Z", "login", "mobile"));
        items.add(event("EVT#2026-06-23T10:15:00.017Z", "rename", "root/photos.zip"));
        items.add(event("EVT#2026-06-23T10:15:00Z", "share", "root/photos/2026/sunset.jpg"));
        Map<String, AttributeValue> first = event("EVT#2026-06-23T14:30:00Z#0001", "move", "root/photos-old/x.jpg");
        first.put("changes", AttributeValue.fromL(List.of(
                AttributeValue.fromM(Map.of("field", AttributeValue.fromS("parent"),
                        "from", AttributeValue.fromS("root/photos/"), "to", AttributeValue.fromS("root/photos-old/"))))));
        items.add(first);
        Map<String, AttributeValue> second = event("EVT#2026-06-23T14:30:00Z#0002", "delete", "root/photos-old/");
        second.put("reason", AttributeValue.fromNul(true));
        items.add(second);
        items.add(event("EVT#2026-06-23T23:59:59.500Z", "upload", "root/photos/2026/sunset.jpg"));
        items.add(event("EVT#2026-06-23T23:59:59Z", "download", "root/photos.zip"));
        items.add(event("EVT#2026-06-24T00:00:00Z", "logout", "web"));
        items.add(event("EVT#2026-06-24T09:30:00.017Z", "login", "web"));
        return items;
    }

    private static Map<String, AttributeValue> event(String sk, String action, String target) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put("PK", AttributeValue.fromS(AUDIT_PARTITION));
        item.put("SK", AttributeValue.fromS(sk));
        item.put("action", AttributeValue.fromS(action));
        item.put("target", AttributeValue.fromS(target));
        item.put("details", AttributeValue.fromM(Map.of(
                "client", AttributeValue.fromS(target.equals("mobile") ? "ios-3.2" : "web-2026.6"),
                "durationMs", AttributeValue.fromN(Integer.toString(12 + Math.floorMod(sk.hashCode(), 400))))));
        return item;
    }

    // ------------------------------------------------------------------ plumbing

    private static <T> T call(String endpoint, Supplier<T> operation) {
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
            throw new PreviewException(PreviewException.Kind.TIMEOUT, "interrupted while loading demo data");
        }
    }
}
