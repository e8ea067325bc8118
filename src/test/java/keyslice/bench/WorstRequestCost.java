package keyslice.bench;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.Socket;
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

import io.javalin.Javalin;
import keyslice.preview.DynamoPreview;
import keyslice.preview.PreviewConfig;
import keyslice.web.AppConfig;
import keyslice.web.KeysliceApp;
import keyslice.web.http.RequestLimits;

/**
 * The most expensive request within keyslice's documented limits, searched for: states combined from the largest
 * inputs each parameter takes (the longest filter with {@code contains}, the biggest sample item, 1,000 sample keys,
 * every warning that offers a fix...), sent to every route that reads a state, and then mutated round after round,
 * keeping the costliest. A request's cost is the server's CPU and allocation for it: the app runs in this JVM and
 * this thread is the only client, over one kept-alive socket, so the CPU time and allocation of every other thread
 * (the server's, the JIT's and the collector's) are the server's. Each candidate is sent with a new partition value, so no answer comes from
 * the rendered cache; the median of {@link #REPEATS} sends counts. Run it as the container runs the server:
 * <pre>
 *   scripts/bench -l   # compiles the tests and writes target/test-classpath.txt
 *   java -XX:+UseSerialGC -Xmx128m -Xss512k -cp "target/test-classes:target/classes:$(cat target/test-classpath.txt)" \
 *       keyslice.bench.WorstRequestCost [rounds] [seed]
 * </pre>
 */
public final class WorstRequestCost {

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static final int REPEATS = 5;
    private static int serial;
    /** Where a request's six-digit serial goes (see {@link Client#prepare}). */
    private static final String SERIAL = "999999";

    private WorstRequestCost() {
    }

    /** One request: a route (with its fixed parameters) and the state's parameters. */
    record Candidate(String route, Map<String, String> params) {
        String target() {
            StringBuilder query = new StringBuilder();
            params.forEach((name, value) -> {
                for (String one : value.split("\u0000", -1)) {
                    query.append(query.isEmpty() ? "" : "&").append(name).append('=').append(URLEncoder.encode(one, StandardCharsets.UTF_8));
                }
            });
            String state = query.toString();
            return switch (route) {
                case "oembed" -> "/oembed?format=json&url=" + URLEncoder.encode("http://127.0.0.1/?" + state, StandardCharsets.UTF_8);
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

    /** What one request cost the server. */
    record Cost(double cpuMillis, double allocatedMb, int status, int bytes) {
    }

    static final List<String> ROUTES = List.of("api/v1/query", "api-all-code", "", "htmx", "edit-fix-all", "embed", "design",
            "oembed", "snippet");

    /** The parts a state is made of, each at the size that keyslice's limits allow, to be combined and cut down. */
    static List<Map<String, String>> ingredients() {
        String longText = "a".repeat(4000) + "b";
        List<Map<String, String>> parts = new ArrayList<>();
        parts.add(Map.of("filter", "contains(s,\"" + longText + "\")"));
        parts.add(Map.of("filter", "contains(s,\"" + "a".repeat(2000) + "\") OR contains(t,\"" + "ab".repeat(900) + "\")"));
        parts.add(Map.of("filter", String.join(" AND ", java.util.Collections.nCopies(150, "(a = 1 OR b <> \"x\")"))));
        parts.add(Map.of("filter", "NOT ".repeat(1000) + "a = 1"));
        parts.add(Map.of("filter", "(".repeat(1000) + "a = 1" + ")".repeat(1000)));
        parts.add(Map.of("items", item("s", "a".repeat(27_000))));
        parts.add(Map.of("items", item("s", "ab".repeat(13_000))));
        parts.add(Map.of("items", manyItems(300)));
        parts.add(Map.of("items", nested(30)));
        parts.add(Map.of("samples", samples(1000)));
        parts.add(Map.of("samples", "x".repeat(30_000)));
        parts.add(Map.of("project", String.join(",", java.util.stream.IntStream.range(0, 400).mapToObj(i -> "p" + i + ".q[3]").toList())));
        // Paths under one attribute: the overlap check cannot tell them apart by their first name.
        parts.add(Map.of("project", String.join(",", java.util.stream.IntStream.range(0, 400).mapToObj(i -> "a.p" + i + "[3]").toList())));
        // Four warnings with fixes: an open prefix, an unpadded number, a loose timestamp, the delimiter's order.
        parts.add(Map.of("op", "begins_with", "seg", "EVT\u00002026-06-23 10:15\u0000item-9", "delim", "/"));
        parts.add(Map.of("op", "between", "value", "EVT#2026-06-23T00:00:00Z", "to", "EVT#2026-06-23T23:59:59Z"));
        parts.add(Map.of("op", "between", "value", "Root/a9", "to", "root/b10", "samples", samples(1000)));
        parts.add(Map.of("seg", String.join("\u0000", java.util.Collections.nCopies(64, "s9")), "op", "begins_with"));
        parts.add(Map.of("pkValue", "P".repeat(2040)));
        parts.add(Map.of("sk2", "round", "sk2Type", "N", "op", "eq", "value", "A", "op2", "between", "value2", "1", "to2", "9",
                "pk2", "region", "pk2Value", "EU", "index", "byRound"));
        return parts;
    }

    private static String item(String attribute, String text) {
        return "{\"PK\":{\"S\":\"P\"},\"SK\":{\"S\":\"root/a\"},\"" + attribute + "\":{\"S\":\"" + text + "\"},\"t\":{\"S\":\"" + text + "\"}}";
    }

    private static String manyItems(int count) {
        return java.util.stream.IntStream.range(0, count).mapToObj(i -> "{\"PK\":{\"S\":\"P\"},\"SK\":{\"S\":\"root/a" + i
                + "\"},\"s\":{\"S\":\"aaaa" + i + "\"},\"a\":{\"N\":\"1\"}}").collect(Collectors.joining("\n"));
    }

    private static String nested(int depth) {
        return "{\"PK\":{\"S\":\"P\"},\"SK\":{\"S\":\"root/a\"},\"s\":" + "{\"M\":{\"m\":".repeat(depth) + "{\"S\":\"x\"}"
                + "}}".repeat(depth) + "}";
    }

    private static String samples(int count) {
        return java.util.stream.IntStream.range(0, count).mapToObj(i -> "root/a" + i + "/" + "x".repeat(i % 20))
                .collect(Collectors.joining("\n"));
    }

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
                part.forEach((name, value) -> state.merge(name, value, (old, add) ->
                        name.equals("filter") ? old + " AND (" + add + ")" : name.equals("items") || name.equals("samples")
                                ? old + "\n" + add : add));
            }
        }
        return shrinkToFit(new Candidate(ROUTES.get(random.nextInt(ROUTES.size())), state));
    }

    /** The candidate with its longest value halved until the request fits keyslice's limits. */
    static Candidate shrinkToFit(Candidate candidate) {
        Candidate current = candidate;
        while (!current.fits()) {
            Map<String, String> state = new LinkedHashMap<>(current.params());
            String longest = state.entrySet().stream().max(Comparator.comparingInt(e -> e.getValue().length())).orElseThrow().getKey();
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
        AppConfig config = new AppConfig(java.util.Optional.empty(), "*", 1_000_000, 1_000_000)
                .withCpuBudget(1_000, java.time.Duration.ofHours(1));
        DynamoPreview preview = new DynamoPreview(PreviewConfig.disabled());
        Javalin app = KeysliceApp.create(config, preview).start("127.0.0.1", 0);
        List<String> worstFound = new ArrayList<>();
        try (Client client = new Client(app.port())) {
            Random random = new Random(seed);
            List<Map<String, String>> parts = ingredients();
            // Warm-up: C2 compiles the paths every route takes.
            for (int i = 0; i < 400; i++) {
                client.cost(combine(random, parts));
            }
            List<Measured> pool = new ArrayList<>();
            for (int i = 0; i < 60; i++) {
                pool.add(measure(client, combine(random, parts)));
            }
            for (int round = 0; round < rounds; round++) {
                pool.sort(Comparator.comparingDouble((Measured m) -> m.cost().cpuMillis()).reversed());
                List<Measured> next = new ArrayList<>(pool.subList(0, Math.min(20, pool.size())));
                for (int i = 0; i < 20; i++) {
                    next.add(measure(client, mutate(random, next.get(random.nextInt(Math.min(10, next.size()))).candidate(), parts)));
                }
                pool = next;
            }
            pool.sort(Comparator.comparingDouble((Measured m) -> m.cost().cpuMillis()).reversed());
            report(pool);
            // The costliest request found, to replay or profile on its own.
            for (Comparator<Measured> by : List.of(Comparator.comparingDouble((Measured m) -> m.cost().cpuMillis()),
                    Comparator.comparingDouble((Measured m) -> m.cost().allocatedMb()))) {
                Candidate worst = pool.stream().max(by).orElseThrow().candidate();
                Map<String, String> serial = new LinkedHashMap<>(worst.params());
                serial.put("pkValue", serial.getOrDefault("pkValue", "P") + SERIAL);
                worstFound.add(worst.route() + " " + new Candidate(worst.route(), serial).target());
            }
            java.nio.file.Files.write(java.nio.file.Path.of("target", "worst-request.txt"), worstFound);
            report(pool.stream().sorted(Comparator.comparingDouble((Measured m) -> m.cost().allocatedMb()).reversed()).toList());
        } finally {
            app.stop();
            preview.close();
        }
    }

    record Measured(Candidate candidate, Cost cost) {
    }

    /**
     * Measures the requests in {@code file}, one per line: the route as {@link #ROUTES} names it (which says whether it
     * goes as htmx), a space, and the path and query, its partition value ending in the six digits {@link #SERIAL}. Each
     * after a warm-up of its own; the median of 21 sends.
     */
    private static void replay(java.nio.file.Path file) throws IOException {
        AppConfig config = new AppConfig(java.util.Optional.empty(), "*", 1_000_000, 1_000_000)
                .withCpuBudget(1_000, java.time.Duration.ofHours(1));
        DynamoPreview preview = new DynamoPreview(PreviewConfig.disabled());
        Javalin app = KeysliceApp.create(config, preview).start("127.0.0.1", 0);
        try (Client client = new Client(app.port())) {
            for (String line : java.nio.file.Files.readAllLines(file)) {
                if (line.isBlank()) {
                    continue;
                }
                String route = line.substring(0, line.indexOf(' '));
                String target = line.substring(line.indexOf(' ') + 1);
                String request = Client.request(route, target);
                Client.Prepared prepared = new Client.Prepared(request.getBytes(StandardCharsets.ISO_8859_1), request.indexOf(SERIAL));
                for (int i = 0; i < 300; i++) {
                    client.cost(prepared);
                }
                Cost[] costs = new Cost[21];
                for (int i = 0; i < costs.length; i++) {
                    costs[i] = client.cost(prepared);
                }
                double[] cpu = Arrays.stream(costs).mapToDouble(Cost::cpuMillis).sorted().toArray();
                double[] mb = Arrays.stream(costs).mapToDouble(Cost::allocatedMb).sorted().toArray();
                System.out.printf(Locale.ROOT, "%7.2f ms CPU %6.2f MB  %d  %,8d bytes  %,6d-byte request  %s %s%n", cpu[10], mb[10],
                        costs[10].status(), costs[10].bytes(), target.length(), route, target.substring(0, Math.min(60, target.length())));
            }
        } finally {
            app.stop();
            preview.close();
        }
    }

    private static Measured measure(Client client, Candidate candidate) throws IOException {
        Cost[] costs = new Cost[REPEATS];
        Client.Prepared prepared = Client.prepare(candidate);
        for (int i = 0; i < REPEATS; i++) {
            costs[i] = client.cost(prepared);
        }
        Arrays.sort(costs, Comparator.comparingDouble(Cost::cpuMillis));
        double[] allocated = Arrays.stream(costs).mapToDouble(Cost::allocatedMb).sorted().toArray();
        Cost median = costs[REPEATS / 2];
        return new Measured(candidate, new Cost(median.cpuMillis(), allocated[REPEATS / 2], median.status(), median.bytes()));
    }

    private static void report(List<Measured> pool) {
        for (Measured m : pool.subList(0, Math.min(5, pool.size()))) {
            String target = m.candidate().target();
            System.out.printf(Locale.ROOT, "%7.2f ms CPU %6.2f MB  %d  %,8d bytes  %,6d-byte request  %s%n", m.cost().cpuMillis(),
                    m.cost().allocatedMb(), m.cost().status(), m.cost().bytes(), target.length(), describe(m.candidate()));
        }
        System.out.println();
    }

    /** The route and each parameter's length, e.g. {@code /embed filter=4012 items=27061}. */
    private static String describe(Candidate candidate) {
        return candidate.route() + " " + candidate.params().entrySet().stream()
                .map(e -> e.getKey() + "=" + (e.getValue().length() > 24 ? e.getValue().length() + "ch" : e.getValue().replace('\u0000', '|')))
                .collect(Collectors.joining(" "));
    }

    /** One kept-alive HTTP/1.1 connection, read on this thread, so that this thread's CPU is all the client's. */
    private static final class Client implements AutoCloseable {
        private final Socket socket;
        private final OutputStream out;
        private final InputStream in;

        Client(int port) throws IOException {
            socket = new Socket(InetAddress.getLoopbackAddress(), port);
            socket.setTcpNoDelay(true);
            out = socket.getOutputStream();
            in = new BufferedInputStream(socket.getInputStream(), 1 << 16);
        }

        /** A request ready to send, with where its serial goes. */
        record Prepared(byte[] bytes, int serialAt) {
        }

        /**
         * The request for {@code candidate}, its partition value ending in six digits that {@link #cost} changes before
         * each send, so that no answer comes from the rendered cache and the client builds nothing per send.
         */
        static Prepared prepare(Candidate candidate) {
            Map<String, String> fresh = new LinkedHashMap<>(candidate.params());
            fresh.put("pkValue", fresh.getOrDefault("pkValue", "P") + SERIAL);
            String request = request(candidate.route(), new Candidate(candidate.route(), fresh).target());
            return new Prepared(request.getBytes(StandardCharsets.ISO_8859_1), request.indexOf(SERIAL));
        }

        /** A GET of {@code target} as a browser sends it on {@code route}: htmx's headers for a live update or an edit. */
        static String request(String route, String target) {
            return "GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/html\r\nAccept-Encoding: gzip\r\n"
                    + (route.equals("htmx") || route.equals("edit-fix-all")
                    ? "HX-Request: true\r\nHX-Target: " + (route.equals("htmx") ? "output" : "app") + "\r\n" : "")
                    + "\r\n";
        }

        Cost cost(Candidate candidate) throws IOException {
            return cost(prepare(candidate));
        }

        Cost cost(Prepared prepared) throws IOException {
            byte[] request = prepared.bytes();
            int number = serial++ % 1_000_000;
            for (int i = 5; i >= 0; i--, number /= 10) {
                request[prepared.serialAt() + i] = (byte) ('0' + number % 10);
            }
            long me = Thread.currentThread().getId();
            long cpu0 = othersCpu(me);
            long all0 = THREADS.getTotalThreadAllocatedBytes();
            long myBytes0 = THREADS.getThreadAllocatedBytes(me);
            out.write(request);
            out.flush();
            int[] answer = read();
            long cpu = othersCpu(me) - cpu0;
            long allocated = THREADS.getTotalThreadAllocatedBytes() - all0 - (THREADS.getThreadAllocatedBytes(me) - myBytes0);
            return new Cost(cpu / 1e6, allocated / 1048576.0, answer[0], answer[1]);
        }

        /**
         * The CPU time of every thread but this one, in nanoseconds (the process's own figure counts in 10 ms ticks). A
         * thread that ended within the measurement is lost, and the server's pool keeps its threads.
         */
        private static long othersCpu(long me) {
            long total = 0;
            for (long id : THREADS.getAllThreadIds()) {
                if (id != me) {
                    total += Math.max(0, THREADS.getThreadCpuTime(id));
                }
            }
            return total;
        }

        /** The status and the body's length; the body is read and dropped. */
        private int[] read() throws IOException {
            String status = line();
            int code = Integer.parseInt(status.substring(9, 12));
            int length = -1;
            boolean chunked = false;
            for (String header = line(); !header.isEmpty(); header = line()) {
                String lower = header.toLowerCase(Locale.ROOT);
                if (lower.startsWith("content-length:")) {
                    length = Integer.parseInt(lower.substring(15).trim());
                } else if (lower.startsWith("transfer-encoding:") && lower.contains("chunked")) {
                    chunked = true;
                }
            }
            int bytes = 0;
            if (chunked) {
                for (int size = Integer.parseInt(line().trim(), 16); size > 0; size = Integer.parseInt(line().trim(), 16)) {
                    bytes += skip(size);
                    line();
                }
                line();
            } else if (length >= 0) {
                bytes = skip(length);
            }
            return new int[] {code, bytes};
        }

        private int skip(int count) throws IOException {
            int left = count;
            while (left > 0) {
                long skipped = in.skip(left);
                if (skipped <= 0) {
                    if (in.read() < 0) {
                        throw new IOException("connection closed mid-body");
                    }
                    skipped = 1;
                }
                left -= (int) skipped;
            }
            return count;
        }

        private String line() throws IOException {
            ByteArrayOutputStream line = new ByteArrayOutputStream();
            for (int b = in.read(); b != '\n'; b = in.read()) {
                if (b < 0) {
                    throw new IOException("connection closed");
                }
                if (b != '\r') {
                    line.write(b);
                }
            }
            return line.toString(StandardCharsets.ISO_8859_1);
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }
}
