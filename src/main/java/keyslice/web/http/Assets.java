package keyslice.web.http;

import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/**
 * keyslice's static files, read from the classpath once and served from memory. Pages link them with a
 * content hash in the URL ({@code ?v=}), so browsers may keep them for a year and a changed file gets a new
 * URL; htmx carries its version in its path. Serving a few small files by hand also spares start-up
 * Javalin's static-file machinery, which mounts the jar as a file system (about 0.3 s of CPU).
 */
public final class Assets {

    /** One file: where it is served, its media type, its bytes and their hash. */
    public record Asset(String path, String contentType, byte[] body, String version) {
        public String url() {
            return path + "?v=" + version;
        }
    }

    /** The version of the htmx webjar the build depends on (pom.xml's htmx.version). */
    static final String HTMX_VERSION = buildProperty("htmx.version");

    public static final Asset STYLESHEET = stylesheet("app.css");
    /** The paste box's, the designs page's and the design card's rules, loaded after {@link #STYLESHEET}. */
    public static final Asset PAGES_STYLESHEET = stylesheet("pages.css");
    /** The builder page's and the embed card's script: the copy buttons, the card's height for its frame. */
    public static final Asset SCRIPT = script("app.js");
    /** The builder's live update: nothing typed is lost, answers in order, the output following the form. */
    public static final Asset LIVE_UPDATE_SCRIPT = script("live-update.js");
    /** The builder's history entries, remembered snippet and design comparison across swaps. */
    public static final Asset BUILDER_SCRIPT = script("builder.js");
    /** The share section's embed dialog: theme and parts rewrite the embed code. */
    public static final Asset EMBED_DIALOG_SCRIPT = script("embed-dialog.js");
    /** The live-preview panel: refusals, results out of date, results kept across edits, demo data. */
    public static final Asset PREVIEW_SCRIPT = script("preview.js");
    /** The builder's script for states too large for a URL: POSTed live updates, the state as a file, refusals of size. */
    public static final Asset LARGE_STATE_SCRIPT = script("large-state.js");
    /** The builder's view keeping its place across in-place edits: focus, scroll position and open sections. */
    public static final Asset PLACE_SCRIPT = script("place.js");
    /**
     * The builder page's scripts after {@link #SCRIPT}, in the order the layout loads them: they share the page's
     * globals, and the later ones use the live update's functions.
     */
    public static final List<Asset> BUILDER_SCRIPTS = List.of(
            LIVE_UPDATE_SCRIPT, BUILDER_SCRIPT, EMBED_DIALOG_SCRIPT, PREVIEW_SCRIPT, LARGE_STATE_SCRIPT, PLACE_SCRIPT);

    public static final Asset HTMX_LIBRARY = load(
            "/webjars/htmx.org/" + HTMX_VERSION + "/dist/htmx.min.js",
            "/META-INF/resources/webjars/htmx.org/" + HTMX_VERSION + "/dist/htmx.min.js",
            "text/javascript; charset=utf-8");
    /** The tab's icon: three sort keys, the middle one read. Without one, every browser asks for /favicon.ico and gets 404. */
    public static final Asset ICON = load("/static/img/favicon.svg", "/static/img/favicon.svg", "image/svg+xml");

    public static final List<Asset> ALL = List.of(
            STYLESHEET,
            PAGES_STYLESHEET,
            SCRIPT,
            LIVE_UPDATE_SCRIPT,
            BUILDER_SCRIPT,
            EMBED_DIALOG_SCRIPT,
            PREVIEW_SCRIPT,
            LARGE_STATE_SCRIPT,
            PLACE_SCRIPT,
            HTMX_LIBRARY,
            ICON);

    public static final String CSS = STYLESHEET.url();
    public static final String PAGES_CSS = PAGES_STYLESHEET.url();
    public static final String JS = SCRIPT.url();
    public static final String LARGE_STATE_JS = LARGE_STATE_SCRIPT.url();
    public static final String PLACE_JS = PLACE_SCRIPT.url();
    public static final String HTMX = HTMX_LIBRARY.path();
    public static final String FAVICON = ICON.url();

    private static final String FOR_GOOD = "public, max-age=31536000, immutable";

    private Assets() {}

    /**
     * Cached for good when the URL names this content (the right {@code ?v=}, or htmx's versioned path);
     * otherwise revalidated, with the hash as ETag, so an old link never pins a stale file.
     */
    public static void serve(Context ctx, Asset asset) {
        String etag = "\"" + asset.version() + "\"";
        boolean named = asset == HTMX_LIBRARY || asset.version().equals(ctx.queryParam("v"));
        ctx.header("Cache-Control", named ? FOR_GOOD : "no-cache").header("ETag", etag);
        if (etag.equals(ctx.header("If-None-Match"))) {
            ctx.status(304);
            return;
        }
        ctx.contentType(asset.contentType()).result(asset.body());
    }

    private static Asset stylesheet(String name) {
        return load("/static/css/" + name, "/static/css/" + name, "text/css; charset=utf-8");
    }

    private static Asset script(String name) {
        return load("/static/js/" + name, "/static/js/" + name, "text/javascript; charset=utf-8");
    }

    /** A fact the build wrote from pom.xml into {@code keyslice/build.properties}. */
    private static String buildProperty(String name) {
        try (InputStream in = Assets.class.getResourceAsStream("/keyslice/build.properties")) {
            if (in == null) {
                throw new IllegalStateException("keyslice/build.properties is missing from the classpath");
            }
            java.util.Properties properties = new java.util.Properties();
            properties.load(in);
            String value = properties.getProperty(name);
            if (value == null || value.startsWith("${")) {
                throw new IllegalStateException(
                        "keyslice/build.properties has no " + name + " (was the resource filtered?)");
            }
            return value;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Asset load(String path, String resource, String contentType) {
        try (InputStream in = Assets.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is missing from the classpath");
            }
            byte[] body = in.readAllBytes();
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(body);
            return new Asset(path, contentType, body, HexFormat.of().formatHex(digest, 0, 6));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
