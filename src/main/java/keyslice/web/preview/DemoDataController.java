package keyslice.web.preview;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import keyslice.domain.Problem;
import keyslice.examples.FileTree;
import keyslice.preview.DynamoPreview;
import keyslice.preview.PreviewException;
import keyslice.web.http.HttpError;
import keyslice.web.state.Permalink;

/** {@code POST /preview/demo-data}: only for a loopback endpoint with KEYSLICE_ALLOW_DEMO_DATA=true. */
public final class DemoDataController {

    private final DynamoPreview preview;

    public DemoDataController(DynamoPreview preview) {
        this.preview = preview;
    }

    public void load(Context ctx) {
        try {
            preview.loadDemoData();
        } catch (PreviewException e) {
            throw new HttpError(EngineErrors.status(e), new Problem("engine", "Demo data not loaded: " + e.getMessage()));
        }
        ctx.redirect(Permalink.of(FileTree.UNDER_PHOTOS), HttpStatus.SEE_OTHER);
    }
}
