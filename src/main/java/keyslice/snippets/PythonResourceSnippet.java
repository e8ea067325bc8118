package keyslice.snippets;

import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import keyslice.domain.KeyQuery;
import keyslice.domain.KeyValue;
import keyslice.domain.QueryInput;
import keyslice.domain.filter.AttributeValue;
import keyslice.domain.SortKeyCondition;

/**
 * A Python 3 script with boto3's resource API: {@code Table.query} with {@code Key(...)} conditions and native
 * values (N as Decimal, B as Binary), following LastEvaluatedKey itself.
 */
final class PythonResourceSnippet {

    /** A key name that {@code Key(...)} would read as a document path: a dot or a bracket. */
    private static final Pattern PATH = Pattern.compile("[.\\[\\]]");

    private PythonResourceSnippet() {
    }

    static String code(SnippetRequest request) {
        KeyQuery query = request.query();
        // Key("a.b") and Key("a[0]") are read as document paths: such names keep the expression as keyslice writes it,
        // and so does a multi-attribute key, which condition() below does not join.
        boolean paths = query.multiAttribute() || request.keyNames().stream().anyMatch(n -> PATH.matcher(n).find());
        StringBuilder table = new StringBuilder();
        StringBuilder fields = new StringBuilder();
        request.input().writeTo(new QueryInput.Members() {
            @Override
            public void tableName(String tableName) {
                table.append("table = boto3.resource(\"dynamodb\").Table(").append(PythonSnippet.literal(tableName)).append(')');
                if (request.tableMissing()) {
                    table.append("  # replace with your table's name");
                }
                table.append('\n');
            }

            @Override
            public void indexName(String indexName) {
                fields.append("    \"IndexName\": ").append(PythonSnippet.literal(indexName)).append(",\n");
            }

            @Override
            public void keyConditionExpression(String expression) {
                fields.append("    \"KeyConditionExpression\": ")
                        .append(paths ? PythonSnippet.literal(expression) : condition(query)).append(",\n");
            }

            @Override
            public void expressionAttributeNames(Map<String, String> names) {
                if (paths) {
                    fields.append("    \"ExpressionAttributeNames\": {\n");
                    names.forEach((placeholder, name) -> fields.append("        ").append(PythonSnippet.literal(placeholder))
                            .append(": ").append(PythonSnippet.literal(name)).append(",\n"));
                    fields.append("    },\n");
                }
            }

            @Override
            public void expressionAttributeValues(Map<String, AttributeValue.Scalar> scalars) {
                Map<String, KeyValue> values = SnippetRequest.keyValues(scalars);
                if (paths) {
                    fields.append("    \"ExpressionAttributeValues\": {\n");
                    values.forEach((placeholder, value) -> fields.append("        ").append(PythonSnippet.literal(placeholder))
                            .append(": ").append(value(value)).append(",\n"));
                    fields.append("    },\n");
                }
            }

            @Override
            public void scanIndexForward(boolean forward) {
                fields.append("    \"ScanIndexForward\": ").append(forward ? "True" : "False").append(",\n");
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
                fields.append("    \"Limit\": ").append(limit).append(",\n");
            }
        });

        StringBuilder out = new StringBuilder();
        out.append("# keyslice: ").append(request.title()).append(", AWS SDK for Python (boto3), Table resource.\n");
        out.append("# pip install boto3, save as query.py, run: python3 query.py\n");
        out.append("# Region, credentials and endpoint come from the environment (AWS_DEFAULT_REGION, AWS_PROFILE, AWS_ENDPOINT_URL...).\n");
        out.append("import base64\nimport json\nfrom decimal import Decimal\n\nimport boto3\n");
        out.append(paths ? "" : "from boto3.dynamodb.conditions import Key\n");
        out.append("from boto3.dynamodb.types import Binary\n\n");
        out.append(table).append('\n');
        if (paths) {
            out.append("# Key(...) would read the dots or brackets in a key's name as a document path: the expression is\n")
                    .append("# written out, with the names as placeholders.\n");
        }
        out.append("request = {\n").append(fields).append("}\n\n\n");
        out.append("""
                def to_json(value):
                    \"""Numbers (Decimal) as their digits, binary values in base64, sets as lists.\"""
                    if isinstance(value, Decimal):
                        return str(value)
                    if isinstance(value, Binary):
                        return base64.b64encode(value.value).decode("ascii")
                    if isinstance(value, set):
                        return list(value)
                    raise TypeError(repr(value))


                def print_item(item):
                    \"""Prints an item as one line of JSON.\"""
                    print(json.dumps(item, default=to_json))


                """);
        out.append(PythonSnippet.pages("table", request.input().limit().isPresent()));
        return out.toString();
    }

    /** {@code Key("PK").eq("a") & Key("SK").begins_with("b")} */
    private static String condition(KeyQuery query) {
        String partition = key(query.partitionKey().name()) + ".eq(" + value(query.partitionValue()) + ")";
        return query.sortCondition().map(c -> partition + " & " + sort(c)).orElse(partition);
    }

    private static String sort(SortKeyCondition c) {
        String method = switch (c.condition().operator()) {
            case EQ -> "eq";
            case LT -> "lt";
            case LE -> "lte";
            case GT -> "gt";
            case GE -> "gte";
            case BETWEEN -> "between";
            case BEGINS_WITH -> "begins_with";
        };
        return key(c.sortKey().name()) + "." + method + "("
                + c.condition().values().stream().map(PythonResourceSnippet::value).collect(Collectors.joining(", ")) + ")";
    }

    private static String key(String name) {
        return "Key(" + PythonSnippet.literal(name) + ")";
    }

    private static String value(KeyValue value) {
        return switch (value.type()) {
            case S -> PythonSnippet.literal(value.wireText());
            case N -> "Decimal(" + PythonSnippet.literal(value.wireText()) + ")";
            case B -> "Binary(" + PythonSnippet.bytesLiteral(((KeyValue.BinaryValue) value).bytes()) + ")";
        };
    }
}
