package keyslice.web.http;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import java.util.regex.Pattern;
import keyslice.testing.RandomTexts;
import org.junit.jupiter.api.Test;

/** The hand-written host check against the regular expressions it replaced, which stay here as its specification. */
class OriginsTest {

    private static final String LABEL = "[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?";
    private static final Pattern NAME = Pattern.compile(LABEL + "(\\." + LABEL + ")*");
    private static final Pattern HOST_AND_PORT = Pattern.compile("(\\[[0-9a-f:.]+\\]|[^:\\[\\]]+)(:([0-9]{1,5}))?");

    /** {@link Origins#host} as it was written with the expressions. */
    private static Optional<String> byPattern(String text) {
        if (text == null || text.length() > 261) {
            return Optional.empty();
        }
        var parts = HOST_AND_PORT.matcher(text.trim().toLowerCase(Locale.ROOT));
        if (!parts.matches()) {
            return Optional.empty();
        }
        String name = parts.group(1);
        boolean plausible = name.startsWith("[")
                ? name.indexOf(':') > 0 && Addresses.literal(name).isPresent()
                : name.length() <= 253 && NAME.matcher(name).matches();
        String port = parts.group(3);
        if (!plausible || port != null && (Integer.parseInt(port) < 1 || Integer.parseInt(port) > 65535)) {
            return Optional.empty();
        }
        return Optional.of(parts.group());
    }

    @Test
    void readsHostsAsTheExpressionsDid() {
        String[] known = {
            null,
            "",
            " ",
            "localhost",
            "LocalHost:7070",
            "127.0.0.1:7070",
            "keyslice.example.com",
            "a_b.internal:80",
            "[::1]",
            "[::1]:8443",
            "[::ffff:127.0.0.1]:1",
            "[]",
            "[::1",
            "::1",
            "[g::1]",
            "[::1]x",
            "host:",
            "host:0",
            "host:65535",
            "host:65536",
            "host:123456",
            ":80",
            "-a.example",
            "a-.example",
            "a..b",
            ".a",
            "a.",
            "a b",
            "ex[ample",
            "exa]mple",
            " keyslice.example ",
            "KEYSLICE.EXAMPLE:443",
            "\u0130stanbul.example",
            "a".repeat(63) + ".example",
            "a".repeat(64) + ".example",
            ("a".repeat(62) + ".").repeat(4) + "ab",
            "x".repeat(262),
            "[1:2:3:4:5:6:7:8]:80",
            "[1.2.3.4]",
            "1.2.3.4:08080"
        };
        for (String text : known) {
            assertEquals(byPattern(text), Origins.host(text), () -> "host " + text);
        }
    }

    @Test
    void readsRandomHostsAsTheExpressionsDid() {
        String[] pieces = {
            "a",
            "Z",
            "k",
            "0",
            "9",
            "f",
            "-",
            "_",
            ".",
            ":",
            "[",
            "]",
            " ",
            "::",
            "1",
            "\u0130",
            "ex",
            "80",
            "65536",
            "[::1]",
            "a".repeat(62),
            "\t"
        };
        Random random = new Random(20261205);
        for (int i = 0; i < 50_000; i++) {
            String host = RandomTexts.of(random, pieces, 12);
            assertEquals(byPattern(host), Origins.host(host), () -> "host " + host);
        }
    }
}
