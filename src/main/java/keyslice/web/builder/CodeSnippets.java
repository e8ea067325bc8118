package keyslice.web.builder;

import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import keyslice.domain.expression.BuiltQuery;
import keyslice.snippets.Snippet;
import keyslice.snippets.Snippets;

/**
 * The generated programs as the output shows them, and the language a browser chose: the page's script keeps the
 * snippet a person opens in the {@value #COOKIE} cookie, and the server shows that one open on every page and partial.
 */
public final class CodeSnippets {

    /** The id of the snippet last opened in this browser ({@code go}); read by the server, written by static/js/builder.js. */
    public static final String COOKIE = "keyslice-lang";

    private CodeSnippets() {}

    /**
     * Every target in display order, with the code of those {@code generated} accepts; the others have none (an htmx
     * answer carries the open snippet's code only, and generating all nine would cost more than the rest of the answer).
     */
    public static List<Output.CodeView> views(BuiltQuery built, Predicate<String> generated) {
        Map<String, String> code = Snippets.of(
                        built, Snippets.IDS.stream().filter(generated).toList())
                .stream()
                .collect(Collectors.toMap(Snippet::id, Snippet::code));
        return Snippets.IDS.stream()
                .map(id -> new Output.CodeView(id, Snippets.label(id), code.get(id)))
                .toList();
    }

    /** The snippet shown open: the one the cookie names, else the first (an unknown or missing cookie is no choice). */
    public static String language(String cookie) {
        return cookie != null && Snippets.IDS.contains(cookie) ? cookie : Snippets.IDS.get(0);
    }
}
