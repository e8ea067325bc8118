package keyslice.web.designs;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import keyslice.domain.compile.Compilation;
import keyslice.domain.form.QueryForm;
import keyslice.snippets.Snippets;
import keyslice.web.state.BuilderState;

/**
 * The builder's Query as the start of a table design ("Check this Query in a table design"): one table with the
 * Query's key, an item for each sample key in the Query's partition, and the Query as its one access pattern, written
 * as the AWS CLI command the builder gives. The person goes on from there in the text box: more items, indexes and
 * patterns.
 */
final class QueryDesign {

    private static final ObjectMapper JSON = new ObjectMapper();

    private QueryDesign() {}

    /**
     * The design's file, or empty for a Query that cannot start one: an invalid state, or a Query on an index or on a
     * key of several attributes, whose table's own key the builder does not know.
     */
    static Optional<String> of(BuilderState state) {
        QueryForm form = state.form();
        boolean severalAttributes =
                form.furtherPks().stream().anyMatch(pk -> !pk.name().isEmpty())
                        || form.furtherSks().stream().anyMatch(sk -> !sk.name().isEmpty());
        if (!state.isValid() || !form.index().isEmpty() || severalAttributes) {
            return Optional.empty();
        }
        Compilation.Valid valid = state.valid();
        String table = form.table().isEmpty() ? Snippets.TABLE_PLACEHOLDER : form.table();
        Map<String, Object> file = new LinkedHashMap<>();
        List<Map<String, String>> definitions = new ArrayList<>();
        List<Map<String, String>> schema = new ArrayList<>();
        definitions.add(Map.of("AttributeName", form.pk(), "AttributeType", type(form.pkType())));
        schema.add(Map.of("AttributeName", form.pk(), "KeyType", "HASH"));
        if (!form.sk().isEmpty()) {
            definitions.add(Map.of("AttributeName", form.sk(), "AttributeType", type(form.skType())));
            schema.add(Map.of("AttributeName", form.sk(), "KeyType", "RANGE"));
        }
        Map<String, Object> tableSpec = new LinkedHashMap<>();
        tableSpec.put("TableName", table);
        tableSpec.put("AttributeDefinitions", definitions);
        tableSpec.put("KeySchema", schema);
        tableSpec.put("BillingMode", "PAY_PER_REQUEST");
        file.put("tables", List.of(tableSpec));
        file.put("items", Map.of(table, items(form)));
        Map<String, Object> pattern = new LinkedHashMap<>();
        pattern.put("pattern", "1");
        pattern.put("description", "The Query from the builder");
        pattern.put("table", table);
        pattern.put("dynamodb_operation", "Query");
        pattern.put("implementation", Snippets.of(valid.built(), "cli").code());
        file.put("access_patterns", List.of(pattern));
        try {
            return Optional.of(JSON.writerWithDefaultPrettyPrinter().writeValueAsString(file));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("maps and strings always write", e);
        }
    }

    /** An item per sample key (a key once), in the Query's partition; without a sort key, the partition's one item. */
    private static List<Map<String, Object>> items(QueryForm form) {
        Set<String> keys = new LinkedHashSet<>();
        for (String line : form.samples().split("\n", -1)) {
            if (!line.strip().isEmpty()) {
                keys.add(line.strip());
            }
        }
        List<Map<String, Object>> items = new ArrayList<>();
        if (form.sk().isEmpty()) {
            items.add(Map.of("PutRequest", Map.of("Item", Map.of(form.pk(), value(form.pkType(), form.pkValue())))));
            return items;
        }
        for (String key : keys) {
            Map<String, Object> item = new LinkedHashMap<>();
            item.put(form.pk(), value(form.pkType(), form.pkValue()));
            item.put(form.sk(), value(form.skType(), key));
            items.add(Map.of("PutRequest", Map.of("Item", item)));
        }
        return items;
    }

    private static String type(String type) {
        return type.isEmpty() ? QueryForm.DEFAULT_TYPE : type;
    }

    private static Map<String, String> value(String type, String text) {
        return Map.of(type(type), text);
    }
}
