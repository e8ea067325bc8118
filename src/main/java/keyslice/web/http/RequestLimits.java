package keyslice.web.http;

import java.util.List;

import io.javalin.http.Context;
import keyslice.domain.Problem;
import keyslice.web.api.QueryApiController;

/**
 * Bounds on what one request may carry, checked before any work, each answered with a clear 4xx.
 * Limits on the parameters themselves are {@link keyslice.web.state.FormLimits}.
 */
public final class RequestLimits {

    public static final int MAX_QUERY_STRING = 32 * 1024;
    public static final int MAX_PARAMETERS = 300;
    public static final long MAX_BODY_BYTES = 64 * 1024;

    private final Json json;

    public RequestLimits(Json json) {
        this.json = json;
    }

    /** The before-handler: stops oversized requests with 414/413/400 before a controller sees them. */
    public void check(Context ctx) {
        String query = ctx.queryString();
        if (query != null && query.length() > MAX_QUERY_STRING) {
            reject(ctx, 414, new Problem("query", "the query string is " + query.length() + " characters; keyslice takes at most "
                    + MAX_QUERY_STRING));
            return;
        }
        long length = ctx.contentLength();
        if (length > MAX_BODY_BYTES) {
            reject(ctx, 413, new Problem("body", "the request body is " + length + " bytes; keyslice takes at most "
                    + MAX_BODY_BYTES));
            return;
        }
        if (query != null && query.chars().filter(c -> c == '&').count() + 1 > MAX_PARAMETERS) {
            reject(ctx, 400, new Problem("query", "The request has more than " + MAX_PARAMETERS + " parameters.",
                    "more than " + MAX_PARAMETERS + " parameters"));
        }
    }

    private void reject(Context ctx, int status, Problem problem) {
        // skipRemainingHandlers also skips the after-handler that sets the cache policy.
        ctx.header("Cache-Control", "no-store");
        ctx.status(status).contentType(QueryApiController.JSON_UTF8)
                .result(json.compact(QueryApiController.errors(List.of(problem))));
        ctx.skipRemainingHandlers();
    }
}
