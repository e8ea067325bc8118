package keyslice.domain.filter;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import keyslice.domain.form.Problem;
import keyslice.domain.key.KeyValue;

/**
 * The filter compiler's test helpers: a key condition's names and values to merge with, and values and problems in short.
 */
final class FilterCompilerFixtures {

    private FilterCompilerFixtures() {}

    /** The key condition's maps as ExpressionBuilder writes them for {@code #pk = :pk AND #sk BETWEEN :skFrom AND :skTo}. */
    static final Map<String, String> KEY_NAMES = ordered("#pk", "PK", "#sk", "SK");

    static final Map<String, KeyValue> KEY_VALUES = ordered(
            ":pk",
            new KeyValue.StringValue("DRIVE#a91"),
            ":skFrom",
            new KeyValue.StringValue("a"),
            ":skTo",
            new KeyValue.StringValue("b"));
    static final Set<String> KEYS = Set.of("PK", "SK");

    @SuppressWarnings("unchecked")
    static <V> Map<String, V> ordered(Object... pairs) {
        Map<String, V> map = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put((String) pairs[i], (V) pairs[i + 1]);
        }
        return map;
    }

    static ItemValue s(String text) {
        return new ItemValue.S(text);
    }

    static ItemValue n(String number) {
        return new ItemValue.N(new BigDecimal(number));
    }

    /** {@code count} paths a[100000000], a[100000001]...: "#p1[100000000]", 14 bytes each, joined by ", ". */
    static String indexes(int count) {
        return String.join(
                ", ",
                java.util.stream.IntStream.range(0, count)
                        .mapToObj(i -> "a[" + (100_000_000 + i) + "]")
                        .toList());
    }

    static List<String> problems(FilterCompiler.Outcome compilation) {
        return compilation instanceof FilterCompiler.Rejected rejected
                ? rejected.problems().stream().map(Problem::message).toList()
                : List.of();
    }
}
