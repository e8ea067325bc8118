package keyslice.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

/** The engine check reuses its answer for its window on the clock it is given, and checks again after it. */
class EngineCheckTest {

    private final AtomicLong clock = new AtomicLong(1_000);
    private final AtomicInteger calls = new AtomicInteger();
    private final AtomicBoolean answers = new AtomicBoolean(true);

    private EngineCheck check(Duration window) {
        return new EngineCheck(() -> {
            calls.incrementAndGet();
            return answers.get();
        }, window, clock::get);
    }

    @Test
    void withinTheWindowTheFirstAnswerIsReused() {
        EngineCheck check = check(Duration.ofSeconds(5));
        assertTrue(check.reachable());
        answers.set(false);
        for (int i = 0; i < 100; i++) {
            clock.addAndGet(Duration.ofMillis(49).toNanos());
            assertTrue(check.reachable(), "still the answer of the first check at " + i);
        }
        assertEquals(1, calls.get());
    }

    @Test
    void afterTheWindowTheEngineIsCheckedAgain() {
        EngineCheck check = check(Duration.ofSeconds(5));
        assertTrue(check.reachable());
        answers.set(false);
        clock.addAndGet(Duration.ofSeconds(5).toNanos());
        assertFalse(check.reachable());
        assertFalse(check.reachable());
        assertEquals(2, calls.get());
    }

    @Test
    void aZeroWindowChecksEveryTime() {
        EngineCheck check = check(Duration.ZERO);
        for (int i = 0; i < 5; i++) {
            check.reachable();
        }
        assertEquals(5, calls.get());
    }
}
