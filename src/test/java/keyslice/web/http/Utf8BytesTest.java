package keyslice.web.http;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

class Utf8BytesTest {

    /** Characters that take every UTF-8 length, plus both halves of a pair on their own. */
    private static final char[] ALPHABET = {
        'a', '<', '&', '"', '\n', 'é', 'ß', '\u07FF', '\u0800', '€', '\uFFFD', '\uD83D', '\uDE00', '\uD800', '\uDFFF',
        '\u2028', '\0'
    };

    @Test
    void encodesAsStringGetBytesDoesAcrossRandomWrites() {
        Random random = new Random(7);
        for (int round = 0; round < 2_000; round++) {
            Utf8Bytes output = new Utf8Bytes(1 + random.nextInt(8)); // small, so that every write grows it
            ByteArrayOutputStream expected = new ByteArrayOutputStream();
            for (int write = random.nextInt(20); write > 0; write--) {
                String text = randomText(random);
                switch (random.nextInt(3)) {
                    case 0 -> {
                        output.writeContent(text);
                        expected.writeBytes(text.getBytes(StandardCharsets.UTF_8));
                    }
                    case 1 -> {
                        int from = random.nextInt(text.length() + 1);
                        int to = from + random.nextInt(text.length() - from + 1);
                        output.writeContent(text, from, to);
                        expected.writeBytes(text.substring(from, to).getBytes(StandardCharsets.UTF_8));
                    }
                    default -> {
                        byte[] binary = text.getBytes(StandardCharsets.UTF_8);
                        output.writeBinaryContent(binary);
                        expected.writeBytes(binary);
                    }
                }
            }
            assertArrayEquals(expected.toByteArray(), output.toByteArray(), "round " + round);
        }
    }

    @Test
    void aPairSplitByTheRangeIsTwoLoneSurrogates() {
        String pair = "x\uD83D\uDE00y";
        Utf8Bytes output = new Utf8Bytes(4);
        output.writeContent(pair, 0, 2);
        output.writeContent(pair, 2, 4);
        assertArrayEquals("x?".concat("?y").getBytes(StandardCharsets.UTF_8), output.toByteArray());
    }

    private static String randomText(Random random) {
        StringBuilder text = new StringBuilder();
        for (int i = random.nextInt(40); i > 0; i--) {
            text.append(
                    random.nextInt(4) == 0
                            ? (char) random.nextInt(0x10000)
                            : ALPHABET[random.nextInt(ALPHABET.length)]);
        }
        return text.toString();
    }
}
