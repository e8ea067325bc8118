package keyslice.domain;

import java.util.regex.Pattern;

/** Per-segment helpers of the segment editor. */
public final class SegmentTools {

    public static final int MAX_PAD_WIDTH = 38;
    private static final Pattern DIGITS = Pattern.compile("[0-9]+");

    private SegmentTools() {
    }

    /** {@code 7} → {@code 0007} for width 4; a wider number stays as it is (padding never cuts digits). */
    public static String zeroPad(String segment, int width) {
        if (!DIGITS.matcher(segment).matches()) {
            throw new IllegalArgumentException("\"" + segment + "\" is not a whole number; only digit-only segments can be zero-padded");
        }
        if (width < 1 || width > MAX_PAD_WIDTH) {
            throw new IllegalArgumentException("the pad width must be 1 to " + MAX_PAD_WIDTH + ", not " + width);
        }
        return segment.length() >= width ? segment : "0".repeat(width - segment.length()) + segment;
    }
}
