package keyslice.datamodel;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The entities of one table of the MCP server's entity schema: each one's key templates ({@code pk_template},
 * {@code sk_template}, and per index its {@code gsi_mappings}), its {@code fields}, and its access patterns, read with
 * the schema validator's rules: every placeholder names a field, every mapping an index of the table's
 * {@code gsi_list}, with one template per key attribute.
 */
final class SchemaEntities {

    /** The field types a schema names, as its validator lists them. */
    static final List<String> FIELD_TYPES =
            List.of("string", "integer", "decimal", "boolean", "array", "object", "uuid");

    private SchemaEntities() {}

    /** An index of the table's {@code gsi_list}: its key attributes by role, as the schema names them. */
    record IndexDef(String name, List<String> hash, List<String> range, Node where) {}

    /**
     * One entity as read: key attribute → its template (table and index keys alike: an item has one value per
     * attribute), field name → its type, and its access patterns still to read once the key types are known.
     */
    record Draft(
            String name,
            String table,
            Map<String, KeyTemplate> templates,
            Map<String, String> fieldTypes,
            List<Node> patterns) {

        Entity entity(Set<String> keyAttributes) {
            Map<String, String> texts = new LinkedHashMap<>();
            templates.forEach((attribute, template) -> texts.put(attribute, template.text()));
            List<String> attributes = fieldTypes.keySet().stream()
                    .filter(field -> !keyAttributes.contains(field))
                    .toList();
            return new Entity(name, table, texts, attributes, List.of());
        }
    }

    static List<Draft> read(
            Node entities, String table, String partitionKey, Optional<String> sortKey, Map<String, IndexDef> indexes) {
        List<Draft> drafts = new ArrayList<>();
        for (Map.Entry<String, Node> member : entities.members(true)) {
            Node entity = member.getValue();
            entity.member("entity_type").text(true);
            Map<String, String> fieldTypes = fields(entity.member("fields"));
            Map<String, KeyTemplate> templates = new LinkedHashMap<>();
            template(entity.member("pk_template"), true, fieldTypes)
                    .ifPresent(t -> put(templates, partitionKey, t, entity.member("pk_template")));
            Node sk = entity.member("sk_template");
            if (sk.present() && sortKey.isEmpty()) {
                sk.problem("is for a sort key, and table " + table + " has no sort_key");
            } else {
                template(sk, false, fieldTypes).ifPresent(t -> put(templates, sortKey.get(), t, sk));
            }
            for (Node mapping : entity.member("gsi_mappings").elements(false)) {
                Optional<String> name = mapping.member("name").text(true);
                IndexDef index = name.map(indexes::get).orElse(null);
                if (name.isPresent() && index == null) {
                    mapping.member("name")
                            .problem("names index " + name.get() + ", which is not in gsi_list " + indexes.keySet());
                }
                mapped(mapping.member("pk_template"), true, index == null ? null : index.hash(), fieldTypes, templates);
                mapped(
                        mapping.member("sk_template"),
                        false,
                        index == null ? null : index.range(),
                        fieldTypes,
                        templates);
            }
            drafts.add(new Draft(
                    member.getKey(),
                    table,
                    templates,
                    fieldTypes,
                    entity.member("access_patterns").elements(false)));
        }
        return drafts;
    }

    private static Map<String, String> fields(Node fields) {
        Map<String, String> types = new LinkedHashMap<>();
        for (Node field : fields.elements(true)) {
            Optional<String> name = field.member("name").text(true);
            Node typeNode = field.member("type");
            Optional<String> type = typeNode.text(true);
            type.filter(t -> !FIELD_TYPES.contains(t))
                    .ifPresent(t -> typeNode.problem("Invalid type value '" + t + "': one of " + FIELD_TYPES));
            Node required = field.member("required");
            if (!(required.value() instanceof Boolean)) {
                required.problem(required.present() ? "must be true or false" : "is missing: expected true or false");
            }
            if (name.isPresent() && type.isPresent() && types.putIfAbsent(name.get(), type.get()) != null) {
                field.member("name").problem("Duplicate field name: " + name.get());
            }
        }
        return types;
    }

    /** A template whose placeholders all name fields of the entity. */
    private static Optional<KeyTemplate> template(Node node, boolean required, Map<String, String> fieldTypes) {
        return node.text(required)
                .flatMap(text -> KeyTemplate.parse(text, node))
                .filter(template -> {
                    List<String> unknown = template.placeholders().stream()
                            .filter(field -> !fieldTypes.containsKey(field))
                            .toList();
                    if (!unknown.isEmpty()) {
                        node.problem("names " + unknown + ", which " + (unknown.size() == 1 ? "is" : "are")
                                + " not among the entity's fields " + fieldTypes.keySet());
                    }
                    return unknown.isEmpty();
                });
    }

    /** An index mapping's templates: one string, or an array of one template per attribute of a multi-attribute key. */
    private static void mapped(
            Node node,
            boolean required,
            List<String> attributes,
            Map<String, String> fieldTypes,
            Map<String, KeyTemplate> templates) {
        List<Node> each = node.value() instanceof List<?> ? node.elements(true) : List.of(node);
        if (attributes == null || (!node.present() && !required)) {
            each.forEach(element -> template(element, required, fieldTypes));
            return;
        }
        if (!node.present()) {
            node.problem("is missing: expected the template of " + attributes);
            return;
        }
        if (each.size() != attributes.size()) {
            node.problem("has " + each.size() + " template" + (each.size() == 1 ? "" : "s") + " for the index key's "
                    + attributes.size() + " attribute" + (attributes.size() == 1 ? "" : "s") + " " + attributes);
            return;
        }
        for (int i = 0; i < each.size(); i++) {
            Node element = each.get(i);
            String attribute = attributes.get(i);
            template(element, true, fieldTypes).ifPresent(t -> put(templates, attribute, t, element));
        }
    }

    private static void put(Map<String, KeyTemplate> templates, String attribute, KeyTemplate template, Node where) {
        KeyTemplate before = templates.putIfAbsent(attribute, template);
        if (before != null && !before.text().equals(template.text())) {
            where.problem("gives attribute " + attribute + " the template " + template.text() + ", and the entity's"
                    + " other key gives it " + before.text() + ": an item has one value per attribute");
        }
    }
}
