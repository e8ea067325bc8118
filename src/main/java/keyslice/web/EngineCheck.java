package keyslice.web;

import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

/**
 * Whether the preview's engine answers, as {@code /readyz} reports it: checked at most once per window, so that a
 * load balancer's (or anyone's) flood of probes is at most one ListTables per window. Callers that arrive while a check
 * is running wait for it and share its answer.
 */
final class EngineCheck {

    private final BooleanSupplier probe;
    private final long windowNanos;
    private final LongSupplier nanoClock;

    private boolean checked;
    private boolean reachable;
    private long checkedAt;

    /**
     * @param probe     the engine call (it never throws: {@link keyslice.preview.DynamoPreview#reachable()})
     * @param window    how long an answer is reused; zero checks on every call
     * @param nanoClock {@link System#nanoTime()}, or a test's clock
     */
    EngineCheck(BooleanSupplier probe, Duration window, LongSupplier nanoClock) {
        this.probe = probe;
        this.windowNanos = window.toNanos();
        this.nanoClock = nanoClock;
    }

    synchronized boolean reachable() {
        if (!checked || nanoClock.getAsLong() - checkedAt >= windowNanos) {
            reachable = probe.getAsBoolean();
            // From the answer on: a slow check does not shorten the time its answer is reused.
            checkedAt = nanoClock.getAsLong();
            checked = true;
        }
        return reachable;
    }
}
