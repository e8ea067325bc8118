package keyslice.web;

import java.util.LinkedHashMap;
import java.util.Map;

import io.javalin.http.Context;
import keyslice.preview.DynamoPreview;
import keyslice.web.http.Json;

/**
 * {@code /healthz}: the process answers (no engine call, cheap enough for a tight HEALTHCHECK).
 * {@code /readyz}: 200 when keyslice can serve; with the preview on, 503 while its engine is unreachable.
 */
final class HealthController {

    private final DynamoPreview preview;
    private final Json json;

    HealthController(DynamoPreview preview, Json json) {
        this.preview = preview;
        this.json = json;
    }

    void health(Context ctx) {
        ctx.header("Cache-Control", "no-store").contentType(Json.CONTENT_TYPE).result("{\"status\":\"ok\"}");
    }

    void ready(Context ctx) {
        Map<String, Object> body = new LinkedHashMap<>();
        String previewState = !preview.configured() ? "off" : preview.reachable() ? "reachable" : "unreachable";
        body.put("status", previewState.equals("unreachable") ? "degraded" : "ready");
        body.put("builder", "ready");
        body.put("preview", previewState);
        ctx.header("Cache-Control", "no-store").status(previewState.equals("unreachable") ? 503 : 200)
                .contentType(Json.CONTENT_TYPE).result(json.compact(body));
    }
}
