package keyslice.snippets;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.Function;
import keyslice.domain.expression.BuiltQuery;

/**
 * The code targets: programs that send a built Query exactly as keyslice shows it and print what it reads, in the
 * style each team writes (low-level clients, document clients, query builders).
 *
 * <p>Every program reads the same items: the request's expressions (or the equivalent ones a builder writes), table,
 * index, ScanIndexForward, Limit, Select and ConsistentRead, following LastEvaluatedKey page by page. With a Limit it
 * stops once Limit items are read in all, adding up ScannedCount (a filter may keep fewer) and asking each further
 * page only for the items still missing. It prints each item as one line of JSON, or for Select COUNT, which returns
 * no items, one line with the summed Count and ScannedCount. None names an endpoint, a region or credentials:
 * each says in its first lines which variables its SDK reads (boto3 reads {@code AWS_DEFAULT_REGION}, not
 * {@code AWS_REGION}). A query without a table name gets the placeholder {@link #TABLE_PLACEHOLDER}.
 *
 * <p>A new target is one generator class (its program over the shared {@link Syntax} of its language) and one line in
 * {@link #TARGETS}, plus its runner in the tests
 * ({@code SnippetExecutionTest}): the page's chooser of targets and the API's {@code code=} read this list.
 */
public final class Snippets {

    /** The table name written when the query has none, with a comment saying to replace it. */
    public static final String TABLE_PLACEHOLDER = "YOUR_TABLE";

    /** One target: its id (part of the API), its label, its highlighting name and its generator. */
    private record Target(String id, String label, String language, Function<SnippetRequest, Code> generator) {}

    private static final List<Target> TARGETS = List.of(
            new Target("cli", "AWS CLI", "shell", CliTarget::code),
            new Target("js-client", "JavaScript (SDK v3 client)", "javascript", ClientTarget.JAVASCRIPT::code),
            new Target("js-document", "JavaScript (DocumentClient)", "javascript", JsDocumentTarget::code),
            new Target("python-client", "Python (boto3 client)", "python", ClientTarget.PYTHON::code),
            new Target("python-resource", "Python (boto3 Table)", "python", PythonResourceTarget::code),
            new Target("java-client", "Java (SDK v2 client)", "java", JavaClientTarget::code),
            new Target("java-enhanced", "Java (enhanced client)", "java", JavaEnhancedTarget::code),
            new Target("go", "Go (SDK v2)", "go", GoTarget::code),
            new Target("dynamodb-toolbox", "dynamodb-toolbox", "javascript", ToolboxTarget::code));

    private Snippets() {}

    /** Every target's id, in display order, without generating any program. */
    public static final List<String> IDS = TARGETS.stream().map(Target::id).toList();

    /** How the page names a target ({@code "Go (SDK v2)"}), without generating its program. */
    public static String label(String id) {
        for (Target target : TARGETS) {
            if (target.id().equals(id)) {
                return target.label();
            }
        }
        throw new IllegalArgumentException("no target with id " + id);
    }

    /** What every target shows for this query, in display order. */
    public static List<Snippet> all(BuiltQuery built) {
        return of(built, IDS);
    }

    /** What these targets show for this query, in display order; an unknown id is an error. */
    public static List<Snippet> of(BuiltQuery built, Collection<String> ids) {
        List<String> unknown = ids.stream().filter(id -> !IDS.contains(id)).toList();
        if (!unknown.isEmpty()) {
            throw new IllegalArgumentException("no target with id " + String.join(", ", unknown));
        }
        SnippetRequest request = SnippetRequest.of(built);
        List<Snippet> out = new ArrayList<>();
        for (Target t : TARGETS) {
            if (ids.contains(t.id())) {
                Code code = t.generator().apply(request);
                out.add(new Snippet(t.id(), t.label(), t.language(), code.text(), code.program()));
            }
        }
        return out;
    }

    /** What the target with this id shows for this query. */
    public static Snippet of(BuiltQuery built, String id) {
        return of(built, List.of(id)).get(0);
    }
}
