package keyslice.web.preview;

import io.javalin.http.Context;
import java.net.URI;
import java.util.List;
import keyslice.domain.form.Problem;
import keyslice.web.builder.BuilderPage;
import keyslice.web.builder.Examples;
import keyslice.web.builder.Output;
import keyslice.web.builder.OutputFactory;
import keyslice.web.builder.PreviewView;
import keyslice.web.http.HttpError;
import keyslice.web.http.Intake;
import keyslice.web.http.PublicUrl;
import keyslice.web.http.Views;
import keyslice.web.state.BuilderState;
import keyslice.web.state.DecodedQuery;

/**
 * How the panel's actions (Run, the page buttons, "Load demo data") answer: htmx gets the part it swaps, a plain
 * browser the whole builder page around the panel, never a bare text page.
 */
public final class PanelAnswers {

    private final PublicUrl publicUrl;
    private final OutputFactory outputs;
    private final Views views;

    public PanelAnswers(PublicUrl publicUrl, OutputFactory outputs, Views views) {
        this.publicUrl = publicUrl;
        this.outputs = outputs;
        this.views = views;
    }

    static boolean htmx(Context ctx) {
        return "true".equals(ctx.header("HX-Request"));
    }

    /** The panel (with the form's error slots when the Run needs fields), or the page with the form as posted. */
    void panel(Context ctx, BuilderState state, PreviewView view) {
        if (htmx(ctx)) {
            views.html(ctx, PreviewView.ANSWER, view);
            return;
        }
        views.html(ctx, BuilderPage.PAGE, page(ctx, state, view));
    }

    /** The form, the output and the panel, for htmx to swap in place of the app; the address becomes the state's. */
    void app(Context ctx, BuilderState state, PreviewView view) {
        ctx.header("HX-Push-Url", state.permalink());
        views.html(ctx, BuilderPage.APP, page(ctx, state, view));
    }

    /** A refusal in the panel: in place for htmx (whatever element asked), else on the page of the form it came from. */
    void refusal(Context ctx, HttpError error, PreviewView idle) {
        PreviewView view = idle.withError(
                error.problems().isEmpty() ? "" : reason(error.problems().get(0)));
        if (htmx(ctx)) {
            ctx.header("HX-Retarget", "#preview").header("HX-Reswap", "outerHTML");
        }
        panel(ctx, BuilderState.from(DecodedQuery.decode(form(ctx, publicUrl.of(ctx)))), view);
    }

    /** The plain sentence, then the rule in its own words when they say more (as the page's problems show them). */
    private static String reason(Problem problem) {
        return problem.summary().startsWith(problem.message())
                ? problem.summary()
                : problem.summary() + "\n" + problem.message();
    }

    private BuilderPage page(Context ctx, BuilderState state, PreviewView view) {
        String base = publicUrl.of(ctx);
        Output output = state.isValid() ? outputs.create(state, base) : null;
        // A Run that needs fields marks them as a Build would, the table too (the builder alone does not need one).
        List<Problem> problems =
                view.outcome() instanceof PreviewView.Needs needs ? needs.problems() : state.problems();
        return new BuilderPage(
                state.read(), true, problems, output, state.permalink(), base + state.permalink(), Examples.ALL, view);
    }

    /**
     * The form of a refused post: its body when the intake read it; else (a client out of runs, whose body is never
     * waited for) the query of the builder page it came from, so that the page comes back filled in: only a page of
     * keyslice's own origin ({@code origin}), since another site could otherwise fill keyslice's page with its state.
     */
    static String form(Context ctx, String origin) {
        if (Intake.bodyRead(ctx::attribute)) {
            return ctx.body();
        }
        return refererState(ctx.header("Referer"), origin);
    }

    /** The state in {@code referer}, when it is keyslice's builder page at {@code origin}; else none. */
    static String refererState(String referer, String origin) {
        try {
            URI page = referer == null ? null : URI.create(referer);
            boolean ours = page != null
                    && page.getScheme() != null
                    && page.getRawAuthority() != null
                    && origin.equalsIgnoreCase(page.getScheme() + "://" + page.getRawAuthority());
            return ours && "/".equals(page.getPath()) && page.getRawQuery() != null ? page.getRawQuery() : "";
        } catch (IllegalArgumentException e) {
            return "";
        }
    }
}
