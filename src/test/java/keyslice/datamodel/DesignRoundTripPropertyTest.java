package keyslice.datamodel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Seeded random designs (1 to 3 tables, global indexes with one- and multi-attribute keys, local indexes, sparse items
 * of every type, patterns of every operation) read back from each export as the same design, for what it holds.
 */
class DesignRoundTripPropertyTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> KEY_TYPES = List.of("S", "N", "B");

    static Stream<Long> seeds() {
        return IntStream.range(0, 60).mapToObj(i -> 7919L * i + 1);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void eachExportReadsBackAsTheSameDesign(long seed) throws Exception {
        DataModel model = DataModels.read(JSON.writeValueAsString(randomFile(new Random(seed))));

        assertEquals(model, again(model, DesignExport.MCP_DATA_MODEL), "seed " + seed);
        DataModel workbench = again(model, DesignExport.WORKBENCH);
        assertEquals(
                model.tables().stream().map(table -> table.items()).toList(),
                workbench.tables().stream().map(table -> table.items()).toList(),
                "seed " + seed);
        assertEquals(workbench, again(workbench, DesignExport.WORKBENCH), "seed " + seed);
        assertEquals(
                workbench.tables(),
                again(workbench, DesignExport.MCP_DATA_MODEL).tables(),
                "seed " + seed);
    }

    private static DataModel again(DataModel model, DesignExport export) throws Exception {
        return DataModels.read(JSON.writeValueAsString(export.write(model)));
    }

    /** A dynamodb_data_model.json as plain maps: every table valid, every item holding its table's key. */
    static Map<String, Object> randomFile(Random random) {
        List<Object> tables = new ArrayList<>();
        Map<String, Object> items = new LinkedHashMap<>();
        List<Object> patterns = new ArrayList<>();
        int tableCount = 1 + random.nextInt(3);
        for (int t = 0; t < tableCount; t++) {
            String name = "T" + t;
            Map<String, String> types = new LinkedHashMap<>();
            types.put("pk", pick(random, KEY_TYPES));
            boolean sorted = random.nextBoolean();
            if (sorted) {
                types.put("sk", pick(random, KEY_TYPES));
            }
            List<Object> key = new ArrayList<>(List.of(element("pk", "HASH")));
            if (sorted) {
                key.add(element("sk", "RANGE"));
            }
            List<Object> global = new ArrayList<>();
            List<Object> local = new ArrayList<>();
            int indexCount = random.nextInt(3);
            for (int g = 0; g < indexCount; g++) {
                List<Object> indexKey = new ArrayList<>();
                for (String role : List.of("HASH", "RANGE")) {
                    int count = role.equals("HASH") ? 1 + random.nextInt(2) : random.nextInt(3);
                    for (int a = 0; a < count; a++) {
                        String attribute = "g" + g + role.charAt(0) + a;
                        types.put(attribute, pick(random, List.of("S", "N")));
                        indexKey.add(element(attribute, role));
                    }
                }
                global.add(index("G" + g, indexKey, random));
            }
            if (sorted && random.nextBoolean()) {
                types.put("l0", pick(random, List.of("S", "N")));
                local.add(index("L0", List.of(element("pk", "HASH"), element("l0", "RANGE")), random));
            }
            Map<String, Object> table = new LinkedHashMap<>();
            table.put(
                    "AttributeDefinitions",
                    types.entrySet().stream()
                            .map(e -> Map.of("AttributeName", e.getKey(), "AttributeType", e.getValue()))
                            .toList());
            table.put("TableName", name);
            table.put("KeySchema", key);
            if (!global.isEmpty()) {
                table.put("GlobalSecondaryIndexes", global);
            }
            if (!local.isEmpty()) {
                table.put("LocalSecondaryIndexes", local);
            }
            tables.add(table);
            List<Object> puts = new ArrayList<>();
            int itemCount = random.nextInt(6);
            for (int i = 0; i < itemCount; i++) {
                Map<String, Object> item = new LinkedHashMap<>();
                int n = i;
                types.forEach((attribute, type) -> {
                    boolean keyAttribute = attribute.equals("pk") || attribute.equals("sk");
                    if (keyAttribute || random.nextInt(3) > 0) {
                        item.put(attribute, Map.of(type, keyValue(type, n, random)));
                    }
                });
                item.put("a", value(random, 2));
                puts.add(Map.of("PutRequest", Map.of("Item", item)));
            }
            items.put(name, puts);
            int patternCount = random.nextInt(4);
            for (int p = 0; p < patternCount; p++) {
                AccessPattern.Operation operation = pick(random, List.of(AccessPattern.Operation.values()));
                Map<String, Object> pattern = new LinkedHashMap<>();
                pattern.put("pattern", name + "-" + p);
                pattern.put("description", "pattern " + p);
                pattern.put("table", name);
                if (!global.isEmpty() && random.nextBoolean()) {
                    pattern.put("index", "G0");
                }
                pattern.put("dynamodb_operation", operation.name());
                pattern.put(
                        "implementation", "aws dynamodb " + operation.name().toLowerCase() + " --table-name " + name);
                patterns.add(pattern);
            }
        }
        patterns.add(Map.of("pattern", "external", "description", "Mail a receipt", "reason", "not DynamoDB"));
        Map<String, Object> file = new LinkedHashMap<>();
        file.put("tables", tables);
        file.put("items", items);
        file.put("access_patterns", patterns);
        return file;
    }

    private static Map<String, Object> index(String name, List<Object> key, Random random) {
        String projection = pick(random, List.of("ALL", "KEYS_ONLY", "INCLUDE"));
        Map<String, Object> index = new LinkedHashMap<>();
        index.put("IndexName", name);
        index.put("KeySchema", key);
        index.put(
                "Projection",
                projection.equals("INCLUDE")
                        ? Map.of("ProjectionType", projection, "NonKeyAttributes", List.of("a"))
                        : Map.of("ProjectionType", projection));
        return index;
    }

    private static Map<String, String> element(String name, String role) {
        return Map.of("AttributeName", name, "KeyType", role);
    }

    /** A key value unique to the item {@code n} of its table. */
    private static String keyValue(String type, int n, Random random) {
        return switch (type) {
            case "N" -> n + "." + random.nextInt(100);
            case "B" -> Base64.getEncoder().encodeToString(("k" + n).getBytes(StandardCharsets.UTF_8));
            default -> "K#" + n + "#" + random.nextInt(1000);
        };
    }

    /** An attribute value of any type, nested at most {@code depth} levels. */
    private static Map<String, Object> value(Random random, int depth) {
        int kind = random.nextInt(depth > 0 ? 9 : 7);
        return switch (kind) {
            case 0 -> Map.of("S", "v" + random.nextInt(100));
            case 1 -> Map.of("N", "-" + random.nextInt(100) + ".50");
            case 2 -> Map.of("B", Base64.getEncoder().encodeToString(new byte[] {(byte) random.nextInt(256)}));
            case 3 -> Map.of("BOOL", random.nextBoolean());
            case 4 -> Map.of("NULL", true);
            case 5 -> Map.of("SS", List.of("x", "y" + random.nextInt(9)));
            case 6 -> Map.of("NS", List.of("1", "2" + random.nextInt(9)));
            case 7 -> Map.of("L", List.of(value(random, depth - 1), value(random, depth - 1)));
            default -> Map.of("M", Map.of("m", value(random, depth - 1)));
        };
    }

    private static <T> T pick(Random random, List<T> choices) {
        return choices.get(random.nextInt(choices.size()));
    }
}
