package keyslice.web.api;

import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keyslice.datamodel.DataModel;
import keyslice.domain.form.Problem;
import keyslice.preview.DemoData;
import keyslice.preview.DesignRuns;
import keyslice.preview.DynamoPreview;
import keyslice.preview.PreviewConfig;
import keyslice.web.http.HttpError;
import keyslice.web.http.Json;

/**
 * A design against the configured engine. {@code POST /api/v1/design/create}: its tables, indexes and items, written
 * where demo data may be (a loopback endpoint with writes allowed). {@code POST /api/v1/design/run}: every Query
 * pattern's first page from the engine beside keyslice's prediction of it ({@link DesignRuns}).
 */
public final class DesignLiveController {

    private final DynamoPreview preview;
    private final Json json;

    public DesignLiveController(DynamoPreview preview, Json json) {
        this.preview = preview;
        this.json = json;
    }

    public void create(Context ctx) {
        requireConfigured();
        DataModel model = DesignBodies.read(ctx);
        DemoData.Result written = preview.createDesign(model);
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("createdTables", written.createdTables());
        body.put("existingTables", written.existingTables());
        body.put("skippedTables", written.skippedTables());
        body.put("itemsWritten", written.itemsWritten());
        ctx.contentType(Json.CONTENT_TYPE).result(json.compactBytes(body));
    }

    public void run(Context ctx) {
        requireConfigured();
        DataModel model = DesignBodies.read(ctx);
        List<Map<String, Object>> patterns = new ArrayList<>();
        for (DesignRuns.Run run : DesignRuns.run(preview, model)) {
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("id", run.id());
            out.put("status", run.status().code());
            if (run.status() == DesignRuns.Status.NOT_RUN) {
                out.put("reason", run.reason());
            } else {
                out.put("returned", run.returned());
                out.put("predicted", run.predicted());
            }
            patterns.add(out);
        }
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("engine", preview.config().engineLabel());
        body.put("patterns", patterns);
        ctx.contentType(Json.CONTENT_TYPE).result(json.compactBytes(body));
    }

    private void requireConfigured() {
        if (!preview.configured()) {
            throw new HttpError(503, new Problem("engine", PreviewConfig.HOW_TO_CONFIGURE));
        }
    }
}
