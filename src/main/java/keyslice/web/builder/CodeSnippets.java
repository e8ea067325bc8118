package keyslice.web.builder;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
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
        // Loops, not streams: an htmx answer runs this at every keystroke, over nine ids.
        List<String> ids = new ArrayList<>();
        for (String id : Snippets.IDS) {
            if (generated.test(id)) {
                ids.add(id);
            }
        }
        Map<String, String> code = new HashMap<>();
        for (Snippet snippet : Snippets.of(built, ids)) {
            code.put(snippet.id(), snippet.code());
        }
        List<Output.CodeView> views = new ArrayList<>(Snippets.IDS.size());
        for (String id : Snippets.IDS) {
            views.add(new Output.CodeView(id, Snippets.label(id), code.get(id)));
        }
        return List.copyOf(views);
    }

    /** The snippet shown open: the one the cookie names, else the first (an unknown or missing cookie is no choice). */
    public static String language(String cookie) {
        return cookie != null && Snippets.IDS.contains(cookie) ? cookie : Snippets.IDS.get(0);
    }
}
