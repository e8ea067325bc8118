package keyslice.web.http;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Which forwarded headers are believed, and what they say: the client a request is counted against and the origin its
 * links use. Only a trusted peer's headers count, and of those only what a trusted proxy wrote.
 */
class ProxiesTest {

    static final String CLIENT = "203.0.113.7";
    static final String PROXY = "10.0.0.5";
    static final Proxies TRUSTS_PROXY = Proxies.parse(PROXY);
    static final Proxies TRUSTS_PRIVATE = Proxies.parse("10.0.0.0/8, 2001:db8:ffff::/48 127.0.0.1");

    /** Request headers from name/value pairs; a name given twice is two header lines. */
    static Function<String, List<String>> headers(String... pairs) {
        Map<String, List<String>> byName = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (int i = 0; i + 1 < pairs.length; i += 2) {
            byName.computeIfAbsent(pairs[i], k -> new java.util.ArrayList<>()).add(pairs[i + 1]);
        }
        return name -> byName.getOrDefault(name, List.of());
    }

    // --- the setting ------------------------------------------------------------------------------------------------

    @Test
    void theSettingTakesAddressesAndRangesSeparatedByCommasOrSpaces() {
        Proxies proxies = Proxies.parse(" 127.0.0.1, 10.0.0.0/8  2001:db8::/32,[::1] ,");
        assertAll(
                () -> assertTrue(proxies.trusts("127.0.0.1")),
                () -> assertTrue(proxies.trusts("10.255.1.2")),
                () -> assertFalse(proxies.trusts("11.0.0.1")),
                () -> assertTrue(proxies.trusts("2001:db8:ffff::1")),
                () -> assertTrue(proxies.trusts("2001:0DB8:0:0:0:0:0:2")),
                () -> assertFalse(proxies.trusts("2001:db9::1")),
                () -> assertTrue(proxies.trusts("[::1]"), "the bracketed form Jetty gives for an IPv6 peer"),
                () -> assertTrue(proxies.trusts("::ffff:127.0.0.1"), "an IPv4-mapped address is its IPv4 address"),
                () -> assertFalse(proxies.trusts("localhost"), "names are never looked up"),
                () -> assertFalse(proxies.trusts("127.0.0.1.example")),
                () -> assertFalse(proxies.trusts("")));
        assertFalse(Proxies.parse("").trusts("127.0.0.1"));
        assertFalse(Proxies.parse(" , ").trusts("127.0.0.1"));
        assertFalse(Proxies.NONE.trusts("127.0.0.1"));
        assertTrue(Proxies.parse("0.0.0.0/0").trusts("198.51.100.1"));
        assertEquals(Proxies.parse("10.0.0.0/8,::1"), Proxies.parse("10.0.0.0/8 0:0:0:0:0:0:0:1/128"));
    }

    @Test
    void aBadEntryFailsWithTheSettingAndTheEntry() {
        for (String entry : List.of(
                "proxy.internal",
                "10.0.0.256",
                "10.1",
                "10.0.0.0/33",
                "10.0.0.0/",
                "/8",
                "2001:db8::/129",
                "2001:db8::g",
                "10.0.0.0/8/8",
                "10.0.0.0/-1",
                "fe80::1%eth0",
                "10.0.0.0/x")) {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> Proxies.parse("127.0.0.1, " + entry));
            assertTrue(
                    e.getMessage().startsWith("KEYSLICE_TRUSTED_PROXIES")
                            && e.getMessage().contains("\"" + entry + "\""),
                    entry + ": " + e.getMessage());
        }
    }

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

    // --- the origin -------------------------------------------------------------------------------------------------

    @Test
    void anUntrustedPeerGetsTheRequestsOwnOrigin() {
        Function<String, List<String>> spoofed = headers(
                "X-Forwarded-Proto",
                "https",
                "X-Forwarded-Host",
                "evil.example",
                "Forwarded",
                "proto=https;host=evil.example");
        assertEquals("http://127.0.0.1:7070", Proxies.NONE.origin("http", "127.0.0.1:7070", PROXY, spoofed));
        assertEquals("http://keyslice.example", TRUSTS_PROXY.origin("http", "keyslice.example:80", CLIENT, spoofed));
        assertEquals("http://localhost", Proxies.NONE.origin("http", null, CLIENT, headers()));
    }

    @Test
    void aTrustedProxyGivesTheSchemeAndHostTheBrowserUsed() {
        assertEquals(
                "https://keyslice.example.com",
                TRUSTS_PROXY.origin(
                        "http",
                        "127.0.0.1:7070",
                        PROXY,
                        headers("X-Forwarded-Proto", "https", "X-Forwarded-Host", "keyslice.example.com")));
        assertEquals(
                "https://keyslice.example.com",
                TRUSTS_PROXY.origin(
                        "http",
                        "127.0.0.1:7070",
                        PROXY,
                        headers("X-Forwarded-Proto", "HTTPS", "X-Forwarded-Host", "KeySlice.Example.com:443")),
                "lower case, no default port");
        assertEquals(
                "https://keyslice.example.com:8443",
                TRUSTS_PROXY.origin(
                        "http",
                        "127.0.0.1:7070",
                        PROXY,
                        headers("X-Forwarded-Proto", "https", "X-Forwarded-Host", "keyslice.example.com:8443")));
        assertEquals(
                "https://127.0.0.1:7070",
                TRUSTS_PROXY.origin("http", "127.0.0.1:7070", PROXY, headers("X-Forwarded-Proto", "https")),
                "a proxy that keeps Host and says only the scheme");
        assertEquals(
                "https://b.example",
                TRUSTS_PROXY.origin(
                        "http",
                        "127.0.0.1:7070",
                        PROXY,
                        headers("X-Forwarded-Proto", "http, https", "X-Forwarded-Host", "a.example, b.example")),
                "the nearest proxy's value");
        assertEquals(
                "https://[2001:db8::1]:8443",
                TRUSTS_PROXY.origin(
                        "http",
                        "127.0.0.1:7070",
                        PROXY,
                        headers("Forwarded", "for=" + CLIENT + ";proto=https;host=\"[2001:DB8::1]:8443\"")));
    }

    @Test
    void junkIsIgnoredNeverReflectedIntoLinks() {
        for (String host : List.of(
                "evil.example/path",
                "evil.example\"><script>",
                "user@evil.example",
                "evil.example:0",
                "evil.example:99999",
                "a..b",
                "-evil.example",
                "[not-ipv6]",
                "[192.0.2.1]",
                "evil example",
                "")) {
            assertEquals(
                    "http://127.0.0.1:7070",
                    TRUSTS_PROXY.origin("http", "127.0.0.1:7070", PROXY, headers("X-Forwarded-Host", host)),
                    host);
        }
        for (String scheme : List.of("javascript", "ftp", "https:", "")) {
            assertEquals(
                    "http://127.0.0.1:7070",
                    TRUSTS_PROXY.origin("http", "127.0.0.1:7070", PROXY, headers("X-Forwarded-Proto", scheme)),
                    scheme);
        }
        assertEquals(
                "http://localhost",
                TRUSTS_PROXY.origin("http", "evil.example/<x>", PROXY, headers()),
                "the request's own Host is checked too");
        assertEquals(
                "https://127.0.0.1:7070",
                TRUSTS_PROXY.origin(
                        "http",
                        "127.0.0.1:7070",
                        PROXY,
                        headers(
                                "Forwarded",
                                "for=" + CLIENT + ";proto=https;host=\"evil.example/x\"",
                                "X-Forwarded-Host",
                                "also/bad")));
    }

    @Test
    void forwardedWinsOverXForwardedAndTheOutermostTrustedProxysElementCounts() {
        String chain =
                "for=" + CLIENT + ";proto=https;host=public.example, for=10.0.0.2;proto=http;host=\"internal:8080\"";
        assertEquals(
                "https://public.example",
                TRUSTS_PRIVATE.origin(
                        "http",
                        "127.0.0.1:7070",
                        PROXY,
                        headers("Forwarded", chain, "X-Forwarded-Host", "other.example")),
                "10.0.0.2 is trusted, so the element it wrote about the client it served says the origin");
        assertEquals(
                "http://internal:8080",
                TRUSTS_PROXY.origin("http", "127.0.0.1:7070", PROXY, headers("Forwarded", chain)),
                "10.0.0.2 is not trusted: it is the client, and the element about it is the one the trusted proxy wrote");
        assertEquals(
                "https://other.example",
                TRUSTS_PROXY.origin(
                        "http",
                        "127.0.0.1:7070",
                        PROXY,
                        headers("Forwarded", "for=" + CLIENT + ";proto=https", "X-Forwarded-Host", "other.example")),
                "a parameter Forwarded leaves out falls back to X-Forwarded-*");
    }

    // --- the public URL ---------------------------------------------------------------------------------------------

    @Test
    void theConfiguredPublicUrlWinsAndIsCheckedAtStart() {
        PublicUrl configured = new PublicUrl(Optional.of("https://Keyslice.Example.com:443/"), TRUSTS_PROXY);
        assertEquals(
                "https://keyslice.example.com",
                configured.of(
                        "http",
                        "127.0.0.1:7070",
                        PROXY,
                        headers("X-Forwarded-Proto", "http", "X-Forwarded-Host", "other.example")));
        PublicUrl forwarded = new PublicUrl(Optional.empty(), TRUSTS_PROXY);
        assertEquals(
                "https://other.example",
                forwarded.of(
                        "http",
                        "127.0.0.1:7070",
                        PROXY,
                        headers("X-Forwarded-Proto", "https", "X-Forwarded-Host", "other.example")));
        assertEquals(
                "http://127.0.0.1:7070",
                forwarded.of(
                        "http",
                        "127.0.0.1:7070",
                        CLIENT,
                        headers("X-Forwarded-Proto", "https", "X-Forwarded-Host", "other.example")));
        assertEquals("http://keyslice.internal:8080", PublicUrl.origin(" http://keyslice.internal:8080 "));
        for (String url : List.of(
                "https://keyslice.example.com/keyslice",
                "ftp://keyslice.example.com",
                "keyslice.example.com",
                "https://user@keyslice.example.com",
                "https://keyslice.example.com?x",
                "https://",
                "https://a b")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PublicUrl.origin(url), url);
            assertTrue(
                    e.getMessage().startsWith("KEYSLICE_PUBLIC_URL")
                            && e.getMessage().contains(url),
                    e.getMessage());
        }
    }

    // --- the same-origin check's refusal ---------------------------------------------------------------------------

    @Test
    void aRefusalSaysWhichOriginsDifferAndWhatToSet() {
        String expected = "http://127.0.0.1:7070";
        assertEquals(Optional.empty(), SameOrigin.refusal("same-origin", "HTTP://127.0.0.1:7070", expected, false));
        assertEquals(Optional.empty(), SameOrigin.refusal(null, null, expected, false));
        String summary = SameOrigin.refusal("same-origin", "https://keyslice.example.com", expected, false)
                .orElseThrow()
                .summary();
        assertTrue(
                summary.contains("\"https://keyslice.example.com\"")
                        && summary.contains(expected)
                        && summary.contains("KEYSLICE_PUBLIC_URL")
                        && summary.contains("KEYSLICE_TRUSTED_PROXIES"),
                summary);
        String configured = SameOrigin.refusal(null, "http://127.0.0.1:7070", "https://keyslice.example.com", true)
                .orElseThrow()
                .summary();
        assertTrue(
                configured.contains("Open keyslice at https://keyslice.example.com/")
                        && configured.contains("KEYSLICE_PUBLIC_URL"),
                configured);
        String site = SameOrigin.refusal("cross-site", expected, expected, false)
                .orElseThrow()
                .summary();
        assertTrue(site.contains("cross-site") && site.contains("another site"), site);
    }
}
