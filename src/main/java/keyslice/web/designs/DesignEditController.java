package keyslice.web.designs;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.datamodel.DataModel;
import keyslice.datamodel.DataModels;
import keyslice.datamodel.DesignEdit;
import keyslice.datamodel.EditForm;
import keyslice.domain.form.Problem;
import keyslice.web.http.PublicUrl;
import keyslice.web.http.Views;

/**
 * {@code POST /designs/edit}: one edit of the designs page's "Change the design" (a plain form that needs no script),
 * applied to the design its hidden field holds, or to nothing yet ("Start a design by hand"). A design that has a link
 * answers 303 to it, at the form used ({@code #add-table}), so that reloading repeats nothing; one too large for a link
 * is the page itself, with the edited text. A refused edit is the page with the design as it was and the form as typed,
 * each problem beside its field.
 */
public final class DesignEditController {

    private static final DataModel NOTHING =
            new DataModel(DataModel.Format.MCP_DATA_MODEL, List.of(), List.of(), List.of());

    private final PublicUrl publicUrl;
    private final Views views;
    private final DesignsController designs;

    public DesignEditController(PublicUrl publicUrl, Views views, DesignsController designs) {
        this.publicUrl = publicUrl;
        this.views = views;
        this.designs = designs;
    }

    /** The anchor of a form on the page, which an edit's answer returns to. */
    public static String anchor(EditForm.Kind kind) {
        return "add-" + kind.code();
    }

    public void edit(Context ctx) {
        String origin = publicUrl.of(ctx);
        String text = Optional.ofNullable(ctx.formParam(DesignsController.TEXT)).orElse("");
        DesignRead read = null;
        DataModel model = NOTHING;
        if (!text.isBlank()) {
            try {
                read = DesignRead.of(text);
                model = read.model();
            } catch (DataModels.Unreadable e) {
                views.html(ctx, DesignsController.PAGE, DesignPage.unread(text, DesignsController.problems(e), origin));
                return;
            }
        }
        DesignPage page = read == null
                ? DesignPage.unread(text, List.of(), origin)
                : DesignPage.of(read, text, origin).with(designs.live());
        Optional<EditForm.Kind> kind = EditForm.Kind.named(
                Optional.ofNullable(ctx.formParam(EditForm.EDIT)).orElse(""));
        if (kind.isEmpty()) {
            views.html(
                    ctx,
                    DesignsController.PAGE,
                    page.with(page.edit()
                            .refused(
                                    "",
                                    Map.of(),
                                    List.of(new Problem(
                                            EditForm.EDIT,
                                            "Use one of the forms under “Change the design”.",
                                            "edit must be table, index, item or pattern")))));
            return;
        }
        Map<String, String> typed = new LinkedHashMap<>();
        for (String field : kind.get().fields()) {
            typed.put(field, Optional.ofNullable(ctx.formParam(field)).orElse(""));
        }
        String written;
        try {
            written = EditedText.of(EditForm.apply(kind.get(), typed::get, model));
        } catch (DesignEdit.Refused refused) {
            views.html(
                    ctx,
                    DesignsController.PAGE,
                    page.with(page.edit().refused(kind.get().code(), typed, refused.problems())));
            return;
        }
        Optional<String> link = DesignLink.of(written).permalink();
        if (link.isPresent()) {
            ctx.redirect(link.get() + "#" + anchor(kind.get()), HttpStatus.SEE_OTHER);
            return;
        }
        try {
            views.html(
                    ctx,
                    DesignsController.PAGE,
                    DesignPage.of(DesignRead.of(written), written, origin).with(designs.live()));
        } catch (DataModels.Unreadable e) {
            views.html(ctx, DesignsController.PAGE, DesignPage.unread(written, DesignsController.problems(e), origin));
        }
    }
}
