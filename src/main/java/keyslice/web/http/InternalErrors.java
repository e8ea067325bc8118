package keyslice.web.http;

import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import keyslice.domain.form.Problem;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What escapes a handler unplanned, an exception keyslice did not throw on purpose or an {@link Error}: answered as
 * keyslice's own 500 in the route's {@link ErrorPage}, never with a stack trace. The log keeps an exception's trace,
 * but an Error (or an exception that wraps one, as Jackson and an asynchronous answer wrap a StackOverflowError) gets
 * one line, the Error and where it was thrown: a StackOverflowError's trace is a thousand frames, and a request that
 * causes one must not be able to fill the log.
 */
public final class InternalErrors {

    /** The refusal every unplanned failure is answered with. */
    public static final HttpError ANSWER =
            new HttpError(500, new Problem("", "internal error: the request could not be handled"));

    /** {@link #ANSWER} in the JSON error shape, for the last resort, which has no route to ask. */
    private static final byte[] BODY = new Json().compactBytes(ErrorPage.body(ANSWER.problems(), form -> ""));

    /** How far down the causes to look for an Error. */
    private static final int DEPTH = 8;

    private static final Logger LOG = LoggerFactory.getLogger(InternalErrors.class);

    private InternalErrors() {}

    /** Logs {@code failure} of the request {@code request} (method and path): one line for an Error, else with its trace. */
    public static void log(String request, Throwable failure) {
        Error error = errorIn(failure);
        if (error == null) {
            LOG.error("unhandled error on {}", oneLine(request), failure);
        } else {
            LOG.error("unhandled {} on {}", describe(error), oneLine(request));
        }
    }

    /**
     * The last resort for an Error thrown outside a route's handler (a filter, an exception handler), where Javalin
     * has no context left to give: one log line and the JSON error shape.
     */
    public static void answer(HttpServletResponse response, Error error) {
        LOG.error("unhandled {}", describe(error));
        response.setStatus(ANSWER.status());
        response.setContentType(Json.CONTENT_TYPE);
        response.setHeader("Cache-Control", "no-store");
        try {
            response.getOutputStream().write(BODY);
        } catch (IOException | IllegalStateException e) {
            // The client is gone, or the answer had started: the status is all that can be given.
        }
    }

    /** The Error in {@code failure} or among its first causes, or null. */
    private static Error errorIn(Throwable failure) {
        Throwable cause = failure;
        for (int i = 0; i < DEPTH && cause != null; i++, cause = cause.getCause()) {
            if (cause instanceof Error error) {
                return error;
            }
        }
        return null;
    }

    /** {@code java.lang.StackOverflowError at keyslice.domain.JsonLine.value(JsonLine.java:60)}, on one line. */
    private static String describe(Error error) {
        StackTraceElement[] frames = error.getStackTrace();
        String message = error.getMessage() == null ? "" : ": " + error.getMessage();
        return oneLine(error.getClass().getName() + message + (frames.length == 0 ? "" : " at " + frames[0]));
    }

    /** Line breaks and other control characters (a path may carry them) as spaces, so that one entry stays one line. */
    private static String oneLine(String text) {
        return text.codePoints()
                .map(c -> Character.isISOControl(c) ? ' ' : c)
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append)
                .toString();
    }
}
