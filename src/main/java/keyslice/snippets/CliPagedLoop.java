package keyslice.snippets;

import java.util.Map;
import java.util.StringJoiner;

import keyslice.domain.expression.QueryInput;
import keyslice.domain.filter.AttributeValue;

/**
 * The AWS CLI program for a Limit with a filter or Select COUNT, which the CLI's own paging cannot stop where the
 * Query's Limit does ({@code --max-items} counts the items it prints, after the filter, and none under COUNT): a
 * POSIX-shell loop that sends the request exactly as shown ({@code --cli-input-json}), one page a call
 * ({@code --no-paginate}), each further page with the items still to read as its {@code --limit}, and prints one
 * result as the CLI does, with the pages' items, Count and ScannedCount.
 */
final class CliPagedLoop {

    private CliPagedLoop() {
    }

    static Code code(SnippetRequest request, int limit) {
        StringBuilder out = new StringBuilder();
        out.append(Comment.SHELL.line("keyslice: " + request.title() + ", AWS CLI v2 in a POSIX shell."));
        out.append("# Region and credentials come from your AWS configuration (AWS_REGION, AWS_PROFILE...).\n");
        out.append("# Limit ").append(limit).append(" counts the items read").append(request.counts() ? "" : ", before the filter")
                .append("; the CLI's --max-items counts the items it\n");
        out.append("# prints").append(request.counts() ? " (none under Select COUNT)" : " (fewer, after the filter)")
                .append(", and a bare --limit stops after one page. So this loop sends\n");
        out.append("# the request exactly as shown (--cli-input-json), one page a call (--no-paginate), asks each\n");
        out.append("# further page for the items still to read (--limit), and prints one result as the CLI does.\n");
        if (request.hasBinary()) {
            out.append("# B values are base64, as AWS CLI v2 reads them by default (cli_binary_format=base64).\n");
        }
        if (request.tableMissing()) {
            out.append("# Replace ").append(Snippets.TABLE_PLACEHOLDER).append(" with your table's name.\n");
        }
        out.append("request=").append(CliSnippet.shellWord(requestJson(request))).append('\n');
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
        out.append(request.counts()
                ? "printf '{\"Count\": %s, \"ScannedCount\": %s}\\n' \"$count\" \"$scanned\"\n"
                : "printf '{\"Items\": [%s], \"Count\": %s, \"ScannedCount\": %s}\\n' \"$items\" \"$count\" \"$scanned\"\n");
        return Code.program(out.toString());
    }

    /** The Query input as DynamoDB's JSON API (and {@code --cli-input-json}) takes it. */
    static String requestJson(SnippetRequest request) {
        StringJoiner json = new StringJoiner(", ", "{", "}");
        request.input().writeTo(new QueryInput.Members() {
            @Override
            public void tableName(String tableName) {
                json.add("\"TableName\": " + CliSnippet.json(tableName));
            }

            @Override
            public void indexName(String indexName) {
                json.add("\"IndexName\": " + CliSnippet.json(indexName));
            }

            @Override
            public void keyConditionExpression(String expression) {
                json.add("\"KeyConditionExpression\": " + CliSnippet.json(expression));
            }

            @Override
            public void expressionAttributeNames(Map<String, String> names) {
                json.add("\"ExpressionAttributeNames\": " + CliSnippet.namesJson(names));
            }

            @Override
            public void expressionAttributeValues(Map<String, AttributeValue.Scalar> values) {
                json.add("\"ExpressionAttributeValues\": " + CliSnippet.valuesJson(values));
            }

            @Override
            public void scanIndexForward(boolean forward) {
                json.add("\"ScanIndexForward\": " + forward);
            }

            @Override
            public void filterExpression(String expression) {
                json.add("\"FilterExpression\": " + CliSnippet.json(expression));
            }

            @Override
            public void projectionExpression(String expression) {
                json.add("\"ProjectionExpression\": " + CliSnippet.json(expression));
            }

            @Override
            public void select(String select) {
                json.add("\"Select\": " + CliSnippet.json(select));
            }

            @Override
            public void consistentRead(boolean consistent) {
                json.add("\"ConsistentRead\": " + consistent);
            }

            @Override
            public void limit(int limit) {
                json.add("\"Limit\": " + limit);
            }
        });
        return json.toString();
    }
}
