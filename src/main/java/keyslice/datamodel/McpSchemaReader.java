package keyslice.datamodel;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.ModelIndex;
import keyslice.datamodel.ModelTable.ProjectionType;
import keyslice.datamodel.ModelTable.Role;
import keyslice.datamodel.SchemaEntities.IndexDef;
import keyslice.domain.key.KeyType;

/**
 * Reads the AWS DynamoDB MCP server's entity schema (the repository generator's {@code schema.json}): {@code tables}
 * each with its {@code table_config}, {@code gsi_list} and {@code entities} (key templates, fields, access patterns),
 * and the {@code cross_table_access_patterns}. The schema holds no items. Its keys are strings (the templates are
 * text), except an attribute of a multi-attribute index key that an entity maps to one numeric field alone, which keeps
 * the field's type as a number.
 */
final class McpSchemaReader {

    private McpSchemaReader() {}

    static Optional<DataModel> read(Node root) {
        List<ModelTable> tables = new ArrayList<>();
        List<Entity> entities = new ArrayList<>();
        List<AccessPattern> patterns = new ArrayList<>();
        Map<String, String> patternIds = new HashMap<>();
        Set<String> names = new HashSet<>();
        for (Node table : root.member("tables").elements(true)) {
            Node config = table.member("table_config");
            Optional<String> name = config.member("table_name").text(true);
            Optional<String> partitionKey = config.member("partition_key").text(true);
            Optional<String> sortKey = config.member("sort_key").text(false);
            if (name.isPresent() && !names.add(name.get())) {
                config.member("table_name").problem("Table already exists: " + name.get());
            }
            Map<String, IndexDef> defs = new LinkedHashMap<>();
            for (Node gsi : table.member("gsi_list").elements(false)) {
                Optional<String> indexName = gsi.member("name").text(true);
                List<String> hash = attributes(gsi.member("partition_key"), true);
                List<String> range = attributes(gsi.member("sort_key"), false);
                if (indexName.isPresent()
                        && defs.putIfAbsent(indexName.get(), new IndexDef(indexName.get(), hash, range, gsi)) != null) {
                    gsi.member("name").problem("Duplicate index name: " + indexName.get());
                }
            }
            if (name.isEmpty() || partitionKey.isEmpty()) {
                // The entities' own problems are found all the same; their patterns need the table's key.
                SchemaEntities.read(table.member("entities"), name.orElse(""), partitionKey.orElse(""), sortKey, defs);
                continue;
            }
            List<SchemaEntities.Draft> drafts =
                    SchemaEntities.read(table.member("entities"), name.get(), partitionKey.get(), sortKey, defs);
            List<KeyElement> key = new ArrayList<>();
            key.add(new KeyElement(partitionKey.get(), Role.HASH, KeyType.S));
            sortKey.ifPresent(sk -> key.add(new KeyElement(sk, Role.RANGE, KeyType.S)));
            List<ModelIndex> indexes = new ArrayList<>();
            for (IndexDef def : defs.values()) {
                if (def.hash().isEmpty()) {
                    continue;
                }
                List<KeyElement> indexKey = new ArrayList<>();
                def.hash().forEach(a -> indexKey.add(new KeyElement(a, Role.HASH, type(a, def.hash(), drafts))));
                def.range().forEach(a -> indexKey.add(new KeyElement(a, Role.RANGE, type(a, def.range(), drafts))));
                List<String> nonKey = new ArrayList<>();
                ProjectionType projection = projection(def.where(), nonKey);
                indexes.add(new ModelIndex(def.name(), true, indexKey, projection, nonKey));
            }
            ModelTable read = new ModelTable(name.get(), key, indexes, List.of());
            Set<String> keyAttributes = new LinkedHashSet<>();
            key.forEach(element -> keyAttributes.add(element.name()));
            indexes.forEach(index -> index.key().forEach(element -> keyAttributes.add(element.name())));
            tables.add(read);
            for (SchemaEntities.Draft draft : drafts) {
                entities.add(draft.entity(keyAttributes));
                for (Node pattern : draft.patterns()) {
                    SchemaPatterns.read(pattern, read, draft, patternIds).ifPresent(patterns::add);
                }
            }
        }
        for (Node pattern : root.member("cross_table_access_patterns").elements(false)) {
            SchemaPatterns.crossTable(pattern, names, patternIds).ifPresent(patterns::add);
        }
        if (!root.problems().isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new DataModel(DataModel.Format.MCP_SCHEMA, tables, entities, patterns));
    }

    /** A key's attribute names: one name, or an array of 1 to 4 (a multi-attribute index key). */
    private static List<String> attributes(Node node, boolean required) {
        if (!(node.value() instanceof List<?>)) {
            return node.text(required).map(List::of).orElse(List.of());
        }
        List<String> names = new ArrayList<>();
        for (Node element : node.elements(true)) {
            element.text(true).ifPresent(names::add);
        }
        if (names.isEmpty() || names.size() > Tables.MAX_INDEX_KEY_ATTRIBUTES) {
            node.problem("a multi-attribute key has 1 to " + Tables.MAX_INDEX_KEY_ATTRIBUTES + " attributes, not "
                    + names.size());
            return List.of();
        }
        return names;
    }

    /** S, or N for an attribute of a multi-attribute key that an entity maps to one integer or decimal field alone. */
    private static KeyType type(String attribute, List<String> key, List<SchemaEntities.Draft> drafts) {
        if (key.size() < 2) {
            return KeyType.S;
        }
        for (SchemaEntities.Draft draft : drafts) {
            Optional<String> field =
                    Optional.ofNullable(draft.templates().get(attribute)).flatMap(KeyTemplate::soleField);
            String fieldType = field.map(draft.fieldTypes()::get).orElse("");
            if (fieldType.equals("integer") || fieldType.equals("decimal")) {
                return KeyType.N;
            }
        }
        return KeyType.S;
    }

    private static ProjectionType projection(Node gsi, List<String> nonKey) {
        Node type = gsi.member("projection");
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
        Node included = gsi.member("included_attributes");
        for (Node attribute : included.elements(false)) {
            attribute.text(true).ifPresent(nonKey::add);
        }
        if (read == ProjectionType.INCLUDE && !included.present()) {
            included.problem("is missing: an INCLUDE projection lists its included_attributes");
        } else if (read != ProjectionType.INCLUDE && included.present()) {
            included.problem("is for an INCLUDE projection, and this one is " + read);
        }
        return read;
    }
}
