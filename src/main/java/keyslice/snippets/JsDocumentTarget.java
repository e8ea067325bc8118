package keyslice.snippets;

/**
 * An ES module for Node.js with the AWS SDK for JavaScript v3's DocumentClient ({@code @aws-sdk/lib-dynamodb}):
 * native values in and out (B as a Uint8Array, an N a JavaScript number would round as NumberValue), and
 * {@code paginateQuery}; with a Limit, its own loop that lowers Limit page by page.
 */
final class JsDocumentTarget {

    private JsDocumentTarget() {}

    static Code code(SnippetRequest request) {
        boolean limited = request.input().limit().isPresent();
        StringBuilder out = new StringBuilder(JsSyntax.JAVASCRIPT.header(
                request,
                "AWS SDK for JavaScript v3 DocumentClient",
                JsSyntax.install("@aws-sdk/client-dynamodb @aws-sdk/lib-dynamodb")));
        out.append("import { DynamoDBClient } from \"@aws-sdk/client-dynamodb\";\n");
        out.append("import { DynamoDBDocumentClient, NumberValue, ")
                .append(limited ? "QueryCommand" : "paginateQuery")
                .append(" } from \"@aws-sdk/lib-dynamodb\";\n\n");
        out.append(JsNative.DOCUMENT_CLIENT);
        out.append(new RequestObject(
                        JsSyntax.JAVASCRIPT,
                        request,
                        value -> JsNative.value(value, n -> "NumberValue.from(" + JsSyntax.literal(n.text()) + ")"))
                .write());
        out.append(request.counts() ? "" : JsNative.PRINT_ITEM);
        if (limited) {
            // paginateQuery sends the same Limit with every page, so a Limit needs the loop that lowers it
            out.append(JsSyntax.JAVASCRIPT.pages(request, "documentClient.send(new QueryCommand(input))"));
        } else {
            out.append(
                    JsSyntax.paginated(request, "paginateQuery", "paginateQuery({ client: documentClient }, input)"));
        }
        return Code.program(out.toString());
    }
}
