package keyslice.preview;

import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * The one deadline all the engine calls of a request share ({@link PreviewConfig#requestDeadline()}): each call gets what
 * is left, so a request with ten slow calls answers when its deadline passes, not after ten timeouts. Made by
 * {@link DynamoPreview#deadline()} when the request starts.
 */
public final class Deadline {

    private final long endsAt;
    private final Duration length;
    private final LongSupplier nanoClock;

    Deadline(Duration length, LongSupplier nanoClock) {
        this.length = length;
        this.nanoClock = nanoClock;
        this.endsAt = nanoClock.getAsLong() + length.toNanos();
    }

    /** What is left; zero or negative once it has passed. */
    public Duration remaining() {
        return Duration.ofNanos(endsAt - nanoClock.getAsLong());
    }

    /** The whole deadline as people read it: "6 s". */
    public String described() {
        long millis = length.toMillis();
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
    }
}
