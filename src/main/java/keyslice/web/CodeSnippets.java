package keyslice.web;

import java.util.List;

import keyslice.domain.BuiltQuery;
import keyslice.snippets.Snippets;

/** The generated programs as the output shows them. */
final class CodeSnippets {

    private CodeSnippets() {
    }

    static List<Output.CodeView> views(BuiltQuery built) {
        return Snippets.all(built).stream().map(s -> new Output.CodeView(s.id(), s.label(), s.code())).toList();
    }
}
