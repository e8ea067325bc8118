package keyslice.web.http;

import io.javalin.http.Context;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * keyslice's public origin: what share links, embed codes and oEmbed point at, and what the same-origin check expects.
 * The configured public URL ({@value #SETTING}), else the origin a trusted proxy forwarded, else the origin the request
 * came to ({@link Proxies#origin}), so that links work behind whatever name people use to reach keyslice.
 */
public final class PublicUrl {

    public static final String SETTING = "KEYSLICE_PUBLIC_URL";

    private static final Pattern URL = Pattern.compile("([A-Za-z][A-Za-z0-9+.-]*)://([^/?#@]*)/?");

    private final Optional<String> configured;
    private final Proxies proxies;

    public PublicUrl(Optional<String> configured, Proxies proxies) {
        this.configured = configured.map(PublicUrl::origin);
        this.proxies = proxies;
    }

    public String of(Context ctx) {
        return configured.orElseGet(() -> proxies.origin(ctx));
    }

    /** The same without Javalin: the request's scheme, Host header and peer address, and its headers by name. */
    public String of(String scheme, String host, String peer, Function<String, List<String>> headers) {
        return configured.orElseGet(() -> proxies.origin(scheme, host, peer, headers));
    }

    /** Whether the origin is {@value #SETTING}'s rather than the request's. */
    public boolean isConfigured() {
        return configured.isPresent();
    }

    /**
     * {@value #SETTING} as an origin: {@code http} or {@code https}, a host and an optional port, nothing after them
     * but a "/" (keyslice's routes are at the root); lower case, without the scheme's default port.
     */
    public static String origin(String url) {
        Matcher parts = URL.matcher(url.trim());
        Optional<String> scheme = parts.matches() ? Origins.scheme(parts.group(1)) : Optional.empty();
        Optional<String> host = parts.matches() ? Origins.host(parts.group(2)) : Optional.empty();
        if (scheme.isEmpty() || host.isEmpty()) {
            throw new IllegalArgumentException(SETTING
                    + " must be the origin people open keyslice at, http(s)://host[:port] "
                    + "with no path (keyslice serves from /), e.g. https://keyslice.example.com; not \"" + url + "\"");
        }
        return Origins.of(scheme.get(), host.get());
    }
}
