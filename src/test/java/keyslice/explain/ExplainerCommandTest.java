package keyslice.explain;

import static keyslice.explain.ExplainerFixtures.FILE_TREE;
import static keyslice.explain.ExplainerFixtures.FILE_TREE_FORM;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import keyslice.domain.form.Problem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A pasted aws dynamodb command read back into the form: its paging options, files and shorthand, other operations.
 */
class ExplainerCommandTest {

    static Stream<Arguments> commands() {
        return Stream.of(
                Arguments.of("single quotes and line continuations", """
                        aws dynamodb query \\
                            --table-name Drive \\
                            --key-condition-expression '#pk = :pk AND begins_with(#sk, :sk)' \\
                            --expression-attribute-names '{"#pk": "PK", "#sk": "SK"}' \\
                            --expression-attribute-values '{":pk": {"S": "DRIVE#a91"}, ":sk": {"S": "root/photos/"}}'
                        """),
                Arguments.of(
                        "double quotes with backslashes, = forms, a prompt",
                        "$ aws dynamodb query --table-name=Drive "
                                + "--key-condition-expression=\"#pk = :pk AND begins_with(#sk, :sk)\" "
                                + "--expression-attribute-names \"{\\\"#pk\\\": \\\"PK\\\", \\\"#sk\\\": \\\"SK\\\"}\" "
                                + "--expression-attribute-values \"{\\\":pk\\\": {\\\"S\\\": \\\"DRIVE#a91\\\"}, \\\":sk\\\": {\\\"S\\\": \\\"root/photos/\\\"}}\""),
                Arguments.of(
                        "$'…' quoting, global options, a comment",
                        "# the photos\naws --region eu-west-1 dynamodb query --table-name Drive "
                                + "--key-condition-expression $'#pk = :pk AND begins_with(#sk, :sk)' --output json "
                                + "--expression-attribute-names $'{\"#pk\": \"PK\", \"#sk\": \"SK\"}' "
                                + "--expression-attribute-values $'{\":pk\": {\"S\": \"DRIVE\\x23a91\"}, \":sk\": {\"S\": \"root/photos/\"}}'"),
                Arguments.of(
                        "--cli-input-json",
                        "aws dynamodb query --cli-input-json '" + FILE_TREE.replace("\n", " ") + "'"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource
    void commands(String what, String command) throws Unreadable {
        Explanation explanation = Explainer.explain(command);
        assertEquals(Explanation.Source.CLI, explanation.source());
        assertEquals(List.of(), explanation.problems());
        assertEquals(FILE_TREE_FORM, explanation.form().orElseThrow());
    }

    @Test
    void theCliPagingOptionsKeepTheirOwnMeaning() throws Unreadable {
        String query =
                "aws dynamodb query --table-name T --key-condition-expression 'PK = :p' --expression-attribute-values '{\":p\": {\"S\": \"a\"}}' ";
        assertEquals(
                "3",
                Explainer.explain(query + "--limit 3").form().orElseThrow().limit(),
                "--limit is the request's Limit");
        assertEquals(
                "4",
                Explainer.explain(query + "--page-size 4 --max-items 4")
                        .form()
                        .orElseThrow()
                        .limit(),
                "without a filter, --max-items stops after the first items read, as Limit does");
        Explanation paged = Explainer.explain(query + "--page-size 4");
        assertEquals("", paged.form().orElseThrow().limit(), "--page-size alone reads every page");
        Explanation filtered = Explainer.explain(query + "--filter-expression 'n > :p' --max-items 2");
        assertEquals(
                "", filtered.form().orElseThrow().limit(), "with a filter, --max-items counts items printed, not read");
        assertTrue(
                filtered.notes().stream().anyMatch(note -> note.contains("counts the items printed")),
                filtered.notes()::toString);
        assertEquals(
                "desc",
                Explainer.explain(query + "--no-scan-index-forward")
                        .form()
                        .orElseThrow()
                        .order());
        assertEquals(
                "count",
                Explainer.explain(query + "--select COUNT").form().orElseThrow().select());
    }

    @Test
    void filesAndShorthandAreAskedForAsJson() throws Unreadable {
        Explanation file = Explainer.explain("aws dynamodb query --table-name T --key-condition-expression 'PK = :p' "
                + "--expression-attribute-values file://values.json");
        assertEquals(
                List.of("--expression-attribute-values"),
                file.problems().stream().map(Problem::field).toList());
        assertTrue(
                file.problems().get(0).summary().contains("paste the JSON itself"),
                file.problems().get(0).summary());
        Explanation shorthand =
                Explainer.explain("aws dynamodb query --table-name T --key-condition-expression 'PK = :p' "
                        + "--expression-attribute-values ':p={S=a}'");
        assertTrue(
                shorthand.problems().get(0).summary().contains("shorthand"),
                shorthand.problems().get(0).summary());
    }

    @Test
    void otherOperationsAreNamedNotBuilt() throws Unreadable {
        Explanation scan = Explainer.explain("aws dynamodb scan --table-name T");
        assertEquals("Scan", scan.operation());
        assertTrue(scan.form().isEmpty());
        assertEquals(
                "GetItem",
                Explainer.explain("aws dynamodb get-item --table-name T --key '{\"PK\": {\"S\": \"a\"}}'")
                        .operation());
        assertEquals(
                "GetItem",
                Explainer.explain("{\"TableName\": \"T\", \"Key\": {\"PK\": {\"S\": \"a\"}}}")
                        .operation());
    }
}
