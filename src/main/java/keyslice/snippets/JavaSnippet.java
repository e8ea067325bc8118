package keyslice.snippets;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keyslice.domain.KeyValue;
import keyslice.domain.QueryInput;
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
        out.append("// keyslice: ").append(request.title()).append(", AWS SDK for Java 2.x (DynamoDbClient), Java 11+.\n");
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
                out.append(chain).append("expressionAttributeNames(").append(mapOf(pairs)).append(")\n");
            }

            @Override
            public void expressionAttributeValues(Map<String, AttributeValue.Scalar> scalars) {
                Map<String, KeyValue> values = SnippetRequest.keyValues(scalars);
                List<String[]> pairs = new ArrayList<>();
                values.forEach((placeholder, value) -> pairs.add(new String[] {literal(placeholder), value(value)}));
                out.append(chain).append("expressionAttributeValues(").append(mapOf(pairs)).append(")\n");
            }

            @Override
            public void scanIndexForward(boolean forward) {
                out.append(chain).append("scanIndexForward(").append(forward).append(")\n");
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
                out.append(chain).append("limit(").append(limit).append(")\n");
            }
        });
        out.append(chain).append("build();\n\n");

        out.append("        try (DynamoDbClient client = DynamoDbClient.create()) {\n");
        out.append(request.input().limit().isPresent() ? """
                            // queryPaginator follows LastEvaluatedKey page by page, each page asking for up to Limit items;
                            // Limit caps the items read in all, so the stream stops after Limit items.
                """ : """
                            // queryPaginator follows LastEvaluatedKey page by page until the last page.
                """);
        out.append("            client.queryPaginator(request).items().stream()\n");
        request.input().limit().ifPresent(limit -> out.append("                    .limit(").append(limit).append(")\n"));
        out.append("""
                                    .map(item -> EnhancedDocument.fromAttributeValueMap(item).toJson())
                                    .forEach(System.out::println);
                        }
                    }
                }
                """);
        return out.toString();
    }

    /** {@code Map.of(\n k, v,\n k, v)} indented as an argument of the builder chain. */
    private static String mapOf(List<String[]> pairs) {
        String indent = "\n                        ";
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

    private static String value(KeyValue value) {
        return switch (value.type()) {
            case S -> "AttributeValue.fromS(" + literal(value.wireText()) + ")";
            case N -> "AttributeValue.fromN(" + literal(value.wireText()) + ")";
            case B -> "AttributeValue.fromB(SdkBytes.fromByteArray(Base64.getDecoder().decode("
                    + literal(value.wireText()) + ")))";
        };
    }
}
