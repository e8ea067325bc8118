package keyslice.web.embed;

import io.javalin.http.Context;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import keyslice.domain.form.Problem;
import keyslice.domain.text.Shown;
import keyslice.web.http.HttpError;
import keyslice.web.http.Json;
import keyslice.web.http.PublicUrl;
import keyslice.web.http.RenderedCache;
import keyslice.web.http.SecurityHeaders;
import keyslice.web.http.Views;
import keyslice.web.state.BuilderState;
import keyslice.web.state.DecodedQuery;
import keyslice.web.state.Permalink;

/**
 * {@code GET /embed}: the card that internal docs put in an iframe, the one page that may be framed
 * (by the configured ancestors). {@code GET /oembed}: the oEmbed answer for wikis that discover cards.
 */
public final class EmbedController {

    /** The oEmbed width when the consumer sets no smaller {@code maxwidth}; the card's height does not depend on it. */
    static final int EMBED_WIDTH = 800;

    static final int MAX_DIMENSION = 99_999;

    private final PublicUrl publicUrl;
    private final Json json;
    private final String frameAncestors;
    private final Views views;
    private final RenderedCache cache;

    public EmbedController(PublicUrl publicUrl, Json json, String frameAncestors, Views views, RenderedCache cache) {
        this.views = views;
        this.cache = cache;
        this.publicUrl = publicUrl;
        this.json = json;
        this.frameAncestors = frameAncestors;
    }

    public void embed(Context ctx) {
        ctx.header("Content-Security-Policy", SecurityHeaders.csp(frameAncestors));
        ctx.removeHeader("X-Frame-Options");
        String base = publicUrl.of(ctx);
        cache.getOrRender(RenderedCache.key("embed", base, ctx.queryString()), () -> {
                    DecodedQuery decoded = DecodedQuery.decode(ctx.queryString());
                    BuilderState state = BuilderState.from(decoded);
                    EmbedCard card = EmbedCard.of(state, EmbedOptions.parse(decoded), base + state.permalink(), json);
                    return new RenderedCache.Entry(
                            200, Views.HTML_UTF8, views.render(EmbedCard.PAGE, card), state.permalink());
                })
                .sendTo(ctx);
    }

    /**
     * oEmbed 1.0: 404 for a URL that is not a keyslice permalink, 501 for formats other than JSON, 400 for card
     * options or sizes that are not valid. The URL may carry the card's options ({@code theme}, {@code show}). The
     * height is the card's own ({@link CardLayout}); under a smaller {@code maxheight} the card leaves parts out until
     * it fits, and fills the frame.
     */
    public void oembed(Context ctx) {
        String format = ctx.queryParam("format");
        // A bare "format" (no value) is no format: oEmbed's default, JSON.
        if (format != null && !format.isEmpty() && !format.equals("json")) {
            ctx.status(501).contentType("text/plain; charset=utf-8").result("only format=json is supported");
            return;
        }
        String base = publicUrl.of(ctx);
        DecodedQuery decoded = DecodedQuery.decode(permalinkQuery(ctx.queryParam("url"), base));
        EmbedOptions.Parsed options = EmbedOptions.parse(decoded);
        if (!options.problems().isEmpty()) {
            throw new HttpError(400, options.problems());
        }
        int width = Math.min(EMBED_WIDTH, dimension(ctx, "maxwidth").orElse(EMBED_WIDTH));
        Optional<Integer> maxHeight = dimension(ctx, "maxheight");
        BuilderState state = BuilderState.from(decoded);
        EmbedCard full = EmbedCard.of(state, options, base + state.permalink(), json);
        EmbedCard card = maxHeight.map(max -> CardLayout.fit(full, max)).orElse(full);
        int height = Math.min(full.height(), maxHeight.orElse(Integer.MAX_VALUE));
        String src = base + "/embed?" + Permalink.queryString(state.form())
                + card.options().queryString();
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("version", "1.0");
        body.put("type", "rich");
        body.put("provider_name", "keyslice");
        body.put("provider_url", base + "/");
        body.put("title", card.title());
        body.put("width", width);
        body.put("height", height);
        body.put("html", EmbedShare.iframe(src, card, String.valueOf(width), height));
        ctx.contentType(Json.CONTENT_TYPE).result(json.compact(body));
    }

    /** The query string of {@code url}, which must be a permalink of this keyslice (a card for another URL would vouch for it). */
    private static String permalinkQuery(String url, String base) {
        try {
            URI uri = URI.create(url == null ? "" : url);
            String origin = uri.getScheme() + "://" + uri.getRawAuthority();
            if (origin.equalsIgnoreCase(base)
                    && uri.getPath() != null
                    && (uri.getPath().isEmpty() || uri.getPath().equals("/"))
                    && uri.getRawQuery() != null) {
                return uri.getRawQuery();
            }
        } catch (IllegalArgumentException e) {
            // not a URL at all: the same answer as for another site's
        }
        throw new HttpError(
                404,
                new Problem(
                        "url",
                        "The url is not a permalink of this keyslice: give one " + "that starts with " + base
                                + "/?v=1&.",
                        "not a keyslice permalink: expected " + base + "/?v=1&..."));
    }

    /** {@code maxwidth} or {@code maxheight}: absent (or blank), else a whole number of pixels. */
    private static Optional<Integer> dimension(Context ctx, String name) {
        String text = ctx.queryParam(name);
        if (text == null || text.isEmpty()) {
            return Optional.empty();
        }
        if (!text.matches("\\d{1,5}") || Integer.parseInt(text) < 1) {
            throw new HttpError(
                    400,
                    new Problem(
                            name,
                            "The parameter " + name + " is " + Shown.quoted(text)
                                    + ": give a whole number of pixels from 1 to " + MAX_DIMENSION + ".",
                            name + " must be a whole number of pixels from 1 to " + MAX_DIMENSION));
        }
        return Optional.of(Integer.parseInt(text));
    }
}
