package keyslice.snippets;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keyslice.domain.expression.QueryInput;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.SortRange;

/**
 * A Java 11+ program ({@code Main}) with the AWS SDK for Java 2.x's enhanced client: a {@code QueryConditional}
 * ({@code keyEqualTo}, {@code sortBeginsWith}, {@code sortBetween}...) over a document table schema that declares the
 * keys the Query reads, printing each {@code EnhancedDocument} as JSON.
 *
 * <p>The client writes its own placeholders for the keys and projected names: for those it cannot send
 * ({@link EnhancedNames}) the target shows a note instead. A filter goes as an {@code Expression} with the names and
 * values it uses, which the client joins to the key condition's.
 */
final class JavaEnhancedTarget {

    /** How a call of the request's and the schema's builder chains is indented. */
    private static final String CHAIN = " ".repeat(16) + ".";

    private JavaEnhancedTarget() {}

    static Code code(SnippetRequest request) {
        KeyQuery query = request.query();
        List<List<Object>> projected = request.input()
                .projectionExpression()
                .map(expression ->
                        EnhancedNames.paths(expression, request.input().expressionAttributeNames()))
                .orElse(List.of());
        List<String> reasons = reasons(request, projected);
        if (!reasons.isEmpty()) {
            return Code.note(
                    Comment.JAVA,
                    "The enhanced client (DynamoDbEnhancedClient)",
                    reasons,
                    "The java-client program sends it as keyslice shows it.");
        }
        String index = query.index().map(JavaSyntax::literal).orElse("TableMetadata.primaryIndexName()");
        Options options = new Options(request, projected);
        request.input().writeTo(options);

        StringBuilder out = new StringBuilder(JavaSyntax.JAVA.header(
                request,
                "AWS SDK for Java 2.x enhanced client, Java 11+",
                JavaSyntax.setup("software.amazon.awssdk:dynamodb-enhanced")));
        out.append(imports(request, projected));
        out.append("""

                public class Main {

                    public static void main(String[] args) {
                """);
        out.append("        // The keys this Query reads")
                .append(query.index().isPresent() ? ", the index's" : "")
                .append(": the document schema needs no other attribute.\n");
        out.append(schema(query, index));
        out.append("        QueryEnhancedRequest request = QueryEnhancedRequest.builder()\n")
                .append(options.out)
                .append(CHAIN)
                .append("build();\n\n");
        out.append("        try (DynamoDbClient client = DynamoDbClient.create()) {\n");
        out.append(
                "            DynamoDbEnhancedClient enhanced = DynamoDbEnhancedClient.builder().dynamoDbClient(client).build();\n");
        out.append("            DynamoDbTable<EnhancedDocument> table = enhanced.table(")
                .append(options.table)
                .append(", schema);");
        out.append(request.tableMissing() ? " " + Comment.JAVA.line(Syntax.REPLACE_TABLE) : "\n");
        String pages = query.index().isPresent() ? "table.index(" + index + ").query(request)" : "table.query(request)";
        out.append(pages(request, pages));
        out.append("        }\n    }\n}\n");
        return Code.program(out.toString());
    }

    /** Why the enhanced client cannot send this Query as keyslice shows it; empty when it can. */
    private static List<String> reasons(SnippetRequest request, List<List<Object>> projected) {
        List<String> named = new ArrayList<>(request.keyNames());
        projected.forEach(path -> path.stream()
                .filter(String.class::isInstance)
                .map(String.class::cast)
                .filter(name -> !named.contains(name))
                .forEach(named::add));
        List<String> reasons = new ArrayList<>(
                EnhancedNames.limitations(named, request.keyNames().size()));
        if (projected.stream().anyMatch(path -> path.stream().anyMatch(Integer.class::isInstance))) {
            reasons.add("its projection takes attribute names and map keys (NestedAttributeName), not a list index");
        }
        if (request.query().multiAttribute()) {
            reasons.add(
                    "its QueryConditional takes one partition value and one sort condition, not a key of several attributes");
        }
        return reasons;
    }

    private static String imports(SnippetRequest request, List<List<Object>> projected) {
        return """
                import java.math.BigDecimal;
                import java.util.Base64;
                import software.amazon.awssdk.core.SdkBytes;
                import software.amazon.awssdk.enhanced.dynamodb.AttributeConverterProvider;
                import software.amazon.awssdk.enhanced.dynamodb.AttributeValueType;
                import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
                import software.amazon.awssdk.enhanced.dynamodb.DynamoDbTable;
                import software.amazon.awssdk.enhanced.dynamodb.Key;
                import software.amazon.awssdk.enhanced.dynamodb.TableMetadata;
                import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
                import software.amazon.awssdk.enhanced.dynamodb.document.EnhancedDocument;
                import software.amazon.awssdk.enhanced.dynamodb.model.QueryConditional;
                import software.amazon.awssdk.enhanced.dynamodb.model.QueryEnhancedRequest;
                import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
                """ + (request.input().filterExpression().isPresent() ? """
                import java.util.Map;
                import software.amazon.awssdk.enhanced.dynamodb.Expression;
                import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
                """ : "")
                + (projected.stream().anyMatch(path -> path.size() > 1)
                        ? "import software.amazon.awssdk.enhanced.dynamodb.NestedAttributeName;\n"
                        : "")
                + (request.input().limit().isPresent() || request.counts()
                        ? "import software.amazon.awssdk.enhanced.dynamodb.model.Page;\n"
                        : "")
                + (request.counts() ? "import software.amazon.awssdk.services.dynamodb.model.Select;\n" : "");
    }

    /** The document schema: the keys the Query reads, in the table's or the index's place. */
    private static String schema(KeyQuery query, String index) {
        StringBuilder schema = new StringBuilder();
        schema.append("        TableSchema<EnhancedDocument> schema = TableSchema.documentSchemaBuilder()\n");
        schema.append(CHAIN)
                .append("addIndexPartitionKey(")
                .append(index)
                .append(", ")
                .append(JavaSyntax.literal(query.partitionKey().name()))
                .append(", ")
                .append(type(query.partitionKey()))
                .append(")\n");
        query.sortCondition()
                .ifPresent(c -> schema.append(CHAIN)
                        .append("addIndexSortKey(")
                        .append(index)
                        .append(", ")
                        .append(JavaSyntax.literal(c.sortKey().name()))
                        .append(", ")
                        .append(type(c.sortKey()))
                        .append(")\n"));
        schema.append(CHAIN).append("attributeConverterProviders(AttributeConverterProvider.defaultProvider())\n");
        return schema.append(CHAIN).append("build();\n").toString();
    }

    /** The QueryEnhancedRequest's builder chain, and the table's name for {@code enhanced.table(...)}. */
    private static final class Options implements QueryInput.Members {

        private final SnippetRequest request;
        private final List<List<Object>> projected;
        private final StringBuilder out = new StringBuilder();
        private String table;

        Options(SnippetRequest request, List<List<Object>> projected) {
            this.request = request;
            this.projected = projected;
        }

        @Override
        public void tableName(String tableName) {
            table = JavaSyntax.literal(tableName);
        }

        @Override
        public void indexName(String indexName) {
            // the schema declares the index's keys, and the query goes through table.index(...)
        }

        @Override
        public void keyConditionExpression(String expression) {
            out.append(CHAIN)
                    .append("queryConditional(")
                    .append(conditional(request.query()))
                    .append(")\n");
        }

        @Override
        public void expressionAttributeNames(Map<String, String> names) {
            // the enhanced client names the keys itself
        }

        @Override
        public void expressionAttributeValues(Map<String, ItemValue.Scalar> values) {
            // ...and writes their values; the filter carries its own
        }

        @Override
        public void scanIndexForward(boolean forward) {
            out.append(CHAIN).append("scanIndexForward(").append(forward).append(")\n");
        }

        @Override
        public void filterExpression(String expression) {
            // the filter as keyslice writes it: the enhanced client adds the key condition's names and values
            String indent = JavaSyntax.ARGUMENT;
            out.append(CHAIN)
                    .append("filterExpression(Expression.builder()\n")
                    .append(indent)
                    .append(".expression(")
                    .append(JavaSyntax.literal(expression))
                    .append(")\n");
            List<String[]> names = new ArrayList<>();
            request.namesIn(List.of(expression))
                    .forEach((placeholder, name) ->
                            names.add(new String[] {JavaSyntax.literal(placeholder), JavaSyntax.literal(name)}));
            out.append(indent)
                    .append(".expressionNames(")
                    .append(JavaSyntax.mapOf(names, indent + "        "))
                    .append(")\n");
            List<String[]> values = new ArrayList<>();
            request.valuesIn(List.of(expression))
                    .forEach((placeholder, value) ->
                            values.add(new String[] {JavaSyntax.literal(placeholder), JavaSyntax.value(value)}));
            if (!values.isEmpty()) {
                out.append(indent)
                        .append(".expressionValues(")
                        .append(JavaSyntax.mapOf(values, indent + "        "))
                        .append(")\n");
            }
            out.append(indent).append(".build())\n");
        }

        @Override
        public void projectionExpression(String expression) {
            for (List<Object> path : projected) {
                List<String> names = path.stream()
                        .map(name -> JavaSyntax.literal((String) name))
                        .toList();
                out.append(CHAIN)
                        .append(
                                names.size() == 1
                                        ? "addAttributeToProject(" + names.get(0) + ")\n"
                                        : "addNestedAttributeToProject(NestedAttributeName.create("
                                                + String.join(", ", names) + "))\n");
            }
        }

        @Override
        public void select(String select) {
            out.append(CHAIN).append("select(Select.").append(select).append(")\n");
        }

        @Override
        public void consistentRead(boolean consistent) {
            out.append(CHAIN).append("consistentRead(").append(consistent).append(")\n");
        }

        @Override
        public void limit(int limit) {
            out.append(CHAIN).append("limit(").append(limit).append(")\n");
        }
    }

    /**
     * The statements after the table: {@code pages} (an expression for the query's pages) followed to the last page
     * without a Limit; with one, a loop that stops once Limit items are read in all (ScannedCount: a filter may keep
     * fewer), each further page asking only for the items still missing, since the pages would all send the same
     * Limit. Prints each item, or for Select COUNT one line with the sums of Count and ScannedCount.
     */
    private static String pages(SnippetRequest request, String pages) {
        StringBuilder out = new StringBuilder();
        boolean counts = request.counts();
        out.append(JavaSyntax.counters(request));
        if (request.input().limit().isPresent()) {
            out.append("            while (true) {\n");
            out.append("                Page<EnhancedDocument> page = ")
                    .append(pages)
                    .append(".iterator().next();\n");
            out.append(
                    counts
                            ? "                count += page.count();\n"
                            : "                page.items().forEach(item -> System.out.println(item.toJson()));\n");
            out.append("""
                                scanned += page.scannedCount();
                                if (page.lastEvaluatedKey() == null || page.lastEvaluatedKey().isEmpty() || scanned >= limit) {
                                    break;
                                }
                                request = request.toBuilder().exclusiveStartKey(page.lastEvaluatedKey()).limit(limit - scanned).build();
                            }
                """);
        } else if (counts) {
            out.append(JavaSyntax.JAVA.comments(JavaSyntax.STATEMENT, Syntax.followedBy("query")));
            out.append("            for (Page<EnhancedDocument> page : ")
                    .append(pages)
                    .append(") {\n");
            out.append("""
                                count += page.count();
                                scanned += page.scannedCount();
                            }
                """);
        } else {
            out.append(JavaSyntax.JAVA.comments(JavaSyntax.STATEMENT, Syntax.followedBy("query")));
            out.append("            ")
                    .append(pages)
                    .append(
                            request.query().index().isPresent()
                                    ? ".stream()\n                    .flatMap(page -> page.items().stream())\n"
                                    : ".items().stream()\n");
            out.append("                    .forEach(item -> System.out.println(item.toJson()));\n");
        }
        return out.append(counts ? JavaSyntax.PRINT_COUNTS : "").toString();
    }

    private static String type(KeyAttribute key) {
        return "AttributeValueType." + key.type().name();
    }

    /** {@code QueryConditional.sortBeginsWith(Key.builder().partitionValue("a").sortValue("b").build())} */
    private static String conditional(KeyQuery query) {
        String partition = "Key.builder().partitionValue(" + value(query.partitionValue()) + ")";
        if (query.sortCondition().isEmpty()) {
            return "QueryConditional.keyEqualTo(" + partition + ".build())";
        }
        SortRange c = query.sortCondition().get().condition();
        List<KeyValue> values = c.values();
        String key = partition + ".sortValue(" + value(values.get(0)) + ").build()";
        return switch (c.operator()) {
            case EQ -> "QueryConditional.keyEqualTo(" + key + ")";
            case LT -> "QueryConditional.sortLessThan(" + key + ")";
            case LE -> "QueryConditional.sortLessThanOrEqualTo(" + key + ")";
            case GT -> "QueryConditional.sortGreaterThan(" + key + ")";
            case GE -> "QueryConditional.sortGreaterThanOrEqualTo(" + key + ")";
            case BEGINS_WITH -> "QueryConditional.sortBeginsWith(" + key + ")";
            case BETWEEN ->
                "QueryConditional.sortBetween(\n" + JavaSyntax.ARGUMENT + key + ",\n" + JavaSyntax.ARGUMENT + partition
                        + ".sortValue(" + value(values.get(1)) + ").build())";
        };
    }

    private static String value(KeyValue value) {
        return switch (value.type()) {
            case S -> JavaSyntax.literal(value.wireText());
            case N -> "new BigDecimal(" + JavaSyntax.literal(value.wireText()) + ")";
            case B ->
                "SdkBytes.fromByteArray(Base64.getDecoder().decode(" + JavaSyntax.literal(value.wireText()) + "))";
        };
    }
}
