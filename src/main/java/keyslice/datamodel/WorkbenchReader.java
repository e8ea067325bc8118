package keyslice.datamodel;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.ModelIndex;
import keyslice.datamodel.ModelTable.ProjectionType;
import keyslice.datamodel.ModelTable.Role;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.key.KeyType;

/**
 * Reads a model NoSQL Workbench exports: {@code DataModel} tables with their {@code KeyAttributes},
 * {@code GlobalSecondaryIndexes} and items ({@code TableData}, in DynamoDB JSON), and {@code TableFacets}, which
 * become entities: a facet's items are its entity's, and the table's too (the table's own {@code TableData} first,
 * then each facet's items it does not hold). A facet's key alias with a {@code {field}} placeholder is read as the
 * entity's key template; other aliases are display names. The export holds no access patterns.
 */
final class WorkbenchReader {

    private WorkbenchReader() {}

    static Optional<DataModel> read(Node root) {
        root.member("ModelName").text(true);
        List<ModelTable> tables = new ArrayList<>();
        List<Entity> entities = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (Node table : root.member("DataModel").elements(true)) {
            Optional<String> name = table.member("TableName").text(true);
            if (name.isPresent() && !names.add(name.get())) {
                table.member("TableName").problem("Table already exists: " + name.get());
            }
            Map<String, KeyType> types = new HashMap<>();
            List<KeyElement> key = key(table.member("KeyAttributes"), types);
            List<ModelIndex> indexes = new ArrayList<>();
            Set<String> indexNames = new HashSet<>();
            for (Node gsi : table.member("GlobalSecondaryIndexes").elements(false)) {
                Optional<String> indexName = gsi.member("IndexName").text(true);
                List<KeyElement> indexKey = key(gsi.member("KeyAttributes"), types);
                List<String> nonKey = new ArrayList<>();
                ProjectionType projection = McpDataModelReader.projection(gsi.member("Projection"), nonKey);
                if (indexName.isPresent() && !indexNames.add(indexName.get())) {
                    gsi.member("IndexName")
                            .problem("One or more parameter values were invalid: Duplicate index name: "
                                    + indexName.get());
                } else if (indexName.isPresent() && !indexKey.isEmpty()) {
                    indexes.add(new ModelIndex(indexName.get(), true, indexKey, projection, nonKey));
                }
            }
            List<Map<String, ItemValue>> items = new ArrayList<>();
            Map<Map<String, ItemValue>, String> itemKeys = new HashMap<>();
            for (Node item : table.member("TableData").elements(false)) {
                Items.read(item, key, indexes).ifPresent(read -> {
                    String first = itemKeys.putIfAbsent(keyOf(read, key), item.where());
                    if (first != null) {
                        item.problem("has the key of " + first + ": a key names one item of its table");
                    } else {
                        items.add(read);
                    }
                });
            }
            Set<String> facetNames = new HashSet<>();
            for (Node facet : table.member("TableFacets").elements(false)) {
                Optional<String> facetName = facet.member("FacetName").text(true);
                if (facetName.isPresent() && !facetNames.add(facetName.get())) {
                    facet.member("FacetName").problem("Duplicate facet name: " + facetName.get());
                }
                List<String> attributes = new ArrayList<>();
                for (Node attribute : facet.member("NonKeyAttributes").elements(false)) {
                    attribute.text(true).ifPresent(attributes::add);
                }
                List<Map<String, ItemValue>> keys = new ArrayList<>();
                for (Node item : facet.member("TableData").elements(false)) {
                    Items.read(item, key, indexes).ifPresent(read -> {
                        Map<String, ItemValue> itemKey = keyOf(read, key);
                        keys.add(itemKey);
                        if (itemKeys.putIfAbsent(itemKey, item.where()) == null) {
                            items.add(read);
                        }
                    });
                }
                Map<String, String> templates = new LinkedHashMap<>();
                Node alias = facet.member("KeyAttributeAlias");
                List<String> members = List.of("PartitionKeyAlias", "SortKeyAlias");
                for (int i = 0; i < Math.min(key.size(), members.size()); i++) {
                    String attribute = key.get(i).name();
                    Node aliasNode = alias.member(members.get(i));
                    aliasNode
                            .text(false)
                            .filter(text -> text.contains("{"))
                            .flatMap(text -> KeyTemplate.parse(text, aliasNode))
                            .ifPresent(template -> templates.put(attribute, template.text()));
                }
                if (name.isPresent() && facetName.isPresent()) {
                    entities.add(new Entity(facetName.get(), name.get(), templates, attributes, keys));
                }
            }
            if (name.isPresent() && !key.isEmpty()) {
                tables.add(new ModelTable(name.get(), key, indexes, items));
            }
        }
        if (!root.problems().isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new DataModel(DataModel.Format.WORKBENCH, tables, entities, List.of()));
    }

    /** A key's {@code PartitionKey} and optional {@code SortKey}, each typed once across the table and its indexes. */
    private static List<KeyElement> key(Node keyAttributes, Map<String, KeyType> types) {
        List<KeyElement> key = new ArrayList<>();
        for (String member : List.of("PartitionKey", "SortKey")) {
            Node element = keyAttributes.member(member);
            if (!element.present() && member.equals("SortKey")) {
                continue;
            }
            Optional<String> name = element.member("AttributeName").text(true);
            Node typeNode = element.member("AttributeType");
            Optional<KeyType> type = typeNode.text(true).flatMap(code -> {
                Optional<KeyType> known = KeyType.fromCode(code);
                if (known.isEmpty()) {
                    typeNode.problem("Member must satisfy enum value set: [B, N, S], not " + code);
                }
                return known;
            });
            if (name.isEmpty() || type.isEmpty()) {
                return List.of();
            }
            KeyType before = types.putIfAbsent(name.get(), type.get());
            if (before != null && before != type.get()) {
                typeNode.problem("is " + type.get() + ", and another key of the table has " + name.get() + " as "
                        + before + ": an attribute has one type");
                return List.of();
            }
            key.add(new KeyElement(name.get(), member.equals("PartitionKey") ? Role.HASH : Role.RANGE, type.get()));
        }
        return key;
    }

    /** The item's key attributes, in the key's order. */
    static Map<String, ItemValue> keyOf(Map<String, ItemValue> item, List<KeyElement> key) {
        Map<String, ItemValue> out = new LinkedHashMap<>();
        key.forEach(element -> out.put(element.name(), item.get(element.name())));
        return out;
    }
}
