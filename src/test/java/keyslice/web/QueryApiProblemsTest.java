package keyslice.web;

import static keyslice.web.QueryApiTest.BEGINS_WITH_ON_N;
import static keyslice.web.QueryApiTest.BETWEEN_ORDER;
import static keyslice.web.QueryApiTest.EMPTY_KEY_PREFIX;
import static keyslice.web.QueryApiTest.errors;
import static keyslice.web.QueryApiTest.fieldsOf;
import static keyslice.web.QueryApiTest.ok;
import static keyslice.web.QueryApiTest.onlyMessage;
import static keyslice.web.QueryApiTest.wire;
import static keyslice.web.WebTestHttp.fieldNames;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
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
import org.junit.jupiter.params.provider.MethodSource;

/** {@code GET /api/v1/query}: A 400 lists every problem at once: independent problems together, repeated parameters, and the bounds of BETWEEN in the key type's order. */
class QueryApiProblemsTest {

    /** QueryApiTest's app, which its helpers ask too: started for this class as for that one. */
    @RegisterExtension
    static final RunningApp app = QueryApiTest.app;

    private static final WebTestHttp http = new WebTestHttp(app);

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
