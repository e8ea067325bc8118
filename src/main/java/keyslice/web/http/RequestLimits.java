package keyslice.web.http;

import java.util.List;

import io.javalin.http.Context;
import keyslice.domain.Problem;
import keyslice.domain.SampleLines;
import keyslice.web.api.QueryApiController;

/**
 * Bounds on what one request may carry, checked before any work, each answered with a clear 4xx.
 * They sit above DynamoDB's own key limits (1 KiB sort key, 2 KiB partition key), so no real key hits them.
 */
public final class RequestLimits {

    public static final int MAX_QUERY_STRING = 32 * 1024;
    public static final int MAX_PARAMETERS = 300;
    public static final int MAX_SEGMENTS = 64;
    public static final int MAX_VALUE_CHARS = 4096;
    public static final int MAX_SAMPLES = 1000;
    public static final int MAX_SAMPLES_CHARS = 64 * 1024;
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

    /** Limits on decoded parameters, reported like any other problem so the form comes back filled in. */
    public static List<Problem> problems(keyslice.domain.QueryForm form) {
        List<Problem> problems = new java.util.ArrayList<>();
        if (form.seg().size() > MAX_SEGMENTS) {
            problems.add(new Problem("seg", "The value has " + form.seg().size() + " segments; keyslice takes at most "
                    + MAX_SEGMENTS + ".", form.seg().size() + " segments; keyslice takes at most " + MAX_SEGMENTS));
        }
        if (form.toSeg().size() > MAX_SEGMENTS) {
            problems.add(new Problem("toSeg", "The upper bound has " + form.toSeg().size() + " segments; keyslice takes at most "
                    + MAX_SEGMENTS + ".", form.toSeg().size() + " segments; keyslice takes at most " + MAX_SEGMENTS));
        }
        for (String[] field : new String[][] {{"pkValue", form.pkValue()}, {"value", form.value()}, {"to", form.to()},
                {"pk", form.pk()}, {"sk", form.sk()}, {"delim", form.delim()}}) {
            if (field[1].length() > MAX_VALUE_CHARS) {
                problems.add(new Problem(field[0], "The " + field[0] + " parameter is " + field[1].length()
                        + " characters long; keyslice takes at most " + MAX_VALUE_CHARS + ".",
                        field[1].length() + " characters; keyslice takes at most " + MAX_VALUE_CHARS));
            }
        }
        for (String segment : form.seg()) {
            if (segment.length() > MAX_VALUE_CHARS) {
                problems.add(new Problem("seg", "A segment is " + segment.length() + " characters long; keyslice takes at most "
                        + MAX_VALUE_CHARS + ".", "a segment of " + segment.length() + " characters; keyslice takes at most "
                        + MAX_VALUE_CHARS));
                break;
            }
        }
        if (form.samples().length() > MAX_SAMPLES_CHARS) {
            problems.add(new Problem("samples", "The samples are " + form.samples().length()
                    + " characters long; keyslice takes at most " + MAX_SAMPLES_CHARS + ".",
                    form.samples().length() + " characters of samples; keyslice takes at most " + MAX_SAMPLES_CHARS));
        } else {
            int keys = SampleLines.of(form.samples()).size();
            if (keys > MAX_SAMPLES) {
                problems.add(new Problem("samples", "There are " + keys + " sample keys; paste at most " + MAX_SAMPLES + ".",
                        "more than " + MAX_SAMPLES + " sample keys; paste at most " + MAX_SAMPLES));
            }
        }
        return problems;
    }

    private void reject(Context ctx, int status, Problem problem) {
        // skipRemainingHandlers also skips the after-handler that sets the cache policy.
        ctx.header("Cache-Control", "no-store");
        ctx.status(status).contentType(QueryApiController.JSON_UTF8)
                .result(json.compact(QueryApiController.errors(List.of(problem))));
        ctx.skipRemainingHandlers();
    }
}
