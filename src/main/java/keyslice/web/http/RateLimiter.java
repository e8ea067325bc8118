package keyslice.web.http;

import io.javalin.http.Handler;
import java.time.Duration;
import java.util.function.LongSupplier;
import keyslice.domain.form.Problem;

/**
 * A token bucket per client address for the calls that reach the engine: {@code burst} at once, refilled
 * at {@code perMinute}. Remembers a bounded number of clients, forgetting the least recently seen.
 */
public final class RateLimiter {

    private final ClientBuckets buckets;

    public RateLimiter(int perMinute, int burst, LongSupplier nanoClock) {
        if (perMinute < 1 || burst < 1) {
            throw new IllegalArgumentException(
                    "the preview rate limit needs at least 1 request per minute and a burst of 1");
        }
        this.buckets = new ClientBuckets(
                burst, perMinute / (double) Duration.ofMinutes(1).toNanos(), nanoClock);
    }

    /** Takes one token; when none is left, the seconds until one is, for Retry-After. */
    public synchronized long acquire(String client) {
        double tokens = buckets.level(client);
        if (tokens >= 1) {
            buckets.take(client, 1);
            return 0;
        }
        return buckets.secondsUntil(tokens, 1);
    }

    /** Whether {@code client}'s bucket is empty now (nothing is taken): its next request would be refused. */
    public synchronized boolean exhausted(String client) {
        return buckets.peek(client) < 1;
    }

    /**
     * The bucket an address draws from: an IPv4 address is one client, an IPv6 address its /64, because one host
     * usually holds a whole /64 and would otherwise get a fresh burst from each of its billions of addresses.
     */
    public static String client(String address) {
        if (address.indexOf(':') < 0) {
            return address;
        }
        try {
            byte[] bytes = java.net.InetAddress.getByName(address).getAddress();
            if (bytes.length != 16) {
                return address;
            }
            StringBuilder prefix = new StringBuilder();
            for (int i = 0; i < 8; i += 2) {
                prefix.append(Integer.toHexString((bytes[i] & 0xFF) << 8 | bytes[i + 1] & 0xFF))
                        .append(':');
            }
            return prefix.append(":/64").toString();
        } catch (java.net.UnknownHostException e) {
            return address; // not a literal: keyed as given
        }
    }

    /** {@code handler}, refused with 429 and Retry-After once the client's bucket ({@link Proxies#client}) is empty. */
    public Handler guard(Handler handler, Proxies proxies) {
        return ctx -> {
            long retryAfter = acquire(proxies.client(ctx));
            if (retryAfter > 0) {
                throw new HttpError(
                                429,
                                new Problem(
                                        "engine",
                                        "too many live-preview runs from your address: try again in " + retryAfter
                                                + " s"))
                        .withHeader("Retry-After", Long.toString(retryAfter));
            }
            handler.handle(ctx);
        };
    }
}
