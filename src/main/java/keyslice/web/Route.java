package keyslice.web;

import io.javalin.http.Handler;
import io.javalin.http.HandlerType;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import keyslice.web.http.ErrorPage;
import keyslice.web.http.HeadRefusal;

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
        /** Calls the DynamoDB endpoint: guarded by the per-client rate limit; HEAD is refused (see {@link #head()}). */
        ENGINE,
        /**
         * Asks the DynamoDB endpoint for suggestions: not charged to the Run budget (the handler keeps answers for a
         * while and spends a lookup budget of its own only when it asks); HEAD is refused as for {@link #ENGINE}.
         */
        LOOKUP,
        /** A POST that only keyslice's own pages may send. */
        SAME_ORIGIN
    }

    public Route {
        flags = Set.copyOf(flags);
    }

    public boolean has(Flag flag) {
        return flags.contains(flag);
    }

    /** Whether answering calls the DynamoDB endpoint (for a Run or for suggestions). */
    public boolean reachesEngine() {
        return has(Flag.ENGINE) || has(Flag.LOOKUP);
    }

    /**
     * The HEAD route the app registers beside a GET route: the GET's handler, whose status and headers go out without
     * the body (Jetty drops a HEAD answer's body). A route that {@link #reachesEngine()} answers 405 instead, before its rate
     * limit and without calling the engine: its headers would cost an engine call and a token, which a HEAD must not
     * ({@link HeadRefusal}; the builder's {@code use-table} edit refuses HEAD the same way). Empty for other methods.
     */
    public Optional<Route> head() {
        if (method != HandlerType.GET) {
            return Optional.empty();
        }
        if (!reachesEngine()) {
            return Optional.of(new Route(HandlerType.HEAD, path, handler, flags, errorPage));
        }
        Set<Flag> unguarded = EnumSet.noneOf(Flag.class);
        unguarded.addAll(flags);
        unguarded.remove(Flag.ENGINE);
        unguarded.remove(Flag.LOOKUP);
        return Optional.of(new Route(
                HandlerType.HEAD,
                path,
                ctx -> {
                    throw HeadRefusal.error();
                },
                unguarded,
                errorPage));
    }
}
