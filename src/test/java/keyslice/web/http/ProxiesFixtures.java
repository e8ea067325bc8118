package keyslice.web.http;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * The proxies' test helpers: a client, a proxy, the settings that trust it, and a header lookup.
 */
final class ProxiesFixtures {

    private ProxiesFixtures() {}

    static final String CLIENT = "203.0.113.7";
    static final String PROXY = "10.0.0.5";
    static final Proxies TRUSTS_PROXY = Proxies.parse(PROXY);
    static final Proxies TRUSTS_PRIVATE = Proxies.parse("10.0.0.0/8, 2001:db8:ffff::/48 127.0.0.1");

    /** Request headers from name/value pairs; a name given twice is two header lines. */
    static Function<String, List<String>> headers(String... pairs) {
        Map<String, List<String>> byName = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (int i = 0; i + 1 < pairs.length; i += 2) {
            byName.computeIfAbsent(pairs[i], k -> new java.util.ArrayList<>()).add(pairs[i + 1]);
        }
        return name -> byName.getOrDefault(name, List.of());
    }
}
