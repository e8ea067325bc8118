package keyslice.web;

import java.util.Set;

import io.javalin.http.Handler;
import io.javalin.http.HandlerType;
import keyslice.web.http.ErrorPage;

/**
 * One route of keyslice, as {@link Routes} lists them: the app registers exactly these, and the self-check, the fuzz
 * test and the header tests iterate them, so none of them can miss one.
 *
 * @param errorPage how the route answers a refusal ({@link keyslice.web.http.HttpError}); null for the JSON shape
 */
public record Route(HandlerType method, String path, Handler handler, Set<Flag> flags, ErrorPage errorPage) {

    public enum Flag {
        /** The answer depends on the URL alone: HTTP caches may keep it and revalidate ("no-cache"); others are "no-store". */
        CACHEABLE,
        /** Calls the DynamoDB endpoint: guarded by the per-client rate limit. */
        ENGINE,
        /** A POST that only keyslice's own pages may send. */
        SAME_ORIGIN
    }

    public Route {
        flags = Set.copyOf(flags);
    }

    public boolean has(Flag flag) {
        return flags.contains(flag);
    }
}
