package keyslice.web.http;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Origins as browsers write them in an {@code Origin} header: a lower-case scheme and host, and the port only when it is
 * not the scheme's default. A scheme or host that came from a header is checked first, so nothing else is ever put
 * into a link.
 */
final class Origins {

    private static final String LABEL = "[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?";
    private static final Pattern NAME = Pattern.compile(LABEL + "(\\." + LABEL + ")*");
    private static final Pattern HOST_AND_PORT = Pattern.compile("(\\[[0-9a-f:.]+\\]|[^:\\[\\]]+)(:([0-9]{1,5}))?");

    private Origins() {}

    /** {@code http} or {@code https}, in lower case; anything else is not a scheme keyslice's links can use. */
    static Optional<String> scheme(String text) {
        String scheme = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        return scheme.equals("http") || scheme.equals("https") ? Optional.of(scheme) : Optional.empty();
    }

    /**
     * A plausible {@code host[:port]}: a DNS name (underscores allowed, as container names have them), an IPv4
     * address or a bracketed IPv6 address, and a port from 1 to 65535; in lower case.
     */
    static Optional<String> host(String text) {
        if (text == null || text.length() > 261) {
            return Optional.empty();
        }
        var parts = HOST_AND_PORT.matcher(text.trim().toLowerCase(Locale.ROOT));
        if (!parts.matches()) {
            return Optional.empty();
        }
        String name = parts.group(1);
        boolean plausible = name.startsWith("[")
                ? name.indexOf(':') > 0 && Addresses.literal(name).isPresent()
                : name.length() <= 253 && NAME.matcher(name).matches();
        String port = parts.group(3);
        if (!plausible || port != null && (Integer.parseInt(port) < 1 || Integer.parseInt(port) > 65535)) {
            return Optional.empty();
        }
        return Optional.of(parts.group());
    }

    /** The origin of {@code scheme} and an already checked {@code host}, without the scheme's default port. */
    static String of(String scheme, String host) {
        String defaultPort = scheme.equals("https") ? ":443" : ":80";
        String shown = host.endsWith(defaultPort) ? host.substring(0, host.length() - defaultPort.length()) : host;
        return scheme + "://" + shown;
    }
}
