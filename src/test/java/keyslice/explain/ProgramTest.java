package keyslice.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keyslice.domain.form.QueryForm;
import org.junit.jupiter.api.Test;

/** Programs written by hand (keyslice's own are read back in ExplainRoundTripPropertyTest): the request's literal, never run. */
class ProgramTest {

    private static final QueryForm FILE_TREE = QueryForm.builder()
            .table("Drive")
            .pk("PK")
            .pkValue("DRIVE#a91")
            .sk("SK")
            .value("root/photos/")
            .build();

    @Test
    void aJavaScriptQueryCommandWithItsLiteralInline() throws Unreadable {
        Explanation explanation = Explainer.explain("""
                import { DynamoDBClient, QueryCommand } from '@aws-sdk/client-dynamodb';
                const out = await new DynamoDBClient({}).send(new QueryCommand({
                  TableName: 'Drive', /* the photos */
                  KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :sk)',
                  ExpressionAttributeNames: { '#pk': 'PK', "#sk": "SK" },
                  ExpressionAttributeValues: { ':pk': { S: 'DRIVE\\x23a91' }, ':sk': { S: "root/photos/" } }, // trailing comma
                }));""");
        assertEquals(Explanation.Source.PROGRAM, explanation.source());
        assertEquals(FILE_TREE, explanation.form().orElseThrow());
    }

    @Test
    void aPythonRequestDictWithBytes() throws Unreadable {
        Explanation explanation = Explainer.explain("""
                import boto3
                request = {
                    "TableName": "Drive",  # the photos
                    "KeyConditionExpression": "#pk = :pk",
                    "ExpressionAttributeNames": {"#pk": "PK"},
                    "ExpressionAttributeValues": {":pk": {"B": b"\\x00\\x01"}},
                    "ScanIndexForward": False,
                }
                boto3.client("dynamodb").query(**request)""");
        assertEquals(
                QueryForm.builder()
                        .table("Drive")
                        .pk("PK")
                        .pkType("B")
                        .pkValue("AAE=")
                        .order("desc")
                        .build(),
                explanation.form().orElseThrow());
    }

    /**
     * A literal whose comments hold what starts a literal ({@code // const b = {}, Python's {@code # .query(**{}) is read
     * once: each of those, read as a literal of its own, would read the rest of the text again, quadratic in the text
     * (240 ms of CPU and 900 MB allocated for 64 KB, in docs/benchmarks.md).
     */
    @Test
    void literalsInsideALiteralReadAreNotReadAgain() throws Unreadable {
        String request = "{\"TableName\": \"Drive\", \"KeyConditionExpression\": \"PK = :p\", "
                + "\"ExpressionAttributeValues\": {\":p\": {\"S\": \"a\"}}}";
        String js = "import { QueryCommand } from '@aws-sdk/client-dynamodb';\nconst a = {\n"
                + "// const b = {\nk: 1,\n".repeat(500) + "};\nconst input = " + request + ";\n";
        String python = "import boto3\nx = {\n" + "  # .query(**{\n  'k': [1],\n".repeat(500) + "}\nrequest = "
                + request + "\n";
        for (String program : new String[] {js, python}) {
            assertEquals(
                    2,
                    ProgramReader.literals(program, program.startsWith("import boto3"))
                            .size(),
                    program);
            assertEquals(
                    QueryForm.builder()
                            .table("Drive")
                            .pk("PK")
                            .pkValue("a")
                            .names("minimal")
                            .build(),
                    Explainer.explain(program).form().orElseThrow());
        }
    }

    @Test
    void codeInPlaceOfAValueIsNeverRunAndSaysSo() {
        Unreadable e = assertThrows(Unreadable.class, () -> Explainer.explain("""
                import boto3
                request = {"TableName": os.environ["TABLE"], "KeyConditionExpression": "PK = :p"}"""));
        assertTrue(e.getMessage().contains("\"os\" is code, not a literal"), e.getMessage());
        Unreadable none = assertThrows(
                Unreadable.class,
                () -> Explainer.explain("import boto3\nboto3.client('dynamodb').query(TableName='T')"));
        assertTrue(none.getMessage().contains("written out as a literal"), none.getMessage());
    }
}
