package keyslice.web.http;

import java.io.EOFException;
import java.io.IOException;
import java.net.SocketException;
import java.nio.channels.ClosedChannelException;
import java.util.Locale;
import java.util.concurrent.TimeoutException;
import org.eclipse.jetty.http.HttpException;

/**
 * Failures that mean the client went away or sent a broken request while its body was being read (early EOF, a reset
 * or closed connection, Jetty's {@code BadMessageException} for a truncated body, an idle timeout): not keyslice's
 * errors, so they are logged in one line at DEBUG and answered with no body, the connection being dead or useless.
 */
public final class ClientAborts {

    /** How far down the causes to look: Javalin and Jetty wrap the socket's exception two or three times. */
    private static final int DEPTH = 8;

    private ClientAborts() {}

    public static boolean isAbort(Throwable e) {
        return find(e) != null;
    }

    /** The status the aborted request is recorded with: Jetty's own for a bad message, else 400. */
    public static int status(Throwable e) {
        return find(e) instanceof HttpException http && http.getCode() >= 400 && http.getCode() < 500
                ? http.getCode()
                : 400;
    }

    /** One line: the innermost cause's class and message, e.g. {@code HttpEofException: Early EOF}. */
    public static String describe(Throwable e) {
        Throwable innermost = e;
        for (int i = 0; i < DEPTH && innermost.getCause() != null; i++) {
            innermost = innermost.getCause();
        }
        return innermost.getClass().getSimpleName() + ": " + innermost.getMessage();
    }

    private static Throwable find(Throwable e) {
        Throwable c = e;
        for (int i = 0; i < DEPTH && c != null; i++, c = c.getCause()) {
            if (c instanceof EOFException
                    || c instanceof SocketException
                    || c instanceof ClosedChannelException
                    || c instanceof TimeoutException
                    || isResetOrBrokenPipe(c)) {
                return c;
            }
            // Jetty's refusals of what the client sent (4xx); a 5xx one would be the server's own fault.
            if (c instanceof HttpException http && http.getCode() >= 400 && http.getCode() < 500) {
                return c;
            }
        }
        return null;
    }

    /** Jetty and the JDK report a peer's reset or a closed pipe as a plain IOException with these words. */
    private static boolean isResetOrBrokenPipe(Throwable c) {
        if (!(c instanceof IOException) || c.getMessage() == null) {
            return false;
        }
        String text = c.getMessage().toLowerCase(Locale.ROOT);
        return text.contains("connection reset") || text.contains("broken pipe");
    }
}
