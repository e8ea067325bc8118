package keyslice.bench;

import java.util.List;
import java.util.function.IntFunction;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The hostile texts the "Paste a Query" readers take (package keyslice.explain), each made at a scale {@code n} (how
 * many placeholders, conditions, options, levels...), for {@link WorstExplainCost} to grow to the route's limit.
 */
final class ExplainTexts {

    /** One kind of text: its name and the text at scale {@code n}, longer as {@code n} grows. */
    record Ingredient(String name, IntFunction<String> text) {}

    private static final String KEY = "\"KeyConditionExpression\":\"#pk = :pk\"";
    private static final String PK_NAME = "\"#pk\":\"PK\"";
    private static final String PK_VALUE = "\":pk\":{\"S\":\"P\"}";

    private ExplainTexts() {}

    static List<Ingredient> all() {
        return List.of(
                new Ingredient(
                        "json-placeholders",
                        n -> "{\"TableName\":\"T\"," + KEY + ",\"FilterExpression\":\""
                                + join(n, " AND ", i -> "#a" + i + " = :v" + i) + "\",\"ExpressionAttributeNames\":{"
                                + PK_NAME + ","
                                + join(n, ",", i -> "\"#a" + i + "\":\"a" + i + "\"")
                                + "},\"ExpressionAttributeValues\":{" + PK_VALUE + ","
                                + join(n, ",", i -> "\":v" + i + "\":{\"S\":\"x" + i + "\"}") + "}}"),
                new Ingredient(
                        "json-unused",
                        n -> "{\"TableName\":\"T\"," + KEY + ",\"ExpressionAttributeNames\":{" + PK_NAME + ","
                                + join(n, ",", i -> "\"#u" + i + "\":\"u\"") + "},\"ExpressionAttributeValues\":{"
                                + PK_VALUE + ","
                                + join(n, ",", i -> "\":u" + i + "\":{\"N\":\"" + i + "\"}") + "}}"),
                new Ingredient(
                        "json-undefined",
                        n -> "{\"TableName\":\"T\"," + KEY + ",\"FilterExpression\":\""
                                + join(n, " AND ", i -> "#x" + (i % 7) + " = :y" + i) + "\",\"ProjectionExpression\":\""
                                + join(n, ",", i -> "#p" + i) + "\",\"ExpressionAttributeNames\":{" + PK_NAME
                                + "},\"ExpressionAttributeValues\":{"
                                + PK_VALUE + "}}"),
                new Ingredient(
                        "json-legacy",
                        n -> "{\"TableName\":\"T\",\"KeyConditions\":{\"PK\":{\"ComparisonOperator\":\"EQ\","
                                + "\"AttributeValueList\":[{\"S\":\"P\"}]},\"SK\":{\"ComparisonOperator\":\"BETWEEN\",\"AttributeValueList\":"
                                + "[{\"S\":\"a\"},{\"S\":\"z\"}]}},\"ConditionalOperator\":\"OR\",\"QueryFilter\":{"
                                + join(
                                        n,
                                        ",",
                                        i -> "\"f" + i + "\":{\"ComparisonOperator\":\""
                                                + (i % 3 == 0 ? "IN" : i % 3 == 1 ? "CONTAINS" : "BETWEEN")
                                                + "\",\"AttributeValueList\":[{\"S\":\"v\"}"
                                                + (i % 3 == 1 ? "" : ",{\"N\":\"" + i + "\"}") + "]}")
                                + "}}"),
                new Ingredient(
                        "json-nested-values",
                        n -> "{\"TableName\":\"T\"," + KEY + ",\"ExpressionAttributeNames\":{" + PK_NAME
                                + "},\"ExpressionAttributeValues\":{" + PK_VALUE + ","
                                + join(
                                        n,
                                        ",",
                                        i -> "\":m" + i + "\":" + "{\"M\":{\"m\":".repeat(31)
                                                + "{\"L\":[{\"S\":\"x\"}]}" + "}}".repeat(31))
                                + "}}"),
                new Ingredient(
                        "json-deep",
                        n -> "{\"TableName\":\"T\"," + KEY + ",\"ExpressionAttributeNames\":{" + PK_NAME
                                + "},\"ExpressionAttributeValues\":{" + PK_VALUE + "},"
                                + join(n, ",", i -> "\"X" + i + "\":" + "[".repeat(66) + "{}" + "]".repeat(66)) + "}"),
                new Ingredient(
                        "json-key-problems",
                        n -> "{\"TableName\":\"T\",\"KeyConditionExpression\":\"" + "(".repeat(31)
                                + "#pk = :pk" + ")".repeat(31)
                                + join(n, "", i -> (i % 2 == 0 ? " OR " : " AND NOT ") + "#k" + i + ".a[1] <> :k" + i)
                                + "\",\"ExpressionAttributeNames\":{" + PK_NAME + "},\"ExpressionAttributeValues\":{"
                                + PK_VALUE + "}}"),
                new Ingredient("json-state", n -> state(n)),
                new Ingredient(
                        "partiql-and",
                        n -> "SELECT * FROM \"T\" WHERE PK = 'P' AND SK BETWEEN 'a' AND 'z' AND "
                                + join(n, " AND ", i -> "a" + i + " = " + i)),
                new Ingredient(
                        "partiql-or",
                        n -> "SELECT a, b.c[1] FROM \"T\".\"I\" WHERE PK = 'P' AND ("
                                + join(n, " OR ", i -> "\"a" + i + "\" <> 'x''y'") + ") ORDER BY SK DESC"),
                new Ingredient(
                        "partiql-in",
                        n -> "SELECT * FROM \"T\" WHERE PK = 'P' AND a IN ["
                                + join(n, ",", i -> i % 2 == 0 ? String.valueOf(i) + ".5e1" : "'s" + i + "'") + "]"),
                new Ingredient(
                        "partiql-nested",
                        n -> "SELECT * FROM \"T\" WHERE PK = 'P' AND "
                                + join(
                                        Math.min(n, 60),
                                        " AND ",
                                        i -> "NOT (".repeat(98) + "a" + i + " = 1" + ")".repeat(98))),
                new Ingredient(
                        "cli-options",
                        n -> "aws --region eu-west-1 dynamodb query \\\n  --table-name 'T' \\\n"
                                + "  --key-condition-expression \"#pk = :pk\" \\\n  --expression-attribute-names '{\"#pk\":\"PK\"}' \\\n"
                                + "  --expression-attribute-values $'{\":pk\":{\"S\":\"\\x50\\u0041\"}}' \\\n"
                                + join(n, " \\\n", i -> "  --x" + i + " 'a'\"b\\\"c\"$'\\td'e\\ f")),
                new Ingredient(
                        "cli-escapes",
                        n -> "aws dynamodb query --table-name T --key-condition-expression '#pk = :pk' "
                                + "--expression-attribute-names '{\"#pk\":\"PK\"}' --expression-attribute-values $'{\":pk\":{\"S\":\""
                                + "\\u0041\\x42\\U0001F600".repeat(n)
                                + "\"}}' --filter-expression \"contains(a, :pk)\" --max-items 5"),
                new Ingredient(
                        "cli-script",
                        n -> "request='" + state(n).replace("'", "")
                                + "'\naws dynamodb query --cli-input-json \"$request\""),
                new Ingredient(
                        "js-nested-literals",
                        n -> "import { QueryCommand } from \"@aws-sdk/client-dynamodb\";\nconst a = {\n"
                                + join(n, "\n", i -> "// const b" + i + " = {\nk: 1,") + "\n};\n" + JS_REQUEST),
                new Ingredient(
                        "js-escapes",
                        n -> "import { QueryCommand } from \"@aws-sdk/client-dynamodb\";\n"
                                + "const input = { TableName: 'T', /* a */ KeyConditionExpression: \"#pk = :pk\", ExpressionAttributeNames: "
                                + "{'#pk': 'PK'}, ExpressionAttributeValues: { ':pk': { S: \""
                                + "\\u0041\\u{1F600}\\x42".repeat(n) + "\" }, "
                                + "':b': { B: Buffer.from(\"AAEC\", \"base64\") }, }, };\n"),
                new Ingredient(
                        "python-nested-literals",
                        n -> "import boto3\nx = {\n" + join(n, "\n", i -> "  # .query(**{\n  \"k\": [1],")
                                + "\n}\nrequest = {\"TableName\": \"T\", \"KeyConditionExpression\": \"#pk = :pk\", \"ExpressionAttributeNames\": "
                                + "{\"#pk\": \"PK\"}, \"ExpressionAttributeValues\": {\":pk\": {\"S\": \"P\"}}}\nboto3.client('dynamodb').query(**request)\n"),
                new Ingredient(
                        "python-deep",
                        n -> "import boto3\nrequest = {'TableName': 'T', 'KeyConditionExpression': '#pk = :pk', "
                                + "'ExpressionAttributeNames': {'#pk': 'PK'}, 'ExpressionAttributeValues': {':pk': {'B': b'\\x00\\x01'}}, "
                                + join(n, ", ", i -> "'X" + i + "': " + "[".repeat(66) + "None" + "]".repeat(66))
                                + "}\n"));
    }

    private static final String JS_REQUEST = "const input = { TableName: \"T\", KeyConditionExpression: \"#pk = :pk\", "
            + "ExpressionAttributeNames: { \"#pk\": \"PK\" }, ExpressionAttributeValues: { \":pk\": { S: \"P\" } } };\n";

    /**
     * A request that reads as the costliest state explain can make: a multi-attribute key with long values, a filter of
     * {@code contains} on long strings and many projected paths (items and sample keys are no part of a request).
     */
    private static String state(int n) {
        String names = IntStream.rangeClosed(1, 4)
                .mapToObj(i -> "\"#pk" + (i == 1 ? "" : i) + "\":\"P" + i + "\",\"#sk" + (i == 1 ? "" : i) + "\":\"S"
                        + i + "\"")
                .collect(Collectors.joining(","));
        String values = IntStream.rangeClosed(1, 4)
                .mapToObj(i -> "\":pk" + (i == 1 ? "" : i) + "\":{\"S\":\"" + "P".repeat(Math.min(n, 2040))
                        + "\"},\":sk" + (i == 1 ? "" : i) + "\":{\"S\":\"" + "a".repeat(Math.min(n, 1000)) + "\"}")
                .collect(Collectors.joining(","));
        return "{\"TableName\":\"T\",\"IndexName\":\"I\",\"KeyConditionExpression\":\"#pk = :pk AND #pk2 = :pk2 AND #pk3 = :pk3 AND "
                + "#pk4 = :pk4 AND #sk = :sk AND #sk2 = :sk2 AND #sk3 = :sk3 AND begins_with(#sk4, :sk4)\",\"FilterExpression\":"
                + "\"contains(s, :f) OR contains(t, :f)\",\"ProjectionExpression\":\""
                + join(Math.min(n, 400), ",", i -> "a.p" + i + "[3]")
                + "\",\"ExpressionAttributeNames\":{" + names + "},\"ExpressionAttributeValues\":{" + values
                + ",\":f\":{\"S\":\""
                + "a".repeat(Math.min(n, 1900)) + "b\"}},\"ScanIndexForward\":false,\"Limit\":10}";
    }

    private static String join(int n, String between, IntFunction<String> part) {
        return IntStream.range(0, n).mapToObj(part).collect(Collectors.joining(between));
    }
}
