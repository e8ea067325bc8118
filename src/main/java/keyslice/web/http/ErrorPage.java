package keyslice.web.http;

import io.javalin.http.Context;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;

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
        return (ctx, error) ->
                ctx.contentType(Json.CONTENT_TYPE).result(json.compactBytes(body(error.problems(), link)));
    }

    /**
     * The answer to a refusal that no route's page took (the limits checked before any route runs, an error outside a
     * route): on the pages people open ({@link #forPeople}) a page of its own, and for a request of the page's script
     * (htmx, whatever its path: a live update, a Run, a snippet or comparison it loads) a notice for the page's status
     * line, swapping nothing else, so the form stays as typed; anywhere else the JSON error page.
     */
    public static ErrorPage fallback(ErrorPage json, Views views) {
        ErrorPage builder = Refusal.page(views, false);
        ErrorPage card = Refusal.page(views, true);
        return (ctx, error) -> (!forPeople(ctx.path()) && ctx.header("HX-Request") == null
                        ? json
                        : ctx.path().equals("/embed") ? card : builder)
                .render(ctx, error);
    }

    /** The paths a browser opens or posts its forms to: the builder, the embed card, a Run, demo data, a state file. */
    java.util.Set<String> FOR_PEOPLE = java.util.Set.of("/", "/embed", "/run", "/preview/demo-data", "/state");

    /**
     * Whether {@code path} is one a browser opens itself ({@link #FOR_PEOPLE}), rather than a route programs call (the
     * API, oEmbed, health), which answer JSON.
     */
    static boolean forPeople(String path) {
        return FOR_PEOPLE.contains(path);
    }

    /** The one JSON error shape; {@code link} gives a fix's permalink, the error's {@code fix}. */
    static Map<String, Object> body(List<Problem> problems, Function<QueryForm, String> link) {
        return Map.of(
                "errors",
                problems.stream()
                        .map(p -> {
                            Map<String, String> error = new LinkedHashMap<>();
                            error.put("field", p.field());
                            error.put("summary", p.summary());
                            error.put("message", p.message());
                            p.fix().ifPresent(fix -> error.put("fix", link.apply(fix.form())));
                            return error;
                        })
                        .toList());
    }

    /** Answers {@code ctx} with {@code error}: its status and headers, never cached, in the route's page or else {@code fallback}. */
    public static void answer(Context ctx, HttpError error, ErrorPage fallback) {
        ctx.status(error.status()).header("Cache-Control", "no-store");
        error.headers().forEach(ctx::header);
        ErrorPage page = ctx.attribute(ATTRIBUTE);
        (page == null ? fallback : page).render(ctx, error);
    }
}
