package keyslice.web.http;

import static keyslice.web.http.ProxiesFixtures.CLIENT;
import static keyslice.web.http.ProxiesFixtures.PROXY;
import static keyslice.web.http.ProxiesFixtures.TRUSTS_PRIVATE;
import static keyslice.web.http.ProxiesFixtures.TRUSTS_PROXY;
import static keyslice.web.http.ProxiesFixtures.headers;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Who the client is: the peer, or the address a trusted proxy forwarded, read as RFC 7239 writes it.
 */
class ProxiesClientTest {

    // --- the client -------------------------------------------------------------------------------------------------

    @Test
    void anUntrustedPeerIsTheClientWhateverItsHeadersSay() {
        Function<String, List<String>> spoofed =
                headers("X-Forwarded-For", "198.51.100.1", "Forwarded", "for=198.51.100.2");
        assertEquals(CLIENT, Proxies.NONE.client(CLIENT, spoofed));
        assertEquals(CLIENT, TRUSTS_PROXY.client(CLIENT, spoofed));
        assertEquals(RateLimiter.client("2001:db8:1:2::9"), TRUSTS_PROXY.client("[2001:db8:1:2::9]", spoofed));
    }

    @Test
    void behindATrustedProxyTheClientIsTheAddressItForwarded() {
        assertEquals(CLIENT, TRUSTS_PROXY.client(PROXY, headers("X-Forwarded-For", CLIENT)));
        assertEquals(PROXY, TRUSTS_PROXY.client(PROXY, headers()), "the proxy's own requests (health checks)");
        // What the client wrote comes first; the proxy appends what it saw.
        assertEquals(
                CLIENT, TRUSTS_PROXY.client(PROXY, headers("X-Forwarded-For", "198.51.100.1, 1.2.3.4, " + CLIENT)));
        assertEquals(
                CLIENT,
                TRUSTS_PROXY.client(PROXY, headers("X-Forwarded-For", "198.51.100.1", "X-Forwarded-For", CLIENT)),
                "two header lines read as one list");
        assertEquals(
                CLIENT, TRUSTS_PROXY.client(PROXY, headers("X-Forwarded-For", CLIENT + ":4711")), "a port is dropped");
    }

    @Test
    void aChainOfTrustedProxiesIsWalkedFromTheRight() {
        assertEquals(
                CLIENT,
                TRUSTS_PRIVATE.client(
                        PROXY, headers("X-Forwarded-For", "198.51.100.1, " + CLIENT + ", 10.0.0.2, 10.0.0.3")));
        assertEquals(
                "10.0.0.2",
                TRUSTS_PROXY.client(PROXY, headers("X-Forwarded-For", CLIENT + ", 10.0.0.2")),
                "a proxy that is not trusted is the client");
        assertEquals(
                "10.0.0.1",
                TRUSTS_PRIVATE.client(PROXY, headers("X-Forwarded-For", "10.0.0.1, 10.0.0.2")),
                "every hop trusted: the leftmost");
        assertEquals(
                "10.0.0.3",
                TRUSTS_PRIVATE.client(PROXY, headers("X-Forwarded-For", "unknown, 10.0.0.3")),
                "an unknown client is counted as the proxy that could not name it");
        assertEquals(PROXY, TRUSTS_PRIVATE.client(PROXY, headers("X-Forwarded-For", "<script>")));
    }

    @Test
    void forwardedForIsReadAsRfc7239WritesIt() {
        String ipv6 = "2001:db8:cafe::17";
        assertEquals(
                RateLimiter.client(ipv6),
                TRUSTS_PROXY.client(
                        PROXY,
                        headers(
                                "Forwarded",
                                "for=192.0.2.60;proto=http;by=203.0.113.43, for=\"[" + ipv6 + "]:4711\"")));
        assertEquals("192.0.2.60", TRUSTS_PROXY.client(PROXY, headers("Forwarded", "For=\"192.0.2.60:80\"")));
        assertEquals(
                "_hidden",
                TRUSTS_PROXY.client(PROXY, headers("Forwarded", "for=_hidden")),
                "an obfuscated client is itself");
        assertEquals(PROXY, TRUSTS_PROXY.client(PROXY, headers("Forwarded", "for=unknown")));
        assertEquals(
                "198.51.100.1",
                TRUSTS_PROXY.client(PROXY, headers("Forwarded", "for=198.51.100.1", "X-Forwarded-For", CLIENT)),
                "Forwarded, when it names a client, wins over X-Forwarded-For");
        assertEquals(
                CLIENT,
                TRUSTS_PROXY.client(PROXY, headers("Forwarded", "proto=https", "X-Forwarded-For", CLIENT)),
                "a Forwarded without for= leaves the client to X-Forwarded-For");
        assertEquals(
                CLIENT,
                TRUSTS_PROXY.client(PROXY, headers("Forwarded", "for=198.51.100.1;host=\"a,b\", for=" + CLIENT)),
                "a comma inside a quoted string does not split the element");
        assertEquals(
                PROXY,
                TRUSTS_PROXY.client(PROXY, headers("Forwarded", "for=198.51.100.1, for=\"" + CLIENT)),
                "an element that does not parse names nobody: the proxy that wrote it stands in");
        assertEquals(
                PROXY,
                TRUSTS_PROXY.client(
                        PROXY, headers("Forwarded", "for=198.51.100.1, for=" + CLIENT + ";for=198.51.100.2")),
                "a parameter given twice makes the element unreadable");
    }

    @Test
    void forwardedIpv6ClientsShareTheirSlash64() {
        String a = TRUSTS_PROXY.client(PROXY, headers("X-Forwarded-For", "2001:db8:1:2::1"));
        assertEquals(a, TRUSTS_PROXY.client(PROXY, headers("X-Forwarded-For", "2001:db8:1:2:ffff::2")));
        assertEquals(a, TRUSTS_PROXY.client(PROXY, headers("Forwarded", "for=\"[2001:db8:1:2::3]:443\"")));
        assertNotEquals(a, TRUSTS_PROXY.client(PROXY, headers("X-Forwarded-For", "2001:db8:1:3::1")));
    }
}
