package keyslice.web;

import io.javalin.Javalin;
import io.javalin.http.Handler;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import keyslice.preview.DynamoPreview;
import keyslice.preview.PreviewConfig;
import keyslice.preview.PreviewException;
import keyslice.web.Route.Flag;
import keyslice.web.http.Assets;
import keyslice.web.http.ClientAborts;
import keyslice.web.http.ErrorPage;
import keyslice.web.http.HttpError;
import keyslice.web.http.Intake;
import keyslice.web.http.InternalErrors;
import keyslice.web.http.Json;
import keyslice.web.http.Proxies;
import keyslice.web.http.PublicUrl;
import keyslice.web.http.RateLimiter;
import keyslice.web.http.RequestLimits;
import keyslice.web.http.SameOrigin;
import keyslice.web.http.SecureErrorHandler;
import keyslice.web.http.SecurityHeaders;
import keyslice.web.http.Views;
import keyslice.web.http.WorkBudget;
import keyslice.web.preview.EngineErrors;
import keyslice.web.state.Permalink;
import org.slf4j.LoggerFactory;

/** Wires keyslice into an unstarted Javalin, the same way for {@code main} and for tests. */
public final class KeysliceApp {

    private KeysliceApp() {}

    /**
     * Every keystroke's answer is compressed anew for the browser (8-10 KB of HTML on the examples): gzip's fastest
     * level costs about half of Javalin's default level 6 and gives up little of the saving on markup this repetitive
     * (docs/benchmarks.md).
     */
    public static final int GZIP_LEVEL = 1;

    /** Over Javalin's 1,500-byte threshold for compression, which it applies to an answer's first piece. */
    static final int COPY_BUFFER_BYTES = 4096;

    /** Without a live preview: the builder alone. */
    public static Javalin create() {
        return create(AppConfig.defaults());
    }

    public static Javalin create(AppConfig config) {
        return create(config, new DynamoPreview(PreviewConfig.disabled()));
    }

    /** The caller owns {@code preview} and closes it after stopping the app. */
    public static Javalin create(AppConfig config, DynamoPreview preview) {
        return create(config, preview, json -> Routes.of(config, preview, json));
    }

    /** With other routes than keyslice's (a test's), in the same guards, limits and error mapping. */
    static Javalin create(AppConfig config, DynamoPreview preview, Function<Json, List<Route>> routes) {
        Json json = new Json();
        Views views = new Views();
        // A refusal no route's page takes: JSON, or on the pages people open a page of its own.
        ErrorPage errors = ErrorPage.fallback(ErrorPage.json(json, Permalink::of), views);
        WorkBudget work = new WorkBudget(config.cpuShare(), config.cpuBurst(), System::nanoTime);
        RateLimiter rate = new RateLimiter(config.previewPerMinute(), config.previewBurst(), System::nanoTime);
        Proxies proxies = config.trustedProxies();
        PublicUrl publicUrl = new PublicUrl(config.publicUrl(), proxies);
        return Javalin.create(javalin -> {
            javalin.startup.showJavalinBanner = false;
            javalin.startup.showOldJavalinVersionWarning = false;
            javalin.http.maxRequestSize = RequestLimits.MAX_BODY_BYTES;
            javalin.http.compressionStrategy =
                    new io.javalin.compression.CompressionStrategy(null, new io.javalin.compression.Gzip(GZIP_LEVEL));
            // Javalin copies every answer to Jetty through a new buffer of this size, by default the whole output
            // buffer (32 KB, zeroed on every request). Jetty aggregates the pieces into one write either way, and the
            // first piece stays over the 1,500 bytes from which Javalin compresses, so the answers are the same.
            javalin.http.responseBufferSize = COPY_BUFFER_BYTES;
            // Room for the longest query string keyslice accepts, so it can answer with its own 414.
            javalin.jetty.modifyHttpConfiguration(http -> {
                http.setRequestHeaderSize(RequestLimits.MAX_QUERY_STRING + 16 * 1024);
                // Room for a permalink up to the query limit in HX-Push-Url or Location; longer ones are not sent
                // (BuilderPageController). Kept under 64 KiB, above which Jetty stops pooling the buffer.
                http.setResponseHeaderSize(RequestLimits.MAX_QUERY_STRING + 16 * 1024);
                // An answer up to the whole output buffer (32 KB; a live update on the examples is 8-10 KB) goes
                // out with its length in one write. Past Jetty's default of 8 KB it went out in chunks, and the last,
                // empty chunk took a write of its own on every keystroke.
                http.setOutputAggregationSize(http.getOutputBufferSize());
            });
            javalin.jetty.modifyServer(server -> {
                server.insertHandler(new Intake(
                        config.requestsPerClient(),
                        config.bodyTimeout(),
                        request -> proxies.client(
                                org.eclipse.jetty.server.Request.getRemoteAddr(request),
                                name -> request.getHeaders().getValuesList(name)),
                        rate::exhausted,
                        work,
                        unmetered()));
                // On SIGTERM, requests in flight finish before the process exits: the outermost handler refuses new
                // ones.
                server.setStopTimeout(stopTimeout(config, preview).toMillis());
                server.insertHandler(new org.eclipse.jetty.server.handler.GracefulHandler());
                // Jetty answers malformed requests (URI too long, bad escapes in the path) itself: same headers there.
                server.setErrorHandler(new SecureErrorHandler(views, json));
            });
            javalin.routes.before(SecurityHeaders::apply);
            // Any answer may be compressed for one client and not for the next, so caches must key on the encoding.
            javalin.routes.before(ctx -> ctx.header("Vary", "Accept-Encoding"));
            javalin.routes.before(RequestLimits::check);
            for (Route route : routes.apply(json)) {
                javalin.routes.addHttpHandler(
                        route.method(), route.path(), guarded(route, rate, proxies, publicUrl, errors));
                route.head()
                        .ifPresent(head -> javalin.routes.addHttpHandler(
                                head.method(), head.path(), guarded(head, rate, proxies, publicUrl, errors)));
            }
            javalin.routes.after(ctx -> {
                if (ctx.res().getHeader("Cache-Control") == null) {
                    ctx.header("Cache-Control", "no-cache");
                }
            });
            javalin.routes.exception(HttpError.class, (e, ctx) -> ErrorPage.answer(ctx, e, errors));
            javalin.routes.exception(
                    PreviewException.class, (e, ctx) -> ErrorPage.answer(ctx, EngineErrors.of(e), errors));
            javalin.routes.exception(Exception.class, (e, ctx) -> {
                if (ClientAborts.isAbort(e)) {
                    // The client is gone mid-request: nothing to answer it, nothing wrong here, and a trace per abort
                    // would let anyone fill the log.
                    LoggerFactory.getLogger(KeysliceApp.class)
                            .debug("client aborted {} {}: {}", ctx.method(), ctx.path(), ClientAborts.describe(e));
                    ctx.status(ClientAborts.status(e));
                    return;
                }
                // Never leak a stack trace; the log keeps it.
                InternalErrors.log(ctx.method() + " " + ctx.path(), e);
                ErrorPage.answer(ctx, InternalErrors.ANSWER, errors);
            });
            // Javalin's own answer to an Error is an empty 500 and the whole trace in the log.
            javalin.router.javaLangErrorHandler(InternalErrors::answer);
        });
    }

    /**
     * The paths whose requests spend no CPU budget: the health routes (a probe must answer whoever else is busy) and the
     * page's own stylesheet and scripts (served from memory, and a page without them does not work: a first page that
     * spent the budget must still get them).
     */
    private static Set<String> unmetered() {
        Set<String> paths = new java.util.HashSet<>(Set.of(HealthController.HEALTH, HealthController.READY));
        Assets.ALL.forEach(asset -> paths.add(asset.path()));
        return Set.copyOf(paths);
    }

    /**
     * Long enough for the slowest request keyslice lets in: its body's time to arrive, its engine calls' deadline, and
     * room to render and send the answer.
     */
    static java.time.Duration stopTimeout(AppConfig config, DynamoPreview preview) {
        return config.bodyTimeout().plus(preview.config().requestDeadline()).plusSeconds(4);
    }

    /**
     * The route's handler inside its guards: its error page first, so that every refusal is answered in it, and so is
     * an Error (a StackOverflowError, say), caught here where the route is known: Javalin would answer it itself.
     */
    private static Handler guarded(
            Route route, RateLimiter rate, Proxies proxies, PublicUrl publicUrl, ErrorPage errors) {
        Handler handler = route.handler();
        if (route.has(Flag.ENGINE)) {
            handler = rate.guard(handler, proxies);
        }
        if (route.has(Flag.SAME_ORIGIN)) {
            handler = SameOrigin.only(handler, publicUrl);
        }
        if (!route.has(Flag.CACHEABLE)) {
            handler = noStore(handler);
        }
        Handler inner = handler;
        return ctx -> {
            if (route.errorPage() != null) {
                ctx.attribute(ErrorPage.ATTRIBUTE, route.errorPage());
            }
            try {
                inner.handle(ctx);
            } catch (Error e) {
                InternalErrors.log(ctx.method() + " " + ctx.path(), e);
                ErrorPage.answer(ctx, InternalErrors.ANSWER, errors);
            }
        };
    }

    private static Handler noStore(Handler handler) {
        return ctx -> {
            ctx.header("Cache-Control", "no-store");
            handler.handle(ctx);
        };
    }
}
