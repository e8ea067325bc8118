package keyslice.web.http;

import java.util.Optional;

import io.javalin.http.Context;

/**
 * The origin that share links and embed codes point at: the configured public URL, else the origin the
 * request came to (so links work behind whatever name people use to reach keyslice).
 */
public final class PublicUrl {

    private final Optional<String> configured;

    public PublicUrl(Optional<String> configured) {
        this.configured = configured.map(url -> url.endsWith("/") ? url.substring(0, url.length() - 1) : url);
    }

    public String of(Context ctx) {
        return configured.orElseGet(() -> {
            String host = ctx.host();
            return ctx.scheme() + "://" + (host == null || host.isBlank() ? "localhost" : host);
        });
    }
}
