package keyslice.web.http;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * A bucket per client that starts full, holds at most {@code capacity} and refills at {@code perNano} a nanosecond:
 * the one model behind the preview's rate limit ({@link RateLimiter}) and the CPU budget ({@link WorkBudget}).
 * Remembers {@link #MAX_CLIENTS} clients, forgetting the least recently seen. Not thread-safe: its owner synchronises.
 */
final class ClientBuckets {

    static final int MAX_CLIENTS = 10_000;

    private final double capacity;
    private final double perNano;
    private final LongSupplier clock;
    private final Map<String, Bucket> buckets = new LinkedHashMap<>(256, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Bucket> eldest) {
            return size() > MAX_CLIENTS;
        }
    };

    private static final class Bucket {
        double level;
        long updatedAt;

        Bucket(double level, long updatedAt) {
            this.level = level;
            this.updatedAt = updatedAt;
        }
    }

    ClientBuckets(double capacity, double perNano, LongSupplier nanoClock) {
        this.capacity = capacity;
        this.perNano = perNano;
        this.clock = nanoClock;
    }

    /** What {@code client}'s bucket holds now, refilled for the time since it was last seen (and remembered). */
    double level(String client) {
        return refilled(client).level;
    }

    /** Takes {@code amount} from {@code client}'s bucket, which may go below zero. */
    void take(String client, double amount) {
        refilled(client).level -= amount;
    }

    /** What {@code client}'s bucket would hold now, without remembering the client: full for one not seen. */
    double peek(String client) {
        Bucket bucket = buckets.get(client);
        return bucket == null
                ? capacity
                : Math.min(capacity, bucket.level + (clock.getAsLong() - bucket.updatedAt) * perNano);
    }

    /** Whole seconds, at least 1, until a bucket that holds {@code level} holds {@code wanted}. */
    long secondsUntil(double level, double wanted) {
        return Math.max(1, (long) Math.ceil((wanted - level) / perNano / 1e9));
    }

    private Bucket refilled(String client) {
        long now = clock.getAsLong();
        Bucket bucket = buckets.computeIfAbsent(client, k -> new Bucket(capacity, now));
        bucket.level = Math.min(capacity, bucket.level + (now - bucket.updatedAt) * perNano);
        bucket.updatedAt = now;
        return bucket;
    }
}
