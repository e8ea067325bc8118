package keyslice.web;

import java.util.List;

import io.javalin.Javalin;
import io.javalin.http.staticfiles.Location;
import keyslice.domain.Problem;
import keyslice.preview.DynamoPreview;
import keyslice.preview.PreviewConfig;
import org.slf4j.LoggerFactory;

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

    /** The caller owns {@code preview} and closes it after stopping the app. */
    public static Javalin create(AppConfig config, DynamoPreview preview) {
        Json json = new Json();
        PublicUrl publicUrl = new PublicUrl(config.publicUrl());
        OutputFactory outputs = new OutputFactory(json, CodeSnippets::views);
        QueryApiController api = new QueryApiController(json);
        PreviewController previews = new PreviewController(preview, json, publicUrl, outputs);
        BuilderPageController page = new BuilderPageController(outputs, publicUrl, previews);
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
            javalin.routes.get("/api/v1/preview", previews::apiPreview);
            javalin.routes.get("/api/v1/tables", previews::apiTables);
            javalin.routes.post("/run", previews::run);
            javalin.routes.get("/preview/tables", previews::tableOptions);
            javalin.routes.post("/preview/demo-data", previews::demoData);
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
