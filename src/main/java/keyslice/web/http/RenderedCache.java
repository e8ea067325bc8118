package keyslice.web.http;

import io.javalin.http.Context;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Rendered answers of the pure GET routes (the builder, its htmx partials, the embed card, the JSON API),
 * keyed by everything they depend on: the route and variant, the public origin and the raw query string.
 * The same permalink is opened again and again (every view of a page that embeds a card), and rendering it
 * costs several times what serving the bytes does. An answer is kept from its second request on: the URLs a
 * person produces while typing are each asked for once, and keeping them would only churn the heap. Least
 * recently used entries go first; the total size is bounded, so the cache cannot grow the heap past
 * {@code maxBytes}.
 */
public final class RenderedCache {

    /** 16 MiB: hundreds of typical pages, a small share of the container's heap. */
    public static final long DEFAULT_MAX_BYTES = 16L * 1024 * 1024;

    /** A body, its status and type, and the canonical permalink of the state it shows (for HX-Push-Url). */
    public record Entry(int status, String contentType, byte[] body, String permalink) {
        long size() {
            return body.length + 2L * permalink.length() + 64;
        }

        public void sendTo(Context ctx) {
            ctx.status(status).contentType(contentType).result(body);
        }
    }

    /** Hashes of keys asked for once, one per slot: a collision costs a miss or an early admission, never a wrong answer. */
    private static final int SEEN_SLOTS = 4096;

    private final long maxBytes;
    private final LinkedHashMap<String, Entry> entries = new LinkedHashMap<>(64, 0.75f, true);
    private final int[] seen = new int[SEEN_SLOTS];
    private long bytes;

    public RenderedCache(long maxBytes) {
        if (maxBytes < 0) {
            throw new IllegalArgumentException("maxBytes must not be negative, got " + maxBytes);
        }
        this.maxBytes = maxBytes;
    }

    public static String key(String variant, String origin, String rawQuery) {
        return variant + '\n' + origin + '\n' + (rawQuery == null ? "" : rawQuery);
    }

    /** The kept answer for {@code key}, else a fresh one from {@code render}, offered to the cache. */
    public Entry getOrRender(String key, Supplier<Entry> render) {
        return get(key).orElseGet(() -> {
            Entry rendered = render.get();
            put(key, rendered);
            return rendered;
        });
    }

    public synchronized Optional<Entry> get(String key) {
        return Optional.ofNullable(entries.get(key));
    }

    /**
     * Keeps {@code entry} if {@code key} was asked for before. Entries larger than an eighth of the budget are
     * not kept: one huge page must not flush the rest.
     */
    public synchronized void put(String key, Entry entry) {
        int slot = key.hashCode() & (SEEN_SLOTS - 1);
        int mark = key.hashCode() | 1; // never 0, the empty slot
        if (seen[slot] != mark) {
            seen[slot] = mark;
            return;
        }
        long size = entry.size() + 2L * key.length();
        if (size > maxBytes / 8) {
            return;
        }
        Entry previous = entries.put(key, entry);
        if (previous != null) {
            bytes -= previous.size() + 2L * key.length();
        }
        bytes += size;
        Iterator<Map.Entry<String, Entry>> eldest = entries.entrySet().iterator();
        while (bytes > maxBytes && eldest.hasNext()) {
            Map.Entry<String, Entry> e = eldest.next();
            bytes -= e.getValue().size() + 2L * e.getKey().length();
            eldest.remove();
        }
    }

    synchronized int size() {
        return entries.size();
    }

    synchronized long bytes() {
        return bytes;
    }
}
