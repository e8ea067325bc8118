package keyslice.snippets;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import keyslice.domain.KeyAttribute;
import keyslice.domain.KeyQuery;
import keyslice.domain.KeyValue;
import keyslice.domain.QueryInput;
import keyslice.domain.filter.AttributeValue;
import keyslice.domain.SortCondition;

/**
 * A Java 11+ program ({@code Main}) with the AWS SDK for Java 2.x's enhanced client: a {@code QueryConditional}
 * ({@code keyEqualTo}, {@code sortBeginsWith}, {@code sortBetween}...) over a document table schema that declares the
 * keys the Query reads, printing each {@code EnhancedDocument} as JSON.
 *
 * <p>The enhanced client writes its own placeholders, {@code #AMZN_MAPPED_} and {@code :AMZN_MAPPED_} followed by the
 * key's name with {@link #MAPPED} characters turned into {@code _}. DynamoDB takes only letters, digits and
 * {@code _} after {@code #} or {@code :}, so a name with any other character cannot be sent, and two names that map
 * to the same placeholder would read the wrong attribute: for those the target shows a note instead.
 */
final class JavaEnhancedSnippet {

    /** What DynamoDB takes in a placeholder after {@code #}. */
    private static final Pattern PLACEHOLDER = Pattern.compile("[A-Za-z0-9_]+");

    /** The characters the enhanced client replaces by {@code _} in a placeholder (its EnhancedClientUtils). */
    private static final Set<Character> MAPPED = Set.of(
            '*', '.', '-', '#', '+', ':', '/', '(', ')', ' ', '&', '<', '>', '?', '=', '!', '@', '%', '$', '|');

    private JavaEnhancedSnippet() {
    }

    static Code code(SnippetRequest request) {
        KeyQuery query = request.query();
        List<String> reasons = new ArrayList<>(limitations(request.keyNames()));
        if (query.multiAttribute()) {
            reasons.add("its QueryConditional takes one partition value and one sort condition, not a key of several attributes");
        }
        if (!reasons.isEmpty()) {
            return Code.note("// ", "The enhanced client (DynamoDbEnhancedClient)", reasons,
                    "The java-client program sends it as keyslice shows it.");
        }
        String index = query.index().map(JavaSnippet::literal).orElse("TableMetadata.primaryIndexName()");
        StringBuilder schema = new StringBuilder();
        schema.append("        TableSchema<EnhancedDocument> schema = TableSchema.documentSchemaBuilder()\n");
        schema.append("                .addIndexPartitionKey(").append(index).append(", ")
                .append(JavaSnippet.literal(query.partitionKey().name())).append(", ").append(type(query.partitionKey())).append(")\n");
        query.sortCondition().ifPresent(c -> schema.append("                .addIndexSortKey(").append(index).append(", ")
                .append(JavaSnippet.literal(c.sortKey().name())).append(", ").append(type(c.sortKey())).append(")\n"));
        schema.append("                .attributeConverterProviders(AttributeConverterProvider.defaultProvider())\n");
        schema.append("                .build();\n");

        StringBuilder table = new StringBuilder();
        StringBuilder options = new StringBuilder();
        request.input().writeTo(new QueryInput.Members() {
            @Override
            public void tableName(String tableName) {
                table.append(JavaSnippet.literal(tableName));
            }

            @Override
            public void indexName(String indexName) {
                // the schema declares the index's keys, and the query goes through table.index(...)
            }

            @Override
            public void keyConditionExpression(String expression) {
                options.append("                .queryConditional(").append(conditional(query)).append(")\n");
            }

            @Override
            public void expressionAttributeNames(Map<String, String> names) {
                // the enhanced client names the keys itself
            }

            @Override
            public void expressionAttributeValues(Map<String, AttributeValue.Scalar> scalars) {
                Map<String, KeyValue> values = SnippetRequest.keyValues(scalars);
                // ...and writes their values
            }

            @Override
            public void scanIndexForward(boolean forward) {
                options.append("                .scanIndexForward(").append(forward).append(")\n");
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
                options.append("                .limit(").append(limit).append(")\n");
            }
        });

        StringBuilder out = new StringBuilder();
        out.append("// keyslice: ").append(request.title()).append(", AWS SDK for Java 2.x enhanced client, Java 11+.\n");
        out.append("// Save as Main.java; compile and run with software.amazon.awssdk:dynamodb-enhanced on the classpath.\n");
        out.append("// Region, credentials and endpoint come from the environment (AWS_REGION, AWS_PROFILE, AWS_ENDPOINT_URL...).\n");
        out.append("""
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

                public class Main {

                    public static void main(String[] args) {
                """);
        out.append("        // The keys this Query reads").append(query.index().isPresent() ? ", the index's" : "")
                .append(": the document schema needs no other attribute.\n");
        out.append(schema);
        out.append("        QueryEnhancedRequest request = QueryEnhancedRequest.builder()\n").append(options)
                .append("                .build();\n\n");
        out.append("        try (DynamoDbClient client = DynamoDbClient.create()) {\n");
        out.append("            DynamoDbEnhancedClient enhanced = DynamoDbEnhancedClient.builder().dynamoDbClient(client).build();\n");
        out.append("            DynamoDbTable<EnhancedDocument> table = enhanced.table(").append(table).append(", schema);");
        if (request.tableMissing()) {
            out.append(" // replace with your table's name");
        }
        out.append('\n');
        out.append(request.input().limit().isPresent() ? """
                            // query follows LastEvaluatedKey page by page, each page asking for up to Limit items;
                            // Limit caps the items read in all, so the stream stops after Limit items.
                """ : """
                            // query follows LastEvaluatedKey page by page until the last page.
                """);
        if (query.index().isPresent()) {
            out.append("            table.index(").append(index).append(").query(request).stream()\n");
            out.append("                    .flatMap(page -> page.items().stream())\n");
        } else {
            out.append("            table.query(request).items().stream()\n");
        }
        request.input().limit().ifPresent(limit -> out.append("                    .limit(").append(limit).append(")\n"));
        out.append("""
                                .forEach(item -> System.out.println(item.toJson()));
                    }
                }
            }
            """);
        return Code.program(out.toString());
    }

    /** Why the enhanced client cannot send this Query as keyslice does; empty when it can. */
    static List<String> limitations(List<String> names) {
        List<String> reasons = new ArrayList<>();
        for (String name : names) {
            if (!PLACEHOLDER.matcher(mapped(name)).matches()) {
                reasons.add("it would send the key name " + JavaSnippet.literal(name) + " as the placeholder #AMZN_MAPPED_"
                        + mapped(name) + ", and DynamoDB takes only letters, digits and _ in a placeholder");
            }
        }
        if (names.size() == 2 && mapped(names.get(0)).equals(mapped(names.get(1)))) {
            reasons.add("it would send both key names as the one placeholder #AMZN_MAPPED_" + mapped(names.get(0)));
        }
        return reasons;
    }

    private static String mapped(String name) {
        StringBuilder out = new StringBuilder(name.length());
        name.chars().forEach(c -> out.append(MAPPED.contains((char) c) ? '_' : (char) c));
        return out.toString();
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
        SortCondition c = query.sortCondition().get().condition();
        List<KeyValue> values = c.values();
        String key = partition + ".sortValue(" + value(values.get(0)) + ").build()";
        return switch (c.operator()) {
            case EQ -> "QueryConditional.keyEqualTo(" + key + ")";
            case LT -> "QueryConditional.sortLessThan(" + key + ")";
            case LE -> "QueryConditional.sortLessThanOrEqualTo(" + key + ")";
            case GT -> "QueryConditional.sortGreaterThan(" + key + ")";
            case GE -> "QueryConditional.sortGreaterThanOrEqualTo(" + key + ")";
            case BEGINS_WITH -> "QueryConditional.sortBeginsWith(" + key + ")";
            case BETWEEN -> "QueryConditional.sortBetween(\n                        " + key + ",\n                        "
                    + partition + ".sortValue(" + value(values.get(1)) + ").build())";
        };
    }

    private static String value(KeyValue value) {
        return switch (value.type()) {
            case S -> JavaSnippet.literal(value.wireText());
            case N -> "new BigDecimal(" + JavaSnippet.literal(value.wireText()) + ")";
            case B -> "SdkBytes.fromByteArray(Base64.getDecoder().decode(" + JavaSnippet.literal(value.wireText()) + "))";
        };
    }
}
