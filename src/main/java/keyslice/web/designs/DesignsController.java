package keyslice.web.designs;

import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import io.javalin.http.UploadedFile;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;
import keyslice.datamodel.DataModels;
import keyslice.domain.form.Problem;
import keyslice.preview.DemoData;
import keyslice.preview.DesignRuns;
import keyslice.preview.DynamoPreview;
import keyslice.preview.PreviewException;
import keyslice.web.http.Json;
import keyslice.web.http.PublicUrl;
import keyslice.web.http.Template;
import keyslice.web.http.Utf8Body;
import keyslice.web.http.Views;
import keyslice.web.state.BuilderState;
import keyslice.web.state.DecodedQuery;

/**
 * {@code /designs}: a design file pasted or uploaded ({@code POST}, a plain form that needs no script), or named by its
 * link ({@code GET ?d=…}), shown whole: its tables, each access pattern with the items it reads, the findings, the link,
 * the card's embed code and the Markdown. A file that is no design comes back in the text box with every problem at
 * its place; the page's own button downloads the text as a file, for a design too large for a link.
 */
public final class DesignsController {

    public static final Template<DesignPage> PAGE = new Template<>("pages/designs.jte");

    /** The text box's name, and the field its problems name. */
    static final String TEXT = "design";

    private static final String START_REFUSED = "only a valid Query on a table's own key, of one partition attribute"
            + " and at most one sort attribute, starts a design here";

    /** The upload's name: a file chosen wins over the text box. */
    static final String FILE = "file";

    /** Where the page's endpoint buttons post (the form's action): a route of its own, with the Run budget and same-origin rule. */
    public static final String LIVE_PATH = "/designs/live";

    private final PublicUrl publicUrl;
    private final Views views;
    private final DynamoPreview preview;

    public DesignsController(PublicUrl publicUrl, Views views, DynamoPreview preview) {
        this.publicUrl = publicUrl;
        this.views = views;
        this.preview = preview;
    }

    /**
     * {@code POST /designs/live}: "Create this design in the endpoint" ({@code action=create}, where demo data may be
     * written) or "Run every pattern" ({@code action=run}), and the page again with what it did.
     */
    public void live(Context ctx) {
        String origin = publicUrl.of(ctx);
        String text = posted(ctx);
        DesignRead read;
        try {
            read = DesignRead.of(text);
        } catch (DataModels.Unreadable e) {
            views.html(ctx, PAGE, DesignPage.unread(text, problems(e), origin));
            return;
        }
        DesignPage page = DesignPage.of(read, text, origin);
        DesignLive live = live();
        try {
            if ("create".equals(ctx.formParam("action"))) {
                DemoData.Result written = preview.createDesign(read.model());
                live = live.with(created(written), false, List.of());
            } else {
                live = live.with(
                        "Every Query pattern run against " + live.engine() + ", first page each:",
                        false,
                        DesignRuns.run(preview, read.model()).stream()
                                .map(DesignLive::row)
                                .toList());
            }
        } catch (PreviewException e) {
            // As the builder's Run panel: the page is the answer, with the refusal or the engine's words on it.
            live = live.with(e.getMessage(), true, List.of());
        }
        views.html(ctx, PAGE, page.with(live));
    }

    /**
     * {@code GET /designs/query?<a builder state>}: the builder's Query as the start of a design, read as any design is
     * ({@link QueryDesign}); a Query that cannot start one says why, with a link back to the builder.
     */
    public void query(Context ctx) {
        String origin = publicUrl.of(ctx);
        BuilderState state = BuilderState.from(DecodedQuery.decode(ctx.queryString()));
        Optional<String> text = QueryDesign.of(state);
        if (text.isEmpty()) {
            views.html(
                    ctx,
                    PAGE,
                    DesignPage.unread(
                            "",
                            List.of(new Problem(
                                    TEXT,
                                    Problem.sentence(START_REFUSED),
                                    START_REFUSED + "; open it in the builder (" + state.permalink()
                                            + ") to fix it, or paste a design above")),
                            origin));
            return;
        }
        try {
            views.html(
                    ctx,
                    PAGE,
                    DesignPage.of(DesignRead.of(text.get()), text.get(), origin).with(live()));
        } catch (DataModels.Unreadable e) {
            views.html(ctx, PAGE, DesignPage.unread(text.get(), problems(e), origin));
        }
    }

    /**
     * {@code GET /designs/add?query=…&design=…}: the builder's Query added to a design ({@link QueryAdd}), answered
     * with the merged design's link at the new pattern, or the page with what kept it from one.
     */
    public void add(Context ctx) {
        QueryAdd.Answer answer = QueryAdd.of(ctx.queryString(), publicUrl.of(ctx));
        if (answer.location().isPresent()) {
            ctx.redirect(answer.location().get(), io.javalin.http.HttpStatus.SEE_OTHER);
        } else {
            views.html(ctx, PAGE, answer.page().with(live()));
        }
    }

    DesignLive live() {
        return preview.configured()
                ? new DesignLive(
                        preview.config().engineLabel(), preview.config().demoDataAllowed(), "", false, List.of())
                : DesignLive.OFF;
    }

    private static String created(DemoData.Result written) {
        List<String> tables = new java.util.ArrayList<>(written.createdTables());
        tables.addAll(written.existingTables());
        String skipped = written.skippedTables().isEmpty()
                ? ""
                : " Left out, as this engine would not create them: "
                        + String.join(", ", written.skippedTables().keySet()) + ".";
        return "Written: " + written.itemsWritten() + (written.itemsWritten() == 1 ? " item" : " items") + " in "
                + (tables.isEmpty() ? "no table" : String.join(", ", tables)) + "." + skipped;
    }

    public void page(Context ctx) {
        String origin = publicUrl.of(ctx);
        String text;
        if (ctx.method() == HandlerType.POST) {
            text = posted(ctx);
            if ("download".equals(ctx.formParam("action"))) {
                ctx.header("Content-Disposition", "attachment; filename=\"design.json\"")
                        .contentType(Json.CONTENT_TYPE)
                        .result(text);
                return;
            }
        } else {
            String d = ctx.queryParam(DesignLink.PARAM);
            if (d == null) {
                views.html(ctx, PAGE, DesignPage.unread("", List.of(), origin));
                return;
            }
            text = DesignLink.pretty(DesignAnswer.linked(d));
        }
        if (text.isBlank()) {
            views.html(
                    ctx,
                    PAGE,
                    DesignPage.unread(
                            text,
                            List.of(new Problem(
                                    TEXT, "Paste a design file, or choose one to upload.", "the design is empty")),
                            origin));
            return;
        }
        try {
            DesignRead read = DesignRead.of(text);
            views.html(
                    ctx,
                    PAGE,
                    QueryAdd.noted(DesignPage.of(read, text, origin), ctx.queryParam(QueryAdd.FROM), read)
                            .with(live()));
        } catch (DataModels.Unreadable e) {
            // As the builder shows a state's errors: the page is the answer, the text is kept, the problems are on it.
            views.html(ctx, PAGE, DesignPage.unread(text, problems(e), origin));
        }
    }

    /** The design as posted: the file chosen, else the text box. */
    private static String posted(Context ctx) {
        UploadedFile file = ctx.isMultipartFormData() ? ctx.uploadedFile(FILE) : null;
        if (file != null && file.size() > 0) {
            try (InputStream in = file.content()) {
                return Utf8Body.text(in.readAllBytes(), FILE, "design file");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        String text = ctx.formParam(TEXT);
        return text == null ? "" : text;
    }

    /** A design file's problems, each on its place in the file. */
    static List<Problem> problems(DataModels.Unreadable e) {
        return e.problems().stream()
                .map(problem -> new Problem(
                        problem.where(), Problem.sentence(problem.where() + ": " + problem.what()), problem.what()))
                .toList();
    }
}
