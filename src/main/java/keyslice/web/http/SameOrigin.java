package keyslice.web.http;

import io.javalin.http.Context;
import io.javalin.http.Handler;
import keyslice.domain.Problem;

/**
 * A POST must come from keyslice's own pages: browsers send Origin (or Sec-Fetch-Site) with form posts,
 * so another site cannot make a visitor's browser run queries with keyslice's credentials.
 */
public final class SameOrigin {

    private SameOrigin() {
    }

    /** {@code handler}, refusing with 403 a request another site's page made. */
    public static Handler only(Handler handler) {
        return ctx -> {
            if (!allows(ctx)) {
                throw new HttpError(403, new Problem("origin", "cross-origin POST refused: use keyslice's own page"));
            }
            handler.handle(ctx);
        };
    }

    static boolean allows(Context ctx) {
        String site = ctx.header("Sec-Fetch-Site");
        String origin = ctx.header("Origin");
        boolean sameSite = site == null || site.equals("same-origin") || site.equals("none");
        boolean sameOrigin = origin == null || origin.equals("null") && site == null
                || origin.equals(ctx.scheme() + "://" + ctx.host());
        return sameSite && sameOrigin;
    }
}
