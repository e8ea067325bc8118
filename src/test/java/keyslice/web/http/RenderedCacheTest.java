package keyslice.web.http;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class RenderedCacheTest {

    private static RenderedCache.Entry entry(String body) {
        return new RenderedCache.Entry(200, "text/plain", body.getBytes(StandardCharsets.UTF_8), "?v=1&pk=" + body);
    }

    /** Puts twice: the first request of a key is only remembered, the second is kept. */
    private static void admit(RenderedCache cache, String key, RenderedCache.Entry entry) {
        cache.put(key, entry);
        cache.put(key, entry);
    }

    @Test
    void keepsAnAnswerFromItsSecondRequestOn() {
        RenderedCache cache = new RenderedCache(RenderedCache.DEFAULT_MAX_BYTES);
        cache.put("k", entry("first"));
        assertTrue(cache.get("k").isEmpty(), "a URL asked for once (a keystroke) is not kept");
        cache.put("k", entry("second"));
        assertArrayEquals(
                "second".getBytes(StandardCharsets.UTF_8),
                cache.get("k").orElseThrow().body());
        assertEquals(1, cache.size());
    }

    @Test
    void keysSeparateVariantOriginAndQuery() {
        assertTrue(
                !RenderedCache.key("page", "http://a", "x=1").equals(RenderedCache.key("output", "http://a", "x=1")));
        assertTrue(!RenderedCache.key("page", "http://a", "x=1").equals(RenderedCache.key("page", "http://b", "x=1")));
        assertEquals(RenderedCache.key("api", "", null), RenderedCache.key("api", "", ""));
    }

    @Test
    void evictsTheLeastRecentlyUsedWhenOverBudget() {
        RenderedCache.Entry kilobyte = entry("x".repeat(1000));
        long oneEntry = kilobyte.size() + 2L * "a".length();
        RenderedCache cache = new RenderedCache(oneEntry * 8 + 10); // room for eight, each an eighth of the budget
        for (String key : new String[] {"a", "b", "c", "d", "e", "f", "g", "h"}) {
            admit(cache, key, kilobyte);
        }
        assertEquals(8, cache.size());
        cache.get("a"); // now the most recently used
        admit(cache, "i", kilobyte);
        assertEquals(8, cache.size());
        assertTrue(cache.get("a").isPresent(), "recently used survives");
        assertTrue(cache.get("b").isEmpty(), "least recently used goes first");
        assertTrue(cache.bytes() <= oneEntry * 8 + 10);
    }

    @Test
    void replacingAnEntryDoesNotCountItTwice() {
        RenderedCache cache = new RenderedCache(RenderedCache.DEFAULT_MAX_BYTES);
        admit(cache, "k", entry("body"));
        long once = cache.bytes();
        admit(cache, "k", entry("body"));
        assertEquals(once, cache.bytes());
    }

    @Test
    void aHugeAnswerDoesNotFlushTheRest() {
        RenderedCache cache = new RenderedCache(80_000);
        admit(cache, "small", entry("small"));
        admit(cache, "huge", entry("x".repeat(20_000)));
        assertTrue(cache.get("huge").isEmpty(), "over an eighth of the budget: served, not kept");
        assertTrue(cache.get("small").isPresent());
    }

    @Test
    void aNegativeBudgetIsRejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new RenderedCache(-1));
        assertEquals("maxBytes must not be negative, got -1", e.getMessage());
    }
}
