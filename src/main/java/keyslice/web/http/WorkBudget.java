package keyslice.web.http;

import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * The server's CPU time a client may spend: a bucket per client ({@link Proxies#client}) that holds at most
 * {@code burst} of CPU time and refills at {@code share} of one core. Every request's CPU time is charged to its
 * client once it is answered; a client whose bucket is empty is refused until the bucket is back above zero. The
 * bucket may go below zero by what the requests in flight cost, which keyslice's limits bound (docs/benchmarks.md,
 * the worst request). Remembers a bounded number of clients, forgetting the least recently seen.
 */
public final class WorkBudget {

    private final ClientBuckets buckets;

    /**
     * @param share what one client may use on average, as a fraction of one core (0.2: 200 ms of CPU a second)
     * @param burst what a client may use at once before the share applies
     * @param clock a nanosecond clock ({@code System::nanoTime})
     */
    public WorkBudget(double share, Duration burst, LongSupplier clock) {
        if (!(share > 0) || burst.isNegative() || burst.isZero()) {
            throw new IllegalArgumentException("a client's share of the CPU and its burst must be positive");
        }
        this.buckets = new ClientBuckets(burst.toNanos(), share, clock);
    }

    /** Whole seconds until {@code client}'s bucket is above zero again, at least 1; 0 when it may send a request now. */
    public synchronized long wait(String client) {
        double cpuNanos = buckets.level(client);
        return cpuNanos > 0 ? 0 : buckets.secondsUntil(cpuNanos, 0);
    }

    /** Takes {@code cpuNanos} of CPU time from {@code client}'s bucket. */
    public synchronized void charge(String client, long cpuNanos) {
        buckets.take(client, cpuNanos);
    }
}
