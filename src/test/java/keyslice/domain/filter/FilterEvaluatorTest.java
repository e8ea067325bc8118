package keyslice.domain.filter;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FilterEvaluatorTest {

    /** One item with every type; {@code missing}, {@code missing_too} and {@code s.x} are not in it. */
    private static final Map<String, ItemValue> ITEM = ItemLines.parse("{"
                    + "\"s\":{\"S\":\"abc\"},\"n\":{\"N\":\"10\"},\"b\":{\"B\":\"AAE=\"},\"b0\":{\"B\":\"AA==\"},"
                    + "\"t\":{\"BOOL\":true},\"z\":{\"NULL\":true},\"e\":{\"S\":\"é😀\"},\"first name\":{\"S\":\"Ada\"},"
                    + "\"l\":{\"L\":[{\"S\":\"x\"},{\"N\":\"1\"}]},\"m\":{\"M\":{\"k\":{\"S\":\"v\"},\"in\":{\"L\":[{\"N\":\"5\"}]}}},"
                    + "\"ss\":{\"SS\":[\"a\",\"b\"]},\"ns\":{\"NS\":[\"1\",\"2\"]},\"bs\":{\"BS\":[\"AAE=\"]},"
                    // copies under other names: DynamoDB refuses a path compared with itself, so equal values need two
                    // paths
                    + "\"b_copy\":{\"B\":\"AAE=\"},\"l_copy\":{\"L\":[{\"S\":\"x\"},{\"N\":\"1\"}]}}")
            .items()
            .get(0)
            .attributes();

    private static boolean keeps(String filter) {
        Condition condition = FilterParser.condition(filter)
                .condition()
                .orElseThrow(
                        () -> new AssertionError(FilterParser.condition(filter).problems()));
        return FilterEvaluator.evaluate(condition, ITEM).kept();
    }

    @ParameterizedTest(name = "{0} → {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                // comparisons, same type
                "s = \"abc\"|true",
                "s = \"abd\"|false",
                "s <> \"abd\"|true",
                "s < \"abd\"|true",
                "s >= \"abc\"|true",
                "n = 10.0|true",
                "n > 9|true",
                "n <= 9|false",
                "b = b_copy|true",
                "b > b0|true",
                "t = true|true",
                "z = null|true",
                "l = l_copy|true",
                "m.k = \"v\"|true",
                "m.in[0] = 5|true",
                "l[0] = \"x\"|true",
                // different types: never equal, never ordered, always <>
                "n = \"10\"|false",
                "n <> \"10\"|true",
                "n < \"11\"|false",
                "n > \"1\"|false",
                "t = 1|false",
                "z = false|false",
                "t < true|false",
                "l < l_copy|false",
                // a missing attribute: false, except <>
                "missing = 1|false",
                "missing <> 1|true",
                "missing < 1|false",
                "missing >= 1|false",
                "missing = missing_too|false",
                "s.x = 1|false",
                "l[5] = 1|false",
                "m.nothing <> 1|true",
                // BETWEEN (inclusive) and IN
                "n BETWEEN 1 AND 10|true",
                "n BETWEEN 10 AND 10|true",
                "n BETWEEN 11 AND 20|false",
                "s BETWEEN \"a\" AND \"b\"|true",
                "n BETWEEN \"a\" AND \"b\"|false",
                "missing BETWEEN 1 AND 2|false",
                "n IN (1, 10)|true",
                "n IN (\"10\")|false",
                "missing IN (1)|false",
                "s IN (\"x\", \"abc\")|true",
                // functions
                "attribute_exists(s)|true",
                "attribute_exists(m.k)|true",
                "attribute_exists(m.x)|false",
                "attribute_exists(l[1])|true",
                "attribute_exists(l[2])|false",
                "attribute_exists(s.x)|false",
                "attribute_exists(`first name`)|true",
                "attribute_not_exists(missing)|true",
                "attribute_not_exists(s)|false",
                "attribute_type(ss, \"SS\")|true",
                "attribute_type(n, \"S\")|false",
                "attribute_type(z, \"NULL\")|true",
                "attribute_type(missing, \"S\")|false",
                "begins_with(s, \"ab\")|true",
                "begins_with(s, \"b\")|false",
                "begins_with(n, \"1\")|false",
                "begins_with(b, b0)|true",
                "begins_with(b0, b)|false",
                "begins_with(missing, \"a\")|false",
                "contains(s, \"bc\")|true",
                "contains(s, \"x\")|false",
                "contains(ss, \"a\")|true",
                "contains(ss, \"c\")|false",
                "contains(ns, 2)|true",
                "contains(ns, \"2\")|false",
                "contains(l, \"x\")|true",
                "contains(l, 1.0)|true",
                "contains(l, 2)|false",
                "contains(bs, b)|true",
                "contains(bs, b0)|false",
                // B: a subsequence of its bytes (the DynamoDB API Reference, CONTAINS: "looks for a subsequence of the
                // target")
                "contains(b, b0)|true",
                "contains(b0, b)|false",
                "contains(b, b_copy)|true",
                "contains(n, 1)|false",
                "contains(m, \"k\")|false",
                "contains(missing, 1)|false",
                "size(s) = 3|true",
                "size(e) = 2|true",
                "size(b) = 2|true",
                "size(l) = 2|true",
                "size(m) = 2|true",
                "size(ss) = 2|true",
                "size(bs) = 1|true",
                "size(n) > 0|false",
                "size(missing) = 0|false",
                "size(\"abc\") = size(s)|true",
                // logic and precedence
                "NOT attribute_exists(missing)|true",
                "NOT s = \"abc\"|false",
                "s = \"x\" OR n = 10 AND t = true|true",
                "(s = \"x\" OR n = 10) AND t = false|false",
                "NOT NOT t = true|true",
            })
    void keepsAnItemExactlyWhenDynamoDbWould(String filter, boolean kept) {
        assertEquals(kept, keeps(filter));
    }

    /** A long AND chain costs its length: each attribute is looked up once, whether the item is kept or not. */
    @org.junit.jupiter.api.Test
    void evaluatesEachPartOfAnAndChainOnce() {
        String filter = java.util.stream.IntStream.range(0, 20)
                .mapToObj(i -> "attribute_exists(a" + i + ")")
                .collect(java.util.stream.Collectors.joining(" AND "));
        Condition condition = FilterParser.condition(filter).condition().orElseThrow();
        int[] lookups = {0};
        Map<String, ItemValue> item = new java.util.HashMap<>() {
            @Override
            public ItemValue get(Object key) {
                lookups[0]++;
                return super.get(key);
            }
        };
        for (int i = 0; i < 19; i++) {
            item.put("a" + i, new ItemValue.Null());
        }
        FilterEvaluator.Verdict verdict = FilterEvaluator.evaluate(condition, item);
        assertEquals(Optional.of("attribute_exists(a19)"), verdict.failed().map(FilterText::of));
        assertEquals(20, lookups[0], "attribute lookups for a 20-term AND chain");
    }

    @ParameterizedTest(name = "{0} → {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "s = \"abc\" AND n = 11 AND t = true|n = 11",
                "(s = \"abc\" AND (n = 10 AND attribute_exists(`no such`)))|attribute_exists(`no such`)",
                "s = \"x\" OR n = 11|s = \"x\" OR n = 11",
                "NOT s = \"abc\" AND t = true|NOT s = \"abc\"",
                "(s = \"x\" OR n = 11) AND t = true|s = \"x\" OR n = 11",
                "t = true AND NOT (s = \"abc\" AND n = 10)|NOT (s = \"abc\" AND n = 10)",
                "s = \"abc\"|",
            })
    void namesThePartThatDroppedTheItem(String filter, String failed) {
        Condition condition = FilterParser.condition(filter).condition().orElseThrow();
        FilterEvaluator.Verdict verdict = FilterEvaluator.evaluate(condition, ITEM);
        assertEquals(failed == null, verdict.kept());
        assertEquals(Optional.ofNullable(failed), verdict.failed().map(FilterText::of));
    }
}
