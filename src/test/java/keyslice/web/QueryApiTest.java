package keyslice.web;

import static keyslice.web.WebTestHttp.assertMediaType;
import static keyslice.web.WebTestHttp.fieldNames;
import static keyslice.web.WebTestHttp.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import keyslice.testing.Answer;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** {@code GET /api/v1/query} over real HTTP, asserting on the parsed JSON. */
class QueryApiTest {

    static final String BEGINS_WITH_ON_N = "Invalid KeyConditionExpression: Incorrect operand type for operator or "
            + "function; operator or function: begins_with, operand type: N";
    static final String BETWEEN_ORDER = "Invalid KeyConditionExpression: The BETWEEN operator requires upper bound "
            + "to be greater than or equal to lower bound";
    static final String EMPTY_KEY_PREFIX = "One or more parameter values are not valid. The AttributeValue for a key "
            + "attribute cannot contain an empty ";

    @RegisterExtension
    static final RunningApp app = RunningApp.defaults();

    private static final WebTestHttp http = new WebTestHttp(app);

    // --- helpers --------------------------------------------------------------------------------------

    /** A minimal valid sort-key query: {@code PK = "p" AND SK <op> value}. */
    static Query sortQuery(String op, String value) {
        return Query.of("pk", "PK", "pkValue", "p", "sk", "SK", "op", op, "value", value);
    }

    static JsonNode ok(Query query) {
        Answer response = http.api(query).assertStatus(200);
        assertMediaType("application/json", "utf-8", response.contentType());
        return response.json();
    }

    /** A 200 for a raw query string, such as a permalink's. */
    static JsonNode ok(String rawQuery) {
        Answer response = http.api(rawQuery).assertStatus(200);
        assertMediaType("application/json", "utf-8", response.contentType());
        return response.json();
    }

    /** The errors array of a 400, after checking the response's shape. */
    static JsonNode errors(Query query) {
        return errors(http.api(query));
    }

    static JsonNode errors(Answer response) {
        response.assertStatus(400);
        assertMediaType("application/json", "utf-8", response.contentType());
        JsonNode body = response.json();
        assertEquals(List.of("errors"), fieldNames(body), "a 400 body is {\"errors\": [...]} only");
        JsonNode errors = body.get("errors");
        assertTrue(errors.isArray() && errors.size() > 0, "errors is a non-empty array");
        for (JsonNode error : errors) {
            List<String> fields = fieldNames(error);
            assertTrue(
                    fields.equals(List.of("field", "summary", "message"))
                            || fields.equals(List.of("field", "summary", "message", "fix")),
                    error::toString);
            assertTrue(error.get("summary").asText().matches("[A-Z\"].*\\."), () -> "a sentence: " + error);
            assertTrue(
                    error.get("field").isTextual()
                            && !error.get("field").asText().isEmpty(),
                    error::toString);
            assertTrue(
                    error.get("message").isTextual()
                            && !error.get("message").asText().isBlank(),
                    error::toString);
        }
        return errors;
    }

    static List<String> messagesFor(JsonNode errors, String field) {
        List<String> messages = new ArrayList<>();
        errors.forEach(e -> {
            if (e.get("field").asText().equals(field)) {
                messages.add(e.get("message").asText());
            }
        });
        return messages;
    }

    static Set<String> fieldsOf(JsonNode errors) {
        Set<String> fields = new LinkedHashSet<>();
        errors.forEach(e -> fields.add(e.get("field").asText()));
        return fields;
    }

    /** The one message for that field, failing if there is none or several. */
    static String onlyMessage(JsonNode errors, String field) {
        List<String> messages = messagesFor(errors, field);
        assertEquals(1, messages.size(), () -> "one error for " + field + " expected in " + errors);
        return messages.get(0);
    }

    static JsonNode wire(String type, String text) {
        return WebTestHttp.MAPPER.createObjectNode().put(type, text);
    }

    /** The top-level names/values must be exactly what the request carries. */
    static void assertRequestMirrorsTopLevel(JsonNode body) {
        JsonNode request = body.get("request");
        assertEquals(body.get("keyConditionExpression"), request.get("KeyConditionExpression"));
        assertEquals(body.get("expressionAttributeValues"), request.get("ExpressionAttributeValues"));
        if (body.get("expressionAttributeNames").isEmpty()) {
            assertFalse(
                    request.has("ExpressionAttributeNames"),
                    "an empty ExpressionAttributeNames is a ValidationException");
        } else {
            assertEquals(body.get("expressionAttributeNames"), request.get("ExpressionAttributeNames"));
        }
    }

    // --- the worked examples ----------------------------------------------------------------------------

    @Test
    void fileTreeExampleBuildsTheFolderPrefixRead() {
        Answer response = http.api(Query.fileTree()).assertStatus(200);
        assertMediaType("application/json", "utf-8", response.contentType());
        JsonNode body = response.json();

        assertEquals(
                List.of(
                        "keyConditionExpression",
                        "expressionAttributeNames",
                        "expressionAttributeValues",
                        "request",
                        "warnings",
                        "permalink"),
                fieldNames(body));
        assertEquals(
                "#pk = :pk AND begins_with(#sk, :sk)",
                body.get("keyConditionExpression").asText());
        assertEquals(json("{\"#pk\":\"PK\",\"#sk\":\"SK\"}"), body.get("expressionAttributeNames"));
        assertEquals(List.of("#pk", "#sk"), fieldNames(body.get("expressionAttributeNames")));
        assertEquals(
                json("{\":pk\":{\"S\":\"DRIVE#a91\"},\":sk\":{\"S\":\"root/photos/\"}}"),
                body.get("expressionAttributeValues"));
        assertEquals(List.of(":pk", ":sk"), fieldNames(body.get("expressionAttributeValues")));

        JsonNode request = body.get("request");
        assertEquals(
                List.of("TableName", "KeyConditionExpression", "ExpressionAttributeNames", "ExpressionAttributeValues"),
                fieldNames(request));
        assertEquals(json("""
                {"TableName": "Drive",
                 "KeyConditionExpression": "#pk = :pk AND begins_with(#sk, :sk)",
                 "ExpressionAttributeNames": {"#pk": "PK", "#sk": "SK"},
                 "ExpressionAttributeValues": {":pk": {"S": "DRIVE#a91"}, ":sk": {"S": "root/photos/"}}}
                """), request);

        assertTrue(body.get("warnings").isArray());
        assertEquals(0, body.get("warnings").size(), () -> "no warnings expected: " + body.get("warnings"));
        assertTrue(
                body.get("permalink").asText().startsWith("/?v=1&"),
                body.get("permalink").asText());
    }

    @Test
    void fileTreeWithoutTrailingDelimiterWarnsOpenPrefix() {
        JsonNode body = ok(Query.fileTree().without("trail"));
        assertEquals(
                "#pk = :pk AND begins_with(#sk, :sk)",
                body.get("keyConditionExpression").asText());
        assertEquals(
                wire("S", "root/photos"), body.get("expressionAttributeValues").get(":sk"));
        JsonNode warnings = body.get("warnings");
        List<String> codes = new ArrayList<>();
        warnings.forEach(w -> {
            assertEquals(List.of("code", "message"), fieldNames(w).subList(0, 2), w::toString);
            assertFalse(w.get("message").asText().isBlank());
            codes.add(w.get("code").asText());
        });
        assertTrue(codes.contains("open-prefix"), () -> "open-prefix expected in " + warnings);
        // trail=false said out loud is the same state.
        assertEquals(body, ok(Query.fileTree().with("trail", "false")));
    }

    @Test
    void auditWindowNewestFirstWithLimitCarriesScanIndexForwardAndLimitAsJsonTypes() {
        JsonNode body = ok(Query.auditWindow());
        assertEquals(
                "#pk = :pk AND #sk BETWEEN :skFrom AND :skTo",
                body.get("keyConditionExpression").asText());
        assertEquals(json("""
                {":pk": {"S": "ACTOR#u_8814"},
                 ":skFrom": {"S": "EVT#2026-06-23T00:00:00Z"},
                 ":skTo": {"S": "EVT#2026-06-23T23:59:59Z"}}
                """), body.get("expressionAttributeValues"));
        assertEquals(List.of(":pk", ":skFrom", ":skTo"), fieldNames(body.get("expressionAttributeValues")));

        JsonNode request = body.get("request");
        assertEquals(
                List.of(
                        "TableName",
                        "KeyConditionExpression",
                        "ExpressionAttributeNames",
                        "ExpressionAttributeValues",
                        "ScanIndexForward",
                        "Limit"),
                fieldNames(request));
        assertTrue(request.get("ScanIndexForward").isBoolean(), "ScanIndexForward is a JSON boolean");
        assertFalse(request.get("ScanIndexForward").booleanValue());
        assertTrue(request.get("Limit").isIntegralNumber(), "Limit is a JSON number");
        assertEquals(5, request.get("Limit").intValue());
        assertRequestMirrorsTopLevel(body);
    }

    @Test
    void defaultsLeaveScanIndexForwardLimitTableAndIndexOut() {
        for (Query query : List.of(
                Query.of("pk", "PK", "pkValue", "ACTOR#u_8814"),
                Query.of(
                        "pk",
                        "PK",
                        "pkValue",
                        "ACTOR#u_8814",
                        "order",
                        "asc",
                        "limit",
                        "",
                        "table",
                        "",
                        "index",
                        ""))) {
            JsonNode request = ok(query).get("request");
            assertEquals(
                    List.of("KeyConditionExpression", "ExpressionAttributeNames", "ExpressionAttributeValues"),
                    fieldNames(request),
                    query::toString);
        }
        JsonNode descOnly =
                ok(Query.of("pk", "PK", "pkValue", "x", "order", "desc")).get("request");
        assertFalse(descOnly.has("Limit"));
        assertEquals(false, descOnly.get("ScanIndexForward").booleanValue());
        JsonNode limitOnly =
                ok(Query.of("pk", "PK", "pkValue", "x", "limit", "25")).get("request");
        assertFalse(limitOnly.has("ScanIndexForward"));
        assertEquals(25, limitOnly.get("Limit").intValue());
    }

    @Test
    void indexNameFollowsTableName() {
        JsonNode request = ok(Query.of("table", "Drive", "index", "ByOwner-v2.x", "pk", "owner", "pkValue", "u1"))
                .get("request");
        assertEquals(
                List.of(
                        "TableName",
                        "IndexName",
                        "KeyConditionExpression",
                        "ExpressionAttributeNames",
                        "ExpressionAttributeValues"),
                fieldNames(request));
        assertEquals("ByOwner-v2.x", request.get("IndexName").asText());
    }

    @Test
    void partitionOnlyQueryHasNoSortKeyCondition() {
        JsonNode body = ok(Query.of("table", "Audit", "pk", "PK", "pkValue", "ACTOR#u_8814"));
        assertEquals("#pk = :pk", body.get("keyConditionExpression").asText());
        assertEquals(json("{\"#pk\":\"PK\"}"), body.get("expressionAttributeNames"));
        assertEquals(json("{\":pk\":{\"S\":\"ACTOR#u_8814\"}}"), body.get("expressionAttributeValues"));
        assertRequestMirrorsTopLevel(body);
        // sort-key-only parameters are irrelevant without a sort key
        assertEquals(
                body,
                ok(Query.of(
                        "table",
                        "Audit",
                        "pk",
                        "PK",
                        "pkValue",
                        "ACTOR#u_8814",
                        "sk",
                        "",
                        "op",
                        "between",
                        "skType",
                        "N")));
    }
}
