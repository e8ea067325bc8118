package keyslice.snippets;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import keyslice.domain.KeyValue;
import keyslice.domain.QueryInput;

/** {@code aws dynamodb query ...} for a POSIX shell, AWS CLI v2. */
final class CliSnippet {

    private CliSnippet() {
    }

    static String code(SnippetRequest request) {
        StringBuilder out = new StringBuilder();
        out.append("# keyslice: ").append(request.title()).append(", AWS CLI v2 in a POSIX shell.\n");
        out.append("# Region and credentials come from your AWS configuration (AWS_REGION, AWS_PROFILE...).\n");
        out.append("# The CLI follows LastEvaluatedKey itself and prints every page as one result.\n");
        if (request.hasBinary()) {
            out.append("# B values are base64, as AWS CLI v2 reads them by default (cli_binary_format=base64).\n");
        }
        request.input().limit().ifPresent(limit -> out
                .append("# Limit ").append(limit).append(": --page-size ").append(limit)
                .append(" sends Limit=").append(limit).append(" with each request and --max-items ").append(limit)
                .append(" stops after\n# ").append(limit)
                .append(limit == 1 ? " item" : " items")
                .append(" in all, as the Query's Limit does (a bare --limit would switch the CLI's paging off).\n"));
        if (request.tableMissing()) {
            out.append("# Replace ").append(Snippets.TABLE_PLACEHOLDER).append(" with your table's name.\n");
        }

        List<String> args = new ArrayList<>();
        request.input().writeTo(new QueryInput.Members() {
            // Joined with '=': names may start with '-' ("-ks"), which the CLI would read as an option of its own.
            @Override
            public void tableName(String tableName) {
                args.add("--table-name=" + Quoting.shell(tableName));
            }

            @Override
            public void indexName(String indexName) {
                args.add("--index-name=" + Quoting.shell(indexName));
            }

            @Override
            public void keyConditionExpression(String expression) {
                args.add("--key-condition-expression " + Quoting.shell(expression));
            }

            @Override
            public void expressionAttributeNames(Map<String, String> names) {
                args.add("--expression-attribute-names " + Quoting.shell(namesJson(names)));
            }

            @Override
            public void expressionAttributeValues(Map<String, KeyValue> values) {
                args.add("--expression-attribute-values " + Quoting.shell(valuesJson(values)));
            }

            @Override
            public void scanIndexForward(boolean forward) {
                args.add(forward ? "--scan-index-forward" : "--no-scan-index-forward");
            }

            @Override
            public void limit(int limit) {
                args.add("--page-size " + limit);
                args.add("--max-items " + limit);
            }
        });

        out.append("aws dynamodb query");
        for (String arg : args) {
            out.append(" \\\n    ").append(arg);
        }
        return out.append('\n').toString();
    }

    /** {@code {"#pk": "PK", "#sk": "SK"}} */
    static String namesJson(Map<String, String> names) {
        StringJoiner json = new StringJoiner(", ", "{", "}");
        names.forEach((placeholder, name) -> json.add(Quoting.json(placeholder) + ": " + Quoting.json(name)));
        return json.toString();
    }

    /** {@code {":pk": {"S": "DRIVE#a91"}, ":sk": {"B": "AAE="}}}, as DynamoDB's JSON wire form. */
    static String valuesJson(Map<String, KeyValue> values) {
        StringJoiner json = new StringJoiner(", ", "{", "}");
        values.forEach((placeholder, value) -> json.add(Quoting.json(placeholder) + ": {"
                + Quoting.json(value.type().name()) + ": " + Quoting.json(value.wireText()) + "}"));
        return json.toString();
    }
}
