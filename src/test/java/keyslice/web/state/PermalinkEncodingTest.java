package keyslice.web.state;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The permalink's percent-encoding, written a character at a time, is byte for byte the encoding of the value's UTF-8
 * bytes (what {@code String.getBytes} gives, a lone surrogate as {@code ?}): permalinks already shared keep working.
 */
class PermalinkEncodingTest {

    private static String reference(String value) {
        StringBuilder out = new StringBuilder();
        for (byte b : value.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xFF;
            boolean plain =
                    c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || "-._~/:".indexOf(c) >= 0;
            out.append(plain ? String.valueOf((char) c) : String.format("%%%02X", c));
        }
        return out.toString();
    }

    @Test
    void encodesAsTheUtf8BytesAre() {
        Random random = new Random(3);
        String pool = "aZ09-._~/:#%& +?\u00e9\u07ff\u0800\uffff\ud83d\ude00\ud800\udc00";
        for (int i = 0; i < 20_000; i++) {
            StringBuilder value = new StringBuilder();
            int length = random.nextInt(12);
            for (int j = 0; j < length; j++) {
                value.append(
                        random.nextInt(10) == 0
                                ? (char) (0xD800 + random.nextInt(0x800))
                                : pool.charAt(random.nextInt(pool.length())));
            }
            assertEquals(reference(value.toString()), Permalink.encode(value.toString()), value::toString);
        }
    }
}
