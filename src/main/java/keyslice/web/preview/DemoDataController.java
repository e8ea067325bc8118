package keyslice.web.preview;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import keyslice.domain.form.Problem;
import keyslice.examples.FileTree;
import keyslice.preview.DemoData;
import keyslice.preview.DynamoPreview;
import keyslice.preview.PreviewException;
import keyslice.web.builder.PreviewView;
import keyslice.web.http.ErrorPage;
import keyslice.web.http.HttpError;
import keyslice.web.state.BuilderState;
import keyslice.web.state.Permalink;

/**
 * {@code POST /preview/demo-data}: only for a loopback endpoint with KEYSLICE_ALLOW_DEMO_DATA=true. The page asks
 * first (it replaces the query with the file-tree example); htmx then gets the builder with the example in place, a
 * plain browser a 303 to its permalink. A failure or refusal shows in the panel, over the form as posted.
 */
public final class DemoDataController {

    private final DynamoPreview preview;
    private final PreviewPanel panel;
    private final PanelAnswers answers;

    public DemoDataController(DynamoPreview preview, PreviewPanel panel, PanelAnswers answers) {
        this.preview = preview;
        this.panel = panel;
        this.answers = answers;
    }

    public void load(Context ctx) {
        DemoData.Result loaded;
        try {
            loaded = preview.loadDemoData();
        } catch (PreviewException e) {
            throw new HttpError(
                    EngineErrors.status(e), new Problem("engine", "Demo data not loaded: " + e.getMessage()));
        }
        if (!PanelAnswers.htmx(ctx)) {
            ctx.redirect(Permalink.of(FileTree.UNDER_PHOTOS), HttpStatus.SEE_OTHER);
            return;
        }
        answers.app(
                ctx,
                BuilderState.from(FileTree.UNDER_PHOTOS, Optional.empty()),
                panel.idle().withOutcome(new PreviewView.Loaded(summary(loaded))));
    }

    /** Refusals and failures in the panel, never a bare text page. */
    public ErrorPage errorPage() {
        return (ctx, error) -> answers.refusal(ctx, error, panel.idle());
    }

    private String summary(DemoData.Result loaded) {
        List<String> tables = new ArrayList<>(loaded.createdTables());
        tables.addAll(loaded.existingTables());
        String left = loaded.skippedTables().isEmpty()
                ? ""
                : " " + listed(new ArrayList<>(loaded.skippedTables().keySet()))
                        + " (the multi-attribute example) was left out: this engine does not create an index with a multi-attribute key.";
        return "Demo data loaded into " + preview.config().engineLabel() + ": " + loaded.itemsWritten() + " items in "
                + listed(tables) + "." + left + " The form now holds the file-tree example: run it to see its items.";
    }

    /** {@code Drive, Audit and Tournaments}. */
    private static String listed(List<String> names) {
        return names.size() <= 1
                ? String.join("", names)
                : String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }
}
