package keyslice.web.http;

import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import keyslice.domain.form.Problem;

/**
 * HEAD where answering it would call the DynamoDB endpoint: refused with 405 (Allow: GET), because a HEAD must cost
 * neither an engine call nor a rate-limit token. Elsewhere HEAD answers as GET does.
 */
public final class HeadRefusal {

    private HeadRefusal() {}

    public static boolean isHead(Context ctx) {
        return ctx.method() == HandlerType.HEAD;
    }

    public static HttpError error() {
        return new HttpError(
                        405,
                        new Problem(
                                "", "HEAD is not answered here, because it would call the DynamoDB endpoint: send GET"))
                .withHeader("Allow", "GET");
    }
}
