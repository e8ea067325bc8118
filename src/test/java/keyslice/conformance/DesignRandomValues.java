package keyslice.conformance;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The generated designs' random values, as DynamoDB JSON's value text: short strings of a few letters (some outside
 * ASCII, all within the BMP), small numbers with and without decimals, a few bytes of edge values.
 */
final class DesignRandomValues {

    private static final String[] LETTERS = {"a", "b", "B", "z", "0", "9", "#", "-", "é", "~", "Ω", "ア"};
    private static final byte[] BYTES = {0, 1, 0x41, 0x7f, (byte) 0x80, (byte) 0xfe, (byte) 0xff};

    private final Random random;

    DesignRandomValues(Random random) {
        this.random = random;
    }

    /** Two or three values of the type, for attributes many items share. */
    List<Object> pool(String type) {
        List<Object> pool = new ArrayList<>();
        for (int i = 0; i < 2 + random.nextInt(2); i++) {
            pool.add(value(type));
        }
        return pool;
    }

    Object value(String type) {
        return switch (type) {
            case "S" -> string();
            case "N" -> number();
            default -> bytes();
        };
    }

    static Map<String, Object> typed(String type, Object value) {
        return Map.of(type, value);
    }

    String string() {
        StringBuilder text = new StringBuilder();
        int length = 1 + random.nextInt(4);
        for (int i = 0; i < length; i++) {
            text.append(LETTERS[random.nextInt(LETTERS.length)]);
        }
        return text.toString();
    }

    String number() {
        BigDecimal value = BigDecimal.valueOf(random.nextInt(41) - 20);
        if (random.nextInt(4) == 0) {
            value = value.add(BigDecimal.valueOf(random.nextInt(100), 2));
        }
        return value.signum() == 0 ? "0" : value.stripTrailingZeros().toPlainString();
    }

    String bytes() {
        byte[] bytes = new byte[1 + random.nextInt(3)];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = BYTES[random.nextInt(BYTES.length)];
        }
        return Base64.getEncoder().encodeToString(bytes);
    }
}
