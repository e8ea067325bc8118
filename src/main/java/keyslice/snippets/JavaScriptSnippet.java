package keyslice.snippets;

import java.util.Map;
import keyslice.domain.KeyValue;
import keyslice.domain.QueryInput;
import keyslice.domain.filter.AttributeValue;

/** An ES module for Node.js with the AWS SDK for JavaScript v3 ({@code @aws-sdk/client-dynamodb}). */
final class JavaScriptSnippet {

    private JavaScriptSnippet() {
    }

    /** A double-quoted JavaScript string literal (ES2015+: non-BMP escapes use {@code \\u{...}}). */
    static String literal(String text) {
        return Quoting.quoted(text, "\"\\bfnrtv", cp -> cp <= 0xff ? String.format("\\x%02x", cp)
                : cp <= 0xffff ? String.format("\\u%04x", cp)
                : String.format("\\u{%x}", cp));
    }

    static String code(SnippetRequest request) {
        StringBuilder out = new StringBuilder();
        out.append("// keyslice: ").append(request.title()).append(", AWS SDK for JavaScript v3.\n");
        out.append("// npm install @aws-sdk/client-dynamodb, save as query.mjs, run: node query.mjs\n");
        out.append("// Region, credentials and endpoint come from the environment (AWS_REGION, AWS_PROFILE, AWS_ENDPOINT_URL...).\n");
        out.append("import { DynamoDBClient, QueryCommand } from \"@aws-sdk/client-dynamodb\";\n\n");
        out.append("const client = new DynamoDBClient({});\n\n");

        out.append("const input = {\n");
        request.input().writeTo(new QueryInput.Members() {
            @Override
            public void tableName(String tableName) {
                out.append("  TableName: ").append(literal(tableName)).append(',');
                if (request.tableMissing()) {
                    out.append(" // replace with your table's name");
                }
                out.append('\n');
            }

            @Override
            public void indexName(String indexName) {
                out.append("  IndexName: ").append(literal(indexName)).append(",\n");
            }

            @Override
            public void keyConditionExpression(String expression) {
                out.append("  KeyConditionExpression: ").append(literal(expression)).append(",\n");
            }

            @Override
            public void expressionAttributeNames(Map<String, String> names) {
                out.append("  ExpressionAttributeNames: {\n");
                names.forEach((placeholder, name) -> out.append("    ").append(literal(placeholder))
                        .append(": ").append(literal(name)).append(",\n"));
                out.append("  },\n");
            }

            @Override
            public void expressionAttributeValues(Map<String, AttributeValue.Scalar> scalars) {
                Map<String, KeyValue> values = SnippetRequest.keyValues(scalars);
                out.append("  ExpressionAttributeValues: {\n");
                values.forEach((placeholder, value) -> out.append("    ").append(literal(placeholder))
                        .append(": ").append(value(value)).append(",\n"));
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

        out.append("""
                // Prints an item as one line of DynamoDB JSON, binary values in base64.
                function printItem(item) {
                  console.log(JSON.stringify(item, function (key, value) {
                    return this[key] instanceof Uint8Array ? Buffer.from(this[key]).toString("base64") : value;
                  }));
                }

                """);
        if (request.input().limit().isPresent()) {
            out.append("""
                    // Follow LastEvaluatedKey page by page. Limit caps the items read in all:
                    // each further page asks only for the items still missing.
                    const limit = input.Limit;
                    let read = 0;
                    for (;;) {
                      const page = await client.send(new QueryCommand(input));
                      for (const item of page.Items ?? []) printItem(item);
                      read += page.Count ?? 0;
                      if (!page.LastEvaluatedKey || read >= limit) break;
                      input.ExclusiveStartKey = page.LastEvaluatedKey;
                      input.Limit = limit - read;
                    }
                    """);
        } else {
            out.append("""
                    // Follow LastEvaluatedKey page by page until the last page.
                    do {
                      const page = await client.send(new QueryCommand(input));
                      for (const item of page.Items ?? []) printItem(item);
                      input.ExclusiveStartKey = page.LastEvaluatedKey;
                    } while (input.ExclusiveStartKey);
                    """);
        }
        return out.toString();
    }

    private static String value(KeyValue value) {
        if (value instanceof KeyValue.BinaryValue) {
            return "{ B: Buffer.from(" + literal(value.wireText()) + ", \"base64\") }";
        }
        return "{ " + value.type().name() + ": " + literal(value.wireText()) + " }";
    }
}
