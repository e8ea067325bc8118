package keyslice.web.http;

import io.javalin.http.Context;

/** Headers every response carries: no inline script, no framing, no MIME sniffing, no referrer leaks. */
public final class SecurityHeaders {

    private SecurityHeaders() {}

    /** The policy for every page; only {@code /embed} widens frame-ancestors. */
    public static String csp(String frameAncestors) {
        return "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                + "connect-src 'self'; form-action 'self'; base-uri 'none'; object-src 'none'; frame-ancestors "
                + frameAncestors;
    }

    public static void apply(Context ctx) {
        ctx.header("Content-Security-Policy", csp("'none'"));
        ctx.header("X-Content-Type-Options", "nosniff");
        ctx.header("X-Frame-Options", "DENY");
        ctx.header("Referrer-Policy", "same-origin");
    }
}
