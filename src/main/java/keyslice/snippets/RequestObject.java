package keyslice.snippets;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;
import keyslice.domain.expression.QueryInput;
import keyslice.domain.expression.ReadOption;
import keyslice.domain.filter.ItemValue;

/**
 * The request as a script's map literal, one member a line ({@code TableName: "Drive",} in JavaScript,
 * {@code "TableName": "Drive",} in Python), as the SDK's {@code query} takes it: js-client, js-document, python-client
 * and python-resource (which changes the members its Table writes itself) write theirs with it.
 */
class RequestObject implements QueryInput.Members {

    final ScriptSyntax syntax;
    final SnippetRequest request;
    private final Function<ItemValue.Scalar, String> value;
    /** The members written so far, each line indented and ending with its comma. */
    final StringBuilder members = new StringBuilder();

    /** With {@code value} writing each ExpressionAttributeValue as the target's SDK takes it. */
    RequestObject(ScriptSyntax syntax, SnippetRequest request, Function<ItemValue.Scalar, String> value) {
        this.syntax = syntax;
        this.request = request;
        this.value = value;
    }

    /** The whole literal, assigned to its variable, with the blank lines after it. */
    String write() {
        request.input().writeTo(this);
        return syntax.open() + members + syntax.close();
    }

    /** One member's line: its key, this value and a comma. */
    void member(String member, String written) {
        members.append(syntax.indent())
                .append(syntax.key(member))
                .append(": ")
                .append(written)
                .append(",\n");
    }

    void names(Map<String, String> names) {
        Map<String, String> entries = new LinkedHashMap<>();
        names.forEach((placeholder, name) -> entries.put(syntax.string(placeholder), syntax.string(name)));
        member("ExpressionAttributeNames", syntax.map(entries));
    }

    void values(Map<String, ItemValue.Scalar> values) {
        Map<String, String> entries = new LinkedHashMap<>();
        values.forEach((placeholder, v) -> entries.put(syntax.string(placeholder), value.apply(v)));
        member("ExpressionAttributeValues", syntax.map(entries));
    }

    @Override
    public void tableName(String tableName) {
        members.append(syntax.indent())
                .append(syntax.key("TableName"))
                .append(": ")
                .append(syntax.string(tableName))
                .append(',');
        members.append(request.tableMissing() ? syntax.gap() + syntax.comment().line(Syntax.REPLACE_TABLE) : "\n");
    }

    @Override
    public void indexName(String indexName) {
        member("IndexName", syntax.string(indexName));
    }

    @Override
    public void keyConditionExpression(String expression) {
        member("KeyConditionExpression", syntax.string(expression));
    }

    @Override
    public void expressionAttributeNames(Map<String, String> names) {
        names(names);
    }

    @Override
    public void expressionAttributeValues(Map<String, ItemValue.Scalar> values) {
        values(values);
    }

    @Override
    public void scanIndexForward(boolean forward) {
        member("ScanIndexForward", syntax.bool(forward));
    }

    @Override
    public void filterExpression(String expression) {
        member("FilterExpression", syntax.string(expression));
    }

    @Override
    public void projectionExpression(String expression) {
        member("ProjectionExpression", syntax.string(expression));
    }

    @Override
    public void select(String select) {
        member("Select", syntax.string(select));
    }

    @Override
    public void option(ReadOption option, String value) {
        member(option.member(), option.isFlag() ? syntax.bool(Boolean.parseBoolean(value)) : syntax.string(value));
    }

    @Override
    public void limit(int limit) {
        member("Limit", Integer.toString(limit));
    }
}
