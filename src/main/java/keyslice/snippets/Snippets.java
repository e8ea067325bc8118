package keyslice.snippets;

import java.util.List;
import keyslice.domain.BuiltQuery;

/**
 * Programs that send a built Query exactly as keyslice shows it and print what it reads: the AWS CLI,
 * and the AWS SDKs for JavaScript (v3), Python (boto3), Java (v2) and Go (v2).
 *
 * <p>Every program builds the same request (expression, names, values, table, index,
 * ScanIndexForward, Limit) and follows LastEvaluatedKey/ExclusiveStartKey page by page. With a
 * Limit it stops once Limit items have been read in all, each further page asking only for the
 * items still missing: the items keyslice's slice view shows. None names an endpoint, a region or
 * credentials: the SDKs and the CLI take them from the environment ({@code AWS_REGION}, which boto3 does not
 * read: it takes {@code AWS_DEFAULT_REGION}; {@code AWS_PROFILE}, {@code AWS_ENDPOINT_URL}...). A query without a table name gets the
 * placeholder {@link #TABLE_PLACEHOLDER}.
 */
public final class Snippets {

    /** The table name written when the query has none, with a comment saying to replace it. */
    public static final String TABLE_PLACEHOLDER = "YOUR_TABLE";

    private Snippets() {
    }

    /** The programs in display order: cli, js, python, java, go. */
    public static List<Snippet> all(BuiltQuery built) {
        SnippetRequest request = SnippetRequest.of(built);
        return List.of(
                new Snippet("cli", "AWS CLI", "shell", CliSnippet.code(request)),
                new Snippet("js", "JavaScript (SDK v3)", "javascript", JavaScriptSnippet.code(request)),
                new Snippet("python", "Python (boto3)", "python", PythonSnippet.code(request)),
                new Snippet("java", "Java (SDK v2)", "java", JavaSnippet.code(request)),
                new Snippet("go", "Go (SDK v2)", "go", GoSnippet.code(request)));
    }

    /** The one program with this id. */
    public static Snippet of(BuiltQuery built, String id) {
        return all(built).stream().filter(s -> s.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no snippet with id " + id));
    }
}
