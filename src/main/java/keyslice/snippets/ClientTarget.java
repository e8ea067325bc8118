package keyslice.snippets;

import java.util.function.Function;

/**
 * The js-client and python-client targets, one program in two syntaxes: the low-level client of the AWS SDK for
 * JavaScript v3 ({@code @aws-sdk/client-dynamodb}, an ES module for Node.js) or of boto3, the request as DynamoDB's
 * JSON takes it, and a loop of its own over the pages, printing each item as one line of DynamoDB JSON.
 *
 * @param sdk what the first comment line names
 * @param install how to install and run the program
 * @param imports the imports and the client, by the request (Python imports base64 only to print items)
 * @param printItem the function that prints one item
 * @param send the expression that sends the request for one page
 */
record ClientTarget(
        ScriptSyntax syntax,
        String sdk,
        String install,
        Function<SnippetRequest, String> imports,
        String printItem,
        String send) {

    static final ClientTarget JAVASCRIPT = new ClientTarget(
            JsSyntax.JAVASCRIPT,
            "AWS SDK for JavaScript v3",
            JsSyntax.install("@aws-sdk/client-dynamodb"),
            request -> """
            import { DynamoDBClient, QueryCommand } from "@aws-sdk/client-dynamodb";

            const client = new DynamoDBClient({});

            """,
            """
            // Prints an item as one line of DynamoDB JSON, binary values in base64.
            function printItem(item) {
              console.log(JSON.stringify(item, function (key, value) {
                return this[key] instanceof Uint8Array ? Buffer.from(this[key]).toString("base64") : value;
              }));
            }

            """,
            "client.send(new QueryCommand(input))");

    static final ClientTarget PYTHON = new ClientTarget(
            PythonSyntax.PYTHON,
            "AWS SDK for Python (boto3)",
            PythonSyntax.INSTALL,
            request -> (request.counts() ? "" : "import base64\n") + """
            import json

            import boto3

            client = boto3.client("dynamodb")

            """,
            """
            def print_item(item):
                \"""Prints an item as one line of DynamoDB JSON, binary values in base64.\"""
                print(json.dumps(item, default=lambda b: base64.b64encode(b).decode("ascii")))


            """,
            "client.query(**request)");

    Code code(SnippetRequest request) {
        return Code.program(syntax.header(request, sdk, install)
                + imports.apply(request)
                + new RequestObject(syntax, request, syntax::value).write()
                + (request.counts() ? "" : printItem)
                + syntax.pages(request, send));
    }
}
