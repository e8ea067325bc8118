package keyslice.web.explain;

import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.domain.form.Problem;
import keyslice.explain.Explainer;
import keyslice.explain.Explanation;
import keyslice.explain.Unreadable;
import keyslice.web.api.QueryApiController;
import keyslice.web.http.HttpError;
import keyslice.web.http.Json;
import keyslice.web.http.Template;
import keyslice.web.http.Utf8Body;
import keyslice.web.http.Views;
import keyslice.web.state.BuilderState;
import keyslice.web.state.DecodedQuery;
import keyslice.web.state.Permalink;

/**
 * A pasted Query read back: {@code POST /api/v1/explain} with the text as the body, and {@code GET /explain?text=…},
 * the page whose link carries the text, so a pasted Query can be shared. Both answer the builder state it reads as,
 * with every problem of the text and of that state.
 */
public final class ExplainController {

    public static final Template<ExplainPage> PAGE = new Template<>("pages/explain.jte");

    /** The field problems of the text itself name: the body, or the page's text box. */
    static final String FIELD = "text";

    private final Json json;
    private final Views views;

    public ExplainController(Json json, Views views) {
        this.json = json;
        this.views = views;
    }

    public void api(Context ctx) {
        Read read = read(Utf8Body.text(ctx.bodyAsBytes(), FIELD, "Query"));
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("kind", read.explanation.source().code());
        body.put("operation", read.explanation.operation());
        read.state.ifPresent(state -> {
            body.put("state", state.permalink());
            if (state.isValid()) {
                body.put("query", QueryApiController.body(state));
            }
        });
        body.put(
                "problems",
                read.problems.stream()
                        .map(problem -> {
                            Map<String, String> out = new LinkedHashMap<>();
                            out.put("field", problem.field());
                            out.put("summary", problem.summary());
                            out.put("message", problem.message());
                            return out;
                        })
                        .toList());
        body.put("notes", read.explanation.notes());
        ctx.contentType(Json.CONTENT_TYPE).result(json.compactBytes(body));
    }

    public void page(Context ctx) {
        String text = Optional.ofNullable(ctx.queryParam(FIELD)).orElse("");
        if (text.isBlank()) {
            views.html(ctx, PAGE, ExplainPage.empty());
            return;
        }
        try {
            Read read = read(text);
            String state = read.state.map(BuilderState::permalink).orElse("");
            String keyCondition = read.state
                    .filter(BuilderState::isValid)
                    .map(s -> s.valid().built().keyConditionExpression())
                    .orElse("");
            views.html(
                    ctx,
                    PAGE,
                    new ExplainPage(
                            text,
                            read.explanation.source().code(),
                            read.explanation.operation(),
                            state,
                            keyCondition,
                            read.problems,
                            read.explanation.notes()));
        } catch (HttpError error) {
            // As the builder shows a state's errors on its page: the page is the answer, the problems are on it.
            views.html(ctx, PAGE, new ExplainPage(text, "", "", "", "", error.problems(), List.of()));
        }
    }

    private record Read(Explanation explanation, Optional<BuilderState> state, List<Problem> problems) {}

    /** The text explained, and the state it reads as compiled: the problems of both, the text's first. */
    private static Read read(String text) {
        Explanation explanation;
        try {
            explanation = Explainer.explain(text);
        } catch (Unreadable e) {
            throw new HttpError(
                    400,
                    new Problem(
                            FIELD,
                            "The text cannot be read at character " + e.character() + ": " + e.getMessage() + ".",
                            "character " + e.character() + ": " + e.getMessage()));
        }
        Optional<BuilderState> state =
                explanation.form().map(form -> BuilderState.from(DecodedQuery.decode(Permalink.queryString(form))));
        List<Problem> problems = new ArrayList<>(explanation.problems());
        state.filter(s -> !s.isValid())
                .ifPresent(s -> s.problems().stream()
                        .filter(problem -> problems.stream()
                                .noneMatch(known -> known.message().equals(problem.message())))
                        .forEach(problems::add));
        return new Read(explanation, state, problems);
    }
}
