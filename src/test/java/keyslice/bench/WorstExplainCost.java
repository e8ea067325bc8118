package keyslice.bench;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import keyslice.bench.CostClient.Cost;
import keyslice.bench.CostClient.Prepared;
import keyslice.bench.ExplainTexts.Ingredient;
import keyslice.explain.Explainer;
import keyslice.web.http.RequestLimits;

/**
 * The most expensive "Paste a Query" request within keyslice's limits, searched for as {@link WorstRequestCost}
 * searches the builder's: the hostile texts of {@link ExplainTexts}, each grown to the largest that the route takes
 * ({@code POST /api/v1/explain}: 64 KB of body; {@code GET /explain?text=…}: 32 KB of query string, percent-encoded),
 * then mutated round after round (another route, another scale, a piece of the text doubled, cut or a token put in),
 * keeping the costliest ten of each route. Costs as {@link CostClient} measures them, the median of {@link #REPEATS} sends.
 * <pre>
 *   scripts/bench -l   # compiles the tests and writes target/test-classpath.txt
 *   java -XX:+UseSerialGC -Xmx128m -Xss512k -cp "target/test-classes:target/classes:$(cat target/test-classpath.txt)" \
 *       keyslice.bench.WorstExplainCost [rounds] [seed]
 *   java ... keyslice.bench.WorstExplainCost replay docs/worst-explain-requests.txt
 * </pre>
 */
public final class WorstExplainCost {

    private static final int REPEATS = 5;
    static final List<String> ROUTES = List.of("api", "page");
    /** What a mutation may put into a text: the readers' own tokens, quotes and continuations. */
    private static final List<String> TOKENS = List.of(
            "(",
            ")",
            " AND ",
            " OR ",
            "NOT ",
            "{",
            "}",
            "[",
            "]",
            ",",
            "\"",
            "'",
            "\\\n",
            "$'\\u0041'",
            "#a",
            ":v",
            " = ",
            "/* ",
            "// const c = {\n",
            "\n# .query(**{\n",
            "\\u0041");

    private WorstExplainCost() {}

    /** One request: the route ({@code api}, the body; {@code page}, the query string), and the text pasted. */
    record Candidate(String route, String ingredient, int scale, String text) {
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

        static Candidate parse(String line) {
            String route = line.substring(0, line.indexOf(' '));
            String rest = line.substring(line.indexOf(' ') + 1);
            if (rest.contains(":")) {
                String name = rest.substring(0, rest.indexOf(':'));
                int scale = Integer.parseInt(rest.substring(rest.indexOf(':') + 1));
                Ingredient ingredient = ExplainTexts.all().stream()
                        .filter(i -> i.name().equals(name))
                        .findFirst()
                        .orElseThrow();
                return new Candidate(route, name, scale, ingredient.text().apply(scale));
            }
            return new Candidate(route, "replayed", 0, URLDecoder.decode(rest, StandardCharsets.UTF_8));
        }
    }

    record Measured(Candidate candidate, Cost cost) {}

    private static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    /**
     * The ingredient at the largest scale up to {@code most} whose text fits the route: doubled while it fits, then a
     * binary search, so that no text much over the limit is made.
     */
    static Candidate largest(String route, Ingredient ingredient, int most) {
        if (!fits(route, ingredient, 1)) {
            return new Candidate(route, ingredient.name(), 0, "");
        }
        int low = 1;
        while (low < most && fits(route, ingredient, Math.min(most, low * 2))) {
            low = Math.min(most, low * 2);
        }
        int high = Math.min(most, low * 2 - 1);
        while (low < high) {
            int mid = (low + high + 1) >>> 1;
            if (fits(route, ingredient, mid)) {
                low = mid;
            } else {
                high = mid - 1;
            }
        }
        return new Candidate(route, ingredient.name(), low, ingredient.text().apply(low));
    }

    private static boolean fits(String route, Ingredient ingredient, int scale) {
        return new Candidate(route, ingredient.name(), scale, ingredient.text().apply(scale)).fits();
    }

    static Candidate mutate(Random random, Candidate candidate, List<Ingredient> ingredients) {
        Ingredient ingredient = ingredients.stream()
                .filter(i -> i.name().equals(candidate.ingredient()))
                .findFirst()
                .orElseThrow();
        String text = candidate.text();
        Candidate next = switch (random.nextInt(5)) {
            case 0 -> largest(ROUTES.get(random.nextInt(ROUTES.size())), ingredient, 1 << 16);
            case 1 -> {
                int scale = Math.max(1, random.nextBoolean() ? candidate.scale() / 2 : candidate.scale() * 3 / 4);
                yield new Candidate(
                        candidate.route(),
                        ingredient.name(),
                        scale,
                        ingredient.text().apply(scale));
            }
            case 2 -> {
                int from = random.nextInt(text.length() + 1);
                int to = Math.min(text.length(), from + 1 + random.nextInt(200));
                yield new Candidate(
                        candidate.route(),
                        ingredient.name(),
                        candidate.scale(),
                        text.substring(0, to) + text.substring(from));
            }
            case 3 -> {
                int from = random.nextInt(text.length() + 1);
                int to = Math.min(text.length(), from + 1 + random.nextInt(200));
                yield new Candidate(
                        candidate.route(),
                        ingredient.name(),
                        candidate.scale(),
                        text.substring(0, from) + text.substring(to));
            }
            default -> {
                int at = random.nextInt(text.length() + 1);
                yield new Candidate(
                        candidate.route(),
                        ingredient.name(),
                        candidate.scale(),
                        text.substring(0, at) + TOKENS.get(random.nextInt(TOKENS.size())) + text.substring(at));
            }
        };
        return next.fits() && !next.text().isEmpty() ? next : candidate;
    }

    public static void main(String[] args) throws IOException {
        if (args.length > 0 && args[0].equals("replay")) {
            replay(Path.of(args[1]));
            return;
        }
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 30;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 25;
        List<Ingredient> ingredients = ExplainTexts.all();
        try (CostClient client = CostClient.start()) {
            Random random = new Random(seed);
            List<Candidate> start = new ArrayList<>();
            for (String route : ROUTES) {
                for (Ingredient ingredient : ingredients) {
                    start.add(largest(route, ingredient, 1 << 16));
                }
            }
            // Warm-up: C2 compiles every reader's path.
            for (int i = 0; i < 10; i++) {
                for (Candidate candidate : start) {
                    client.cost(candidate.prepared());
                }
            }
            List<Measured> pool = new ArrayList<>();
            for (Candidate candidate : start) {
                pool.add(new Measured(candidate, client.median(candidate.prepared(), REPEATS)));
            }
            report("Each ingredient at its largest", pool);
            for (int round = 0; round < rounds; round++) {
                // The costliest ten of each route go on, so that the cheaper route is searched too.
                List<Measured> next = new ArrayList<>();
                for (String route : ROUTES) {
                    pool.stream()
                            .filter(m -> m.candidate().route().equals(route))
                            .sorted(Comparator.comparingDouble(
                                            (Measured m) -> m.cost().cpuMillis())
                                    .reversed())
                            .limit(10)
                            .forEach(next::add);
                }
                int parents = next.size();
                for (int i = 0; i < 20; i++) {
                    Candidate parent = next.get(random.nextInt(parents)).candidate();
                    Candidate child = mutate(random, parent, ingredients);
                    next.add(new Measured(child, client.median(child.prepared(), REPEATS)));
                }
                pool = next;
            }
            List<String> worst = new ArrayList<>();
            for (String route : ROUTES) {
                for (Comparator<Measured> by : List.of(
                        Comparator.comparingDouble((Measured m) -> m.cost().cpuMillis()),
                        Comparator.comparingDouble((Measured m) -> m.cost().allocatedMb()))) {
                    pool.stream()
                            .filter(m -> m.candidate().route().equals(route))
                            .max(by)
                            .ifPresent(m -> worst.add(m.candidate().line()));
                }
            }
            Files.write(
                    Path.of("target", "worst-explain-requests.txt"),
                    worst.stream().distinct().toList());
            report(
                    "By CPU, after " + rounds + " rounds",
                    pool.stream()
                            .sorted(Comparator.comparingDouble(
                                            (Measured m) -> m.cost().cpuMillis())
                                    .reversed())
                            .toList());
            report(
                    "By allocation",
                    pool.stream()
                            .sorted(Comparator.comparingDouble(
                                            (Measured m) -> m.cost().allocatedMb())
                                    .reversed())
                            .toList());
        }
    }

    /** Measures each line of {@code file} ({@link Candidate#line}) after a warm-up of its own: the median of 21 sends. */
    private static void replay(Path file) throws IOException {
        try (CostClient client = CostClient.start()) {
            List<Measured> measured = new ArrayList<>();
            for (String line : Files.readAllLines(file)) {
                if (line.isBlank()) {
                    continue;
                }
                Candidate candidate = Candidate.parse(line);
                Prepared prepared = candidate.prepared();
                for (int i = 0; i < 100; i++) {
                    client.cost(prepared);
                }
                measured.add(new Measured(candidate, client.median(prepared, 21)));
            }
            report("Replayed", measured);
        }
    }

    private static void report(String title, List<Measured> pool) {
        System.out.println(title);
        for (Measured m : pool) {
            String text = m.candidate().text();
            System.out.printf(
                    Locale.ROOT,
                    "%8.2f ms CPU %7.2f MB  %d  %,9d bytes  %-4s %-22s n=%-6d %,6d chars  %s%n",
                    m.cost().cpuMillis(),
                    m.cost().allocatedMb(),
                    m.cost().status(),
                    m.cost().bytes(),
                    m.candidate().route(),
                    m.candidate().ingredient(),
                    m.candidate().scale(),
                    text.length(),
                    text.substring(0, Math.min(50, text.length())).replace('\n', ' '));
        }
        System.out.println();
    }
}
