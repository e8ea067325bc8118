package keyslice.web.preview;

import io.javalin.http.Context;
import keyslice.web.http.ErrorPage;
import keyslice.web.state.BuilderState;
import keyslice.web.state.DecodedQuery;

/**
 * {@code POST /run}: the form in the body (a run is an action, never a side effect of opening a link), with the page
 * buttons' {@link PageTrail}. htmx gets the preview panel; a plain browser the whole page around it. A refused run
 * (rate limit, another site's page) is shown where the result would be.
 */
public final class RunController {

    private final PreviewPanel panel;
    private final PanelAnswers answers;

    public RunController(PreviewPanel panel, PanelAnswers answers) {
        this.panel = panel;
        this.answers = answers;
    }

    public void run(Context ctx) {
        DecodedQuery decoded = DecodedQuery.decode(ctx.body());
        BuilderState state = BuilderState.from(decoded);
        answers.panel(ctx, state, panel.run(state, decoded.params()));
    }

    /** Refusals in the panel; htmx swaps them by the page's script. */
    public ErrorPage errorPage() {
        return (ctx, error) -> answers.refusal(ctx, error, panel.idle());
    }
}
