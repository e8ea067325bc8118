package keyslice.snippets;

import java.util.Map;
import keyslice.domain.expression.QueryInput;
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
        out.append(Comment.JAVASCRIPT.line("keyslice: " + request.title() + ", AWS SDK for JavaScript v3."));
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
            public void expressionAttributeValues(Map<String, AttributeValue.Scalar> values) {
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
                out.append("  FilterExpression: ").append(literal(expression)).append(",\n");
            }

            @Override
            public void projectionExpression(String expression) {
                out.append("  ProjectionExpression: ").append(literal(expression)).append(",\n");
            }

            @Override
            public void select(String select) {
                out.append("  Select: ").append(literal(select)).append(",\n");
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

        if (!request.counts()) {
            out.append("""
                    // Prints an item as one line of DynamoDB JSON, binary values in base64.
                    function printItem(item) {
                      console.log(JSON.stringify(item, function (key, value) {
                        return this[key] instanceof Uint8Array ? Buffer.from(this[key]).toString("base64") : value;
                      }));
                    }

                    """);
        }
        out.append(pages(request, "client.send(new QueryCommand(input))"));
        return out.toString();
    }

    /**
     * The loop that follows LastEvaluatedKey by sending {@code input} with {@code send} (an expression for one page),
     * printing each item or, for Select COUNT, one line with the sums of Count and ScannedCount. With a Limit it stops
     * once Limit items are read in all (ScannedCount: a filter may keep fewer), each further page asking only for the
     * items still missing.
     */
    static String pages(SnippetRequest request, String send) {
        StringBuilder out = new StringBuilder();
        String each = request.counts() ? "count += page.Count ?? 0;" : "for (const item of page.Items ?? []) printItem(item);";
        if (request.input().limit().isPresent()) {
            out.append("""
                    // Follow LastEvaluatedKey page by page. Limit caps the items read in all (ScannedCount;
                    // a filter may keep fewer): each further page asks only for the items still missing.
                    """);
            out.append(request.counts() ? COUNT_START : "");
            out.append("const limit = input.Limit;\nlet read = 0;\nfor (;;) {\n");
            out.append("  const page = await ").append(send).append(";\n  ").append(each).append('\n');
            out.append("""
                      read += page.ScannedCount ?? 0;
                      if (!page.LastEvaluatedKey || read >= limit) break;
                      input.ExclusiveStartKey = page.LastEvaluatedKey;
                      input.Limit = limit - read;
                    }
                    """);
            out.append(request.counts() ? printCount("read") : "");
        } else {
            out.append("// Follow LastEvaluatedKey page by page until the last page.\n");
            out.append(request.counts() ? COUNT_START + "let scanned = 0;\n" : "");
            out.append("do {\n  const page = await ").append(send).append(";\n  ").append(each).append('\n');
            out.append(request.counts() ? "  scanned += page.ScannedCount ?? 0;\n" : "");
            out.append("""
                      input.ExclusiveStartKey = page.LastEvaluatedKey;
                    } while (input.ExclusiveStartKey);
                    """);
            out.append(request.counts() ? printCount("scanned") : "");
        }
        return out.toString();
    }

    /** Where the JavaScript programs start counting: Select COUNT returns no items. */
    static final String COUNT_START = """
            // Select COUNT returns no items: add up each page's Count (the items the filter keeps)
            // and ScannedCount (the items read), and print both as one line of JSON.
            let count = 0;
            """;

    /** The line a JavaScript program prints for Select COUNT, with the items read in {@code scanned}. */
    static String printCount(String scanned) {
        return "console.log(JSON.stringify({ Count: count, ScannedCount: " + scanned + " }));\n";
    }

    /** A value in DynamoDB's JSON as the SDK takes it: {@code { S: "text" }}, {@code { BOOL: true }}... */
    private static String value(AttributeValue.Scalar value) {
        return value.accept(new AttributeValue.Cases<>() {
            public String string(AttributeValue.S s) {
                return "{ S: " + literal(s.text()) + " }";
            }

            public String number(AttributeValue.N n) {
                return "{ N: " + literal(n.text()) + " }";
            }

            public String binary(AttributeValue.B b) {
                return "{ B: Buffer.from(" + literal(b.base64()) + ", \"base64\") }";
            }

            public String bool(AttributeValue.Bool bool) {
                return "{ BOOL: " + bool.value() + " }";
            }

            public String nul(AttributeValue.Null nul) {
                return "{ NULL: true }";
            }
        });
    }
}
