package keyslice.web;

import io.javalin.http.Handler;
import io.javalin.http.HandlerType;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import keyslice.preview.DynamoPreview;
import keyslice.web.Route.Flag;
import keyslice.web.api.DesignApiController;
import keyslice.web.api.DesignLiveController;
import keyslice.web.api.QueryApiController;
import keyslice.web.builder.BuilderPageController;
import keyslice.web.builder.DesignController;
import keyslice.web.builder.OutputFactory;
import keyslice.web.builder.ShareController;
import keyslice.web.builder.SnippetController;
import keyslice.web.builder.StateFileController;
import keyslice.web.designs.DesignCards;
import keyslice.web.designs.DesignEditController;
import keyslice.web.designs.DesignsController;
import keyslice.web.embed.EmbedController;
import keyslice.web.explain.ExplainController;
import keyslice.web.http.Assets;
import keyslice.web.http.ErrorPage;
import keyslice.web.http.Json;
import keyslice.web.http.PublicUrl;
import keyslice.web.http.RateLimiter;
import keyslice.web.http.Refusal;
import keyslice.web.http.RenderedCache;
import keyslice.web.http.Views;
import keyslice.web.preview.DemoDataController;
import keyslice.web.preview.EngineKeyLookup;
import keyslice.web.preview.Lookups;
import keyslice.web.preview.PanelAnswers;
import keyslice.web.preview.PreviewApi;
import keyslice.web.preview.PreviewPanel;
import keyslice.web.preview.RunController;
import keyslice.web.preview.Suggestions;

/** Every route of keyslice, wired to its controller: the one table a new route is added to. */
public final class Routes {

    private Routes() {}

    public static List<Route> of(AppConfig config, DynamoPreview preview, Json json) {
        Views views = new Views();
        RenderedCache cache = new RenderedCache(RenderedCache.DEFAULT_MAX_BYTES);
        PublicUrl publicUrl = new PublicUrl(config.publicUrl(), config.trustedProxies());
        OutputFactory outputs = new OutputFactory(json);
        // Suggestions and "Fill keys from the table" spend a lookup budget of their own, and only when the engine is
        // asked (not on a kept answer).
        Lookups lookups = new Lookups(
                preview,
                new RateLimiter(
                        config.previewPerMinute() * Lookups.PER_RUN,
                        config.previewBurst() * Lookups.PER_RUN,
                        System::nanoTime),
                config.trustedProxies(),
                System::nanoTime);
        PreviewPanel panel = new PreviewPanel(preview, json, lookups::tableNames);
        BuilderPageController page = new BuilderPageController(
                outputs, publicUrl, new EngineKeyLookup(lookups)::of, panel::idle, views, cache);
        StateFileController stateFile = new StateFileController(json);
        EmbedController embed = new EmbedController(publicUrl, json, config.embedAncestors(), views, cache);
        QueryApiController api = new QueryApiController(json, cache);
        PreviewApi previewApi = new PreviewApi(preview, json);
        PanelAnswers answers = new PanelAnswers(publicUrl, outputs, views);
        RunController run = new RunController(panel, answers);
        DemoDataController demo = new DemoDataController(preview, panel, answers);
        DesignLiveController live = new DesignLiveController(preview, json);
        Suggestions suggestions = new Suggestions(lookups, views);
        ExplainController explain = new ExplainController(json, views);
        DesignApiController designApi = new DesignApiController(json);
        DesignsController designs = new DesignsController(publicUrl, views, preview);
        DesignEditController designEdits = new DesignEditController(publicUrl, views, designs);
        DesignCards designCards = new DesignCards(publicUrl, json, config.embedAncestors(), views);
        HealthController health = new HealthController(
                preview, new EngineCheck(preview::reachable, config.engineCheckWindow(), System::nanoTime), json);

        List<Route> routes = new ArrayList<>(List.of(
                get("/", page::show, Refusal.page(views, false), Flag.CACHEABLE),
                // The same builder for a state too large for a URL (the page's script posts it compressed).
                new Route(HandlerType.POST, "/", page::show, Set.of(), Refusal.page(views, false)),
                get("/state", stateFile::download, Refusal.page(views, false)),
                new Route(HandlerType.POST, "/state", stateFile::download, Set.of(), Refusal.page(views, false)),
                get("/snippet", new SnippetController(views, cache)::snippet, Flag.CACHEABLE),
                get("/design", new DesignController(json, views, cache)::design, Flag.CACHEABLE),
                get("/share", new ShareController(publicUrl, json, views, cache)::share, Flag.CACHEABLE),
                get("/embed", embed::embed, Refusal.page(views, true), Flag.CACHEABLE),
                get("/oembed", designCards.oembed(embed::oembed), Flag.CACHEABLE),
                get("/api/v1/query", api::query, Flag.CACHEABLE),
                get("/explain", explain::page, Refusal.page(views, false), Flag.CACHEABLE),
                new Route(HandlerType.POST, "/api/v1/explain", explain::api, Set.of(), null),
                new Route(
                        HandlerType.POST,
                        "/api/v1/design/create",
                        live::create,
                        Set.of(Flag.ENGINE, Flag.SAME_ORIGIN),
                        null),
                new Route(
                        HandlerType.POST, "/api/v1/design/run", live::run, Set.of(Flag.ENGINE, Flag.SAME_ORIGIN), null),
                new Route(HandlerType.POST, "/api/v1/design", designApi::design, Set.of(), null),
                get("/api/v1/design", designApi::design, Flag.CACHEABLE),
                get("/designs", designs::page, Refusal.page(views, false), Flag.CACHEABLE),
                new Route(HandlerType.POST, "/designs", designs::page, Set.of(), Refusal.page(views, false)),
                get("/designs/card", designCards::card, Refusal.page(views, true), Flag.CACHEABLE),
                get("/designs/query", designs::query, Refusal.page(views, false), Flag.CACHEABLE),
                get("/designs/add", designs::add, Refusal.page(views, false), Flag.CACHEABLE),
                new Route(
                        HandlerType.POST,
                        "/designs/live",
                        designs::live,
                        Set.of(Flag.ENGINE, Flag.SAME_ORIGIN),
                        Refusal.page(views, false)),
                // A design changed by hand: a plain form, answered 303 to the edited design's link.
                new Route(HandlerType.POST, "/designs/edit", designEdits::edit, Set.of(), Refusal.page(views, false)),
                get("/api/v1/preview", previewApi::query, Flag.ENGINE),
                get("/api/v1/tables", previewApi::tables, Flag.ENGINE),
                new Route(HandlerType.POST, "/run", run::run, Set.of(Flag.ENGINE, Flag.SAME_ORIGIN), run.errorPage()),
                get("/preview/tables", suggestions::tables, Flag.LOOKUP),
                get("/preview/indexes", suggestions::indexes, Flag.LOOKUP),
                new Route(
                        HandlerType.POST,
                        "/preview/demo-data",
                        demo::load,
                        Set.of(Flag.ENGINE, Flag.SAME_ORIGIN),
                        demo.errorPage()),
                get(HealthController.HEALTH, health::health),
                get(HealthController.READY, health::ready)));
        for (Assets.Asset asset : Assets.ALL) {
            routes.add(get(asset.path(), ctx -> Assets.serve(ctx, asset), Flag.CACHEABLE));
        }
        return List.copyOf(routes);
    }

    private static Route get(String path, Handler handler, Flag... flags) {
        return get(path, handler, null, flags);
    }

    /** A route a browser opens itself: its refusals are a page, not the JSON shape. */
    private static Route get(String path, Handler handler, ErrorPage errorPage, Flag... flags) {
        return new Route(HandlerType.GET, path, handler, Set.of(flags), errorPage);
    }
}
