package keyslice.preview;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import keyslice.domain.key.KeyValue;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * String sort keys: ASCII letters and digits, delimiters, Latin-1, CJK, U+E000..U+FFFF and supplementary characters
 * (a profile of them per partition), often built from a shared pool of segments so that prefixes and neighbours abound.
 */
final class StringKeyGenerator extends SortKeyGenerator {
    private final List<CharClass> profile = new ArrayList<>();
    private final List<String> segments = new ArrayList<>();
    private final String delimiter;

    StringKeyGenerator(Random random) {
        super(random);
        for (CharClass c : CharClass.values()) {
            if (random.nextInt(3) == 0) {
                profile.add(c);
            }
        }
        if (random.nextInt(3) != 0) {
            // the pair where UTF-16 and UTF-8 order disagree
            profile.add(CharClass.BMP_HIGH);
            profile.add(CharClass.SUPPLEMENTARY);
        }
        profile.add(CharClass.ALNUM);
        int n = 3 + random.nextInt(6);
        for (int i = 0; i < n; i++) {
            segments.add(randomText(1 + random.nextInt(3)));
        }
        delimiter = pick(List.of("#", "/", "-", ""));
    }

    String randomText(int codePoints) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < codePoints; i++) {
            s.appendCodePoint(codePoint(random, pick(profile)));
        }
        return s.toString();
    }

    String raw() {
        if (random.nextInt(10) < 7) {
            StringBuilder s = new StringBuilder();
            int n = 1 + random.nextInt(4);
            for (int i = 0; i < n; i++) {
                if (i > 0) {
                    s.append(delimiter);
                }
                s.append(pick(segments));
            }
            if (random.nextInt(5) == 0) {
                s.append(delimiter.isEmpty() ? "/" : delimiter);
            }
            if (random.nextInt(4) == 0) {
                s.append(randomText(1 + random.nextInt(2)));
            }
            return s.toString();
        }
        return randomText(1 + random.nextInt(8));
    }

    Generated of(String text) {
        return new Generated(new KeyValue.StringValue(text), text, AttributeValue.fromS(text));
    }

    @Override
    Generated key() {
        return of(raw());
    }

    @Override
    Generated bound(List<KeyValue> keys, boolean prefix) {
        String key = ((KeyValue.StringValue) pick(keys)).text();
        int[] cps = key.codePoints().toArray();
        int r = random.nextInt(prefix ? 12 : 10);
        String text = switch (r) {
            case 0, 1 -> key;
            case 2 -> key + new String(Character.toChars(codePoint(random, pick(profile))));
            case 3 -> step(cps, +1);
            case 4 -> step(cps, -1);
            case 5 -> raw();
            case 6 -> key + (delimiter.isEmpty() ? "/" : delimiter);
            default -> new String(cps, 0, 1 + random.nextInt(cps.length)); // a prefix, in whole characters
        };
        return of(text.isEmpty() ? key : text);
    }

    /** The key with its last code point moved one up or down (skipping the surrogate range). */
    private static String step(int[] cps, int delta) {
        int[] copy = cps.clone();
        int last = copy[copy.length - 1] + delta;
        if (last >= 0xD800 && last <= 0xDFFF) {
            last = delta > 0 ? 0xE000 : 0xD7FF;
        }
        if (last < 1 || last > 0x10FFFF) {
            return new String(cps, 0, cps.length);
        }
        copy[copy.length - 1] = last;
        return new String(copy, 0, copy.length);
    }
}
