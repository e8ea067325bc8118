package keyslice.snippets;

import java.util.Map;
import keyslice.domain.expression.QueryInput;
import keyslice.domain.filter.AttributeValue;

/**
 * An ES module for Node.js with the AWS SDK for JavaScript v3's DocumentClient ({@code @aws-sdk/lib-dynamodb}):
 * native values in and out (B as a Uint8Array, an N a JavaScript number would round as NumberValue), and
 * {@code paginateQuery}; with a Limit, its own loop that lowers Limit page by page.
 */
final class JsDocumentSnippet {

    private JsDocumentSnippet() {
    }

    static String code(SnippetRequest request) {
        StringBuilder out = new StringBuilder();
        out.append(Comment.JAVASCRIPT.line("keyslice: " + request.title() + ", AWS SDK for JavaScript v3 DocumentClient."));
        out.append("// npm install @aws-sdk/client-dynamodb @aws-sdk/lib-dynamodb, save as query.mjs, run: node query.mjs\n");
        out.append("// Region, credentials and endpoint come from the environment (AWS_REGION, AWS_PROFILE, AWS_ENDPOINT_URL...).\n");
        out.append("import { DynamoDBClient } from \"@aws-sdk/client-dynamodb\";\n");
        boolean limited = request.input().limit().isPresent();
        out.append("import { DynamoDBDocumentClient, NumberValue, ").append(limited ? "QueryCommand" : "paginateQuery")
                .append(" } from \"@aws-sdk/lib-dynamodb\";\n\n");
        out.append(JsNative.DOCUMENT_CLIENT);

        out.append("const input = {\n");
        request.input().writeTo(new QueryInput.Members() {
            @Override
            public void tableName(String tableName) {
                out.append("  TableName: ").append(JavaScriptSnippet.literal(tableName)).append(',');
                if (request.tableMissing()) {
                    out.append(" // replace with your table's name");
                }
                out.append('\n');
            }

            @Override
            public void indexName(String indexName) {
                out.append("  IndexName: ").append(JavaScriptSnippet.literal(indexName)).append(",\n");
            }

            @Override
            public void keyConditionExpression(String expression) {
                out.append("  KeyConditionExpression: ").append(JavaScriptSnippet.literal(expression)).append(",\n");
            }

            @Override
            public void expressionAttributeNames(Map<String, String> names) {
                out.append("  ExpressionAttributeNames: {\n");
                names.forEach((placeholder, name) -> out.append("    ").append(JavaScriptSnippet.literal(placeholder))
                        .append(": ").append(JavaScriptSnippet.literal(name)).append(",\n"));
                out.append("  },\n");
            }

            @Override
            public void expressionAttributeValues(Map<String, AttributeValue.Scalar> values) {
                out.append("  ExpressionAttributeValues: {\n");
                values.forEach((placeholder, value) -> out.append("    ").append(JavaScriptSnippet.literal(placeholder))
                        .append(": ").append(JsNative.value(value,
                                n -> "NumberValue.from(" + JavaScriptSnippet.literal(n.text()) + ")")).append(",\n"));
                out.append("  },\n");
            }

            @Override
            public void scanIndexForward(boolean forward) {
                out.append("  ScanIndexForward: ").append(forward).append(",\n");
            }

            @Override
            public void filterExpression(String expression) {
                out.append("  FilterExpression: ").append(JavaScriptSnippet.literal(expression)).append(",\n");
            }

            @Override
            public void projectionExpression(String expression) {
                out.append("  ProjectionExpression: ").append(JavaScriptSnippet.literal(expression)).append(",\n");
            }

            @Override
            public void select(String select) {
                out.append("  Select: ").append(JavaScriptSnippet.literal(select)).append(",\n");
            }

            @Override
            public void consistentRead(boolean consistent) {
                out.append("  ConsistentRead: ").append(consistent).append(",\n");
            }

            @Override
            public void limit(int limit) {
                out.append("  Limit: ").append(limit).append(",\n");
            }
        });
        out.append("};\n\n");
        out.append(request.counts() ? "" : JsNative.PRINT_ITEM);
        if (limited) {
            // paginateQuery sends the same Limit with every page, so a Limit needs the loop that lowers it
            out.append(JavaScriptSnippet.pages(request, "documentClient.send(new QueryCommand(input))"));
        } else if (request.counts()) {
            out.append("// paginateQuery follows LastEvaluatedKey page by page until the last page.\n");
            out.append(JavaScriptSnippet.COUNT_START).append("let scanned = 0;\n");
            out.append("""
                    for await (const page of paginateQuery({ client: documentClient }, input)) {
                      count += page.Count ?? 0;
                      scanned += page.ScannedCount ?? 0;
                    }
                    """).append(JavaScriptSnippet.printCount("scanned"));
        } else {
            out.append("""
                    // paginateQuery follows LastEvaluatedKey page by page until the last page.
                    for await (const page of paginateQuery({ client: documentClient }, input)) {
                      for (const item of page.Items ?? []) printItem(item);
                    }
                    """);
        }
        return out.toString();
    }
}
