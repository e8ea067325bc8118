package keyslice.conformance;

import static keyslice.conformance.ConformanceValues.hex;
import static keyslice.conformance.ConformanceValues.wire;

import java.net.URI;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import keyslice.domain.key.KeyType;
import keyslice.testing.Answer;
import keyslice.testing.Dynalite;

/**
 * The tables the conformance suite reads: the two worked examples (the demo tables Drive and Audit)
 * (file tree, audit log), a Number sort key, a Binary sort key, a string key full of Unicode edge cases
 * and two tables whose key attribute names need aliasing (reserved words, a dot).
 *
 * <p>Every table gets a unique name on the shared engine; keyslice is told that name through {@code table=}.
 * Sort keys are written in one textual form per type: S as the text, N as the number text, B as lowercase
 * hex of the bytes (sent to the engine as base64).
 */
final class ConformanceTables {

    private ConformanceTables() {}

    /** One item: attribute name to its textual value (S text, N text, B hex). */
    record Item(Map<String, String> attributes) {
        String get(String name) {
            return attributes.get(name);
        }
    }

    /** A table with its key schema and every item it holds. */
    record Table(
            String name,
            String pk,
            KeyType pkType,
            String sk,
            KeyType skType,
            Map<String, KeyType> otherAttributes,
            List<Item> items,
            String indexesJson) {

        KeyType typeOf(String attribute) {
            if (attribute.equals(pk)) {
                return pkType;
            }
            if (attribute.equals(sk)) {
                return skType;
            }
            KeyType t = otherAttributes.get(attribute);
            if (t == null) {
                throw new IllegalArgumentException("no attribute " + attribute + " in " + name);
            }
            return t;
        }

        String createTableJson() {
            List<String> defs = new ArrayList<>();
            defs.add(def(pk, pkType));
            defs.add(def(sk, skType));
            otherAttributes.forEach((n, t) -> defs.add(def(n, t)));
            return """
                    {"TableName": %s,
                     "AttributeDefinitions": [%s],
                     "KeySchema": [{"AttributeName": %s, "KeyType": "HASH"}, {"AttributeName": %s, "KeyType": "RANGE"}],
                     %s
                     "BillingMode": "PAY_PER_REQUEST"}
                    """.formatted(
                    q(name), String.join(", ", defs), q(pk), q(sk), indexesJson.isEmpty() ? "" : indexesJson + ",");
        }

        private static String def(String name, KeyType type) {
            return "{\"AttributeName\": " + q(name) + ", \"AttributeType\": \"" + type + "\"}";
        }
    }

    // ------------------------------------------------------------------ the data

    static final String DRIVE_PK = "DRIVE#a91";
    static final String DRIVE_OTHER_PK = "DRIVE#b02";
    static final String ACTOR = "ACTOR#u_8814";
    static final String STR_PK = "STR";
    static final String NUM_PK = "42";
    /** base64 of the bytes 00 01: the Binary table's partition key is itself binary. */
    static final String BIN_PK_BASE64 = "AAE=";

    /** The file tree: partition DRIVE#a91 holds exactly these nine paths (inserted unordered). */
    static final List<String> DRIVE_KEYS = List.of(
            "root/photos/2026/sunset.jpg",
            "root/",
            "root/photos.zip",
            "root/docs/cv.pdf",
            "root/photos/",
            "root/photos-old/x.jpg",
            "root/photos/2026/",
            "root/docs/",
            "root/photos/2026/beach.jpg");

    static final List<String> AUDIT_KEYS = List.of(
            "EVT#2026-06-23T23:59:59.500Z",
            "EVT#2026-06-22T08:00:00Z",
            "EVT#2026-06-22T23:59:59.999Z",
            "EVT#2026-06-23T00:00:00.250Z",
            "EVT#2026-06-23T00:00:00Z",
            "EVT#2026-06-23T10:15:00.017Z",
            "EVT#2026-06-23T10:15:00Z",
            "EVT#2026-06-23T23:59:59Z",
            "EVT#2026-06-24T00:00:00Z",
            "EVT#2026-06-24T09:30:00.017Z");

    static final List<String> NUMBER_KEYS = List.of(
            "1",
            "-9.9999999999999999999999999999999999999E+125",
            "-1e125",
            "-12345678901234567890123456789012345678",
            "-123.45",
            "-1",
            "-0.5",
            "-1e-130",
            "0",
            "1e-130",
            "0.12345678901234567890123456789012345678",
            "0.5",
            "1.5",
            "2",
            "10",
            "100",
            "12345678901234567890123456789012345678",
            "1e125",
            "9.9999999999999999999999999999999999999E+125");

    static final List<String> BINARY_KEYS =
            List.of("ff00", "00", "0000", "0001", "01", "41", "4142", "7f", "7fff", "80", "8000", "fe", "ff", "ffff");

    static final List<String> STRING_KEYS = List.of(
            "😀😀", "a", "a#b", "a-b", "a.b", "a/", "a/b", "A", "Z", "z", "e", "e\u0301", "\u00e9", "f", "~", "中", "中文",
            "中文/文件", "日本", "\uE000", "\uFF5E", "😀", "😀/x", "😁");

    static final Table DRIVE = driveTable();
    static final Table AUDIT = simple(
            Dynalite.uniqueTableName("Audit"),
            "PK",
            KeyType.S,
            "SK",
            KeyType.S,
            Map.of(ACTOR, AUDIT_KEYS, "ACTOR#u_0001", List.of("EVT#2026-06-23T12:00:00Z", "EVT#2026-06-23T12:00:01Z")));
    static final Table NUMBERS = simple(
            Dynalite.uniqueTableName("Numbers"),
            "PK",
            KeyType.N,
            "SK",
            KeyType.N,
            Map.of(NUM_PK, NUMBER_KEYS, "43", List.of("0", "1", "2")));
    static final Table BINARY = simple(
            Dynalite.uniqueTableName("Binary"),
            "PK",
            KeyType.B,
            "SK",
            KeyType.B,
            Map.of(hex(BIN_PK_BASE64), BINARY_KEYS, "0002", List.of("00", "ff")));
    static final Table STRINGS = simple(
            Dynalite.uniqueTableName("Strings"),
            "PK",
            KeyType.S,
            "SK",
            KeyType.S,
            Map.of(STR_PK, STRING_KEYS, "STR2", List.of("a", "\uFF5E", "😀")));
    /** Key names that need a #placeholder: {@code path} is reserved, {@code sk.part} holds a dot. */
    static final Table PATHS = simple(
            Dynalite.uniqueTableName("Paths"),
            "path",
            KeyType.S,
            "sk.part",
            KeyType.S,
            Map.of(
                    "p1", List.of("c", "a", "b"),
                    "p2", List.of("a")));
    /** A plain partition key name ({@code tenantId}) and a reserved sort key name ({@code timestamp}, a Number). */
    static final Table EVENTS = simple(
            Dynalite.uniqueTableName("Events"),
            "tenantId",
            KeyType.S,
            "timestamp",
            KeyType.N,
            Map.of("t1", List.of("1700000000", "1", "3", "2"), "t2", List.of("2")));

    static final List<Table> ALL = List.of(DRIVE, AUDIT, NUMBERS, BINARY, STRINGS, PATHS, EVENTS);

    /**
     * Drive also has a GSI {@code byParent} (HASH {@code parent}, RANGE {@code SK}): the "direct children"
     * read (children of one folder), and a Query with {@code IndexName}. {@code parent} is {@code <drive>|<folder path>}.
     */
    private static Table driveTable() {
        List<Item> items = new ArrayList<>();
        for (String sk : DRIVE_KEYS) {
            items.add(driveItem(DRIVE_PK, sk));
        }
        for (String sk : List.of("root/", "root/photos/", "root/photos/2026/beach.jpg", "root/photos.zip")) {
            items.add(driveItem(DRIVE_OTHER_PK, sk));
        }
        String gsi = """
                "GlobalSecondaryIndexes": [{"IndexName": "byParent",
                  "KeySchema": [{"AttributeName": "parent", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
                  "Projection": {"ProjectionType": "ALL"}}]""";
        return new Table(
                Dynalite.uniqueTableName("Drive"),
                "PK",
                KeyType.S,
                "SK",
                KeyType.S,
                Map.of("parent", KeyType.S),
                items,
                gsi);
    }

    private static Item driveItem(String pk, String sk) {
        Map<String, String> attributes = new LinkedHashMap<>();
        attributes.put("PK", pk);
        attributes.put("SK", sk);
        String trimmed = sk.endsWith("/") ? sk.substring(0, sk.length() - 1) : sk;
        int slash = trimmed.lastIndexOf('/');
        if (slash >= 0) {
            attributes.put("parent", pk + "|" + trimmed.substring(0, slash + 1));
        }
        return new Item(attributes);
    }

    private static Table simple(
            String name, String pk, KeyType pkType, String sk, KeyType skType, Map<String, List<String>> partitions) {
        List<Item> items = new ArrayList<>();
        partitions.forEach((p, keys) -> keys.forEach(k -> items.add(new Item(Map.of(pk, p, sk, k)))));
        return new Table(name, pk, pkType, sk, skType, Map.of(), items, "");
    }

    // ------------------------------------------------------------------ engine set-up

    /** The engines (by endpoint) that have the tables already. */
    private static final Set<URI> CREATED_ON = new HashSet<>();

    /**
     * Creates every table (raw CreateTable) and writes every item (BatchWriteItem, 25 per call), once per engine: the
     * conformance classes share the run's dynalite, so a class after the first finds the tables there.
     */
    static synchronized void createAll(Dynalite dynalite) {
        if (!CREATED_ON.add(dynalite.endpoint())) {
            return;
        }
        for (Table table : ALL) {
            dynalite.createTable(table.createTableJson());
            List<Map<String, Object>> writes = new ArrayList<>();
            for (Item item : table.items()) {
                Map<String, Object> wireItem = new LinkedHashMap<>();
                item.attributes().forEach((n, v) -> wireItem.put(n, wire(table.typeOf(n), v)));
                writes.add(Map.of("PutRequest", Map.of("Item", wireItem)));
            }
            for (int from = 0; from < writes.size(); from += 25) {
                List<Map<String, Object>> chunk = writes.subList(from, Math.min(writes.size(), from + 25));
                Answer r = dynalite.call("BatchWriteItem", Map.of("RequestItems", Map.of(table.name(), chunk)))
                        .assertOk();
                if (r.json().path("UnprocessedItems").size() > 0) {
                    throw new AssertionError("unprocessed items in " + table.name() + ": " + r.body());
                }
            }
        }
    }

    private static String q(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
