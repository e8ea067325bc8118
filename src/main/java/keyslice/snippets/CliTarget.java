package keyslice.snippets;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keyslice.domain.expression.QueryInput;
import keyslice.domain.expression.ReadOption;
import keyslice.domain.filter.ItemValue;

/** {@code aws dynamodb query ...} for a POSIX shell, AWS CLI v2. */
final class CliTarget {

    /** The title's SDK, for both CLI programs. */
    static final String SDK = "AWS CLI v2 in a POSIX shell";

    private CliTarget() {}

    static Code code(SnippetRequest request) {
        if (request.input().limit().isPresent()
                && (request.input().filterExpression().isPresent() || request.counts())) {
            // The CLI's paging counts the items it prints, not the items read: a loop of single pages instead.
            return CliPagedLoop.code(request, request.input().limit().getAsInt());
        }
        Comment comment = ShellSyntax.SHELL.comment();
        StringBuilder out = new StringBuilder(ShellSyntax.SHELL.header(request, SDK));
        out.append(comment.line("The CLI follows LastEvaluatedKey itself and prints every page as one result."));
        if (request.counts()) {
            out.append(
                    comment.line("Select COUNT returns no items: the CLI adds up each page's Count and ScannedCount."));
        }
        out.append(notes(request));
        request.input()
                .limit()
                .ifPresent(
                        limit -> out.append(comment.line("Limit " + limit + ": --page-size " + limit + " sends Limit="
                                        + limit + " with each request and --max-items " + limit + " stops after"))
                                .append(
                                        comment.line(
                                                limit + (limit == 1 ? " item" : " items")
                                                        + " in all, as the Query's Limit does (a bare --limit would switch the CLI's paging off).")));
        out.append(tableNote(request));
        Arguments args = new Arguments();
        request.input().writeTo(args);
        out.append("aws dynamodb query");
        for (String arg : args.args) {
            out.append(" \\\n    ").append(arg);
        }
        return Code.program(out.append('\n').toString());
    }

    /** What both CLI programs say of B values: the CLI reads them as base64. */
    static String notes(SnippetRequest request) {
        return request.hasBinary()
                ? Comment.SHELL.line(
                        "B values are base64, as AWS CLI v2 reads them by default (cli_binary_format=base64).")
                : "";
    }

    /** What both CLI programs say when the Query has no table. */
    static String tableNote(SnippetRequest request) {
        return request.tableMissing()
                ? Comment.SHELL.line("Replace " + Snippets.TABLE_PLACEHOLDER + " with your table's name.")
                : "";
    }

    /** The command's options, one a line. */
    private static final class Arguments implements QueryInput.Members {

        private final List<String> args = new ArrayList<>();

        // Joined with '=': names may start with '-' ("-ks"), which the CLI would read as an option of its own.
        @Override
        public void tableName(String tableName) {
            args.add("--table-name=" + ShellSyntax.shellWord(tableName));
        }

        @Override
        public void indexName(String indexName) {
            args.add("--index-name=" + ShellSyntax.shellWord(indexName));
        }

        @Override
        public void keyConditionExpression(String expression) {
            args.add("--key-condition-expression " + ShellSyntax.shellWord(expression));
        }

        @Override
        public void expressionAttributeNames(Map<String, String> names) {
            args.add("--expression-attribute-names " + ShellSyntax.shellWord(ShellSyntax.namesJson(names)));
        }

        @Override
        public void expressionAttributeValues(Map<String, ItemValue.Scalar> values) {
            args.add("--expression-attribute-values " + ShellSyntax.shellWord(ShellSyntax.valuesJson(values)));
        }

        @Override
        public void scanIndexForward(boolean forward) {
            args.add(forward ? "--scan-index-forward" : "--no-scan-index-forward");
        }

        @Override
        public void filterExpression(String expression) {
            args.add("--filter-expression " + ShellSyntax.shellWord(expression));
        }

        @Override
        public void projectionExpression(String expression) {
            args.add("--projection-expression " + ShellSyntax.shellWord(expression));
        }

        @Override
        public void select(String select) {
            args.add("--select " + ShellSyntax.shellWord(select));
        }

        @Override
        public void option(ReadOption option, String value) {
            // A flag is sent only when true, which its option alone says.
            args.add(option.isFlag() ? option.cliOption() : option.cliOption() + " " + ShellSyntax.shellWord(value));
        }

        @Override
        public void limit(int limit) {
            args.add("--page-size " + limit);
            args.add("--max-items " + limit);
        }
    }
}
