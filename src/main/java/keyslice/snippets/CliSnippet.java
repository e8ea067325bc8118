package keyslice.snippets;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.regex.Pattern;
import keyslice.domain.expression.QueryInput;
import keyslice.domain.filter.AttributeValue;

/** {@code aws dynamodb query ...} for a POSIX shell, AWS CLI v2. */
final class CliSnippet {

    /** Words the POSIX shell reads literally without quotes (no glob, tilde, comment or expansion). */
    private static final Pattern SHELL_SAFE = Pattern.compile("[A-Za-z0-9_@%+=:,./-]+");

    private CliSnippet() {
    }

    /**
     * One word for a POSIX shell (sh, dash, bash, zsh): the text itself when it holds only characters
     * that are never special, else the text in single quotes with each {@code '} written as
     * {@code '\''}. Inside single quotes nothing is special, not {@code $}, backticks, backslashes,
     * {@code !} (bash's history expansion does not apply there) nor newlines. The text must not
     * contain NUL, which no shell word can hold.
     *
     * <p>Exact for scripts. Pasted into an interactive shell, raw control characters (ESC, ^A, a
     * newline...) are read as editing keys by readline before the shell sees the quotes; the CLI
     * snippet therefore quotes only JSON text, where every control and invisible character is an
     * escape.
     */
    static String shellWord(String text) {
        if (text.indexOf('\0') >= 0) {
            throw new IllegalArgumentException("a shell word cannot contain NUL");
        }
        if (!text.isEmpty() && SHELL_SAFE.matcher(text).matches()) {
            return text;
        }
        return "'" + text.replace("'", "'\\''") + "'";
    }


    /** A JSON string (RFC 8259), e.g. for the AWS CLI's JSON parameters. */
    static String json(String text) {
        return Quoting.quoted(text, "\"\\bfnrt", cp -> Quoting.utf16Escapes(cp, "\\u"));
    }

    static Code code(SnippetRequest request) {
        if (request.input().limit().isPresent() && (request.input().filterExpression().isPresent() || request.counts())) {
            // The CLI's paging counts the items it prints, not the items read: a loop of single pages instead.
            return CliPagedLoop.code(request, request.input().limit().getAsInt());
        }
        StringBuilder out = new StringBuilder();
        out.append(Comment.SHELL.line("keyslice: " + request.title() + ", AWS CLI v2 in a POSIX shell."));
        out.append("# Region and credentials come from your AWS configuration (AWS_REGION, AWS_PROFILE...).\n");
        out.append("# The CLI follows LastEvaluatedKey itself and prints every page as one result.\n");
        if (request.counts()) {
            out.append("# Select COUNT returns no items: the CLI adds up each page's Count and ScannedCount.\n");
        }
        if (request.hasBinary()) {
            out.append("# B values are base64, as AWS CLI v2 reads them by default (cli_binary_format=base64).\n");
        }
        request.input().limit().ifPresent(limit -> out
                .append(Comment.SHELL.line("Limit " + limit + ": --page-size " + limit + " sends Limit=" + limit
                        + " with each request and --max-items " + limit + " stops after"))
                .append(Comment.SHELL.line(limit + (limit == 1 ? " item" : " items")
                        + " in all, as the Query's Limit does (a bare --limit would switch the CLI's paging off).")));
        if (request.tableMissing()) {
            out.append("# Replace ").append(Snippets.TABLE_PLACEHOLDER).append(" with your table's name.\n");
        }

        List<String> args = new ArrayList<>();
        request.input().writeTo(new QueryInput.Members() {
            // Joined with '=': names may start with '-' ("-ks"), which the CLI would read as an option of its own.
            @Override
            public void tableName(String tableName) {
                args.add("--table-name=" + shellWord(tableName));
            }

            @Override
            public void indexName(String indexName) {
                args.add("--index-name=" + shellWord(indexName));
            }

            @Override
            public void keyConditionExpression(String expression) {
                args.add("--key-condition-expression " + shellWord(expression));
            }

            @Override
            public void expressionAttributeNames(Map<String, String> names) {
                args.add("--expression-attribute-names " + shellWord(namesJson(names)));
            }

            @Override
            public void expressionAttributeValues(Map<String, AttributeValue.Scalar> values) {
                args.add("--expression-attribute-values " + shellWord(valuesJson(values)));
            }

            @Override
            public void scanIndexForward(boolean forward) {
                args.add(forward ? "--scan-index-forward" : "--no-scan-index-forward");
            }

            @Override
            public void filterExpression(String expression) {
                args.add("--filter-expression " + shellWord(expression));
            }

            @Override
            public void projectionExpression(String expression) {
                args.add("--projection-expression " + shellWord(expression));
            }

            @Override
            public void select(String select) {
                args.add("--select " + shellWord(select));
            }

            @Override
            public void consistentRead(boolean consistent) {
                args.add("--consistent-read");
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
        return Code.program(out.append('\n').toString());
    }

    /** {@code {"#pk": "PK", "#sk": "SK"}} */
    static String namesJson(Map<String, String> names) {
        StringJoiner json = new StringJoiner(", ", "{", "}");
        names.forEach((placeholder, name) -> json.add(json(placeholder) + ": " + json(name)));
        return json.toString();
    }

    /** {@code {":pk": {"S": "DRIVE#a91"}, ":sk": {"B": "AAE="}, ":f1": {"BOOL": true}}}, as DynamoDB's JSON wire form. */
    static String valuesJson(Map<String, AttributeValue.Scalar> values) {
        StringJoiner json = new StringJoiner(", ", "{", "}");
        values.forEach((placeholder, value) -> json.add(json(placeholder) + ": " + value.accept(new AttributeValue.Cases<>() {
            public String string(AttributeValue.S s) {
                return "{\"S\": " + json(s.text()) + "}";
            }

            public String number(AttributeValue.N n) {
                return "{\"N\": " + json(n.text()) + "}";
            }

            public String binary(AttributeValue.B b) {
                return "{\"B\": " + json(b.base64()) + "}";
            }

            public String bool(AttributeValue.Bool bool) {
                return "{\"BOOL\": " + bool.value() + "}";
            }

            public String nul(AttributeValue.Null nul) {
                return "{\"NULL\": true}";
            }
        })));
        return json.toString();
    }
}
