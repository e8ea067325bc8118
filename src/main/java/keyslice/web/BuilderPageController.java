package keyslice.web;

import java.util.List;
import java.util.Map;

import io.javalin.http.Context;
import keyslice.domain.BuiltQuery;

/** {@code GET /}: the builder form and, once filled in, its result or its errors next to their fields. */
final class BuilderPageController {

    private final Json json;

    BuilderPageController(Json json) {
        this.json = json;
    }

    /** Errors render with 200: the page is the answer, with the problems shown next to their fields. */
    void show(Context ctx) {
        Map<String, List<String>> params = ctx.queryParamMap();
        boolean submitted = FormParser.anyGiven(params);
        BuilderState state = BuilderState.from(params);
        BuilderPage.Result result = null;
        if (state.isValid()) {
            BuiltQuery built = state.valid().built();
            result = new BuilderPage.Result(built.keyConditionExpression(), json.pretty(built.expressionAttributeNames()),
                    json.pretty(built.wireValues()), json.pretty(built.wireRequest()), state.valid().warnings());
        }
        BuilderPage page = new BuilderPage(state.form(), submitted, submitted ? state.problems() : List.of(), result,
                state.permalink(), Examples.all());
        ctx.render("pages/builder.jte", Map.of("page", page)).contentType("text/html; charset=utf-8");
    }
}
