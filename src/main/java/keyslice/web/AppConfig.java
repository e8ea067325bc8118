package keyslice.web;

import java.util.Optional;

/**
 * Server-side settings. Nothing here ever comes from a request.
 *
 * @param publicUrl      origin used in share links and embed codes; empty means "the origin the request came to"
 * @param embedAncestors CSP frame-ancestors for {@code /embed} (space-separated sources; {@code *} allows any)
 */
public record AppConfig(Optional<String> publicUrl, String embedAncestors) {

    public static AppConfig defaults() {
        return new AppConfig(Optional.empty(), "*");
    }

    public AppConfig {
        if (embedAncestors.isBlank() || embedAncestors.contains(";") || embedAncestors.contains(",")) {
            throw new IllegalArgumentException("embed ancestors must be CSP sources separated by spaces, e.g. \"https://wiki.example.com 'self'\"");
        }
    }
}
