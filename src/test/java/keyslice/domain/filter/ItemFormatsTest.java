package keyslice.domain.filter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keyslice.domain.form.Problem;
import org.junit.jupiter.api.Test;

/** The sample items in the forms people paste them: a Query's output from the AWS CLI, the console's JSON view, an array. */
class ItemFormatsTest {

    /** {@code aws dynamodb query ... --output json} as the CLI prints it: one document, four spaces per level. */
    static final String CLI_OUTPUT = """
            {
                "Items": [
                    {
                        "SK": {
                            "S": "ORD#00001"
                        },
                        "PK": {
                            "S": "T#1"
                        },
                        "total": {
                            "N": "12.50"
                        }
                    },
                    {
                        "SK": {
                            "S": "ORD#00002"
                        },
                        "PK": {
                            "S": "T#1"
                        },
                        "tags": {
                            "SS": [
                                "gift"
                            ]
                        }
                    }
                ],
                "Count": 2,
                "ScannedCount": 2,
                "ConsumedCapacity": null
            }
            """;

    private static ItemLines.Items clean(String text) {
        ItemLines.Items items = ItemLines.parse(text);
        assertEquals(List.of(), items.problems(), text);
        return items;
    }

    private static ItemValue.S s(String text) {
        return new ItemValue.S(text);
    }

    @Test
    void theCliOutputOfAQueryIsItsItemsEachAtTheLineItStartsOn() {
        ItemLines.Items items = clean(CLI_OUTPUT);
        assertEquals(
                List.of(3, 14), items.items().stream().map(ItemLines.Item::line).toList());
        assertEquals(
                Map.of("PK", s("T#1"), "SK", s("ORD#00001"), "total", new ItemValue.N(new BigDecimal("12.5"))),
                items.items().get(0).attributes());
        assertEquals(
                new ItemValue.SS(List.of("gift")),
                items.items().get(1).attributes().get("tags"));
        // The same output on one line (jq -c), a page after a page, and with a LastEvaluatedKey.
        String compact = CLI_OUTPUT.replaceAll("\\s+", "");
        assertEquals(4, clean(compact + "\n" + compact).items().size());
        assertEquals(
                2,
                clean(CLI_OUTPUT.replace(
                                "\"Count\": 2,", "\"LastEvaluatedKey\": {\"PK\": {\"S\": \"T#1\"}}, \"Count\": 2,"))
                        .items()
                        .size());
        // get-item prints one Item; a scan's output is a query's.
        assertEquals(
                Map.of("PK", s("T#1")),
                clean("{\n    \"Item\": {\n        \"PK\": {\"S\": \"T#1\"}\n    }\n}")
                        .items()
                        .get(0)
                        .attributes());
    }

    @Test
    void theConsolesJsonViewOfOneItemInDynamoDbJsonOrPlainJson() {
        String dynamo = """
                {
                  "PK": {
                    "S": "DRIVE#a91"
                  },
                  "SK": {
                    "S": "root/docs/cv.pdf"
                  },
                  "size": {
                    "N": "48213"
                  }
                }""";
        ItemLines.Items one = clean(dynamo);
        assertEquals(1, one.items().size());
        assertEquals(1, one.items().get(0).line());
        assertEquals(
                new ItemValue.N(new BigDecimal("48213")),
                one.items().get(0).attributes().get("size"));

        String plain = """
                {
                  "PK": "DRIVE#a91",
                  "SK": "root/docs/cv.pdf",
                  "size": 48213,
                  "shared": false,
                  "owner": null,
                  "tags": ["cv", 2026],
                  "meta": {"pages": 2, "lang": "en"}
                }""";
        Map<String, ItemValue> expected = new LinkedHashMap<>();
        expected.put("PK", s("DRIVE#a91"));
        expected.put("SK", s("root/docs/cv.pdf"));
        expected.put("size", new ItemValue.N(new BigDecimal("48213")));
        expected.put("shared", new ItemValue.Bool(false));
        expected.put("owner", new ItemValue.Null());
        expected.put("tags", new ItemValue.L(List.of(s("cv"), new ItemValue.N(new BigDecimal("2026")))));
        expected.put("meta", new ItemValue.M(Map.of("pages", new ItemValue.N(new BigDecimal("2")), "lang", s("en"))));
        assertEquals(expected, clean(plain).items().get(0).attributes());
        // Plain JSON one item per line, too.
        assertEquals(
                List.of(1, 2),
                clean("{\"PK\":\"a\",\"n\":1}\n{\"PK\":\"b\"}").items().stream()
                        .map(ItemLines.Item::line)
                        .toList());
    }

    @Test
    void aJsonArrayOfItemsOnOneLineOrMany() {
        assertEquals(2, clean("[{\"PK\":{\"S\":\"a\"}},{\"PK\":\"b\"}]").items().size());
        ItemLines.Items items = clean("[\n  {\"PK\": \"a\"},\n\n  {\n    \"PK\": \"b\"\n  }\n]\n");
        assertEquals(
                List.of(2, 4), items.items().stream().map(ItemLines.Item::line).toList());
        assertEquals(List.of(), clean("[]").items());
    }

    @Test
    void problemsInADocumentNameTheLineTheItemStartsOn() {
        String broken = CLI_OUTPUT.replace("\"S\": \"ORD#00002\"", "\"S\": 2");
        ItemLines.Items items = ItemLines.parse(broken);
        assertEquals(1, items.items().size(), "the other item is read");
        assertEquals(
                List.of("Line 14, item 2, attribute \"SK\": the S of a value is a JSON string."),
                items.problems().stream().map(Problem::summary).toList());
        assertEquals(ItemLines.FIELD, items.problems().get(0).field());

        ItemLines.Items notAnItem = ItemLines.parse("[\n  {\"PK\": \"a\"},\n  \"b\"\n]");
        assertEquals(
                List.of("an item must be a JSON object"),
                notAnItem.problems().stream().map(Problem::message).toList());
        assertTrue(
                notAnItem.problems().get(0).summary().startsWith("Line 1, item 2"),
                notAnItem.problems().get(0).summary());
    }

    @Test
    void aDocumentThatIsNotJsonSaysWhereAndWhatTheFieldTakes() {
        ItemLines.Items items = ItemLines.parse(CLI_OUTPUT.replace("        },\n        {", "        }\n        {"));
        assertEquals(List.of(), items.items());
        Problem problem = items.problems().get(0);
        assertEquals(ItemLines.FIELD, problem.field());
        assertEquals("not JSON: expected ']' (line 14, column 9)", problem.message());
        assertTrue(
                problem.summary().contains("line 14, column 9")
                        && problem.summary().contains(ItemLines.FORMATS),
                problem.summary());

        Problem truncated =
                ItemLines.parse(CLI_OUTPUT.substring(0, 200)).problems().get(0);
        assertTrue(
                truncated
                        .summary()
                        .startsWith("The items, read as one JSON document since line 1 opens one, are not JSON: "),
                truncated.summary());
    }

    /** The console's CSV download is none of what the field takes: its first line says so, the others only where. */
    @Test
    void textThatIsNoJsonSaysWhatTheFieldTakes() {
        ItemLines.Items items = ItemLines.parse("\"PK\",\"SK\"\n\"T#1\",\"ORD#1\"");
        assertEquals(List.of(), items.items());
        assertEquals(
                List.of(
                        "Line 1 is not JSON: expected the end of the line after the JSON value, at character 5. "
                                + ItemLines.FORMATS + ".",
                        "Line 2 is not JSON: expected the end of the line after the JSON value, at character 6."),
                items.problems().stream().map(Problem::summary).toList());
    }

    @Test
    void nestingStaysWithinDynamoDbs32LevelsInEveryForm() {
        String deepPlain = "{\"PK\":\"a\",\"doc\":" + "[".repeat(32) + "1" + "]".repeat(32) + "}";
        assertEquals(
                List.of(
                        "Line 1 nests maps and lists more than 32 levels deep, and DynamoDB stores at most 32 (a top-level "
                                + "attribute is level 1)."),
                ItemLines.parse(deepPlain).problems().stream()
                        .map(Problem::summary)
                        .toList());
        String deepest = "{\"PK\":\"a\",\"doc\":" + "[".repeat(31) + "1" + "]".repeat(31) + "}";
        assertEquals(1, clean(deepest).items().size());
        String nested = ItemLinesTest.nested("{\"S\":\"leaf\"}", 32, false);
        ItemLines.Items inArray = ItemLines.parse("[\n{\"PK\":{\"S\":\"a\"}},\n{\"doc\":" + nested + "}\n]");
        assertEquals(1, inArray.items().size());
        assertTrue(
                inArray.problems().get(0).summary().startsWith("Line 3, item 2 nests maps and lists more than 32"),
                inArray.problems().get(0).summary());
        // Thousands of levels: refused by the reader, never a stack overflow.
        ItemLines.Items refused = ItemLines.parse("[\n" + "[".repeat(60_000));
        assertTrue(
                refused.problems().get(0).summary().startsWith("The item around line 2 nests"),
                refused.problems().toString());
    }

    @Test
    void aPlainNumberIsCheckedAsDynamoDbChecksNumbers() {
        ItemLines.Items items = ItemLines.parse("{\"PK\":\"a\",\"n\":1e200}");
        assertEquals(
                List.of("Number overflow. Attempting to store a number with magnitude larger than supported range"),
                items.problems().stream().map(Problem::message).toList());
    }
}
