package keyslice.datamodel;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.ModelIndex;
import keyslice.datamodel.ModelTable.ProjectionType;
import keyslice.datamodel.ModelTable.Role;
import keyslice.domain.filter.ItemValue;

/**
 * A design as a NoSQL Workbench model, as plain maps and lists for a JSON writer: each table with its key, its
 * attributes and their types, its global indexes, its items, and its entities as facets (a facet lists its entity's
 * items; a key template with placeholders is the facet's key alias, which {@link WorkbenchReader} reads back). What a
 * Workbench model cannot hold (access patterns, local and multi-attribute indexes, other key templates) is left out,
 * and the model's description names it.
 */
public final class WorkbenchWriter {

    private WorkbenchWriter() {}

    public static Map<String, Object> write(DataModel model) {
        List<String> leftOut = new ArrayList<>();
        List<Map<String, Object>> tables = new ArrayList<>();
        for (ModelTable table : model.tables()) {
            tables.add(table(
                    table,
                    model.entities().stream()
                            .filter(entity -> entity.table().equals(table.name()))
                            .toList(),
                    leftOut));
        }
        if (!model.patterns().isEmpty()) {
            leftOut.add(model.patterns().size() + " access pattern"
                    + (model.patterns().size() == 1 ? "" : "s"));
        }
        Map<String, Object> metadata = new LinkedHashMap<>();
        metadata.put("Author", "");
        metadata.put(
                "Description",
                "Exported by keyslice."
                        + (leftOut.isEmpty()
                                ? ""
                                : " Left out, as a NoSQL Workbench model cannot hold them: "
                                        + String.join("; ", leftOut) + "."));
        metadata.put("AWSService", "Amazon DynamoDB");
        metadata.put("Version", "3.0");
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("ModelName", "keyslice design");
        out.put("ModelMetadata", metadata);
        out.put("DataModel", tables);
        return out;
    }

    private static Map<String, Object> table(ModelTable table, List<Entity> entities, List<String> leftOut) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("TableName", table.name());
        out.put("KeyAttributes", keyAttributes(table.key()));
        Map<String, String> types = new LinkedHashMap<>();
        List<Map<String, Object>> indexes = new ArrayList<>();
        for (ModelIndex index : table.indexes()) {
            long hashes =
                    index.key().stream().filter(e -> e.role() == Role.HASH).count();
            if (!index.global() || hashes > 1 || index.key().size() - hashes > 1) {
                leftOut.add("table " + table.name() + "'s " + (index.global() ? "multi-attribute" : "local") + " index "
                        + index.name());
                continue;
            }
            index.key()
                    .forEach(element ->
                            types.putIfAbsent(element.name(), element.type().name()));
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("IndexName", index.name());
            entry.put("KeyAttributes", keyAttributes(index.key()));
            Map<String, Object> projection = new LinkedHashMap<>();
            projection.put("ProjectionType", index.projection().name());
            if (index.projection() == ProjectionType.INCLUDE) {
                projection.put("NonKeyAttributes", index.nonKey());
            }
            entry.put("Projection", projection);
            indexes.add(entry);
        }
        table.items()
                .forEach(item -> item.forEach(
                        (name, value) -> types.putIfAbsent(name, value.type().name())));
        entities.forEach(entity -> entity.attributes().forEach(name -> types.putIfAbsent(name, "S")));
        table.key().forEach(element -> types.remove(element.name()));
        out.put(
                "NonKeyAttributes",
                types.entrySet().stream()
                        .map(entry -> McpDataModelWriter.pair(
                                "AttributeName", entry.getKey(), "AttributeType", entry.getValue()))
                        .toList());
        Map<Map<String, ItemValue>, Map<String, ItemValue>> byKey = new HashMap<>();
        table.items().forEach(item -> byKey.put(WorkbenchReader.keyOf(item, table.key()), item));
        out.put(
                "TableFacets",
                entities.stream()
                        .map(entity -> facet(entity, table, byKey, leftOut))
                        .toList());
        out.put("GlobalSecondaryIndexes", indexes);
        out.put("TableData", DynamoJson.items(table.items()));
        out.put("DataAccess", Map.of("MySql", Map.of()));
        out.put("BillingMode", "PAY_PER_REQUEST");
        return out;
    }

    private static Map<String, Object> facet(
            Entity entity,
            ModelTable table,
            Map<Map<String, ItemValue>, Map<String, ItemValue>> byKey,
            List<String> leftOut) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("FacetName", entity.name());
        Map<String, String> alias = new LinkedHashMap<>();
        List<String> members = List.of("PartitionKeyAlias", "SortKeyAlias");
        List<String> written = new ArrayList<>();
        for (int i = 0; i < table.key().size(); i++) {
            String attribute = table.key().get(i).name();
            String template = entity.template(attribute)
                    .filter(text -> text.contains("{"))
                    .orElse(null);
            alias.put(members.get(i), template == null ? attribute : template);
            if (template != null) {
                written.add(attribute);
            }
        }
        List<String> unwritten = entity.templates().keySet().stream()
                .filter(attribute -> !written.contains(attribute))
                .toList();
        if (!unwritten.isEmpty()) {
            leftOut.add("entity " + entity.name() + "'s templates of " + unwritten);
        }
        long itemless =
                entity.keys().stream().filter(key -> !byKey.containsKey(key)).count();
        if (itemless > 0) {
            leftOut.add("entity " + entity.name() + "'s " + itemless + " key" + (itemless == 1 ? "" : "s")
                    + " without an item in the table");
        }
        out.put("KeyAttributeAlias", alias);
        out.put(
                "TableData",
                DynamoJson.items(entity.keys().stream()
                        .filter(byKey::containsKey)
                        .map(byKey::get)
                        .toList()));
        out.put("NonKeyAttributes", entity.attributes());
        return out;
    }

    private static Map<String, Object> keyAttributes(List<KeyElement> key) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (KeyElement element : key) {
            out.put(
                    element.role() == Role.HASH ? "PartitionKey" : "SortKey",
                    McpDataModelWriter.pair(
                            "AttributeName",
                            element.name(),
                            "AttributeType",
                            element.type().name()));
        }
        return out;
    }
}
