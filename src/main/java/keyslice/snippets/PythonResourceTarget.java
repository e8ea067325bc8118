package keyslice.snippets;

import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.SortKeyCondition;

/**
 * A Python 3 script with boto3's resource API: {@code Table.query} with {@code Key(...)} conditions and native
 * values (N as Decimal, B as Binary), following LastEvaluatedKey itself. A number that boto3's decimal context cannot
 * hold ({@link Boto3Context}) gets a note instead.
 */
final class PythonResourceTarget {

    /** A key name that {@code Key(...)} would read as a document path: a dot or a bracket. */
    private static final Pattern PATH = Pattern.compile("[.\\[\\]]");

    private static final String PRINT_ITEM = """
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


            """;

    private PythonResourceTarget() {}

    static Code code(SnippetRequest request) {
        // every number goes through boto3's decimal context, the filter's too
        List<String> reasons = request.input().expressionAttributeValues().values().stream()
                .flatMap(v -> v instanceof ItemValue.N n ? Boto3Context.refusal(n.number()).stream() : Stream.empty())
                .toList();
        if (!reasons.isEmpty()) {
            return Code.note(
                    Comment.PYTHON,
                    "boto3's Table resource",
                    reasons,
                    "The python-client program sends it as keyslice shows it: its numbers are strings.");
        }
        // Key("a.b") and Key("a[0]") are read as document paths: such names keep the expression as keyslice writes it,
        // and so does a multi-attribute key, which condition() below does not join.
        boolean paths = request.query().multiAttribute()
                || request.keyNames().stream().anyMatch(n -> PATH.matcher(n).find());
        TableRequest fields = new TableRequest(request, paths);
        String written = fields.write();

        StringBuilder out = new StringBuilder(PythonSyntax.PYTHON.header(
                request, "AWS SDK for Python (boto3), Table resource", PythonSyntax.INSTALL));
        out.append(request.counts() ? "" : "import base64\n")
                .append("import json\nfrom decimal import Decimal\n\nimport boto3\n");
        out.append(paths ? "" : "from boto3.dynamodb.conditions import Key\n");
        out.append("from boto3.dynamodb.types import Binary\n\n");
        out.append(fields.table).append('\n');
        if (paths) {
            out.append(
                            "# Key(...) would read the dots or brackets in a key's name as a document path: the expression is\n")
                    .append("# written out, with the names as placeholders.\n");
        } else if (!request.expressions().isEmpty()) {
            out.append("# The filter or projection is written as keyslice writes it, with its names and values as\n")
                    .append("# placeholders; boto3 adds those of the Key(...) condition.\n");
        }
        out.append(written).append(request.counts() ? "" : PRINT_ITEM);
        return Code.program(out.append(PythonSyntax.PYTHON.pages(request, "table.query(**request)"))
                .toString());
    }

    /**
     * The request for {@code Table.query}: the table is the Table's own, and with {@code Key(...)} the key condition
     * is its conditions and only the filter's and projection's names and values are sent (boto3 adds the names
     * Key(...) writes); with {@code paths}, everything as keyslice writes it.
     */
    private static final class TableRequest extends RequestObject {

        private final boolean paths;
        private final StringBuilder table = new StringBuilder();

        TableRequest(SnippetRequest request, boolean paths) {
            super(PythonSyntax.PYTHON, request, PythonResourceTarget::value);
            this.paths = paths;
        }

        @Override
        public void tableName(String tableName) {
            table.append("table = boto3.resource(\"dynamodb\").Table(")
                    .append(PythonSyntax.literal(tableName))
                    .append(')');
            table.append(
                    request.tableMissing() ? syntax.gap() + syntax.comment().line(Syntax.REPLACE_TABLE) : "\n");
        }

        @Override
        public void keyConditionExpression(String expression) {
            member("KeyConditionExpression", paths ? PythonSyntax.literal(expression) : condition(request.query()));
        }

        @Override
        public void expressionAttributeNames(Map<String, String> names) {
            Map<String, String> sent = paths ? names : request.namesIn(request.expressions());
            if (!sent.isEmpty()) {
                names(sent);
            }
        }

        @Override
        public void expressionAttributeValues(Map<String, ItemValue.Scalar> values) {
            Map<String, ItemValue.Scalar> sent = paths ? values : request.valuesIn(request.expressions());
            if (!sent.isEmpty()) {
                values(sent);
            }
        }
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
                + c.condition().values().stream()
                        .map(PythonResourceTarget::value)
                        .collect(Collectors.joining(", ")) + ")";
    }

    private static String key(String name) {
        return "Key(" + PythonSyntax.literal(name) + ")";
    }

    private static String value(KeyValue value) {
        return value(ItemValue.of(value));
    }

    /** A native value as boto3's Table takes it: str, Decimal, Binary, True/False or None. */
    private static String value(ItemValue.Scalar value) {
        return value.accept(new ItemValue.Cases<>() {
            public String string(ItemValue.S s) {
                return PythonSyntax.literal(s.text());
            }

            public String number(ItemValue.N n) {
                return "Decimal(" + PythonSyntax.literal(n.text()) + ")";
            }

            public String binary(ItemValue.B b) {
                return "Binary(" + PythonSyntax.bytesLiteral(b.bytes()) + ")";
            }

            public String bool(ItemValue.Bool bool) {
                return PythonSyntax.boolLiteral(bool.value());
            }

            public String nul(ItemValue.Null nul) {
                return "None";
            }
        });
    }
}
