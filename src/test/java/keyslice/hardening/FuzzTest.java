package keyslice.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import keyslice.testing.Answer;
import keyslice.testing.Dynalite;
import keyslice.testing.DynaliteExtension;
import keyslice.testing.RawHttp;
import keyslice.testing.RunningApp;
import keyslice.web.AppConfig;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A few thousand mutated query strings thrown at every route: no 5xx, no stack trace in a body, and every response
 * is valid HTML or JSON.
 *
 * <p>Each request {@code i} is generated from {@code new Random(seed * 1_000_003 + i)} alone, so a run replays exactly
 * with {@code -Dkeyslice.seed=<seed>} (printed on failure), and one request with {@code -Dkeyslice.fuzz.only=<i>}.
 * {@code -Dkeyslice.fuzz.count} (default 3000) and {@code -Dkeyslice.fuzz.seconds} (default 25, a budget: the run stops
 * early on a slow machine and says how many it sent) size it. The preview runs against the run-wide dynalite.
 */
@ExtendWith(DynaliteExtension.class)
@Timeout(value = 90, unit = TimeUnit.SECONDS)
@Tag("fuzz")
class FuzzTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    static final long SEED = Long.getLong("keyslice.seed", System.currentTimeMillis());
    static final int COUNT = Integer.getInteger("keyslice.fuzz.count", 3000);
    static final long BUDGET_SECONDS = Long.getLong("keyslice.fuzz.seconds", 25);
    static final int ONLY = Integer.getInteger("keyslice.fuzz.only", -1);
    static final int MAX_REPORTED = 25;

    @RegisterExtension
    static final RunningApp app = RunningApp.withSharedDynalite(
            new AppConfig(Optional.empty(), "*", 1_000_000, 1_000_000), UnaryOperator.identity());

    private static String table;

    @BeforeAll
    static void createTable(Dynalite engine) {
        table = Dynalite.uniqueTableName("Fuzz");
        engine.createTable("{\"TableName\":\"" + table
                + "\",\"AttributeDefinitions\":[{\"AttributeName\":\"PK\",\"AttributeType\":\"S\"},"
                + "{\"AttributeName\":\"SK\",\"AttributeType\":\"S\"}],\"KeySchema\":[{\"AttributeName\":\"PK\",\"KeyType\":\"HASH\"},"
                + "{\"AttributeName\":\"SK\",\"KeyType\":\"RANGE\"}],\"BillingMode\":\"PAY_PER_REQUEST\"}");
        for (String sk : List.of(
                "root/", "root/photos/", "root/photos/2026/", "root/photos/2026/beach.jpg", "root/photos-old/x")) {
            engine.call(
                            "PutItem",
                            "{\"TableName\":\"" + table + "\",\"Item\":{\"PK\":{\"S\":\"DRIVE#a91\"},\"SK\":{\"S\":\""
                                    + sk + "\"}}}")
                    .assertOk();
        }
    }

    // --- the routes ------------------------------------------------------------------------------------------

    /** What a route answers when all is well. */
    /** FILE: the state file, JSON when it is answered and keyslice's refusal page when it is not (a browser asked for it). */
    enum Expect {
        PAGE,
        OUTPUT_PARTIAL,
        APP_PARTIAL,
        PREVIEW_PARTIAL,
        SNIPPET,
        DESIGN,
        SHARE,
        DATALIST,
        JSON,
        FILE,
        REDIRECT_OR_PAGE
    }

    record Route(String name, String method, String path, Expect expect, String... headers) {}

    static final String FORM = "application/x-www-form-urlencoded";

    static List<Route> routes(int port) {
        String origin = "http://127.0.0.1:" + port;
        return List.of(
                new Route("page", "GET", "/", Expect.PAGE),
                new Route(
                        "page htmx output",
                        "GET",
                        "/",
                        Expect.OUTPUT_PARTIAL,
                        "HX-Request",
                        "true",
                        "HX-Target",
                        "output"),
                new Route("page htmx app", "GET", "/", Expect.APP_PARTIAL, "HX-Request", "true", "HX-Target", "app"),
                new Route(
                        "page htmx history restore",
                        "GET",
                        "/",
                        Expect.PAGE,
                        "HX-Request",
                        "true",
                        "HX-History-Restore-Request",
                        "true"),
                new Route("page posted", "POST", "/", Expect.PAGE, "Content-Type", FORM),
                new Route(
                        "page posted htmx",
                        "POST",
                        "/",
                        Expect.OUTPUT_PARTIAL,
                        "Content-Type",
                        FORM,
                        "HX-Request",
                        "true",
                        "HX-Target",
                        "output"),
                new Route("state file", "GET", "/state", Expect.FILE),
                new Route("state file posted", "POST", "/state", Expect.FILE, "Content-Type", FORM),
                new Route("snippet", "GET", "/snippet", Expect.SNIPPET, "HX-Request", "true"),
                new Route("design", "GET", "/design", Expect.DESIGN, "HX-Request", "true"),
                new Route("share", "GET", "/share", Expect.SHARE, "HX-Request", "true"),
                new Route("embed", "GET", "/embed", Expect.PAGE),
                new Route("oembed", "GET", "/oembed", Expect.JSON),
                new Route("api query", "GET", "/api/v1/query", Expect.JSON),
                new Route("explain page", "GET", "/explain", Expect.PAGE),
                new Route(
                        "api explain",
                        "POST",
                        "/api/v1/explain",
                        Expect.JSON,
                        "Content-Type",
                        "text/plain; charset=utf-8"),
                new Route(
                        "api design",
                        "POST",
                        "/api/v1/design",
                        Expect.JSON,
                        "Content-Type",
                        "application/json; charset=utf-8"),
                new Route(
                        "api design create",
                        "POST",
                        "/api/v1/design/create",
                        Expect.JSON,
                        "Origin",
                        origin,
                        "Content-Type",
                        "application/json; charset=utf-8"),
                new Route(
                        "api design run",
                        "POST",
                        "/api/v1/design/run",
                        Expect.JSON,
                        "Origin",
                        origin,
                        "Content-Type",
                        "application/json; charset=utf-8"),
                new Route("api design link", "GET", "/api/v1/design", Expect.JSON),
                new Route("designs page", "GET", "/designs", Expect.PAGE),
                new Route("designs posted", "POST", "/designs", Expect.PAGE, "Content-Type", FORM),
                new Route("designs live", "POST", "/designs/live", Expect.PAGE, "Origin", origin, "Content-Type", FORM),
                new Route("designs edit", "POST", "/designs/edit", Expect.PAGE, "Content-Type", FORM),
                new Route("design card", "GET", "/designs/card", Expect.PAGE),
                new Route("design from a query", "GET", "/designs/query", Expect.PAGE),
                new Route("a query added to a design", "GET", "/designs/add", Expect.PAGE),
                new Route("api preview", "GET", "/api/v1/preview", Expect.JSON),
                new Route("api tables", "GET", "/api/v1/tables", Expect.JSON),
                new Route("healthz", "GET", "/healthz", Expect.JSON),
                new Route("readyz", "GET", "/readyz", Expect.JSON),
                new Route("table options", "GET", "/preview/tables", Expect.DATALIST, "HX-Request", "true"),
                new Route("index options", "GET", "/preview/indexes", Expect.DATALIST, "HX-Request", "true"),
                new Route(
                        "demo data",
                        "POST",
                        "/preview/demo-data",
                        Expect.REDIRECT_OR_PAGE,
                        "Origin",
                        origin,
                        "Content-Type",
                        FORM),
                new Route("run", "POST", "/run", Expect.PAGE, "Origin", origin, "Content-Type", FORM),
                new Route(
                        "run htmx",
                        "POST",
                        "/run",
                        Expect.PREVIEW_PARTIAL,
                        "Origin",
                        origin,
                        "Content-Type",
                        FORM,
                        "HX-Request",
                        "true",
                        "HX-Target",
                        "preview"));
    }

    /** Valid query strings, each a realistic state of the builder. */
    static List<String> seeds(String table, int port) {
        String t = table;
        return List.of(
                "table=" + t
                        + "&pk=PK&pkValue=DRIVE%23a91&sk=SK&op=begins_with&seg=root&seg=photos&delim=%2F&trail=true",
                "v=1&table=" + t
                        + "&pk=PK&pkValue=DRIVE%23a91&sk=SK&op=between&value=root%2Fa&to=root%2Fz&order=desc&limit=2",
                "pk=id&pkType=N&pkValue=42&sk=ts&skType=N&op=ge&value=1700000000&names=minimal",
                "table=" + t + "&index=ByDate&pk=gpk&pkValue=x&sk=gsk&op=lt&value=2026-01-01",
                "pk=PK&pkType=B&pkValue=AAEC&sk=SK&skType=B&op=eq&value=%2F%2F8%3D",
                "pk=PK&pkValue=USER%231&sk=SK&op=between&seg=ORDER&seg=2026&toSeg=ORDER&toSeg=2027&delim=%23"
                        + "&samples=ORDER%232025%0AORDER%232026%2301%0AORDER%232027",
                "lang=go&table=" + t + "&pk=PK&pkValue=DRIVE%23a91&sk=SK&op=gt&value=root%2F&order=desc",
                "pk=PK&pkValue=a&sk=SK&seg=a&seg=b&edit=seg-add",
                "pk=PK&pkValue=a&sk=SK&seg=a&seg=b&edit=seg-up%3A2",
                "pk=PK&pkValue=a&sk=SK&seg=7&edit=seg-pad%3A1&padWidth=6",
                "pk=PK&pkValue=a&sk=SK&op=between&value=x&edit=copy-lower",
                "table=" + t + "&edit=use-table",
                "table=" + t
                        + "&pk=PK&pkValue=DRIVE%23a91&sk=SK&op=begins_with&value=root%2F&limit=1&startKey=eyJQSyI6eyJTIjoiYSJ9fQ",
                "url=http%3A%2F%2F127.0.0.1%3A" + port
                        + "%2F%3Fv%3D1%26pk%3DPK%26pkValue%3Da&maxwidth=300&maxheight=200&format=json",
                "pk=PK&pkValue=%F0%9F%98%80&sk=SK&op=begins_with&value=%E2%80%AE%D7%90&samples=%C3%A9%0Ae%CC%81",
                DESIGN + "&theme=dark",
                "design=" + java.net.URLEncoder.encode(DESIGN_FILE, StandardCharsets.UTF_8) + "&action=check",
                "url=http%3A%2F%2F127.0.0.1%3A" + port + "%2Fdesigns%3F" + DESIGN.replace("=", "%3D")
                        + "&maxheight=100",
                "text=aws+dynamodb+query+--table-name+T+--key-condition-expression+%27PK+%3D+%3Ap%27+--expression-attribute-values+"
                        + "%27%7B%22%3Ap%22%3A%7B%22S%22%3A%22a%22%7D%7D%27");
    }

    /** A small design: a table with an index, an item and two patterns. */
    static final String DESIGN_FILE = "{\"tables\":[{\"TableName\":\"Shop\",\"AttributeDefinitions\":["
            + "{\"AttributeName\":\"PK\",\"AttributeType\":\"S\"},{\"AttributeName\":\"s\",\"AttributeType\":\"S\"}],"
            + "\"KeySchema\":[{\"AttributeName\":\"PK\",\"KeyType\":\"HASH\"}],\"GlobalSecondaryIndexes\":[{\"IndexName\":"
            + "\"ByS\",\"KeySchema\":[{\"AttributeName\":\"s\",\"KeyType\":\"HASH\"}],\"Projection\":{\"ProjectionType\":"
            + "\"ALL\"}}]}],\"items\":{\"Shop\":[{\"PutRequest\":{\"Item\":{\"PK\":{\"S\":\"a\"},\"s\":{\"S\":\"x\"}}}}]},"
            + "\"access_patterns\":[{\"pattern\":\"1\",\"description\":\"by s\",\"table\":\"Shop\",\"index\":\"ByS\","
            + "\"dynamodb_operation\":\"Query\",\"implementation\":\"aws dynamodb query --table-name Shop --index-name ByS"
            + " --key-condition-expression 's = :s' --expression-attribute-values '{\\\":s\\\":{\\\"S\\\":\\\"x\\\"}}'\"},"
            + "{\"pattern\":\"2\",\"description\":\"all\",\"table\":\"Shop\",\"dynamodb_operation\":\"Scan\"}]}";

    /** Its link's query: {@code d=…}. */
    static final String DESIGN = keyslice.web.designs.DesignLink.of(DESIGN_FILE)
            .permalink()
            .orElseThrow()
            .substring("/designs?".length());

    // --- the mutations ------------------------------------------------------------------------------------------

    static final String[] NAMES = {
        "table",
        "index",
        "pk",
        "pkType",
        "pkValue",
        "sk",
        "skType",
        "op",
        "value",
        "seg",
        "to",
        "toSeg",
        "delim",
        "trail",
        "order",
        "limit",
        "names",
        "samples",
        "edit",
        "startKey",
        "page",
        "pageKey",
        "nav",
        "v",
        "url",
        "format",
        "maxwidth",
        "maxheight",
        "padWidth",
        "isoDigits",
        "endpoint",
        "dynamodbEndpoint",
        "region",
        "__proto__",
        "a[]",
        "x.y",
        ""
    };
    static final String[] ESCAPES = {
        "%",
        "%G1",
        "%4",
        "%%",
        "%00",
        "%01",
        "%1F",
        "%7F",
        "%FF",
        "%C0%AF",
        "%ED%A0%80",
        "%E2%82",
        "%80",
        "%F4%90%80%80",
        "%EF%BB%BF",
        "%EF%BF%BD",
        "%0D%0A",
        "%26",
        "%3D",
        "%2B",
        "%25",
        "%23",
        "%C2%85",
        "%E2%80%A8"
    };
    static final String[] PAYLOADS = {
        "<script>alert(1)</script>",
        "\"><img src=x onerror=alert(1)>",
        "'><svg onload=alert(1)>",
        "javascript:alert(1)",
        "${7*7}",
        "{{7*7}}",
        "<!--",
        "]]>",
        "</textarea><script>alert(1)</script>",
        "\u0000",
        "\\",
        "'\"`",
        "#pk",
        ":pk",
        "AND",
        "begins_with(",
        "\u202e",
        "\ufeff",
        "𝌆",
        "😀",
        "\ud7ff",
        "NaN",
        "-1",
        "1e309",
        "0x10",
        "99999999999999999999"
    };

    /** The mutated query string (or body) as raw bytes; spaces, CR and LF are escaped when it is a request target. */
    static byte[] mutate(Random r, String seed) {
        List<String> pairs = new ArrayList<>(List.of(seed.split("&")));
        int ops = 1 + r.nextInt(4);
        for (int op = 0; op < ops; op++) {
            switch (r.nextInt(10)) {
                case 0 -> { // duplicate a parameter
                    if (!pairs.isEmpty()) {
                        pairs.add(r.nextInt(pairs.size() + 1), pairs.get(r.nextInt(pairs.size())));
                    }
                }
                case 1 -> { // drop a parameter
                    if (!pairs.isEmpty()) {
                        pairs.remove(r.nextInt(pairs.size()));
                    }
                }
                case 2 ->
                    pairs.add(r.nextInt(pairs.size() + 1), pick(r, NAMES) + "=" + randomValue(r)); // a random parameter
                case 3 -> { // a huge value
                    int size = r.nextInt(10) == 0 ? 30_000 + r.nextInt(20_000) : 1000 + r.nextInt(8000);
                    String unit =
                            r.nextBoolean() ? "a" : pick(r, new String[] {"%F0%9F%98%80", "%00", "x%2F", "%23", "%0A"});
                    pairs.add(pick(r, NAMES) + "=" + unit.repeat(Math.max(1, size / unit.length())));
                }
                case 4 -> { // rename a parameter
                    if (!pairs.isEmpty()) {
                        int i = r.nextInt(pairs.size());
                        String pair = pairs.get(i);
                        int eq = pair.indexOf('=');
                        pairs.set(i, pick(r, NAMES) + (eq < 0 ? "" : pair.substring(eq)));
                    }
                }
                case 5 -> { // a payload in a value, encoded or raw
                    if (!pairs.isEmpty()) {
                        int i = r.nextInt(pairs.size());
                        String payload = pick(r, PAYLOADS);
                        pairs.set(i, pairs.get(i) + (r.nextBoolean() ? encode(payload) : payload));
                    }
                }
                default -> { // byte-level edits come after joining
                }
            }
        }
        String joined = String.join("&", pairs);
        byte[] bytes = joined.getBytes(StandardCharsets.UTF_8);
        int byteOps = r.nextInt(4);
        for (int op = 0; op < byteOps; op++) {
            bytes = byteEdit(r, bytes);
        }
        return bytes;
    }

    private static byte[] byteEdit(Random r, byte[] in) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int at = in.length == 0 ? 0 : r.nextInt(in.length + 1);
        switch (r.nextInt(6)) {
            case 0 -> { // insert a byte
                out.write(in, 0, at);
                out.write(randomByte(r));
                out.write(in, at, in.length - at);
            }
            case 1 -> { // delete a range
                int len = Math.min(in.length - at, 1 + r.nextInt(8));
                out.write(in, 0, at);
                out.write(in, at + len, in.length - at - len);
            }
            case 2 -> { // replace a byte
                out.write(in, 0, at);
                if (at < in.length) {
                    out.write(randomByte(r));
                    out.write(in, at + 1, in.length - at - 1);
                }
            }
            case 3 -> { // a random or broken escape
                out.write(in, 0, at);
                String esc = r.nextBoolean() ? pick(r, ESCAPES) : String.format("%%%02X", r.nextInt(256));
                out.writeBytes(esc.getBytes(StandardCharsets.US_ASCII));
                out.write(in, at, in.length - at);
            }
            case 4 -> { // random Unicode, percent-encoded or raw UTF-8
                out.write(in, 0, at);
                String text = randomUnicode(r);
                out.writeBytes((r.nextBoolean() ? encode(text) : text).getBytes(StandardCharsets.UTF_8));
                out.write(in, at, in.length - at);
            }
            default -> { // a structural character
                out.write(in, 0, at);
                out.write(pick(r, new String[] {"&", "=", "%", "+", "#", "?", ";", "/", "&&", "==", "=&"})
                        .getBytes(StandardCharsets.US_ASCII)[0]);
                out.write(in, at, in.length - at);
            }
        }
        return out.toByteArray();
    }

    private static int randomByte(Random r) {
        return switch (r.nextInt(4)) {
            case 0 -> r.nextInt(32);
            case 1 -> 0x80 + r.nextInt(128);
            default -> 0x21 + r.nextInt(0x5e);
        };
    }

    private static String randomValue(Random r) {
        return switch (r.nextInt(4)) {
            case 0 -> encode(randomUnicode(r));
            case 1 -> encode(pick(r, PAYLOADS));
            case 2 -> pick(r, ESCAPES);
            default -> Integer.toString(r.nextInt());
        };
    }

    private static String randomUnicode(Random r) {
        StringBuilder s = new StringBuilder();
        int n = 1 + r.nextInt(12);
        for (int i = 0; i < n; i++) {
            int cp = switch (r.nextInt(6)) {
                case 0 -> r.nextInt(0x80);
                case 1 -> 0x80 + r.nextInt(0x780);
                case 2 -> 0x800 + r.nextInt(0xD000);
                case 3 -> 0xE000 + r.nextInt(0x2000);
                case 4 -> 0x10000 + r.nextInt(0x100000 - 0x10000);
                default ->
                    pick(r, new Integer[] {0, 0x7f, 0x85, 0x2028, 0x202e, 0xfeff, 0xfffd, 0xffff, 0x10ffff, 0x1f600});
            };
            s.appendCodePoint(cp);
        }
        return s.toString();
    }

    static String encode(String s) {
        return java.net.URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    @SafeVarargs
    private static <T> T pick(Random r, T... options) {
        return options[r.nextInt(options.length)];
    }

    /**
     * As a request target: raw space, tab, CR and LF would end the request line, and other raw control bytes are refused by
     * Jetty before routing, so they go out escaped (raw bytes above 0x7F stay raw). POST bodies keep every byte.
     */
    static byte[] asTarget(String path, byte[] query) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(path.getBytes(StandardCharsets.US_ASCII));
        out.write('?');
        for (byte b : query) {
            switch (b) {
                case ' ' -> out.writeBytes("%20".getBytes(StandardCharsets.US_ASCII));
                case '\t' -> out.writeBytes("%09".getBytes(StandardCharsets.US_ASCII));
                case '\r' -> out.writeBytes("%0D".getBytes(StandardCharsets.US_ASCII));
                case '\n' -> out.writeBytes("%0A".getBytes(StandardCharsets.US_ASCII));
                default -> {
                    if ((b >= 0 && b < 0x20) || b == 0x7f) {
                        // other raw control bytes only earn Jetty's 400 "Illegal character": send them escaped
                        out.writeBytes(String.format("%%%02X", b).getBytes(StandardCharsets.US_ASCII));
                    } else {
                        out.write(b);
                    }
                }
            }
        }
        return out.toByteArray();
    }

    // --- the run ------------------------------------------------------------------------------------------------

    /** The fuzzed routes are the app's own table; static files take no parameters. */
    @Test
    void everyRouteOfTheAppIsFuzzed() {
        java.util.Set<String> fuzzed = new java.util.TreeSet<>();
        routes(app.port()).forEach(route -> fuzzed.add(route.method() + " " + route.path()));
        java.util.Set<String> served = new java.util.TreeSet<>();
        keyslice.web.Routes.of(
                        keyslice.web.AppConfig.defaults(),
                        new keyslice.preview.DynamoPreview(keyslice.preview.PreviewConfig.disabled()),
                        new keyslice.web.http.Json())
                .stream()
                .filter(route -> keyslice.web.http.Assets.ALL.stream()
                        .noneMatch(asset -> asset.path().equals(route.path())))
                .forEach(route -> served.add(route.method() + " " + route.path()));
        assertEquals(served, fuzzed);
    }

    @Test
    void mutatedQueryStringsOnEveryRouteNeverBreakTheServer() throws Exception {
        int port = app.port();
        List<Route> routes = routes(port);
        List<String> seeds = seeds(table, port);
        List<String> failures = Collections.synchronizedList(new ArrayList<>());
        Map<String, AtomicInteger> statuses = new ConcurrentHashMap<>();
        AtomicInteger sent = new AtomicInteger();
        AtomicInteger jettyRejections = new AtomicInteger();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(BUDGET_SECONDS);
        ExecutorService pool = Executors.newFixedThreadPool(4, r -> {
            Thread t = new Thread(r, "fuzz-client");
            t.setDaemon(true);
            return t;
        });
        List<Future<?>> futures = new ArrayList<>();
        for (int i = 0; i < COUNT; i++) {
            if (ONLY >= 0 && i != ONLY) {
                continue;
            }
            int index = i;
            futures.add(pool.submit(() -> {
                if (System.nanoTime() > deadline || failures.size() >= MAX_REPORTED) {
                    return;
                }
                Random random = new Random(SEED * 1_000_003L + index);
                Route route = routes.get(random.nextInt(routes.size()));
                byte[] query = mutate(random, seeds.get(random.nextInt(seeds.size())));
                String shown = route.method() + " " + route.path() + " " + route.name() + " #" + index + ": "
                        + Answer.shorten(new String(query, StandardCharsets.ISO_8859_1), 400);
                try {
                    Answer response = route.method().equals("POST")
                            ? RawHttp.sendRaw(
                                    port,
                                    "POST",
                                    route.path().getBytes(StandardCharsets.US_ASCII),
                                    query,
                                    20_000,
                                    route.headers())
                            : RawHttp.sendRaw(
                                    port, "GET", asTarget(route.path(), query), null, 20_000, route.headers());
                    sent.incrementAndGet();
                    statuses.computeIfAbsent(route.name() + " " + response.status(), k -> new AtomicInteger())
                            .incrementAndGet();
                    String problem = judge(route, query, response);
                    if (problem != null && problem.startsWith("jetty:")) {
                        jettyRejections.incrementAndGet();
                    } else if (problem != null) {
                        failures.add(shown + "\n    -> " + problem + "\n    -> " + response);
                    }
                } catch (IOException e) {
                    failures.add(shown + "\n    -> no answer: " + e);
                }
            }));
        }
        for (Future<?> f : futures) {
            f.get(120, TimeUnit.SECONDS);
        }
        pool.shutdownNow();
        String summary = "fuzz seed " + SEED + " (replay: -Dkeyslice.seed=" + SEED + "): " + sent.get()
                + " requests sent of " + COUNT
                + (sent.get() < COUNT && ONLY < 0 ? " (time budget of " + BUDGET_SECONDS + " s reached)" : "") + ", "
                + jettyRejections.get() + " refused by Jetty before routing; statuses " + new TreeMap<>(statuses);
        System.out.println(summary);
        if (!failures.isEmpty()) {
            fail(summary + "\n" + failures.size() + " failure(s):\n"
                    + String.join("\n", failures.subList(0, Math.min(MAX_REPORTED, failures.size()))));
        }
        assertTrue(ONLY >= 0 || sent.get() >= Math.min(COUNT, 300), summary);
    }

    // --- the judgement ------------------------------------------------------------------------------------------
    //
    // The judgement reads the body as raw text, not through an HTML parser, on purpose: a parser would hide what it
    // looks for. Markup that lands inside a textarea, a title or a comment, or a tag left unbalanced, becomes text or
    // is repaired by the parser, yet it still shows that input reached the page unescaped; the raw scan flags it.

    /** A start tag and its attributes, read as a browser reads them: quoted values may hold escaped markup; "/" separates. */
    private static final Pattern START_TAG = Pattern.compile(
            "<[a-zA-Z][^\\s/>]*+((?:[\\s/]++[^\\s=/>]++(?:\\s*+=\\s*+(?:\"[^\"]*+\"|'[^']*+'|[^\\s\"'>]++))?+)*+)\\s*+/?>");

    private static final Pattern ATTRIBUTE =
            Pattern.compile("[\\s/]++([^\\s=/>]++)(?:\\s*+=\\s*+(?:\"[^\"]*+\"|'[^']*+'|[^\\s\"'>]++))?+");
    private static final Pattern SCRIPT_TAG = Pattern.compile("(?i)<script\\b([^>]*)>");
    private static final Pattern JS_URL = Pattern.compile("(?i)(href|src|action)\\s*=\\s*\"\\s*javascript:");
    private static final List<String> BALANCED = List.of(
            "div",
            "section",
            "form",
            "ul",
            "ol",
            "table",
            "select",
            "textarea",
            "pre",
            "script",
            "button",
            "datalist",
            "main",
            "header",
            "footer",
            "details",
            "fieldset",
            "nav",
            "code");

    /** Null when the answer is acceptable; "jetty: ..." for Jetty's own refusal of a malformed request; else why not. */
    static String judge(Route route, byte[] query, Answer r) {
        String body = r.body();
        String trace = StackTraces.in(body);
        if (trace != null) {
            return "stack trace in the body: " + trace;
        }
        String ascii = new String(query, StandardCharsets.ISO_8859_1);
        if (r.status() >= 500) {
            boolean oembedFormat = route.path().equals("/oembed")
                    && r.status() == 501
                    && ascii.contains("format=")
                    && body.equals("only format=json is supported");
            if (!oembedFormat) {
                return "a " + r.status() + " answer";
            }
            return null; // oEmbed 1.0 prescribes 501 for an unsupported format
        }
        if (r.status() == 429) {
            return "rate limited despite the test's unlimited config";
        }
        if (r.isHtml() && r.contentType().contains("iso-8859-1") && body.contains("<h2>HTTP ERROR ")) {
            return r.status() == 400 || r.status() == 414 || r.status() == 431
                    ? "jetty: " + r.status()
                    : "Jetty error page with status " + r.status();
        }
        if (r.status() == 414 && r.isHtml() && body.contains("id=\"refusal-title\"")) {
            return null; // a request line too long for Jetty to read has no route: keyslice's page answers it
        }
        if (r.isJson()) {
            JsonNode json;
            try {
                json = JSON.readTree(r.bodyBytes());
            } catch (IOException e) {
                return "JSON that does not parse: " + e.getMessage();
            }
            if (r.status() >= 400) {
                JsonNode errors = json.path("errors");
                if (!errors.isArray() || errors.isEmpty()) {
                    return "an error answer without errors[]";
                }
                for (JsonNode e : errors) {
                    if (!e.path("field").isTextual()
                            || e.path("message").asText().isBlank()) {
                        return "an error without field and message: " + e;
                    }
                }
                return null; // limit refusals answer JSON on every route
            }
            return route.expect() == Expect.JSON || route.expect() == Expect.FILE
                    ? null
                    : "JSON where " + route.expect() + " was expected";
        }
        if (route.expect() == Expect.JSON) {
            return "not JSON: " + r.contentType();
        }
        if (route.expect() == Expect.REDIRECT_OR_PAGE) {
            boolean redirect = r.status() == 303
                    && r.header("Location") != null
                    && r.header("Location").startsWith("/?");
            // A refusal or failure is the builder page with the reason in the preview panel, never a bare text page.
            String page = body.strip();
            boolean refusal = r.status() >= 400
                    && r.status() < 600
                    && r.isHtml()
                    && page.startsWith("<!DOCTYPE html>")
                    && page.endsWith("</html>")
                    && (page.contains("id=\"engine-error\"")
                            // A body too large is refused before it is read: keyslice's refusal page, which says what
                            // to do.
                            || r.status() == 413 && page.contains("id=\"refusal-title\""));
            return redirect || refusal
                    ? null
                    : "neither a redirect nor the page with the refusal: " + r.status() + " " + r.contentType();
        }
        if (r.status() >= 400
                && r.isHtml()
                && (body.contains("<h2 id=\"refusal-title\">")
                        || "none".equals(r.header("HX-Reswap")) && body.strip().startsWith("<p id=\"notice\""))) {
            return null; // a refusal for a browser: keyslice's page, or for the page's script a notice for its status
            // line
        }
        if (route.expect() == Expect.FILE) {
            return "neither the state file nor keyslice's refusal page: " + r.status() + " " + r.contentType();
        }
        if (r.status() == 303 && route.path().equals("/")) {
            String location = r.header("Location");
            return location != null && location.startsWith("/?") ? null : "a redirect to " + location;
        }
        if (r.status() == 303 && route.path().equals("/designs/edit")) {
            String location = r.header("Location");
            return location != null && location.startsWith("/designs?d=") ? null : "a redirect to " + location;
        }
        // A limit's refusal on the routes a browser opens: keyslice's page, or for htmx the notice that swaps nothing
        // else.
        boolean refusalPage = body.strip().startsWith("<!DOCTYPE html>") && body.contains("id=\"refusal-title\"");
        boolean notice = body.startsWith("<p id=\"notice\"") && "none".equals(r.header("HX-Reswap"));
        if (r.status() >= 400 && r.isHtml() && (refusalPage || notice)) {
            return null;
        }
        if (r.status() != 200) {
            return "status " + r.status() + " from an HTML route";
        }
        if (!r.isHtml()) {
            return "not HTML: " + r.contentType();
        }
        String trimmed = body.strip();
        boolean edit = ascii.contains("edit=") || ascii.contains("edit%3D");
        String shape = switch (route.expect()) {
            case PAGE ->
                trimmed.startsWith("<!DOCTYPE html>") && trimmed.endsWith("</html>") && count(trimmed, "</html>") == 1
                        ? null
                        : "not a whole document";
            case OUTPUT_PARTIAL ->
                trimmed.startsWith("<section id=\"output\"") || (edit && trimmed.startsWith("<div id=\"app\""))
                        ? null
                        : "not the output partial";
            case APP_PARTIAL -> trimmed.startsWith("<div id=\"app\"") ? null : "not the app partial";
            case PREVIEW_PARTIAL -> trimmed.startsWith("<section id=\"preview\"") ? null : "not the preview partial";
            case SNIPPET -> trimmed.startsWith("<div class=\"block\"") ? null : "not a snippet's code block";
            case DESIGN -> trimmed.startsWith("<p") ? null : "not the design comparison's body";
            case SHARE -> trimmed.startsWith("<div class=\"embed-options\"") ? null : "not the share section's body";
            case DATALIST ->
                trimmed.startsWith("<datalist id=\"") && trimmed.endsWith("</datalist>") ? null : "not the datalist";
            case JSON, FILE, REDIRECT_OR_PAGE -> "unreachable";
        };
        if (shape != null) {
            return shape + ": starts " + Answer.shorten(trimmed, 80);
        }
        if (route.expect() != Expect.PAGE && trimmed.contains("<html")) {
            return "a partial with a whole document in it";
        }
        for (String tag : BALANCED) {
            int open = countTag(trimmed, "<" + tag);
            int close = count(trimmed.toLowerCase(Locale.ROOT), "</" + tag + ">");
            if (open != close) {
                return "unbalanced <" + tag + ">: " + open + " opened, " + close + " closed";
            }
        }
        String handler = eventHandler(trimmed);
        if (handler != null) {
            return "an inline event handler: " + Answer.shorten(handler, 120);
        }
        Matcher script = SCRIPT_TAG.matcher(trimmed);
        while (script.find()) {
            if (!script.group(1).contains("src=\"/")) {
                return "a script element that does not load one of keyslice's files: " + script.group();
            }
        }
        if (JS_URL.matcher(trimmed).find()) {
            return "a javascript: URL in an attribute";
        }
        return null;
    }

    /** The first start tag with an {@code on…} attribute, or null. */
    static String eventHandler(String html) {
        Matcher tag = START_TAG.matcher(html);
        while (tag.find()) {
            Matcher attribute = ATTRIBUTE.matcher(tag.group(1));
            while (attribute.find()) {
                if (attribute.group(1).toLowerCase(Locale.ROOT).startsWith("on")) {
                    return tag.group();
                }
            }
        }
        return null;
    }

    private static int countTag(String html, String start) {
        int n = 0;
        String lower = html.toLowerCase(Locale.ROOT);
        for (int i = lower.indexOf(start); i >= 0; i = lower.indexOf(start, i + 1)) {
            int after = i + start.length();
            if (after < lower.length()
                    && (lower.charAt(after) == ' ' || lower.charAt(after) == '>' || lower.charAt(after) == '\n')) {
                n++;
            }
        }
        return n;
    }

    private static int count(String haystack, String needle) {
        int n = 0;
        for (int i = haystack.indexOf(needle); i >= 0; i = haystack.indexOf(needle, i + needle.length())) {
            n++;
        }
        return n;
    }
}
