package keyslice.datamodel;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.ModelIndex;
import keyslice.domain.filter.ItemValue;

/** A table's items as an index holds them: only items with every attribute of its key (sparse), projected. */
final class IndexView {

    private IndexView() {}

    static List<Map<String, ItemValue>> items(ModelTable table, Optional<ModelIndex> index) {
        if (index.isEmpty()) {
            return table.items();
        }
        ModelIndex of = index.get();
        return table.items().stream()
                .filter(item -> of.key().stream().allMatch(element -> item.containsKey(element.name())))
                .map(item -> projected(item, table, of))
                .toList();
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
