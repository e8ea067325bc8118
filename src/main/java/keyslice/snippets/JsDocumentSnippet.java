package keyslice.snippets;

import java.util.Map;
import keyslice.domain.KeyValue;
import keyslice.domain.QueryInput;
import keyslice.domain.filter.AttributeValue;

/**
 * An ES module for Node.js with the AWS SDK for JavaScript v3's DocumentClient ({@code @aws-sdk/lib-dynamodb}):
 * native values in and out (B as a Uint8Array, an N a JavaScript number would round as NumberValue) and
 * {@code paginateQuery}.
 */
final class JsDocumentSnippet {

    private JsDocumentSnippet() {
    }

    static String code(SnippetRequest request) {
        StringBuilder out = new StringBuilder();
        out.append("// keyslice: ").append(request.title()).append(", AWS SDK for JavaScript v3 DocumentClient.\n");
        out.append("// npm install @aws-sdk/client-dynamodb @aws-sdk/lib-dynamodb, save as query.mjs, run: node query.mjs\n");
        out.append("// Region, credentials and endpoint come from the environment (AWS_REGION, AWS_PROFILE, AWS_ENDPOINT_URL...).\n");
        out.append("import { DynamoDBClient } from \"@aws-sdk/client-dynamodb\";\n");
        out.append("import { DynamoDBDocumentClient, NumberValue, paginateQuery } from \"@aws-sdk/lib-dynamodb\";\n\n");
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
            public void expressionAttributeValues(Map<String, AttributeValue.Scalar> scalars) {
                Map<String, KeyValue> values = SnippetRequest.keyValues(scalars);
                out.append("  ExpressionAttributeValues: {\n");
                values.forEach((placeholder, value) -> out.append("    ").append(JavaScriptSnippet.literal(placeholder))
                        .append(": ").append(JsNative.value(value,
                                n -> "NumberValue.from(" + JavaScriptSnippet.literal(n.wireText()) + ")")).append(",\n"));
                out.append("  },\n");
            }

            @Override
            public void scanIndexForward(boolean forward) {
                out.append("  ScanIndexForward: ").append(forward).append(",\n");
            }

            @Override
            public void filterExpression(String expression) {
                throw SnippetRequest.unwritten();
            }

            @Override
            public void projectionExpression(String expression) {
                throw SnippetRequest.unwritten();
            }

            @Override
            public void select(String select) {
                throw SnippetRequest.unwritten();
            }

            @Override
            public void consistentRead(boolean consistent) {
                throw SnippetRequest.unwritten();
            }

            @Override
            public void limit(int limit) {
                out.append("  Limit: ").append(limit).append(",\n");
            }
        });
        out.append("};\n\n");
        out.append(JsNative.PRINT_ITEM);
        if (request.input().limit().isPresent()) {
            out.append("""
                    // paginateQuery follows LastEvaluatedKey page by page, each page asking for up to Limit items;
                    // Limit caps the items read in all, so stop once Limit items are printed.
                    const limit = input.Limit;
                    let read = 0;
                    for await (const page of paginateQuery({ client: documentClient }, input)) {
                      for (const item of (page.Items ?? []).slice(0, limit - read)) printItem(item);
                      read += page.Count ?? 0;
                      if (read >= limit) break;
                    }
                    """);
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
