package keyslice.web.http;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * IP address literals, read strictly and never looked up: text from a header or a setting that is not an address is
 * no address, whatever a resolver would make of it.
 */
final class Addresses {

    private static final String OCTET = "(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])";
    private static final Pattern IPV4 = Pattern.compile(OCTET + "(\\." + OCTET + "){3}");
    private static final Pattern IPV6 = Pattern.compile("[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*");

    private Addresses() {}

    /** An IPv4 address, or an IPv6 address bare or in brackets (no zone); an IPv4-mapped IPv6 address is its IPv4 one. */
    static Optional<InetAddress> literal(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String bare = text.startsWith("[") && text.endsWith("]") ? text.substring(1, text.length() - 1) : text;
        if (IPV4.matcher(bare).matches()) {
            String[] octets = bare.split("\\.");
            byte[] bytes = new byte[4];
            for (int i = 0; i < 4; i++) {
                bytes[i] = (byte) Integer.parseInt(octets[i]);
            }
            return Optional.of(address(bytes));
        }
        if (bare.length() > 45 || !IPV6.matcher(bare).matches()) {
            return Optional.empty();
        }
        try {
            // In brackets the JDK parses an IPv6 literal or refuses: it never falls back to a DNS lookup.
            return Optional.of(InetAddress.getByName("[" + bare + "]"));
        } catch (UnknownHostException e) {
            return Optional.empty();
        }
    }

    /** The address as keyslice writes it: dotted IPv4, or the JDK's full IPv6 form (keys compare as text). */
    static String text(InetAddress address) {
        return address.getHostAddress();
    }

    private static InetAddress address(byte[] bytes) {
        try {
            return InetAddress.getByAddress(bytes);
        } catch (UnknownHostException e) {
            throw new IllegalStateException("four bytes are an IPv4 address", e);
        }
    }
}
