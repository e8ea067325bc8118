package keyslice.preview;

import java.util.List;
import java.util.Random;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.KeyValue;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Seeded random sort keys of one type for {@link EvaluatorDifferentialTest}, and bounds drawn from them or near them:
 * strings ({@link StringKeyGenerator}), numbers ({@link NumberKeyGenerator}), binary ({@link BinaryKeyGenerator}).
 */
abstract class SortKeyGenerator {

    /** A generated value: keyslice's typed value, its text for the form, its SDK form for writing. */
    record Generated(KeyValue value, String text, AttributeValue stored) {}

    static final String ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    private static final String DELIMS = "#/-._:~ !+=@|\u0001\u007F";
    private static final int[] BMP_HIGH_EDGES = {0xE000, 0xE001, 0xF8FF, 0xFEFF, 0xFF5E, 0xFFFD, 0xFFFE, 0xFFFF};
    private static final int[] SUPPLEMENTARY_EDGES = {
        0x10000, 0x1F600, 0x1F601, 0x1F4A9, 0x20000, 0x2A6D6, 0x10FFFD, 0x10FFFF
    };

    enum CharClass {
        ALNUM,
        DELIM,
        LATIN1,
        CJK,
        BMP_HIGH,
        SUPPLEMENTARY
    }

    final Random random;

    SortKeyGenerator(Random random) {
        this.random = random;
    }

    static SortKeyGenerator of(KeyType type, Random random) {
        return switch (type) {
            case S -> new StringKeyGenerator(random);
            case N -> new NumberKeyGenerator(random);
            case B -> new BinaryKeyGenerator(random);
        };
    }

    abstract Generated key();

    /** A bound drawn from the keys or near them; for begins_with, prefixes are likelier. */
    abstract Generated bound(List<KeyValue> keys, boolean prefix);

    <T> T pick(List<T> list) {
        return list.get(random.nextInt(list.size()));
    }

    static int codePoint(Random random, CharClass c) {
        return switch (c) {
            case ALNUM -> ALNUM.charAt(random.nextInt(ALNUM.length()));
            case DELIM -> DELIMS.charAt(random.nextInt(DELIMS.length()));
            case LATIN1 -> 0xA0 + random.nextInt(0x60);
            case CJK -> 0x4E00 + random.nextInt(0x5200);
            case BMP_HIGH ->
                random.nextInt(4) == 0
                        ? BMP_HIGH_EDGES[random.nextInt(BMP_HIGH_EDGES.length)]
                        : 0xE000 + random.nextInt(0x2000);
            case SUPPLEMENTARY ->
                switch (random.nextInt(4)) {
                    case 0 -> SUPPLEMENTARY_EDGES[random.nextInt(SUPPLEMENTARY_EDGES.length)];
                    case 1 -> 0x10000 + random.nextInt(0x100000);
                    default -> 0x1F300 + random.nextInt(0x700);
                };
        };
    }
}
