package keyslice.conformance;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import keyslice.domain.filter.ItemValue;

/**
 * The vocabulary {@link FilterGenerator} writes filters in (attribute names with their usual types, small pools of
 * values) and the seeded random items over it, drawn from the generator's own {@link Random} so that a seed still
 * names one run.
 */
final class FilterItems {

    /** The top-level attributes and their usual types; {@code mixed} has none. */
    static final Map<String, ItemValue.Type> HOME = new LinkedHashMap<>();

    static {
        HOME.put("s", ItemValue.Type.S);
        HOME.put("t", ItemValue.Type.S);
        HOME.put("n", ItemValue.Type.N);
        HOME.put("b", ItemValue.Type.B);
        HOME.put("flag", ItemValue.Type.BOOL);
        HOME.put("nul", ItemValue.Type.NULL);
        HOME.put("l", ItemValue.Type.L);
        HOME.put("m", ItemValue.Type.M);
        HOME.put("ss", ItemValue.Type.SS);
        HOME.put("ns", ItemValue.Type.NS);
        HOME.put("bs", ItemValue.Type.BS);
        HOME.put("mixed", null);
        // names that are not identifiers: the user writes them in backticks, keyslice sends placeholders
        HOME.put("first name", ItemValue.Type.S);
        HOME.put("a.b", ItemValue.Type.N);
        HOME.put("it`s", ItemValue.Type.BOOL);
    }

    /** With the partition keys, so that a filter's value sometimes shares the key condition's placeholder. */
    static final List<String> STRINGS =
            List.of("a", "ab", "abc", "b", "ba", "B", "x y", "a.b", "é", "日本", "aé", "", "p1", "p2");

    static final List<String> NUMBERS = List.of("-2", "-1", "-0.5", "0", "0.5", "1", "2", "3", "10", "12.25", "100");
    /** Bytes below 0x80 only: dynalite's begins_with and contains on B compare the bytes decoded as UTF-8. */
    static final byte[] BYTES = {0x00, 0x01, 0x41, 0x42, 0x7f};

    static final List<String> MAP_KEYS = List.of("x", "y", "z");
    static final ItemValue.Type[] TYPES = ItemValue.Type.values();

    private final Random random;

    FilterItems(Random random) {
        this.random = random;
    }

    /** An item: each attribute of {@link #HOME} sometimes missing, sometimes of another type. */
    Map<String, ItemValue> item() {
        Map<String, ItemValue> item = new LinkedHashMap<>();
        HOME.forEach((name, type) -> {
            if (random.nextInt(4) != 0) {
                ItemValue.Type chosen = type == null || random.nextInt(5) == 0 ? pick(TYPES) : type;
                item.put(name, value(chosen, 0));
            }
        });
        return item;
    }

    ItemValue value(ItemValue.Type type, int depth) {
        return switch (type) {
            case S -> new ItemValue.S(pick(STRINGS));
            case N -> number();
            case B -> new ItemValue.B(bytes());
            case BOOL -> new ItemValue.Bool(random.nextBoolean());
            case NULL -> new ItemValue.Null();
            case L -> {
                List<ItemValue> elements = new ArrayList<>();
                int n = random.nextInt(4);
                for (int i = 0; i < n; i++) {
                    elements.add(value(depth < 2 ? pick(TYPES) : scalarType(), depth + 1));
                }
                yield new ItemValue.L(elements);
            }
            case M -> {
                Map<String, ItemValue> entries = new LinkedHashMap<>();
                for (String key : MAP_KEYS) {
                    if (random.nextInt(3) != 0) {
                        entries.put(key, value(depth < 2 ? pick(TYPES) : scalarType(), depth + 1));
                    }
                }
                yield new ItemValue.M(entries);
            }
            case SS -> new ItemValue.SS(List.copyOf(distinct(() -> pick(STRINGS))));
            case NS ->
                new ItemValue.NS(
                        distinct(() -> new BigDecimal(pick(NUMBERS))).stream().toList());
            case BS ->
                new ItemValue.BS(
                        distinct(() -> new ItemValue.B(bytes())).stream().toList());
        };
    }

    private ItemValue.Type scalarType() {
        return pick(new ItemValue.Type[] {
            ItemValue.Type.S, ItemValue.Type.N, ItemValue.Type.B, ItemValue.Type.BOOL, ItemValue.Type.NULL
        });
    }

    ItemValue.N number() {
        return new ItemValue.N(new BigDecimal(pick(NUMBERS)));
    }

    private byte[] bytes() {
        byte[] bytes = new byte[1 + random.nextInt(3)];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = BYTES[random.nextInt(BYTES.length)];
        }
        return bytes;
    }

    private <T> Set<T> distinct(java.util.function.Supplier<T> element) {
        Set<T> set = new LinkedHashSet<>();
        int n = 1 + random.nextInt(3);
        for (int i = 0; i < n * 3 && set.size() < n; i++) {
            set.add(element.get());
        }
        return set;
    }

    private <T> T pick(T[] options) {
        return options[random.nextInt(options.length)];
    }

    private <T> T pick(List<T> options) {
        return options.get(random.nextInt(options.size()));
    }
}
