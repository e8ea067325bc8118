package keyslice.conformance;

import static keyslice.conformance.DesignRandomValues.typed;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import keyslice.testing.Dynalite;

/**
 * Seeded random table designs written as the AWS DynamoDB MCP server's {@code dynamodb_data_model.json}: 1 to 3 tables
 * with S, N or B keys, global and local secondary indexes (single-attribute keys, or for moto multi-attribute global
 * ones), items that leave index key attributes out (sparse indexes), ALL, KEYS_ONLY and INCLUDE projections, and 5 to
 * 20 Query patterns of every sort-key operator, both orders, with and without Limit and a filter. Each pattern is held
 * as the Query request it means ({@link Pattern#request}, DynamoDB's JSON), from which its CLI command is written: the
 * engine gets that request, keyslice reads the command.
 *
 * <p>No two items of an index share its whole key, so that the engine's order among them (which DynamoDB does not
 * document) never decides a comparison; an index without a sort key holds its partition's items in no documented order,
 * and its patterns are compared as sets ({@link Pattern#ordered}), without Limit. Strings stay within the BMP, where
 * UTF-8 and UTF-16 order agree (dynalite checks some bounds in UTF-16 order, docs/engine-parity.md).
 */
final class DesignGenerator {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> TYPES = List.of("S", "N", "B");

    /** One design: the file's text, and per table its name, for the engine. */
    record Design(
            String text, List<Map<String, Object>> tables, Map<String, List<Object>> items, List<Pattern> patterns) {}

    /** One Query pattern: its id, the request it means, and whether its items come back in a documented order. */
    record Pattern(String id, Map<String, Object> request, boolean ordered) {}

    /** An attribute of a key: its name and type. */
    record Attribute(String name, String type) {}

    /** Where a Query reads: the table (index null) or one index, with its key. */
    record Target(String table, String index, List<Attribute> hash, List<Attribute> range) {}

    private final Random random;
    private final DesignRandomValues draw;
    private final DesignPatterns queries;
    private final boolean multiAttribute;

    DesignGenerator(Random random, boolean multiAttribute) {
        this.random = random;
        this.draw = new DesignRandomValues(random);
        this.queries = new DesignPatterns(random, draw);
        this.multiAttribute = multiAttribute;
    }

    Design design(String prefix) {
        List<Map<String, Object>> tables = new ArrayList<>();
        Map<String, List<Object>> files = new LinkedHashMap<>();
        List<Target> targets = new ArrayList<>();
        Map<String, List<Map<String, Object>>> itemsByTable = new LinkedHashMap<>();
        int tableCount = 1 + random.nextInt(3);
        for (int t = 0; t < tableCount; t++) {
            String name = Dynalite.uniqueTableName(prefix);
            Map<String, String> definitions = new LinkedHashMap<>();
            Attribute pk = attribute("PK", definitions);
            Attribute sk = random.nextInt(5) > 0 ? attribute("SK", definitions) : null;
            List<Target> tableTargets = new ArrayList<>();
            tableTargets.add(new Target(name, null, List.of(pk), sk == null ? List.of() : List.of(sk)));
            List<Map<String, Object>> gsis = new ArrayList<>();
            List<Map<String, Object>> lsis = new ArrayList<>();
            int gsiCount = random.nextInt(3) + (multiAttribute && t == 0 ? 1 : 0);
            for (int g = 0; g < gsiCount; g++) {
                boolean multi = multiAttribute && g == 0 && t == 0;
                List<Attribute> hash = new ArrayList<>();
                List<Attribute> range = new ArrayList<>();
                int hashes = multi ? 1 + random.nextInt(2) : 1;
                int ranges = multi ? (hashes == 1 ? 2 : 1) + random.nextInt(2) : random.nextInt(4) > 0 ? 1 : 0;
                for (int h = 0; h < hashes; h++) {
                    hash.add(attribute("g" + g + "h" + h, definitions));
                }
                for (int s = 0; s < ranges; s++) {
                    range.add(attribute("g" + g + "r" + s, definitions));
                }
                String indexName = "GSI" + g;
                gsis.add(index(indexName, hash, range));
                tableTargets.add(new Target(name, indexName, hash, range));
            }
            if (sk != null && random.nextBoolean()) {
                Attribute lsk = attribute("L0", definitions);
                lsis.add(index("LSI0", List.of(pk), List.of(lsk)));
                tableTargets.add(new Target(name, "LSI0", List.of(pk), List.of(lsk)));
            }
            Map<String, Object> table = new LinkedHashMap<>();
            List<Map<String, Object>> definitionList = new ArrayList<>();
            definitions.forEach(
                    (attribute, type) -> definitionList.add(Map.of("AttributeName", attribute, "AttributeType", type)));
            table.put("AttributeDefinitions", definitionList);
            table.put("TableName", name);
            table.put("KeySchema", keySchema(List.of(pk), sk == null ? List.of() : List.of(sk)));
            if (!gsis.isEmpty()) {
                table.put("GlobalSecondaryIndexes", gsis);
            }
            if (!lsis.isEmpty()) {
                table.put("LocalSecondaryIndexes", lsis);
            }
            table.put("BillingMode", "PAY_PER_REQUEST");
            tables.add(table);
            List<Map<String, Object>> items = items(tableTargets);
            itemsByTable.put(name, items);
            List<Object> writes = new ArrayList<>();
            items.forEach(item -> writes.add(Map.of("PutRequest", Map.of("Item", item))));
            files.put(name, writes);
            targets.addAll(tableTargets);
        }
        List<Pattern> patterns = new ArrayList<>();
        List<Map<String, Object>> filePatterns = new ArrayList<>();
        int patternCount = 5 + random.nextInt(16);
        for (int p = 0; p < patternCount; p++) {
            Target target = targets.get(random.nextInt(targets.size()));
            if (multiAttribute && p % 2 == 0) {
                target = targets.stream()
                        .filter(x -> "GSI0".equals(x.index()))
                        .findFirst()
                        .orElseThrow();
            }
            Pattern pattern = queries.pattern(String.valueOf(p + 1), target, itemsByTable.get(target.table()));
            patterns.add(pattern);
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("pattern", pattern.id());
            entry.put("description", "pattern " + pattern.id());
            entry.put("table", target.table());
            entry.put("index", target.index());
            entry.put("dynamodb_operation", "Query");
            entry.put("implementation", DesignValues.command(pattern.request()));
            filePatterns.add(entry);
        }
        Map<String, Object> file = new LinkedHashMap<>();
        file.put("tables", tables);
        file.put("items", files);
        file.put("access_patterns", filePatterns);
        try {
            return new Design(JSON.writerWithDefaultPrettyPrinter().writeValueAsString(file), tables, files, patterns);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private Attribute attribute(String name, Map<String, String> definitions) {
        String type = TYPES.get(random.nextInt(TYPES.size()));
        definitions.put(name, type);
        return new Attribute(name, type);
    }

    private Map<String, Object> index(String name, List<Attribute> hash, List<Attribute> range) {
        Map<String, Object> index = new LinkedHashMap<>();
        index.put("IndexName", name);
        index.put("KeySchema", keySchema(hash, range));
        Map<String, Object> projection = new LinkedHashMap<>();
        String type = List.of("ALL", "KEYS_ONLY", "INCLUDE").get(random.nextInt(3));
        projection.put("ProjectionType", type);
        if (type.equals("INCLUDE")) {
            projection.put("NonKeyAttributes", random.nextBoolean() ? List.of("a") : List.of("a", "n"));
        }
        index.put("Projection", projection);
        return index;
    }

    private static List<Map<String, String>> keySchema(List<Attribute> hash, List<Attribute> range) {
        List<Map<String, String>> schema = new ArrayList<>();
        hash.forEach(a -> schema.add(Map.of("AttributeName", a.name(), "KeyType", "HASH")));
        range.forEach(a -> schema.add(Map.of("AttributeName", a.name(), "KeyType", "RANGE")));
        return schema;
    }

    /** A table's items: unique table keys, each index's key attributes sometimes left out, unique index keys. */
    private List<Map<String, Object>> items(List<Target> targets) {
        Target table = targets.get(0);
        List<Object> partitions = new ArrayList<>();
        int partitionCount = 1 + random.nextInt(table.range().isEmpty() ? 12 : 4);
        while (partitions.size() < partitionCount) {
            Object value = draw.value(table.hash().get(0).type());
            if (!partitions.contains(value)) {
                partitions.add(value);
            }
        }
        Map<String, List<Object>> pools = new LinkedHashMap<>();
        Map<String, Set<List<Object>>> used = new LinkedHashMap<>();
        List<Map<String, Object>> items = new ArrayList<>();
        int count = table.range().isEmpty() ? partitionCount : 5 + random.nextInt(21);
        for (int i = 0, attempts = 0; i < count && attempts < 500; attempts++) {
            Map<String, Object> item = new LinkedHashMap<>();
            item.put(table.hash().get(0).name(), typed(table.hash().get(0).type(), partitions.get(i % partitionCount)));
            for (Attribute range : table.range()) {
                item.put(range.name(), typed(range.type(), draw.value(range.type())));
            }
            boolean clash = false;
            for (Target target : targets) {
                boolean local = target.index() != null && target.hash().equals(table.hash());
                if (target.index() != null && !local && random.nextInt(4) == 0) {
                    continue; // not in this sparse index
                }
                if (local && random.nextInt(4) == 0) {
                    continue;
                }
                for (Attribute hash : target.hash()) {
                    if (!item.containsKey(hash.name())) {
                        List<Object> pool = pools.computeIfAbsent(hash.name(), n -> draw.pool(hash.type()));
                        item.put(hash.name(), typed(hash.type(), pool.get(random.nextInt(pool.size()))));
                    }
                }
                for (Attribute range : target.range()) {
                    item.putIfAbsent(range.name(), typed(range.type(), draw.value(range.type())));
                }
                List<Object> key = new ArrayList<>();
                target.hash().forEach(a -> key.add(item.get(a.name())));
                target.range().forEach(a -> key.add(item.get(a.name())));
                boolean unique = !target.range().isEmpty() || target.index() == null;
                if (unique
                        && !used.computeIfAbsent(String.valueOf(target.index()), n -> new HashSet<>())
                                .add(key)) {
                    clash = true;
                }
            }
            if (clash) {
                continue; // an item that would tie with another in some key: drawn again
            }
            if (random.nextInt(4) > 0) {
                item.put("a", typed("S", draw.string()));
            }
            if (random.nextInt(4) > 0) {
                item.put("n", typed("N", draw.number()));
            }
            if (random.nextInt(3) == 0) {
                item.put("flag", Map.of("BOOL", random.nextBoolean()));
            }
            items.add(item);
            i++;
        }
        return items;
    }
}
