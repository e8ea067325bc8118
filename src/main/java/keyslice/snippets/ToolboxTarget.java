package keyslice.snippets;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import keyslice.domain.expression.QueryInput;
import keyslice.domain.expression.ReadOption;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.SortRange;

/**
 * An ES module with dynamodb-toolbox v2: a {@code Table} that declares the keys the Query reads and its
 * {@code QueryCommand} ({@code partition}, {@code range: { beginsWith | between | gt ... }}), paged with
 * {@code paginate()}.
 *
 * <p>A filter goes as the toolbox's own condition objects ({@link ToolboxFilter}) in the {@code filter} option.
 *
 * <p>Where the toolbox cannot send the Query exactly, the target shows a note instead: its query parser reads a key's
 * name as a document path ({@code [\w#@-]+} segments) and looks its placeholder up in a plain object (so not
 * {@code constructor}), its number keys take JavaScript numbers and BigInts only, so a decimal with more digits than a
 * double holds cannot be written, {@link ToolboxFilter} finds no condition object for a part of the filter, or the
 * Query projects attributes, which the toolbox drops from a query that names no entity.
 */
final class ToolboxTarget {

    private ToolboxTarget() {}

    static Code code(SnippetRequest request) {
        List<String> reasons = limitations(request);
        if (!reasons.isEmpty()) {
            return Code.note(
                    Comment.JAVASCRIPT,
                    "dynamodb-toolbox",
                    reasons,
                    "The js-document program sends it as keyslice shows it.");
        }
        Command command = new Command(request);
        request.input().writeTo(command);
        StringBuilder out = new StringBuilder(JsSyntax.JAVASCRIPT.header(
                request,
                "dynamodb-toolbox v2",
                JsSyntax.install("dynamodb-toolbox @aws-sdk/client-dynamodb @aws-sdk/lib-dynamodb")));
        out.append("import { DynamoDBClient } from \"@aws-sdk/client-dynamodb\";\n");
        out.append("import { DynamoDBDocumentClient, NumberValue } from \"@aws-sdk/lib-dynamodb\";\n");
        out.append("import { QueryCommand, Table } from \"dynamodb-toolbox\";\n\n");
        out.append(JsNative.DOCUMENT_CLIENT).append(table(request.query(), command.table.toString()));
        request.filter().map(ToolboxFilter::of).ifPresent(filter -> {
            out.append("// The filter as the toolbox's condition objects.\n");
            if (filter.free()) {
                out.append(
                        "// One with value: first is sent as written; in { attr, ... } the toolbox would rewrite its name or copy its value.\n");
            }
            out.append("const filter = ").append(filter.text()).append(";\n\n");
        });
        out.append("const command = table.build(QueryCommand).query({\n")
                .append(command.query)
                .append("})");
        boolean limited = request.input().limit().isPresent();
        String written = String.join(", ", command.options);
        if (!command.options.isEmpty() && !limited) {
            out.append(".options({ ").append(written).append(" })");
        }
        out.append(";\n")
                .append(limited ? "const options = { " + written + " };\n" : "")
                .append('\n');
        out.append(request.counts() ? "" : JsNative.PRINT_ITEM);
        // paginate() sends the same Limit with every page, so a Limit needs the loop that lowers it
        out.append(limited ? pages(request) : JsSyntax.paginated(request, "paginate()", "command.paginate()"));
        return Code.program(out.toString());
    }

    /** The Table: the keys the Query reads, the index's under its name. */
    private static String table(KeyQuery query, String name) {
        String partitionKey = key(query.partitionKey());
        Optional<String> sortKey = query.sortCondition().map(c -> key(c.sortKey()));
        StringBuilder out = new StringBuilder("// The keys this Query reads");
        out.append(
                query.index().isPresent()
                        ? ", the index's. The table's own keys do not matter to it: write yours if they differ.\n"
                        : ".\n");
        out.append("const table = new Table({\n  documentClient,\n").append(name);
        out.append("  partitionKey: ").append(partitionKey).append(",\n");
        if (query.index().isPresent()) {
            out.append("  indexes: {\n    ")
                    .append(JsSyntax.literal(query.index().get()))
                    .append(": { type: \"global\", partitionKey: ")
                    .append(partitionKey)
                    .append(sortKey.map(k -> ", sortKey: " + k).orElse(""))
                    .append(" },\n  },\n");
        } else {
            sortKey.ifPresent(k -> out.append("  sortKey: ").append(k).append(",\n"));
        }
        return out.append("});\n\n").toString();
    }

    /**
     * The loop under a Limit, which stops once Limit items are read in all (ScannedCount: a filter may keep fewer),
     * each further page asking only for the items still missing.
     */
    private static String pages(SnippetRequest request) {
        StringBuilder out = new StringBuilder(JsSyntax.JAVASCRIPT.comments("", Syntax.LIMITED));
        out.append(request.counts() ? JsSyntax.COUNT_START : "");
        out.append("""
                let scanned = 0;
                let exclusiveStartKey;
                for (;;) {
                  const page = await command.options({ ...options, limit: options.limit - scanned, exclusiveStartKey }).send();
                """).append("  ").append(JsSyntax.each(request)).append('\n').append("""
                  scanned += page.ScannedCount ?? 0;
                  if (!page.LastEvaluatedKey || scanned >= options.limit) break;
                  exclusiveStartKey = page.LastEvaluatedKey;
                }
                """);
        return out.append(request.counts() ? JsSyntax.printCount("scanned") : "")
                .toString();
    }

    /** The table's name, the query's key condition and index, and the command's options. */
    private static final class Command implements QueryInput.Members {

        private final SnippetRequest request;
        private final StringBuilder table = new StringBuilder();
        private final StringBuilder query = new StringBuilder();
        private final List<String> options = new ArrayList<>();

        Command(SnippetRequest request) {
            this.request = request;
        }

        @Override
        public void tableName(String tableName) {
            table.append("  name: ").append(JsSyntax.literal(tableName)).append(',');
            table.append(request.tableMissing() ? " " + Comment.JAVASCRIPT.line(Syntax.REPLACE_TABLE) : "\n");
        }

        @Override
        public void indexName(String indexName) {
            query.append("  index: ").append(JsSyntax.literal(indexName)).append(",\n");
        }

        @Override
        public void keyConditionExpression(String expression) {
            KeyQuery key = request.query();
            query.append("  partition: ").append(value(key.partitionValue())).append(",\n");
            key.sortCondition()
                    .ifPresent(c -> query.append("  range: ")
                            .append(range(c.condition()))
                            .append(",\n"));
        }

        @Override
        public void expressionAttributeNames(Map<String, String> names) {
            // the toolbox names the keys itself
        }

        @Override
        public void expressionAttributeValues(Map<String, ItemValue.Scalar> values) {
            // ...and writes their values
        }

        @Override
        public void scanIndexForward(boolean forward) {
            options.add("reverse: " + !forward);
        }

        @Override
        public void filterExpression(String expression) {
            options.add("filter");
        }

        @Override
        public void projectionExpression(String expression) {
            // limitations() notes it
        }

        @Override
        public void select(String select) {
            options.add("select: " + JsSyntax.literal(select));
        }

        @Override
        public void option(ReadOption option, String value) {
            options.add(option.toolboxName() + ": " + (option.isFlag() ? value : JsSyntax.literal(value)));
        }

        @Override
        public void limit(int limit) {
            options.add("limit: " + limit);
        }
    }

    /** Why the toolbox cannot send this Query as keyslice does; empty when it can. */
    static List<String> limitations(SnippetRequest request) {
        KeyQuery query = request.query();
        List<String> reasons = new ArrayList<>();
        if (query.multiAttribute()) {
            reasons.add("its query takes one partition value and one range condition, not a key of several attributes");
        }
        for (String name : request.keyNames()) {
            if (!ToolboxPaths.PLAIN.matcher(name).matches()) {
                reasons.add("it reads the key name " + JsSyntax.literal(name)
                        + " as a document path, which takes only letters, digits, _, #, @ and -");
            } else {
                ToolboxPaths.unnamed(name).ifPresent(reasons::add);
            }
        }
        request.filter().ifPresent(f -> reasons.addAll(ToolboxFilter.of(f).reasons()));
        if (request.input().projectionExpression().isPresent()) {
            reasons.add("it leaves out the attributes to project of a query that names no entity");
        }
        Stream.concat(
                        Stream.of(query.partitionValue()),
                        query.sortCondition().stream().flatMap(c -> c.condition().values().stream()))
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
        return "{ name: " + JsSyntax.literal(key.name()) + ", type: \"" + type + "\" }";
    }

    /** {@code { beginsWith: "a" }}, {@code { between: ["a", "b"] }}... */
    private static String range(SortRange condition) {
        List<String> values =
                condition.values().stream().map(ToolboxTarget::value).toList();
        String operator = switch (condition.operator()) {
            case EQ -> "eq";
            case LT -> "lt";
            case LE -> "lte";
            case GT -> "gt";
            case GE -> "gte";
            case BETWEEN -> "between";
            case BEGINS_WITH -> "beginsWith";
        };
        String operand =
                values.size() == 1 ? values.get(0) : values.stream().collect(Collectors.joining(", ", "[", "]"));
        return "{ " + operator + ": " + operand + " }";
    }

    private static String value(KeyValue value) {
        return JsNative.value(ItemValue.of(value), n -> number(n).orElseThrow());
    }

    private static Optional<String> number(KeyValue value) {
        return number((ItemValue.N) ItemValue.of(value));
    }

    /** An N as a JavaScript number when one holds it exactly, else an integer as a BigInt ({@code 10n}). */
    static Optional<String> number(ItemValue.N value) {
        Optional<String> exact = JsNative.exactNumber(value);
        if (exact.isPresent()) {
            return exact;
        }
        BigDecimal n = value.number();
        return n.stripTrailingZeros().scale() <= 0 ? Optional.of(n.toBigInteger() + "n") : Optional.empty();
    }
}
