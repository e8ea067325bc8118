package keyslice.web.builder;

import io.javalin.http.Context;
import keyslice.domain.form.Problem;
import keyslice.web.embed.EmbedShare;
import keyslice.web.http.HttpError;
import keyslice.web.http.Json;
import keyslice.web.http.PublicUrl;
import keyslice.web.http.RenderedCache;
import keyslice.web.http.Template;
import keyslice.web.http.Views;
import keyslice.web.state.BuilderState;
import keyslice.web.state.DecodedQuery;
import keyslice.web.state.Permalink;

/**
 * {@code GET /share?<state>}: the body of the share section, the embed card's options, its code and the Markdown. An
 * htmx answer of the builder leaves it out (it would be 4 to 5 KB of every live update: the absolute permalink four
 * times, the card's parts and the request again); the page loads it from here when the person opens the section.
 */
public final class ShareController {

    /** The body of the section, after its summary. */
    public static final Template<EmbedShare> BODY = new Template<>("partials/share-body.jte");

    private final PublicUrl publicUrl;
    private final Json json;
    private final Views views;
    private final RenderedCache cache;

    public ShareController(PublicUrl publicUrl, Json json, Views views, RenderedCache cache) {
        this.publicUrl = publicUrl;
        this.json = json;
        this.views = views;
        this.cache = cache;
    }

    /** The answer depends on the origin and the query string; an invalid state, or one too long to share, is a 400 in
     * the one error shape, which htmx does not swap in. */
    public void share(Context ctx) {
        String base = publicUrl.of(ctx);
        cache.getOrRender(
                        RenderedCache.key("share", base, ctx.queryString()),
                        () -> answer(base, DecodedQuery.decode(ctx.queryString())))
                .sendTo(ctx);
    }

    private RenderedCache.Entry answer(String base, DecodedQuery decoded) {
        BuilderState state = BuilderState.from(decoded);
        if (!state.isValid()) {
            throw new HttpError(400, state.problems());
        }
        if (!Permalink.shareable(state.permalink())) {
            throw new HttpError(
                    400,
                    new Problem(
                            "z",
                            "This state's link is too long to share: there is no embed code or Markdown for it.",
                            "a shared state's permalink is at most " + Permalink.SHAREABLE_CHARS + " characters"));
        }
        // The same text as the page's blocks, which EmbedShare.of puts in the Markdown and the card.
        Json.PrettyRequest pretty = json.prettyRequest(state.valid().built().input());
        EmbedShare embed = EmbedShare.of(state, base, pretty.request(), pretty.names(), pretty.values());
        return new RenderedCache.Entry(200, Views.HTML_UTF8, views.render(BODY, embed), state.permalink());
    }
}
