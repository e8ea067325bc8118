package keyslice.domain.key;

import java.util.Arrays;
import java.util.Comparator;

/** DynamoDB's key order: S by UTF-8 bytes, N numerically, B by unsigned bytes. */
public final class KeyOrder {

    private KeyOrder() {}

    /**
     * UTF-8 byte order, which equals Unicode code point order. Java's {@code compareTo} compares UTF-16
     * units and so puts supplementary characters (surrogates, 0xD800..) before U+E000..U+FFFF.
     */
    public static int compareUtf8(String a, String b) {
        int length = Math.min(a.length(), b.length());
        for (int i = 0; i < length; i++) {
            char x = a.charAt(i);
            char y = b.charAt(i);
            if (x != y) {
                if (x >= 0xD800 && y >= 0xD800) {
                    // Move surrogates above U+E000..U+FFFF so units compare like code points.
                    x = (char) (x >= 0xE000 ? x - 0x800 : x + 0x2000);
                    y = (char) (y >= 0xE000 ? y - 0x800 : y + 0x2000);
                }
                return Integer.compare(x, y);
            }
        }
        return Integer.compare(a.length(), b.length());
    }

    public static int compareUnsigned(byte[] a, byte[] b) {
        return Arrays.compareUnsigned(a, b);
    }

    /** Compares two values of the same type; mixing types is a programming error. */
    public static int compare(KeyValue a, KeyValue b) {
        if (a instanceof KeyValue.StringValue x && b instanceof KeyValue.StringValue y) {
            return compareUtf8(x.text(), y.text());
        }
        if (a instanceof KeyValue.NumberValue x && b instanceof KeyValue.NumberValue y) {
            return x.number().compareTo(y.number());
        }
        if (a instanceof KeyValue.BinaryValue x && b instanceof KeyValue.BinaryValue y) {
            return x.compareBytes(y);
        }
        throw new IllegalArgumentException("cannot compare " + a.type() + " with " + b.type());
    }

    public static final Comparator<KeyValue> ORDER = KeyOrder::compare;

    /** begins_with for S (whole characters) and B (bytes); N has no prefix semantics. */
    public static boolean beginsWith(KeyValue value, KeyValue prefix) {
        if (value instanceof KeyValue.StringValue v && prefix instanceof KeyValue.StringValue p) {
            return v.text().startsWith(p.text());
        }
        if (value instanceof KeyValue.BinaryValue v && prefix instanceof KeyValue.BinaryValue p) {
            return v.startsWith(p);
        }
        throw new IllegalArgumentException(
                "begins_with is defined for S and B of the same type, not " + value.type() + " and " + prefix.type());
    }
}
