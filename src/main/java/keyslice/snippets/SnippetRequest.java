package keyslice.snippets;

import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import keyslice.domain.BuiltQuery;
import keyslice.domain.KeyValue;

/** What every generator needs from a {@link BuiltQuery}, in the order of DynamoDB's Query input. */
record SnippetRequest(
        Optional<String> table,
        Optional<String> index,
        String keyConditionExpression,
        Map<String, String> names,
        Map<String, KeyValue> values,
        boolean scanIndexForward,
        OptionalInt limit) {

    static SnippetRequest of(BuiltQuery built) {
        return new SnippetRequest(
                built.query().table(),
                built.query().index(),
                built.keyConditionExpression(),
                built.expressionAttributeNames(),
                built.expressionAttributeValues(),
                built.query().order().scanIndexForward(),
                built.query().limit());
    }

    /** The table name, or the placeholder to replace. */
    String tableOrPlaceholder() {
        return table.orElse(Snippets.TABLE_PLACEHOLDER);
    }

    boolean hasBinary() {
        return values.values().stream().anyMatch(v -> v instanceof KeyValue.BinaryValue);
    }

    /** A short description for the first comment line, e.g. {@code Query on table Drive, index byOwner}. */
    String title() {
        return "Query on " + table.filter(SnippetRequest::plain).map(t -> "table " + t).orElse("your table")
                + index.filter(SnippetRequest::plain).map(i -> ", index " + i).orElse("");
    }

    /** Table and index names are {@code [a-zA-Z0-9_.-]+}; anything else stays out of comments. */
    private static boolean plain(String name) {
        return name.matches("[a-zA-Z0-9_.-]+");
    }
}
