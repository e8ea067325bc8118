package keyslice.datamodel;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.ModelIndex;
import keyslice.datamodel.ModelTable.ProjectionType;

/**
 * A design as the AWS DynamoDB MCP server's {@code dynamodb_data_model.json}, as plain maps and lists for a JSON
 * writer: {@code tables} in CreateTable form, {@code items} in BatchWriteItem form, and {@code access_patterns}. The
 * file has no entities: they are left out.
 */
public final class McpDataModelWriter {

    private McpDataModelWriter() {}

    public static Map<String, Object> write(DataModel model) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put(
                "tables",
                model.tables().stream().map(McpDataModelWriter::createTable).toList());
        Map<String, Object> items = new LinkedHashMap<>();
        for (ModelTable table : model.tables()) {
            items.put(
                    table.name(),
                    table.items().stream()
                            .map(item -> Map.of("PutRequest", Map.of("Item", DynamoJson.item(item))))
                            .toList());
        }
        out.put("items", items);
        out.put(
                "access_patterns",
                model.patterns().stream().map(McpDataModelWriter::pattern).toList());
        return out;
    }

    /**
     * A table as CreateTable takes it (what CloudFormation's table resource holds too): every key attribute defined
     * once, in the order the keys name them; the key schemas, a multi-attribute index key as several HASH and RANGE
     * elements; the indexes' projections; on-demand billing.
     */
    static Map<String, Object> createTable(ModelTable table) {
        Map<String, Object> out = new LinkedHashMap<>();
        Map<String, String> definitions = new LinkedHashMap<>();
        table.key()
                .forEach(element ->
                        definitions.putIfAbsent(element.name(), element.type().name()));
        table.indexes()
                .forEach(index -> index.key()
                        .forEach(element -> definitions.putIfAbsent(
                                element.name(), element.type().name())));
        out.put(
                "AttributeDefinitions",
                definitions.entrySet().stream()
                        .map(entry -> pair("AttributeName", entry.getKey(), "AttributeType", entry.getValue()))
                        .toList());
        out.put("TableName", table.name());
        out.put("KeySchema", keySchema(table.key()));
        List<Map<String, Object>> global = new ArrayList<>();
        List<Map<String, Object>> local = new ArrayList<>();
        for (ModelIndex index : table.indexes()) {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("IndexName", index.name());
            entry.put("KeySchema", keySchema(index.key()));
            Map<String, Object> projection = new LinkedHashMap<>();
            projection.put("ProjectionType", index.projection().name());
            if (index.projection() == ProjectionType.INCLUDE) {
                projection.put("NonKeyAttributes", index.nonKey());
            }
            entry.put("Projection", projection);
            (index.global() ? global : local).add(entry);
        }
        if (!global.isEmpty()) {
            out.put("GlobalSecondaryIndexes", global);
        }
        if (!local.isEmpty()) {
            out.put("LocalSecondaryIndexes", local);
        }
        out.put("BillingMode", "PAY_PER_REQUEST");
        return out;
    }

    /** Two members in this order, as the file's readers see them written. */
    static Map<String, String> pair(String name, String value, String otherName, String otherValue) {
        Map<String, String> out = new LinkedHashMap<>();
        out.put(name, value);
        out.put(otherName, otherValue);
        return out;
    }

    static List<Map<String, String>> keySchema(List<KeyElement> key) {
        return key.stream()
                .map(element -> pair(
                        "AttributeName",
                        element.name(),
                        "KeyType",
                        element.role().name()))
                .toList();
    }

    private static Map<String, Object> pattern(AccessPattern pattern) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("pattern", pattern.id());
        out.put("description", pattern.description());
        pattern.table().ifPresent(table -> out.put("table", table));
        pattern.index().ifPresent(index -> out.put("index", index));
        pattern.operation().ifPresent(operation -> out.put("dynamodb_operation", operation.name()));
        if (!pattern.implementation().isEmpty()) {
            out.put("implementation", pattern.implementation());
        }
        if (!pattern.reason().isEmpty()) {
            out.put("reason", pattern.reason());
        }
        return out;
    }
}
