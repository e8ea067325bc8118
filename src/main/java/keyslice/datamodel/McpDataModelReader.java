package keyslice.datamodel;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.ProjectionType;
import keyslice.datamodel.ModelTable.Role;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.key.KeyType;

/**
 * Reads the AWS DynamoDB MCP server's {@code dynamodb_data_model.json}: {@code tables} in CreateTable form (a
 * multi-attribute index key is several HASH or RANGE entries of a GSI's KeySchema), {@code items} in BatchWriteItem
 * form by table, and {@code access_patterns} with their AWS CLI implementation. Every problem of the file is found in
 * one reading.
 */
final class McpDataModelReader {

    private McpDataModelReader() {}

    static Optional<DataModel> read(Node root) {
        Map<String, Tables.Draft> drafts = new LinkedHashMap<>();
        for (Node table : root.member("tables").elements(true)) {
            Tables.read(table).ifPresent(draft -> {
                if (drafts.putIfAbsent(draft.name(), draft) != null) {
                    table.member("TableName").problem("Table already exists: " + draft.name());
                }
            });
        }
        Map<String, List<Map<String, ItemValue>>> items = new LinkedHashMap<>();
        for (Map.Entry<String, Node> byTable : root.member("items").members(false)) {
            Tables.Draft draft = drafts.get(byTable.getKey());
            if (draft == null) {
                byTable.getValue()
                        .problem("names table " + byTable.getKey() + ", which is not in tables " + drafts.keySet());
                continue;
            }
            for (Node write : byTable.getValue().elements(true)) {
                Node item = write.member("PutRequest").member("Item");
                if (!item.present()) {
                    write.problem("is not a PutRequest with an Item");
                    continue;
                }
                Items.read(item, draft.key(), draft.indexes())
                        .ifPresent(read -> items.computeIfAbsent(draft.name(), n -> new ArrayList<>())
                                .add(read));
            }
        }
        List<AccessPattern> patterns = new ArrayList<>();
        for (Node pattern : root.member("access_patterns").elements(true)) {
            pattern(pattern, drafts.keySet()).ifPresent(patterns::add);
        }
        if (!root.problems().isEmpty()) {
            return Optional.empty();
        }
        List<ModelTable> tables = drafts.values().stream()
                .map(draft -> new ModelTable(
                        draft.name(), draft.key(), draft.indexes(), items.getOrDefault(draft.name(), List.of())))
                .toList();
        return Optional.of(new DataModel(DataModel.Format.MCP_DATA_MODEL, tables, List.of(), patterns));
    }

    private static Optional<AccessPattern> pattern(Node pattern, java.util.Set<String> tables) {
        Optional<String> id = pattern.member("pattern").text(true);
        String description = pattern.member("description").text(false).orElse("");
        Node tableNode = pattern.member("table");
        Optional<String> table = tableNode.text(false);
        if (table.isPresent() && !tables.contains(table.get())) {
            tableNode.problem("names table " + table.get() + ", which is not in tables " + tables);
        }
        Optional<String> index =
                pattern.member("index").text(false).filter(name -> !name.isEmpty() && !name.equals("null"));
        Node operationNode = pattern.member("dynamodb_operation");
        Optional<AccessPattern.Operation> operation = operationNode.text(false).flatMap(name -> {
            Optional<AccessPattern.Operation> named = AccessPattern.Operation.named(name);
            if (named.isEmpty()) {
                operationNode.problem("names no DynamoDB operation: " + name);
            }
            return named;
        });
        String implementation = pattern.member("implementation").text(false).orElse("");
        String reason = pattern.member("reason").text(false).orElse("");
        return id.map(name -> new AccessPattern(name, description, table, index, operation, implementation, reason));
    }

    /** A key's elements against the table's attribute definitions. */
    static List<KeyElement> key(Node schema, Map<String, KeyType> types) {
        List<KeyElement> key = new ArrayList<>();
        for (Node element : schema.elements(true)) {
            Optional<String> name = element.member("AttributeName").text(true);
            Node roleNode = element.member("KeyType");
            Optional<Role> role = roleNode.text(true).flatMap(text -> {
                try {
                    return Optional.of(Role.valueOf(text));
                } catch (IllegalArgumentException e) {
                    roleNode.problem("must be HASH or RANGE, not " + text);
                    return Optional.empty();
                }
            });
            if (name.isPresent() && !types.containsKey(name.get())) {
                element.problem(
                        "One or more parameter values were invalid: Some index key attributes are not defined in"
                                + " AttributeDefinitions. Keys: [" + name.get() + "], AttributeDefinitions: "
                                + types.keySet());
            } else if (name.isPresent() && role.isPresent()) {
                key.add(new KeyElement(name.get(), role.get(), types.get(name.get())));
            }
        }
        return key;
    }

    static ProjectionType projection(Node projection, List<String> nonKey) {
        Node type = projection.member("ProjectionType");
        ProjectionType read = type.text(false)
                .flatMap(text -> {
                    try {
                        return Optional.of(ProjectionType.valueOf(text));
                    } catch (IllegalArgumentException e) {
                        type.problem("must be ALL, KEYS_ONLY or INCLUDE, not " + text);
                        return Optional.empty();
                    }
                })
                .orElse(ProjectionType.ALL);
        for (Node attribute : projection.member("NonKeyAttributes").elements(false)) {
            attribute.text(true).ifPresent(nonKey::add);
        }
        if (read != ProjectionType.INCLUDE && !nonKey.isEmpty()) {
            projection.problem("One or more parameter values were invalid: ProjectionType is " + read
                    + ", but NonKeyAttributes is specified");
        }
        return read;
    }
}
