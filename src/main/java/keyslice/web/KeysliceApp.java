package keyslice.web;

import java.util.Map;

import io.javalin.Javalin;
import io.javalin.http.staticfiles.Location;

/** Wires keyslice into an unstarted Javalin, the same way for {@code main} and for tests. */
public final class KeysliceApp {

    private KeysliceApp() {
    }

    public static Javalin create() {
        Json json = new Json();
        QueryApiController api = new QueryApiController(json);
        BuilderPageController page = new BuilderPageController(json);
        return Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.startup.showOldJavalinVersionWarning = false;
            config.fileRenderer(new JteFileRenderer());
            config.staticFiles.add(files -> {
                files.hostedPath = "/static";
                files.directory = "/static";
                files.location = Location.CLASSPATH;
            });
            config.staticFiles.enableWebjars();
            config.routes.before(SecurityHeaders::apply);
            config.routes.get("/", page::show);
            config.routes.get("/api/v1/query", api::query);
            config.routes.get("/healthz", ctx -> ctx.contentType(QueryApiController.JSON_UTF8).result("{\"status\":\"ok\"}"));
            config.routes.exception(Exception.class, (e, ctx) -> {
                // Never leak a stack trace; the log keeps it.
                org.slf4j.LoggerFactory.getLogger(KeysliceApp.class).error("unhandled error on {}", ctx.path(), e);
                ctx.status(500).contentType(QueryApiController.JSON_UTF8)
                        .result(json.compact(Map.of("errors", java.util.List.of(Map.of("field", "", "message",
                                "internal error: the request could not be handled")))));
            });
        });
    }
}
