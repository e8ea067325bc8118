package keyslice.web;

import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

/**
 * Whether the preview's engine answers, as {@code /readyz} reports it: checked at most once per window, so that a
 * load balancer's (or anyone's) flood of probes is at most one ListTables per window. Callers that arrive while a check
 * is running do not wait for it (a hanging engine would hold each of their threads): they get the last answer, or
 * {@link State#CHECKING} before the first one.
 */
final class EngineCheck {

    enum State {
        REACHABLE,
        UNREACHABLE,
        CHECKING;

        /** As {@code /readyz} words it. */
        String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    private final BooleanSupplier probe;
    private final long windowNanos;
    private final LongSupplier nanoClock;

    private State answer = State.CHECKING;
    private boolean checked;
    private boolean running;
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

    State state() {
        synchronized (this) {
            if (running || checked && nanoClock.getAsLong() - checkedAt < windowNanos) {
                return answer;
            }
            running = true;
        }
        boolean reachable = false;
        try {
            reachable = probe.getAsBoolean();
        } finally {
            synchronized (this) {
                answer = reachable ? State.REACHABLE : State.UNREACHABLE;
                // From the answer on: a slow check does not shorten the time its answer is reused.
                checkedAt = nanoClock.getAsLong();
                checked = true;
                running = false;
            }
        }
        return reachable ? State.REACHABLE : State.UNREACHABLE;
    }
}
