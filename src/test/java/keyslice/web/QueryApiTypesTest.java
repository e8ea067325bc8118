package keyslice.web;

import static keyslice.web.QueryApiTest.BEGINS_WITH_ON_N;
import static keyslice.web.QueryApiTest.assertRequestMirrorsTopLevel;
import static keyslice.web.QueryApiTest.errors;
import static keyslice.web.QueryApiTest.fieldsOf;
import static keyslice.web.QueryApiTest.ok;
import static keyslice.web.QueryApiTest.onlyMessage;
import static keyslice.web.QueryApiTest.wire;
import static keyslice.web.WebTestHttp.fieldNames;
import static keyslice.web.WebTestHttp.json;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code GET /api/v1/query}: Every sort-key operator with every key type, and how the API reads and echoes numbers and binary values. */
class QueryApiTypesTest {

    /** QueryApiTest's app, which its helpers ask too: started for this class as for that one. */
    @RegisterExtension
    static final RunningApp app = QueryApiTest.app;

    private static final WebTestHttp http = new WebTestHttp(app);

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
}
