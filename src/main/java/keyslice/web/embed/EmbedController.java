package keyslice.web.embed;

import java.net.URI;
import java.util.LinkedHashMap;
import java.util.Map;

import io.javalin.http.Context;
import keyslice.domain.Problem;
import keyslice.web.http.HttpError;
import keyslice.web.builder.Output;
import keyslice.web.builder.OutputFactory;
import keyslice.web.http.Json;
import keyslice.web.http.PublicUrl;
import keyslice.web.http.RenderedCache;
import keyslice.web.http.SecurityHeaders;
import keyslice.web.http.Views;
import keyslice.web.state.BuilderState;
import keyslice.web.state.Permalink;
import keyslice.web.state.DecodedQuery;

/**
 * {@code GET /embed}: the card that internal docs put in an iframe, the one page that may be framed
 * (by the configured ancestors). {@code GET /oembed}: the oEmbed answer for wikis that discover cards.
 */
public final class EmbedController {

    public static final int EMBED_WIDTH = 640;
    public static final int EMBED_HEIGHT = 460;

    private final OutputFactory outputs;
    private final PublicUrl publicUrl;
    private final Json json;
    private final String frameAncestors;
    private final Views views;
    private final RenderedCache cache;

    public EmbedController(OutputFactory outputs, PublicUrl publicUrl, Json json, String frameAncestors, Views views, RenderedCache cache) {
        this.views = views;
        this.cache = cache;
        this.outputs = outputs;
        this.publicUrl = publicUrl;
        this.json = json;
        this.frameAncestors = frameAncestors;
    }

    public void embed(Context ctx) {
        ctx.header("Content-Security-Policy", SecurityHeaders.csp(frameAncestors));
        ctx.removeHeader("X-Frame-Options");
        String base = publicUrl.of(ctx);
        cache.getOrRender(RenderedCache.key("embed", base, ctx.queryString()), () -> {
            BuilderState state = BuilderState.from(DecodedQuery.decode(ctx.queryString()));
            Output output = state.isValid() ? outputs.create(state, base) : null;
            String title = output == null ? "keyslice: invalid key condition" : "keyslice: " + output.keyConditionExpression();
            byte[] body = views.render(EmbedCard.PAGE, new EmbedCard(title, output, state.problems(), base + state.permalink()));
            return new RenderedCache.Entry(200, Views.HTML_UTF8, body, state.permalink());
        }).sendTo(ctx);
    }

    /** oEmbed 1.0: 404 for a URL that is not a keyslice permalink, 501 for formats other than JSON. */
    public void oembed(Context ctx) {
        String format = ctx.queryParam("format");
        // A bare "format" (no value) is no format: oEmbed's default, JSON.
        if (format != null && !format.isEmpty() && !format.equals("json")) {
            ctx.status(501).contentType("text/plain; charset=utf-8").result("only format=json is supported");
            return;
        }
        String url = ctx.queryParam("url");
        String query;
        String base = publicUrl.of(ctx);
        try {
            URI uri = URI.create(url == null ? "" : url);
            // Only this keyslice's own permalinks: a card for another origin's URL would vouch for it.
            String origin = uri.getScheme() + "://" + uri.getRawAuthority();
            if (!origin.equalsIgnoreCase(base) || uri.getPath() == null
                    || !(uri.getPath().isEmpty() || uri.getPath().equals("/")) || uri.getRawQuery() == null) {
                throw new IllegalArgumentException("not a permalink");
            }
            query = uri.getRawQuery();
        } catch (IllegalArgumentException e) {
            throw new HttpError(404, new Problem("url", "The url is not a permalink of this keyslice: give one "
                    + "that starts with " + base + "/?v=1&.", "not a keyslice permalink: expected " + base + "/?v=1&..."));
        }
        BuilderState state = BuilderState.from(DecodedQuery.decode(query));
        int width = bounded(ctx.queryParam("maxwidth"), EMBED_WIDTH);
        int height = bounded(ctx.queryParam("maxheight"), EMBED_HEIGHT);
        String title = state.isValid() ? "keyslice: " + state.valid().built().keyConditionExpression() : "keyslice: invalid key condition";
        String src = base + "/embed?" + Permalink.queryString(state.form());
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("version", "1.0");
        body.put("type", "rich");
        body.put("provider_name", "keyslice");
        body.put("provider_url", base + "/");
        body.put("title", title);
        body.put("width", width);
        body.put("height", height);
        body.put("html", "<iframe src=\"" + OutputFactory.html(src) + "\" title=\"" + OutputFactory.html(title) + "\" width=\"" + width
                + "\" height=\"" + height + "\" style=\"border:0\" loading=\"lazy\" allow=\"clipboard-write\"></iframe>");
        ctx.contentType(Json.CONTENT_TYPE).result(json.compact(body));
    }

    private static int bounded(String text, int preferred) {
        if (text == null || !text.matches("\\d{1,5}")) {
            return preferred;
        }
        return Math.max(1, Math.min(preferred, Integer.parseInt(text)));
    }
}
