package keyslice.web.http;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keyslice.domain.form.Problem;

/**
 * A request keyslice refuses, thrown by a handler (or a filter) and answered by the app's exception mapping in the
 * route's {@link ErrorPage}: the status, the problems in the one error shape, and any headers (Retry-After).
 */
public final class HttpError extends RuntimeException {

    private final int status;
    private final List<Problem> problems;
    private final Map<String, String> headers;

    public HttpError(int status, List<Problem> problems) {
        this(status, problems, Map.of());
    }

    public HttpError(int status, Problem problem) {
        this(status, List.of(problem), Map.of());
    }

    private HttpError(int status, List<Problem> problems, Map<String, String> headers) {
        // No stack trace: this is an answer, not a fault, and it is thrown on hot paths (rate limits).
        super(problems.isEmpty() ? "" : problems.get(0).message(), null, false, false);
        this.status = status;
        this.problems = List.copyOf(problems);
        this.headers = Map.copyOf(headers);
    }

    public HttpError withHeader(String name, String value) {
        Map<String, String> more = new LinkedHashMap<>(headers);
        more.put(name, value);
        return new HttpError(status, problems, more);
    }

    public int status() {
        return status;
    }

    public List<Problem> problems() {
        return problems;
    }

    public Map<String, String> headers() {
        return headers;
    }
}
