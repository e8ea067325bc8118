package keyslice.domain.filter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import keyslice.domain.form.Problem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class ItemLinesTest {

    /** DynamoDB's words for an item nested too deep (BatchWriteItem's, without PutItem's "1 validation error detected: "). */
    private static final String TOO_DEEP =
            "Nesting Levels have exceeded supported limits: Attributes in the item have nested "
                    + "levels beyond supported limit";

    static Stream<Arguments> values() {
        return Stream.of(
                Arguments.of("{\"S\":\"a\"}", new ItemValue.S("a")),
                Arguments.of("{\"S\":\"\"}", new ItemValue.S("")),
                Arguments.of("{\"S\":\"\\u00e9\\\"x\\\\\"}", new ItemValue.S("é\"x\\")),
                Arguments.of("{\"S\":\"😀\"}", new ItemValue.S("😀")),
                Arguments.of("{\"N\":\"1e2\"}", new ItemValue.N(new BigDecimal("100"))),
                Arguments.of("{\"N\":\"-0.50\"}", new ItemValue.N(new BigDecimal("-0.5"))),
                Arguments.of("{\"B\":\"AAE=\"}", new ItemValue.B(new byte[] {0, 1})),
                Arguments.of("{\"B\":\"\"}", new ItemValue.B(new byte[0])),
                Arguments.of("{\"BOOL\":false}", new ItemValue.Bool(false)),
                Arguments.of("{\"NULL\":true}", new ItemValue.Null()),
                Arguments.of(
                        "{\"L\":[{\"N\":\"1\"},{\"S\":\"x\"}]}",
                        new ItemValue.L(List.of(new ItemValue.N(BigDecimal.ONE), new ItemValue.S("x")))),
                Arguments.of("{\"L\":[]}", new ItemValue.L(List.of())),
                Arguments.of("{\"M\":{\"a b\":{\"M\":{}}}}", new ItemValue.M(Map.of("a b", new ItemValue.M(Map.of())))),
                // Sets are equal whatever order they are listed in: DynamoDB's order is kept.
                Arguments.of("{\"SS\":[\"b\",\"a\"]}", new ItemValue.SS(List.of("a", "b"))),
                Arguments.of(
                        "{\"NS\":[\"10\",\"9\",\"1e0\"]}",
                        new ItemValue.NS(List.of(BigDecimal.ONE, new BigDecimal("9"), BigDecimal.TEN))),
                Arguments.of(
                        "{\"BS\":[\"/w==\",\"AA==\"]}",
                        new ItemValue.BS(List.of(new ItemValue.B(new byte[] {0}), new ItemValue.B(new byte[] {-1})))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("values")
    void readsEachTypeOfDynamoDbJson(String json, ItemValue expected) {
        ItemLines.Items items = ItemLines.parse("{\"v\":" + json + "}");
        assertEquals(List.of(), items.problems());
        assertEquals(Map.of("v", expected), items.items().get(0).attributes());
    }

    static Stream<Arguments> invalidLines() {
        return Stream.of(
                Arguments.of(
                        "{\"a\":{}}",
                        "Supplied AttributeValue is empty, must contain exactly one of the supported datatypes"),
                Arguments.of(
                        "{\"a\":{\"S\":\"x\",\"N\":\"1\"}}",
                        "Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported datatypes"),
                Arguments.of("{\"a\":{\"N\":\"abc\"}}", "The parameter cannot be converted to a numeric value: abc"),
                Arguments.of(
                        "{\"a\":{\"N\":\"1e126\"}}",
                        "Number overflow. Attempting to store a number with magnitude larger than supported range"),
                Arguments.of(
                        "{\"a\":{\"NULL\":false}}",
                        "One or more parameter values were invalid: Null attribute value types must have the value of true"),
                Arguments.of(
                        "{\"a\":{\"SS\":[]}}",
                        "One or more parameter values were invalid: An string set  may not be empty"),
                Arguments.of(
                        "{\"a\":{\"NS\":[]}}",
                        "One or more parameter values were invalid: An number set  may not be empty"),
                Arguments.of(
                        "{\"a\":{\"BS\":[]}}",
                        "One or more parameter values were invalid: Binary sets should not be empty"),
                Arguments.of(
                        "{\"a\":{\"SS\":[\"x\",\"x\"]}}",
                        "One or more parameter values were invalid: Input collection [x, x] contains duplicates."),
                Arguments.of(
                        "{\"a\":{\"NS\":[\"1\",\"1.0\"]}}",
                        "One or more parameter values were invalid: Input collection [1, 1.0] contains duplicates."),
                Arguments.of(
                        "{\"a\":{\"X\":\"1\"}}",
                        "unknown data type X: a value is one of S, N, B, BOOL, NULL, L, M, SS, NS, BS"),
                Arguments.of(
                        "{\"a\":{\"N\":1}}",
                        "the N member of a value must be a number in a JSON string, such as \"42\""),
                Arguments.of(
                        "{\"a\":{\"B\":\"%%\"}}",
                        "the B member of a value must be base64 text in a JSON string, such as \"AAE=\" for the bytes 00 01"),
                Arguments.of("{\"a\":{\"L\":[{\"S\":1}]}}", "the S member of a value must be a JSON string"),
                Arguments.of(
                        "{\"\":{\"S\":\"x\"}}",
                        "One or more parameter values were invalid: An AttributeValue may not contain an empty attribute name"),
                Arguments.of("[1]", "an item must be a JSON object"),
                Arguments.of("{\"a\":{\"S\":\"x\"}", "line 1: not JSON: expected '}', at character 15"),
                Arguments.of("{\"a\":1,\"a\":2}", "line 1: not JSON: the member \"a\" appears twice, at character 8"),
                Arguments.of(
                        "{\"a\":{\"S\":\"x\"}} x",
                        "line 1: not JSON: expected the end of the line after the JSON value, " + "at character 17"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("invalidLines")
    void refusesInvalidLinesInDynamoDbsWords(String line, String message) {
        ItemLines.Items items = ItemLines.parse(line);
        assertEquals(List.of(), items.items());
        assertEquals(
                List.of(message),
                items.problems().stream().map(Problem::message).toList());
        assertTrue(
                items.problems().get(0).summary().startsWith("Line 1"),
                items.problems().get(0).summary());
    }

    /** {@code leaf} under {@code wraps} maps, each {@code {"M":{"x": ...}}}, or lists, each {@code {"L":[ ...]}}. */
    static String nested(String leaf, int wraps, boolean lists) {
        return (lists ? "{\"L\":[" : "{\"M\":{\"x\":").repeat(wraps) + leaf + (lists ? "]}" : "}}").repeat(wraps);
    }

    /**
     * DynamoDB counts a top-level attribute's value as level 1 and each map or list around a value as one more, and
     * stores 32 levels: a string under 31 maps or lists, never under 32. A map, list or set at level 32 is a value
     * there like any other.
     */
    @Test
    void anItemNestsAtMost32LevelsAsDynamoDbCountsThem() {
        for (boolean lists : List.of(false, true)) {
            for (String leaf : List.of("{\"S\":\"leaf\"}", "{\"M\":{}}", "{\"L\":[]}", "{\"SS\":[\"a\"]}")) {
                ItemLines.Items deepest =
                        ItemLines.parse("{\"PK\":{\"S\":\"a\"},\"doc\":" + nested(leaf, 31, lists) + "}");
                assertEquals(List.of(), deepest.problems(), leaf);
                assertEquals(1, deepest.items().size());

                ItemLines.Items deeper =
                        ItemLines.parse("{\"PK\":{\"S\":\"a\"},\"doc\":" + nested(leaf, 32, lists) + "}");
                assertEquals(List.of(), deeper.items(), leaf);
                assertEquals(
                        List.of(TOO_DEEP),
                        deeper.problems().stream().map(Problem::message).toList(),
                        leaf);
                assertEquals(
                        "Line 1 nests maps and lists more than 32 levels deep, and DynamoDB stores at most 32 (a top-level "
                                + "attribute is level 1).",
                        deeper.problems().get(0).summary());
                assertEquals(ItemLines.FIELD, deeper.problems().get(0).field());
            }
        }
    }

    /** Each level costs the reader a frame: lines far past the limit, within the 64 KB a request may carry, are refused unread. */
    @Test
    void aLineNestedThousandsDeepIsRefusedNotAStackOverflow() {
        for (String line : List.of(
                "[".repeat(60_000),
                "{\"a\":" + nested("{\"S\":\"v\"}", 800, false) + "}",
                "{\"a\":" + nested("{\"S\":\"v\"}", 5_000, true) + "}",
                "{\"a\":".repeat(10_000))) {
            ItemLines.Items items = ItemLines.parse("{\"PK\":{\"S\":\"a\"}}\n" + line);
            assertEquals(1, items.items().size());
            assertEquals(
                    List.of(TOO_DEEP),
                    items.problems().stream().map(Problem::message).toList());
            assertTrue(
                    items.problems().get(0).summary().startsWith("Line 2 nests"),
                    items.problems().get(0).summary());
        }
    }

    /** DynamoDB's strings are UTF-8, which has no encoding for half a surrogate pair: in a value or a name, it is refused. */
    @Test
    void aLoneSurrogateIsRefusedWhereverAStringIs() {
        for (String line : List.of(
                "{\"a\":{\"S\":\"x\\ud800\"}}",
                "{\"a\\udc00\":{\"S\":\"x\"}}",
                "{\"a\":{\"SS\":[\"\\ud83d\"]}}",
                "{\"a\":{\"M\":{\"\\ude00b\":{\"N\":\"1\"}}}}",
                "{\"a\":{\"S\":\"\ud800\"}}")) {
            ItemLines.Items items = ItemLines.parse(line);
            assertEquals(List.of(), items.items(), line);
            String message = items.problems().get(0).message();
            assertTrue(message.startsWith("line 1: not JSON: the string holds a lone surrogate (U+D"), message);
            assertTrue(message.contains("a string must be valid Unicode"), message);
        }
        assertEquals(
                Map.of("a", new ItemValue.S("😀")),
                ItemLines.parse("{\"a\":{\"S\":\"\\ud83d\\ude00\"}}")
                        .items()
                        .get(0)
                        .attributes(),
                "an escaped pair is one character");
    }

    @Test
    void everyLineIsReadAndProblemsNameTheirLines() {
        String text =
                "{\"PK\":{\"S\":\"a\"},\"n\":{\"N\":\"1\"}}\r\n\n{\"PK\":{}}\n  \n{\"PK\":{\"S\":\"b\"}}\n{\"PK\":{\"M\":{\"x\":{}}}}\n";
        ItemLines.Items items = ItemLines.parse(text);
        assertEquals(
                List.of(1, 5), items.items().stream().map(ItemLines.Item::line).toList());
        assertEquals(
                List.of(
                        "Line 3, attribute \"PK\": a value is an object with one type, such as {\"S\":\"text\"} or {\"N\":\"1\"}.",
                        "Line 6, attribute \"PK\".x: a value is an object with one type, such as {\"S\":\"text\"} or {\"N\":\"1\"}."),
                items.problems().stream().map(Problem::summary).toList());
        assertEquals(ItemLines.FIELD, items.problems().get(0).field());
    }

    @Test
    void valuesCompareInDynamoDbsOrder() {
        ItemValue emoji = new ItemValue.S("😀");
        ItemValue privateUse = new ItemValue.S("\uE000");
        assertEquals(1, Integer.signum(ItemValue.compare(emoji, privateUse).orElseThrow()), "S by UTF-8 bytes");
        assertEquals(
                1,
                Integer.signum(ItemValue.compare(new ItemValue.N(BigDecimal.TEN), new ItemValue.N(new BigDecimal("9")))
                        .orElseThrow()),
                "N numerically");
        assertEquals(
                1,
                Integer.signum(ItemValue.compare(new ItemValue.B(new byte[] {-1}), new ItemValue.B(new byte[] {1}))
                        .orElseThrow()),
                "B unsigned");
        assertTrue(ItemValue.compare(new ItemValue.S("1"), new ItemValue.N(BigDecimal.ONE))
                .isEmpty());
        assertTrue(ItemValue.compare(new ItemValue.Bool(true), new ItemValue.Bool(true))
                .isEmpty());
        assertNotEquals(new ItemValue.S("1"), new ItemValue.N(BigDecimal.ONE));
    }

    @Test
    void setsRefuseDuplicatesAndEmptiness() {
        assertThrows(IllegalArgumentException.class, () -> new ItemValue.SS(List.of()));
        assertThrows(
                IllegalArgumentException.class,
                () -> new ItemValue.NS(List.of(BigDecimal.ONE, new BigDecimal("1.00"))));
    }
}
