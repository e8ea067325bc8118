package keyslice.web.http;

import static keyslice.web.http.ProxiesFixtures.CLIENT;
import static keyslice.web.http.ProxiesFixtures.PROXY;
import static keyslice.web.http.ProxiesFixtures.TRUSTS_PROXY;
import static keyslice.web.http.ProxiesFixtures.headers;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The trusted-proxies and public-URL settings: what they take, how a bad entry fails, and a refusal's advice.
 */
class ProxiesSettingTest {

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
