package keyslice.bench;

import static keyslice.bench.CostClient.SERIAL;

import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.stream.Collectors;
import keyslice.bench.CostClient.Cost;
import keyslice.bench.CostClient.Prepared;
import keyslice.web.http.RequestLimits;

/**
 * The most expensive request within keyslice's documented limits, searched for: states combined from the largest
 * inputs each parameter takes (the longest filter with {@code contains}, the biggest sample item, 1,000 sample keys,
 * every warning that offers a fix...), sent to every route that reads a state, and then mutated round after round,
 * keeping the costliest. A request's cost is the server's CPU and allocation for it, as {@link CostClient} measures
 * it. Each candidate is sent with a new partition value, so no answer comes from the rendered cache; the median of {@link #REPEATS} sends counts. Run it as the container runs the server:
 * <pre>
 *   scripts/bench -l   # compiles the tests and writes target/test-classpath.txt
 *   java -XX:+UseSerialGC -Xmx128m -Xss512k -cp "target/test-classes:target/classes:$(cat target/test-classpath.txt)" \
 *       keyslice.bench.WorstRequestCost [rounds] [seed]
 * </pre>
 */
public final class WorstRequestCost {

    private static final int REPEATS = 5;

    private WorstRequestCost() {}

    /** One request: a route (with its fixed parameters) and the state's parameters. */
    record Candidate(String route, Map<String, String> params) {
        String target() {
            StringBuilder query = new StringBuilder();
            params.forEach((name, value) -> {
                for (String one : value.split("\u0000", -1)) {
                    query.append(query.isEmpty() ? "" : "&")
                            .append(name)
                            .append('=')
                            .append(URLEncoder.encode(one, StandardCharsets.UTF_8));
                }
            });
            String state = query.toString();
            return switch (route) {
                case "oembed" ->
                    "/oembed?format=json&url="
                            + URLEncoder.encode("http://127.0.0.1/?" + state, StandardCharsets.UTF_8);
                case "htmx" -> "/?" + state;
                case "edit-fix-all" -> "/?" + state + "&edit=fix-all";
                case "api-all-code" -> "/api/v1/query?" + state + "&code=all";
                default -> "/" + route + "?" + state;
            };
        }

        boolean fits() {
            String target = target();
            return target.length() - target.indexOf('?') - 1 <= RequestLimits.MAX_QUERY_STRING
                    && target.chars().filter(c -> c == '&').count() < RequestLimits.MAX_PARAMETERS;
        }
    }

    static final List<String> ROUTES =
            List.of("api/v1/query", "api-all-code", "", "htmx", "edit-fix-all", "embed", "design", "oembed", "snippet");

    private static Map<String, String> base() {
        Map<String, String> state = new LinkedHashMap<>();
        state.put("table", "Drive");
        state.put("pk", "PK");
        state.put("pkValue", "P");
        state.put("sk", "SK");
        state.put("op", "begins_with");
        state.put("value", "root/");
        return state;
    }

    /** A state made of some ingredients, each cut to {@code share} of its size, on a random route. */
    static Candidate combine(Random random, List<Map<String, String>> parts) {
        Map<String, String> state = base();
        for (Map<String, String> part : parts) {
            if (random.nextInt(3) == 0) {
                part.forEach((name, value) -> state.merge(
                        name,
                        value,
                        (old, add) -> name.equals("filter")
                                ? old + " AND (" + add + ")"
                                : name.equals("items") || name.equals("samples") ? old + "\n" + add : add));
            }
        }
        return shrinkToFit(new Candidate(ROUTES.get(random.nextInt(ROUTES.size())), state));
    }

    /** The candidate with its longest value halved until the request fits keyslice's limits. */
    static Candidate shrinkToFit(Candidate candidate) {
        Candidate current = candidate;
        while (!current.fits()) {
            Map<String, String> state = new LinkedHashMap<>(current.params());
            String longest = state.entrySet().stream()
                    .max(Comparator.comparingInt(e -> e.getValue().length()))
                    .orElseThrow()
                    .getKey();
            String value = state.get(longest);
            state.put(longest, value.substring(0, value.length() * 3 / 4));
            current = new Candidate(current.route(), state);
        }
        return current;
    }

    /** The same state on another route, or with one value grown or cut. */
    static Candidate mutate(Random random, Candidate candidate, List<Map<String, String>> parts) {
        Map<String, String> state = new LinkedHashMap<>(candidate.params());
        switch (random.nextInt(3)) {
            case 0 -> {
                return new Candidate(ROUTES.get(random.nextInt(ROUTES.size())), state);
            }
            case 1 -> parts.get(random.nextInt(parts.size())).forEach(state::put);
            default -> {
                List<String> names = new ArrayList<>(state.keySet());
                String name = names.get(random.nextInt(names.size()));
                String value = state.get(name);
                state.put(name, random.nextBoolean() ? value + value : value.substring(0, value.length() / 2));
            }
        }
        return shrinkToFit(new Candidate(candidate.route(), state));
    }

    public static void main(String[] args) throws IOException {
        if (args.length > 0 && args[0].equals("replay")) {
            replay(java.nio.file.Path.of(args[1]));
            return;
        }
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 30;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 25;
        List<String> worstFound = new ArrayList<>();
        try (CostClient client = CostClient.start()) {
            Random random = new Random(seed);
            List<Map<String, String>> parts = RequestIngredients.all();
            // Warm-up: C2 compiles the paths every route takes.
            for (int i = 0; i < 400; i++) {
                client.cost(prepare(combine(random, parts)));
            }
            List<Measured> pool = new ArrayList<>();
            for (int i = 0; i < 60; i++) {
                pool.add(measure(client, combine(random, parts)));
            }
            for (int round = 0; round < rounds; round++) {
                pool.sort(Comparator.comparingDouble((Measured m) -> m.cost().cpuMillis())
                        .reversed());
                List<Measured> next = new ArrayList<>(pool.subList(0, Math.min(20, pool.size())));
                for (int i = 0; i < 20; i++) {
                    next.add(measure(
                            client,
                            mutate(
                                    random,
                                    next.get(random.nextInt(Math.min(10, next.size())))
                                            .candidate(),
                                    parts)));
                }
                pool = next;
            }
            pool.sort(Comparator.comparingDouble((Measured m) -> m.cost().cpuMillis())
                    .reversed());
            report(pool);
            // The costliest request found, to replay or profile on its own.
            for (Comparator<Measured> by : List.of(
                    Comparator.comparingDouble((Measured m) -> m.cost().cpuMillis()),
                    Comparator.comparingDouble((Measured m) -> m.cost().allocatedMb()))) {
                Candidate worst = pool.stream().max(by).orElseThrow().candidate();
                Map<String, String> serial = new LinkedHashMap<>(worst.params());
                serial.put("pkValue", serial.getOrDefault("pkValue", "P") + SERIAL);
                worstFound.add(worst.route() + " " + new Candidate(worst.route(), serial).target());
            }
            java.nio.file.Files.write(java.nio.file.Path.of("target", "worst-request.txt"), worstFound);
            report(pool.stream()
                    .sorted(Comparator.comparingDouble((Measured m) -> m.cost().allocatedMb())
                            .reversed())
                    .toList());
        }
    }

    record Measured(Candidate candidate, Cost cost) {}

    /**
     * Measures the requests in {@code file}, one per line: the route as {@link #ROUTES} names it (which says whether it
     * goes as htmx), a space, and the path and query, its partition value ending in the six digits {@link CostClient#SERIAL}. Each
     * after a warm-up of its own; the median of 21 sends.
     */
    private static void replay(java.nio.file.Path file) throws IOException {
        try (CostClient client = CostClient.start()) {
            for (String line : java.nio.file.Files.readAllLines(file)) {
                if (line.isBlank()) {
                    continue;
                }
                String route = line.substring(0, line.indexOf(' '));
                String target = line.substring(line.indexOf(' ') + 1);
                Prepared prepared = Prepared.of(request(route, target));
                for (int i = 0; i < 300; i++) {
                    client.cost(prepared);
                }
                Cost[] costs = new Cost[21];
                for (int i = 0; i < costs.length; i++) {
                    costs[i] = client.cost(prepared);
                }
                double[] cpu = Arrays.stream(costs)
                        .mapToDouble(Cost::cpuMillis)
                        .sorted()
                        .toArray();
                double[] mb = Arrays.stream(costs)
                        .mapToDouble(Cost::allocatedMb)
                        .sorted()
                        .toArray();
                System.out.printf(
                        Locale.ROOT,
                        "%7.2f ms CPU %6.2f MB  %d  %,8d bytes  %,6d-byte request  %s %s%n",
                        cpu[10],
                        mb[10],
                        costs[10].status(),
                        costs[10].bytes(),
                        target.length(),
                        route,
                        target.substring(0, Math.min(60, target.length())));
            }
        }
    }

    private static Measured measure(CostClient client, Candidate candidate) throws IOException {
        return new Measured(candidate, client.median(prepare(candidate), REPEATS));
    }

    private static void report(List<Measured> pool) {
        for (Measured m : pool.subList(0, Math.min(5, pool.size()))) {
            String target = m.candidate().target();
            System.out.printf(
                    Locale.ROOT,
                    "%7.2f ms CPU %6.2f MB  %d  %,8d bytes  %,6d-byte request  %s%n",
                    m.cost().cpuMillis(),
                    m.cost().allocatedMb(),
                    m.cost().status(),
                    m.cost().bytes(),
                    target.length(),
                    describe(m.candidate()));
        }
        System.out.println();
    }

    /** The route and each parameter's length, e.g. {@code /embed filter=4012 items=27061}. */
    private static String describe(Candidate candidate) {
        return candidate.route() + " "
                + candidate.params().entrySet().stream()
                        .map(e -> e.getKey() + "="
                                + (e.getValue().length() > 24
                                        ? e.getValue().length() + "ch"
                                        : e.getValue().replace('\u0000', '|')))
                        .collect(Collectors.joining(" "));
    }

    /**
     * The request for {@code candidate}, its partition value ending in six digits that {@link CostClient#cost} changes
     * before each send, so that no answer comes from the rendered cache and the client builds nothing per send.
     */
    static Prepared prepare(Candidate candidate) {
        Map<String, String> fresh = new LinkedHashMap<>(candidate.params());
        fresh.put("pkValue", fresh.getOrDefault("pkValue", "P") + SERIAL);
        return Prepared.of(request(candidate.route(), new Candidate(candidate.route(), fresh).target()));
    }

    /** A GET of {@code target} as a browser sends it on {@code route}: htmx's headers for a live update or an edit. */
    static String request(String route, String target) {
        return "GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/html\r\nAccept-Encoding: gzip\r\n"
                + (route.equals("htmx") || route.equals("edit-fix-all")
                        ? "HX-Request: true\r\nHX-Target: " + (route.equals("htmx") ? "output" : "app") + "\r\n"
                        : "")
                + "\r\n";
    }
}
