package keyslice.domain.form;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What one request's compilations have already worked out, by the input it came from. A warning proves its fix by
 * compiling the fixed form, and "Fix all" compiles one form after another; the fixed forms share every field the fix
 * did not touch (the same sample items, the same filter), so each is read once per request instead of once per
 * compilation. Keys are records of the inputs a result depends on; the strings a fixed form shares with the form it
 * came from are the same objects, so comparing them is cheap. Bounded: past {@link #MAX_ENTRIES} it starts over.
 */
public final class Memo {

    static final int MAX_ENTRIES = 64;

    private final Map<Object, Object> kept = new HashMap<>();

    /** The value kept for {@code key}, else {@code compute}'s, kept. */
    @SuppressWarnings("unchecked")
    public <V> V get(Object key, Supplier<V> compute) {
        Object known = kept.get(key);
        if (known != null) {
            return (V) known;
        }
        V value = compute.get();
        if (kept.size() >= MAX_ENTRIES) {
            kept.clear();
        }
        kept.put(key, value);
        return value;
    }
}
