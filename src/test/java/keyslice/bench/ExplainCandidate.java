package keyslice.bench;

import java.io.ByteArrayOutputStream;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import keyslice.bench.CostClient.Prepared;
import keyslice.bench.ExplainTexts.Ingredient;
import keyslice.explain.Explainer;
import keyslice.web.http.RequestLimits;

/**
 * One request of {@link WorstExplainCost}'s search: the route ({@code api}, the body; {@code page}, the query string),
 * and the text pasted.
 */
record ExplainCandidate(String route, String ingredient, int scale, String text) {
    boolean fits() {
        if (route.equals("api")) {
            return text.length() <= Explainer.MAX_CHARS
                    && text.getBytes(StandardCharsets.UTF_8).length <= RequestLimits.MAX_BODY_BYTES;
        }
        return ("text=" + encode(text)).length() <= RequestLimits.MAX_QUERY_STRING;
    }

    Prepared prepared() {
        if (route.equals("page")) {
            return Prepared.of("GET /explain?text=" + encode(text)
                    + " HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/html\r\n" + "Accept-Encoding: gzip\r\n\r\n");
        }
        byte[] body = text.getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream request = new ByteArrayOutputStream();
        request.writeBytes(
                ("POST /api/v1/explain HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain; charset=utf-8\r\n"
                                + "Content-Length: " + body.length + "\r\n\r\n")
                        .getBytes(StandardCharsets.ISO_8859_1));
        request.writeBytes(body);
        return new Prepared(request.toByteArray(), -1);
    }

    /**
     * The line of a replay file: the route, a space, and the ingredient and its scale ({@code json-undefined:2815}) when
     * the text is that ingredient's, else the text percent-encoded (which has no {@code :}).
     */
    String line() {
        boolean made = ExplainTexts.all().stream()
                .anyMatch(i ->
                        i.name().equals(ingredient) && i.text().apply(scale).equals(text));
        return route + " " + (made ? ingredient + ":" + scale : encode(text));
    }

    static ExplainCandidate parse(String line) {
        String route = line.substring(0, line.indexOf(' '));
        String rest = line.substring(line.indexOf(' ') + 1);
        if (rest.contains(":")) {
            String name = rest.substring(0, rest.indexOf(':'));
            int scale = Integer.parseInt(rest.substring(rest.indexOf(':') + 1));
            Ingredient ingredient = ExplainTexts.all().stream()
                    .filter(i -> i.name().equals(name))
                    .findFirst()
                    .orElseThrow();
            return new ExplainCandidate(route, name, scale, ingredient.text().apply(scale));
        }
        return new ExplainCandidate(route, "replayed", 0, URLDecoder.decode(rest, StandardCharsets.UTF_8));
    }

    private static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }
}
