package keyslice.explain;

import static keyslice.explain.ExplainerFixtures.FILE_TREE;
import static keyslice.explain.ExplainerFixtures.FILE_TREE_FORM;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A pasted request in DynamoDB JSON read back into the form: every option, the legacy parameters, what DynamoDB refuses
 * and what cannot be read.
 */
class ExplainerRequestTest {

    @Test
    void aRequestInDynamoDbJsonFillsTheForm() throws Unreadable {
        Explanation explanation = Explainer.explain(FILE_TREE);
        assertEquals(Explanation.Source.REQUEST_JSON, explanation.source());
        assertEquals("Query", explanation.operation());
        assertEquals(List.of(), explanation.problems());
        assertEquals(FILE_TREE_FORM, explanation.form().orElseThrow());
    }

    @Test
    void everyOptionOfTheRequestIsRead() throws Unreadable {
        Explanation explanation = Explainer.explain("""
                {"TableName": "Audit", "IndexName": "byDay", "KeyConditionExpression": "(actor = :a) AND (#t BETWEEN :from AND :to)",
                 "ExpressionAttributeNames": {"#t": "timestamp", "#s": "status"},
                 "ExpressionAttributeValues": {":a": {"S": "u1"}, ":from": {"N": "10"}, ":to": {"N": "2E1"}, ":open": {"S": "open"}},
                 "FilterExpression": "#s = :open", "ProjectionExpression": "#s, details.kb", "ScanIndexForward": false,
                 "Limit": 25, "ConsistentRead": true, "ReturnConsumedCapacity": "TOTAL", "ExclusiveStartKey": {"actor": {"S": "u1"}}}""");
        assertEquals(List.of(), explanation.problems());
        assertEquals(
                QueryForm.builder()
                        .table("Audit")
                        .index("byDay")
                        .pk("actor")
                        .pkValue("u1")
                        .sk("timestamp")
                        .skType("N")
                        .op("between")
                        .value("10")
                        .to("20")
                        .filter("status = \"open\"")
                        .project("status, details.kb")
                        .order("desc")
                        .limit("25")
                        .consistent("true")
                        .names("minimal")
                        .build(),
                explanation.form().orElseThrow());
        assertTrue(
                explanation.notes().stream().anyMatch(note -> note.startsWith("ReturnConsumedCapacity")),
                explanation.notes()::toString);
        assertTrue(
                explanation.notes().stream().anyMatch(note -> note.startsWith("ExclusiveStartKey")),
                explanation.notes()::toString);
        assertTrue(
                explanation.notes().stream().anyMatch(note -> note.contains("took \"actor\" as the partition key")),
                explanation.notes()::toString);
    }

    @Test
    void theLegacyParametersAreTranslatedIntoExpressions() throws Unreadable {
        Explanation explanation = Explainer.explain("""
                {"TableName": "Drive", "KeyConditions": {
                   "PK": {"ComparisonOperator": "EQ", "AttributeValueList": [{"S": "DRIVE#a91"}]},
                   "SK": {"ComparisonOperator": "BEGINS_WITH", "AttributeValueList": [{"S": "root/photos/"}]}},
                 "QueryFilter": {"size": {"ComparisonOperator": "GT", "AttributeValueList": [{"N": "100"}]},
                                 "tags": {"ComparisonOperator": "NOT_CONTAINS", "AttributeValueList": [{"S": "old"}]}},
                 "ConditionalOperator": "OR", "AttributesToGet": ["name", "size"]}""");
        assertEquals(List.of(), explanation.problems());
        QueryForm form = explanation.form().orElseThrow();
        assertEquals("size > 100 OR NOT contains(tags, \"old\")", form.filter());
        assertEquals("name, size", form.project());
        assertEquals(
                FILE_TREE_FORM,
                QueryForm.builder()
                        .table("Drive")
                        .pk(form.pk())
                        .pkValue(form.pkValue())
                        .sk(form.sk())
                        .value(form.value())
                        .build());
    }

    static Stream<Arguments> problems() {
        String values = "\"ExpressionAttributeValues\": {\":p\": {\"S\": \"a\"}, \":s\": {\"S\": \"b\"}}";
        return Stream.of(
                Arguments.of(
                        "a value not defined",
                        "{\"KeyConditionExpression\": \"PK = :p AND SK = :x\", " + values + "}",
                        List.of(
                                "Invalid KeyConditionExpression: An expression attribute value used in expression is not defined; attribute value: :x")),
                Arguments.of(
                        "a name not defined",
                        "{\"KeyConditionExpression\": \"#n = :p AND SK = :s\", " + values + "}",
                        List.of(
                                "Invalid KeyConditionExpression: An expression attribute name used in the document path is not defined; attribute name: #n")),
                Arguments.of(
                        "a value not used",
                        "{\"KeyConditionExpression\": \"PK = :p\", " + values + "}",
                        List.of("Value provided in ExpressionAttributeValues unused in expressions: keys: {:s}")),
                Arguments.of(
                        "a name not used",
                        "{\"KeyConditionExpression\": \"PK = :p AND SK = :s\", \"ExpressionAttributeNames\": {\"#a\": \"x\"}, "
                                + values + "}",
                        List.of("Value provided in ExpressionAttributeNames unused in expressions: keys: {#a}")),
                Arguments.of(
                        "a reserved word bare",
                        "{\"KeyConditionExpression\": \"PK = :p AND status = :s\", " + values + "}",
                        List.of(
                                "Invalid KeyConditionExpression: Attribute name is a reserved keyword; reserved keyword: status")),
                Arguments.of(
                        "a reserved word bare in the filter",
                        "{\"KeyConditionExpression\": \"PK = :p\", \"FilterExpression\": \"size > :s\", " + values
                                + "}",
                        List.of(
                                "Invalid FilterExpression: Attribute name is a reserved keyword; reserved keyword: size")),
                Arguments.of(
                        "two conditions on the sort key",
                        "{\"KeyConditionExpression\": \"PK = :p AND SK > :s AND SK < :s\", " + values + "}",
                        List.of("KeyConditionExpressions must only contain one condition per key")),
                Arguments.of(
                        "OR",
                        "{\"KeyConditionExpression\": \"PK = :p OR SK = :s\", " + values + "}",
                        List.of("Invalid operator used in KeyConditionExpression: OR")),
                Arguments.of(
                        "NOT",
                        "{\"KeyConditionExpression\": \"PK = :p AND NOT SK = :s\", " + values + "}",
                        List.of("Invalid operator used in KeyConditionExpression: NOT")),
                Arguments.of(
                        "a function other than begins_with",
                        "{\"KeyConditionExpression\": \"PK = :p AND contains(SK, :s)\", " + values + "}",
                        List.of("Invalid KeyConditionExpression: Invalid function name; function: contains")),
                Arguments.of(
                        "no equality",
                        "{\"KeyConditionExpression\": \"PK > :p\", \"ExpressionAttributeValues\": {\":p\": {\"S\": \"a\"}}}",
                        List.of("Query key condition not supported")),
                Arguments.of(
                        "both kinds of parameter",
                        "{\"KeyConditionExpression\": \"PK = :p\", \"KeyConditions\": {}, "
                                + "\"ExpressionAttributeValues\": {\":p\": {\"S\": \"a\"}}}",
                        List.of(
                                "Can not use both expression and non-expression "
                                        + "parameters in the same request: Non-expression parameters: {KeyConditions} Expression parameters: {KeyConditionExpression}")),
                Arguments.of(
                        "a key value of no key type",
                        "{\"KeyConditionExpression\": \"PK = :p\", \"ExpressionAttributeValues\": {\":p\": {\"BOOL\": true}}}",
                        List.of(
                                "One or more parameter values were invalid: Condition parameter type does not match schema type")),
                Arguments.of(
                        "a syntax error",
                        "{\"KeyConditionExpression\": \"PK = :p AND\", \"ExpressionAttributeValues\": {\":p\": {\"S\": \"a\"}}}",
                        List.of(
                                "Invalid KeyConditionExpression: Syntax error; token: \"<EOF>\", near: \"PK = :p AND\"")),
                Arguments.of(
                        "all at once",
                        "{\"KeyConditionExpression\": \"#n = :x OR status = :p\", " + values + "}",
                        List.of(
                                "Invalid KeyConditionExpression: An expression attribute name used in the document path is not defined; attribute name: #n",
                                "Invalid KeyConditionExpression: An expression attribute value used in expression is not defined; attribute value: :x",
                                "Invalid operator used in KeyConditionExpression: OR",
                                "Invalid KeyConditionExpression: Attribute name is a reserved keyword; reserved keyword: status")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource
    void problems(String what, String request, List<String> messages) throws Unreadable {
        assertEquals(
                messages,
                Explainer.explain(request).problems().stream()
                        .map(Problem::message)
                        .toList());
    }

    static Stream<Arguments> unreadable() {
        return Stream.of(
                Arguments.of("{\"TableName\": ", 15, "not JSON"),
                Arguments.of("DELETE FROM t", 1, "expected a Query request"),
                Arguments.of("SELECT * FROM t WHERE " + "(".repeat(5000) + "a = 1", 223, "nests more than 200"),
                Arguments.of("import boto3\nrequest = " + "{\"a\": ".repeat(3000), 432, "nests more than 68"),
                Arguments.of("{\"TableName\": \"" + "x".repeat(70_000) + "\"}", 65_537, "longer than 64 KB"),
                Arguments.of("SELECT * FROM t WHERE a = ?", 27, "? parameter"),
                Arguments.of("SELECT * FROM t WHERE a = 'x", 27, "never closed"),
                Arguments.of("aws dynamodb query --table-name $TABLE", 33, "shell expansion"),
                Arguments.of("aws dynamodb query --table-name `cat t`", 33, "backtick"),
                Arguments.of("aws dynamodb query --table-name 'T", 33, "never closed"),
                Arguments.of("  ", 1, "empty"),
                Arguments.of("[".repeat(3000), 1, "expected a Query request"),
                Arguments.of("{\"a\":" + "[".repeat(3000), 73, "nest more than"));
    }

    @ParameterizedTest
    @MethodSource
    void unreadable(String text, int character, String expected) {
        Unreadable e = assertThrows(Unreadable.class, () -> Explainer.explain(text));
        assertEquals(character, e.character(), e.getMessage());
        assertTrue(e.getMessage().contains(expected), e.getMessage());
    }
}
