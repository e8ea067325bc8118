package keyslice.web;

import java.util.List;

import io.javalin.Javalin;
import keyslice.domain.Problem;
import keyslice.preview.DynamoPreview;
import keyslice.preview.PreviewConfig;
import org.slf4j.LoggerFactory;
import keyslice.web.api.QueryApiController;
import keyslice.web.builder.BuilderPageController;
import keyslice.web.builder.CodeSnippets;
import keyslice.web.builder.OutputFactory;
import keyslice.web.embed.EmbedController;
import keyslice.web.http.Assets;
import keyslice.web.http.Json;
import keyslice.web.http.PublicUrl;
import keyslice.web.http.RateLimiter;
import keyslice.web.http.RenderedCache;
import keyslice.web.http.RequestLimits;
import keyslice.web.http.SecureErrorHandler;
import keyslice.web.http.SecurityHeaders;
import keyslice.web.http.Views;
import keyslice.web.preview.PreviewController;

/** Wires keyslice into an unstarted Javalin, the same way for {@code main} and for tests. */
public final class KeysliceApp {

    private KeysliceApp() {
    }

    /** Without a live preview: the builder alone. */
    public static Javalin create() {
        return create(AppConfig.defaults());
    }

    public static Javalin create(AppConfig config) {
        return create(config, new DynamoPreview(PreviewConfig.disabled()));
    }

    private static void rateLimit(io.javalin.http.Context ctx, RateLimiter rate, Json json) {
        long retryAfter = rate.acquire(ctx.ip());
        if (retryAfter > 0) {
            ctx.status(429).header("Retry-After", Long.toString(retryAfter)).header("Cache-Control", "no-store").contentType(QueryApiController.JSON_UTF8)
                    .result(json.compact(QueryApiController.errors(List.of(new Problem("engine",
                            "too many live-preview runs from your address: try again in " + retryAfter + " s")))));
            ctx.skipRemainingHandlers();
        }
    }

    /** The caller owns {@code preview} and closes it after stopping the app. */
    public static Javalin create(AppConfig config, DynamoPreview preview) {
        Json json = new Json();
        Views views = new Views();
        RenderedCache cache = new RenderedCache(RenderedCache.DEFAULT_MAX_BYTES);
        PublicUrl publicUrl = new PublicUrl(config.publicUrl());
        OutputFactory outputs = new OutputFactory(json, CodeSnippets::views);
        QueryApiController api = new QueryApiController(json, cache);
        PreviewController previews = new PreviewController(preview, json, publicUrl, outputs, views);
        HealthController health = new HealthController(preview, json);
        RequestLimits limits = new RequestLimits(json);
        RateLimiter rate = new RateLimiter(config.previewPerMinute(), config.previewBurst(), System::nanoTime);
        BuilderPageController page = new BuilderPageController(outputs, publicUrl, previews, views, cache);
        EmbedController embed = new EmbedController(outputs, publicUrl, json, config.embedAncestors(), views, cache);
        return Javalin.create(javalin -> {
            javalin.startup.showJavalinBanner = false;
            javalin.startup.showOldJavalinVersionWarning = false;
            javalin.http.maxRequestSize = RequestLimits.MAX_BODY_BYTES;
            // Room for the longest query string keyslice accepts, so it can answer with its own 414.
            javalin.jetty.modifyHttpConfiguration(http -> {
                http.setRequestHeaderSize(RequestLimits.MAX_QUERY_STRING + 16 * 1024);
                // Room for a permalink up to the query limit in HX-Push-Url or Location; longer ones are not sent
                // (BuilderPageController). Kept under 64 KiB, above which Jetty stops pooling the buffer.
                http.setResponseHeaderSize(RequestLimits.MAX_QUERY_STRING + 16 * 1024);
            });
            // On SIGTERM, requests in flight finish (up to 10 s) before the process exits.
            javalin.jetty.modifyServer(server -> {
                server.setStopTimeout(10_000);
                server.insertHandler(new org.eclipse.jetty.server.handler.GracefulHandler());
                // Jetty answers malformed requests (URI too long, bad escapes in the path) itself: same headers there.
                server.setErrorHandler(new SecureErrorHandler());
            });
            javalin.routes.before(SecurityHeaders::apply);
            javalin.routes.before(limits::check);
            javalin.routes.before("/api/v1/preview", ctx -> rateLimit(ctx, rate, json));
            javalin.routes.before("/api/v1/tables", ctx -> rateLimit(ctx, rate, json));
            javalin.routes.before("/preview/tables", ctx -> rateLimit(ctx, rate, json));
            javalin.routes.before("/preview/indexes", ctx -> rateLimit(ctx, rate, json));
            javalin.routes.before("/run", ctx -> {
                long retryAfter = rate.acquire(ctx.ip());
                if (retryAfter > 0) {
                    previews.rateLimited(ctx, retryAfter);
                    ctx.skipRemainingHandlers();
                }
            });
            javalin.routes.after(ctx -> {
                if (ctx.res().getHeader("Cache-Control") == null) {
                    ctx.header("Cache-Control", "no-cache");
                }
            });
            javalin.routes.get("/", page::show);
            javalin.routes.get("/embed", embed::embed);
            javalin.routes.get("/oembed", embed::oembed);
            javalin.routes.get("/api/v1/query", api::query);
            javalin.routes.get("/api/v1/preview", previews::apiPreview);
            javalin.routes.get("/api/v1/tables", previews::apiTables);
            javalin.routes.post("/run", previews::run);
            javalin.routes.get("/preview/tables", previews::tableOptions);
            javalin.routes.get("/preview/indexes", previews::indexOptions);
            javalin.routes.post("/preview/demo-data", previews::demoData);
            javalin.routes.get("/healthz", health::health);
            for (Assets.Asset asset : Assets.ALL) {
                javalin.routes.get(asset.path(), ctx -> Assets.serve(ctx, asset));
            }
            javalin.routes.get("/readyz", health::ready);
            javalin.routes.exception(Exception.class, (e, ctx) -> {
                // Never leak a stack trace; the log keeps it.
                LoggerFactory.getLogger(KeysliceApp.class).error("unhandled error on {}", ctx.path(), e);
                ctx.status(500).contentType(QueryApiController.JSON_UTF8)
                        .result(json.compact(QueryApiController.errors(List.of(
                                new Problem("", "internal error: the request could not be handled")))));
            });
        });
    }
}
