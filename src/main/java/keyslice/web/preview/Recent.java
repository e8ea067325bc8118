package keyslice.web.preview;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * Answers the engine gave a moment ago, kept for {@code ttl}: suggestions are asked again at every swap of the
 * form, and a table's names and indexes do not change between two clicks. Bounded, forgetting the oldest.
 */
final class Recent<V> {

    private static final int MAX_ENTRIES = 256;

    private final long ttlNanos;
    private final LongSupplier clock;
    private final Map<String, Entry<V>> entries = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Entry<V>> eldest) {
            return size() > MAX_ENTRIES;
        }
    };

    private record Entry<V>(V value, long storedAt) {}

    Recent(Duration ttl, LongSupplier nanoClock) {
        this.ttlNanos = ttl.toNanos();
        this.clock = nanoClock;
    }

    /** The value kept for {@code key} if it is fresh, else a new one from {@code load}, kept unless it throws. */
    V get(String key, Supplier<V> load) {
        Optional<V> fresh = fresh(key);
        if (fresh.isPresent()) {
            return fresh.get();
        }
        V value = load.get();
        synchronized (this) {
            entries.put(key, new Entry<>(value, clock.getAsLong()));
        }
        return value;
    }

    private synchronized Optional<V> fresh(String key) {
        Entry<V> entry = entries.get(key);
        if (entry == null || clock.getAsLong() - entry.storedAt() > ttlNanos) {
            return Optional.empty();
        }
        return Optional.of(entry.value());
    }
}
