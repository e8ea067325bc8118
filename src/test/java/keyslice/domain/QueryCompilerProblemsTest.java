package keyslice.domain;

import static keyslice.domain.QueryCompilerFixtures.base;
import static keyslice.domain.QueryCompilerFixtures.problems;
import static keyslice.domain.QueryCompilerFixtures.valid;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.Stream;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The compiler's problems: each rule on its field in its own words, all at once, and the values at the limits.
 */
class QueryCompilerProblemsTest {

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
