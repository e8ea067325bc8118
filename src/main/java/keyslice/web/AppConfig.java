package keyslice.web;

import java.util.Optional;

/**
 * Server-side settings. Nothing here ever comes from a request.
 *
 * @param publicUrl      origin used in share links and embed codes; empty means "the origin the request came to"
 * @param embedAncestors CSP frame-ancestors for {@code /embed} (space-separated sources; {@code *} allows any)
 * @param previewPerMinute sustained preview runs per client address and minute
 * @param previewBurst   preview runs a client may make at once before the rate applies
 */
public record AppConfig(Optional<String> publicUrl, String embedAncestors, int previewPerMinute, int previewBurst) {

    public static final int DEFAULT_PREVIEW_PER_MINUTE = 60;
    public static final int DEFAULT_PREVIEW_BURST = 10;

    public AppConfig(Optional<String> publicUrl, String embedAncestors) {
        this(publicUrl, embedAncestors, DEFAULT_PREVIEW_PER_MINUTE, DEFAULT_PREVIEW_BURST);
    }

    public static AppConfig defaults() {
        return new AppConfig(Optional.empty(), "*");
    }

    public AppConfig {
        if (previewPerMinute < 1 || previewBurst < 1) {
            throw new IllegalArgumentException("the preview rate limit needs at least 1 request per minute and a burst of 1");
        }
        if (embedAncestors.isBlank() || embedAncestors.contains(";") || embedAncestors.contains(",")) {
            throw new IllegalArgumentException("embed ancestors must be CSP sources separated by spaces, e.g. \"https://wiki.example.com 'self'\"");
        }
    }
}
