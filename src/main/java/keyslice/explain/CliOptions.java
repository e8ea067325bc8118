package keyslice.explain;

import java.util.Map;
import java.util.Set;

/** The options of {@code aws dynamodb query} that {@link CliReader} knows: the request member each sets, or none. */
final class CliOptions {

    /** The options that set a request member to their text. */
    static final Map<String, String> STRINGS = Map.of(
            "--table-name",
            "TableName",
            "--index-name",
            "IndexName",
            "--key-condition-expression",
            "KeyConditionExpression",
            "--filter-expression",
            "FilterExpression",
            "--projection-expression",
            "ProjectionExpression",
            "--select",
            "Select",
            "--conditional-operator",
            "ConditionalOperator",
            "--return-consumed-capacity",
            "ReturnConsumedCapacity");
    /** The options that set a request member to their JSON. */
    static final Map<String, String> DOCUMENTS = Map.of(
            "--expression-attribute-names",
            "ExpressionAttributeNames",
            "--expression-attribute-values",
            "ExpressionAttributeValues",
            "--key-conditions",
            "KeyConditions",
            "--query-filter",
            "QueryFilter",
            "--exclusive-start-key",
            "ExclusiveStartKey");
    /** The CLI's own options that take a value: they say how to send the request, not what it holds. */
    static final Set<String> GLOBAL = Set.of(
            "--region",
            "--profile",
            "--endpoint-url",
            "--output",
            "--query",
            "--color",
            "--cli-read-timeout",
            "--cli-connect-timeout",
            "--ca-bundle",
            "--cli-binary-format");
    /** The CLI's own options that take no value. */
    static final Set<String> GLOBAL_FLAGS = Set.of(
            "--debug",
            "--no-verify-ssl",
            "--no-sign-request",
            "--no-cli-pager",
            "--cli-auto-prompt",
            "--no-cli-auto-prompt");

    private CliOptions() {}
}
