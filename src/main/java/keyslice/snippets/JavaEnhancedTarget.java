package keyslice.snippets;

import java.util.ArrayList;
import java.util.List;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyQuery;

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
    static final String CHAIN = " ".repeat(16) + ".";

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
        EnhancedRequestChain options = new EnhancedRequestChain(request, projected);
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
                .append(options.calls())
                .append(CHAIN)
                .append("build();\n\n");
        out.append("        try (DynamoDbClient client = DynamoDbClient.create()) {\n");
        out.append(
                "            DynamoDbEnhancedClient enhanced = DynamoDbEnhancedClient.builder().dynamoDbClient(client).build();\n");
        out.append("            DynamoDbTable<EnhancedDocument> table = enhanced.table(")
                .append(options.table())
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
        request.input().options().keySet().stream()
                .filter(option -> !option.inEnhancedRequest())
                .forEach(option -> reasons.add("its QueryEnhancedRequest has no " + option.member()));
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
}
