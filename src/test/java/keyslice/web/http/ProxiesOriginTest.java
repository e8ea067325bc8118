package keyslice.web.http;

import static keyslice.web.http.ProxiesFixtures.CLIENT;
import static keyslice.web.http.ProxiesFixtures.PROXY;
import static keyslice.web.http.ProxiesFixtures.TRUSTS_PRIVATE;
import static keyslice.web.http.ProxiesFixtures.TRUSTS_PROXY;
import static keyslice.web.http.ProxiesFixtures.headers;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Which origin the browser used: the request's own, or the scheme and host a trusted proxy gives; junk never reflected.
 */
class ProxiesOriginTest {

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
}
