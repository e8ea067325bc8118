package keyslice.web;

import java.time.Duration;
import java.util.Optional;

import keyslice.web.http.Proxies;
import keyslice.web.http.PublicUrl;

/**
 * Server-side settings. Nothing here ever comes from a request.
 *
 * @param publicUrl      origin used in share links, embed codes and the same-origin check (checked and normalised to
 *                       {@code http(s)://host[:port]}); empty means "the origin a trusted proxy forwarded, else the one
 *                       the request came to"
 * @param embedAncestors CSP frame-ancestors for {@code /embed} (space-separated sources; {@code *} allows any)
 * @param previewPerMinute sustained preview runs per client address and minute
 * @param previewBurst   preview runs a client may make at once before the rate applies
 * @param engineCheckWindow how long {@code /readyz} reuses its answer on whether the preview engine is reachable
 * @param trustedProxies the reverse proxies whose forwarded client address, scheme and host are believed
 */
public record AppConfig(Optional<String> publicUrl, String embedAncestors, int previewPerMinute, int previewBurst,
        Duration engineCheckWindow, Proxies trustedProxies) {

    public static final int DEFAULT_PREVIEW_PER_MINUTE = 60;
    public static final int DEFAULT_PREVIEW_BURST = 10;
    /** Short enough that readiness follows the engine within seconds, long enough that probes cost ListTables rarely. */
    public static final Duration DEFAULT_ENGINE_CHECK_WINDOW = Duration.ofSeconds(5);

    public AppConfig(Optional<String> publicUrl, String embedAncestors, int previewPerMinute, int previewBurst,
            Duration engineCheckWindow) {
        this(publicUrl, embedAncestors, previewPerMinute, previewBurst, engineCheckWindow, Proxies.NONE);
    }

    public AppConfig(Optional<String> publicUrl, String embedAncestors, int previewPerMinute, int previewBurst) {
        this(publicUrl, embedAncestors, previewPerMinute, previewBurst, DEFAULT_ENGINE_CHECK_WINDOW);
    }

    public AppConfig(Optional<String> publicUrl, String embedAncestors) {
        this(publicUrl, embedAncestors, DEFAULT_PREVIEW_PER_MINUTE, DEFAULT_PREVIEW_BURST);
    }

    /** The same settings with another window for {@code /readyz}'s engine check (zero: check on every call). */
    public AppConfig withEngineCheckWindow(Duration window) {
        return new AppConfig(publicUrl, embedAncestors, previewPerMinute, previewBurst, window, trustedProxies);
    }

    /** The same settings, believing the forwarded headers of {@code proxies}. */
    public AppConfig withTrustedProxies(Proxies proxies) {
        return new AppConfig(publicUrl, embedAncestors, previewPerMinute, previewBurst, engineCheckWindow, proxies);
    }

    public static AppConfig defaults() {
        return new AppConfig(Optional.empty(), "*");
    }

    public AppConfig {
        publicUrl = publicUrl.map(PublicUrl::origin);
        if (engineCheckWindow.isNegative()) {
            throw new IllegalArgumentException("the engine check's window cannot be negative: " + engineCheckWindow);
        }
        if (previewPerMinute < 1 || previewBurst < 1) {
            throw new IllegalArgumentException("the preview rate limit needs at least 1 request per minute and a burst of 1");
        }
        if (embedAncestors.isBlank() || embedAncestors.contains(";") || embedAncestors.contains(",")) {
            throw new IllegalArgumentException("embed ancestors must be CSP sources separated by spaces, e.g. \"https://wiki.example.com 'self'\"");
        }
    }
}
