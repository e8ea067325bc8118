package keyslice.domain;

import static keyslice.domain.QueryCompilerFixtures.base;
import static keyslice.domain.QueryCompilerFixtures.valid;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.QueryForm;
import keyslice.testing.WireJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The Query the compiler builds: every operator for every key type, and the request's members.
 */
class QueryCompilerBuildTest {

    // --- every operator × every type ---------------------------------------------------------------

    static Stream<Arguments> operatorsByType() {
        return Stream.of(
                Arguments.of("S", "eq", "root/", "", "#pk = :pk AND #sk = :sk", Map.of(":sk", Map.of("S", "root/"))),
                Arguments.of("S", "lt", "b", "", "#pk = :pk AND #sk < :sk", Map.of(":sk", Map.of("S", "b"))),
                Arguments.of("S", "le", "b", "", "#pk = :pk AND #sk <= :sk", Map.of(":sk", Map.of("S", "b"))),
                Arguments.of("S", "gt", "b", "", "#pk = :pk AND #sk > :sk", Map.of(":sk", Map.of("S", "b"))),
                Arguments.of("S", "ge", "b", "", "#pk = :pk AND #sk >= :sk", Map.of(":sk", Map.of("S", "b"))),
                Arguments.of(
                        "S",
                        "between",
                        "a",
                        "b",
                        "#pk = :pk AND #sk BETWEEN :skFrom AND :skTo",
                        Map.of(":skFrom", Map.of("S", "a"), ":skTo", Map.of("S", "b"))),
                Arguments.of(
                        "S",
                        "begins_with",
                        "root/",
                        "",
                        "#pk = :pk AND begins_with(#sk, :sk)",
                        Map.of(":sk", Map.of("S", "root/"))),
                Arguments.of("N", "eq", "1e2", "", "#pk = :pk AND #sk = :sk", Map.of(":sk", Map.of("N", "100"))),
                Arguments.of("N", "lt", "-5", "", "#pk = :pk AND #sk < :sk", Map.of(":sk", Map.of("N", "-5"))),
                Arguments.of("N", "le", "0.50", "", "#pk = :pk AND #sk <= :sk", Map.of(":sk", Map.of("N", "0.5"))),
                Arguments.of("N", "gt", "9", "", "#pk = :pk AND #sk > :sk", Map.of(":sk", Map.of("N", "9"))),
                Arguments.of("N", "ge", "9", "", "#pk = :pk AND #sk >= :sk", Map.of(":sk", Map.of("N", "9"))),
                Arguments.of(
                        "N",
                        "between",
                        "9",
                        "10",
                        "#pk = :pk AND #sk BETWEEN :skFrom AND :skTo",
                        Map.of(":skFrom", Map.of("N", "9"), ":skTo", Map.of("N", "10"))),
                Arguments.of("B", "eq", "AAE=", "", "#pk = :pk AND #sk = :sk", Map.of(":sk", Map.of("B", "AAE="))),
                Arguments.of("B", "lt", "fw==", "", "#pk = :pk AND #sk < :sk", Map.of(":sk", Map.of("B", "fw=="))),
                Arguments.of("B", "le", "fw==", "", "#pk = :pk AND #sk <= :sk", Map.of(":sk", Map.of("B", "fw=="))),
                Arguments.of("B", "gt", "fw==", "", "#pk = :pk AND #sk > :sk", Map.of(":sk", Map.of("B", "fw=="))),
                Arguments.of("B", "ge", "fw==", "", "#pk = :pk AND #sk >= :sk", Map.of(":sk", Map.of("B", "fw=="))),
                Arguments.of(
                        "B",
                        "between",
                        "fw==",
                        "gA==",
                        "#pk = :pk AND #sk BETWEEN :skFrom AND :skTo",
                        Map.of(":skFrom", Map.of("B", "fw=="), ":skTo", Map.of("B", "gA=="))),
                Arguments.of(
                        "B",
                        "begins_with",
                        "/w",
                        "",
                        "#pk = :pk AND begins_with(#sk, :sk)",
                        Map.of(":sk", Map.of("B", "/w=="))));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("operatorsByType")
    void buildsEveryOperatorForEveryType(
            String type,
            String op,
            String value,
            String to,
            String expression,
            Map<String, Map<String, String>> sortValues) {
        BuiltQuery built = valid(base().skType(type).op(op).value(value).to(to).build());
        assertEquals(expression, built.keyConditionExpression());
        assertEquals(Map.of("#pk", "PK", "#sk", "SK"), built.expressionAttributeNames());
        Map<String, Map<String, String>> values = WireJson.values(built);
        assertEquals(Map.of("S", "DRIVE#a91"), values.get(":pk"));
        assertEquals(sortValues.size() + 1, values.size());
        sortValues.forEach((placeholder, wire) -> assertEquals(wire, values.get(placeholder), placeholder));
    }

    @Test
    void partitionOnlyQueryHasNoSortCondition() {
        BuiltQuery built = valid(QueryForm.builder()
                .pk("PK")
                .pkValue("ACTOR#u_8814")
                .order("desc")
                .build());
        assertEquals("#pk = :pk", built.keyConditionExpression());
        assertEquals(Map.of("#pk", "PK"), built.expressionAttributeNames());
        assertEquals(
                List.of(":pk"), List.copyOf(built.expressionAttributeValues().keySet()));
        assertEquals(false, WireJson.request(built).get("ScanIndexForward"));
    }

    @Test
    void numberAndBinaryPartitionKeys() {
        BuiltQuery number = valid(
                QueryForm.builder().pk("tenant").pkType("N").pkValue("0042").build());
        assertEquals(Map.of("N", "42"), WireJson.values(number).get(":pk"));
        BuiltQuery binary =
                valid(QueryForm.builder().pk("id").pkType("B").pkValue("AP8=").build());
        assertEquals(Map.of("B", "AP8="), WireJson.values(binary).get(":pk"));
    }

    @Test
    void requestCarriesOnlyWhatIsSetInWireOrder() {
        BuiltQuery plain = valid(base().value("root/").build());
        assertEquals(
                List.of("KeyConditionExpression", "ExpressionAttributeNames", "ExpressionAttributeValues"),
                List.copyOf(WireJson.request(plain).keySet()));

        BuiltQuery full = valid(base().table("Drive")
                .index("byParent")
                .value("root/")
                .order("desc")
                .limit("25")
                .build());
        Map<String, Object> request = WireJson.request(full);
        assertEquals(
                List.of(
                        "TableName",
                        "IndexName",
                        "KeyConditionExpression",
                        "ExpressionAttributeNames",
                        "ExpressionAttributeValues",
                        "ScanIndexForward",
                        "Limit"),
                List.copyOf(request.keySet()));
        assertEquals("Drive", request.get("TableName"));
        assertEquals("byParent", request.get("IndexName"));
        assertEquals(false, request.get("ScanIndexForward"));
        assertEquals(25, request.get("Limit"));
    }

    /**
     * A proof stops at the validation for a form without filter or projection, since only they can make the build
     * reject a valid form: it decides as the whole read, validate and build stages do, on every state the warnings'
     * generator makes, with and without a filter that the build rejects.
     */
    @Test
    void aProofDecidesAsTheStagesRunWhole() {
        java.util.Random random = new java.util.Random(20261205);
        int valid = 0;
        int rejectedByTheBuild = 0;
        for (int i = 0; i < 3_000; i++) {
            QueryForm generated = WarningFixStates.generate(random);
            // A placeholder past DynamoDB's 255 bytes: valid fields, rejected only once the filter is built.
            String tooLong = "#" + "n".repeat(300);
            for (QueryForm form : List.of(
                    generated, generated.toBuilder().filter(tooLong + " = :x").build())) {
                boolean whole = keyslice.domain.compile.QueryCompiler.checked(form, new keyslice.domain.form.Memo())
                        instanceof keyslice.domain.compile.Compilation.Valid;
                assertEquals(whole, keyslice.domain.compile.QueryCompiler.isValid(form), form.toString());
                valid += whole ? 1 : 0;
                rejectedByTheBuild +=
                        !whole && form != generated && keyslice.domain.compile.QueryCompiler.isValid(generated) ? 1 : 0;
            }
        }
        org.junit.jupiter.api.Assertions.assertTrue(valid > 500, "valid states: " + valid);
        org.junit.jupiter.api.Assertions.assertTrue(
                rejectedByTheBuild > 500, "rejected by the build: " + rejectedByTheBuild);
    }
}
