package keyslice.snippets;

import java.util.List;
import java.util.function.Function;

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

    /** One language: how a person and a highlighter name it, and its generator. */
    private record Language(String id, String label, String highlight, Function<SnippetRequest, String> generator) {
        Snippet write(SnippetRequest request) {
            return new Snippet(id, label, highlight, generator.apply(request));
        }
    }

    private static final List<Language> LANGUAGES = List.of(
            new Language("cli", "AWS CLI", "shell", CliSnippet::code),
            new Language("js", "JavaScript (SDK v3)", "javascript", JavaScriptSnippet::code),
            new Language("python", "Python (boto3)", "python", PythonSnippet::code),
            new Language("java", "Java (SDK v2)", "java", JavaSnippet::code),
            new Language("go", "Go (SDK v2)", "go", GoSnippet::code));

    /** The ids of the programs in display order, without building any: cli, js, python, java, go. */
    public static final List<String> IDS = LANGUAGES.stream().map(Language::id).toList();

    /** The programs in display order: cli, js, python, java, go. */
    public static List<Snippet> all(BuiltQuery built) {
        SnippetRequest request = SnippetRequest.of(built);
        return LANGUAGES.stream().map(language -> language.write(request)).toList();
    }

    /** The one program with this id (only that one is generated). */
    public static Snippet of(BuiltQuery built, String id) {
        return LANGUAGES.stream().filter(language -> language.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no snippet with id " + id))
                .write(SnippetRequest.of(built));
    }
}
