package keyslice.snippets;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keyslice.domain.expression.QueryInput;
import keyslice.domain.expression.ReadOption;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.SortRange;

/**
 * The enhanced client's {@code QueryEnhancedRequest} builder chain for {@link JavaEnhancedTarget}: the
 * {@code QueryConditional} of the keys, the filter as an {@code Expression}, the projection and the other options,
 * and the table's name for {@code enhanced.table(...)}.
 */
final class EnhancedRequestChain implements QueryInput.Members {

    private static final String CHAIN = JavaEnhancedTarget.CHAIN;

    private final SnippetRequest request;
    private final List<List<Object>> projected;
    private final StringBuilder out = new StringBuilder();
    private String table;

    EnhancedRequestChain(SnippetRequest request, List<List<Object>> projected) {
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
            List<String> names =
                    path.stream().map(name -> JavaSyntax.literal((String) name)).toList();
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
    public void option(ReadOption option, String value) {
        out.append(CHAIN)
                .append(option.javaMethod())
                .append('(')
                .append(option.isFlag() ? value : JavaSyntax.literal(value))
                .append(")\n");
    }

    @Override
    public void limit(int limit) {
        out.append(CHAIN).append("limit(").append(limit).append(")\n");
    }

    /** The builder calls, one a line, each indented as a call of the chain. */
    String calls() {
        return out.toString();
    }

    /** The table's name as a Java literal. */
    String table() {
        return table;
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
