package keyslice.snippets;

import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.KeyValue;
import keyslice.domain.expression.QueryInput;
import keyslice.domain.filter.AttributeValue;
import keyslice.domain.key.SortKeyCondition;

/**
 * A Python 3 script with boto3's resource API: {@code Table.query} with {@code Key(...)} conditions and native
 * values (N as Decimal, B as Binary), following LastEvaluatedKey itself. A number that boto3's decimal context cannot
 * hold ({@link Boto3Context}) gets a note instead.
 */
final class PythonResourceSnippet {

    /** A key name that {@code Key(...)} would read as a document path: a dot or a bracket. */
    private static final Pattern PATH = Pattern.compile("[.\\[\\]]");

    private PythonResourceSnippet() {
    }

    static Code code(SnippetRequest request) {
        // every number goes through boto3's decimal context, the filter's too
        List<String> reasons = request.input().expressionAttributeValues().values().stream()
                .flatMap(v -> v instanceof AttributeValue.N n ? Boto3Context.refusal(n.number()).stream() : Stream.empty())
                .toList();
        if (!reasons.isEmpty()) {
            return Code.note(Comment.PYTHON, "boto3's Table resource", reasons,
                    "The python-client program sends it as keyslice shows it: its numbers are strings.");
        }
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
                // with Key(...), only the filter's and projection's: boto3 adds the names Key(...) writes
                Map<String, String> sent = paths ? names : request.namesIn(request.expressions());
                if (!sent.isEmpty()) {
                    fields.append("    \"ExpressionAttributeNames\": {\n");
                    sent.forEach((placeholder, name) -> fields.append("        ").append(PythonSnippet.literal(placeholder))
                            .append(": ").append(PythonSnippet.literal(name)).append(",\n"));
                    fields.append("    },\n");
                }
            }

            @Override
            public void expressionAttributeValues(Map<String, AttributeValue.Scalar> values) {
                Map<String, AttributeValue.Scalar> sent = paths ? values : request.valuesIn(request.expressions());
                if (!sent.isEmpty()) {
                    fields.append("    \"ExpressionAttributeValues\": {\n");
                    sent.forEach((placeholder, value) -> fields.append("        ").append(PythonSnippet.literal(placeholder))
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
                fields.append("    \"FilterExpression\": ").append(PythonSnippet.literal(expression)).append(",\n");
            }

            @Override
            public void projectionExpression(String expression) {
                fields.append("    \"ProjectionExpression\": ").append(PythonSnippet.literal(expression)).append(",\n");
            }

            @Override
            public void select(String select) {
                fields.append("    \"Select\": ").append(PythonSnippet.literal(select)).append(",\n");
            }

            @Override
            public void consistentRead(boolean consistent) {
                fields.append("    \"ConsistentRead\": ").append(consistent ? "True" : "False").append(",\n");
            }

            @Override
            public void limit(int limit) {
                fields.append("    \"Limit\": ").append(limit).append(",\n");
            }
        });

        StringBuilder out = new StringBuilder();
        out.append(Comment.PYTHON.line("keyslice: " + request.title() + ", AWS SDK for Python (boto3), Table resource."));
        out.append("# pip install boto3, save as query.py, run: python3 query.py\n");
        out.append("# Region, credentials and endpoint come from the environment (AWS_DEFAULT_REGION, AWS_PROFILE, AWS_ENDPOINT_URL...).\n");
        out.append(request.counts() ? "" : "import base64\n").append("import json\nfrom decimal import Decimal\n\nimport boto3\n");
        out.append(paths ? "" : "from boto3.dynamodb.conditions import Key\n");
        out.append("from boto3.dynamodb.types import Binary\n\n");
        out.append(table).append('\n');
        if (paths) {
            out.append("# Key(...) would read the dots or brackets in a key's name as a document path: the expression is\n")
                    .append("# written out, with the names as placeholders.\n");
        } else if (!request.expressions().isEmpty()) {
            out.append("# The filter or projection is written as keyslice writes it, with its names and values as\n")
                    .append("# placeholders; boto3 adds those of the Key(...) condition.\n");
        }
        out.append("request = {\n").append(fields).append("}\n\n\n");
        if (!request.counts()) {
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
        }
        out.append(PythonSnippet.pages("table", request));
        return Code.program(out.toString());
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
        return value(AttributeValue.of(value));
    }

    /** A native value as boto3's Table takes it: str, Decimal, Binary, True/False or None. */
    private static String value(AttributeValue.Scalar value) {
        return value.accept(new AttributeValue.Cases<>() {
            public String string(AttributeValue.S s) {
                return PythonSnippet.literal(s.text());
            }

            public String number(AttributeValue.N n) {
                return "Decimal(" + PythonSnippet.literal(n.text()) + ")";
            }

            public String binary(AttributeValue.B b) {
                return "Binary(" + PythonSnippet.bytesLiteral(b.bytes()) + ")";
            }

            public String bool(AttributeValue.Bool bool) {
                return bool.value() ? "True" : "False";
            }

            public String nul(AttributeValue.Null nul) {
                return "None";
            }
        });
    }
}
