package keyslice.web.http;

import io.javalin.http.Context;
import java.net.InetAddress;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The reverse proxies keyslice believes ({@value #SETTING}). Only when the TCP peer is one of them are
 * {@code Forwarded} and {@code X-Forwarded-For}/{@code -Proto}/{@code -Host} read: a client that reaches keyslice
 * directly cannot choose its rate-limit bucket or the origin of its links. Without trusted proxies every client
 * behind a proxy is that proxy's address.
 *
 * <p>Every rule takes the peer's address and a header lookup ({@code name -> every value of that header, in order}),
 * so a plain Jetty handler can ask too; the {@link Context} methods are the same rules for a route.
 */
public final class Proxies {

    public static final String SETTING = "KEYSLICE_TRUSTED_PROXIES";

    /** No proxy is trusted: forwarded headers are ignored and every peer is a client. */
    public static final Proxies NONE = new Proxies(List.of());

    private final List<Range> trusted;

    private Proxies(List<Range> trusted) {
        this.trusted = List.copyOf(trusted);
    }

    /**
     * {@value #SETTING}: addresses and CIDR ranges, IPv4 or IPv6, separated by commas or spaces
     * ({@code 10.0.0.0/8, 2001:db8::/32 127.0.0.1}). Blank trusts no proxy.
     */
    public static Proxies parse(String setting) {
        List<Range> ranges = new ArrayList<>();
        for (String entry : setting.trim().split("[,\\s]+")) {
            if (!entry.isEmpty()) {
                ranges.add(Range.parse(entry));
            }
        }
        return new Proxies(ranges);
    }

    /** Whether {@code address} (a literal, bracketed or not) is a trusted proxy; anything that is not an address is not. */
    public boolean trusts(String address) {
        return Addresses.literal(address).map(this::trusts).orElse(false);
    }

    private boolean trusts(InetAddress address) {
        return trusted.stream().anyMatch(range -> range.contains(address));
    }

    /** The rate-limit bucket of the request's client (see {@link #client(String, Function)}). */
    public String client(Context ctx) {
        return client(ctx.ip(), headers(ctx));
    }

    /**
     * The rate-limit bucket of the client, already grouped by {@link RateLimiter#client} (an IPv6 client is its /64).
     * From an untrusted peer, the peer. From a trusted one, the first hop from the right of {@code Forwarded: for=}
     * (else {@code X-Forwarded-For}) that is not itself a trusted proxy: the one the nearest trusted proxy saw. Every
     * hop left of it could be anything the client wrote. A hop written {@code unknown} (or unreadable) is keyed as the
     * proxy that wrote it; an obfuscated identifier ({@code _abc}) as itself; when every hop is trusted, the leftmost.
     */
    public String client(String peer, Function<String, List<String>> headers) {
        return RateLimiter.client(walk(peer, headers).client());
    }

    /** The origin of the request (see {@link #origin(String, String, String, Function)}). */
    public String origin(Context ctx) {
        return origin(ctx.scheme(), ctx.host(), ctx.ip(), headers(ctx));
    }

    /**
     * The origin the client used: from a trusted peer, the forwarded scheme and host, each from {@code Forwarded}
     * ({@code proto=}, {@code host=}: the element of the outermost trusted proxy that gave one) or else from
     * {@code X-Forwarded-Proto} / {@code X-Forwarded-Host} (the last value: the nearest proxy's); otherwise, and for
     * any value that is not {@code http}/{@code https} or a plausible {@code host[:port]}, the request's own. The
     * configured public URL, which wins over this, is {@link PublicUrl}'s.
     */
    public String origin(String scheme, String host, String peer, Function<String, List<String>> headers) {
        String ownScheme = Origins.scheme(scheme).orElse("http");
        String ownHost = Origins.host(host).orElse("localhost");
        if (trusted.isEmpty()) {
            // No forwarded header is believed from any peer, so the peer's address need not be read.
            return Origins.of(ownScheme, ownHost);
        }
        Walk walk = walk(peer, headers);
        if (!walk.believed()) {
            return Origins.of(ownScheme, ownHost);
        }
        List<Forwarded.Element> elements = walk.elements();
        String forwardedScheme = outermost(elements, walk.element(), "proto")
                .flatMap(Origins::scheme)
                .or(() -> last(values(headers, "X-Forwarded-Proto")).flatMap(Origins::scheme))
                .orElse(ownScheme);
        String forwardedHost = outermost(elements, walk.element(), "host")
                .flatMap(Origins::host)
                .or(() -> last(values(headers, "X-Forwarded-Host")).flatMap(Origins::host))
                .orElse(ownHost);
        return Origins.of(forwardedScheme, forwardedHost);
    }

    /**
     * Where the walk ended: the client, whether the forwarded headers were believed at all, and the index of the
     * {@code Forwarded} element that names the client (written by the outermost trusted proxy), or the last one.
     */
    private record Walk(String client, boolean believed, List<Forwarded.Element> elements, int element) {}

    private Walk walk(String peer, Function<String, List<String>> headers) {
        Optional<InetAddress> peerAddress = Addresses.literal(peer);
        if (peerAddress.isEmpty() || !trusts(peerAddress.get())) {
            return new Walk(peerAddress.map(Addresses::text).orElse(peer), false, List.of(), -1);
        }
        List<Forwarded.Element> elements = Forwarded.parse(values(headers, "Forwarded"));
        boolean named = elements.stream().anyMatch(e -> e.get("for").isPresent());
        List<Forwarded.Node> chain = named
                ? elements.stream()
                        .map(e -> e.get("for").map(Forwarded::node).orElse(Forwarded.Node.UNKNOWN))
                        .toList()
                : Forwarded.forwardedFor(values(headers, "X-Forwarded-For"));
        String nearest = Addresses.text(peerAddress.get());
        for (int i = chain.size() - 1; i >= 0; i--) {
            Forwarded.Node node = chain.get(i);
            int element = named ? i : elements.size() - 1;
            if (node.address().isPresent() && trusts(node.address().get())) {
                nearest = Addresses.text(node.address().get());
            } else if (node.address().isPresent()) {
                return new Walk(Addresses.text(node.address().get()), true, elements, element);
            } else {
                return new Walk(node.identifier().orElse(nearest), true, elements, element);
            }
        }
        return new Walk(nearest, true, elements, named ? 0 : elements.size() - 1);
    }

    /** The value of {@code name} in the first element from {@code from} on that has one. */
    private static Optional<String> outermost(List<Forwarded.Element> elements, int from, String name) {
        for (int i = Math.max(0, from); i < elements.size(); i++) {
            Optional<String> value = elements.get(i).get(name);
            if (value.isPresent()) {
                return value;
            }
        }
        return Optional.empty();
    }

    /** The last entry of a comma-separated header over all its lines: the one the nearest proxy added. */
    private static Optional<String> last(List<String> lines) {
        List<String> entries = new ArrayList<>();
        for (String line : lines) {
            entries.addAll(List.of(line.split(",", -1)));
        }
        return entries.isEmpty()
                ? Optional.empty()
                : Optional.of(entries.get(entries.size() - 1).trim());
    }

    private static List<String> values(Function<String, List<String>> headers, String name) {
        List<String> values = headers.apply(name);
        return values == null ? List.of() : values;
    }

    private static Function<String, List<String>> headers(Context ctx) {
        return name -> Collections.list(ctx.req().getHeaders(name));
    }

    /** A trusted address or CIDR range: the first {@code prefix} bits of {@code network}. */
    private record Range(byte[] network, int prefix) {

        static Range parse(String entry) {
            int slash = entry.indexOf('/');
            Optional<InetAddress> address = Addresses.literal(slash < 0 ? entry : entry.substring(0, slash));
            if (address.isEmpty()) {
                throw new IllegalArgumentException(
                        SETTING + ": \"" + entry + "\" is not an IP address or CIDR range; give "
                                + "addresses or ranges separated by commas, e.g. 10.0.0.0/8, 2001:db8::/32, 127.0.0.1");
            }
            int bits = address.get().getAddress().length * 8;
            String prefix = slash < 0 ? Integer.toString(bits) : entry.substring(slash + 1);
            if (!prefix.matches("[0-9]{1,3}") || Integer.parseInt(prefix) > bits) {
                throw new IllegalArgumentException(
                        SETTING + ": \"" + entry + "\" has no valid prefix length: after the / "
                                + "comes a number from 0 to " + bits + " for " + (bits == 32 ? "IPv4" : "IPv6"));
            }
            return new Range(address.get().getAddress(), Integer.parseInt(prefix));
        }

        boolean contains(InetAddress address) {
            byte[] bytes = address.getAddress();
            if (bytes.length != network.length) {
                return false;
            }
            for (int bit = 0; bit < prefix; bit++) {
                int mask = 0x80 >> (bit % 8);
                if ((bytes[bit / 8] & mask) != (network[bit / 8] & mask)) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public String toString() {
            try {
                return Addresses.text(InetAddress.getByAddress(network)) + "/" + prefix;
            } catch (java.net.UnknownHostException e) {
                throw new IllegalStateException("a range holds 4 or 16 bytes", e);
            }
        }
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Proxies proxies && proxies.toString().equals(toString());
    }

    @Override
    public int hashCode() {
        return toString().hashCode();
    }

    /** The trusted ranges, as {@value #SETTING} would list them. */
    @Override
    public String toString() {
        return String.join(",", trusted.stream().map(Range::toString).toList());
    }
}
