package keyslice.snippets;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.expression.QueryInput;
import keyslice.domain.filter.Condition;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.TableNames;

/**
 * The Query a generated program sends, and what its comments say about it.
 *
 * @param input the built Query input, with {@link Snippets#TABLE_PLACEHOLDER} as the table when it has none
 * @param query the same Query as keys and a condition, for the generators that build the expression themselves
 * @param tableMissing whether the table is that placeholder, to be replaced
 * @param filter the filter as a tree, for the generators that write it in their own terms
 */
record SnippetRequest(QueryInput input, KeyQuery query, boolean tableMissing, Optional<Condition> filter) {

    static SnippetRequest of(BuiltQuery built) {
        QueryInput input = built.input();
        Optional<Condition> filter = built.options().filter();
        return input.tableName().isPresent()
                ? new SnippetRequest(input, built.query(), false, filter)
                : new SnippetRequest(input.withTableName(Snippets.TABLE_PLACEHOLDER), built.query(), true, filter);
    }

    /** The table name as the program writes it: the placeholder when the query has none. */
    String table() {
        return input.tableName().orElseThrow();
    }

    /** The partition key's name, then the sort key's when the Query has a sort-key condition. */
    List<String> keyNames() {
        return Stream.concat(
                        Stream.of(query.partitionKey().name()),
                        query.sortCondition().map(c -> c.sortKey().name()).stream())
                .toList();
    }

    boolean hasBinary() {
        for (ItemValue.Scalar value : input.expressionAttributeValues().values()) {
            if (value instanceof ItemValue.B) {
                return true;
            }
        }
        return false;
    }

    /** Whether the programs print the count instead of items: Select COUNT returns no Items. */
    boolean counts() {
        return input.count();
    }

    /** The FilterExpression and the ProjectionExpression, those the request has. */
    List<String> expressions() {
        return Stream.of(input.filterExpression(), input.projectionExpression())
                .flatMap(Optional::stream)
                .toList();
    }

    /** Placeholders as DynamoDB reads them in an expression: {@code #} or {@code :} then letters, digits and _. */
    private static final Pattern PLACEHOLDER = Pattern.compile("[#:][A-Za-z0-9_]+");

    /**
     * The names these expressions use, for the targets whose builder writes the key condition's own: DynamoDB rejects
     * a placeholder that no expression uses. A filter or projection may use one of the key condition's placeholders
     * too, since the compiler reuses a placeholder for the same name or value.
     */
    Map<String, String> namesIn(List<String> expressions) {
        return used(input.expressionAttributeNames(), expressions);
    }

    /** The values these expressions use, as {@link #namesIn} does for names. */
    Map<String, ItemValue.Scalar> valuesIn(List<String> expressions) {
        return used(input.expressionAttributeValues(), expressions);
    }

    private static <T> Map<String, T> used(Map<String, T> placeholders, List<String> expressions) {
        Set<String> used = new HashSet<>();
        expressions.forEach(
                expression -> PLACEHOLDER.matcher(expression).results().forEach(m -> used.add(m.group())));
        Map<String, T> out = new LinkedHashMap<>();
        placeholders.forEach((placeholder, target) -> {
            if (used.contains(placeholder)) {
                out.put(placeholder, target);
            }
        });
        return out;
    }

    /** A short description for the first comment line, e.g. {@code Query on table Drive, index byOwner}. */
    String title() {
        Optional<String> table = tableMissing ? Optional.empty() : input.tableName();
        return "Query on "
                + table.filter(SnippetRequest::plain).map(t -> "table " + t).orElse("your table")
                + input.indexName()
                        .filter(SnippetRequest::plain)
                        .map(i -> ", index " + i)
                        .orElse("");
    }

    /** Table and index names are {@code [a-zA-Z0-9_.-]+}; anything else stays out of comments. */
    private static boolean plain(String name) {
        return TableNames.isPlain(name);
    }
}
