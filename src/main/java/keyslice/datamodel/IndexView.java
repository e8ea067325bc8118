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
import keyslice.domain.filter.ItemValue;
import keyslice.domain.key.KeyOrder;

/**
 * A table's items as the table or an index holds them, in key order: an index holds only items with every attribute of
 * its key (sparse), projected.
 */
final class IndexView {

    private IndexView() {}

    static List<Map<String, ItemValue>> items(ModelTable table, Optional<ModelIndex> index) {
        if (index.isEmpty()) {
            return inKeyOrder(table.items(), table.key());
        }
        ModelIndex of = index.get();
        return inKeyOrder(
                table.items().stream()
                        .filter(item -> of.key().stream().allMatch(element -> item.containsKey(element.name())))
                        .map(item -> projected(item, table, of))
                        .toList(),
                of.key());
    }

    /**
     * In the order the table or index keeps a partition's items: by every sort attribute, left to right, each in its
     * type's order. A Query that names fewer of them (round of round and bracket, or none) reads them in this order
     * too; items with equal keys (an index's) keep the file's order.
     */
    private static List<Map<String, ItemValue>> inKeyOrder(List<Map<String, ItemValue>> items, List<KeyElement> key) {
        List<String> sort = key.stream()
                .filter(element -> element.role() == ModelTable.Role.RANGE)
                .map(KeyElement::name)
                .toList();
        List<Map<String, ItemValue>> ordered = new ArrayList<>(items);
        ordered.sort((a, b) -> {
            for (String name : sort) {
                int order = compare(a.get(name), b.get(name));
                if (order != 0) {
                    return order;
                }
            }
            return 0;
        });
        return ordered;
    }

    /** DynamoDB's key order for two values of a key attribute; values of different types by their type. */
    private static int compare(ItemValue a, ItemValue b) {
        if (a instanceof ItemValue.S x && b instanceof ItemValue.S y) {
            return KeyOrder.compareUtf8(x.text(), y.text());
        }
        if (a instanceof ItemValue.N x && b instanceof ItemValue.N y) {
            return x.number().compareTo(y.number());
        }
        if (a instanceof ItemValue.B x && b instanceof ItemValue.B y) {
            return KeyOrder.compareUnsigned(x.bytes(), y.bytes());
        }
        return a.type().compareTo(b.type());
    }

    private static Map<String, ItemValue> projected(Map<String, ItemValue> item, ModelTable table, ModelIndex index) {
        if (index.projection() == ModelTable.ProjectionType.ALL) {
            return item;
        }
        Set<String> kept = new HashSet<>(index.nonKey());
        table.key().stream().map(KeyElement::name).forEach(kept::add);
        index.key().stream().map(KeyElement::name).forEach(kept::add);
        Map<String, ItemValue> projected = new LinkedHashMap<>();
        item.forEach((name, value) -> {
            if (kept.contains(name)) {
                projected.put(name, value);
            }
        });
        return projected;
    }
}
