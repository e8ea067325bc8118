package keyslice.domain.form;

import java.util.AbstractMap;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * A map that keeps its entries in the order given and never changes: what the built request's records hold. A record
 * given one of these keeps it as it is, and copies any other map. A Query's names and values pass through five records on
 * their way to the wire (the key condition, the filter's outcome, the options, the request, its input), each of which
 * used to copy them, for every form and every fix it proves.
 */
public final class FrozenMap<K, V> extends AbstractMap<K, V> {

    private final Map<K, V> entries;

    private FrozenMap(Map<K, V> entries) {
        this.entries = entries;
    }

    /** {@code map} itself when it is frozen already, else a frozen copy of it in its order. */
    public static <K, V> Map<K, V> of(Map<K, V> map) {
        if (map instanceof FrozenMap<K, V> frozen) {
            return frozen;
        }
        return new FrozenMap<>(Collections.unmodifiableMap(new LinkedHashMap<>(map)));
    }

    /**
     * {@code built} itself, frozen without a copy: for a map its caller has just filled in and hands over, keeping no
     * reference to it. The key condition's and the options' maps are built so for every form and every fix it proves.
     */
    public static <K, V> Map<K, V> taking(LinkedHashMap<K, V> built) {
        return new FrozenMap<>(Collections.unmodifiableMap(built));
    }

    @Override
    public Set<Entry<K, V>> entrySet() {
        return entries.entrySet();
    }

    @Override
    public V get(Object key) {
        return entries.get(key);
    }

    @Override
    public boolean containsKey(Object key) {
        return entries.containsKey(key);
    }

    @Override
    public int size() {
        return entries.size();
    }

    @Override
    public void forEach(BiConsumer<? super K, ? super V> action) {
        entries.forEach(action);
    }

    @Override
    public boolean equals(Object other) {
        return entries.equals(other);
    }

    @Override
    public int hashCode() {
        return entries.hashCode();
    }

    @Override
    public String toString() {
        return entries.toString();
    }
}
