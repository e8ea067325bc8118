package keyslice.web;

import static keyslice.web.QueryApiTest.ok;
import static keyslice.web.WebTestHttp.fieldNames;
import static keyslice.web.WebTestHttp.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code GET /api/v1/query}: {@code names=}: which attribute names the API aliases as {@code #name}, and which it leaves bare. */
class QueryApiNamesTest {

    /** QueryApiTest's app, which its helpers ask too: started for this class as for that one. */
    @RegisterExtension
    static final RunningApp app = QueryApiTest.app;

    private static final WebTestHttp http = new WebTestHttp(app);

    // --- names=minimal and aliasing ----------------------------------------------------------------------

    @Test
    void minimalNamesLeaveSimpleNamesBareAndOmitExpressionAttributeNames() {
        JsonNode body = ok(Query.of(
                "table",
                "Drive",
                "pk",
                "PK",
                "pkValue",
                "DRIVE#a91",
                "sk",
                "SK",
                "op",
                "eq",
                "value",
                "root/",
                "names",
                "minimal"));
        assertEquals("PK = :pk AND SK = :sk", body.get("keyConditionExpression").asText());
        assertTrue(body.get("expressionAttributeNames").isObject());
        assertEquals(0, body.get("expressionAttributeNames").size());
        JsonNode request = body.get("request");
        assertFalse(
                request.has("ExpressionAttributeNames"), () -> "no ExpressionAttributeNames member at all: " + request);
        assertEquals(List.of("TableName", "KeyConditionExpression", "ExpressionAttributeValues"), fieldNames(request));
        assertEquals(
                "PK = :pk AND SK = :sk", request.get("KeyConditionExpression").asText());

        JsonNode partitionOnly = ok(Query.of("pk", "PK", "pkValue", "x", "names", "minimal"));
        assertEquals("PK = :pk", partitionOnly.get("keyConditionExpression").asText());
        assertFalse(partitionOnly.get("request").has("ExpressionAttributeNames"));

        JsonNode beginsWith = ok(Query.fileTree().and("names", "minimal"));
        assertEquals(
                "PK = :pk AND begins_with(SK, :sk)",
                beginsWith.get("keyConditionExpression").asText());
    }

    @ParameterizedTest(name = "\"{0}\" needs #sk")
    @ValueSource(
            strings = {
                "path",
                "PATH",
                "Path",
                "Name",
                "name",
                "NAME",
                "nAmE",
                "timestamp",
                "status",
                "data",
                "a.b",
                "a-b",
                "_x",
                "1abc",
                "Ünï",
                "a b",
                "x_1",
                "é"
            })
    void minimalNamesAliasReservedWordsAndIrregularNames(String name) {
        JsonNode body =
                ok(Query.of("pk", "PK", "pkValue", "p", "sk", name, "op", "eq", "value", "v", "names", "minimal"));
        assertEquals(
                "PK = :pk AND #sk = :sk", body.get("keyConditionExpression").asText());
        JsonNode expected = WebTestHttp.MAPPER.createObjectNode().put("#sk", name);
        assertEquals(expected, body.get("expressionAttributeNames"));
        assertEquals(expected, body.get("request").get("ExpressionAttributeNames"));

        JsonNode onPartition =
                ok(Query.of("pk", name, "pkValue", "p", "sk", "SK", "op", "eq", "value", "v", "names", "minimal"));
        assertEquals(
                "#pk = :pk AND SK = :sk",
                onPartition.get("keyConditionExpression").asText());
        assertEquals(
                WebTestHttp.MAPPER.createObjectNode().put("#pk", name),
                onPartition.get("request").get("ExpressionAttributeNames"));
    }

    @ParameterizedTest(name = "\"{0}\" stays bare")
    @ValueSource(strings = {"x", "Pk2", "Drive9", "SortKey", "createdAt"})
    void minimalNamesKeepLegalNamesBare(String name) {
        JsonNode body =
                ok(Query.of("pk", "PK", "pkValue", "p", "sk", name, "op", "lt", "value", "v", "names", "minimal"));
        assertEquals(
                "PK = :pk AND " + name + " < :sk",
                body.get("keyConditionExpression").asText());
        assertFalse(body.get("request").has("ExpressionAttributeNames"));
    }

    @Test
    void alwaysIsTheDefaultAndAliasesEveryName() {
        JsonNode implicit = ok(Query.of("pk", "PK", "pkValue", "p", "sk", "SK", "op", "eq", "value", "v"));
        JsonNode explicit =
                ok(Query.of("pk", "PK", "pkValue", "p", "sk", "SK", "op", "eq", "value", "v", "names", "always"));
        assertEquals(
                "#pk = :pk AND #sk = :sk",
                implicit.get("keyConditionExpression").asText());
        assertEquals(
                json("{\"#pk\":\"PK\",\"#sk\":\"SK\"}"), implicit.get("request").get("ExpressionAttributeNames"));
        assertEquals(implicit, explicit);
    }
}
