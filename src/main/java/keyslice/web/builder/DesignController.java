package keyslice.web.builder;

import io.javalin.http.Context;
import keyslice.domain.form.Problem;
import keyslice.web.http.HttpError;
import keyslice.web.http.Json;
import keyslice.web.http.RenderedCache;
import keyslice.web.http.Template;
import keyslice.web.http.Views;
import keyslice.web.state.BuilderState;
import keyslice.web.state.DecodedQuery;

/**
 * {@code GET /design?<state>}: the body of the design comparison. An htmx answer of the builder carries the closed
 * section's title only; the body loads from here when the person opens it ({@link DesignComparisonView}).
 */
public final class DesignController {

    /** The body of the section, after its summary. */
    public static final Template<Output.DesignBody> BODY = new Template<>("partials/design-body.jte");

    private final Json json;
    private final Views views;
    private final RenderedCache cache;

    public DesignController(Json json, Views views, RenderedCache cache) {
        this.json = json;
        this.views = views;
        this.cache = cache;
    }

    /** The answer depends on the query string alone; an invalid state, or one without a comparison, is a 400 in the
     * one error shape, which htmx does not swap in. */
    public void design(Context ctx) {
        cache.getOrRender(
                        RenderedCache.key("design", "", ctx.queryString()),
                        () -> answer(DecodedQuery.decode(ctx.queryString())))
                .sendTo(ctx);
    }

    private RenderedCache.Entry answer(DecodedQuery decoded) {
        BuilderState state = BuilderState.from(decoded);
        if (!state.isValid()) {
            throw new HttpError(400, state.problems());
        }
        Output.DesignBody body = DesignComparisonView.body(state.form(), state.valid(), json);
        if (body == null) {
            throw new HttpError(
                    400,
                    new Problem(
                            "seg",
                            "This state has no design comparison: it needs a multi-attribute key, "
                                    + "or a sort key value built from two or more segments.",
                            "seg must build the sort key value from two or more "
                                    + "segments, or the key must name further attributes"));
        }
        return new RenderedCache.Entry(200, Views.HTML_UTF8, views.render(BODY, body), state.permalink());
    }
}
