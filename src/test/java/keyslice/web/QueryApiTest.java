package keyslice.web;

import static keyslice.web.WebTestHttp.assertMediaType;
import static keyslice.web.WebTestHttp.fieldNames;
import static keyslice.web.WebTestHttp.json;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import keyslice.testing.Answer;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code GET /api/v1/query} over real HTTP, asserting on the parsed JSON. */
class QueryApiTest {

    private static final String BEGINS_WITH_ON_N =
            "Invalid KeyConditionExpression: Incorrect operand type for operator or "
                    + "function; operator or function: begins_with, operand type: N";
    private static final String BETWEEN_ORDER =
            "Invalid KeyConditionExpression: The BETWEEN operator requires upper bound "
                    + "to be greater than or equal to lower bound";
    private static final String EMPTY_KEY_PREFIX =
            "One or more parameter values are not valid. The AttributeValue for a key "
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

    // --- code= ------------------------------------------------------------------------------------------

    @Test
    void codeAllAddsEveryTargetsProgramBeforeThePermalink() {
        JsonNode body = ok(Query.fileTree().with("code", "all"));
        assertEquals(
                List.of(
                        "keyConditionExpression",
                        "expressionAttributeNames",
                        "expressionAttributeValues",
                        "request",
                        "warnings",
                        "code",
                        "permalink"),
                fieldNames(body));
        assertEquals(
                List.of(
                        "cli",
                        "js-client",
                        "js-document",
                        "python-client",
                        "python-resource",
                        "java-client",
                        "java-enhanced",
                        "go",
                        "dynamodb-toolbox"),
                fieldNames(body.get("code")));
        assertTrue(
                body.get("code").get("cli").asText().contains("aws dynamodb query"),
                body.get("code").toString());
        assertTrue(body.get("code").get("go").asText().contains("expression.Key(\"SK\").BeginsWith(\"root/photos/\")"));
        assertFalse(body.get("permalink").asText().contains("code"), "code= is not part of the state");
    }

    @Test
    void codeNamesSomeTargetsInDisplayOrder() {
        JsonNode body = ok(Query.fileTree().with("code", "go,cli"));
        assertEquals(List.of("cli", "go"), fieldNames(body.get("code")));
        assertFalse(fieldNames(ok(Query.fileTree())).contains("code"), "no code without the parameter");
    }

    @Test
    void codeWithAnUnknownTargetIsRefusedOnItsField() {
        JsonNode errors = errors(Query.fileTree().with("code", "go,rust"));
        assertEquals(1, errors.size(), errors::toString);
        assertEquals("code", errors.get(0).get("field").asText());
        assertTrue(errors.get(0).get("summary").asText().contains("\"rust\""), errors.toString());
        assertTrue(errors.get(0).get("message").asText().contains("js-document"), errors.toString());
        JsonNode twice = errors(Query.fileTree().add("code", "go").add("code", "cli"));
        assertEquals("code", twice.get(0).get("field").asText());
        assertEquals("given 2 times; give it once", twice.get(0).get("message").asText());
        JsonNode both = errors(Query.fileTree().without("pkValue").with("code", ""));
        assertEquals(
                Set.of("pkValue", "code"),
                Set.of(
                        both.get(0).get("field").asText(),
                        both.get(1).get("field").asText()),
                "the state's problems and code's, at once");
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
        JsonNode body = ok(Query.of(
                "table",
                "Audit",
                "pk",
                "PK",
                "pkValue",
                "ACTOR#u_8814",
                "sk",
                "SK",
                "op",
                "between",
                "value",
                "EVT#2026-06-23T00:00:00Z",
                "to",
                "EVT#2026-06-23T23:59:59Z",
                "order",
                "desc",
                "limit",
                "5"));
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

    // --- warnings and their fixes ------------------------------------------------------------------------------

    static List<String> codes(JsonNode body) {
        List<String> codes = new ArrayList<>();
        body.get("warnings").forEach(w -> codes.add(w.get("code").asText()));
        return codes;
    }

    static Stream<Arguments> fixableStates() {
        return Stream.of(
                Arguments.of(
                        "open-prefix", sortQuery("begins_with", "root/photos").and("delim", "/")),
                Arguments.of(
                        "delimiter-order",
                        sortQuery("begins_with", "")
                                .without("value")
                                .and("seg", "root")
                                .and("seg", "photos-old")
                                .and("delim", "/")
                                .and("trail", "true")),
                Arguments.of("empty-segment", sortQuery("ge", "a//b").and("delim", "/")),
                Arguments.of("unpadded-number", sortQuery("gt", "USER#12").and("samples", "USER#12\nUSER#100")),
                Arguments.of(
                        "timestamp-format",
                        sortQuery("between", "EVT#2026-06-23 10:15:00.500").and("to", "EVT#2026-06-23 12:00")),
                Arguments.of(
                        "mixed-precision",
                        sortQuery("between", "EVT#2026-06-23T00:00:00.5Z").and("to", "EVT#2026-06-23T23:59:59.999Z")),
                Arguments.of("timestamp-bound", sortQuery("ge", "EVT#2026-06-23T00:00:00Z")),
                Arguments.of(
                        "prefix-upper-bound",
                        sortQuery("between", "root/photos/")
                                .and("to", "root/photos/2026/")
                                .and("delim", "/")),
                Arguments.of("case-mismatch", sortQuery("begins_with", "Root/").and("samples", "root/a\nroot/b")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixableStates")
    void everyFixIsAPermalinkThatRemovesItsWarningWithoutAnError(String code, Query query) {
        JsonNode body = ok(query);
        assertTrue(codes(body).contains(code), () -> code + " expected: " + body.get("warnings"));
        for (JsonNode warning : body.get("warnings")) {
            if (!warning.has("fix")) {
                continue;
            }
            assertEquals(List.of("code", "message", "edit", "fix"), fieldNames(warning), warning::toString);
            assertEquals(
                    "fix:" + warning.get("code").asText(), warning.get("edit").asText(), warning::toString);
            String fix = warning.get("fix").asText();
            assertTrue(fix.startsWith("/?v=1&"), fix);
            JsonNode fixed = ok(fix.substring(2)); // 200: the fixed state has no error
            assertEquals(fix, fixed.get("permalink").asText(), "the fix is a canonical permalink");
            String fixedCode = warning.get("code").asText();
            assertFalse(
                    codes(fixed).contains(fixedCode),
                    () -> fixedCode + " still warned after its fix: " + fixed.get("warnings"));
        }
        JsonNode own = null;
        for (JsonNode warning : body.get("warnings")) {
            if (warning.get("code").asText().equals(code)) {
                own = warning;
            }
        }
        assertTrue(own != null && own.has("fix"), () -> code + " has a fix here: " + body.get("warnings"));
    }

    /**
     * A state whose permalink is too long to share gets each fix as its edit only: the builder applies it with the state
     * (a redirect to the fixed state), and the answer does not carry the whole state again for every fix.
     */
    @Test
    void aStateTooLongToShareGetsItsFixesAsEdits() {
        // Each key ends in 16 random hex digits, which no compression shortens much: the link stays over 8 KB.
        java.util.Random random = new java.util.Random(20261203L);
        StringBuilder samples = new StringBuilder();
        for (int i = 0; i < 500; i++) {
            samples.append(i == 0 ? "" : "\n")
                    .append("EVT#2026-06-23T10:")
                    .append(i % 60)
                    .append(":00Z#")
                    .append(String.format("%016x", random.nextLong()));
        }
        Query query = sortQuery("between", "EVT#2026-06-23T00:00:00Z")
                .and("to", "EVT#2026-06-23T23:59:59Z")
                .and("samples", samples.toString());
        JsonNode body = ok(query);
        String permalink = body.get("permalink").asText();
        assertTrue(permalink.length() > keyslice.web.state.Permalink.SHAREABLE_CHARS, "a long state");
        assertTrue(permalink.startsWith("/?v=2&z="), "compressed, and still too long to share");
        assertFalse(body.has("fixAll"), body::toString);
        int fixes = 0;
        for (JsonNode warning : body.get("warnings")) {
            if (warning.has("edit")) {
                fixes++;
                assertFalse(warning.has("fix"), warning::toString);
                String location = http.get(
                                permalink + "&edit=" + warning.get("edit").asText())
                        .assertStatus(303)
                        .header("Location");
                assertFalse(
                        codes(ok(location.substring(2)))
                                .contains(warning.get("code").asText()),
                        location);
            }
        }
        assertTrue(fixes >= 2, body::toString);
    }

    @Test
    void reversedBoundsAnswerWithTheFixThatPutsThemInOrder() {
        JsonNode errors = errors(Query.of(
                "pk", "PK", "pkValue", "X", "sk", "SK", "op", "between", "value", "ORDER#7", "to", "ORDER#12"));
        assertEquals(1, errors.size(), errors::toString);
        String fix = errors.get(0).get("fix").asText();
        assertEquals("/?v=1&pk=PK&pkValue=X&sk=SK&op=between&value=ORDER%2307&to=ORDER%2312", fix);
        JsonNode fixed = ok(fix.substring(2));
        assertEquals(fix, fixed.get("permalink").asText(), "the fix is a canonical permalink");

        JsonNode withOther = errors(Query.of(
                "pk", "PK", "pkValue", "X", "sk", "SK", "op", "between", "value", "b", "to", "a", "limit", "ten"));
        withOther.forEach(error -> assertFalse(error.has("fix"), () -> "a fix leaves no other problem: " + withOther));
    }

    @Test
    void fixAllAppearsWithTwoFixesAndLeavesNothingToFix() {
        JsonNode window = ok(Query.of(
                "pk",
                "PK",
                "pkValue",
                "ACTOR#u_8814",
                "sk",
                "SK",
                "op",
                "between",
                "value",
                "EVT#2026-06-23T00:00:00Z",
                "to",
                "EVT#2026-06-23T23:59:59Z"));
        assertEquals(List.of("timestamp-bound", "prefix-upper-bound"), codes(window));
        String fixAll = window.get("fixAll").asText();
        assertTrue(fixAll.startsWith("/?v=1&"), fixAll);
        JsonNode fixed = ok(fixAll.substring(2));
        assertEquals(List.of(), codes(fixed), () -> "nothing left to warn about: " + fixed.get("warnings"));
        assertEquals(
                json("{\"S\":\"EVT#2026-06-23T00:00:00\"}"),
                fixed.get("expressionAttributeValues").get(":skFrom"));
        assertEquals(
                json("{\"S\":\"EVT#2026-06-23T23:59:59Z\uDBFF\uDFFF\"}"),
                fixed.get("expressionAttributeValues").get(":skTo"));

        JsonNode one = ok(sortQuery("ge", "EVT#2026-06-23T00:00:00Z"));
        assertEquals(1, one.get("warnings").size());
        assertFalse(one.has("fixAll"), "one fix needs no fix-all");
        assertFalse(ok(Query.fileTree()).has("fixAll"));
    }

    // --- every operator × every type ---------------------------------------------------------------------

    static Stream<Arguments> operatorsByType() {
        List<Arguments> cases = new ArrayList<>();
        String[][] typeValues = {
            {"S", "m", "n", "m", "n"}, {"N", "7.50", "8e1", "7.5", "80"}, {"B", "AQ==", "Ag==", "AQ==", "Ag=="}
        };
        for (String[] tv : typeValues) {
            cases.add(Arguments.of(tv[0], "eq", tv[1], tv[2], "#pk = :pk AND #sk = :sk", tv[3], tv[4]));
            cases.add(Arguments.of(tv[0], "lt", tv[1], tv[2], "#pk = :pk AND #sk < :sk", tv[3], tv[4]));
            cases.add(Arguments.of(tv[0], "le", tv[1], tv[2], "#pk = :pk AND #sk <= :sk", tv[3], tv[4]));
            cases.add(Arguments.of(tv[0], "gt", tv[1], tv[2], "#pk = :pk AND #sk > :sk", tv[3], tv[4]));
            cases.add(Arguments.of(tv[0], "ge", tv[1], tv[2], "#pk = :pk AND #sk >= :sk", tv[3], tv[4]));
            cases.add(Arguments.of(
                    tv[0], "between", tv[1], tv[2], "#pk = :pk AND #sk BETWEEN :skFrom AND :skTo", tv[3], tv[4]));
            cases.add(Arguments.of(
                    tv[0],
                    "begins_with",
                    tv[1],
                    tv[2],
                    tv[0].equals("N") ? null : "#pk = :pk AND begins_with(#sk, :sk)",
                    tv[3],
                    tv[4]));
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{1} on {0}")
    @MethodSource("operatorsByType")
    void everyOperatorWithEveryType(
            String type, String op, String value, String to, String expression, String wireValue, String wireTo) {
        Query query = Query.of(
                "table", "T01", "pk", "PK", "pkValue", "p", "sk", "SK", "skType", type, "op", op, "value", value, "to",
                to);
        if (expression == null) {
            JsonNode errors = errors(query);
            assertEquals(BEGINS_WITH_ON_N, onlyMessage(errors, "op"));
            return;
        }
        JsonNode body = ok(query);
        assertEquals(expression, body.get("keyConditionExpression").asText());
        assertEquals(json("{\"#pk\":\"PK\",\"#sk\":\"SK\"}"), body.get("expressionAttributeNames"));
        JsonNode values = body.get("expressionAttributeValues");
        assertEquals(wire("S", "p"), values.get(":pk"));
        if (op.equals("between")) {
            assertEquals(List.of(":pk", ":skFrom", ":skTo"), fieldNames(values));
            assertEquals(wire(type, wireValue), values.get(":skFrom"));
            assertEquals(wire(type, wireTo), values.get(":skTo"));
        } else {
            assertEquals(List.of(":pk", ":sk"), fieldNames(values));
            assertEquals(wire(type, wireValue), values.get(":sk"));
        }
        assertRequestMirrorsTopLevel(body);
        assertEquals(
                List.of("TableName", "KeyConditionExpression", "ExpressionAttributeNames", "ExpressionAttributeValues"),
                fieldNames(body.get("request")));
    }

    @ParameterizedTest(name = "pkType {0}")
    @CsvSource({"S, DRIVE#a91, DRIVE#a91", "N, 1e2, 100", "B, AAEC/w==, AAEC/w=="})
    void everyPartitionKeyType(String type, String value, String wireText) {
        JsonNode body = ok(Query.of("pk", "PK", "pkType", type, "pkValue", value));
        assertEquals(json("{\":pk\":" + wire(type, wireText) + "}"), body.get("expressionAttributeValues"));
    }

    @ParameterizedTest(name = "N {0} -> {1}")
    @CsvSource({
        "1e2, 100",
        "-0.50, -0.5",
        "0.0, 0",
        "-0, 0",
        "+5, 5",
        "1.2300, 1.23",
        "1E+3, 1000",
        "12.5e-1, 1.25",
        ".5, 0.5",
        "007, 7",
        "1e-3, 0.001",
        "12345678901234567890123456789012345678, 12345678901234567890123456789012345678"
    })
    void numbersAreEchoedInCanonicalForm(String typed, String canonical) {
        JsonNode values = ok(Query.of(
                        "pk", "PK", "pkType", "N", "pkValue", typed, "sk", "SK", "skType", "N", "op", "eq", "value",
                        typed))
                .get("expressionAttributeValues");
        assertEquals(wire("N", canonical), values.get(":pk"));
        assertEquals(wire("N", canonical), values.get(":sk"));
    }

    @ParameterizedTest(name = "N \"{0}\" rejected")
    @ValueSource(
            strings = {
                "abc",
                "1,5",
                "0x10",
                "NaN",
                "Infinity",
                "1e126",
                "1e-131",
                "1 2",
                "--1",
                "1e",
                "123456789012345678901234567890123456789"
            })
    void invalidNumbersAreRejectedOnTheirField(String typed) {
        JsonNode errors = errors(Query.of(
                "pk", "PK", "pkType", "N", "pkValue", typed, "sk", "SK", "skType", "N", "op", "gt", "value", typed));
        assertEquals(Set.of("pkValue", "value"), fieldsOf(errors), errors::toString);
    }

    @Test
    void largestAndSmallestNumbersAreAccepted() {
        String max = "9.9999999999999999999999999999999999999E+125";
        JsonNode values = ok(Query.of(
                        "pk", "PK", "pkType", "N", "pkValue", max, "sk", "SK", "skType", "N", "op", "ge", "value",
                        "1E-130"))
                .get("expressionAttributeValues");
        assertEquals(
                "99999999999999999999999999999999999999" + "0".repeat(88),
                values.get(":pk").get("N").asText());
        assertEquals("0." + "0".repeat(129) + "1", values.get(":sk").get("N").asText());
    }

    @ParameterizedTest(name = "B {0}")
    @ValueSource(strings = {"AQID/w==", "+/+/", "AA==", "gA==", "SGVsbG8sIOS4lueVjCDwn5iA"})
    void binaryValuesAreEchoedAsBase64(String base64) {
        JsonNode body = ok(Query.of(
                "pk",
                "PK",
                "pkType",
                "B",
                "pkValue",
                base64,
                "sk",
                "SK",
                "skType",
                "B",
                "op",
                "begins_with",
                "value",
                base64));
        assertEquals(wire("B", base64), body.get("expressionAttributeValues").get(":pk"));
        assertEquals(wire("B", base64), body.get("expressionAttributeValues").get(":sk"));
        assertEquals(
                wire("B", base64),
                body.get("request").get("ExpressionAttributeValues").get(":sk"));
    }

    @ParameterizedTest(name = "B \"{0}\" rejected")
    @ValueSource(strings = {"***", "AQ=ID", "A", "not base64!", "AQ==="})
    void invalidBase64IsRejected(String typed) {
        JsonNode errors =
                errors(Query.of("pk", "PK", "pkValue", "p", "sk", "SK", "skType", "B", "op", "eq", "value", typed));
        assertEquals(Set.of("value"), fieldsOf(errors), errors::toString);
    }

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

    // --- 400: every problem at once ------------------------------------------------------------------------

    @Test
    void everyIndependentProblemIsListedAtOnce() {
        Answer response = http.api(Query.of(
                "table",
                "ab", // too short
                "index",
                "bad index!", // characters
                "pk",
                "PK",
                "pk",
                "Q", // repeated scalar
                "pkValue",
                "", // empty key value
                "sk",
                "SK",
                "skType",
                "N",
                "op",
                "between",
                "value",
                "abc", // not a number
                "to",
                "9",
                "trail",
                "maybe", // not a flag
                "order",
                "up", // unknown order
                "limit",
                "0", // not positive
                "names",
                "some")); // unknown policy
        JsonNode errors = errors(response);
        Set<String> expected = Set.of("table", "index", "pk", "pkValue", "value", "trail", "order", "limit", "names");
        assertTrue(fieldsOf(errors).containsAll(expected), () -> "expected all of " + expected + " in " + errors);
        assertEquals(expected, fieldsOf(errors), errors::toString);
        assertEquals(EMPTY_KEY_PREFIX + "string value. Key: PK", onlyMessage(errors, "pkValue"));
    }

    static Stream<String> scalarParameters() {
        return Stream.of(
                "table", "index", "pk", "pkType", "pkValue", "sk", "skType", "op", "value", "to", "delim", "trail",
                "order", "limit", "names");
    }

    /** Every scalar given, each with a valid value. */
    static Query everyScalar() {
        return Query.of(
                "table",
                "Audit",
                "index",
                "ByDay",
                "pk",
                "PK",
                "pkType",
                "S",
                "pkValue",
                "ACTOR#u_8814",
                "sk",
                "SK",
                "skType",
                "S",
                "op",
                "between",
                "value",
                "EVT#2026-06-23T00:00:00Z",
                "to",
                "EVT#2026-06-23T23:59:59Z",
                "delim",
                "#",
                "trail",
                "false",
                "order",
                "desc",
                "limit",
                "10",
                "names",
                "always");
    }

    @Test
    void theEveryScalarStateIsValid() {
        JsonNode request = ok(everyScalar()).get("request");
        assertEquals(
                List.of(
                        "TableName",
                        "IndexName",
                        "KeyConditionExpression",
                        "ExpressionAttributeNames",
                        "ExpressionAttributeValues",
                        "ScanIndexForward",
                        "Limit"),
                fieldNames(request));
    }

    @ParameterizedTest(name = "{0} twice")
    @MethodSource("scalarParameters")
    void repeatedScalarParameterIsAnErrorNamingIt(String name) {
        Query query = everyScalar();
        // the same value again: only the repetition is wrong
        JsonNode errors = errors(query.and(name, query.first(name)));
        assertEquals(Set.of(name), fieldsOf(errors), errors::toString);
        assertEquals(1, errors.size(), errors::toString);
    }

    @Test
    void repeatedSegmentsAreFine() {
        JsonNode body = ok(Query.of(
                "pk",
                "PK",
                "pkValue",
                "p",
                "sk",
                "SK",
                "op",
                "between",
                "seg",
                "EVT",
                "seg",
                "2026-06-23",
                "seg",
                "a",
                "toSeg",
                "EVT",
                "toSeg",
                "2026-06-23",
                "toSeg",
                "z"));
        assertEquals(
                wire("S", "EVT#2026-06-23#a"),
                body.get("expressionAttributeValues").get(":skFrom"));
        assertEquals(
                wire("S", "EVT#2026-06-23#z"),
                body.get("expressionAttributeValues").get(":skTo"));
    }

    @Test
    void unknownParametersAreIgnored() {
        JsonNode plain = ok(Query.fileTree());
        JsonNode noisy = ok(Query.fileTree()
                .and(
                        "foo",
                        "1",
                        "foo",
                        "2",
                        "PK",
                        "zz",
                        "Table",
                        "Other",
                        "v",
                        "9",
                        "callback",
                        "alert",
                        "utm_source",
                        "wiki"));
        assertEquals(plain, noisy);
    }

    @Test
    void beginsWithOnNumberSpeaksDynamoDbsWords() {
        JsonNode errors = errors(
                Query.of("pk", "PK", "pkValue", "p", "sk", "SK", "skType", "N", "op", "begins_with", "value", "12"));
        assertEquals(BEGINS_WITH_ON_N, onlyMessage(errors, "op"));
        // begins_with is the default operator
        JsonNode byDefault = errors(Query.of("pk", "PK", "pkValue", "p", "sk", "SK", "skType", "N", "value", "12"));
        assertEquals(BEGINS_WITH_ON_N, onlyMessage(byDefault, "op"));
    }

    static Stream<Arguments> betweenBounds() {
        return Stream.of(
                // S by UTF-8 bytes (code points), not Java's UTF-16 compareTo
                Arguments.of("S", "\uFF5E", "😀", true),
                Arguments.of("S", "😀", "\uFF5E", false),
                Arguments.of("S", "\uE000", "😀", true),
                Arguments.of("S", "😀", "\uE000", false),
                Arguments.of("S", "a", "a", true),
                Arguments.of("S", "b", "a", false),
                Arguments.of("S", "Z", "a", true),
                Arguments.of("S", "é", "z", false),
                Arguments.of("S", "root/photos-old", "root/photos/", true),
                // N numerically
                Arguments.of("N", "9", "10", true),
                Arguments.of("N", "10", "9", false),
                Arguments.of("N", "-10", "-9", true),
                Arguments.of("N", "-9", "-10", false),
                Arguments.of("N", "1e2", "100", true),
                Arguments.of("N", "100.5", "1e2", false),
                // B by unsigned bytes
                Arguments.of("B", "fw==", "gA==", true),
                Arguments.of("B", "gA==", "fw==", false),
                Arguments.of("B", "AA==", "AAA=", true),
                Arguments.of("B", "/w==", "AA==", false));
    }

    @ParameterizedTest(name = "{0} BETWEEN {1} AND {2} valid={3}")
    @MethodSource("betweenBounds")
    void betweenBoundsAreComparedInTheKeyTypesOrder(String type, String lower, String upper, boolean valid) {
        Query query = Query.of(
                "pk", "PK", "pkValue", "p", "sk", "SK", "skType", type, "op", "between", "value", lower, "to", upper);
        if (valid) {
            JsonNode body = ok(query);
            assertEquals(
                    "#pk = :pk AND #sk BETWEEN :skFrom AND :skTo",
                    body.get("keyConditionExpression").asText());
            if (type.equals("S")) {
                assertEquals(
                        wire("S", lower), body.get("expressionAttributeValues").get(":skFrom"));
                assertEquals(
                        wire("S", upper), body.get("expressionAttributeValues").get(":skTo"));
            }
        } else {
            JsonNode errors = errors(query);
            String message = onlyMessage(errors, "to");
            assertTrue(message.startsWith(BETWEEN_ORDER), message);
            assertEquals(1, errors.size(), errors::toString);
        }
    }

    @Test
    void betweenOrderOnSegmentBuiltUpperBoundNamesToSeg() {
        JsonNode errors = errors(Query.of(
                "pk", "PK", "pkValue", "p", "sk", "SK", "op", "between", "delim", "/", "seg", "root", "seg", "b",
                "toSeg", "root", "toSeg", "a"));
        assertTrue(onlyMessage(errors, "toSeg").startsWith(BETWEEN_ORDER));
    }

    @Test
    void eachErrorLeadsWithAPlainSummaryBeforeDynamoDbsWords() {
        JsonNode errors =
                errors(sortQuery("between", "ORDER#7").with("to", "ORDER#12").with("limit", "0"));
        assertEquals(2, errors.size(), errors::toString);
        JsonNode between = errors.get(0);
        assertEquals("to", between.get("field").asText());
        assertEquals(
                "The upper bound sorts before the lower bound: ORDER#7 > ORDER#12 because keys compare as text; "
                        + "pad the numbers (ORDER#07).",
                between.get("summary").asText());
        assertTrue(between.get("message").asText().startsWith(BETWEEN_ORDER), between::toString);
        JsonNode limit = errors.get(1);
        assertEquals(
                "The limit must be at least 1, not 0: it is how many items a page reads.",
                limit.get("summary").asText());
        assertEquals(
                "1 validation error detected: Value '0' at 'limit' failed to satisfy constraint: "
                        + "Member must have value greater than or equal to 1",
                limit.get("message").asText());
    }

    @Test
    void aRepeatedParameterIsSummarisedByName() {
        JsonNode error = errors(sortQuery("eq", "a").and("order", "asc", "order", "desc"))
                .get(0);
        assertEquals("order", error.get("field").asText());
        assertEquals(
                "The parameter order is given 2 times; give it once.",
                error.get("summary").asText());
        assertEquals("given 2 times; give it once", error.get("message").asText());
    }

    @Test
    void emptyKeyValuesSpeakDynamoDbsWords() {
        assertEquals(
                EMPTY_KEY_PREFIX + "string value. Key: PK",
                onlyMessage(errors(Query.of("pk", "PK", "pkValue", "")), "pkValue"));
        assertEquals(EMPTY_KEY_PREFIX + "string value. Key: PK", onlyMessage(errors(Query.of("pk", "PK")), "pkValue"));
        assertEquals(
                EMPTY_KEY_PREFIX + "string value. Key: Owner",
                onlyMessage(errors(Query.of("pk", "Owner", "pkValue", "")), "pkValue"));
        String sortMessage = onlyMessage(errors(sortQuery("eq", "")), "value");
        assertEquals(EMPTY_KEY_PREFIX + "string value. Key: SK", sortMessage);
        String binary = onlyMessage(errors(sortQuery("eq", "").and("skType", "B")), "value");
        assertTrue(binary.startsWith(EMPTY_KEY_PREFIX) && binary.endsWith("Key: SK"), binary);
        String upper = onlyMessage(errors(sortQuery("between", "a").and("to", "")), "to");
        assertEquals(EMPTY_KEY_PREFIX + "string value. Key: SK", upper);
    }

    @Test
    void missingPartitionKeyNameIsAnError() {
        JsonNode errors = errors(Query.of("pkValue", "x"));
        assertTrue(fieldsOf(errors).contains("pk"), errors::toString);
        assertTrue(fieldsOf(errors(Query.of())).contains("pk"));
    }

    @Test
    void sortValueWithoutSortKeyNameIsAnError() {
        assertTrue(fieldsOf(errors(Query.of("pk", "PK", "pkValue", "p", "value", "x")))
                .contains("sk"));
        assertTrue(fieldsOf(errors(Query.of("pk", "PK", "pkValue", "p", "seg", "x")))
                .contains("sk"));
    }

    @Test
    void sortKeyMustDifferFromPartitionKey() {
        JsonNode errors = errors(Query.of("pk", "PK", "pkValue", "p", "sk", "PK", "op", "eq", "value", "v"));
        assertEquals(Set.of("sk"), fieldsOf(errors), errors::toString);
    }

    @Test
    void segmentContainingTheDelimiterIsAnErrorNamingTheSegment() {
        JsonNode errors = errors(Query.of(
                "pk", "PK", "pkValue", "p", "sk", "SK", "delim", "/", "seg", "root", "seg", "a/b", "seg", "c"));
        String message = onlyMessage(errors, "seg");
        assertTrue(message.contains("\"a/b\""), message);
        assertTrue(message.contains("segment 2"), message);

        JsonNode both = errors(Query.of(
                "pk", "PK", "pkValue", "p", "sk", "SK", "op", "between", "seg", "EVT#1", "seg", "x", "toSeg", "EVT",
                "toSeg", "y#z"));
        assertTrue(onlyMessage(both, "seg").contains("\"EVT#1\""), both::toString);
        assertTrue(onlyMessage(both, "toSeg").contains("\"y#z\""), both::toString);

        // the same segment is fine once the delimiter is another character
        ok(Query.of("pk", "PK", "pkValue", "p", "sk", "SK", "delim", "#", "seg", "root", "seg", "a/b"));
    }

    @Test
    void segmentsNeedAStringSortKey() {
        JsonNode errors = errors(
                Query.of("pk", "PK", "pkValue", "p", "sk", "SK", "skType", "N", "op", "eq", "seg", "1", "seg", "2"));
        assertEquals(Set.of("seg"), fieldsOf(errors), errors::toString);
    }

    @ParameterizedTest(name = "{0}=\"{1}\" -> {2}")
    @CsvSource(
            delimiter = '|',
            value = {
                "table | ab | Member must have length greater than or equal to 3",
                "table | a | Member must have length greater than or equal to 3",
                "table | a b! | Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+",
                "table | Drive/1 | Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+",
                "table | Tablé | Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+",
                "index | ix | Member must have length greater than or equal to 3",
                "index | by owner | Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+"
            })
    void tableAndIndexNamesAreChecked(String field, String name, String constraint) {
        JsonNode errors = errors(Query.of("pk", "PK", "pkValue", "p", field, name));
        List<String> messages = messagesFor(errors, field);
        assertTrue(
                messages.stream().anyMatch(m -> m.contains(constraint)), () -> constraint + " expected in " + errors);
        assertEquals(Set.of(field), fieldsOf(errors));
    }

    @Test
    void tableNameLengthBounds() {
        ok(Query.of("pk", "PK", "pkValue", "p", "table", "abc"));
        ok(Query.of("pk", "PK", "pkValue", "p", "table", "a".repeat(255), "index", "My_Index.v-2"));
        JsonNode errors = errors(Query.of("pk", "PK", "pkValue", "p", "table", "a".repeat(256)));
        assertTrue(onlyMessage(errors, "table").contains("Member must have length less than or equal to 255"));
    }

    @ParameterizedTest(name = "limit=\"{0}\"")
    @ValueSource(strings = {"0", "-1", "abc", "1.5", "1e3", " 5", "+5", "2147483648", "99999999999"})
    void limitMustBeAPositiveInteger(String limit) {
        JsonNode errors = errors(Query.of("pk", "PK", "pkValue", "p", "limit", limit));
        assertEquals(Set.of("limit"), fieldsOf(errors), errors::toString);
    }

    @Test
    void limitBounds() {
        assertEquals(
                1,
                ok(Query.of("pk", "PK", "pkValue", "p", "limit", "1"))
                        .get("request")
                        .get("Limit")
                        .intValue());
        assertEquals(
                Integer.MAX_VALUE,
                ok(Query.of("pk", "PK", "pkValue", "p", "limit", "2147483647"))
                        .get("request")
                        .get("Limit")
                        .intValue());
    }

    @ParameterizedTest(name = "{0}=\"{1}\"")
    @CsvSource({
        "op, contains",
        "op, BETWEEN",
        "op, ne",
        "skType, SS",
        "skType, s",
        "skType, String",
        "pkType, X",
        "pkType, n",
        "order, descending",
        "order, DESC",
        "names, none",
        "names, Minimal",
        "trail, yes",
        "trail, 1"
    })
    void unknownEnumeratedValuesAreErrorsOnTheirField(String field, String value) {
        JsonNode errors = errors(sortQuery("eq", "v").with(field, value));
        assertEquals(Set.of(field), fieldsOf(errors), errors::toString);
        if (field.equals("op")) {
            assertTrue(onlyMessage(errors, "op").contains(value), errors::toString);
        }
    }

    @Test
    void keySizesAreCountedInUtf8Bytes() {
        String emoji = "😀"; // 4 bytes of UTF-8, 2 UTF-16 units
        ok(sortQuery("eq", emoji.repeat(256)));
        String tooLong = onlyMessage(errors(sortQuery("eq", emoji.repeat(257))), "value");
        assertTrue(
                tooLong.startsWith("One or more parameter values were invalid: Aggregated size of all range keys has "
                        + "exceeded the size limit of 1024 bytes"),
                tooLong);

        ok(Query.of("pk", "PK", "pkValue", "é".repeat(1024)));
        String pkTooLong = onlyMessage(errors(Query.of("pk", "PK", "pkValue", "é".repeat(1025))), "pkValue");
        assertTrue(
                pkTooLong.startsWith("One or more parameter values were invalid: Size of hashkey has exceeded"),
                pkTooLong);

        // B counts decoded bytes
        ok(sortQuery("eq", Base64.getEncoder().encodeToString(new byte[1024])).and("skType", "B"));
        assertEquals(
                Set.of("value"),
                fieldsOf(errors(sortQuery("eq", Base64.getEncoder().encodeToString(new byte[1025]))
                        .and("skType", "B"))));
    }

    @Test
    void successfulResponsesAreJsonUtf8() {
        Answer response = http.api(Query.fileTree()).assertStatus(200);
        assertMediaType("application/json", "utf-8", response.contentType());
        Answer error = http.api(Query.of("pk", "PK")).assertStatus(400);
        assertMediaType("application/json", "utf-8", error.contentType());
    }

    // --- permalinks and Unicode -------------------------------------------------------------------------

    static Stream<Arguments> permalinkStates() {
        return Stream.of(
                Arguments.of("file tree", Query.fileTree()),
                Arguments.of("file tree, open prefix", Query.fileTree().without("trail")),
                Arguments.of(
                        "audit newest first",
                        Query.of(
                                "table",
                                "Audit",
                                "pk",
                                "PK",
                                "pkValue",
                                "ACTOR#u_8814",
                                "order",
                                "desc",
                                "limit",
                                "25")),
                Arguments.of(
                        "audit window",
                        Query.of(
                                "table",
                                "Audit",
                                "index",
                                "ByActor",
                                "pk",
                                "PK",
                                "pkValue",
                                "ACTOR#u_8814",
                                "sk",
                                "SK",
                                "op",
                                "between",
                                "value",
                                "EVT#2026-06-23T00:00:00Z",
                                "to",
                                "EVT#2026-06-23T23:59:59Z")),
                Arguments.of(
                        "URL metacharacters",
                        Query.of(
                                "pk",
                                "P K",
                                "pkValue",
                                "a#b&c+d%e f=g?h",
                                "sk",
                                "S+K",
                                "op",
                                "eq",
                                "value",
                                "x=y?z/w:v;@!$'()*,~%20%2F#&+")),
                Arguments.of(
                        "emoji and CJK",
                        Query.of(
                                "pk",
                                "用户",
                                "pkValue",
                                "用户#😀",
                                "sk",
                                "パス",
                                "op",
                                "begins_with",
                                "delim",
                                "/",
                                "seg",
                                "根",
                                "seg",
                                "照片 2026",
                                "seg",
                                "😀+%&#",
                                "trail",
                                "true")),
                Arguments.of(
                        "combining, RTL, ZWJ, U+FF5E",
                        Query.of(
                                "pk",
                                "PK",
                                "pkValue",
                                "e\u0301 שלום 👩\u200D💻",
                                "sk",
                                "SK",
                                "op",
                                "between",
                                "value",
                                "\uFF5E",
                                "to",
                                "😀")),
                Arguments.of(
                        "numbers as typed",
                        Query.of(
                                "pk", "PK", "pkType", "N", "pkValue", "1e2", "sk", "SK", "skType", "N", "op", "between",
                                "value", "-0.50", "to", "1E+3")),
                Arguments.of(
                        "binary",
                        Query.of(
                                "pk",
                                "PK",
                                "pkType",
                                "B",
                                "pkValue",
                                "+/+/",
                                "sk",
                                "SK",
                                "skType",
                                "B",
                                "op",
                                "ge",
                                "value",
                                "AQID/w==")),
                Arguments.of(
                        "minimal names, reserved word",
                        Query.of(
                                "pk", "PK", "pkValue", "p", "sk", "path", "op", "le", "value", "v", "names",
                                "minimal")),
                Arguments.of(
                        "segments with a blank middle, between",
                        Query.of(
                                "pk", "PK", "pkValue", "p", "sk", "SK", "op", "between", "delim", "-", "seg", "a",
                                "seg", "", "seg", "b", "seg", "", "toSeg", "a", "toSeg", "z", "trail", "true")),
                Arguments.of(
                        "segments win over a typed value",
                        Query.of("pk", "PK", "pkValue", "p", "sk", "SK", "value", "ignored", "seg", "x", "seg", "y")),
                Arguments.of(
                        "form submission with blanks",
                        Query.of(
                                "table",
                                "",
                                "index",
                                "",
                                "pk",
                                "PK",
                                "pkType",
                                "S",
                                "pkValue",
                                "DRIVE#a91",
                                "sk",
                                "SK",
                                "skType",
                                "S",
                                "op",
                                "begins_with",
                                "value",
                                "",
                                "to",
                                "",
                                "delim",
                                "/",
                                "trail",
                                "true",
                                "seg",
                                "root",
                                "seg",
                                "photos",
                                "seg",
                                "",
                                "toSeg",
                                "",
                                "toSeg",
                                "",
                                "toSeg",
                                "",
                                "order",
                                "asc",
                                "limit",
                                "",
                                "names",
                                "always")),
                Arguments.of(
                        "unpadded numbers in segments",
                        Query.of(
                                "pk", "PK", "pkValue", "p", "sk", "SK", "op", "between", "seg", "v", "seg", "10",
                                "toSeg", "v", "toSeg", "9")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("permalinkStates")
    void permalinkRoundTripsToTheIdenticalResponse(String label, Query query) {
        Answer first = http.api(query).assertStatus(200);
        String permalink = first.json().get("permalink").asText();
        assertTrue(permalink.startsWith("/?v=1&"), permalink);
        Answer second = http.api(permalink.substring(2)).assertStatus(200);
        assertEquals(first.body(), second.body(), () -> "permalink " + permalink + " changed the response");
        // and the permalink's own permalink is itself
        assertEquals(permalink, second.json().get("permalink").asText());
    }

    @Test
    @DisplayName("the permalink keeps delim for a typed value, so warnings survive the round trip")
    void permalinkKeepsTheDelimiterThatWarningsDependOn() {
        // The warnings also split a typed value at the delimiter, so the permalink must keep delim.
        for (Query query : List.of(
                Query.of("pk", "PK", "pkValue", "x", "sk", "SK", "op", "gt", "value", "a/1", "delim", "/"),
                Query.of(
                        "pk", "PK", "pkValue", "x", "sk", "SK", "op", "between", "value", "a/10", "to", "a/100",
                        "delim", "/"),
                Query.of("pk", "PK", "pkValue", "x", "sk", "SK", "op", "eq", "value", "a//b", "delim", "/"))) {
            Answer first = http.api(query).assertStatus(200);
            assertFalse(first.json().get("warnings").isEmpty(), () -> "this state warns: " + first.body());
            String permalink = first.json().get("permalink").asText();
            Answer second = http.api(permalink.substring(2)).assertStatus(200);
            assertEquals(
                    first.body(),
                    second.body(),
                    () -> "permalink " + permalink + " of " + query + " changed the response");
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "😀",
                "中文/日本語/한국어",
                "\uFF5E",
                "\uE000",
                "e\u0301",
                "ﬁ",
                "Ω Ω",
                "👩\u200D💻",
                "a\u0000b",
                "tab\there",
                "line\nbreak",
                "\u00A0nbsp",
                "\"quoted\" <b>&amp;</b>",
                "\\back\\slash",
                "𝄞𝕏",
                "\uFEFFbom"
            })
    void unicodeValuesRoundTripExactly(String value) {
        JsonNode body = ok(Query.of("pk", "PK", "pkValue", value, "sk", "SK", "op", "eq", "value", value));
        assertEquals(wire("S", value), body.get("expressionAttributeValues").get(":pk"));
        assertEquals(wire("S", value), body.get("expressionAttributeValues").get(":sk"));
        assertEquals(
                wire("S", value),
                body.get("request").get("ExpressionAttributeValues").get(":sk"));
        // and through the permalink
        JsonNode again = http.api(body.get("permalink").asText().substring(2))
                .assertStatus(200)
                .json();
        assertEquals(body, again);
    }

    @Test
    void formEncodedPlusMeansSpace() {
        // What a browser sends for the page's GET form with JavaScript disabled.
        JsonNode body = http.api("pk=PK&pkValue=a+b%2Bc&sk=SK&op=eq&value=x+%26+y")
                .assertStatus(200)
                .json();
        assertEquals(wire("S", "a b+c"), body.get("expressionAttributeValues").get(":pk"));
        assertEquals(wire("S", "x & y"), body.get("expressionAttributeValues").get(":sk"));
    }

    @Test
    @DisplayName("a malformed percent escape is an error, not a silently blank parameter")
    void malformedPercentEscapeIsNotSilentlyDropped() {
        // Servlet decoding would turn "Dr%ive" and "5%" into "", silently dropping table and limit.
        Answer response = http.rawGet("/api/v1/query?table=Dr%ive&pk=PK&pkValue=abc&limit=5%");
        assertNotNull(response.body());
        JsonNode errors = errors(response);
        assertTrue(fieldsOf(errors).containsAll(Set.of("table", "limit")), errors::toString);
    }

    @Test
    void beginsWithOnNumberDoesNotHideTheValuesOwnProblem() {
        JsonNode errors = errors(
                Query.of("pk", "PK", "pkValue", "p", "sk", "SK", "skType", "N", "op", "begins_with", "value", "abc"));
        assertEquals(Set.of("op", "value"), fieldsOf(errors), errors::toString);
        assertEquals(BEGINS_WITH_ON_N, onlyMessage(errors, "op"));
    }

    @Test
    @DisplayName("an unknown op does not hide the sort-key value's own problems")
    void unknownOperatorDoesNotHideValueProblems() {
        // The segment clash and the bad number are wrong whatever the operator: all show at once.
        JsonNode clash =
                errors(Query.of("pk", "PK", "pkValue", "p", "sk", "SK", "op", "contains", "seg", "a#b", "seg", "c"));
        JsonNode badNumber =
                errors(Query.of("pk", "PK", "pkValue", "p", "sk", "SK", "skType", "N", "op", "ne", "value", "abc"));
        assertAll(
                () -> assertEquals(Set.of("op", "seg"), fieldsOf(clash), clash::toString),
                () -> assertEquals(Set.of("op", "value"), fieldsOf(badNumber), badNumber::toString));
    }
}
