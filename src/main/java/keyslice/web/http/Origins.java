package keyslice.web.http;

import java.util.Locale;
import java.util.Optional;

/**
 * Origins as browsers write them in an {@code Origin} header: a lower-case scheme and host, and the port only when it is
 * not the scheme's default. A scheme or host that came from a header is checked first, so nothing else is ever put
 * into a link.
 */
final class Origins {

    /** The longest {@code host[:port]} read: a 253-character name, a colon and a five-digit port. */
    private static final int MAX_HOST = 261;

    private Origins() {}

    /** {@code http} or {@code https}, in lower case; anything else is not a scheme keyslice's links can use. */
    static Optional<String> scheme(String text) {
        String scheme = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        return scheme.equals("http") || scheme.equals("https") ? Optional.of(scheme) : Optional.empty();
    }

    /**
     * A plausible {@code host[:port]}: a DNS name (underscores allowed, as container names have them), an IPv4
     * address or a bracketed IPv6 address, and a port from 1 to 65535; in lower case. Read by hand, not by a regular
     * expression: the builder's routes ask for every request (OriginsTest holds the expressions it replaces).
     */
    static Optional<String> host(String text) {
        if (text == null || text.length() > MAX_HOST) {
            return Optional.empty();
        }
        String host = text.trim().toLowerCase(Locale.ROOT);
        int nameEnd = host.startsWith("[") ? bracketEnd(host) : nameEnd(host);
        if (nameEnd <= 0 || !isPort(host, nameEnd)) {
            return Optional.empty();
        }
        String name = host.substring(0, nameEnd);
        boolean plausible = name.startsWith("[")
                ? name.indexOf(':') > 0 && Addresses.literal(name).isPresent()
                : name.length() <= 253 && isName(name);
        return plausible ? Optional.of(host) : Optional.empty();
    }

    /** Where {@code [0-9a-f:.]+} in brackets ends (after the "]"), or 0. */
    private static int bracketEnd(String host) {
        int i = 1;
        while (i < host.length() && isAddressCharacter(host.charAt(i))) {
            i++;
        }
        return i > 1 && i < host.length() && host.charAt(i) == ']' ? i + 1 : 0;
    }

    private static boolean isAddressCharacter(char c) {
        return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c == ':' || c == '.';
    }

    /** Where a name ends (at a ":" or the end), or 0 when a bracket comes first. */
    private static int nameEnd(String host) {
        for (int i = 0; i < host.length(); i++) {
            char c = host.charAt(i);
            if (c == ':') {
                return i;
            }
            if (c == '[' || c == ']') {
                return 0;
            }
        }
        return host.length();
    }

    /** Nothing after {@code from}, or ":" and a port from 1 to 65535 (one to five digits) to the end. */
    private static boolean isPort(String host, int from) {
        if (from == host.length()) {
            return true;
        }
        int digits = host.length() - from - 1;
        if (host.charAt(from) != ':' || digits < 1 || digits > 5) {
            return false;
        }
        int port = 0;
        for (int i = from + 1; i < host.length(); i++) {
            char c = host.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
            port = port * 10 + (c - '0');
        }
        return port >= 1 && port <= 65535;
    }

    /** Dot-separated labels of 1 to 63 of [a-z0-9_-], none starting or ending with "-". */
    private static boolean isName(String name) {
        int start = 0;
        while (true) {
            int dot = name.indexOf('.', start);
            int end = dot < 0 ? name.length() : dot;
            if (!isLabel(name, start, end)) {
                return false;
            }
            if (dot < 0) {
                return true;
            }
            start = dot + 1;
        }
    }

    private static boolean isLabel(String name, int start, int end) {
        if (end - start < 1 || end - start > 63 || name.charAt(start) == '-' || name.charAt(end - 1) == '-') {
            return false;
        }
        for (int i = start; i < end; i++) {
            char c = name.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '-')) {
                return false;
            }
        }
        return true;
    }

    /** The origin of {@code scheme} and an already checked {@code host}, without the scheme's default port. */
    static String of(String scheme, String host) {
        String defaultPort = scheme.equals("https") ? ":443" : ":80";
        String shown = host.endsWith(defaultPort) ? host.substring(0, host.length() - defaultPort.length()) : host;
        return scheme + "://" + shown;
    }
}
