package keyslice.snippets;

import java.util.Map;
import keyslice.domain.KeyValue;
import keyslice.domain.QueryInput;
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
        out.append("# keyslice: ").append(request.title()).append(", AWS SDK for Python (boto3).\n");
        out.append("# pip install boto3, save as query.py, run: python3 query.py\n");
        out.append("# Region, credentials and endpoint come from the environment (AWS_DEFAULT_REGION, AWS_PROFILE, AWS_ENDPOINT_URL...).\n");
        out.append("import base64\nimport json\n\nimport boto3\n\n");
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
            public void expressionAttributeValues(Map<String, AttributeValue.Scalar> scalars) {
                Map<String, KeyValue> values = SnippetRequest.keyValues(scalars);
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
                out.append("    \"Limit\": ").append(limit).append(",\n");
            }
        });
        out.append("}\n\n\n");

        out.append("""
                def print_item(item):
                    \"""Prints an item as one line of DynamoDB JSON, binary values in base64.\"""
                    print(json.dumps(item, default=lambda b: base64.b64encode(b).decode("ascii")))


                """);
        out.append(PythonSnippet.pages("client", request.input().limit().isPresent()));
        return out.toString();
    }

    /**
     * The loop that follows LastEvaluatedKey, calling {@code receiver.query(**request)} (a client or a Table): with a
     * Limit it stops once Limit items are read in all, each further page asking only for the items still missing.
     */
    static String pages(String receiver, boolean limited) {
        String loop = limited ? """
                # Follow LastEvaluatedKey page by page. Limit caps the items read in all:
                # each further page asks only for the items still missing.
                limit = request["Limit"]
                read = 0
                while True:
                    page = RECEIVER.query(**request)
                    for item in page["Items"]:
                        print_item(item)
                    read += page["Count"]
                    if "LastEvaluatedKey" not in page or read >= limit:
                        break
                    request["ExclusiveStartKey"] = page["LastEvaluatedKey"]
                    request["Limit"] = limit - read
                """ : """
                # Follow LastEvaluatedKey page by page until the last page.
                while True:
                    page = RECEIVER.query(**request)
                    for item in page["Items"]:
                        print_item(item)
                    if "LastEvaluatedKey" not in page:
                        break
                    request["ExclusiveStartKey"] = page["LastEvaluatedKey"]
                """;
        return loop.replace("RECEIVER", receiver);
    }

    private static String value(KeyValue value) {
        if (value instanceof KeyValue.BinaryValue b) {
            return "{\"B\": " + bytesLiteral(b.bytes()) + "}";
        }
        return "{\"" + value.type().name() + "\": " + literal(value.wireText()) + "}";
    }
}
