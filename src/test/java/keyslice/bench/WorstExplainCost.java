package keyslice.bench;

import java.io.IOException;
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

    record Measured(ExplainCandidate candidate, Cost cost) {}

    /**
     * The ingredient at the largest scale up to {@code most} whose text fits the route: doubled while it fits, then a
     * binary search, so that no text much over the limit is made.
     */
    static ExplainCandidate largest(String route, Ingredient ingredient, int most) {
        if (!fits(route, ingredient, 1)) {
            return new ExplainCandidate(route, ingredient.name(), 0, "");
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
        return new ExplainCandidate(
                route, ingredient.name(), low, ingredient.text().apply(low));
    }

    private static boolean fits(String route, Ingredient ingredient, int scale) {
        return new ExplainCandidate(
                        route, ingredient.name(), scale, ingredient.text().apply(scale))
                .fits();
    }

    static ExplainCandidate mutate(Random random, ExplainCandidate candidate, List<Ingredient> ingredients) {
        Ingredient ingredient = ingredients.stream()
                .filter(i -> i.name().equals(candidate.ingredient()))
                .findFirst()
                .orElseThrow();
        String text = candidate.text();
        ExplainCandidate next = switch (random.nextInt(5)) {
            case 0 -> largest(ROUTES.get(random.nextInt(ROUTES.size())), ingredient, 1 << 16);
            case 1 -> {
                int scale = Math.max(1, random.nextBoolean() ? candidate.scale() / 2 : candidate.scale() * 3 / 4);
                yield new ExplainCandidate(
                        candidate.route(),
                        ingredient.name(),
                        scale,
                        ingredient.text().apply(scale));
            }
            case 2 -> {
                int from = random.nextInt(text.length() + 1);
                int to = Math.min(text.length(), from + 1 + random.nextInt(200));
                yield new ExplainCandidate(
                        candidate.route(),
                        ingredient.name(),
                        candidate.scale(),
                        text.substring(0, to) + text.substring(from));
            }
            case 3 -> {
                int from = random.nextInt(text.length() + 1);
                int to = Math.min(text.length(), from + 1 + random.nextInt(200));
                yield new ExplainCandidate(
                        candidate.route(),
                        ingredient.name(),
                        candidate.scale(),
                        text.substring(0, from) + text.substring(to));
            }
            default -> {
                int at = random.nextInt(text.length() + 1);
                yield new ExplainCandidate(
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
            List<ExplainCandidate> start = new ArrayList<>();
            for (String route : ROUTES) {
                for (Ingredient ingredient : ingredients) {
                    start.add(largest(route, ingredient, 1 << 16));
                }
            }
            // Warm-up: C2 compiles every reader's path.
            for (int i = 0; i < 10; i++) {
                for (ExplainCandidate candidate : start) {
                    client.cost(candidate.prepared());
                }
            }
            List<Measured> pool = new ArrayList<>();
            for (ExplainCandidate candidate : start) {
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
                    ExplainCandidate parent = next.get(random.nextInt(parents)).candidate();
                    ExplainCandidate child = mutate(random, parent, ingredients);
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

    /** Measures each line of {@code file} ({@link ExplainCandidate#line}) after a warm-up of its own: the median of 21 sends. */
    private static void replay(Path file) throws IOException {
        try (CostClient client = CostClient.start()) {
            List<Measured> measured = new ArrayList<>();
            for (String line : Files.readAllLines(file)) {
                if (line.isBlank()) {
                    continue;
                }
                ExplainCandidate candidate = ExplainCandidate.parse(line);
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
