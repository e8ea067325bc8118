package keyslice.snippets;

import java.util.Map;
import keyslice.domain.expression.QueryInput;
import keyslice.domain.filter.AttributeValue;

/** A Python 3 script with boto3's low-level DynamoDB client. */
final class PythonSnippet {

    private PythonSnippet() {
    }

    /** A double-quoted Python 3 string literal. */
    static String literal(String text) {
        return Quoting.quoted(text, "\"\\nrt", cp -> cp <= 0xff ? String.format("\\x%02x", cp)
                : cp <= 0xffff ? String.format("\\u%04x", cp)
                : String.format("\\U%08x", cp));
    }

    /** A Python 3 bytes literal: printable ASCII as itself, every other byte as {@code \xNN}. */
    static String bytesLiteral(byte[] bytes) {
        return "b" + Quoting.asciiBytes(bytes);
    }

    static String code(SnippetRequest request) {
        StringBuilder out = new StringBuilder();
        out.append(Comment.PYTHON.line("keyslice: " + request.title() + ", AWS SDK for Python (boto3)."));
        out.append("# pip install boto3, save as query.py, run: python3 query.py\n");
        out.append("# Region, credentials and endpoint come from the environment (AWS_DEFAULT_REGION, AWS_PROFILE, AWS_ENDPOINT_URL...).\n");
        out.append(request.counts() ? "" : "import base64\n").append("import json\n\nimport boto3\n\n");
        out.append("client = boto3.client(\"dynamodb\")\n\n");

        out.append("request = {\n");
        request.input().writeTo(new QueryInput.Members() {
            @Override
            public void tableName(String tableName) {
                out.append("    \"TableName\": ").append(literal(tableName)).append(',');
                if (request.tableMissing()) {
                    out.append("  # replace with your table's name");
                }
                out.append('\n');
            }

            @Override
            public void indexName(String indexName) {
                out.append("    \"IndexName\": ").append(literal(indexName)).append(",\n");
            }

            @Override
            public void keyConditionExpression(String expression) {
                out.append("    \"KeyConditionExpression\": ").append(literal(expression)).append(",\n");
            }

            @Override
            public void expressionAttributeNames(Map<String, String> names) {
                out.append("    \"ExpressionAttributeNames\": {\n");
                names.forEach((placeholder, name) -> out.append("        ").append(literal(placeholder))
                        .append(": ").append(literal(name)).append(",\n"));
                out.append("    },\n");
            }

            @Override
            public void expressionAttributeValues(Map<String, AttributeValue.Scalar> values) {
                out.append("    \"ExpressionAttributeValues\": {\n");
                values.forEach((placeholder, value) -> out.append("        ").append(literal(placeholder))
                        .append(": ").append(value(value)).append(",\n"));
                out.append("    },\n");
            }

            @Override
            public void scanIndexForward(boolean forward) {
                out.append("    \"ScanIndexForward\": ").append(forward ? "True" : "False").append(",\n");
            }

            @Override
            public void filterExpression(String expression) {
                out.append("    \"FilterExpression\": ").append(literal(expression)).append(",\n");
            }

            @Override
            public void projectionExpression(String expression) {
                out.append("    \"ProjectionExpression\": ").append(literal(expression)).append(",\n");
            }

            @Override
            public void select(String select) {
                out.append("    \"Select\": ").append(literal(select)).append(",\n");
            }

            @Override
            public void consistentRead(boolean consistent) {
                out.append("    \"ConsistentRead\": ").append(consistent ? "True" : "False").append(",\n");
            }

            @Override
            public void limit(int limit) {
                out.append("    \"Limit\": ").append(limit).append(",\n");
            }
        });
        out.append("}\n\n\n");

        if (!request.counts()) {
            out.append("""
                    def print_item(item):
                        \"""Prints an item as one line of DynamoDB JSON, binary values in base64.\"""
                        print(json.dumps(item, default=lambda b: base64.b64encode(b).decode("ascii")))


                    """);
        }
        out.append(PythonSnippet.pages("client", request));
        return out.toString();
    }

    /**
     * The loop that follows LastEvaluatedKey, calling {@code receiver.query(**request)} (a client or a Table), printing
     * each item or, for Select COUNT, one line with the sums of Count and ScannedCount. With a Limit it stops once
     * Limit items are read in all (ScannedCount: a filter may keep fewer), each further page asking only for the items
     * still missing.
     */
    static String pages(String receiver, SnippetRequest request) {
        boolean counts = request.counts();
        StringBuilder out = new StringBuilder();
        String each = counts ? "    count += page[\"Count\"]\n" : "    for item in page[\"Items\"]:\n        print_item(item)\n";
        if (request.input().limit().isPresent()) {
            out.append("""
                    # Follow LastEvaluatedKey page by page. Limit caps the items read in all (ScannedCount;
                    # a filter may keep fewer): each further page asks only for the items still missing.
                    """);
            out.append(counts ? COUNT_START : "");
            out.append("limit = request[\"Limit\"]\nread = 0\nwhile True:\n");
            out.append("    page = ").append(receiver).append(".query(**request)\n").append(each);
            out.append("""
                        read += page["ScannedCount"]
                        if "LastEvaluatedKey" not in page or read >= limit:
                            break
                        request["ExclusiveStartKey"] = page["LastEvaluatedKey"]
                        request["Limit"] = limit - read
                    """);
            out.append(counts ? printCount("read") : "");
        } else {
            out.append("# Follow LastEvaluatedKey page by page until the last page.\n");
            out.append(counts ? COUNT_START + "scanned = 0\n" : "");
            out.append("while True:\n    page = ").append(receiver).append(".query(**request)\n").append(each);
            out.append(counts ? "    scanned += page[\"ScannedCount\"]\n" : "");
            out.append("""
                        if "LastEvaluatedKey" not in page:
                            break
                        request["ExclusiveStartKey"] = page["LastEvaluatedKey"]
                    """);
            out.append(counts ? printCount("scanned") : "");
        }
        return out.toString();
    }

    private static final String COUNT_START = """
            # Select COUNT returns no items: add up each page's Count (the items the filter keeps)
            # and ScannedCount (the items read), and print both as one line of JSON.
            count = 0
            """;

    private static String printCount(String scanned) {
        return "print(json.dumps({\"Count\": count, \"ScannedCount\": " + scanned + "}))\n";
    }

    /** A value in DynamoDB's JSON as boto3's client takes it: {@code {"S": "text"}}, {@code {"BOOL": True}}... */
    private static String value(AttributeValue.Scalar value) {
        return value.accept(new AttributeValue.Cases<>() {
            public String string(AttributeValue.S s) {
                return "{\"S\": " + literal(s.text()) + "}";
            }

            public String number(AttributeValue.N n) {
                return "{\"N\": " + literal(n.text()) + "}";
            }

            public String binary(AttributeValue.B b) {
                return "{\"B\": " + bytesLiteral(b.bytes()) + "}";
            }

            public String bool(AttributeValue.Bool bool) {
                return "{\"BOOL\": " + (bool.value() ? "True" : "False") + "}";
            }

            public String nul(AttributeValue.Null nul) {
                return "{\"NULL\": True}";
            }
        });
    }
}
