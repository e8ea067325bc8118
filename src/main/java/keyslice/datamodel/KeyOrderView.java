package keyslice.datamodel;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.Role;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.key.KeyOrder;

/**
 * Items in the order their key's sort attributes keep them, left to right, as DynamoDB stores a partition. The
 * builder's item slice orders items by the sort attributes a key condition names, and keeps the order given for the
 * rest; a design knows them all, so a Query without a sort key condition (or with the first of several) still reads
 * in key order, and its Limit keeps the right items.
 */
final class KeyOrderView {

    private KeyOrderView() {}

    static List<Map<String, ItemValue>> sorted(List<Map<String, ItemValue>> items, List<KeyElement> key) {
        List<String> sort = key.stream()
                .filter(element -> element.role() == Role.RANGE)
                .map(KeyElement::name)
                .toList();
        if (sort.isEmpty()) {
            return items;
        }
        Comparator<Map<String, ItemValue>> order = (a, b) -> {
            for (String attribute : sort) {
                int side = compare(a.get(attribute), b.get(attribute));
                if (side != 0) {
                    return side;
                }
            }
            return 0;
        };
        List<Map<String, ItemValue>> sorted = new ArrayList<>(items);
        sorted.sort(order); // stable: equal keys keep the file's order
        return sorted;
    }

    /** Two values of one key attribute (an index key's attribute may be missing: last). */
    private static int compare(ItemValue a, ItemValue b) {
        if (a == null || b == null) {
            return a == null ? (b == null ? 0 : 1) : -1;
        }
        if (a instanceof ItemValue.S s && b instanceof ItemValue.S t) {
            return KeyOrder.compareUtf8(s.text(), t.text());
        }
        if (a instanceof ItemValue.N n && b instanceof ItemValue.N m) {
            return n.number().compareTo(m.number());
        }
        if (a instanceof ItemValue.B x && b instanceof ItemValue.B y) {
            return KeyOrder.compareUnsigned(x.bytes(), y.bytes());
        }
        return 0;
    }
}
