package keyslice.web.http;

import io.javalin.http.Context;
import keyslice.domain.form.Problem;

/**
 * Bounds on what one request may carry, checked before any work, each answered with a clear 4xx.
 * Limits on the parameters themselves are {@link keyslice.web.state.FormLimits}.
 */
public final class RequestLimits {

    public static final int MAX_QUERY_STRING = 32 * 1024;
    public static final int MAX_PARAMETERS = 300;
    public static final long MAX_BODY_BYTES = 64 * 1024;

    /**
     * What a person can do about a form larger than a request may carry: the page sends a large state compressed, so what
     * is still too large is mostly text that does not compress (random ids, base64).
     */
    public static final String TOO_LARGE_WHAT_TO_DO =
            "Even compressed, the form is more than keyslice reads: shorten the "
                    + "sample items or keys, which are most of a large state (a few hundred items show what a Query reads).";

    /** What a person can do about a link too long to open: keyslice hands out short ones for every state it can. */
    public static final String TOO_LONG_WHAT_TO_DO =
            "keyslice gives a long state a compressed link (v=2&z=…) instead, and a "
                    + "state too large for any link as a file: open that link, or load the file in the builder.";

    private RequestLimits() {}

    /** The parameters a query string holds at most: one more than its separators (a plain loop, run for every request). */
    private static int parameters(String query) {
        int count = 1;
        for (int i = 0; i < query.length(); i++) {
            if (query.charAt(i) == '&') {
                count++;
            }
        }
        return count;
    }

    /** The before-handler: stops oversized requests with 414/413/400 before a controller sees them. */
    public static void check(Context ctx) {
        String query = ctx.queryString();
        if (query != null && query.length() > MAX_QUERY_STRING) {
            throw new HttpError(
                    414,
                    new Problem(
                            "query",
                            "This address is " + query.length() + " characters long; keyslice reads at most "
                                    + MAX_QUERY_STRING + ". " + TOO_LONG_WHAT_TO_DO,
                            "the query string is " + query.length() + " characters; keyslice takes at most "
                                    + MAX_QUERY_STRING));
        }
        long length = ctx.contentLength();
        if (length > MAX_BODY_BYTES) {
            throw new HttpError(
                    413,
                    new Problem(
                            "body",
                            "The request body is " + length + " bytes; keyslice takes at most " + MAX_BODY_BYTES + ". "
                                    + TOO_LARGE_WHAT_TO_DO,
                            "the request body is " + length + " bytes; keyslice takes at most " + MAX_BODY_BYTES));
        }
        if (query != null && parameters(query) > MAX_PARAMETERS) {
            throw new HttpError(
                    400,
                    new Problem(
                            "query",
                            "The request has more than " + MAX_PARAMETERS + " parameters.",
                            "more than " + MAX_PARAMETERS + " parameters"));
        }
    }
}
