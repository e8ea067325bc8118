package keyslice.web.http;

import java.nio.ByteBuffer;
import java.util.List;
import keyslice.domain.form.Problem;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * The answers to requests that keyslice's routes never see, in keyslice's words and with its headers: the intake's
 * refusals (a {@link Refusal} it hands over), and what Jetty refuses itself (a request line or headers too long, a
 * malformed request). On the pages people open ({@link ErrorPage#forPeople}) a browser gets a page, and an htmx request
 * a notice swapped into the page's status line without touching the form; anything else the API's one JSON error
 * shape. Never a stack trace.
 */
public final class SecureErrorHandler extends ErrorHandler {

    private final Views views;
    private final Json json;

    public SecureErrorHandler(Views views, Json json) {
        this.views = views;
        this.json = json;
        setShowStacks(false);
        setShowMessageInTitle(false);
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        secure(response.getHeaders());
        int status = response.getStatus();
        Refusal refusal = request.getAttribute(Refusal.ATTRIBUTE) instanceof Refusal given ? given : refusal(status);
        byte[] body;
        if (!forPeople(request)) {
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, Json.CONTENT_TYPE);
            body = json.compactBytes(ErrorPage.body(refusal.problems(), form -> ""));
        } else if (request.getHeaders().contains("HX-Request")) {
            // The page keeps its form: nothing is swapped but the status line, which the notice fills.
            response.getHeaders().put("HX-Reswap", "none");
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, Views.HTML_UTF8);
            body = views.render(Refusal.NOTICE, refusal);
        } else {
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, Views.HTML_UTF8);
            body = views.render(Refusal.PAGE, refusal);
        }
        response.write(true, ByteBuffer.wrap(body), callback);
        return true;
    }

    /**
     * Whether the refused request is for a page people open, or comes from the page's script (htmx). A request Jetty could
     * not read (a request line too long) reaches here as {@code /badMessage}, with no path nor headers to tell who asked:
     * such links come from pages and chats, so a person gets the page.
     */
    private static boolean forPeople(Request request) {
        String path = Request.getPathInContext(request);
        return path == null
                || path.equals("/badMessage")
                || ErrorPage.forPeople(path)
                || request.getHeaders().contains("HX-Request");
    }

    /** A request so malformed that Jetty answers it before there is a request to hand to {@link #handle}. */
    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        secure(fields);
        fields.put(HttpHeader.CONTENT_TYPE, Views.HTML_UTF8);
        return ByteBuffer.wrap(views.render(Refusal.PAGE, refusal(status)));
    }

    private static void secure(HttpFields.Mutable headers) {
        headers.put("Content-Security-Policy", SecurityHeaders.csp("'none'"));
        headers.put("X-Content-Type-Options", "nosniff");
        headers.put("X-Frame-Options", "DENY");
        headers.put("Referrer-Policy", "same-origin");
        headers.put(new HttpField(HttpHeader.CACHE_CONTROL, "no-store"));
    }

    /** What Jetty's own refusals mean for a person, by status; Jetty's reason is never shown (it may echo the request). */
    static Refusal refusal(int status) {
        return Refusal.of(
                status,
                List.of(
                        switch (status) {
                            case 414 ->
                                new Problem(
                                        "query",
                                        "This address is longer than keyslice reads: at most "
                                                + RequestLimits.MAX_QUERY_STRING + " characters of query string. "
                                                + RequestLimits.TOO_LONG_WHAT_TO_DO,
                                        "the request line is too long; keyslice takes at most "
                                                + RequestLimits.MAX_QUERY_STRING + " characters of query string");
                            case 431 ->
                                new Problem(
                                        "headers",
                                        "The request's headers are larger than keyslice reads. Clear this site's "
                                                + "cookies and try again.",
                                        "request header fields too large");
                            case 408 ->
                                new Problem(
                                        "request",
                                        "The request did not arrive in time. Check the connection and try again.",
                                        "request timeout");
                            case 404 ->
                                new Problem(
                                        "path",
                                        "keyslice has no page at this address. The builder is at /.",
                                        "no route for this path");
                            default ->
                                status >= 500
                                        ? new Problem(
                                                "request",
                                                "keyslice could not answer this request. Try again; if it keeps happening, "
                                                        + "the log says why.",
                                                "internal error")
                                        : new Problem(
                                                "request",
                                                "keyslice cannot read this request (HTTP " + status
                                                        + "). Start again from the " + "builder.",
                                                "malformed request (HTTP " + status + ")");
                        }));
    }
}
