package keyslice.web.http;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import io.javalin.http.Context;
import keyslice.domain.Problem;
import keyslice.domain.QueryForm;

/**
 * How a route answers an {@link HttpError}. Programs get {@link #json}, the one error shape
 * ({@code {"errors":[{"field","summary","message","fix"}]}}, {@code fix} only for a problem that has one); a route
 * whose callers are people may render a page instead.
 */
@FunctionalInterface
public interface ErrorPage {

    /** The context attribute under which a route names its error page for the exception mapping. */
    String ATTRIBUTE = "keyslice.errorPage";

    void render(Context ctx, HttpError error);

    /** The JSON error page; {@code link} gives a fix's permalink, the error's {@code fix}. */
    static ErrorPage json(Json json, Function<QueryForm, String> link) {
        return (ctx, error) -> ctx.contentType(Json.CONTENT_TYPE).result(json.compactBytes(body(error.problems(), link)));
    }

    /** The one JSON error shape; {@code link} gives a fix's permalink, the error's {@code fix}. */
    static Map<String, Object> body(List<Problem> problems, Function<QueryForm, String> link) {
        return Map.of("errors", problems.stream().map(p -> {
            Map<String, String> error = new LinkedHashMap<>();
            error.put("field", p.field());
            error.put("summary", p.summary());
            error.put("message", p.message());
            p.fix().ifPresent(fix -> error.put("fix", link.apply(fix.form())));
            return error;
        }).toList());
    }

    /** Answers {@code ctx} with {@code error}: its status and headers, never cached, in the route's page or else {@code fallback}. */
    static void answer(Context ctx, HttpError error, ErrorPage fallback) {
        ctx.status(error.status()).header("Cache-Control", "no-store");
        error.headers().forEach(ctx::header);
        ErrorPage page = ctx.attribute(ATTRIBUTE);
        (page == null ? fallback : page).render(ctx, error);
    }
}
