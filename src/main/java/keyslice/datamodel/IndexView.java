package keyslice.datamodel;

import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.ModelIndex;
import keyslice.datamodel.ModelTable.Role;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.key.KeyOrder;

/**
 * A table's items as it or an index holds them: only items with every attribute of the index's key (sparse), projected,
 * in its sort key's order.
 */
final class IndexView {

    private IndexView() {}

    /**
     * In the order of the table's or index's sort key: a Query that names no sort key (partition equality alone, or
     * the first of several sort attributes) reads a partition in that order, which its form alone cannot tell.
     */
    static List<Map<String, ItemValue>> items(ModelTable table, Optional<ModelIndex> index) {
        List<KeyElement> key = index.map(ModelIndex::key).orElse(table.key());
        List<KeyElement> sortKey =
                key.stream().filter(element -> element.role() == Role.RANGE).toList();
        return table.items().stream()
                .filter(item -> key.stream().allMatch(element -> item.containsKey(element.name())))
                .sorted(bySortKey(sortKey))
                .map(item -> index.map(of -> projected(item, table, of)).orElse(item))
                .toList();
    }

    /** DynamoDB's order of the sort key's attributes, left to right; stable, so equal keys keep the file's order. */
    private static Comparator<Map<String, ItemValue>> bySortKey(List<KeyElement> sortKey) {
        return (a, b) -> {
            for (KeyElement element : sortKey) {
                int side = compare(a.get(element.name()), b.get(element.name()));
                if (side != 0) {
                    return side;
                }
            }
            return 0;
        };
    }

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
        // a value of another type than the key's: DynamoDB refuses such an item, so its place does not matter
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
