package keyslice.web.http;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/** Jetty's own error pages (for requests it rejects before keyslice sees them) with keyslice's headers, no stack traces. */
public final class SecureErrorHandler extends ErrorHandler {

    public SecureErrorHandler() {
        setShowStacks(false);
        setShowMessageInTitle(false);
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        response.getHeaders().put("Content-Security-Policy", SecurityHeaders.csp("'none'"));
        response.getHeaders().put("X-Content-Type-Options", "nosniff");
        response.getHeaders().put("X-Frame-Options", "DENY");
        response.getHeaders().put("Referrer-Policy", "same-origin");
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        return super.handle(request, response, callback);
    }
}
