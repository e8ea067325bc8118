package keyslice.web.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** A client's bucket of CPU time: spent by what its requests cost, refilled at its share of a core. */
class WorkBudgetTest {

    private static final long MS = 1_000_000;

    private final AtomicLong now = new AtomicLong(1_000_000_000L);
    /** Half a core; 100 ms at once. */
    private final WorkBudget budget = new WorkBudget(0.5, Duration.ofMillis(100), now::get);

    @Test
    void aNewClientMaySendAtOnce() {
        assertEquals(0, budget.wait("a"));
    }

    @Test
    void spendingTheBurstRefusesUntilTheShareHasRefilledIt() {
        budget.charge("a", 100 * MS);
        assertEquals(1, budget.wait("a"), "empty: a second's wait at least");
        budget.charge("a", 900 * MS);
        // 900 ms below zero, refilled at 0.5 s of CPU a second: 1.8 s, rounded up.
        assertEquals(2, budget.wait("a"));
        now.addAndGet(1_799 * MS);
        assertEquals(1, budget.wait("a"), "still below zero");
        now.addAndGet(2 * MS);
        assertEquals(0, budget.wait("a"), "back above zero");
    }

    @Test
    void theBucketNeverHoldsMoreThanTheBurst() {
        now.addAndGet(Duration.ofHours(1).toNanos());
        budget.charge("a", 101 * MS);
        assertEquals(1, budget.wait("a"), "an hour idle does not buy more than the burst");
    }

    @Test
    void eachClientHasItsOwnBucket() {
        budget.charge("a", 10_000 * MS);
        assertEquals(20, budget.wait("a"));
        assertEquals(0, budget.wait("b"));
    }

    @Test
    void aShareAndABurstMustBePositive() {
        assertThrows(IllegalArgumentException.class, () -> new WorkBudget(0, Duration.ofMillis(1), now::get));
        assertThrows(IllegalArgumentException.class, () -> new WorkBudget(Double.NaN, Duration.ofMillis(1), now::get));
        assertThrows(IllegalArgumentException.class, () -> new WorkBudget(1, Duration.ZERO, now::get));
    }
}
