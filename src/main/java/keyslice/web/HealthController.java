package keyslice.web;

import io.javalin.http.Context;
import java.util.LinkedHashMap;
import java.util.Map;
import keyslice.domain.form.Problem;
import keyslice.preview.DynamoPreview;
import keyslice.web.http.HttpError;
import keyslice.web.http.Json;

/**
 * {@code /healthz}: the process answers (no engine call, cheap enough for a tight HEALTHCHECK).
 * {@code /readyz}: 200 when the builder can serve, whatever the optional preview engine's state (an unreachable engine
 * must not take every replica out of a load balancer), which the answer reports as {@code "preview"}; with
 * {@code ?engine=required}, 503 while a configured engine is unreachable (or its first check is still running). The engine is checked through
 * {@link EngineCheck}, at most once per its window.
 */
final class HealthController {

    /** The health routes' paths, which the intake does not meter: a probe must answer whoever else is busy. */
    public static final String HEALTH = "/healthz";

    public static final String READY = "/readyz";

    static final String ENGINE_PARAM = "engine";
    static final String ENGINE_REQUIRED = "required";

    private final DynamoPreview preview;
    private final EngineCheck engine;
    private final Json json;

    HealthController(DynamoPreview preview, EngineCheck engine, Json json) {
        this.preview = preview;
        this.engine = engine;
        this.json = json;
    }

    void health(Context ctx) {
        ctx.header("Cache-Control", "no-store").contentType(Json.CONTENT_TYPE).result("{\"status\":\"ok\"}");
    }

    void ready(Context ctx) {
        boolean engineRequired = engineRequired(ctx.queryParam(ENGINE_PARAM));
        String previewState = !preview.configured() ? "off" : engine.state().word();
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("status", previewState.equals("unreachable") ? "degraded" : "ready");
        body.put("builder", "ready");
        body.put("preview", previewState);
        // Required means known to answer: while the first check is still running, not yet.
        boolean ready =
                !engineRequired || !preview.configured() || previewState.equals(EngineCheck.State.REACHABLE.word());
        ctx.header("Cache-Control", "no-store")
                .status(ready ? 200 : 503)
                .contentType(Json.CONTENT_TYPE)
                .result(json.compact(body));
    }

    private static boolean engineRequired(String value) {
        if (value == null) {
            return false;
        }
        if (value.equals(ENGINE_REQUIRED)) {
            return true;
        }
        throw new HttpError(
                400,
                new Problem(
                        ENGINE_PARAM,
                        ENGINE_PARAM + ": only \"" + ENGINE_REQUIRED
                                + "\" is understood (503 while the preview engine is unreachable); leave it out for the builder's readiness"));
    }
}
