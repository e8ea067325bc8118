package keyslice.snippets;

import java.util.List;

/**
 * What every target's program says alike, spelled in its language: the header every program opens with (what it is,
 * how to run it, and where its region and credentials come from, written here once per language) and the words of
 * the page loop's comments. Each language's syntax ({@link ShellSyntax}, {@link JsSyntax}, {@link PythonSyntax},
 * {@link JavaSyntax}, {@link GoSyntax}) adds its string literal, its maps and its page loop.
 */
interface Syntax {

    /** What a program's loop says when it follows LastEvaluatedKey under a Limit. */
    List<String> LIMITED = List.of(
            "Follow LastEvaluatedKey page by page. Limit caps the items read in all (ScannedCount;",
            "a filter may keep fewer): each further page asks only for the items still missing.");

    /** What a program's loop says when it adds up Select COUNT's pages. */
    List<String> COUNTED = List.of(
            "Select COUNT returns no items: add up each page's Count (the items the filter keeps)",
            "and ScannedCount (the items read), and print both as one line of JSON.");

    /** What a program's loop says when it follows LastEvaluatedKey itself, without a Limit. */
    String TO_THE_LAST_PAGE = "Follow LastEvaluatedKey page by page until the last page.";

    /** The comment beside the table name when the Query has none ({@link Snippets#TABLE_PLACEHOLDER}). */
    String REPLACE_TABLE = "replace with your table's name";

    /** The language's comment line. */
    Comment comment();

    /** Where the program's region and credentials come from: the variables its SDK reads. */
    String credentials();

    /** What the SDK's paginator says when it follows LastEvaluatedKey for the program ({@code paginate()}). */
    static String followedBy(String paginator) {
        return paginator + " follows LastEvaluatedKey page by page until the last page.";
    }

    /** The opening comments: the Query and the SDK ({@code sdk}), how to run it ({@code setup}), then the credentials. */
    default String header(SnippetRequest request, String sdk, String... setup) {
        StringBuilder out = new StringBuilder(comment().line("keyslice: " + request.title() + ", " + sdk + "."));
        for (String line : setup) {
            out.append(comment().line(line));
        }
        return out.append(comment().line(credentials())).toString();
    }

    /** These comment lines at this indentation. */
    default String comments(String indent, List<String> lines) {
        StringBuilder out = new StringBuilder();
        lines.forEach(line -> out.append(indent).append(comment().line(line)));
        return out.toString();
    }

    /** This comment line at this indentation. */
    default String comments(String indent, String line) {
        return indent + comment().line(line);
    }
}
