package keyslice.web.designs;

import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import io.javalin.http.UploadedFile;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import keyslice.datamodel.DataModels;
import keyslice.domain.form.Problem;
import keyslice.web.http.Json;
import keyslice.web.http.PublicUrl;
import keyslice.web.http.Template;
import keyslice.web.http.Utf8Body;
import keyslice.web.http.Views;

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

    /** The upload's name: a file chosen wins over the text box. */
    static final String FILE = "file";

    private final PublicUrl publicUrl;
    private final Views views;

    public DesignsController(PublicUrl publicUrl, Views views) {
        this.publicUrl = publicUrl;
        this.views = views;
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
            views.html(ctx, PAGE, DesignPage.of(DesignRead.of(text), text, origin));
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
