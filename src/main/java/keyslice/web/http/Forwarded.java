package keyslice.web.http;

import java.net.InetAddress;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The forwarding headers a proxy writes: RFC 7239's {@code Forwarded} (one element per proxy, left to right from the
 * client, each {@code name=value} pairs separated by ";", a value a token or a quoted string) and the node lists of
 * {@code X-Forwarded-For}. An element that does not parse is kept, empty, so that junk cannot shift which proxy wrote
 * which element.
 */
final class Forwarded {

    /** One proxy's element of {@code Forwarded}: its parameters by lower-case name. */
    record Element(Map<String, String> params) {
        Optional<String> get(String name) {
            return Optional.ofNullable(params.get(name));
        }
    }

    /** One hop of a chain: an address, an obfuscated identifier ({@code _hidden}), or unknown (both empty). */
    record Node(Optional<InetAddress> address, Optional<String> identifier) {
        static final Node UNKNOWN = new Node(Optional.empty(), Optional.empty());
    }

    private static final Pattern TOKEN = Pattern.compile("[!#$%&'*+.^_`|~0-9A-Za-z-]+");
    private static final Pattern OBFUSCATED = Pattern.compile("_[A-Za-z0-9._-]{1,64}");

    private Forwarded() {}

    /** The elements of every {@code Forwarded} header line, in order; empty list elements are no elements. */
    static List<Element> parse(List<String> lines) {
        List<Element> elements = new ArrayList<>();
        for (String line : lines) {
            for (String element : split(line, ',')) {
                if (!element.isBlank()) {
                    elements.add(element(element));
                }
            }
        }
        return elements;
    }

    private static Element element(String text) {
        Map<String, String> params = new LinkedHashMap<>();
        for (String pair : split(text, ';')) {
            int equals = pair.indexOf('=');
            String name = equals < 0 ? "" : pair.substring(0, equals).trim().toLowerCase(Locale.ROOT);
            Optional<String> value = equals < 0
                    ? Optional.empty()
                    : value(pair.substring(equals + 1).trim());
            if (!TOKEN.matcher(name).matches() || value.isEmpty() || params.putIfAbsent(name, value.get()) != null) {
                return new Element(Map.of()); // a pair that does not parse, or a parameter given twice
            }
        }
        return new Element(Map.copyOf(params));
    }

    private static Optional<String> value(String text) {
        if (TOKEN.matcher(text).matches()) {
            return Optional.of(text);
        }
        if (text.length() < 2 || text.charAt(0) != '"' || text.charAt(text.length() - 1) != '"') {
            return Optional.empty();
        }
        StringBuilder value = new StringBuilder();
        for (int i = 1; i < text.length() - 1; i++) {
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < text.length() - 1) {
                c = text.charAt(++i);
            } else if (c == '"' || c == '\\') {
                return Optional.empty();
            }
            value.append(c);
        }
        return Optional.of(value.toString());
    }

    /** {@code text} split at {@code separator} outside quoted strings. */
    private static List<String> split(String text, char separator) {
        List<String> parts = new ArrayList<>();
        StringBuilder part = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == separator && !quoted) {
                parts.add(part.toString());
                part.setLength(0);
                continue;
            }
            part.append(c);
            if (quoted && c == '\\' && i + 1 < text.length()) {
                part.append(text.charAt(++i));
            } else if (c == '"') {
                quoted = !quoted;
            }
        }
        parts.add(part.toString());
        return parts;
    }

    /** The entries of every {@code X-Forwarded-For} header line, in order. */
    static List<Node> forwardedFor(List<String> lines) {
        List<Node> nodes = new ArrayList<>();
        for (String line : lines) {
            for (String entry : line.split(",")) {
                if (!entry.isBlank()) {
                    nodes.add(node(entry.trim()));
                }
            }
        }
        return nodes;
    }

    /**
     * A node as either header writes it: {@code 192.0.2.1}, {@code 192.0.2.1:4711}, {@code 2001:db8::1},
     * {@code [2001:db8::1]:4711}, {@code _hidden}, {@code unknown}. Anything else is unknown.
     */
    static Node node(String text) {
        String host = text;
        if (text.startsWith("[")) {
            int close = text.indexOf(']');
            String rest = close < 0 ? "" : text.substring(close + 1);
            if (close < 0 || !(rest.isEmpty() || rest.startsWith(":"))) {
                return Node.UNKNOWN;
            }
            host = text.substring(0, close + 1);
        } else if (text.indexOf(':') >= 0 && text.indexOf(':') == text.lastIndexOf(':')) {
            host = text.substring(0, text.indexOf(':')); // one colon: an IPv4 address or an identifier with its port
        }
        Optional<InetAddress> address = Addresses.literal(host);
        if (address.isPresent()) {
            return new Node(address, Optional.empty());
        }
        return OBFUSCATED.matcher(host).matches() ? new Node(Optional.empty(), Optional.of(host)) : Node.UNKNOWN;
    }
}
