package keyslice.web;

import java.util.List;

import io.javalin.Javalin;
import io.javalin.http.staticfiles.Location;
import keyslice.domain.Problem;
import org.slf4j.LoggerFactory;

/** Wires keyslice into an unstarted Javalin, the same way for {@code main} and for tests. */
public final class KeysliceApp {

    private KeysliceApp() {
    }

    public static Javalin create() {
        return create(AppConfig.defaults());
    }

    public static Javalin create(AppConfig config) {
        Json json = new Json();
        PublicUrl publicUrl = new PublicUrl(config.publicUrl());
        OutputFactory outputs = new OutputFactory(json, CodeSnippets::views);
        QueryApiController api = new QueryApiController(json);
        BuilderPageController page = new BuilderPageController(outputs, publicUrl);
        EmbedController embed = new EmbedController(outputs, publicUrl, json, config.embedAncestors());
        return Javalin.create(javalin -> {
            javalin.startup.showJavalinBanner = false;
            javalin.startup.showOldJavalinVersionWarning = false;
            javalin.fileRenderer(new JteFileRenderer());
            javalin.staticFiles.add(files -> {
                files.hostedPath = "/static";
                files.directory = "/static";
                files.location = Location.CLASSPATH;
            });
            javalin.staticFiles.enableWebjars();
            javalin.routes.before(SecurityHeaders::apply);
            javalin.routes.get("/", page::show);
            javalin.routes.get("/embed", embed::embed);
            javalin.routes.get("/oembed", embed::oembed);
            javalin.routes.get("/api/v1/query", api::query);
            javalin.routes.get("/healthz", ctx -> ctx.contentType(QueryApiController.JSON_UTF8).result("{\"status\":\"ok\"}"));
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
