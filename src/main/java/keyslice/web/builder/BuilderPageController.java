package keyslice.web.builder;

import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import keyslice.domain.form.Memo;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;
import keyslice.web.http.HeadRefusal;
import keyslice.web.http.PublicUrl;
import keyslice.web.http.RenderedCache;
import keyslice.web.http.RequestLimits;
import keyslice.web.http.Template;
import keyslice.web.http.Views;
import keyslice.web.state.BuilderState;
import keyslice.web.state.DecodedQuery;
import keyslice.web.state.FormLimits;
import keyslice.web.state.FormParser;
import keyslice.web.state.Permalink;

/**
 * {@code GET /}: the builder. A plain GET renders the whole page; htmx asks for the output alone while
 * the user types ({@code HX-Target: output}) or for the form and output after a segment-editor button
 * ({@code HX-Target: app}). Either way the browser's URL becomes the canonical permalink. {@code POST /} takes the same
 * parameters in its body, for a state too large for a URL: the page's script sends it so (compressed, {@code z}), and
 * so does the form without JavaScript once its state is large ({@link BuilderPage#posts()}).
 */
public final class BuilderPageController {

    /** The header of a live request sent on leaving a field whose problem the page lists as a prompt (static/js/live-update.js). */
    static final String VERDICT = "KS-Verdict";

    private final OutputFactory outputs;
    private final PublicUrl publicUrl;
    private final Function<Context, KeyLookup> schemas;
    private final Supplier<PreviewView> idlePanel;
    private final Views views;
    private final RenderedCache cache;

    public BuilderPageController(
            OutputFactory outputs,
            PublicUrl publicUrl,
            Function<Context, KeyLookup> schemas,
            Supplier<PreviewView> idlePanel,
            Views views,
            RenderedCache cache) {
        this.views = views;
        this.cache = cache;
        this.outputs = outputs;
        this.publicUrl = publicUrl;
        this.schemas = schemas;
        this.idlePanel = idlePanel;
    }

    /**
     * Errors render with 200: the page is the answer, with the problems shown next to their fields. The snippet shown
     * open is the one the browser's {@link CodeSnippets#COOKIE} names, so the answer varies on the cookie too.
     */
    public void show(Context ctx) {
        ctx.header("Vary", "Accept-Encoding, HX-Request, HX-Target, HX-History-Restore-Request, Cookie");
        boolean htmx = "true".equals(ctx.header("HX-Request")) && ctx.header("HX-History-Restore-Request") == null;
        String variant = !htmx ? "page" : "output".equals(ctx.header("HX-Target")) ? "output" : "app";
        String language = CodeSnippets.language(ctx.cookie(CodeSnippets.COOKIE));
        // A state too large for a URL comes by POST, the same parameters in the body (README: "Large states").
        boolean posted = ctx.method() == HandlerType.POST;
        String query = posted ? ctx.body() : ctx.queryString();
        // Only edit-free GETs are ever cached, so a hit needs no decoding to know it is one.
        String base = publicUrl.of(ctx);
        String key = posted ? null : RenderedCache.key(variant + " " + language, base, query);
        Optional<RenderedCache.Entry> cached = posted ? Optional.empty() : cache.get(key);
        if (cached.isPresent()) {
            send(ctx, cached.get(), variant);
            return;
        }
        DecodedQuery decoded = DecodedQuery.decode(query);
        Map<String, List<String>> params = decoded.params();
        // A bare "edit" (no button named) is no edit: the request is answered like typing. Nor is a request for the
        // output alone: htmx adds the submit button that has focus to the form's own requests, so a live update sent
        // while an edit button had focus (Tab from a field onto "Fill keys from the table") carries its name, and the
        // edit's answer (the whole app) would land in the output. An edit button's own request asks for the app.
        Optional<String> edit = Optional.ofNullable(variant.equals("output") ? null : params.get("edit"))
                .filter(v -> !v.isEmpty())
                .map(v -> v.get(0))
                .filter(e -> !e.isEmpty());
        FormParser.Parsed parsed = FormParser.parse(params);
        List<Problem> inputProblems = BuilderState.inputProblems(decoded, parsed);
        // One request's compilations (the edit's, then the edited state's) read the samples, items and filter once.
        Memo memo = new Memo();
        BuilderState state;
        RowOrigins origins = RowOrigins.SAME;

        // An edit of a state whose parameters are themselves broken would launder them into a clean link, and one past
        // the form's limits (which a compressed state may hold) would do the work the limits are there to bound.
        List<Problem> overLimits =
                edit.isPresent() && inputProblems.isEmpty() ? FormLimits.problems(parsed.form()) : List.of();
        if (!overLimits.isEmpty()) {
            state = BuilderState.from(
                    parsed.form(),
                    Optional.of(new Problem(
                            "edit",
                            "This button was not applied: " + overLimits.get(0).summary(),
                            "an edit applies to a form within keyslice's limits")),
                    memo);
        } else if (edit.isPresent() && inputProblems.isEmpty()) {
            if (edit.get().equals(FormEdit.USE_TABLE) && HeadRefusal.isHead(ctx)) {
                throw HeadRefusal.error();
            }
            FormEdit.Result result = FormEdit.apply(parsed.form(), edit.get(), params, schemas.apply(ctx), memo);
            QueryForm edited = result.form();
            if (!htmx && result.problem().isEmpty() && fitsInAHeader(Permalink.of(edited))) {
                ctx.redirect(Permalink.of(edited) + rowHints(edited), io.javalin.http.HttpStatus.SEE_OTHER);
                return;
            }
            state = BuilderState.from(edited, result.problem(), memo);
            origins = result.origins();
        } else {
            state = BuilderState.of(parsed, inputProblems, memo);
            if (posted && !htmx && fitsInAHeader(state.permalink())) {
                // A form posted without JavaScript: the answer is the state's own address, which a reload asks again.
                ctx.redirect(state.permalink(), io.javalin.http.HttpStatus.SEE_OTHER);
                return;
            }
        }

        boolean segmentEdit = edit.filter(FormEdit::buildsSegments).isPresent();
        // An htmx answer carries the open snippet's code and the comparison's title only; a whole page carries all of
        // them, for use without JavaScript.
        OutputFactory.Inline inline = htmx ? OutputFactory.Inline.htmx(language) : OutputFactory.Inline.ALL;
        BuilderPage page = withHints(
                page(base, state, FormParser.anyGiven(params), inline),
                params,
                origins,
                state.partialWarnings(),
                language,
                segmentEdit);
        Template<BuilderPage> template = !htmx
                ? BuilderPage.PAGE
                : variant.equals("output") && edit.isEmpty() ? BuilderPage.UPDATE : BuilderPage.APP;
        RenderedCache.Entry entry =
                new RenderedCache.Entry(200, Views.HTML_UTF8, views.render(template, page), page.permalink());
        if (edit.isEmpty() && !posted) {
            cache.put(key, entry);
        }
        send(ctx, entry, edit.isEmpty() ? variant : "app");
    }

    /**
     * An htmx answer moves the address to the permalink of the state it shows: typing (the output alone) replaces the
     * current history entry, an edit (the form and output) adds one. The page's script turns the first typing after an
     * action into an entry of its own, so that Back returns to the state before the typing (README: "Using the builder").
     */
    private static void send(Context ctx, RenderedCache.Entry entry, String variant) {
        if (!variant.equals("page")) {
            String permalink = entry.permalink();
            String current = ctx.header("HX-Current-URL");
            boolean shown = current != null
                    && current.endsWith(permalink)
                    && current.length() - permalink.length() == pathStart(current);
            if (shown && variant.equals("output") && ctx.header(VERDICT) == null) {
                // The page shows this state already (htmx asks again when a field loses focus): swapping the same
                // output in would only replace the link or button the pointer is on, losing the click. Unless the
                // person left a field whose problem was a prompt while it was typed: now it is an error.
                ctx.status(204);
                return;
            }
            // Re-pushing the URL already shown would add a history entry that Back seems to skip.
            ctx.header(
                    variant.equals("output") ? "HX-Replace-Url" : "HX-Push-Url",
                    shown || !fitsInAHeader(permalink) ? "false" : permalink);
        }
        entry.sendTo(ctx);
    }

    /**
     * Blank rows at the end are not part of a state, so the permalink drops them; a row added without
     * JavaScript survives the redirect as a display hint ({@code segRows}), ignored everywhere else.
     */
    private static String rowHints(QueryForm form) {
        return rowHint("segRows", form.seg()) + rowHint("toSegRows", form.toSeg());
    }

    /** Only when the rows outnumber what the page shows anyway: the rows given plus one blank, at least three. */
    private static String rowHint(String name, List<String> rows) {
        int shownAnyway = Math.max(
                BuilderPage.MIN_SEGMENT_ROWS,
                keyslice.domain.key.Segments.withoutTrailingBlanks(rows).size() + 1);
        return rows.size() > shownAnyway ? "&" + name + "=" + rows.size() : "";
    }

    /**
     * Display hints that are not part of the state: rows added without JavaScript, where each row came from, and
     * the field the person is typing into ({@code typing}, sent by the page's script), whose problems are prompts.
     */
    private static BuilderPage withHints(
            BuilderPage page,
            Map<String, List<String>> params,
            RowOrigins origins,
            List<keyslice.domain.warnings.Warning> partialWarnings,
            String language,
            boolean segmentEdit) {
        String typing =
                params.getOrDefault("typing", List.of()).stream().findFirst().orElse(null);
        return new BuilderPage(
                page.read(),
                page.submitted(),
                page.problems(),
                page.output(),
                page.permalink(),
                page.absolutePermalink(),
                page.examples(),
                page.preview(),
                hint(params, "segRows"),
                hint(params, "toSegRows"),
                origins,
                typing,
                page.submitted() ? partialWarnings : List.of(),
                language,
                segmentEdit);
    }

    private static int hint(Map<String, List<String>> params, String name) {
        List<String> values = params.getOrDefault(name, List.of());
        return values.size() == 1 && values.get(0).matches("[0-9]{1,2}") ? Integer.parseInt(values.get(0)) : 0;
    }

    /** A permalink longer than the query limit (percent-encoding can grow it) is shown as a link, not put in a header. */
    private static boolean fitsInAHeader(String permalink) {
        return permalink.length() <= RequestLimits.MAX_QUERY_STRING;
    }

    /** Length of the scheme and authority part of an absolute URL ("http://host:port"). */
    private static int pathStart(String url) {
        int scheme = url.indexOf("://");
        int slash = scheme < 0 ? -1 : url.indexOf('/', scheme + 3);
        return slash < 0 ? url.length() : slash;
    }

    private BuilderPage page(String base, BuilderState state, boolean submitted, OutputFactory.Inline inline) {
        Output output = state.isValid() ? outputs.create(state, base, inline) : null;
        return new BuilderPage(
                state.read(),
                submitted,
                submitted ? state.problems() : List.of(),
                output,
                state.permalink(),
                base + state.permalink(),
                Examples.ALL,
                idlePanel.get());
    }
}
