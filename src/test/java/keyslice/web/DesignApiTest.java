package keyslice.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import keyslice.testing.Answer;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** {@code POST /api/v1/design}: a design file in, each access pattern as the builder reads it out. */
class DesignApiTest {

    @RegisterExtension
    static final RunningApp app = RunningApp.defaults();

    /** A sample design of the domain's tests (src/test/resources/datamodel). */
    static String design(String name) throws java.io.IOException {
        try (var in = DesignApiTest.class.getResourceAsStream("/datamodel/" + name)) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
    }

    static List<String> texts(JsonNode array, String member) {
        List<String> out = new ArrayList<>();
        array.forEach(element -> out.add(element.get(member).asText()));
        return out;
    }

    @Test
    void eachQueryPatternAnswersItsQueryTheItemsItReadsAndReturnsAndItsCost() throws Exception {
        Answer answer = app.postText("/api/v1/design", design("orders.json"));
        assertEquals(200, answer.status(), answer.body());
        JsonNode design = answer.json();

        assertEquals("mcp-data-model", design.get("format").asText());
        assertEquals(List.of("Shop"), texts(design.get("tables"), "name"));
        JsonNode patterns = design.get("patterns");
        assertEquals(List.of("1", "2", "3", "4"), texts(patterns, "id"));

        JsonNode orders = patterns.get(0);
        String state = orders.get("state").asText();
        JsonNode query = app.get("/api/v1/query?" + state.substring(2)).json();
        assertEquals(query.get("request"), orders.get("query").get("request"), "the query as /api/v1/query answers it");
        List<String> read = new ArrayList<>();
        orders.get("read").forEach(item -> read.add(item.get("SK").get("S").asText()));
        assertEquals(List.of("ORDER#1", "ORDER#10"), read, "in key order, by UTF-8 bytes");
        assertEquals(orders.get("read"), orders.get("returned"));
        assertEquals(
                "[\"ORDER\",\"ORDER\"]",
                orders.get("readEntities").toString(),
                "without entities in the file, each item's sort key's leading segment names it");
        assertEquals(orders.get("query").get("warnings"), orders.get("warnings"));
        assertEquals(2, orders.get("cost").get("itemsRead").asInt());
        assertEquals(2, orders.get("readCount").asInt());
        assertEquals(false, orders.get("truncated").asBoolean());

        JsonNode byStatus = patterns.get(1);
        assertEquals(1, byStatus.get("read").size(), "the sparse index holds one OPEN order");
        assertTrue(byStatus.get("read").get(0).get("note") == null, "INCLUDE projects total, not note");

        assertTrue(patterns.get(2).get("read") == null, "a TransactWrite is listed, not evaluated");
        assertEquals(0, design.get("findings").size(), design.get("findings").toString());
    }

    @Test
    void theFindingsOfTheWholeDesignNameTheirPatterns() throws Exception {
        JsonNode design =
                app.postText("/api/v1/design", design("findings.json")).json();

        assertEquals(
                List.of("missing-index", "key-not-in-index", "scan-pattern", "unused-index"),
                texts(design.get("findings"), "code"));
        assertEquals(
                "The table does not have the specified index: ByCity",
                design.get("patterns")
                        .get(1)
                        .get("problems")
                        .get(0)
                        .get("message")
                        .asText());
    }

    @Test
    void eachItemReadIsNamedByItsEntityAndAPatternCarriesItsQuerysWarnings() throws Exception {
        JsonNode design =
                app.postText("/api/v1/design", design("entity-reads.json")).json();
        JsonNode patterns = design.get("patterns");

        List<String> named = new ArrayList<>();
        for (int i = 0; i < patterns.get(0).get("read").size(); i++) {
            named.add(patterns.get(0).get("read").get(i).get("SK").get("S").asText() + " "
                    + patterns.get(0).get("readEntities").get(i).asText());
        }
        assertEquals(
                List.of("ORDER#1 ORDER", "ORDER#1#ITEM#1 ORDER", "ORDER#10 ORDER", "PROFILE PROFILE"),
                named,
                "in key order; the file names no entities: each sort key's text before its first #");
        assertEquals(patterns.get(0).get("readEntities"), patterns.get(0).get("returnedEntities"));
        JsonNode warnings = patterns.get(1).get("warnings");
        assertEquals(List.of("open-prefix", "unpadded-number"), texts(warnings, "code"));
        assertEquals("fix:open-prefix", warnings.get(0).get("edit").asText());
        assertEquals(patterns.get(1).get("query").get("warnings"), warnings);

        JsonNode findings = design.get("findings");
        assertEquals(List.of("reads-other-entities", "reads-other-entities"), texts(findings, "code"));
        assertEquals(
                List.of("1"),
                texts(findings, "message").isEmpty()
                        ? List.of()
                        : List.of(findings.get(0).get("patterns").get(0).asText()));
        assertTrue(findings.get(0).get("message").asText().contains("also reads 1 PROFILE item"), findings.toString());
        assertTrue(
                findings.get(1).get("message").asText().contains("begins_with(SK, \"ORDER#1#\")"), findings.toString());
    }

    @Test
    void anAnswersItemsAreCutToTheFirstHundredAPatternWithTheirCounts() {
        StringBuilder items = new StringBuilder();
        for (int i = 0; i < 150; i++) {
            items.append(i == 0 ? "" : ",")
                    .append("{\"PutRequest\":{\"Item\":{\"PK\":{\"S\":\"P\"},\"SK\":{\"S\":\"I#")
                    .append(String.format("%03d", i))
                    .append("\"}}}}");
        }
        String file = "{\"tables\":[{\"TableName\":\"Tab\",\"AttributeDefinitions\":[{\"AttributeName\":\"PK\","
                + "\"AttributeType\":\"S\"},{\"AttributeName\":\"SK\",\"AttributeType\":\"S\"}],\"KeySchema\":"
                + "[{\"AttributeName\":\"PK\",\"KeyType\":\"HASH\"},{\"AttributeName\":\"SK\",\"KeyType\":\"RANGE\"}]}],"
                + "\"items\":{\"Tab\":[" + items + "]},\"access_patterns\":[{\"pattern\":\"1\",\"table\":\"Tab\","
                + "\"dynamodb_operation\":\"Query\",\"implementation\":\"aws dynamodb query --table-name Tab"
                + " --key-condition-expression 'PK = :pk AND begins_with(SK, :sk)' --expression-attribute-values"
                + " '{\\\":pk\\\":{\\\"S\\\":\\\"P\\\"},\\\":sk\\\":{\\\"S\\\":\\\"I#\\\"}}'\"}]}";
        Answer answer = app.postText("/api/v1/design", file);
        assertEquals(200, answer.status(), answer.body());
        JsonNode pattern = answer.json().get("patterns").get(0);

        assertEquals(100, pattern.get("read").size());
        assertEquals(100, pattern.get("readEntities").size());
        assertEquals(150, pattern.get("readCount").asInt());
        assertEquals(150, pattern.get("returnedCount").asInt());
        assertTrue(pattern.get("truncated").asBoolean());
        assertEquals(150, pattern.get("cost").get("itemsRead").asInt(), "the cost is the whole page's");
    }

    @Test
    void aMalformedFileIsA400WithEveryProblemAtItsPlace() {
        Answer refused = app.postText(
                "/api/v1/design",
                "{\"tables\": [{\"TableName\": \"T\", \"AttributeDefinitions\": [{\"AttributeName\": \"id\","
                        + " \"AttributeType\": \"S\"}], \"KeySchema\": [{\"AttributeName\": \"id\", \"KeyType\":"
                        + " \"RANGE\"}]}], \"items\": {}, \"access_patterns\": [{\"pattern\": \"1\", \"table\": \"X\"}]}");
        assertEquals(400, refused.status(), refused.body());
        JsonNode errors = refused.json().get("errors");
        assertEquals(List.of("tables[0].KeySchema", "access_patterns[0].table"), texts(errors, "field"));
        assertEquals(
                "Invalid KeySchema: The first KeySchemaElement is not a HASH key type",
                errors.get(0).get("message").asText());
        Answer notUtf8 = app.postBytes("/api/v1/design", new byte[] {'{', (byte) 0xC3, '}'});
        assertEquals(400, notUtf8.status(), notUtf8.body());
        assertTrue(notUtf8.body().contains("UTF-8"), notUtf8.body());
    }
}
