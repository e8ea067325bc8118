package keyslice.web.preview;

import java.util.List;
import java.util.Optional;

import io.javalin.http.Context;
import keyslice.web.builder.BuilderPage;
import keyslice.web.builder.Examples;
import keyslice.web.builder.Output;
import keyslice.web.builder.OutputFactory;
import keyslice.web.http.ErrorPage;
import keyslice.web.http.HttpError;
import keyslice.web.http.Intake;
import keyslice.web.http.PublicUrl;
import keyslice.web.http.Views;
import keyslice.web.state.BuilderState;
import keyslice.web.state.DecodedQuery;

/**
 * {@code POST /run}: the form in the body (a run is an action, never a side effect of opening a link). htmx gets the
 * preview panel; a plain browser the whole page around it. A refused run (rate limit, another site's page) is shown
 * where the result would be.
 */
public final class RunController {

    private final PreviewPanel panel;
    private final PublicUrl publicUrl;
    private final OutputFactory outputs;
    private final Views views;

    public RunController(PreviewPanel panel, PublicUrl publicUrl, OutputFactory outputs, Views views) {
        this.panel = panel;
        this.publicUrl = publicUrl;
        this.outputs = outputs;
        this.views = views;
    }

    public void run(Context ctx) {
        DecodedQuery decoded = DecodedQuery.decode(ctx.body());
        BuilderState state = BuilderState.from(decoded);
        Optional<String> startKey = decoded.params().getOrDefault("startKey", List.of()).stream().filter(s -> !s.isEmpty()).findFirst();
        show(ctx, state, panel.run(state, startKey));
    }

    /** Refusals in the panel; htmx swaps 429 by the page's configuration. */
    public ErrorPage errorPage() {
        return (ctx, error) -> show(ctx, BuilderState.from(DecodedQuery.decode(form(ctx))), panel.idle().withError(summary(error)));
    }

    /**
     * The form of a refused run: its body when the intake read it; else (a client out of runs, whose body is never
     * waited for) the query of the builder page it came from, so that the page comes back filled in.
     */
    private static String form(Context ctx) {
        if (Intake.bodyRead(ctx::attribute)) {
            return ctx.body();
        }
        String referer = ctx.header("Referer");
        try {
            java.net.URI page = referer == null ? null : java.net.URI.create(referer);
            return page != null && "/".equals(page.getPath()) && page.getRawQuery() != null ? page.getRawQuery() : "";
        } catch (IllegalArgumentException e) {
            return "";
        }
    }

    private static String summary(HttpError error) {
        return error.problems().isEmpty() ? "" : error.problems().get(0).summary();
    }

    private void show(Context ctx, BuilderState state, PreviewView view) {
        if ("true".equals(ctx.header("HX-Request"))) {
            views.html(ctx, PreviewView.PANEL, view);
            return;
        }
        String base = publicUrl.of(ctx);
        Output output = state.isValid() ? outputs.create(state, base) : null;
        views.html(ctx, BuilderPage.PAGE, new BuilderPage(state.form(), true, state.problems(), output,
                state.permalink(), base + state.permalink(), Examples.ALL, view));
    }
}
