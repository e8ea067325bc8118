package keyslice.datamodel;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.ModelIndex;
import keyslice.datamodel.ModelTable.Role;
import keyslice.domain.key.KeyType;

/** A table in CreateTable form: its attribute definitions, KeySchema and secondary indexes, with CreateTable's rules. */
final class Tables {

    /** The most attributes of one role in a multi-attribute index key. */
    static final int MAX_INDEX_KEY_ATTRIBUTES = 4;

    private Tables() {}

    /** A table read from the file, before its items are. */
    record Draft(String name, List<KeyElement> key, List<ModelIndex> indexes) {}

    static Optional<Draft> read(Node table) {
        Optional<String> name = table.member("TableName").text(true);
        Map<String, KeyType> types = attributeTypes(table.member("AttributeDefinitions"));
        Node schema = table.member("KeySchema");
        List<KeyElement> key = McpDataModelReader.key(schema, types);
        boolean keyValid = tableKey(schema, key);
        Set<String> used = new HashSet<>();
        key.forEach(element -> used.add(element.name()));
        List<ModelIndex> indexes = new ArrayList<>();
        Set<String> indexNames = new HashSet<>();
        for (String member : List.of("GlobalSecondaryIndexes", "LocalSecondaryIndexes")) {
            boolean global = member.startsWith("Global");
            for (Node index : table.member(member).elements(false)) {
                Optional<String> indexName = index.member("IndexName").text(true);
                Node indexSchema = index.member("KeySchema");
                List<KeyElement> indexKey = McpDataModelReader.key(indexSchema, types);
                indexKey.forEach(element -> used.add(element.name()));
                boolean indexValid = global ? globalKey(indexSchema, indexKey) : localKey(indexSchema, indexKey, key);
                // The projection is read whatever the key, so that its own problems are reported too.
                List<String> nonKey = new ArrayList<>();
                ModelTable.ProjectionType projection =
                        McpDataModelReader.projection(index.member("Projection"), nonKey);
                if (indexName.isPresent() && !indexNames.add(indexName.get())) {
                    index.member("IndexName")
                            .problem("One or more parameter values were invalid: Duplicate index name: "
                                    + indexName.get());
                } else if (indexName.isPresent() && indexValid) {
                    indexes.add(new ModelIndex(indexName.get(), global, indexKey, projection, nonKey));
                }
            }
        }
        if (!used.containsAll(types.keySet())) {
            table.member("AttributeDefinitions")
                    .problem(
                            "One or more parameter values were invalid: Number of attributes"
                                    + " in KeySchema does not exactly match number of attributes defined in AttributeDefinitions");
        }
        return name.filter(n -> keyValid).map(n -> new Draft(n, key, indexes));
    }

    private static Map<String, KeyType> attributeTypes(Node definitions) {
        Map<String, KeyType> types = new LinkedHashMap<>();
        for (Node definition : definitions.elements(true)) {
            Optional<String> name = definition.member("AttributeName").text(true);
            Node typeNode = definition.member("AttributeType");
            Optional<KeyType> type = typeNode.text(true).flatMap(code -> {
                Optional<KeyType> known = KeyType.fromCode(code);
                if (known.isEmpty()) {
                    typeNode.problem("Member must satisfy enum value set: [B, N, S], not " + code);
                }
                return known;
            });
            if (name.isPresent() && type.isPresent() && types.putIfAbsent(name.get(), type.get()) != null) {
                definition.problem("Cannot have two attributes with the same name: " + name.get());
            }
        }
        return types;
    }

    /** A table's key: one HASH element first, then at most one RANGE element. */
    private static boolean tableKey(Node schema, List<KeyElement> key) {
        if (!schema.present() || key.isEmpty()) {
            return false;
        }
        if (key.get(0).role() != Role.HASH) {
            schema.problem("Invalid KeySchema: The first KeySchemaElement is not a HASH key type");
            return false;
        }
        if (key.size() > 2 || (key.size() == 2 && key.get(1).role() != Role.RANGE)) {
            schema.problem("a table's KeySchema is one HASH element and at most one RANGE element"
                    + " (multi-attribute keys are for global secondary indexes)");
            return false;
        }
        return true;
    }

    /** A global index's key: 1 to 4 HASH elements, then 0 to 4 RANGE elements. */
    private static boolean globalKey(Node schema, List<KeyElement> key) {
        if (!schema.present() || key.isEmpty()) {
            return false;
        }
        if (key.get(0).role() != Role.HASH) {
            schema.problem("Invalid KeySchema: The first KeySchemaElement is not a HASH key type");
            return false;
        }
        int hashes = (int) key.stream().takeWhile(e -> e.role() == Role.HASH).count();
        long ranges = key.stream().filter(e -> e.role() == Role.RANGE).count();
        if (hashes + ranges != key.size()) {
            schema.problem("a KeySchema lists every HASH element before the RANGE elements");
            return false;
        }
        if (hashes > MAX_INDEX_KEY_ATTRIBUTES || ranges > MAX_INDEX_KEY_ATTRIBUTES) {
            schema.problem("an index key has at most " + MAX_INDEX_KEY_ATTRIBUTES + " HASH and "
                    + MAX_INDEX_KEY_ATTRIBUTES + " RANGE attributes");
            return false;
        }
        return true;
    }

    /** A local index's key: the table's HASH element, then one RANGE element. */
    private static boolean localKey(Node schema, List<KeyElement> key, List<KeyElement> tableKey) {
        if (!schema.present() || key.isEmpty()) {
            return false;
        }
        if (key.size() != 2
                || key.get(1).role() != Role.RANGE
                || tableKey.isEmpty()
                || !key.get(0).equals(tableKey.get(0))) {
            schema.problem("One or more parameter values were invalid: Index KeySchema does not have the same leading"
                    + " hash key as table KeySchema; a local index's key is the table's HASH attribute and one RANGE"
                    + " attribute");
            return false;
        }
        return true;
    }
}
