package keyslice.preview;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyOrder;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.ReadOrder;
import keyslice.domain.key.SortKeyCondition;
import keyslice.domain.key.SortOperator;
import keyslice.domain.key.SortRange;
import keyslice.domain.sample.Slice;
import keyslice.testing.CpuTime;
import keyslice.testing.Dynalite;
import keyslice.testing.EngineKind;
import keyslice.testing.TestEngine;
import keyslice.testing.WireJson;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * The slice evaluator, proven against a real engine.
 *
 * <p>Seeded generators fill one table per sort-key type (S, N, B) with partitions of 1..200 sort keys: strings from
 * ASCII (letters of both cases, digits, delimiters), Latin-1, CJK, U+E000..U+FFFF and supplementary characters
 * (emoji and beyond), often built from a shared pool of segments so that prefixes and neighbours abound; numbers of
 * 1 to 38 significant digits across the whole range 1E-130..9.99E+125, both signs, written in different textual forms;
 * binary keys with 0x00, 0x7F, 0x80, 0xFF and UTF-8 of multi-byte characters. Then random reads: every operator,
 * bounds drawn from the keys and near them (the key itself, one step above or below, a prefix that may end in the
 * middle of a character for B, an extension, a fresh value), no condition, ascending and descending, with and without
 * Limit.
 *
 * <p>Every case goes through {@link QueryCompiler} (it must be valid), then through {@link DynamoPreview#query} page by
 * page following {@code nextStartKey}; the engine's sort keys must equal {@link Slice#evaluate}: the first page its
 * matches (Limit applied), all pages together every match, in order.
 *
 * <p>It runs against dynalite and against moto. Known dynalite bugs (DynamoDB's documented order wins) are recognised
 * precisely and counted, never ignored ({@link DynaliteKeyBugs}): its BETWEEN bound check and its ExclusiveStartKey
 * check compare strings in UTF-16 (so they differ from DynamoDB only where a supplementary character meets
 * U+E000..U+FFFF), and its begins_with ExclusiveStartKey check on B decodes the bytes as UTF-8 (so it differs only
 * where a key or prefix is not well-formed UTF-8). moto has none here. Any other rejection fails the suite.
 *
 * <p>Seed: {@code -Dkeyslice.seed=N} (printed with every failure and in the summary); size:
 * {@code -Dkeyslice.differential.cases=N} per type on dynalite (default 1000) and 15 % of it on moto, whose Python
 * spends on each Query many times dynalite's CPU time, scanning the whole table (it gets 5 partitions a type, not 12);
 * {@code -Dkeyslice.differential.threads=N}.
 */
@ParameterizedClass(name = "on {0}")
@EnumSource(EngineKind.class)
@ExtendWith(EngineKind.Engines.class)
@Tag("engine")
class EvaluatorDifferentialTest {

    private static final long SEED = Long.getLong("keyslice.seed", new Random().nextLong());
    private static final int CASES_ON_DYNALITE = Integer.getInteger("keyslice.differential.cases", 1000);
    private static final int THREADS = Integer.getInteger(
            "keyslice.differential.threads",
            Math.max(2, Math.min(4, Runtime.getRuntime().availableProcessors())));
    /** Partitions per type table; moto scans a whole table for each Query, so it gets fewer (its first five). */
    private static final int PARTITIONS_ON_DYNALITE = 12;

    private static final int PARTITIONS_ON_MOTO = 5;
    private static final int MAX_PAGES_PER_CASE = 12;

    private static final Map<KeyType, String> TABLES = new EnumMap<>(KeyType.class);
    /** Per type: partition key value to its sort keys. */
    private static final Map<KeyType, Map<String, List<KeyValue>>> PARTITIONS = new EnumMap<>(KeyType.class);

    private static DynamoPreview preview;
    private static long loadMillis;
    private static int casesPerType;

    @Parameter
    EngineKind engine;

    // ================================================================== set-up

    @BeforeParameterizedClassInvocation
    static void load(EngineKind kind, EngineKind.Engines engines) {
        TABLES.clear();
        PARTITIONS.clear();
        casesPerType = kind == EngineKind.MOTO ? Math.max(40, CASES_ON_DYNALITE * 3 / 20) : CASES_ON_DYNALITE;
        try {
            fill(engines.of(kind), kind == EngineKind.MOTO ? PARTITIONS_ON_MOTO : PARTITIONS_ON_DYNALITE);
        } catch (RuntimeException | AssertionError e) {
            throw new AssertionError(
                    "seed " + SEED + " (rerun with -Dkeyslice.seed=" + SEED + "): loading failed: " + e, e);
        }
    }

    private static void fill(TestEngine engine, int partitionsPerType) {
        long start = System.nanoTime();
        // Hang guards, not speed estimates: each call ends when the engine answers.
        PreviewConfig config = PreviewConfig.forEndpoint(engine.endpoint())
                .withTimeouts(Duration.ofSeconds(10), Duration.ofSeconds(60))
                .withLimits(Duration.ofSeconds(120), PreviewConfig.DEFAULT_CONCURRENT_CALLS);
        Random random = new Random(SEED);
        try (DynamoDbClient writer = EngineClient.build(config)) {
            for (KeyType type : KeyType.values()) {
                String table = Dynalite.uniqueTableName("Diff" + type);
                engine.createTable("""
                        {"TableName": "%s",
                         "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                                  {"AttributeName": "SK", "AttributeType": "%s"}],
                         "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
                         "BillingMode": "PAY_PER_REQUEST"}
                        """.formatted(table, type));
                TABLES.put(type, table);
                Map<String, List<KeyValue>> partitions = new LinkedHashMap<>();
                List<WriteRequest> writes = new ArrayList<>();
                for (int p = 0; p < partitionsPerType; p++) {
                    String pk = "p%02d".formatted(p);
                    int size = p == 0 ? 1 : p == 1 ? 2 : p == 2 ? 200 : 1 + random.nextInt(p % 3 == 0 ? 200 : 60);
                    SortKeyGenerator generator = SortKeyGenerator.of(type, random);
                    TreeSet<KeyValue> keys = new TreeSet<>(KeyOrder.ORDER);
                    List<AttributeValue> stored = new ArrayList<>();
                    for (int attempt = 0; keys.size() < size && attempt < size * 20; attempt++) {
                        SortKeyGenerator.Generated g = generator.key();
                        if (keys.add(g.value())) {
                            stored.add(g.stored());
                        }
                    }
                    partitions.put(pk, List.copyOf(keys));
                    for (AttributeValue sk : stored) {
                        writes.add(WriteRequest.builder()
                                .putRequest(PutRequest.builder()
                                        .item(Map.of("PK", AttributeValue.fromS(pk), "SK", sk))
                                        .build())
                                .build());
                    }
                }
                PARTITIONS.put(type, partitions);
                for (int from = 0; from < writes.size(); from += 25) {
                    Map<String, List<WriteRequest>> batch =
                            Map.of(table, writes.subList(from, Math.min(writes.size(), from + 25)));
                    BatchWriteItemResponse r = writer.batchWriteItem(b -> b.requestItems(batch));
                    assertTrue(r.unprocessedItems().isEmpty(), "unprocessed items: " + r.unprocessedItems());
                }
            }
        }
        preview = new DynamoPreview(config);
        loadMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    }

    @AfterParameterizedClassInvocation
    static void close() {
        if (preview != null) {
            preview.close();
        }
    }

    // ================================================================== the suite

    /** One read to check. */
    record Case(int id, KeyType type, String partition, QueryForm form) {
        String describe() {
            QueryForm f = form;
            return "case " + type + "#" + id + ": partition " + partition + " ("
                    + PARTITIONS.get(type).get(partition).size()
                    + " keys), "
                    + (f.sk().isEmpty()
                            ? "no sort condition"
                            : f.op() + " " + show(type, f.value())
                                    + (f.op().equals("between") ? " AND " + show(type, f.to()) : ""))
                    + ", order " + (f.order().isEmpty() ? "asc" : f.order())
                    + (f.limit().isEmpty() ? "" : ", Limit " + f.limit())
                    + ", names " + f.names();
        }
    }

    enum EngineBug {
        BETWEEN_UTF16,
        START_KEY_UTF16,
        START_KEY_BINARY_AS_UTF8
    }

    /** What one case did; {@code failure} is null when it passed. */
    record Outcome(Case c, int pages, int items, boolean cutByLimit, EngineBug bug, String failure) {}

    @Test
    void engineReadsExactlyTheSliceTheEvaluatorPredicts() throws InterruptedException {
        List<Case> cases = new ArrayList<>();
        Random random = new Random(SEED * 31 + 7);
        for (KeyType type : KeyType.values()) {
            List<String> partitions = List.copyOf(PARTITIONS.get(type).keySet());
            for (int i = 0; i < casesPerType; i++) {
                String partition = partitions.get(random.nextInt(partitions.size()));
                cases.add(new Case(i, type, partition, form(type, partition, random)));
            }
        }

        long start = System.nanoTime();
        long jvmCpuBefore = CpuTime.jvmMillis();
        long engineCpuBefore = CpuTime.childrenMillis(engineProcess());
        Map<String, Long> caseMicros = new java.util.concurrent.ConcurrentHashMap<>();
        List<Outcome> outcomes = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            List<Future<Outcome>> futures = new ArrayList<>();
            for (Case c : cases) {
                futures.add(pool.submit(() -> {
                    long t = System.nanoTime();
                    Outcome o = run(c);
                    caseMicros.put(c.type() + "#" + c.id(), (System.nanoTime() - t) / 1000);
                    return o;
                }));
            }
            for (Future<Outcome> f : futures) {
                try {
                    outcomes.add(f.get());
                } catch (ExecutionException e) {
                    throw new AssertionError("seed " + SEED + ": a case crashed: " + e.getCause(), e.getCause());
                }
            }
        } finally {
            pool.shutdownNow();
        }
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        long jvmCpu = CpuTime.jvmMillis() - jvmCpuBefore;
        long engineCpu = CpuTime.childrenMillis(engineProcess()) - engineCpuBefore;

        Map<EngineBug, Integer> bugs = new EnumMap<>(EngineBug.class);
        Map<String, Integer> byOperator = new TreeMap<>();
        int pages = 0;
        int items = 0;
        int multiPage = 0;
        int cut = 0;
        int empty = 0;
        List<String> failures = new ArrayList<>();
        for (Outcome o : outcomes) {
            pages += o.pages();
            items += o.items();
            multiPage += o.pages() > 1 ? 1 : 0;
            cut += o.cutByLimit() ? 1 : 0;
            empty += o.items() == 0 && o.bug() == null ? 1 : 0;
            byOperator.merge(
                    o.c().type() + " "
                            + (o.c().form().sk().isEmpty()
                                    ? "none"
                                    : o.c().form().op()),
                    1,
                    Integer::sum);
            if (o.bug() != null) {
                bugs.merge(o.bug(), 1, Integer::sum);
            }
            if (o.failure() != null) {
                failures.add(o.c().describe() + "\n    " + o.failure());
            }
        }
        int partitionsTotal = PARTITIONS.values().stream().mapToInt(Map::size).sum();
        int keysTotal = PARTITIONS.values().stream()
                .flatMap(m -> m.values().stream())
                .mapToInt(List::size)
                .sum();
        System.out.printf(
                "EvaluatorDifferentialTest on %s seed=%d: %d cases (%d per type) over %d partitions / %d keys "
                        + "(loaded in %d ms); %d pages, %d items; %d multi-page, %d first pages cut by Limit, %d empty; "
                        + "%d ms on %d threads (CPU: %d ms here, %d ms in %s; per case: median %d us, slowest %s)%n"
                        + "  known %s bugs (DynamoDB wins): %s%n  operators: %s%n",
                engine,
                SEED,
                cases.size(),
                casesPerType,
                partitionsTotal,
                keysTotal,
                loadMillis,
                pages,
                items,
                multiPage,
                cut,
                empty,
                millis,
                THREADS,
                jvmCpu,
                engineCpu,
                engine,
                caseMicros.values().stream()
                        .sorted()
                        .skip(caseMicros.size() / 2)
                        .findFirst()
                        .orElse(0L),
                caseMicros.entrySet().stream()
                        .sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                        .limit(3)
                        .map(e -> e.getKey() + "=" + e.getValue() / 1000 + "ms")
                        .toList(),
                engine,
                bugs,
                byOperator);
        if (!failures.isEmpty()) {
            fail(failures.size() + " of " + cases.size() + " cases disagree (rerun with -Dkeyslice.seed=" + SEED
                    + "):\n" + String.join("\n", failures.subList(0, Math.min(10, failures.size()))));
        }
        // the generators must actually reach the interesting places
        assertTrue(multiPage > cases.size() / 10, "too few multi-page cases: " + multiPage);
        assertTrue(empty < cases.size() / 2, "too many empty results: " + empty);
        for (KeyType type : KeyType.values()) {
            for (SortOperator op : SortOperator.allowedOperators(type)) {
                assertTrue(
                        byOperator.getOrDefault(type + " " + op.code(), 0) > casesPerType / 40,
                        "too few " + type + " " + op.code());
            }
        }
    }

    /** Runs one case through the compiler, the preview and the evaluator. Never throws for a disagreement. */
    private Outcome run(Case c) {
        Compilation compilation = QueryCompiler.compile(c.form());
        if (!(compilation instanceof Compilation.Valid valid)) {
            return new Outcome(c, 0, 0, false, null, "keyslice rejected a generated input: " + compilation);
        }
        BuiltQuery built = valid.built();
        Optional<SortRange> condition = built.query().sortCondition().map(SortKeyCondition::condition);
        OptionalInt limit = built.query().limit();
        ReadOrder order = built.query().order();
        List<KeyValue> keys = PARTITIONS.get(c.type()).get(c.partition());
        List<KeyValue> firstPage = Slice.evaluate(keys, condition, order, limit).matches();
        List<KeyValue> all =
                Slice.evaluate(keys, condition, order, OptionalInt.empty()).matches();

        List<KeyValue> seen = new ArrayList<>();
        List<Map<String, Object>> seenItems = new ArrayList<>();
        Optional<String> token = Optional.empty();
        int pages = 0;
        boolean cutByLimit = false;
        do {
            QueryResult page;
            try {
                page = preview.query(built, token);
            } catch (PreviewException e) {
                KeyValue startKey = seen.isEmpty() ? null : seen.get(seen.size() - 1);
                String why = engine == EngineKind.DYNALITE
                        ? DynaliteKeyBugs.knownBug(e, condition, pages, startKey)
                        : "not a known departure of " + engine;
                EngineBug bug = pages == 0
                        ? EngineBug.BETWEEN_UTF16
                        : c.type() == KeyType.B ? EngineBug.START_KEY_BINARY_AS_UTF8 : EngineBug.START_KEY_UTF16;
                if (why != null) {
                    return new Outcome(
                            c,
                            pages,
                            seen.size(),
                            cutByLimit,
                            null,
                            "engine rejected the request on page " + (pages + 1) + ": " + e + " (" + why
                                    + ")\n    request: " + WireJson.request(built));
                }
                if (!all.subList(0, Math.min(all.size(), seen.size())).equals(seen)) {
                    return new Outcome(
                            c,
                            pages,
                            seen.size(),
                            cutByLimit,
                            null,
                            "pages before the engine bug were already " + "wrong: expected a prefix of " + show(all)
                                    + ", got " + show(seen));
                }
                return new Outcome(c, pages, seen.size(), cutByLimit, bug, null);
            }
            pages++;
            List<KeyValue> got = new ArrayList<>();
            for (Map<String, Object> item : page.items()) {
                Optional<KeyValue> sk = Prediction.keyValue(item.get("SK"), c.type());
                if (sk.isEmpty()) {
                    return new Outcome(
                            c, pages, seen.size(), cutByLimit, null, "an item without a " + c.type() + " SK: " + item);
                }
                got.add(sk.get());
            }
            if (page.count() != got.size()) {
                return new Outcome(
                        c,
                        pages,
                        seen.size(),
                        cutByLimit,
                        null,
                        "Count " + page.count() + " but " + got.size() + " items");
            }
            if (limit.isPresent() && got.size() > limit.getAsInt()) {
                return new Outcome(
                        c, pages, seen.size(), cutByLimit, null, "a page of " + got.size() + " items, over the Limit");
            }
            if (pages == 1) {
                cutByLimit = page.hasNext();
                if (!got.equals(firstPage)) {
                    return new Outcome(
                            c,
                            pages,
                            got.size(),
                            cutByLimit,
                            null,
                            "first page: keyslice predicts " + show(firstPage) + ", the engine returned " + show(got));
                }
            }
            seen.addAll(got);
            seenItems.addAll(page.items());
            token = page.next();
            if (pages > MAX_PAGES_PER_CASE + 2) {
                return new Outcome(c, pages, seen.size(), cutByLimit, null, "pagination does not end");
            }
        } while (token.isPresent());
        if (!seen.equals(all)) {
            return new Outcome(
                    c,
                    pages,
                    seen.size(),
                    cutByLimit,
                    null,
                    "all pages: keyslice predicts " + show(all) + ", the engine returned " + show(seen));
        }
        Prediction verdict = Prediction.check(built, Optional.of(new KeyAttribute("SK", c.type())), seenItems);
        if (!verdict.agrees()) {
            return new Outcome(
                    c, pages, seen.size(), cutByLimit, null, "Prediction.check disagrees: " + verdict.explanation());
        }
        return new Outcome(c, pages, seen.size(), cutByLimit, null, null);
    }

    /** What the engine's process command line holds, for its CPU time. */
    private String engineProcess() {
        return engine == EngineKind.MOTO ? "moto.server" : "dynalite";
    }

    // ================================================================== random reads

    private static QueryForm form(KeyType type, String partition, Random random) {
        List<KeyValue> keys = PARTITIONS.get(type).get(partition);
        FormBuilder form = QueryForm.builder()
                .table(TABLES.get(type))
                .pk("PK")
                .pkValue(partition)
                .order(random.nextBoolean() ? "asc" : "desc")
                .names(random.nextBoolean() ? "always" : "minimal");
        Optional<SortRange> condition = Optional.empty();
        if (random.nextInt(14) != 0) {
            List<SortOperator> ops = SortOperator.allowedOperators(type);
            SortOperator op = ops.get(random.nextInt(ops.size()));
            SortKeyGenerator generator = SortKeyGenerator.of(type, random);
            form.sk("SK").skType(type.name()).op(op.code());
            if (op == SortOperator.BETWEEN) {
                SortKeyGenerator.Generated a = generator.bound(keys, false);
                SortKeyGenerator.Generated b = random.nextInt(8) == 0 ? a : generator.bound(keys, false);
                if (KeyOrder.compare(a.value(), b.value()) > 0) {
                    SortKeyGenerator.Generated t = a;
                    a = b;
                    b = t;
                }
                form.value(a.text()).to(b.text());
                condition = Optional.of(op.condition(List.of(a.value(), b.value())));
            } else {
                SortKeyGenerator.Generated a = generator.bound(keys, op == SortOperator.BEGINS_WITH);
                form.value(a.text());
                condition = Optional.of(op.condition(List.of(a.value())));
            }
        }
        if (random.nextInt(100) < 55) {
            int matches = Slice.evaluate(keys, condition, ReadOrder.ASC, OptionalInt.empty())
                    .matchCount();
            int r = random.nextInt(10);
            int limit = r < 4
                    ? 1 + random.nextInt(5)
                    : r < 8 ? 1 + random.nextInt(Math.max(1, matches + 2)) : 1 + random.nextInt(250);
            // keep the number of round trips bounded: at most MAX_PAGES_PER_CASE pages
            limit = Math.max(limit, (matches + MAX_PAGES_PER_CASE - 1) / MAX_PAGES_PER_CASE);
            form.limit(Integer.toString(limit));
        }
        return form.build();
    }

    // ================================================================== display

    private static String show(KeyType type, String text) {
        return type == KeyType.S
                ? quote(text)
                : type == KeyType.B ? "B:" + hex(Base64.getDecoder().decode(text)) : text;
    }

    private static String show(List<KeyValue> keys) {
        List<String> shown = new ArrayList<>();
        for (KeyValue k : keys.subList(0, Math.min(keys.size(), 40))) {
            if (k instanceof KeyValue.StringValue s) {
                shown.add(quote(s.text()));
            } else if (k instanceof KeyValue.NumberValue n) {
                shown.add(n.wireText().length() > 50 ? n.number().toString() : n.wireText());
            } else {
                shown.add(hex(((KeyValue.BinaryValue) k).bytes()));
            }
        }
        return keys.size() + " " + shown + (keys.size() > 40 ? "..." : "");
    }

    /** Non-ASCII and control characters as escapes, so a failure message shows what the bytes are. */
    private static String quote(String text) {
        StringBuilder s = new StringBuilder("\"");
        text.codePoints().forEach(cp -> {
            if (cp >= 0x20 && cp < 0x7F && cp != '"' && cp != '\\') {
                s.appendCodePoint(cp);
            } else {
                s.append(cp > 0xFFFF ? "\\u{" + Integer.toHexString(cp).toUpperCase() + "}" : "\\u%04X".formatted(cp));
            }
        });
        return s.append('"').toString();
    }

    private static String hex(byte[] bytes) {
        return java.util.HexFormat.of().formatHex(bytes);
    }
}
