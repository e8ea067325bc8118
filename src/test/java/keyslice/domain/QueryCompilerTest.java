package keyslice.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.Fix;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;
import keyslice.testing.WireJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class QueryCompilerTest {

    private static FormBuilder base() {
        return QueryForm.builder().pk("PK").pkValue("DRIVE#a91").sk("SK");
    }

    static BuiltQuery valid(QueryForm form) {
        Compilation compilation = QueryCompiler.compile(form);
        if (compilation instanceof Compilation.Invalid invalid) {
            throw new AssertionError("expected a valid query, got " + invalid.problems());
        }
        return ((Compilation.Valid) compilation).built();
    }

    static List<Problem> problems(QueryForm form) {
        return assertInstanceOf(Compilation.Invalid.class, QueryCompiler.compile(form))
                .problems();
    }

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

    // --- segments ----------------------------------------------------------------------------------

    @Test
    void segmentsJoinWithTheDelimiterAndOptionalTrailingDelimiter() {
        FormBuilder form = base().seg("root", "photos", "2026").delim("/");
        assertEquals(
                Map.of("S", "root/photos/2026"),
                WireJson.values(valid(form.build())).get(":sk"));
        assertEquals(
                Map.of("S", "root/photos/2026/"),
                WireJson.values(valid(form.trail("true").build())).get(":sk"));
        assertEquals(
                Map.of("S", "EVT#2026"),
                WireJson.values(valid(base().seg("EVT", "2026", "", "").build()))
                        .get(":sk"),
                "blank rows at the end are unused form rows; the default delimiter is #");
    }

    @Test
    void segmentsReplaceTheTypedValueAndBuildBothBetweenBounds() {
        BuiltQuery built = valid(base().op("between")
                .value("ignored")
                .seg("EVT", "2026-06-23T00:00:00Z")
                .toSeg("EVT", "2026-06-23T23:59:59.999Z")
                .build());
        assertEquals(
                Map.of("S", "EVT#2026-06-23T00:00:00Z"), WireJson.values(built).get(":skFrom"));
        assertEquals(
                Map.of("S", "EVT#2026-06-23T23:59:59.999Z"),
                WireJson.values(built).get(":skTo"));
    }

    @Test
    void aSegmentContainingTheDelimiterIsAnErrorNamingIt() {
        List<Problem> problems =
                problems(base().seg("root", "a/b", "c/d").delim("/").build());
        assertEquals(2, problems.size());
        assertEquals("seg", problems.get(0).field());
        assertTrue(
                problems.get(0).message().startsWith("segment 2 \"a/b\" contains the delimiter \"/\""),
                problems.get(0).message());
        assertTrue(
                problems.get(1).message().startsWith("segment 3 \"c/d\" contains the delimiter \"/\""),
                problems.get(1).message());
        assertEquals(
                "toSeg",
                problems(base().op("between").value("a").toSeg("x#y").build())
                        .get(0)
                        .field());
    }

    @Test
    void segmentsAreForStringKeysOnly() {
        Problem problem =
                problems(base().skType("N").op("eq").seg("1", "2").build()).get(0);
        assertEquals("seg", problem.field());
        assertTrue(problem.message().contains("sort key type is N"), problem.message());
    }

    // --- placeholder policy ------------------------------------------------------------------------

    static Stream<Arguments> minimalNames() {
        return Stream.of(
                Arguments.of("PK", false),
                Arguments.of("userId2", false),
                Arguments.of("Zz", false),
                Arguments.of("path", true),
                Arguments.of("Name", true),
                Arguments.of("TIMESTAMP", true),
                Arguments.of("status", true),
                Arguments.of("a.b", true),
                Arguments.of("a-b", true),
                Arguments.of("_x", true),
                Arguments.of("x_y", true),
                Arguments.of("1abc", true),
                Arguments.of("has space", true),
                Arguments.of("Ünï", true),
                Arguments.of("😀", true));
    }

    @ParameterizedTest(name = "{0} aliased: {1}")
    @MethodSource("minimalNames")
    void minimalPolicyAliasesOnlyNamesThatNeedIt(String name, boolean aliased) {
        BuiltQuery built =
                valid(QueryForm.builder().pk(name).pkValue("v").names("minimal").build());
        if (aliased) {
            assertEquals("#pk = :pk", built.keyConditionExpression());
            assertEquals(Map.of("#pk", name), built.expressionAttributeNames());
        } else {
            assertEquals(name + " = :pk", built.keyConditionExpression());
            assertTrue(built.expressionAttributeNames().isEmpty());
            assertFalse(
                    WireJson.request(built).containsKey("ExpressionAttributeNames"),
                    "an empty ExpressionAttributeNames is itself rejected by DynamoDB");
        }
    }

    @Test
    void alwaysPolicyAliasesEvenPlainNames() {
        BuiltQuery built = valid(QueryForm.builder()
                .pk("PK")
                .pkValue("v")
                .sk("SK")
                .value("x")
                .op("gt")
                .build());
        assertEquals("#pk = :pk AND #sk > :sk", built.keyConditionExpression());
    }

    @Test
    void minimalPolicyMixesBareAndAliasedNames() {
        BuiltQuery built = valid(QueryForm.builder()
                .pk("PK")
                .pkValue("v")
                .sk("path")
                .value("root/")
                .names("minimal")
                .build());
        assertEquals("PK = :pk AND begins_with(#sk, :sk)", built.keyConditionExpression());
        assertEquals(Map.of("#sk", "path"), built.expressionAttributeNames());
    }

    // --- BETWEEN bounds the wrong way round: the fix that puts them in order -----------------------------

    static Stream<Arguments> reversedBounds() {
        return Stream.of(
                Arguments.of(
                        "text",
                        base().op("between").value("b").to("a"),
                        "Swap the bounds",
                        base().op("between").value("a").to("b")),
                Arguments.of(
                        "numbers",
                        base().skType("N").op("between").value("10").to("9"),
                        "Swap the bounds",
                        base().skType("N").op("between").value("9").to("10")),
                Arguments.of(
                        "bytes",
                        base().skType("B").op("between").value("gA==").to("fw=="),
                        "Swap the bounds",
                        base().skType("B").op("between").value("fw==").to("gA==")),
                Arguments.of(
                        "numbers of two widths in text",
                        base().op("between").value("ORDER#7").to("ORDER#12"),
                        "Pad to \"ORDER#07\"",
                        base().op("between").value("ORDER#07").to("ORDER#12")),
                Arguments.of(
                        "segments",
                        base().op("between").seg("b", "x").toSeg("a"),
                        "Swap the bounds",
                        base().op("between").seg("a").toSeg("b", "x")),
                Arguments.of(
                        "a typed bound and segments",
                        base().op("between").value("b").toSeg("a"),
                        "Swap the bounds",
                        base().op("between").to("b").seg("a")),
                Arguments.of(
                        "a further sort attribute",
                        base().index("ByRound")
                                .op("eq")
                                .value("x")
                                .sk(2, "round")
                                .op(2, "between")
                                .value(2, "z")
                                .to(2, "m"),
                        "Swap the bounds",
                        base().index("ByRound")
                                .op("eq")
                                .value("x")
                                .sk(2, "round")
                                .op(2, "between")
                                .value(2, "m")
                                .to(2, "z")),
                Arguments.of(
                        "a further sort attribute's numbers",
                        base().index("ByRound")
                                .op("eq")
                                .value("x")
                                .sk(2, "round")
                                .op(2, "between")
                                .value(2, "R7")
                                .to(2, "R12"),
                        "Pad to \"R07\"",
                        base().index("ByRound")
                                .op("eq")
                                .value("x")
                                .sk(2, "round")
                                .op(2, "between")
                                .value(2, "R07")
                                .to(2, "R12")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("reversedBounds")
    void reversedBoundsOfferTheFixThatPutsThemInOrder(
            String name, FormBuilder form, String label, FormBuilder expected) {
        Problem problem = problems(form.build()).get(0);
        Fix fix = problem.fix().orElseThrow(() -> new AssertionError("no fix for " + problem));
        assertEquals(label, fix.label());
        assertEquals(expected.build(), fix.form());
        assertInstanceOf(
                Compilation.Valid.class, QueryCompiler.compile(fix.form()), "the fixed form has no problem left");
    }

    @Test
    void noOrderFixWhereItWouldBeAGuessOrLeaveOtherProblems() {
        // Padding a segment would rewrite what the segment editor shows; the summary says what to pad.
        assertTrue(problems(base().op("between")
                        .seg("ORDER", "7")
                        .toSeg("ORDER", "12")
                        .build())
                .get(0)
                .fix()
                .isEmpty());
        List<Problem> withBadLimit =
                problems(base().op("between").value("b").to("a").limit("x").build());
        assertEquals(2, withBadLimit.size());
        assertTrue(withBadLimit.stream().allMatch(p -> p.fix().isEmpty()), "a fix leads to a form without errors");
    }

    // --- validation: one rule per row ---------------------------------------------------------------

    static Stream<Arguments> invalidForms() {
        return Stream.of(
                Arguments.of(
                        "begins_with on N",
                        base().skType("N").op("begins_with").value("1"),
                        "op",
                        "Invalid KeyConditionExpression: Incorrect operand type for operator or function; operator or function: begins_with, operand type: N"),
                Arguments.of(
                        "BETWEEN S reversed",
                        base().op("between").value("b").to("a"),
                        "to",
                        "Invalid KeyConditionExpression: The BETWEEN operator requires upper bound to be greater than or equal to lower bound; lower bound operand: AttributeValue: {S:b}, upper bound operand: AttributeValue: {S:a}"),
                Arguments.of(
                        "BETWEEN S in UTF-16 order only",
                        base().op("between").value("\uD83D\uDE00").to("\uFF5E"),
                        "to",
                        "Invalid KeyConditionExpression: The BETWEEN operator requires upper bound to be greater than or equal to lower bound; lower bound operand: AttributeValue: {S:\uD83D\uDE00}, upper bound operand: AttributeValue: {S:\uFF5E}"),
                Arguments.of(
                        "BETWEEN N reversed numerically",
                        base().skType("N").op("between").value("10").to("9"),
                        "to",
                        "Invalid KeyConditionExpression: The BETWEEN operator requires upper bound to be greater than or equal to lower bound; lower bound operand: AttributeValue: {N:10}, upper bound operand: AttributeValue: {N:9}"),
                Arguments.of(
                        "BETWEEN B reversed unsigned",
                        base().skType("B").op("between").value("gA==").to("fw=="),
                        "to",
                        "Invalid KeyConditionExpression: The BETWEEN operator requires upper bound to be greater than or equal to lower bound; lower bound operand: AttributeValue: {B:gA==}, upper bound operand: AttributeValue: {B:fw==}"),
                Arguments.of(
                        "empty partition value",
                        QueryForm.builder().pk("PK").pkValue(""),
                        "pkValue",
                        "One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: PK"),
                Arguments.of(
                        "empty sort value",
                        base().value(""),
                        "value",
                        "One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: SK"),
                Arguments.of(
                        "empty upper bound",
                        base().op("between").value("a").to(""),
                        "to",
                        "One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: SK"),
                Arguments.of(
                        "partition key too long",
                        QueryForm.builder().pk("PK").pkValue("é".repeat(1025)),
                        "pkValue",
                        "One or more parameter values were invalid: Size of hashkey has exceeded the maximum size limit of2048 bytes (this value is 2050 bytes in UTF-8; the limit is 2048)"),
                Arguments.of(
                        "sort key too long",
                        base().value("😀".repeat(257)),
                        "value",
                        "One or more parameter values were invalid: Aggregated size of all range keys has exceeded the size limit of 1024 bytes (this value is 1028 bytes in UTF-8; the limit is 1024)"),
                Arguments.of(
                        "binary sort key too long counts decoded bytes",
                        base().skType("B").value("A".repeat(1368)),
                        "value",
                        "One or more parameter values were invalid: Aggregated size of all range keys has exceeded the size limit of 1024 bytes (this value is 1026 bytes decoded; the limit is 1024)"),
                Arguments.of(
                        "bad number",
                        base().skType("N").op("eq").value("12abc"),
                        "value",
                        "ExpressionAttributeValues contains invalid value: The parameter cannot be converted to a numeric value: 12abc for key :sk"),
                Arguments.of(
                        "too precise number",
                        QueryForm.builder().pk("n").pkType("N").pkValue("1." + "1".repeat(38)),
                        "pkValue",
                        "ExpressionAttributeValues contains invalid value: Attempting to store more than 38 significant digits in a Number for key :pk"),
                Arguments.of(
                        "bad upper bound number",
                        base().skType("N").op("between").value("1").to("1e126"),
                        "to",
                        "ExpressionAttributeValues contains invalid value: Number overflow. Attempting to store a number with magnitude larger than supported range for key :skTo"),
                Arguments.of(
                        "bad base64",
                        base().skType("B").value("***"),
                        "value",
                        "not valid base64: use the standard alphabet A-Z a-z 0-9 + / with optional = padding"),
                Arguments.of(
                        "table name too short",
                        base().value("x").table("ab"),
                        "table",
                        "1 validation error detected: Value 'ab' at 'tableName' failed to satisfy constraint: Member must have length greater than or equal to 3"),
                Arguments.of(
                        "table name characters",
                        base().value("x").table("my table"),
                        "table",
                        "1 validation error detected: Value 'my table' at 'tableName' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+"),
                Arguments.of(
                        "table name too long",
                        base().value("x").table("t".repeat(256)),
                        "table",
                        "1 validation error detected: Value '" + "t".repeat(256)
                                + "' at 'tableName' failed to satisfy constraint: Member must have length less than or equal to 255"),
                Arguments.of(
                        "index name characters",
                        base().value("x").index("by/parent"),
                        "index",
                        "1 validation error detected: Value 'by/parent' at 'indexName' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+"),
                Arguments.of(
                        "missing partition key name",
                        QueryForm.builder().pkValue("x"),
                        "pk",
                        "the partition key attribute name is required: every Query needs an equality condition on the partition key"),
                Arguments.of(
                        "sort key name too long",
                        base().sk("s".repeat(256)).value("x"),
                        "sk",
                        "a key attribute name is at most 255 bytes of UTF-8; this one is 256"),
                Arguments.of(
                        "sort key same as partition key",
                        QueryForm.builder().pk("PK").pkValue("x").sk("PK").value("y"),
                        "sk",
                        "the sort key must be a different attribute from the partition key \"PK\""),
                Arguments.of(
                        "sort value without sort key",
                        QueryForm.builder().pk("PK").pkValue("x").value("y"),
                        "sk",
                        "a sort key value is given, so the sort key attribute name is required (leave the value empty to read the whole partition)"),
                Arguments.of(
                        "limit zero",
                        base().value("x").limit("0"),
                        "limit",
                        "1 validation error detected: Value '0' at 'limit' failed to satisfy constraint: Member must have value greater than or equal to 1"),
                Arguments.of(
                        "limit negative",
                        base().value("x").limit("-1"),
                        "limit",
                        "must be a whole number of at least 1, not \"-1\""),
                Arguments.of(
                        "limit text",
                        base().value("x").limit("ten"),
                        "limit",
                        "must be a whole number of at least 1, not \"ten\""),
                Arguments.of(
                        "limit too big", base().value("x").limit("2147483648"), "limit", "must be at most 2147483647"),
                Arguments.of(
                        "unknown operator",
                        base().value("x").op("contains"),
                        "op",
                        "unknown operator \"contains\": use eq, lt, le, gt, ge, between or begins_with"),
                Arguments.of(
                        "unknown partition key type",
                        QueryForm.builder().pk("PK").pkValue("x").pkType("SS"),
                        "pkType",
                        "unknown key type \"SS\": use S (string), N (number) or B (binary)"),
                Arguments.of(
                        "unknown sort key type",
                        base().value("x").skType("BOOL"),
                        "skType",
                        "unknown key type \"BOOL\": use S (string), N (number) or B (binary)"),
                Arguments.of(
                        "unknown order",
                        base().value("x").order("up"),
                        "order",
                        "must be asc (ScanIndexForward=true) or desc (ScanIndexForward=false), not \"up\""),
                Arguments.of(
                        "unknown name policy",
                        base().value("x").names("never"),
                        "names",
                        "must be always (alias every name) or minimal (alias only names that need it), not \"never\""),
                Arguments.of(
                        "bad trail flag", base().seg("a").trail("yes"), "trail", "must be true or false, not \"yes\""));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("invalidForms")
    void eachRuleIsReportedOnItsFieldInItsOwnWords(String rule, FormBuilder form, String field, String message) {
        assertEquals(
                List.of(List.of(field, message)),
                problems(form.build()).stream()
                        .map(p -> List.of(p.field(), p.message()))
                        .toList());
    }

    @Test
    void everyProblemIsReportedAtOnce() {
        List<Problem> problems = problems(QueryForm.builder()
                .table("x")
                .pk("")
                .pkValue("")
                .sk("SK")
                .skType("N")
                .op("begins_with")
                .value("1")
                .order("sideways")
                .limit("0")
                .names("some")
                .build());
        assertEquals(
                List.of("table", "pk", "pkValue", "op", "order", "limit", "names"),
                problems.stream().map(Problem::field).toList());
    }

    @Test
    void anOperatorThatDoesNotFitTheTypeStillLetsTheValuesBeChecked() {
        assertEquals(
                List.of("op", "value"),
                problems(base().skType("N").op("begins_with").value("x").build()).stream()
                        .map(Problem::field)
                        .toList());
    }

    @Test
    void anUnknownOperatorStillLetsTheValuesBeChecked() {
        assertEquals(
                List.of("op", "value", "to"),
                problems(base().skType("N").op("ne").value("abc").to("1x").build()).stream()
                        .map(Problem::field)
                        .toList());
    }

    @Test
    void betweenOrderUsesUtf8NotUtf16() {
        BuiltQuery built =
                valid(base().op("between").value("\uFF5E").to("\uD83D\uDE00").build());
        assertEquals("#pk = :pk AND #sk BETWEEN :skFrom AND :skTo", built.keyConditionExpression());
    }

    @Test
    void betweenWithEqualBoundsIsValid() {
        valid(base().op("between").value("a").to("a").build());
        valid(base().skType("N").op("between").value("1e2").to("100").build());
    }

    @Test
    void valuesAtTheSizeLimitsAreValid() {
        valid(QueryForm.builder()
                .pk("PK")
                .pkValue("x".repeat(2048))
                .sk("SK")
                .value("é".repeat(512))
                .build());
    }
}
