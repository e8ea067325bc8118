package keyslice.snippets;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import keyslice.domain.KeyAttribute;
import keyslice.domain.KeyQuery;
import keyslice.domain.KeyType;
import keyslice.domain.KeyValue;
import keyslice.domain.QueryInput;
import keyslice.domain.filter.AttributeValue;
import keyslice.domain.SortCondition;

/**
 * An ES module with dynamodb-toolbox v2: a {@code Table} that declares the keys the Query reads and its
 * {@code QueryCommand} ({@code partition}, {@code range: { beginsWith | between | gt ... }}), paged with
 * {@code paginate()}.
 *
 * <p>Where the toolbox cannot send the Query exactly, the target shows a note instead: its query parser reads a key's
 * name as a document path ({@code [\w#@-]+} segments), and its number keys take JavaScript numbers and BigInts only,
 * so a decimal with more digits than a double holds cannot be written.
 */
final class ToolboxSnippet {

    /** A key name the toolbox does not read as a document path. */
    private static final Pattern ATTRIBUTE = Pattern.compile("[A-Za-z0-9_#@-]+");

    private ToolboxSnippet() {
    }

    static Code code(SnippetRequest request) {
        KeyQuery query = request.query();
        List<String> reasons = limitations(request);
        if (!reasons.isEmpty()) {
            return Code.note("// ", "dynamodb-toolbox", reasons, "The js-document program sends it as keyslice shows it.");
        }
        StringBuilder table = new StringBuilder();
        StringBuilder command = new StringBuilder();
        StringBuilder options = new StringBuilder();
        request.input().writeTo(new QueryInput.Members() {
            @Override
            public void tableName(String tableName) {
                table.append("  name: ").append(JavaScriptSnippet.literal(tableName)).append(',');
                if (request.tableMissing()) {
                    table.append(" // replace with your table's name");
                }
                table.append('\n');
            }

            @Override
            public void indexName(String indexName) {
                command.append("  index: ").append(JavaScriptSnippet.literal(indexName)).append(",\n");
            }

            @Override
            public void keyConditionExpression(String expression) {
                command.append("  partition: ").append(value(query.partitionValue())).append(",\n");
                query.sortCondition().ifPresent(c -> command.append("  range: ").append(range(c.condition())).append(",\n"));
            }

            @Override
            public void expressionAttributeNames(Map<String, String> names) {
                // the toolbox names the keys itself
            }

            @Override
            public void expressionAttributeValues(Map<String, AttributeValue.Scalar> scalars) {
                Map<String, KeyValue> values = SnippetRequest.keyValues(scalars);
                // ...and writes their values
            }

            @Override
            public void scanIndexForward(boolean forward) {
                options.append("reverse: ").append(!forward);
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
                options.append(options.isEmpty() ? "" : ", ").append("limit: ").append(limit);
            }
        });

        StringBuilder out = new StringBuilder();
        out.append("// keyslice: ").append(request.title()).append(", dynamodb-toolbox v2.\n");
        out.append("// npm install dynamodb-toolbox @aws-sdk/client-dynamodb @aws-sdk/lib-dynamodb, save as query.mjs, run: node query.mjs\n");
        out.append("// Region, credentials and endpoint come from the environment (AWS_REGION, AWS_PROFILE, AWS_ENDPOINT_URL...).\n");
        out.append("import { DynamoDBClient } from \"@aws-sdk/client-dynamodb\";\n");
        out.append("import { DynamoDBDocumentClient, NumberValue } from \"@aws-sdk/lib-dynamodb\";\n");
        out.append("import { QueryCommand, Table } from \"dynamodb-toolbox\";\n\n");
        out.append(JsNative.DOCUMENT_CLIENT);

        String partitionKey = key(query.partitionKey());
        Optional<String> sortKey = query.sortCondition().map(c -> key(c.sortKey()));
        out.append("// The keys this Query reads");
        if (query.index().isPresent()) {
            out.append(", the index's. The table's own keys do not matter to it: write yours if they differ.\n");
        } else {
            out.append(".\n");
        }
        out.append("const table = new Table({\n  documentClient,\n").append(table);
        out.append("  partitionKey: ").append(partitionKey).append(",\n");
        if (query.index().isPresent()) {
            out.append("  indexes: {\n    ").append(JavaScriptSnippet.literal(query.index().get()))
                    .append(": { type: \"global\", partitionKey: ").append(partitionKey)
                    .append(sortKey.map(k -> ", sortKey: " + k).orElse("")).append(" },\n  },\n");
        } else {
            sortKey.ifPresent(k -> out.append("  sortKey: ").append(k).append(",\n"));
        }
        out.append("});\n\n");
        out.append("const command = table.build(QueryCommand).query({\n").append(command).append("})");
        if (!options.isEmpty()) {
            out.append(".options({ ").append(options).append(" })");
        }
        out.append(";\n\n");
        out.append(JsNative.PRINT_ITEM);
        if (request.input().limit().isPresent()) {
            out.append("""
                    // paginate() follows LastEvaluatedKey page by page, each page asking for up to Limit items;
                    // Limit caps the items read in all, so stop once Limit items are printed.
                    const limit = %d;
                    let read = 0;
                    for await (const page of command.paginate()) {
                      for (const item of (page.Items ?? []).slice(0, limit - read)) printItem(item);
                      read += page.Count ?? 0;
                      if (read >= limit) break;
                    }
                    """.formatted(request.input().limit().getAsInt()));
        } else {
            out.append("""
                    // paginate() follows LastEvaluatedKey page by page until the last page.
                    for await (const page of command.paginate()) {
                      for (const item of page.Items ?? []) printItem(item);
                    }
                    """);
        }
        return Code.program(out.toString());
    }

    /** Why the toolbox cannot send this Query as keyslice does; empty when it can. */
    static List<String> limitations(SnippetRequest request) {
        KeyQuery query = request.query();
        List<String> reasons = new ArrayList<>();
        if (query.multiAttribute()) {
            reasons.add("its query takes one partition value and one range condition, not a key of several attributes");
        }
        for (String name : request.keyNames()) {
            if (!ATTRIBUTE.matcher(name).matches()) {
                reasons.add("it reads the key name " + JavaScriptSnippet.literal(name)
                        + " as a document path, which takes only letters, digits, _, #, @ and -");
            }
        }
        Stream.concat(Stream.of(query.partitionValue()), query.sortCondition().stream().flatMap(c -> c.condition().values().stream()))
                .filter(v -> v.type() == KeyType.N && number(v).isEmpty())
                .forEach(v -> reasons.add("its number keys take JavaScript numbers and BigInts, and neither holds "
                        + v.wireText() + " exactly"));
        return reasons;
    }

    private static String key(KeyAttribute key) {
        String type = switch (key.type()) {
            case S -> "string";
            case N -> "number";
            case B -> "binary";
        };
        return "{ name: " + JavaScriptSnippet.literal(key.name()) + ", type: \"" + type + "\" }";
    }

    /** {@code { beginsWith: "a" }}, {@code { between: ["a", "b"] }}... */
    private static String range(SortCondition condition) {
        List<String> values = condition.values().stream().map(ToolboxSnippet::value).toList();
        String operator = switch (condition.operator()) {
            case EQ -> "eq";
            case LT -> "lt";
            case LE -> "lte";
            case GT -> "gt";
            case GE -> "gte";
            case BETWEEN -> "between";
            case BEGINS_WITH -> "beginsWith";
        };
        String operand = values.size() == 1 ? values.get(0) : values.stream().collect(Collectors.joining(", ", "[", "]"));
        return "{ " + operator + ": " + operand + " }";
    }

    private static String value(KeyValue value) {
        return JsNative.value(value, n -> number(n).orElseThrow());
    }

    /** An N as a JavaScript number when one holds it exactly, else an integer as a BigInt ({@code 10n}). */
    private static Optional<String> number(KeyValue value) {
        Optional<String> exact = JsNative.exactNumber(value);
        if (exact.isPresent()) {
            return exact;
        }
        BigDecimal n = ((KeyValue.NumberValue) value).number();
        return n.stripTrailingZeros().scale() <= 0 ? Optional.of(n.toBigInteger() + "n") : Optional.empty();
    }
}
