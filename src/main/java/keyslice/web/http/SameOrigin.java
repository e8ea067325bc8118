package keyslice.web.http;

import io.javalin.http.Context;

/**
 * A POST must come from keyslice's own pages: browsers send Origin (or Sec-Fetch-Site) with form posts,
 * so another site cannot make a visitor's browser run queries with keyslice's credentials.
 */
public final class SameOrigin {

    private SameOrigin() {
    }

    public static boolean check(Context ctx) {
        String site = ctx.header("Sec-Fetch-Site");
        String origin = ctx.header("Origin");
        boolean sameSite = site == null || site.equals("same-origin") || site.equals("none");
        boolean sameOrigin = origin == null || origin.equals("null") && site == null
                || origin.equals(ctx.scheme() + "://" + ctx.host());
        if (sameSite && sameOrigin) {
            return true;
        }
        ctx.status(403).contentType("text/plain; charset=utf-8").result("cross-origin POST refused: use keyslice's own page");
        return false;
    }
}
