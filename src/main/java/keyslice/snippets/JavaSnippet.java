package keyslice.snippets;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keyslice.domain.expression.QueryInput;
import keyslice.domain.filter.AttributeValue;

/**
 * A Java 11+ program ({@code Main}) with the AWS SDK for Java 2.x's {@code DynamoDbClient} and {@code queryPaginator};
 * items print as the SDK's own EnhancedDocument JSON.
 */
final class JavaSnippet {

    /** {@code Map.of} takes at most this many pairs; beyond it the code uses {@code Map.ofEntries}. */
    private static final int MAP_OF_MAX = 10;

    private JavaSnippet() {
    }

    /**
     * A Java string literal. Controls are written as octal escapes and LF/CR as {@code \n}/{@code \r},
     * never as {@code \\u000a}: javac turns unicode escapes into characters before it reads the
     * literal, so {@code "\\u000a"} would be a line break inside the string and not compile.
     */
    static String literal(String text) {
        return Quoting.quoted(text, "\"\\bfnrt", cp -> cp < 0x80 ? String.format("\\%03o", cp)
                // lone surrogates included: the walk yields each as a code point of its own
                : cp <= 0xffff ? String.format("\\u%04x", cp)
                : Quoting.utf16Escapes(cp, "\\u"));
    }

    static String code(SnippetRequest request) {
        StringBuilder out = new StringBuilder();
        out.append(Comment.JAVA.line("keyslice: " + request.title() + ", AWS SDK for Java 2.x (DynamoDbClient), Java 11+."));
        out.append("// Save as Main.java; compile and run with software.amazon.awssdk:dynamodb and\n");
        out.append("// software.amazon.awssdk:dynamodb-enhanced (its EnhancedDocument prints items as JSON) on the classpath.\n");
        out.append("// Region, credentials and endpoint come from the environment (AWS_REGION, AWS_PROFILE, AWS_ENDPOINT_URL...).\n");
        out.append("""
                import java.util.Base64;
                import java.util.Map;
                import software.amazon.awssdk.core.SdkBytes;
                import software.amazon.awssdk.enhanced.dynamodb.document.EnhancedDocument;
                import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
                import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
                import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
                """);
        out.append(request.input().limit().isPresent() || request.counts()
                ? "import software.amazon.awssdk.services.dynamodb.model.QueryResponse;\n" : "");
        out.append(request.counts() ? "import software.amazon.awssdk.services.dynamodb.model.Select;\n" : "");
        out.append("""

                public class Main {

                    public static void main(String[] args) {
                        QueryRequest request = QueryRequest.builder()
                """);
        String chain = "                .";
        request.input().writeTo(new QueryInput.Members() {
            @Override
            public void tableName(String tableName) {
                out.append(chain).append("tableName(").append(literal(tableName)).append(')');
                if (request.tableMissing()) {
                    out.append(" // replace with your table's name");
                }
                out.append('\n');
            }

            @Override
            public void indexName(String indexName) {
                out.append(chain).append("indexName(").append(literal(indexName)).append(")\n");
            }

            @Override
            public void keyConditionExpression(String expression) {
                out.append(chain).append("keyConditionExpression(").append(literal(expression)).append(")\n");
            }

            @Override
            public void expressionAttributeNames(Map<String, String> names) {
                List<String[]> pairs = new ArrayList<>();
                names.forEach((placeholder, name) -> pairs.add(new String[] {literal(placeholder), literal(name)}));
                out.append(chain).append("expressionAttributeNames(").append(mapOf(pairs, ARGUMENT)).append(")\n");
            }

            @Override
            public void expressionAttributeValues(Map<String, AttributeValue.Scalar> values) {
                List<String[]> pairs = new ArrayList<>();
                values.forEach((placeholder, value) -> pairs.add(new String[] {literal(placeholder), value(value)}));
                out.append(chain).append("expressionAttributeValues(").append(mapOf(pairs, ARGUMENT)).append(")\n");
            }

            @Override
            public void scanIndexForward(boolean forward) {
                out.append(chain).append("scanIndexForward(").append(forward).append(")\n");
            }

            @Override
            public void filterExpression(String expression) {
                out.append(chain).append("filterExpression(").append(literal(expression)).append(")\n");
            }

            @Override
            public void projectionExpression(String expression) {
                out.append(chain).append("projectionExpression(").append(literal(expression)).append(")\n");
            }

            @Override
            public void select(String select) {
                out.append(chain).append("select(Select.").append(select).append(")\n");
            }

            @Override
            public void consistentRead(boolean consistent) {
                out.append(chain).append("consistentRead(").append(consistent).append(")\n");
            }

            @Override
            public void limit(int limit) {
                out.append(chain).append("limit(").append(limit).append(")\n");
            }
        });
        out.append(chain).append("build();\n\n");

        out.append("        try (DynamoDbClient client = DynamoDbClient.create()) {\n");
        out.append(pages(request));
        out.append("        }\n    }\n}\n");
        return out.toString();
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
        out.append(counters(request));
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
        } else if (counts) {
            out.append("""
                            // queryPaginator follows LastEvaluatedKey page by page until the last page.
                            for (QueryResponse page : client.queryPaginator(request)) {
                                count += page.count();
                                scanned += page.scannedCount();
                            }
                """);
        } else {
            out.append("""
                            // queryPaginator follows LastEvaluatedKey page by page until the last page.
                            client.queryPaginator(request).items().stream()
                                    .map(item -> EnhancedDocument.fromAttributeValueMap(item).toJson())
                                    .forEach(System.out::println);
                """);
        }
        if (counts) {
            out.append(PRINT_COUNTS);
        }
        return out.toString();
    }

    /**
     * The variables both Java targets' page loops add to: Count and ScannedCount for Select COUNT, and with a Limit the
     * items still to read (ScannedCount, since a filter may keep fewer).
     */
    static String counters(SnippetRequest request) {
        boolean counts = request.counts();
        String out = counts ? """
                        // Select COUNT returns no items: add up each page's Count (the items the filter keeps)
                        // and ScannedCount (the items read), and print both as one line of JSON.
                        int count = 0;
                        int scanned = 0;
            """ : "";
        if (request.input().limit().isPresent()) {
            out += """
                        // Follow LastEvaluatedKey page by page. Limit caps the items read in all (ScannedCount;
                        // a filter may keep fewer): each further page asks only for the items still missing.
                        int limit = request.limit();
            """ + (counts ? "" : "            int scanned = 0;\n");
        }
        return out;
    }

    /** Select COUNT's one line of output, the sums over every page. */
    static final String PRINT_COUNTS = """
                        System.out.println("{\\"Count\\": " + count + ", \\"ScannedCount\\": " + scanned + "}");
            """;

    /** How far an argument of the request's builder chain is indented. */
    static final String ARGUMENT = " ".repeat(24);

    /** {@code Map.of(\n k, v,\n k, v)}, each pair on a line of its own at this indentation. */
    static String mapOf(List<String[]> pairs, String indentation) {
        String indent = "\n" + indentation;
        StringBuilder out = new StringBuilder();
        boolean entries = pairs.size() > MAP_OF_MAX;
        out.append(entries ? "Map.ofEntries(" : "Map.of(");
        for (int i = 0; i < pairs.size(); i++) {
            out.append(indent);
            String[] p = pairs.get(i);
            out.append(entries ? "Map.entry(" + p[0] + ", " + p[1] + ")" : p[0] + ", " + p[1]);
            if (i < pairs.size() - 1) {
                out.append(',');
            }
        }
        return out.append(')').toString();
    }

    /** {@code AttributeValue.fromS("text")}, {@code AttributeValue.fromBool(true)}... */
    static String value(AttributeValue.Scalar value) {
        return value.accept(new AttributeValue.Cases<>() {
            public String string(AttributeValue.S s) {
                return "AttributeValue.fromS(" + literal(s.text()) + ")";
            }

            public String number(AttributeValue.N n) {
                return "AttributeValue.fromN(" + literal(n.text()) + ")";
            }

            public String binary(AttributeValue.B b) {
                return "AttributeValue.fromB(SdkBytes.fromByteArray(Base64.getDecoder().decode(" + literal(b.base64()) + ")))";
            }

            public String bool(AttributeValue.Bool bool) {
                return "AttributeValue.fromBool(" + bool.value() + ")";
            }

            public String nul(AttributeValue.Null nul) {
                return "AttributeValue.fromNul(true)";
            }
        });
    }
}
