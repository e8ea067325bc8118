package keyslice.snippets;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keyslice.domain.expression.QueryInput;
import keyslice.domain.expression.ReadOption;
import keyslice.domain.filter.ItemValue;

/**
 * A Java 11+ program ({@code Main}) with the AWS SDK for Java 2.x's {@code DynamoDbClient} and {@code queryPaginator};
 * items print as the SDK's own EnhancedDocument JSON.
 */
final class JavaClientTarget {

    /** How a call of the request's builder chain is indented. */
    private static final String CHAIN = " ".repeat(16) + ".";

    private JavaClientTarget() {}

    static Code code(SnippetRequest request) {
        StringBuilder out = new StringBuilder(JavaSyntax.JAVA.header(
                request,
                "AWS SDK for Java 2.x (DynamoDbClient), Java 11+",
                JavaSyntax.setup(
                        "software.amazon.awssdk:dynamodb and",
                        "software.amazon.awssdk:dynamodb-enhanced (its EnhancedDocument prints items as JSON)")));
        out.append("""
                import java.util.Base64;
                import java.util.Map;
                import software.amazon.awssdk.core.SdkBytes;
                import software.amazon.awssdk.enhanced.dynamodb.document.EnhancedDocument;
                import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
                import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
                import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
                """);
        out.append(
                request.input().limit().isPresent() || request.counts()
                        ? "import software.amazon.awssdk.services.dynamodb.model.QueryResponse;\n"
                        : "");
        out.append(request.counts() ? "import software.amazon.awssdk.services.dynamodb.model.Select;\n" : "");
        out.append("""

                public class Main {

                    public static void main(String[] args) {
                        QueryRequest request = QueryRequest.builder()
                """);
        Chain chain = new Chain(request);
        request.input().writeTo(chain);
        out.append(chain.out).append(CHAIN).append("build();\n\n");
        out.append("        try (DynamoDbClient client = DynamoDbClient.create()) {\n");
        out.append(pages(request));
        out.append("        }\n    }\n}\n");
        return Code.program(out.toString());
    }

    /** The request's builder chain, one call a line. */
    private static final class Chain implements QueryInput.Members {

        private final SnippetRequest request;
        private final StringBuilder out = new StringBuilder();

        Chain(SnippetRequest request) {
            this.request = request;
        }

        private void call(String method, String argument) {
            out.append(CHAIN).append(method).append('(').append(argument).append(")\n");
        }

        @Override
        public void tableName(String tableName) {
            out.append(CHAIN)
                    .append("tableName(")
                    .append(JavaSyntax.literal(tableName))
                    .append(')');
            out.append(request.tableMissing() ? " " + Comment.JAVA.line(Syntax.REPLACE_TABLE) : "\n");
        }

        @Override
        public void indexName(String indexName) {
            call("indexName", JavaSyntax.literal(indexName));
        }

        @Override
        public void keyConditionExpression(String expression) {
            call("keyConditionExpression", JavaSyntax.literal(expression));
        }

        @Override
        public void expressionAttributeNames(Map<String, String> names) {
            List<String[]> pairs = new ArrayList<>();
            names.forEach((placeholder, name) ->
                    pairs.add(new String[] {JavaSyntax.literal(placeholder), JavaSyntax.literal(name)}));
            call("expressionAttributeNames", JavaSyntax.mapOf(pairs, JavaSyntax.ARGUMENT));
        }

        @Override
        public void expressionAttributeValues(Map<String, ItemValue.Scalar> values) {
            List<String[]> pairs = new ArrayList<>();
            values.forEach((placeholder, value) ->
                    pairs.add(new String[] {JavaSyntax.literal(placeholder), JavaSyntax.value(value)}));
            call("expressionAttributeValues", JavaSyntax.mapOf(pairs, JavaSyntax.ARGUMENT));
        }

        @Override
        public void scanIndexForward(boolean forward) {
            call("scanIndexForward", Boolean.toString(forward));
        }

        @Override
        public void filterExpression(String expression) {
            call("filterExpression", JavaSyntax.literal(expression));
        }

        @Override
        public void projectionExpression(String expression) {
            call("projectionExpression", JavaSyntax.literal(expression));
        }

        @Override
        public void select(String select) {
            call("select", "Select." + select);
        }

        @Override
        public void option(ReadOption option, String value) {
            call(option.javaMethod(), option.isFlag() ? value : JavaSyntax.literal(value));
        }

        @Override
        public void limit(int limit) {
            call("limit", Integer.toString(limit));
        }
    }

    /**
     * The statements inside the client's try block: queryPaginator without a Limit; with one, a loop that stops once
     * Limit items are read in all (ScannedCount: a filter may keep fewer), each further page asking only for the
     * items still missing, since the paginator would send the same Limit with every page. Prints each item, or for
     * Select COUNT one line with the sums of Count and ScannedCount.
     */
    private static String pages(SnippetRequest request) {
        StringBuilder out = new StringBuilder();
        boolean counts = request.counts();
        out.append(JavaSyntax.counters(request));
        if (request.input().limit().isPresent()) {
            out.append("""
                            while (true) {
                                QueryResponse page = client.query(request);
                """);
            out.append(counts ? "                count += page.count();\n" : """
                                    page.items().forEach(item -> System.out.println(EnhancedDocument.fromAttributeValueMap(item).toJson()));
                    """);
            out.append("""
                                scanned += page.scannedCount();
                                if (!page.hasLastEvaluatedKey() || scanned >= limit) {
                                    break;
                                }
                                request = request.toBuilder().exclusiveStartKey(page.lastEvaluatedKey()).limit(limit - scanned).build();
                            }
                """);
        } else {
            out.append(JavaSyntax.JAVA.comments(JavaSyntax.STATEMENT, Syntax.followedBy("queryPaginator")));
            out.append(counts ? """
                            for (QueryResponse page : client.queryPaginator(request)) {
                                count += page.count();
                                scanned += page.scannedCount();
                            }
                """ : """
                            client.queryPaginator(request).items().stream()
                                    .map(item -> EnhancedDocument.fromAttributeValueMap(item).toJson())
                                    .forEach(System.out::println);
                """);
        }
        return out.append(counts ? JavaSyntax.PRINT_COUNTS : "").toString();
    }
}
