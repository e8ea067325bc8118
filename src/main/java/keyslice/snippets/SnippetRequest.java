package keyslice.snippets;

import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import keyslice.domain.BuiltQuery;
import keyslice.domain.KeyQuery;
import keyslice.domain.KeyValue;
import keyslice.domain.QueryInput;
import keyslice.domain.filter.AttributeValue;
import java.util.Map;

/**
 * The Query a generated program sends, and what its comments say about it.
 *
 * @param input the built Query input, with {@link Snippets#TABLE_PLACEHOLDER} as the table when it has none
 * @param query the same Query as keys and a condition, for the generators that build the expression themselves
 * @param tableMissing whether the table is that placeholder, to be replaced
 */
record SnippetRequest(QueryInput input, KeyQuery query, boolean tableMissing) {

    static SnippetRequest of(BuiltQuery built) {
        QueryInput input = built.input();
        return input.tableName().isPresent()
                ? new SnippetRequest(input, built.query(), false)
                : new SnippetRequest(input.withTableName(Snippets.TABLE_PLACEHOLDER), built.query(), true);
    }

    /** The table name as the program writes it: the placeholder when the query has none. */
    String table() {
        return input.tableName().orElseThrow();
    }

    /** The partition key's name, then the sort key's when the Query has a sort-key condition. */
    List<String> keyNames() {
        return Stream.concat(Stream.of(query.partitionKey().name()), query.sortCondition().map(c -> c.sortKey().name()).stream())
                .toList();
    }

    boolean hasBinary() {
        return input.expressionAttributeValues().values().stream().anyMatch(v -> v instanceof AttributeValue.B);
    }

    /** Whether the Query adds anything after its key condition, which no generator writes yet. */
    boolean hasOptions() {
        return input.filterExpression().isPresent() || input.projectionExpression().isPresent() || input.count()
                || input.consistentRead();
    }

    // Until the generators write what a Query adds after its key condition, Snippets shows a note for such a Query,
    // so its values are key values and these members are never called.
    static IllegalStateException unwritten() {
        return new IllegalStateException("Snippets notes a Query with options instead of generating it");
    }

    static Map<String, KeyValue> keyValues(Map<String, AttributeValue.Scalar> scalars) {
        Map<String, KeyValue> values = new java.util.LinkedHashMap<>();
        scalars.forEach((placeholder, scalar) -> values.put(placeholder, switch (scalar.type()) {
            case S -> new KeyValue.StringValue(((AttributeValue.S) scalar).text());
            case N -> new KeyValue.NumberValue(((AttributeValue.N) scalar).number());
            case B -> new KeyValue.BinaryValue(((AttributeValue.B) scalar).bytes());
            default -> throw unwritten();
        }));
        return values;
    }

    /** A short description for the first comment line, e.g. {@code Query on table Drive, index byOwner}. */
    String title() {
        Optional<String> table = tableMissing ? Optional.empty() : input.tableName();
        return "Query on " + table.filter(SnippetRequest::plain).map(t -> "table " + t).orElse("your table")
                + input.indexName().filter(SnippetRequest::plain).map(i -> ", index " + i).orElse("");
    }

    private static final Pattern PLAIN = Pattern.compile("[a-zA-Z0-9_.-]+");

    /** Table and index names are {@code [a-zA-Z0-9_.-]+}; anything else stays out of comments. */
    private static boolean plain(String name) {
        return PLAIN.matcher(name).matches();
    }
}
