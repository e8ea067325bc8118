package keyslice.web.designs;

import io.javalin.http.Context;
import io.javalin.http.Handler;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import keyslice.datamodel.DataModels;
import keyslice.domain.form.Problem;
import keyslice.domain.text.Shown;
import keyslice.web.embed.EmbedOptions;
import keyslice.web.http.HttpError;
import keyslice.web.http.Json;
import keyslice.web.http.PublicUrl;
import keyslice.web.http.SecurityHeaders;
import keyslice.web.http.Views;

/**
 * {@code GET /designs/card?d=…&theme=&maxheight=}: a design's card for an iframe in a wiki, framable by the configured
 * ancestors as the Query card is (with {@code maxheight}, the card that fits it: findings, then patterns left out); and
 * oEmbed for a design's link, which {@code GET /oembed} hands here before the Query card's.
 */
public final class DesignCards {

    /** The card's path; its query is the design's link's. */
    public static final String PATH = DesignLink.PATH + "/card";

    /** oEmbed's width when the consumer sets no smaller {@code maxwidth}: the Query card's. */
    static final int WIDTH = 800;

    private final PublicUrl publicUrl;
    private final Json json;
    private final String frameAncestors;
    private final Views views;

    public DesignCards(PublicUrl publicUrl, Json json, String frameAncestors, Views views) {
        this.publicUrl = publicUrl;
        this.json = json;
        this.frameAncestors = frameAncestors;
        this.views = views;
    }

    public void card(Context ctx) {
        ctx.header("Content-Security-Policy", SecurityHeaders.csp(frameAncestors));
        ctx.removeHeader("X-Frame-Options");
        String theme = theme(ctx.queryParam("theme"));
        String d = ctx.queryParam(DesignLink.PARAM);
        DesignRead read = read(DesignAnswer.linked(d));
        String open = publicUrl.of(ctx) + DesignLink.PATH + "?" + DesignLink.PARAM + "=" + d;
        DesignCard card = DesignCard.of(read, open, theme);
        views.html(
                ctx, DesignCard.PAGE, dimension(ctx, "maxheight").map(card::fit).orElse(card));
    }

    /**
     * oEmbed: a design's link (this keyslice's {@code /designs?d=…}, with the card's {@code theme} if any) answers a
     * {@code rich} card of the design's height; under a smaller {@code maxheight} the card leaves findings, then patterns
     * out. Any other URL goes to {@code queries}, the Query card's oEmbed.
     */
    public Handler oembed(Handler queries) {
        return ctx -> {
            URI uri = uri(ctx.queryParam("url"));
            if (uri == null || !DesignLink.PATH.equals(uri.getPath())) {
                queries.handle(ctx);
                return;
            }
            String format = ctx.queryParam("format");
            if (format != null && !format.isEmpty() && !format.equals("json")) {
                ctx.status(501).contentType("text/plain; charset=utf-8").result("only format=json is supported");
                return;
            }
            String base = publicUrl.of(ctx);
            Map<String, String> params = params(uri, base);
            String theme = theme(params.get("theme"));
            String d = params.get(DesignLink.PARAM);
            DesignRead read = read(DesignAnswer.linked(d));
            int width = Math.min(WIDTH, dimension(ctx, "maxwidth").orElse(WIDTH));
            Optional<Integer> maxHeight = dimension(ctx, "maxheight");
            String open = base + DesignLink.PATH + "?" + DesignLink.PARAM + "=" + d;
            DesignCard full = DesignCard.of(read, open, theme);
            DesignCard card = maxHeight.map(full::fit).orElse(full);
            int height = Math.min(full.height(), maxHeight.orElse(Integer.MAX_VALUE));
            // A card smaller than its rows fits itself to the frame: it carries the height it must fit.
            String src =
                    base + PATH + "?" + DesignLink.PARAM + "=" + d + (theme.equals("auto") ? "" : "&theme=" + theme)
                            + (height < full.height() ? "&maxheight=" + height : "");
            Map<String, Object> body = new LinkedHashMap<>();
            body.put("version", "1.0");
            body.put("type", "rich");
            body.put("provider_name", "keyslice");
            body.put("provider_url", base + "/");
            body.put("title", card.title());
            body.put("width", width);
            body.put("height", height);
            body.put("html", iframe(src, card.title(), String.valueOf(width), height));
            ctx.contentType(Json.CONTENT_TYPE).result(json.compact(body));
        };
    }

    /** The design a link holds, read; a link's design that no longer reads is a 400 with its problems. */
    static DesignRead read(String text) {
        try {
            return DesignRead.of(text);
        } catch (DataModels.Unreadable e) {
            throw new HttpError(400, DesignsController.problems(e));
        }
    }

    private static URI uri(String url) {
        try {
            return url == null ? null : URI.create(url);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** The parameters of a design's link, which must be this keyslice's (a card for another URL would vouch for it). */
    private static Map<String, String> params(URI uri, String base) {
        String origin = uri.getScheme() + "://" + uri.getRawAuthority();
        if (!origin.equalsIgnoreCase(base) || uri.getRawQuery() == null) {
            throw new HttpError(
                    404,
                    new Problem(
                            "url",
                            "The url is not a design link of this keyslice: give one that starts with " + base
                                    + DesignLink.PATH + "?d=.",
                            "not a keyslice design link: expected " + base + DesignLink.PATH + "?d=..."));
        }
        Map<String, String> params = new LinkedHashMap<>();
        for (String pair : uri.getRawQuery().split("&")) {
            int equals = pair.indexOf('=');
            if (equals > 0) {
                params.putIfAbsent(pair.substring(0, equals), decoded(pair.substring(equals + 1)));
            }
        }
        return params;
    }

    private static String decoded(String value) {
        try {
            return URLDecoder.decode(value, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return value; // a stray "%": d's own check names it
        }
    }

    /** {@code theme}: absent, or one of the Query card's. */
    static String theme(String text) {
        if (text == null || text.isEmpty()) {
            return "auto";
        }
        return Arrays.stream(EmbedOptions.Theme.values())
                .map(EmbedOptions.Theme::code)
                .filter(text::equals)
                .findFirst()
                .orElseThrow(() -> new HttpError(
                        400,
                        new Problem(
                                "theme",
                                "The theme " + Shown.quoted(text) + " is not one of auto, light or dark.",
                                "theme must be auto, light or dark")));
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
                                    + ": give a whole number of pixels from 1 to 99999.",
                            name + " must be a whole number of pixels from 1 to 99999"));
        }
        return Optional.of(Integer.parseInt(text));
    }

    /** The iframe code of a design's card: the page's (width 100%) and oEmbed's. */
    static String iframe(String src, String title, String width, int height) {
        return "<iframe src=\"" + html(src) + "\" title=\"" + html("keyslice: " + title) + "\" width=\"" + width
                + "\" height=\"" + height
                + "\" style=\"border:0;max-width:100%\" loading=\"lazy\" allow=\"clipboard-write\"></iframe>";
    }

    private static String html(String text) {
        return text.replace("&", "&amp;")
                .replace("\"", "&quot;")
                .replace("<", "&lt;")
                .replace(">", "&gt;");
    }
}
