package keyslice.preview;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Which URLs the preview accepts as its endpoint, and which of them are on this machine (the only ones that get
 * dummy credentials and demo data). Decided from the URL alone, never by a DNS lookup.
 */
public final class EndpointRules {

    private static final Pattern IPV4 = Pattern.compile("(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})");

    private EndpointRules() {}

    /**
     * An endpoint URL: absolute {@code http} or {@code https}, with a host, no user info, query or fragment.
     *
     * @param source the variable or flag it came from, for the message
     * @throws IllegalArgumentException naming {@code source} and what is wrong
     */
    public static URI parse(String text, String source) {
        String trimmed = text.strip();
        URI uri;
        try {
            uri = new URI(trimmed);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(
                    message(source, trimmed, "it is not a valid URL (" + e.getReason() + ")"));
        }
        check(uri, source);
        return uri;
    }

    /** The rules of {@link #parse} for a URI already built. */
    static void check(URI uri, String source) {
        String text = uri.toString();
        if (!uri.isAbsolute() || uri.isOpaque()) {
            throw new IllegalArgumentException(message(source, text, "it is not an absolute URL"));
        }
        String scheme = uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https")) {
            throw new IllegalArgumentException(message(source, text, "the scheme must be http or https"));
        }
        if (uri.getHost() == null || uri.getHost().isEmpty()) {
            throw new IllegalArgumentException(message(source, text, "it has no host name"));
        }
        if (uri.getRawUserInfo() != null) {
            throw new IllegalArgumentException(message(source, text, "credentials do not belong in the URL"));
        }
        if (uri.getRawQuery() != null || uri.getRawFragment() != null) {
            throw new IllegalArgumentException(message(source, text, "it must not have a query or fragment"));
        }
        String path = uri.getRawPath();
        if (path != null && !path.isEmpty() && !path.equals("/")) {
            throw new IllegalArgumentException(message(source, text, "it must not have a path"));
        }
    }

    private static String message(String source, String text, String why) {
        return source + " must be an absolute http:// or https:// URL such as http://localhost:8000, not \"" + text
                + "\": " + why;
    }

    /** Whether {@code host} is this machine: {@code localhost}, 127.0.0.0/8 or ::1 (no DNS lookup). */
    static boolean isLoopbackHost(String host) {
        if (host == null || host.isEmpty()) {
            return false;
        }
        String h = host.toLowerCase(Locale.ROOT);
        if (h.endsWith(".")) {
            h = h.substring(0, h.length() - 1);
        }
        if (h.equals("localhost")) {
            return true;
        }
        var ipv4 = IPV4.matcher(h);
        if (ipv4.matches()) {
            for (int i = 1; i <= 4; i++) {
                if (Integer.parseInt(ipv4.group(i)) > 255) {
                    return false;
                }
            }
            return Integer.parseInt(ipv4.group(1)) == 127;
        }
        if (h.startsWith("[") && h.endsWith("]")) {
            h = h.substring(1, h.length() - 1);
        }
        if (h.contains(":") && h.matches("[0-9a-f:.]+")) {
            try {
                // A literal: parsed without any lookup. IPv4-mapped ::ffff:127.x comes back as an Inet4Address.
                InetAddress address = InetAddress.getByName(h);
                return address.isLoopbackAddress()
                        && (address instanceof Inet6Address || address.getAddress()[0] == 127);
            } catch (UnknownHostException e) {
                return false;
            }
        }
        return false;
    }
}
