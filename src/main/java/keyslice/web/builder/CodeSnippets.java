package keyslice.web.builder;

import java.util.List;

import keyslice.domain.BuiltQuery;
import keyslice.snippets.Snippets;

/**
 * The generated programs as the output shows them, and the language a browser chose: the page's script keeps the
 * snippet a person opens in the {@value #COOKIE} cookie, and the server shows that one open on every page and partial.
 */
public final class CodeSnippets {

    /** The id of the snippet last opened in this browser ({@code go}); read by the server, written by static/js/app.js. */
    public static final String COOKIE = "keyslice-lang";

    private CodeSnippets() {
    }

    public static List<Output.CodeView> views(BuiltQuery built) {
        return Snippets.all(built).stream().map(s -> new Output.CodeView(s.id(), s.label(), s.code())).toList();
    }

    /** The snippet shown open: the one the cookie names, else the first (an unknown or missing cookie is no choice). */
    public static String language(String cookie) {
        return cookie != null && Snippets.IDS.contains(cookie) ? cookie : Snippets.IDS.get(0);
    }
}
