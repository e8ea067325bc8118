package keyslice.web.builder;

import java.util.List;

import keyslice.domain.BuiltQuery;
import keyslice.snippets.Snippets;

/** The generated programs as the output shows them. */
public final class CodeSnippets {

    private CodeSnippets() {
    }

    public static List<Output.CodeView> views(BuiltQuery built) {
        return Snippets.all(built).stream().map(s -> new Output.CodeView(s.id(), s.label(), s.code())).toList();
    }
}
