package keyslice.domain.key;

import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;

/**
 * Substring search in time linear in the text and the part (Knuth-Morris-Pratt), for the parts people choose (a
 * filter's {@code contains}, a delimiter): the naive search that {@link String#indexOf(String)} and a loop over byte
 * ranges make costs the text's length times the part's, and an item of 27,000 {@code a}s searched for {@code aaa…ab}
 * is a hundred million comparisons. A string is searched in UTF-16 units: for well-formed text a match of units is a
 * match of characters, and so of UTF-8 bytes.
 */
public final class Substrings {

    /**
     * A part this short is searched with {@link String#indexOf(String, int)}, which then costs at most this many times
     * the text's length, and allocates nothing (a delimiter is usually one character).
     */
    static final int SHORT = 16;

    private Substrings() {}

    public static boolean contains(String text, String part) {
        return indexOf(text, part, 0) >= 0;
    }

    /** As {@link String#indexOf(String, int)}: the first index at or after {@code from} where {@code part} occurs, or -1. */
    public static int indexOf(String text, String part, int from) {
        if (part.length() <= SHORT) {
            return text.indexOf(part, from);
        }
        int start = Math.min(Math.max(from, 0), text.length());
        int at = find(
                text.length() - start, part.length(), (i, j) -> text.charAt(start + i) - part.charAt(j), part::charAt);
        return at < 0 ? -1 : start + at;
    }

    public static boolean contains(byte[] bytes, byte[] part) {
        return find(bytes.length, part.length, (i, j) -> bytes[i] - part[j], j -> part[j]) >= 0;
    }

    /**
     * Where the part (of {@code partLength} units, read by {@code unit}) first occurs in the text, or -1;
     * {@code compare} is zero when the text's unit {@code i} is the part's unit {@code j}.
     */
    private static int find(int textLength, int partLength, IntBinaryOperator compare, IntUnaryOperator unit) {
        if (partLength == 0) {
            return 0;
        }
        if (partLength > textLength) {
            return -1;
        }
        // border[j]: the length of the longest proper prefix of the part's first j + 1 units that is also their suffix
        int[] border = new int[partLength];
        for (int j = 1, k = 0; j < partLength; j++) {
            while (k > 0 && unit.applyAsInt(j) != unit.applyAsInt(k)) {
                k = border[k - 1];
            }
            if (unit.applyAsInt(j) == unit.applyAsInt(k)) {
                k++;
            }
            border[j] = k;
        }
        for (int i = 0, matched = 0; i < textLength; i++) {
            while (matched > 0 && compare.applyAsInt(i, matched) != 0) {
                matched = border[matched - 1];
            }
            if (compare.applyAsInt(i, matched) == 0) {
                matched++;
                if (matched == partLength) {
                    return i - partLength + 1;
                }
            }
        }
        return -1;
    }
}
