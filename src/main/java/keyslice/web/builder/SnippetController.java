package keyslice.web.builder;

import io.javalin.http.Context;
import java.util.List;
import keyslice.domain.form.Problem;
import keyslice.domain.text.Shown;
import keyslice.snippets.Snippet;
import keyslice.snippets.Snippets;
import keyslice.web.http.HttpError;
import keyslice.web.http.RenderedCache;
import keyslice.web.http.Template;
import keyslice.web.http.Views;
import keyslice.web.state.BuilderState;
import keyslice.web.state.DecodedQuery;

/**
 * {@code GET /snippet?lang=go&<state>}: the code block of one snippet. An htmx answer of the builder carries only the
 * code of the snippet shown open; each other one loads from here when the person opens it.
 */
public final class SnippetController {

    /** The code block of one snippet. */
    public static final Template<Output.CodeView> BLOCK = new Template<>("partials/snippet.jte");
    /** The parameter naming the snippet (not a state parameter: permalinks never carry it). */
    public static final String LANG = "lang";

    private final Views views;
    private final RenderedCache cache;

    public SnippetController(Views views, RenderedCache cache) {
        this.views = views;
        this.cache = cache;
    }

    /** The answer depends on the query string alone; a bad lang or an invalid state is a 400 in the one
     * error shape, which htmx does not swap in. */
    public void snippet(Context ctx) {
        cache.getOrRender(
                        RenderedCache.key("snippet", "", ctx.queryString()),
                        () -> answer(DecodedQuery.decode(ctx.queryString())))
                .sendTo(ctx);
    }

    private RenderedCache.Entry answer(DecodedQuery decoded) {
        List<String> given = decoded.params().getOrDefault(LANG, List.of());
        String lang = given.size() == 1 ? given.get(0) : "";
        if (!Snippets.IDS.contains(lang)) {
            String ids = String.join(", ", Snippets.IDS);
            throw new HttpError(
                    400,
                    new Problem(
                            LANG,
                            "The lang parameter names the one snippet to show: one of " + ids + ", not "
                                    + (given.isEmpty() ? "nothing" : Shown.quoted(String.join("&", given))) + ".",
                            "lang must be one of " + ids));
        }
        BuilderState state = BuilderState.from(decoded);
        if (!state.isValid()) {
            throw new HttpError(400, state.problems());
        }
        Snippet snippet = Snippets.of(state.valid().built(), lang);
        byte[] body = views.render(BLOCK, new Output.CodeView(snippet.id(), snippet.label(), snippet.code()));
        return new RenderedCache.Entry(200, Views.HTML_UTF8, body, state.permalink());
    }
}
