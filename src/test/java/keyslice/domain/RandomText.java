package keyslice.domain;

import java.util.Random;

/** Seeded generators of text drawn from the ranges where orderings disagree. */
final class RandomText {

    private static final int[][] RANGES = {
        {'!', '~'}, // ASCII with delimiters, digits, both cases
        {0xA0, 0xFF}, // Latin-1
        {0x4E00, 0x4E40}, // CJK
        {0xE000, 0xE010}, // private use, just above the surrogates in UTF-16
        {0xFF5E, 0xFF65}, // fullwidth forms near the top of the BMP
        {0x1F600, 0x1F610}, // emoji (supplementary: surrogate pairs in UTF-16)
        {0x10000, 0x10010}, // other supplementary characters
    };

    private RandomText() {}

    static String string(Random random, int maxLength) {
        int length = 1 + random.nextInt(maxLength);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < length; i++) {
            int[] range = RANGES[random.nextInt(RANGES.length)];
            text.appendCodePoint(range[0] + random.nextInt(range[1] - range[0] + 1));
        }
        return text.toString();
    }

    static String escape(String text) {
        StringBuilder out = new StringBuilder("\"");
        text.codePoints().forEach(cp -> {
            if (cp >= 0x20 && cp < 0x7F) {
                out.appendCodePoint(cp);
            } else {
                out.append(String.format("\\u{%X}", cp));
            }
        });
        return out.append('"').toString();
    }
}
