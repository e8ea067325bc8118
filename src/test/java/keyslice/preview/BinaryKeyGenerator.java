package keyslice.preview;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Random;
import keyslice.domain.key.KeyValue;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Binary sort keys with 0x00, 0x7F, 0x80, 0xFF and the UTF-8 of multi-byte characters, so prefixes end mid-character. */
final class BinaryKeyGenerator extends SortKeyGenerator {

    private static final int[] SPECIAL_BYTES = {0x00, 0x01, 0x7F, 0x80, 0x81, 0xBF, 0xC0, 0xC3, 0xE2, 0xF0, 0xFE, 0xFF};

    private final List<byte[]> segments = new ArrayList<>();

    BinaryKeyGenerator(Random random) {
        super(random);
        int n = 3 + random.nextInt(6);
        for (int i = 0; i < n; i++) {
            segments.add(unit(1 + random.nextInt(3)));
        }
    }

    /** Bytes from specials, ASCII, anything, and UTF-8 of multi-byte characters (for prefixes mid-character). */
    byte[] unit(int parts) {
        ByteBuffer out = ByteBuffer.allocate(parts * 4);
        for (int i = 0; i < parts; i++) {
            switch (random.nextInt(5)) {
                case 0 -> out.put((byte) SPECIAL_BYTES[random.nextInt(SPECIAL_BYTES.length)]);
                case 1 -> out.put((byte) ALNUM.charAt(random.nextInt(ALNUM.length())));
                case 2 -> out.put((byte) random.nextInt(256));
                default -> {
                    CharClass c =
                            pick(List.of(CharClass.LATIN1, CharClass.CJK, CharClass.BMP_HIGH, CharClass.SUPPLEMENTARY));
                    out.put(new String(Character.toChars(codePoint(random, c))).getBytes(StandardCharsets.UTF_8));
                }
            }
        }
        return Arrays.copyOf(out.array(), out.position());
    }

    byte[] raw() {
        ByteBuffer out = ByteBuffer.allocate(64);
        if (random.nextInt(10) < 7) {
            int n = 1 + random.nextInt(4);
            for (int i = 0; i < n; i++) {
                out.put(pick(segments));
            }
            if (random.nextInt(4) == 0) {
                out.put(unit(1));
            }
        } else {
            out.put(unit(1 + random.nextInt(4)));
        }
        return Arrays.copyOf(out.array(), out.position());
    }

    Generated of(byte[] bytes) {
        String base64 = Base64.getEncoder().encodeToString(bytes);
        return new Generated(
                new KeyValue.BinaryValue(bytes), base64, AttributeValue.fromB(SdkBytes.fromByteArray(bytes)));
    }

    @Override
    Generated key() {
        return of(raw());
    }

    @Override
    Generated bound(List<KeyValue> keys, boolean prefix) {
        byte[] key = ((KeyValue.BinaryValue) pick(keys)).bytes();
        int r = random.nextInt(prefix ? 12 : 10);
        byte[] b = switch (r) {
            case 0, 1 -> key;
            case 2 -> append(key, (byte) 0x00);
            case 3 -> append(key, (byte) 0xFF);
            case 4 -> step(key, +1);
            case 5 -> step(key, -1);
            case 6 -> raw();
            default -> Arrays.copyOf(key, 1 + random.nextInt(key.length)); // any byte length: often mid-character
        };
        return of(b.length == 0 ? key : b);
    }

    private static byte[] append(byte[] key, byte extra) {
        byte[] b = Arrays.copyOf(key, key.length + 1);
        b[key.length] = extra;
        return b;
    }

    private static byte[] step(byte[] key, int delta) {
        int last = (key[key.length - 1] & 0xFF) + delta;
        if (last < 0 || last > 0xFF) {
            return key;
        }
        byte[] b = key.clone();
        b[b.length - 1] = (byte) last;
        return b;
    }
}
