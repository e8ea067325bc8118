package keyslice.testing;

import java.util.Random;

/** Texts made of pieces chosen at random, for tests that compare a hand-written reader with the expression it replaces. */
public final class RandomTexts {

    private RandomTexts() {}

    /** Fewer than {@code bound} pieces of {@code pieces}, each drawn from {@code random} after the count. */
    public static String of(Random random, String[] pieces, int bound) {
        StringBuilder text = new StringBuilder();
        int count = random.nextInt(bound);
        for (int i = 0; i < count; i++) {
            text.append(pieces[random.nextInt(pieces.length)]);
        }
        return text.toString();
    }
}
