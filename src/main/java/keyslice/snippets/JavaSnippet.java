package keyslice.snippets;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keyslice.domain.KeyValue;
import keyslice.domain.QueryInput;

/** A Java 11+ program ({@code Main}) with the AWS SDK for Java 2.x ({@code software.amazon.awssdk:dynamodb}). */
final class JavaSnippet {

    /** {@code Map.of} takes at most this many pairs; beyond it the code uses {@code Map.ofEntries}. */
    private static final int MAP_OF_MAX = 10;

    private JavaSnippet() {
    }

    static String code(SnippetRequest request) {
        StringBuilder out = new StringBuilder();
        out.append("// keyslice: ").append(request.title()).append(", AWS SDK for Java 2.x (software.amazon.awssdk:dynamodb), Java 11+.\n");
        out.append("// Save as Main.java; compile and run with software.amazon.awssdk:dynamodb on the classpath.\n");
        out.append("// Region, credentials and endpoint come from the environment (AWS_REGION, AWS_PROFILE, AWS_ENDPOINT_URL...).\n");
        out.append("""
                import java.util.Base64;
                import java.util.Map;
                import java.util.stream.Collectors;
                import java.util.stream.Stream;
                import software.amazon.awssdk.core.SdkBytes;
                import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
                import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
                import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
                import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

                public class Main {

                    public static void main(String[] args) {
                        QueryRequest request = QueryRequest.builder()
                """);
        String chain = "                .";
        request.input().writeTo(new QueryInput.Members() {
            @Override
            public void tableName(String tableName) {
                out.append(chain).append("tableName(").append(Quoting.java(tableName)).append(')');
                if (request.tableMissing()) {
                    out.append(" // replace with your table's name");
                }
                out.append('\n');
            }

            @Override
            public void indexName(String indexName) {
                out.append(chain).append("indexName(").append(Quoting.java(indexName)).append(")\n");
            }

            @Override
            public void keyConditionExpression(String expression) {
                out.append(chain).append("keyConditionExpression(").append(Quoting.java(expression)).append(")\n");
            }

            @Override
            public void expressionAttributeNames(Map<String, String> names) {
                List<String[]> pairs = new ArrayList<>();
                names.forEach((placeholder, name) -> pairs.add(new String[] {Quoting.java(placeholder), Quoting.java(name)}));
                out.append(chain).append("expressionAttributeNames(").append(mapOf(pairs)).append(")\n");
            }

            @Override
            public void expressionAttributeValues(Map<String, KeyValue> values) {
                List<String[]> pairs = new ArrayList<>();
                values.forEach((placeholder, value) -> pairs.add(new String[] {Quoting.java(placeholder), value(value)}));
                out.append(chain).append("expressionAttributeValues(").append(mapOf(pairs)).append(")\n");
            }

            @Override
            public void scanIndexForward(boolean forward) {
                out.append(chain).append("scanIndexForward(").append(forward).append(")\n");
            }

            @Override
            public void limit(int limit) {
                out.append(chain).append("limit(").append(limit).append(")\n");
            }
        });
        out.append(chain).append("build();\n\n");

        out.append("        try (DynamoDbClient client = DynamoDbClient.create()) {\n");
        if (request.input().limit().isPresent()) {
            out.append("""
                                // Follow LastEvaluatedKey page by page. Limit caps the items read in all:
                                // each further page asks only for the items still missing.
                                int limit = request.limit();
                                int read = 0;
                                while (true) {
                                    QueryResponse page = client.query(request);
                                    page.items().forEach(item -> System.out.println(toJson(item)));
                                    read += page.count();
                                    if (!page.hasLastEvaluatedKey() || read >= limit) {
                                        break;
                                    }
                                    request = request.toBuilder()
                                            .exclusiveStartKey(page.lastEvaluatedKey())
                                            .limit(limit - read)
                                            .build();
                                }
                    """);
        } else {
            out.append("""
                                // Follow LastEvaluatedKey page by page until the last page.
                                while (true) {
                                    QueryResponse page = client.query(request);
                                    page.items().forEach(item -> System.out.println(toJson(item)));
                                    if (!page.hasLastEvaluatedKey()) {
                                        break;
                                    }
                                    request = request.toBuilder().exclusiveStartKey(page.lastEvaluatedKey()).build();
                                }
                    """);
        }
        // The helpers print ASCII only (JSON escapes for the rest), whatever the console's encoding.
        out.append("""
                        }
                    }

                    /** An item as one line of DynamoDB JSON; binary values in base64, non-ASCII characters escaped. */
                    static String toJson(Map<String, AttributeValue> item) {
                        return item.entrySet().stream()
                                .map(e -> quote(e.getKey()) + ":" + toJson(e.getValue()))
                                .collect(Collectors.joining(",", "{", "}"));
                    }

                    static String toJson(AttributeValue value) {
                        switch (value.type()) {
                            case S: return "{\\"S\\":" + quote(value.s()) + "}";
                            case N: return "{\\"N\\":" + quote(value.n()) + "}";
                            case B: return "{\\"B\\":" + quote(base64(value.b())) + "}";
                            case BOOL: return "{\\"BOOL\\":" + value.bool() + "}";
                            case NUL: return "{\\"NULL\\":true}";
                            case SS: return "{\\"SS\\":" + array(value.ss().stream().map(Main::quote)) + "}";
                            case NS: return "{\\"NS\\":" + array(value.ns().stream().map(Main::quote)) + "}";
                            case BS: return "{\\"BS\\":" + array(value.bs().stream().map(b -> quote(base64(b)))) + "}";
                            case L: return "{\\"L\\":" + array(value.l().stream().map(Main::toJson)) + "}";
                            case M: return "{\\"M\\":" + toJson(value.m()) + "}";
                            default: throw new IllegalStateException("unknown attribute type: " + value);
                        }
                    }

                    static String array(Stream<String> elements) {
                        return elements.collect(Collectors.joining(",", "[", "]"));
                    }

                    static String base64(SdkBytes bytes) {
                        return Base64.getEncoder().encodeToString(bytes.asByteArray());
                    }

                    static String quote(String text) {
                        StringBuilder json = new StringBuilder("\\"");
                        for (char c : text.toCharArray()) {
                            if (c == '"' || c == '\\\\') {
                                json.append('\\\\').append(c);
                            } else if (c < 0x20 || c > 0x7e) {
                                json.append(String.format("\\\\u%04x", (int) c));
                            } else {
                                json.append(c);
                            }
                        }
                        return json.append('"').toString();
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
            case S -> "AttributeValue.fromS(" + Quoting.java(value.wireText()) + ")";
            case N -> "AttributeValue.fromN(" + Quoting.java(value.wireText()) + ")";
            case B -> "AttributeValue.fromB(SdkBytes.fromByteArray(Base64.getDecoder().decode("
                    + Quoting.java(value.wireText()) + ")))";
        };
    }
}
