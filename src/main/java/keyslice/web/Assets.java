package keyslice.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Fingerprinted URLs of keyslice's own static files: the content hash in the URL lets browsers cache
 * them for a year, and a changed file gets a new URL. Computed once from the classpath.
 */
public final class Assets {

    public static final String CSS = fingerprinted("/static/css/app.css");
    public static final String JS = fingerprinted("/static/js/app.js");
    public static final String HTMX = "/webjars/htmx.org/2.0.10/dist/htmx.min.js";

    private Assets() {
    }

    private static String fingerprinted(String path) {
        try (InputStream in = Assets.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException(path + " is missing from the classpath");
            }
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(in.readAllBytes());
            return path + "?v=" + HexFormat.of().formatHex(digest, 0, 6);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
