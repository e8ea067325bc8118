package keyslice.snippets;

import java.util.Map;
import java.util.StringJoiner;
import keyslice.domain.expression.QueryInput;
import keyslice.domain.expression.ReadOption;
import keyslice.domain.filter.ItemValue;

/**
 * The AWS CLI program for a Limit with a filter or Select COUNT, which the CLI's own paging cannot stop where the
 * Query's Limit does ({@code --max-items} counts the items it prints, after the filter, and none under COUNT): a
 * POSIX-shell loop that sends the request exactly as shown ({@code --cli-input-json}), one page a call
 * ({@code --no-paginate}), each further page with the items still to read as its {@code --limit}, and prints one
 * result as the CLI does, with the pages' items, Count and ScannedCount.
 */
final class CliPagedLoop {

    private CliPagedLoop() {}

    static Code code(SnippetRequest request, int limit) {
        StringBuilder out = new StringBuilder(ShellSyntax.SHELL.header(request, CliTarget.SDK));
        out.append("# Limit ")
                .append(limit)
                .append(" counts the items read")
                .append(request.counts() ? "" : ", before the filter")
                .append("; the CLI's --max-items counts the items it\n");
        out.append("# prints")
                .append(request.counts() ? " (none under Select COUNT)" : " (fewer, after the filter)")
                .append(", and a bare --limit stops after one page. So this loop sends\n");
        out.append("# the request exactly as shown (--cli-input-json), one page a call (--no-paginate), asks each\n");
        out.append("# further page for the items still to read (--limit), and prints one result as the CLI does.\n");
        out.append(CliTarget.notes(request)).append(CliTarget.tableNote(request));
        out.append("request=")
                .append(ShellSyntax.shellWord(requestJson(request)))
                .append('\n');
        out.append("left=").append(limit).append(" count=0 scanned=0 items= start=null\n");
        out.append("tab=$(printf '\\t')\n");
        out.append("""
                while :; do
                  set -- dynamodb query --cli-input-json "$request" --limit "$left" --no-paginate --output text \\
                    --query '[ScannedCount, Count, to_string(LastEvaluatedKey), to_string(Items)]'
                  if [ "$start" != null ]; then set -- "$@" --exclusive-start-key "$start"; fi
                  page=$(aws "$@") || exit
                  # One line: ScannedCount, Count, LastEvaluatedKey and Items, the last two as JSON (no tab inside).
                  page_scanned=${page%%"$tab"*}; page=${page#*"$tab"}
                  page_count=${page%%"$tab"*}; page=${page#*"$tab"}
                  start=${page%%"$tab"*}; page=${page#*"$tab"}
                  if [ "$page" != null ] && [ "$page" != '[]' ]; then page=${page#?}; items=${items:+$items,}${page%?}; fi
                  scanned=$((scanned + page_scanned)); count=$((count + page_count)); left=$((left - page_scanned))
                  if [ "$start" = null ] || [ "$left" -le 0 ]; then break; fi
                done
                """);
        out.append(
                request.counts()
                        ? "printf '{\"Count\": %s, \"ScannedCount\": %s}\\n' \"$count\" \"$scanned\"\n"
                        : "printf '{\"Items\": [%s], \"Count\": %s, \"ScannedCount\": %s}\\n' \"$items\" \"$count\" \"$scanned\"\n");
        return Code.program(out.toString());
    }

    /** The Query input as DynamoDB's JSON API (and {@code --cli-input-json}) takes it. */
    static String requestJson(SnippetRequest request) {
        RequestJson json = new RequestJson();
        request.input().writeTo(json);
        return json.members.toString();
    }

    /** The request's members as one JSON object, in DynamoDB's JSON wire form. */
    private static final class RequestJson implements QueryInput.Members {

        private final StringJoiner members = new StringJoiner(", ", "{", "}");

        private void member(String name, String json) {
            members.add("\"" + name + "\": " + json);
        }

        @Override
        public void tableName(String tableName) {
            member("TableName", ShellSyntax.json(tableName));
        }

        @Override
        public void indexName(String indexName) {
            member("IndexName", ShellSyntax.json(indexName));
        }

        @Override
        public void keyConditionExpression(String expression) {
            member("KeyConditionExpression", ShellSyntax.json(expression));
        }

        @Override
        public void expressionAttributeNames(Map<String, String> names) {
            member("ExpressionAttributeNames", ShellSyntax.namesJson(names));
        }

        @Override
        public void expressionAttributeValues(Map<String, ItemValue.Scalar> values) {
            member("ExpressionAttributeValues", ShellSyntax.valuesJson(values));
        }

        @Override
        public void scanIndexForward(boolean forward) {
            member("ScanIndexForward", Boolean.toString(forward));
        }

        @Override
        public void filterExpression(String expression) {
            member("FilterExpression", ShellSyntax.json(expression));
        }

        @Override
        public void projectionExpression(String expression) {
            member("ProjectionExpression", ShellSyntax.json(expression));
        }

        @Override
        public void select(String select) {
            member("Select", ShellSyntax.json(select));
        }

        @Override
        public void option(ReadOption option, String value) {
            member(option.member(), option.isFlag() ? value : ShellSyntax.json(value));
        }

        @Override
        public void limit(int limit) {
            member("Limit", Integer.toString(limit));
        }
    }
}
