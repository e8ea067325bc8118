package keyslice.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Jackson reads the JSON; the values, positions and messages are those keyslice's callers read. */
class JsonLineTest {

    @Test
    void keepsNumbersAsWrittenAndMembersInOrder() throws JsonLine.Malformed {
        Object value = JsonLine.parse(
                "{\"z\": 12345678901234567890.123456789012345678, \"a\": [-0.50E+3, 1e400], "
                        + "\"m\": true, \"n\": null, \"s\": \"\\u00e9\\ud83d\\ude00\"}",
                2);
        Map<?, ?> map = assertInstanceOf(Map.class, value);
        assertEquals(List.of("z", "a", "m", "n", "s"), List.copyOf(map.keySet()));
        assertEquals(new JsonLine.Number("12345678901234567890.123456789012345678"), map.get("z"));
        assertEquals(List.of(new JsonLine.Number("-0.50E+3"), new JsonLine.Number("1e400")), map.get("a"));
        assertEquals(Boolean.TRUE, map.get("m"));
        assertEquals(JsonLine.NULL, map.get("n"));
        assertEquals("é😀", map.get("s"));
    }

    /** Past the 32,768 characters Jackson reads from a String at once: positions still count the whole text. */
    @Test
    void documentKeepsWhereEachItemStarts() throws JsonLine.Malformed {
        StringBuilder text = new StringBuilder("{\"Items\": [");
        List<Integer> expected = new java.util.ArrayList<>();
        for (int i = 0; i < 2000; i++) {
            text.append(i == 0 ? "" : ",\n  ");
            expected.add(text.length());
            text.append("{\"PK\": {\"S\": \"p").append(i).append("\"}}");
        }
        JsonLine.Document document = JsonLine.parseDocument(text.append("]}").toString(), 4);
        List<?> items = assertInstanceOf(List.class, ((Map<?, ?>) document.value()).get("Items"));
        assertEquals(expected, items.stream().map(document::start).toList());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '~', textBlock = """
            [1 2]                 | expected ']', at character 4
            {"a" 1}               | expected ':', at character 6
            {"a":1,}              | expected a member name in double quotes, at character 8
            [1,]                  | expected a JSON value but found ']', at character 4
            ~~                    | expected a JSON value but the line ended, at character 1
            [1] x                 | expected the end of the line after the JSON value, at character 5
            1x                    | expected the end of the line after the JSON value, at character 2
            [tru]                 | expected a JSON value, at character 2
            {"a":1,"a":2}         | the member "a" appears twice, at character 8
            ["a\\q"]              | \\q is not a JSON escape (use \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX), at character 4
            ["\\ud800"]           | the string holds a lone surrogate (U+D800), which is not a character: a string must be valid Unicode, at character 2
            {"\\udc00": tru}      | the string holds a lone surrogate (U+DC00), which is not a character: a string must be valid Unicode, at character 2
            [[[1]]]               | arrays and objects nest more than 2 levels deep, at character 3
            [01]                  | expected a JSON number (such as -1, 0.5 or 1e3, no leading zero or +) but found "01", at character 2
            """)
    void refusesWithWhereAndWhat(String text, String message) {
        JsonLine.Malformed error = assertThrows(JsonLine.Malformed.class, () -> JsonLine.parse(text, 2));
        assertEquals(message, error.getMessage());
    }

    @Test
    void readsOneStringLiteralInsideOtherText() throws JsonLine.Malformed {
        StringBuilder out = new StringBuilder();
        String text = "a = \"x\\\"y\" AND b = 1";
        assertEquals(10, JsonLine.readString(text, 4, out));
        assertEquals("x\"y", out.toString());
        JsonLine.Malformed open =
                assertThrows(JsonLine.Malformed.class, () -> JsonLine.readString("a = \"xy", 4, new StringBuilder()));
        assertEquals("the string that starts at character 5 is not closed with \"", open.getMessage());
    }
}
