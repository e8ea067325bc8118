package keyslice.web;

import io.javalin.http.Context;

/** Headers every response carries: no inline script, no framing, no MIME sniffing, no referrer leaks. */
final class SecurityHeaders {

    static final String CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
            + "connect-src 'self'; form-action 'self'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'";

    private SecurityHeaders() {
    }

    static void apply(Context ctx) {
        ctx.header("Content-Security-Policy", CSP);
        ctx.header("X-Content-Type-Options", "nosniff");
        ctx.header("X-Frame-Options", "DENY");
        ctx.header("Referrer-Policy", "same-origin");
    }
}
