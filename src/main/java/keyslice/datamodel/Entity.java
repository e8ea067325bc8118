package keyslice.datamodel;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import keyslice.domain.filter.ItemValue;

/**
 * One kind of thing a table holds (a customer's profile, an order), as the design names it: by key templates (the MCP
 * server's entity schema, {@code CUST#{customer_id}}), by the items a facet lists (NoSQL Workbench), or both.
 *
 * @param table      the table its items are written to
 * @param templates  key attribute → the template its value follows ({@code ORDER#{orderId}}), for the table's key and
 *                   the index keys the entity maps; in the file's order
 * @param attributes the attributes the entity's items have beside the keys, by name, in the file's order
 * @param keys       the key attributes of the items the file says are this entity's (a facet's items); may be empty
 */
public record Entity(
        String name,
        String table,
        Map<String, String> templates,
        List<String> attributes,
        List<Map<String, ItemValue>> keys) {

    public Entity {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(table, "table");
        templates = Collections.unmodifiableMap(new LinkedHashMap<>(templates));
        attributes = List.copyOf(attributes);
        keys = keys.stream()
                .map(key -> Collections.unmodifiableMap(new LinkedHashMap<>(key)))
                .toList();
    }

    /** The template of that key attribute's values, if the entity has one. */
    public Optional<String> template(String attribute) {
        return Optional.ofNullable(templates.get(attribute));
    }
}
