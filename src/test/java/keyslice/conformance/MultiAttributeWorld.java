package keyslice.conformance;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.KeyValue;
import keyslice.testing.Answer;
import keyslice.testing.Dynalite;
import keyslice.testing.JsonApi;
import keyslice.testing.TestEngine;

/**
 * Seeded random global secondary indexes with multi-attribute keys, one table each: 1 to 4 partition (HASH) and 1 to 4
 * sort (RANGE) attributes of S, N and B, and the items of a few partitions. Each attribute draws from a small pool of
 * values, so that equal leading attributes and shared prefixes abound; strings mix ASCII with characters whose UTF-8
 * and UTF-16 orders differ, numbers span signs and magnitudes, binary values hold 0x00, 0x7F, 0x80 and 0xFF. Some
 * items lack one key attribute (the index leaves them out). Within a partition no two items share every sort value,
 * so that the index's order is a total order and a read has one right answer.
 */
final class MultiAttributeWorld {

    /** Names that need aliases (reserved words, punctuation) next to plain ones. */
    private static final List<String> NAMES = List.of(
            "tournament",
            "region",
            "round",
            "bracket",
            "status",
            "data",
            "day",
            "seq",
            "a.b",
            "x-y",
            "score",
            "Name",
            "zone",
            "tier",
            "kind",
            "path");

    private static final List<String> SEGMENTS =
            List.of("a", "b", "ab", "A", "a#", "a/", "é", "\uE000", "\uFF5E", "😀", "0", "9", "z");
    private static final byte[] BYTES = {0x00, 0x01, 0x41, 0x7F, (byte) 0x80, (byte) 0xFF};
    private static final List<String> TAGS = List.of("red", "green", "blue", "gold");

    /** One index: its table, its key attributes with their value pools, and its items by partition. */
    record Index(
            String table,
            String name,
            List<KeyAttribute> hash,
            List<KeyAttribute> range,
            Map<String, List<KeyValue>> pools,
            List<List<KeyValue>> partitions,
            List<Item> items) {

        /** The items of a partition that the index holds: every key attribute present. */
        List<Item> indexed(List<KeyValue> partition) {
            return items.stream()
                    .filter(item -> item.in(this, partition) && item.hasAll(range))
                    .toList();
        }
    }

    /** One item: its id (the table's key), its key values by attribute name (a sparse item lacks one) and the rest. */
    record Item(String id, Map<String, KeyValue> keys, Map<String, ItemValue> attributes) {

        boolean in(Index index, List<KeyValue> partition) {
            for (int i = 0; i < index.hash().size(); i++) {
                if (!partition.get(i).equals(keys.get(index.hash().get(i).name()))) {
                    return false;
                }
            }
            return true;
        }

        boolean hasAll(List<KeyAttribute> attributes) {
            return attributes.stream().allMatch(a -> keys.containsKey(a.name()));
        }

        List<KeyValue> values(List<KeyAttribute> attributes) {
            return attributes.stream().map(a -> keys.get(a.name())).toList();
        }
    }

    private MultiAttributeWorld() {}

    /** {@code count} indexes, created in {@code engine} and filled; a table of its own each. */
    static List<Index> create(TestEngine engine, Random random, int count) {
        List<Index> indexes = new ArrayList<>();
        for (int n = 0; n < count; n++) {
            Index index = generate(random, n);
            engine.createTable(createTable(index));
            List<Map<String, Object>> writes = index.items().stream()
                    .map(item -> Map.<String, Object>of("PutRequest", Map.of("Item", MultiAttributeItems.wire(item))))
                    .toList();
            for (int from = 0; from < writes.size(); from += 25) {
                Answer r = engine.call(
                                "BatchWriteItem",
                                Map.of(
                                        "RequestItems",
                                        Map.of(
                                                index.table(),
                                                writes.subList(from, Math.min(writes.size(), from + 25)))))
                        .assertOk();
                if (r.json().path("UnprocessedItems").size() > 0) {
                    throw new AssertionError("unprocessed items: " + r.body());
                }
            }
            indexes.add(index);
        }
        return indexes;
    }

    private static Index generate(Random random, int n) {
        List<String> names = new ArrayList<>(NAMES);
        Collections.shuffle(names, random);
        int hashCount = 1 + random.nextInt(4);
        int rangeCount = 1 + random.nextInt(4);
        List<KeyAttribute> hash = new ArrayList<>();
        List<KeyAttribute> range = new ArrayList<>();
        Map<String, List<KeyValue>> pools = new LinkedHashMap<>();
        for (int i = 0; i < hashCount + rangeCount; i++) {
            KeyAttribute attribute = new KeyAttribute(names.get(i), KeyType.values()[random.nextInt(3)]);
            (i < hashCount ? hash : range).add(attribute);
            // Fewer values for the partition, so that partitions share some of them; more for the last sort attribute.
            int size =
                    i < hashCount ? 2 : i == hashCount + rangeCount - 1 ? 4 + random.nextInt(6) : 2 + random.nextInt(3);
            pools.put(attribute.name(), pool(random, attribute.type(), size));
        }
        List<List<KeyValue>> partitions = new ArrayList<>();
        Set<List<KeyValue>> seen = new HashSet<>();
        for (int attempt = 0; attempt < 20 && partitions.size() < 3; attempt++) {
            List<KeyValue> partition =
                    hash.stream().map(a -> pick(random, pools.get(a.name()))).toList();
            if (seen.add(partition)) {
                partitions.add(partition);
            }
        }
        List<Item> items = new ArrayList<>();
        int id = 0;
        for (List<KeyValue> partition : partitions) {
            Set<List<KeyValue>> sortTuples = new HashSet<>();
            int size = 3 + random.nextInt(40);
            for (int attempt = 0; attempt < size * 4 && sortTuples.size() < size; attempt++) {
                List<KeyValue> sort = range.stream()
                        .map(a -> pick(random, pools.get(a.name())))
                        .toList();
                if (!sortTuples.add(sort)) {
                    continue;
                }
                Map<String, KeyValue> keys = new LinkedHashMap<>();
                for (int i = 0; i < hash.size(); i++) {
                    keys.put(hash.get(i).name(), partition.get(i));
                }
                for (int i = 0; i < range.size(); i++) {
                    keys.put(range.get(i).name(), sort.get(i));
                }
                if (random.nextInt(12) == 0) {
                    // sparse: the index leaves out an item without one of its key attributes
                    List<String> keyNames = new ArrayList<>(keys.keySet());
                    keys.remove(keyNames.get(random.nextInt(keyNames.size())));
                }
                items.add(new Item("i" + id++, keys, other(random)));
            }
        }
        return new Index(Dynalite.uniqueTableName("Multi" + n), "idx" + n, hash, range, pools, partitions, items);
    }

    /** What a filter reads: a number, sometimes a tag, sometimes a flag. */
    private static Map<String, ItemValue> other(Random random) {
        Map<String, ItemValue> other = new LinkedHashMap<>();
        other.put("v", new ItemValue.N(BigDecimal.valueOf(random.nextInt(100))));
        if (random.nextInt(4) != 0) {
            other.put("tag", new ItemValue.S(TAGS.get(random.nextInt(TAGS.size()))));
        }
        if (random.nextBoolean()) {
            other.put("w", new ItemValue.Bool(random.nextBoolean()));
        }
        return other;
    }

    private static List<KeyValue> pool(Random random, KeyType type, int size) {
        Set<KeyValue> values = new HashSet<>();
        while (values.size() < size) {
            values.add(value(random, type));
        }
        return List.copyOf(values);
    }

    static KeyValue value(Random random, KeyType type) {
        return switch (type) {
            case S -> {
                StringBuilder text = new StringBuilder();
                int segments = 1 + random.nextInt(3);
                for (int i = 0; i < segments; i++) {
                    text.append(SEGMENTS.get(random.nextInt(SEGMENTS.size())));
                }
                yield new KeyValue.StringValue(text.toString());
            }
            case N -> {
                BigDecimal number = switch (random.nextInt(4)) {
                    case 0 -> BigDecimal.valueOf(random.nextInt(41) - 20);
                    case 1 -> BigDecimal.valueOf(random.nextInt(2001) - 1000, 2);
                    case 2 ->
                        new BigDecimal((random.nextBoolean() ? "-" : "") + (1 + random.nextInt(9)) + "E"
                                + (random.nextInt(60) - 30));
                    default -> BigDecimal.valueOf(random.nextInt(1000));
                };
                yield new KeyValue.NumberValue(number.stripTrailingZeros());
            }
            case B -> {
                byte[] bytes = new byte[1 + random.nextInt(3)];
                for (int i = 0; i < bytes.length; i++) {
                    bytes[i] = BYTES[random.nextInt(BYTES.length)];
                }
                yield new KeyValue.BinaryValue(bytes);
            }
        };
    }

    static KeyValue pick(Random random, List<KeyValue> pool) {
        return pool.get(random.nextInt(pool.size()));
    }

    private static String createTable(Index index) {
        StringBuilder definitions = new StringBuilder("{\"AttributeName\": \"id\", \"AttributeType\": \"S\"}");
        StringBuilder schema = new StringBuilder();
        for (KeyAttribute attribute : index.hash()) {
            definitions
                    .append(", {\"AttributeName\": ")
                    .append(JsonApi.quote(attribute.name()))
                    .append(", \"AttributeType\": \"")
                    .append(attribute.type())
                    .append("\"}");
            schema.append(schema.length() == 0 ? "" : ", ")
                    .append("{\"AttributeName\": ")
                    .append(JsonApi.quote(attribute.name()))
                    .append(", \"KeyType\": \"HASH\"}");
        }
        for (KeyAttribute attribute : index.range()) {
            definitions
                    .append(", {\"AttributeName\": ")
                    .append(JsonApi.quote(attribute.name()))
                    .append(", \"AttributeType\": \"")
                    .append(attribute.type())
                    .append("\"}");
            schema.append(", {\"AttributeName\": ")
                    .append(JsonApi.quote(attribute.name()))
                    .append(", \"KeyType\": \"RANGE\"}");
        }
        return """
                {"TableName": "%s", "BillingMode": "PAY_PER_REQUEST",
                 "AttributeDefinitions": [%s],
                 "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
                 "GlobalSecondaryIndexes": [{"IndexName": "%s", "KeySchema": [%s], "Projection": {"ProjectionType": "ALL"}}]}
                """.formatted(index.table(), definitions, index.name(), schema);
    }
}
