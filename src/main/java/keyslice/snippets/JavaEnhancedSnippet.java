package keyslice.snippets;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.KeyValue;
import keyslice.domain.expression.QueryInput;
import keyslice.domain.filter.AttributeValue;
import keyslice.domain.key.SortCondition;

/**
 * A Java 11+ program ({@code Main}) with the AWS SDK for Java 2.x's enhanced client: a {@code QueryConditional}
 * ({@code keyEqualTo}, {@code sortBeginsWith}, {@code sortBetween}...) over a document table schema that declares the
 * keys the Query reads, printing each {@code EnhancedDocument} as JSON.
 *
 * <p>The enhanced client writes its own placeholders, {@code #AMZN_MAPPED_} and {@code :AMZN_MAPPED_} followed by the
 * key's name with {@link #MAPPED} characters turned into {@code _}. DynamoDB takes only letters, digits and
 * {@code _} after {@code #} or {@code :}, so a name with any other character cannot be sent, and two names that map
 * to the same placeholder would read the wrong attribute: for those the target shows a note instead. Projected names
 * get the same placeholders; a projected list index has no {@code NestedAttributeName}. A filter goes as an
 * {@code Expression} with the names and values it uses, which the client joins to the key condition's.
 */
final class JavaEnhancedSnippet {

    /** How many names, and how many pairs of names, the note lists of each limitation before it counts the rest. */
    private static final int LISTED = 3;

    /** What DynamoDB takes in a placeholder after {@code #}. */
    private static final Pattern PLACEHOLDER = Pattern.compile("[A-Za-z0-9_]+");

    /** The characters the enhanced client replaces by {@code _} in a placeholder (its EnhancedClientUtils). */
    private static final Set<Character> MAPPED = Set.of(
            '*', '.', '-', '#', '+', ':', '/', '(', ')', ' ', '&', '<', '>', '?', '=', '!', '@', '%', '$', '|');

    private JavaEnhancedSnippet() {
    }

    static Code code(SnippetRequest request) {
        KeyQuery query = request.query();
        List<List<Object>> projected = request.input().projectionExpression()
                .map(expression -> paths(expression, request.input().expressionAttributeNames())).orElse(List.of());
        List<String> named = new ArrayList<>(request.keyNames());
        projected.forEach(path -> path.stream().filter(String.class::isInstance).map(String.class::cast)
                .filter(name -> !named.contains(name)).forEach(named::add));
        List<String> reasons = new ArrayList<>(limitations(named, request.keyNames().size()));
        if (projected.stream().anyMatch(path -> path.stream().anyMatch(Integer.class::isInstance))) {
            reasons.add("its projection takes attribute names and map keys (NestedAttributeName), not a list index");
        }
        if (query.multiAttribute()) {
            reasons.add("its QueryConditional takes one partition value and one sort condition, not a key of several attributes");
        }
        if (!reasons.isEmpty()) {
            return Code.note(Comment.JAVA, "The enhanced client (DynamoDbEnhancedClient)", reasons,
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
            public void expressionAttributeValues(Map<String, AttributeValue.Scalar> values) {
                // ...and writes their values; the filter carries its own
            }

            @Override
            public void scanIndexForward(boolean forward) {
                options.append("                .scanIndexForward(").append(forward).append(")\n");
            }

            @Override
            public void filterExpression(String expression) {
                // the filter as keyslice writes it: the enhanced client adds the key condition's names and values
                String indent = " ".repeat(24);
                options.append("                .filterExpression(Expression.builder()\n")
                        .append(indent).append(".expression(").append(JavaSnippet.literal(expression)).append(")\n");
                List<String[]> names = new ArrayList<>();
                request.namesIn(List.of(expression)).forEach((placeholder, name) ->
                        names.add(new String[] {JavaSnippet.literal(placeholder), JavaSnippet.literal(name)}));
                options.append(indent).append(".expressionNames(").append(JavaSnippet.mapOf(names, indent + "        ")).append(")\n");
                List<String[]> values = new ArrayList<>();
                request.valuesIn(List.of(expression)).forEach((placeholder, value) ->
                        values.add(new String[] {JavaSnippet.literal(placeholder), JavaSnippet.value(value)}));
                if (!values.isEmpty()) {
                    options.append(indent).append(".expressionValues(").append(JavaSnippet.mapOf(values, indent + "        ")).append(")\n");
                }
                options.append(indent).append(".build())\n");
            }

            @Override
            public void projectionExpression(String expression) {
                for (List<Object> path : projected) {
                    List<String> names = path.stream().map(name -> JavaSnippet.literal((String) name)).toList();
                    options.append(names.size() == 1 ? "                .addAttributeToProject(" + names.get(0) + ")\n"
                            : "                .addNestedAttributeToProject(NestedAttributeName.create(" + String.join(", ", names) + "))\n");
                }
            }

            @Override
            public void select(String select) {
                options.append("                .select(Select.").append(select).append(")\n");
            }

            @Override
            public void consistentRead(boolean consistent) {
                options.append("                .consistentRead(").append(consistent).append(")\n");
            }

            @Override
            public void limit(int limit) {
                options.append("                .limit(").append(limit).append(")\n");
            }
        });

        StringBuilder out = new StringBuilder();
        out.append(Comment.JAVA.line("keyslice: " + request.title() + ", AWS SDK for Java 2.x enhanced client, Java 11+."));
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
                """);
        out.append(request.input().filterExpression().isPresent() ? """
                import java.util.Map;
                import software.amazon.awssdk.enhanced.dynamodb.Expression;
                import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
                """ : "");
        out.append(projected.stream().anyMatch(path -> path.size() > 1)
                ? "import software.amazon.awssdk.enhanced.dynamodb.NestedAttributeName;\n" : "");
        out.append(request.input().limit().isPresent() || request.counts()
                ? "import software.amazon.awssdk.enhanced.dynamodb.model.Page;\n" : "");
        out.append(request.counts() ? "import software.amazon.awssdk.services.dynamodb.model.Select;\n" : "");
        out.append("""

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
        String pages = query.index().isPresent() ? "table.index(" + index + ").query(request)" : "table.query(request)";
        out.append(pages(request, pages));
        out.append("        }\n    }\n}\n");
        return Code.program(out.toString());
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
        out.append(JavaSnippet.counters(request));
        if (request.input().limit().isPresent()) {
            out.append("            while (true) {\n");
            out.append("                Page<EnhancedDocument> page = ").append(pages).append(".iterator().next();\n");
            out.append(counts ? "                count += page.count();\n"
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
            out.append("            // query follows LastEvaluatedKey page by page until the last page.\n");
            out.append("            for (Page<EnhancedDocument> page : ").append(pages).append(") {\n");
            out.append("""
                                count += page.count();
                                scanned += page.scannedCount();
                            }
                """);
        } else {
            out.append("            // query follows LastEvaluatedKey page by page until the last page.\n");
            out.append("            ").append(pages).append(request.query().index().isPresent()
                    ? ".stream()\n                    .flatMap(page -> page.items().stream())\n" : ".items().stream()\n");
            out.append("                    .forEach(item -> System.out.println(item.toJson()));\n");
        }
        if (counts) {
            out.append(JavaSnippet.PRINT_COUNTS);
        }
        return out.toString();
    }

    /**
     * The paths of a ProjectionExpression as keyslice writes it ({@code #p1.#p2[0], #p3}): names (Strings, each
     * placeholder resolved) and list indexes (Integers).
     */
    static List<List<Object>> paths(String expression, Map<String, String> names) {
        List<List<Object>> paths = new ArrayList<>();
        for (String text : expression.split(",")) {
            List<Object> path = new ArrayList<>();
            Matcher m = PATH_ELEMENT.matcher(text.strip());
            while (m.find()) {
                if (m.group(1) != null) {
                    path.add(names.getOrDefault(m.group(1), m.group(1)));
                } else if (m.group(2) != null) {
                    path.add(Integer.parseInt(m.group(2)));
                }
            }
            paths.add(path);
        }
        return paths;
    }

    /** A name or its placeholder, or a list index; the dots between them are skipped. */
    private static final Pattern PATH_ELEMENT = Pattern.compile("(#?[A-Za-z0-9_]+)|\\[(\\d+)]");

    /**
     * Why the enhanced client cannot send these names as keyslice does (the first {@code keys} are the key names, the
     * rest the projection's), each name as it is: the note's {@link Comment#JAVA} lines make it safe; empty when it can.
     */
    static List<String> limitations(List<String> names, int keys) {
        // Each name's placeholder once, and the names sharing one found by it: a projection holds hundreds of names.
        // Every name and pair is counted, but only the first few reasons are written (LISTED), then how many more.
        List<String> reasons = new ArrayList<>();
        List<String> mapped = names.stream().map(JavaEnhancedSnippet::mapped).toList();
        Map<String, List<Integer>> sharing = new HashMap<>();
        long unsendable = 0;
        for (int i = 0; i < names.size(); i++) {
            if (!PLACEHOLDER.matcher(mapped.get(i)).matches() && unsendable++ < LISTED) {
                reasons.add("it would send the " + (i < keys ? "key" : "projected") + " name \"" + names.get(i)
                        + "\" as the placeholder #AMZN_MAPPED_" + mapped.get(i)
                        + ", and DynamoDB takes only letters, digits and _ in a placeholder");
            }
            sharing.computeIfAbsent(mapped.get(i), m -> new ArrayList<>()).add(i);
        }
        if (unsendable > LISTED) {
            reasons.add("and " + (unsendable - LISTED) + " more names like these");
        }
        long shared = 0;
        for (int i = 0; i < names.size(); i++) {
            for (int j : sharing.get(mapped.get(i))) {
                if (j > i && shared++ < LISTED) {
                    reasons.add("it would send " + (j < keys ? "both key names"
                            : "the names \"" + names.get(i) + "\" and \"" + names.get(j) + "\"")
                            + " as the one placeholder #AMZN_MAPPED_" + mapped.get(i));
                }
            }
        }
        if (shared > LISTED) {
            reasons.add("and " + (shared - LISTED) + " more pairs of names that share a placeholder");
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
