package keyslice.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import keyslice.domain.key.Substrings;
import org.junit.jupiter.api.Test;

/** The linear search answers as {@link String#indexOf(String, int)} and a byte-range scan do, on text built to repeat. */
class SubstringsTest {

    /** Text over a small alphabet, so that near-matches (the search's hard case) are everywhere. */
    private static String text(Random random, int length, String alphabet) {
        StringBuilder out = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            out.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return out.toString();
    }

    @Test
    void findsWhatIndexOfFinds() {
        Random random = new Random(11);
        for (int i = 0; i < 20_000; i++) {
            String alphabet = i % 3 == 0 ? "ab" : i % 3 == 1 ? "aab😀" : "abc\u0000";
            String text = text(random, random.nextInt(40), alphabet);
            String part = random.nextInt(4) == 0 && !text.isEmpty()
                    ? text.substring(random.nextInt(text.length()))
                    : text(random, random.nextInt(6), alphabet);
            int from = random.nextInt(text.length() + 2);
            assertEquals(
                    text.indexOf(part, from),
                    Substrings.indexOf(text, part, from),
                    () -> text + " / " + part + " from " + from);
            assertEquals(text.contains(part), Substrings.contains(text, part));
        }
    }

    @Test
    void findsBytesAsARangeScanDoes() {
        Random random = new Random(12);
        for (int i = 0; i < 20_000; i++) {
            byte[] bytes = new byte[random.nextInt(30)];
            byte[] part = new byte[random.nextInt(5)];
            for (int j = 0; j < bytes.length; j++) {
                bytes[j] = (byte) (random.nextBoolean() ? 0x80 : 0x01);
            }
            for (int j = 0; j < part.length; j++) {
                part[j] = (byte) (random.nextBoolean() ? 0x80 : 0x01);
            }
            assertEquals(scan(bytes, part), Substrings.contains(bytes, part));
        }
    }

    private static boolean scan(byte[] bytes, byte[] part) {
        for (int from = 0; from + part.length <= bytes.length; from++) {
            if (java.util.Arrays.equals(bytes, from, from + part.length, part, 0, part.length)) {
                return true;
            }
        }
        return false;
    }

    @Test
    void theHardCaseIsAMatchAtTheEnd() {
        String text = "a".repeat(27_000) + "b";
        assertEquals(27_000 - 3_999, Substrings.indexOf(text, "a".repeat(3_999) + "b", 0));
        assertEquals(-1, Substrings.indexOf("a".repeat(27_000), "a".repeat(3_999) + "b", 0));
    }
}
