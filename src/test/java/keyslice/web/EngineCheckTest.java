package keyslice.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
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
        return new EngineCheck(
                () -> {
                    calls.incrementAndGet();
                    return answers.get();
                },
                window,
                clock::get);
    }

    @Test
    void withinTheWindowTheFirstAnswerIsReused() {
        EngineCheck check = check(Duration.ofSeconds(5));
        assertEquals(EngineCheck.State.REACHABLE, check.state());
        answers.set(false);
        for (int i = 0; i < 100; i++) {
            clock.addAndGet(Duration.ofMillis(49).toNanos());
            assertEquals(EngineCheck.State.REACHABLE, check.state(), "still the answer of the first check at " + i);
        }
        assertEquals(1, calls.get());
    }

    @Test
    void afterTheWindowTheEngineIsCheckedAgain() {
        EngineCheck check = check(Duration.ofSeconds(5));
        assertEquals(EngineCheck.State.REACHABLE, check.state());
        answers.set(false);
        clock.addAndGet(Duration.ofSeconds(5).toNanos());
        assertEquals(EngineCheck.State.UNREACHABLE, check.state());
        assertEquals(EngineCheck.State.UNREACHABLE, check.state());
        assertEquals(2, calls.get());
    }

    @Test
    void aZeroWindowChecksEveryTime() {
        EngineCheck check = check(Duration.ZERO);
        for (int i = 0; i < 5; i++) {
            check.state();
        }
        assertEquals(5, calls.get());
    }

    /**
     * A check whose probe answers reachable until call {@code hangsFrom}, which signals {@code probing}, waits for
     * {@code release} and answers unreachable.
     */
    private EngineCheck hangingFrom(int hangsFrom, CountDownLatch probing, CountDownLatch release) {
        return new EngineCheck(
                () -> {
                    if (calls.incrementAndGet() < hangsFrom) {
                        return true;
                    }
                    probing.countDown();
                    try {
                        release.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return false;
                },
                Duration.ofSeconds(5),
                clock::get);
    }

    @Test
    void whileACheckHangsOtherCallersDoNotWaitForIt() throws Exception {
        CountDownLatch probing = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        EngineCheck check = hangingFrom(1, probing, release);
        Thread first = new Thread(check::state);
        first.start();
        assertTrue(probing.await(5, TimeUnit.SECONDS));
        assertEquals(
                EngineCheck.State.CHECKING, check.state(), "before any answer, without waiting for the hanging probe");
        release.countDown();
        first.join(5_000);
        assertEquals(EngineCheck.State.UNREACHABLE, check.state(), "the hanging probe's answer, kept for the window");
        assertEquals(1, calls.get());
    }

    @Test
    void aCheckAfterTheWindowThatHangsLeavesTheLastAnswerForOthers() throws Exception {
        CountDownLatch probing = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        EngineCheck check = hangingFrom(2, probing, release);
        assertEquals(EngineCheck.State.REACHABLE, check.state());
        clock.addAndGet(Duration.ofSeconds(6).toNanos());
        Thread slow = new Thread(check::state);
        slow.start();
        assertTrue(probing.await(5, TimeUnit.SECONDS));
        long started = System.nanoTime();
        for (int i = 0; i < 50; i++) {
            assertEquals(EngineCheck.State.REACHABLE, check.state(), "the last answer while the next check hangs");
        }
        assertTrue(System.nanoTime() - started < TimeUnit.SECONDS.toNanos(2), "no caller waited for the hanging check");
        release.countDown();
        slow.join(5_000);
        assertEquals(EngineCheck.State.UNREACHABLE, check.state());
        assertEquals(2, calls.get());
    }
}
