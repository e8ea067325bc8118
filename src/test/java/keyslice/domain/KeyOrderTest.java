package keyslice.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import keyslice.domain.key.KeyOrder;
import keyslice.domain.key.KeyValue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class KeyOrderTest {

    @Test
    void supplementaryCharactersSortAfterPrivateUseAreaUnlikeStringCompareTo() {
        String emoji = "\uD83D\uDE00"; // U+1F600
        String privateUse = "\uE000";
        assertTrue(emoji.compareTo(privateUse) < 0, "Java's UTF-16 order puts the emoji first");
        assertTrue(KeyOrder.compareUtf8(emoji, privateUse) > 0, "UTF-8 order puts it last");
        assertTrue(KeyOrder.compareUtf8("\uFF5E", emoji) < 0);
    }

    @ParameterizedTest(name = "{0} vs {1} → {2}")
    @CsvSource(
            delimiter = '|',
            value = {
                "root/photos/|root/photos-old/x.jpg|1", // '/' 0x2F sorts after '-' 0x2D
                "root/photos.zip|root/photos/|-1", // '.' 0x2E before '/'
                "a|a|0",
                "a|ab|-1",
                "Z|a|-1", // upper case before lower case
                "é|f|1", // U+00E9 after ASCII
                "9|10|1", // unpadded numbers sort as text
            })
    void stringOrderIsByUtf8Bytes(String a, String b, int expectedSign) {
        assertEquals(expectedSign, Integer.signum(KeyOrder.compareUtf8(a, b)));
        assertEquals(
                expectedSign,
                Integer.signum(Arrays.compareUnsigned(
                        a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8))));
    }

    @Test
    void compareUtf8AgreesWithUnsignedUtf8BytesOnRandomText() {
        long seed = System.nanoTime();
        Random random = new Random(seed);
        for (int i = 0; i < 20_000; i++) {
            String a = RandomText.string(random, 6);
            String b = random.nextInt(4) == 0 ? a + RandomText.string(random, 2) : RandomText.string(random, 6);
            int expected = Integer.signum(
                    Arrays.compareUnsigned(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8)));
            assertEquals(
                    expected,
                    Integer.signum(KeyOrder.compareUtf8(a, b)),
                    () -> "seed " + seed + ": " + RandomText.escape(a) + " vs " + RandomText.escape(b));
        }
    }

    @Test
    void numbersCompareNumericallyAndBinaryUnsigned() {
        List<KeyValue> numbers =
                new ArrayList<>(List.of(num("10"), num("9"), num("-1e2"), num("0.5"), num("-0.5"), num("1e125")));
        numbers.sort(KeyOrder.ORDER);
        assertEquals(
                List.of("-100", "-0.5", "0.5", "9", "10", "1" + "0".repeat(125)),
                numbers.stream().map(KeyValue::wireText).toList());

        KeyValue low = new KeyValue.BinaryValue(new byte[] {0x7F});
        KeyValue high = new KeyValue.BinaryValue(new byte[] {(byte) 0x80});
        assertTrue(KeyOrder.compare(low, high) < 0, "0x80 is above 0x7F when bytes are unsigned");
        assertTrue(KeyOrder.beginsWith(
                new KeyValue.BinaryValue(new byte[] {(byte) 0xFF, 0}),
                new KeyValue.BinaryValue(new byte[] {(byte) 0xFF})));
        assertFalse(KeyOrder.beginsWith(
                new KeyValue.BinaryValue(new byte[] {(byte) 0xFF}),
                new KeyValue.BinaryValue(new byte[] {(byte) 0xFF, 0})));
    }

    private static KeyValue num(String text) {
        return new KeyValue.NumberValue(new BigDecimal(text));
    }
}
