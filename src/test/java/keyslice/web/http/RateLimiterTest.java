package keyslice.web.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The per-client token bucket: one bucket per IPv4 address and per IPv6 /64. */
class RateLimiterTest {

    @Test
    void theAddressesOfOneIpv6Slash64ShareABucket() {
        assertEquals(RateLimiter.client("2001:db8:1:2::a"), RateLimiter.client("2001:db8:1:2:ffff:ffff:ffff:ffff"));
        assertEquals(RateLimiter.client("2001:db8:1:2::a"), RateLimiter.client("2001:0db8:0001:0002:0:0:0:b"));
        assertNotEquals(RateLimiter.client("2001:db8:1:2::a"), RateLimiter.client("2001:db8:1:3::a"));
        assertNotEquals(RateLimiter.client("192.0.2.1"), RateLimiter.client("192.0.2.2"));
        assertEquals("192.0.2.1", RateLimiter.client("192.0.2.1"));
    }

    @Test
    void aNewAddressInTheSameSlash64GetsNoFreshBurst() {
        AtomicLong now = new AtomicLong();
        RateLimiter rate = new RateLimiter(1, 2, now::get);
        assertEquals(0, rate.acquire(RateLimiter.client("2001:db8:1:2::1")));
        assertEquals(0, rate.acquire(RateLimiter.client("2001:db8:1:2::2")));
        assertTrue(rate.acquire(RateLimiter.client("2001:db8:1:2::3")) > 0, "the /64's burst of 2 is spent");
        assertEquals(0, rate.acquire(RateLimiter.client("2001:db8:9:9::1")), "another /64 has its own burst");
    }

    @Test
    void anEmptyBucketRefillsAtItsRateUpToItsBurstAndAskingTakesNothing() {
        AtomicLong now = new AtomicLong();
        RateLimiter rate = new RateLimiter(6, 2, now::get);
        assertFalse(rate.exhausted("a"), "a client not seen yet has its burst");
        assertEquals(0, rate.acquire("a"));
        assertEquals(0, rate.acquire("a"));
        assertTrue(rate.exhausted("a"));
        assertTrue(rate.exhausted("a"), "asking whether it is empty takes nothing, nor fills it");
        long retryAfter = rate.acquire("a");
        assertTrue(retryAfter >= 10 && retryAfter <= 11, () -> "one token every 10 s: " + retryAfter);
        now.addAndGet(Duration.ofSeconds(11).toNanos());
        assertFalse(rate.exhausted("a"));
        assertEquals(0, rate.acquire("a"));
        assertTrue(rate.acquire("a") > 0, "11 s bought one token");
        now.addAndGet(Duration.ofHours(1).toNanos());
        assertEquals(0, rate.acquire("a"));
        assertEquals(0, rate.acquire("a"));
        assertTrue(rate.acquire("a") > 0, "an hour idle buys no more than the burst of 2");
    }
}
