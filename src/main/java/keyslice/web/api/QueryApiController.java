package keyslice.web.api;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.javalin.http.Context;
import keyslice.domain.BuiltQuery;
import keyslice.domain.Fixes;
import keyslice.domain.KeyValue;
import keyslice.domain.Problem;
import keyslice.domain.Warning;
import keyslice.web.http.ErrorPage;
import keyslice.web.http.Json;
import keyslice.web.http.RenderedCache;
import keyslice.web.state.BuilderState;
import keyslice.web.state.Permalink;
import keyslice.web.state.DecodedQuery;

/** {@code GET /api/v1/query}: the built key condition and Query request as JSON. */
public final class QueryApiController {

    private final Json json;
    private final RenderedCache cache;

    public QueryApiController(Json json, RenderedCache cache) {
        this.json = json;
        this.cache = cache;
    }

    /** The answer depends on the query string alone (no origin in it), so that is its cache key. */
    public void query(Context ctx) {
        cache.getOrRender(RenderedCache.key("api", "", ctx.queryString()), () -> answer(DecodedQuery.decode(ctx.queryString())))
                .sendTo(ctx);
    }

    private RenderedCache.Entry answer(DecodedQuery query) {
        BuilderState state = BuilderState.from(query);
        CodeTargets code = CodeTargets.parse(query);
        if (!state.isValid() || code.problem().isPresent()) {
            List<Problem> problems = new ArrayList<>(state.isValid() ? List.of() : state.problems());
            code.problem().ifPresent(problems::add);
            return new RenderedCache.Entry(400, Json.CONTENT_TYPE, json.compactBytes(ErrorPage.body(problems)), state.permalink());
        }
        BuiltQuery built = state.valid().built();
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("keyConditionExpression", built.keyConditionExpression());
        body.put("expressionAttributeNames", built.expressionAttributeNames());
        body.put("expressionAttributeValues", built.expressionAttributeValues());
        body.put("request", built.input());
        List<Warning> warnings = state.valid().warnings();
        body.put("warnings", warnings(warnings));
        if (warnings.stream().filter(w -> w.fix().isPresent()).count() >= 2) {
            body.put("fixAll", Permalink.of(Fixes.fixAll(state.form())));
        }
        state.valid().slice().ifPresent(slice -> {
            Map<String, Object> sliceBody = new LinkedHashMap<>();
            sliceBody.put("keys", slice.keys().stream().map(KeyValue::wireText).toList());
            sliceBody.put("matches", slice.matches().stream().map(KeyValue::wireText).toList());
            body.put("slice", sliceBody);
        });
        if (!code.ids().isEmpty()) {
            body.put("code", code.programs(built));
        }
        body.put("permalink", state.permalink());
        return new RenderedCache.Entry(200, Json.CONTENT_TYPE, json.compactBytes(body), state.permalink());
    }

    public static List<Map<String, String>> warnings(List<Warning> warnings) {
        return warnings.stream().map(w -> {
            Map<String, String> warning = new LinkedHashMap<>();
            warning.put("code", w.code());
            warning.put("message", w.message());
            w.fix().ifPresent(fix -> warning.put("fix", Permalink.of(fix.form())));
            return warning;
        }).toList();
    }
}
