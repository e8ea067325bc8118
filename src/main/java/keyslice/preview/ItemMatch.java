package keyslice.preview;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/** Whether an item the engine returned is an item {@link ReadCheck} read, whole or as a projection keeps a part of it. */
final class ItemMatch {

    private ItemMatch() {}

    /**
     * Whether the engine's item is the item read: equal, or with a projection a part of it (every attribute it has,
     * the item has, a map's entries likewise, a list's elements in order among the item's).
     */
    static boolean sameItem(Map<String, Object> engine, Map<String, Object> read, boolean projected) {
        return projected ? partOf(engine, read) : engine.equals(read);
    }

    private static boolean partOf(Map<?, ?> part, Map<?, ?> whole) {
        return part.entrySet().stream()
                .allMatch(entry ->
                        whole.containsKey(entry.getKey()) && valuePartOf(entry.getValue(), whole.get(entry.getKey())));
    }

    private static boolean valuePartOf(Object part, Object whole) {
        if (part instanceof Map<?, ?> p
                && whole instanceof Map<?, ?> w
                && p.size() == 1
                && w.size() == 1
                && p.keySet().equals(w.keySet())) {
            Object type = p.keySet().iterator().next();
            if ("M".equals(type) && p.get(type) instanceof Map<?, ?> pm && w.get(type) instanceof Map<?, ?> wm) {
                return partOf(pm, wm);
            }
            if ("L".equals(type) && p.get(type) instanceof List<?> pl && w.get(type) instanceof List<?> wl) {
                int at = 0;
                for (Object element : pl) {
                    while (at < wl.size() && !valuePartOf(element, wl.get(at))) {
                        at++;
                    }
                    if (at++ >= wl.size()) {
                        return false;
                    }
                }
                return true;
            }
        }
        return Objects.equals(part, whole);
    }
}
