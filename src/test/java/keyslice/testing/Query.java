package keyslice.testing;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** A query string for tests: an ordered list of name=value pairs (names may repeat), percent-encoded as UTF-8. */
public final class Query {

    private final List<String[]> pairs = new ArrayList<>();

    /** {@code of("pk", "PK", "pkValue", "x")}. */
    public static Query of(String... namesAndValues) {
        if (namesAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("name/value pairs expected");
        }
        Query query = new Query();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            query.add(namesAndValues[i], namesAndValues[i + 1]);
        }
        return query;
    }

    /** The file-tree example's form, as the "File tree" preset loads it (without its sample keys). */
    public static Query fileTree() {
        return of(
                "table",
                "Drive",
                "pk",
                "PK",
                "pkValue",
                "DRIVE#a91",
                "sk",
                "SK",
                "op",
                "begins_with",
                "seg",
                "root",
                "seg",
                "photos",
                "delim",
                "/",
                "trail",
                "true");
    }

    /** The audit-log window as people first write it: BETWEEN with whole-second bounds, newest first, a page of 5. */
    public static Query auditWindow() {
        return of(
                "table",
                "Audit",
                "pk",
                "PK",
                "pkValue",
                "ACTOR#u_8814",
                "sk",
                "SK",
                "op",
                "between",
                "value",
                "EVT#2026-06-23T00:00:00Z",
                "to",
                "EVT#2026-06-23T23:59:59Z",
                "order",
                "desc",
                "limit",
                "5");
    }

    /** Percent-encodes every byte of the UTF-8 form except unreserved characters (space as %20, not +). */
    public static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
    }

    public Query add(String name, String value) {
        pairs.add(new String[] {name, value});
        return this;
    }

    public Query and(String... namesAndValues) {
        Query copy = copy();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            copy.add(namesAndValues[i], namesAndValues[i + 1]);
        }
        return copy;
    }

    /** A copy without any pair of that name. */
    public Query without(String name) {
        Query copy = new Query();
        pairs.stream().filter(p -> !p[0].equals(name)).forEach(p -> copy.add(p[0], p[1]));
        return copy;
    }

    /** A copy with every pair of that name replaced by one pair. */
    public Query with(String name, String value) {
        return without(name).add(name, value);
    }

    public Query copy() {
        Query copy = new Query();
        pairs.forEach(p -> copy.add(p[0], p[1]));
        return copy;
    }

    public String first(String name) {
        return pairs.stream()
                .filter(p -> p[0].equals(name))
                .map(p -> p[1])
                .findFirst()
                .orElse(null);
    }

    public List<String[]> pairs() {
        return List.copyOf(pairs);
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder();
        for (String[] pair : pairs) {
            if (out.length() > 0) {
                out.append('&');
            }
            out.append(encode(pair[0])).append('=').append(encode(pair[1]));
        }
        return out.toString();
    }
}
