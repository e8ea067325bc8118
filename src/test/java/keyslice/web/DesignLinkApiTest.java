package keyslice.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Random;
import keyslice.testing.Answer;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A design's link ({@code /designs?d=…}), the API's GET of it, and its Markdown. */
class DesignLinkApiTest {

    @RegisterExtension
    static final RunningApp app = RunningApp.defaults();

    static String d(String permalink) {
        assertTrue(permalink.startsWith("/designs?d="), permalink);
        return permalink.substring("/designs?d=".length());
    }

    @Test
    void theSameDesignHasOneLinkWhateverItsIndentation() throws Exception {
        String file = DesignApiTest.design("orders.json");
        String flattened = file.replaceAll("\n\\s+", "\n");
        assertFalse(file.equals(flattened));
        String one =
                app.postText("/api/v1/design", file).json().get("permalink").asText();
        String two = app.postText("/api/v1/design", flattened)
                .json()
                .get("permalink")
                .asText();
        assertEquals(one, two);
        assertEquals(
                one,
                app.postText("/api/v1/design", file).json().get("permalink").asText(),
                "deterministic");
    }

    @Test
    void aGetOfTheLinkAnswersWhatThePostOfTheFileAnswers() throws Exception {
        for (String name : List.of("orders.json", "findings.json", "tournaments.json")) {
            Answer posted = app.postText("/api/v1/design", DesignApiTest.design(name));
            assertEquals(200, posted.status(), posted.body());
            String permalink = posted.json().get("permalink").asText();
            Answer got = app.get("/api/v1/design?d=" + d(permalink));
            assertEquals(200, got.status(), got.body());
            assertEquals(posted.json(), got.json(), name);
        }
    }

    /** A design of 250 items with random ids: about 20 KB, which deflate cannot bring under 8 KB of link. */
    static String tooLargeForALink() {
        Random random = new Random(7);
        StringBuilder items = new StringBuilder();
        for (int i = 0; i < 250; i++) {
            StringBuilder id = new StringBuilder();
            for (int c = 0; c < 40; c++) {
                id.append((char) ('a' + random.nextInt(26)));
            }
            items.append(i == 0 ? "" : ",")
                    .append("{\"PutRequest\":{\"Item\":{\"PK\":{\"S\":\"")
                    .append(id)
                    .append("\"}}}}");
        }
        return "{\"tables\":[{\"TableName\":\"T\",\"AttributeDefinitions\":[{\"AttributeName\":\"PK\","
                + "\"AttributeType\":\"S\"}],\"KeySchema\":[{\"AttributeName\":\"PK\",\"KeyType\":\"HASH\"}]}],"
                + "\"items\":{\"T\":[" + items + "]},\"access_patterns\":[]}";
    }

    @Test
    void aDesignTooLargeForALinkHasANoteInstead() {
        String file = tooLargeForALink();
        Answer answer = app.postText("/api/v1/design", file);
        assertEquals(200, answer.status(), answer.body());
        JsonNode body = answer.json();
        assertNull(body.get("permalink"));
        assertTrue(
                body.get("permalinkNote").asText().contains("links past 8 KB are cut by wikis"),
                body.get("permalinkNote").asText());
    }

    @Test
    void aBadDIsA400NamingDAndTheRule() {
        for (String[] bad : new String[][] {
            {"!!!", "not base64url text"},
            {"_____w", "not DEFLATE data"},
            {"", "it is empty"},
        }) {
            Answer refused = app.get("/api/v1/design?d=" + bad[0]);
            assertEquals(400, refused.status(), refused.body());
            JsonNode error = refused.json().get("errors").get(0);
            assertEquals("d", error.get("field").asText());
            assertTrue(error.get("message").asText().contains(bad[1]), refused.body());
        }
        Answer missing = app.get("/api/v1/design");
        assertEquals(400, missing.status(), missing.body());
        assertEquals("d", missing.json().get("errors").get(0).get("field").asText());
    }

    @Test
    void theMarkdownIsOneTableRowPerPatternWhateverTheTextHolds() {
        String file = "{\"tables\":[{\"TableName\":\"Tbl\",\"AttributeDefinitions\":[{\"AttributeName\":\"PK\","
                + "\"AttributeType\":\"S\"}],\"KeySchema\":[{\"AttributeName\":\"PK\",\"KeyType\":\"HASH\"}]}],"
                + "\"items\":{\"Tbl\":[{\"PutRequest\":{\"Item\":{\"PK\":{\"S\":\"A|`B`\"}}}}]},"
                + "\"access_patterns\":[{\"pattern\":\"1|2\",\"description\":\"line one\\nline | two `x`\","
                + "\"table\":\"Tbl\",\"dynamodb_operation\":\"Query\",\"implementation\":\"aws dynamodb query"
                + " --table-name Tbl --key-condition-expression 'PK = :p' --expression-attribute-values"
                + " '{\\\":p\\\":{\\\"S\\\":\\\"A|`B`\\\"}}'\"}]}";
        JsonNode body = app.postText("/api/v1/design", file).json();
        String markdown = body.get("markdown").asText();
        List<String> lines = markdown.lines().toList();
        assertEquals(3, lines.size(), markdown);
        for (String line : lines) {
            assertEquals(10, line.split("(?<!\\\\)\\|", -1).length - 1, "9 cells in " + line);
        }
        String row = lines.get(2);
        assertTrue(row.startsWith("| 1\\|2 | line one<br>line \\| two \\`x\\` | Query | Tbl | "), row);
        assertTrue(row.contains("`PK = \"A\\|`B`\"`") || row.contains("``PK = \"A\\|`B`\"``"), row);

        Answer exported = app.postText("/api/v1/design?export=markdown", file);
        assertEquals(200, exported.status(), exported.body());
        assertEquals("text/markdown; charset=utf-8", exported.contentType());
        assertEquals(markdown, exported.body());
        Answer unknown = app.postText("/api/v1/design?export=nope", file);
        assertEquals(400, unknown.status());
        assertEquals("export", unknown.json().get("errors").get(0).get("field").asText());
    }
}
