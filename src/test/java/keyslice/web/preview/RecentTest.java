package keyslice.web.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** A kept answer is reused until it is older than its time to live; a failed lookup is not kept. */
class RecentTest {

    @Test
    void anAnswerIsAskedOncePerTimeToLive() {
        AtomicLong now = new AtomicLong();
        AtomicInteger asked = new AtomicInteger();
        Recent<String> recent = new Recent<>(Duration.ofSeconds(30), now::get);
        for (int i = 0; i < 10; i++) {
            assertEquals("Drive", recent.get("tables", () -> asked.incrementAndGet() > 0 ? "Drive" : ""));
        }
        assertEquals(1, asked.get());
        now.addAndGet(Duration.ofSeconds(31).toNanos());
        recent.get("tables", () -> asked.incrementAndGet() > 0 ? "Drive" : "");
        assertEquals(2, asked.get(), "asked again once the answer is 31 s old");
        recent.get("indexes of Drive", () -> asked.incrementAndGet() > 0 ? "parent" : "");
        assertEquals(3, asked.get(), "each key is its own answer");
    }

    @Test
    void aFailedLookupIsNotKept() {
        Recent<String> recent = new Recent<>(Duration.ofSeconds(30), () -> 0L);
        assertThrows(
                IllegalStateException.class,
                () -> recent.get("tables", () -> {
                    throw new IllegalStateException("engine down");
                }));
        assertEquals("Drive", recent.get("tables", () -> "Drive"));
    }
}
