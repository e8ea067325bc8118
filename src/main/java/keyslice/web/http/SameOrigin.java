package keyslice.web.http;

import io.javalin.http.Handler;
import java.util.Optional;
import keyslice.domain.form.Problem;
import keyslice.domain.text.Shown;

/**
 * A POST must come from keyslice's own pages: browsers send Origin (or Sec-Fetch-Site) with form posts,
 * so another site cannot make a visitor's browser run queries with keyslice's credentials. keyslice's own origin is
 * its {@link PublicUrl}: behind a proxy that rewrites Host, the origin the browser saw.
 */
public final class SameOrigin {

    private SameOrigin() {}

    /** {@code handler}, refusing with 403 a request another site's page made, saying what keyslice expected. */
    public static Handler only(Handler handler, PublicUrl publicUrl) {
        return ctx -> {
            Optional<Problem> refusal = refusal(
                    ctx.header("Sec-Fetch-Site"), ctx.header("Origin"), publicUrl.of(ctx), publicUrl.isConfigured());
            if (refusal.isPresent()) {
                throw new HttpError(403, refusal.get());
            }
            handler.handle(ctx);
        };
    }

    /** Why a POST with these headers is refused when keyslice's origin is {@code expected}; empty when it is not. */
    static Optional<Problem> refusal(String site, String origin, String expected, boolean configured) {
        boolean sameSite = site == null || site.equals("same-origin") || site.equals("none");
        boolean sameOrigin =
                origin == null || origin.equals("null") && site == null || origin.equalsIgnoreCase(expected);
        if (!sameOrigin) {
            String fix = configured
                    ? "Open keyslice at " + expected + "/ (its " + PublicUrl.SETTING + ")."
                    : "Behind a reverse proxy, set " + PublicUrl.SETTING + " to the address people open, or "
                            + Proxies.SETTING
                            + " to the proxy's address so that its X-Forwarded-Proto and X-Forwarded-Host "
                            + "are believed.";
            return Optional.of(new Problem(
                    "origin",
                    "Refused: the page that sent this is at " + Shown.quoted(origin)
                            + ", but keyslice expected its own origin, " + expected + ". " + fix,
                    "cross-origin POST refused: Origin " + Shown.quoted(origin) + " is not keyslice's origin "
                            + expected));
        }
        if (!sameSite) {
            return Optional.of(new Problem(
                    "origin",
                    "Refused: the browser says this request came from another site " + "(Sec-Fetch-Site: "
                            + Shown.quoted(site) + "); keyslice takes it only from its own pages, at " + expected + ".",
                    "cross-origin POST refused: Sec-Fetch-Site is " + Shown.quoted(site) + ", not same-origin"));
        }
        return Optional.empty();
    }
}
