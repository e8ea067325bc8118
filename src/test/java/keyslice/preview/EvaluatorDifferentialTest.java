package keyslice.preview;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
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

import keyslice.domain.BuiltQuery;
import keyslice.domain.Compilation;
import keyslice.domain.KeyAttribute;
import keyslice.domain.KeyOrder;
import keyslice.domain.KeyType;
import keyslice.domain.KeyValue;
import keyslice.domain.KeyValues;
import keyslice.domain.QueryCompiler;
import keyslice.domain.QueryForm;
import keyslice.domain.ReadOrder;
import keyslice.domain.Slice;
import keyslice.domain.SortCondition;
import keyslice.domain.SortKeyCondition;
import keyslice.domain.SortOperator;
import keyslice.testing.Dynalite;
import keyslice.testing.DynaliteExtension;
import keyslice.testing.WireJson;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.core.SdkBytes;
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
 * <p>Known dynalite bugs (DynamoDB's documented order wins) are recognised precisely and
 * counted, never ignored: its BETWEEN bound check and its ExclusiveStartKey check compare strings in UTF-16 (so they
 * differ from DynamoDB only where a supplementary character meets U+E000..U+FFFF), and its begins_with
 * ExclusiveStartKey check on B decodes the bytes as UTF-8 (so it differs only where a key or prefix is not
 * well-formed UTF-8). Any other rejection fails the suite.
 *
 * <p>Seed: {@code -Dkeyslice.seed=N} (printed with every failure and in the summary); size:
 * {@code -Dkeyslice.differential.cases=N} per type (default 1000), {@code -Dkeyslice.differential.threads=N}.
 */
@ExtendWith(DynaliteExtension.class)
@Tag("engine")
class EvaluatorDifferentialTest {

    private static final long SEED = Long.getLong("keyslice.seed", new Random().nextLong());
    private static final int CASES_PER_TYPE = Integer.getInteger("keyslice.differential.cases", 1000);
    private static final int THREADS = Integer.getInteger("keyslice.differential.threads",
            Math.max(2, Math.min(4, Runtime.getRuntime().availableProcessors())));
    private static final int PARTITIONS_PER_TYPE = 12;
    private static final int MAX_PAGES_PER_CASE = 12;

    private static final String DYNALITE_BETWEEN =
            "Invalid KeyConditionExpression: The BETWEEN operator requires upper bound to be greater than or equal to lower bound";
    private static final String DYNALITE_START_KEY = "The provided starting key does not match the range key predicate";

    private static final Map<KeyType, String> TABLES = new EnumMap<>(KeyType.class);
    /** Per type: partition key value to its sort keys. */
    private static final Map<KeyType, Map<String, List<KeyValue>>> PARTITIONS = new EnumMap<>(KeyType.class);
    private static DynamoPreview preview;
    private static long loadMillis;

    // ================================================================== set-up

    @BeforeAll
    static void load(Dynalite dynalite) {
        try {
            fill(dynalite);
        } catch (RuntimeException | AssertionError e) {
            throw new AssertionError("seed " + SEED + " (rerun with -Dkeyslice.seed=" + SEED + "): loading failed: " + e, e);
        }
    }

    private static void fill(Dynalite dynalite) {
        long start = System.nanoTime();
        PreviewConfig config = PreviewConfig.forEndpoint(dynalite.endpoint()).withTimeouts(Duration.ofSeconds(2), Duration.ofSeconds(30));
        Random random = new Random(SEED);
        try (DynamoDbClient writer = EngineClient.build(config)) {
            for (KeyType type : KeyType.values()) {
                String table = Dynalite.uniqueTableName("Diff" + type);
                dynalite.createTable("""
                        {"TableName": "%s",
                         "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                                  {"AttributeName": "SK", "AttributeType": "%s"}],
                         "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
                         "BillingMode": "PAY_PER_REQUEST"}
                        """.formatted(table, type));
                TABLES.put(type, table);
                Map<String, List<KeyValue>> partitions = new LinkedHashMap<>();
                List<WriteRequest> writes = new ArrayList<>();
                for (int p = 0; p < PARTITIONS_PER_TYPE; p++) {
                    String pk = "p%02d".formatted(p);
                    int size = p == 0 ? 1 : p == 1 ? 2 : p == 2 ? 200 : 1 + random.nextInt(p % 3 == 0 ? 200 : 60);
                    Generator generator = Generator.of(type, random);
                    TreeSet<KeyValue> keys = new TreeSet<>(KeyOrder.ORDER);
                    List<AttributeValue> stored = new ArrayList<>();
                    for (int attempt = 0; keys.size() < size && attempt < size * 20; attempt++) {
                        Generated g = generator.key();
                        if (keys.add(g.value())) {
                            stored.add(g.stored());
                        }
                    }
                    partitions.put(pk, List.copyOf(keys));
                    for (AttributeValue sk : stored) {
                        writes.add(WriteRequest.builder().putRequest(PutRequest.builder()
                                .item(Map.of("PK", AttributeValue.fromS(pk), "SK", sk)).build()).build());
                    }
                }
                PARTITIONS.put(type, partitions);
                for (int from = 0; from < writes.size(); from += 25) {
                    Map<String, List<WriteRequest>> batch = Map.of(table, writes.subList(from, Math.min(writes.size(), from + 25)));
                    BatchWriteItemResponse r = writer.batchWriteItem(b -> b.requestItems(batch));
                    assertTrue(r.unprocessedItems().isEmpty(), "unprocessed items: " + r.unprocessedItems());
                }
            }
        }
        preview = new DynamoPreview(config);
        loadMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    }

    @AfterAll
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
            return "case " + type + "#" + id + ": partition " + partition + " (" + PARTITIONS.get(type).get(partition).size()
                    + " keys), " + (f.sk().isEmpty() ? "no sort condition" : f.op() + " " + show(type, f.value())
                    + (f.op().equals("between") ? " AND " + show(type, f.to()) : ""))
                    + ", order " + (f.order().isEmpty() ? "asc" : f.order()) + (f.limit().isEmpty() ? "" : ", Limit " + f.limit())
                    + ", names " + f.names();
        }
    }

    enum EngineBug { BETWEEN_UTF16, START_KEY_UTF16, START_KEY_BINARY_AS_UTF8 }

    /** What one case did; {@code failure} is null when it passed. */
    record Outcome(Case c, int pages, int items, boolean cutByLimit, EngineBug bug, String failure) {
    }

    @Test
    void engineReadsExactlyTheSliceTheEvaluatorPredicts() throws InterruptedException {
        List<Case> cases = new ArrayList<>();
        Random random = new Random(SEED * 31 + 7);
        for (KeyType type : KeyType.values()) {
            List<String> partitions = List.copyOf(PARTITIONS.get(type).keySet());
            for (int i = 0; i < CASES_PER_TYPE; i++) {
                String partition = partitions.get(random.nextInt(partitions.size()));
                cases.add(new Case(i, type, partition, form(type, partition, random)));
            }
        }

        long start = System.nanoTime();
        long jvmCpuBefore = jvmCpuMillis();
        long engineCpuBefore = engineCpuMillis();
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
        long jvmCpu = jvmCpuMillis() - jvmCpuBefore;
        long engineCpu = engineCpuMillis() - engineCpuBefore;

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
            byOperator.merge(o.c().type() + " " + (o.c().form().sk().isEmpty() ? "none" : o.c().form().op()), 1, Integer::sum);
            if (o.bug() != null) {
                bugs.merge(o.bug(), 1, Integer::sum);
            }
            if (o.failure() != null) {
                failures.add(o.c().describe() + "\n    " + o.failure());
            }
        }
        int partitionsTotal = PARTITIONS.values().stream().mapToInt(Map::size).sum();
        int keysTotal = PARTITIONS.values().stream().flatMap(m -> m.values().stream()).mapToInt(List::size).sum();
        System.out.printf("EvaluatorDifferentialTest seed=%d: %d cases (%d per type) over %d partitions / %d keys "
                        + "(loaded in %d ms); %d pages, %d items; %d multi-page, %d first pages cut by Limit, %d empty; "
                        + "%d ms on %d threads (CPU: %d ms here, %d ms in dynalite; per case: median %d us, slowest %s)%n"
                        + "  known dynalite bugs (DynamoDB wins): %s%n  operators: %s%n",
                SEED, cases.size(), CASES_PER_TYPE, partitionsTotal, keysTotal, loadMillis, pages, items, multiPage, cut, empty,
                millis, THREADS, jvmCpu, engineCpu, caseMicros.values().stream().sorted().skip(caseMicros.size() / 2).findFirst().orElse(0L),
                caseMicros.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(3)
                        .map(e -> e.getKey() + "=" + e.getValue() / 1000 + "ms").toList(), bugs, byOperator);
        if (!failures.isEmpty()) {
            fail(failures.size() + " of " + cases.size() + " cases disagree (rerun with -Dkeyslice.seed=" + SEED + "):\n"
                    + String.join("\n", failures.subList(0, Math.min(10, failures.size()))));
        }
        // the generators must actually reach the interesting places
        assertTrue(multiPage > cases.size() / 10, "too few multi-page cases: " + multiPage);
        assertTrue(empty < cases.size() / 2, "too many empty results: " + empty);
        for (KeyType type : KeyType.values()) {
            for (SortOperator op : SortOperator.allowedOperators(type)) {
                assertTrue(byOperator.getOrDefault(type + " " + op.code(), 0) > CASES_PER_TYPE / 40, "too few " + type + " " + op.code());
            }
        }
    }

    /** Runs one case through the compiler, the preview and the evaluator. Never throws for a disagreement. */
    private static Outcome run(Case c) {
        Compilation compilation = QueryCompiler.compile(c.form());
        if (!(compilation instanceof Compilation.Valid valid)) {
            return new Outcome(c, 0, 0, false, null, "keyslice rejected a generated input: " + compilation);
        }
        BuiltQuery built = valid.built();
        Optional<SortCondition> condition = built.query().sortCondition().map(SortKeyCondition::condition);
        OptionalInt limit = built.query().limit();
        ReadOrder order = built.query().order();
        List<KeyValue> keys = PARTITIONS.get(c.type()).get(c.partition());
        List<KeyValue> firstPage = Slice.evaluate(keys, condition, order, limit).matches();
        List<KeyValue> all = Slice.evaluate(keys, condition, order, OptionalInt.empty()).matches();

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
                String why = knownBug(e, condition, pages, startKey);
                EngineBug bug = pages == 0 ? EngineBug.BETWEEN_UTF16
                        : c.type() == KeyType.B ? EngineBug.START_KEY_BINARY_AS_UTF8 : EngineBug.START_KEY_UTF16;
                if (why != null) {
                    return new Outcome(c, pages, seen.size(), cutByLimit, null, "engine rejected the request on page "
                            + (pages + 1) + ": " + e + " (" + why + ")\n    request: " + WireJson.request(built));
                }
                if (!all.subList(0, Math.min(all.size(), seen.size())).equals(seen)) {
                    return new Outcome(c, pages, seen.size(), cutByLimit, null, "pages before the engine bug were already "
                            + "wrong: expected a prefix of " + show(all) + ", got " + show(seen));
                }
                return new Outcome(c, pages, seen.size(), cutByLimit, bug, null);
            }
            pages++;
            List<KeyValue> got = new ArrayList<>();
            for (Map<String, Object> item : page.items()) {
                Optional<KeyValue> sk = Prediction.keyValue(item.get("SK"), c.type());
                if (sk.isEmpty()) {
                    return new Outcome(c, pages, seen.size(), cutByLimit, null, "an item without a " + c.type() + " SK: " + item);
                }
                got.add(sk.get());
            }
            if (page.count() != got.size()) {
                return new Outcome(c, pages, seen.size(), cutByLimit, null, "Count " + page.count() + " but " + got.size() + " items");
            }
            if (limit.isPresent() && got.size() > limit.getAsInt()) {
                return new Outcome(c, pages, seen.size(), cutByLimit, null, "a page of " + got.size() + " items, over the Limit");
            }
            if (pages == 1) {
                cutByLimit = page.hasNext();
                if (!got.equals(firstPage)) {
                    return new Outcome(c, pages, got.size(), cutByLimit, null, "first page: keyslice predicts " + show(firstPage)
                            + ", the engine returned " + show(got));
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
            return new Outcome(c, pages, seen.size(), cutByLimit, null, "all pages: keyslice predicts " + show(all)
                    + ", the engine returned " + show(seen));
        }
        Prediction verdict = Prediction.check(built, Optional.of(new KeyAttribute("SK", c.type())), seenItems);
        if (!verdict.agrees()) {
            return new Outcome(c, pages, seen.size(), cutByLimit, null, "Prediction.check disagrees: " + verdict.explanation());
        }
        return new Outcome(c, pages, seen.size(), cutByLimit, null, null);
    }

    /**
     * Null when {@code e} is exactly one of dynalite's known bugs for this condition (and DynamoDB would accept the
     * request); otherwise why it is not.
     */
    private static String knownBug(PreviewException e, Optional<SortCondition> condition, int pagesDone, KeyValue startKey) {
        if (e.kind() != PreviewException.Kind.ENGINE_REJECTED || !e.errorCode().orElse("").equals("ValidationException")) {
            return "not a ValidationException";
        }
        if (condition.isEmpty()) {
            return "no sort condition";
        }
        SortCondition cond = condition.get();
        if (pagesDone == 0) {
            // dynalite checks BETWEEN bounds on S in UTF-16 order
            if (!e.getMessage().startsWith(DYNALITE_BETWEEN) || cond.operator() != SortOperator.BETWEEN || cond.type() != KeyType.S) {
                return "not dynalite's UTF-16 BETWEEN check";
            }
            String lo = cond.values().get(0).wireText();
            String hi = cond.values().get(1).wireText();
            if (lo.compareTo(hi) <= 0) {
                return "the bounds are in order in UTF-16 too";
            }
            return utf16DiffersFromUtf8(lo, hi) ? null : "the bounds do not pair a supplementary character with U+E000..U+FFFF";
        }
        if (!e.getMessage().equals(DYNALITE_START_KEY) || startKey == null) {
            return "not dynalite's ExclusiveStartKey check";
        }
        if (startKey instanceof KeyValue.StringValue key) {
            // dynalite re-checks the start key against the condition comparing JavaScript (UTF-16) strings
            if (utf16Matches(cond, key.text())) {
                return "the start key satisfies the condition in UTF-16 order too";
            }
            // The bounds in key order: a comparison's value, or BETWEEN's two; a begins_with prefix is none.
            List<String> bounds = cond.operator() == SortOperator.BEGINS_WITH ? List.of()
                    : cond.values().stream().map(KeyValue::wireText).toList();
            return bounds.stream().anyMatch(b -> utf16DiffersFromUtf8(key.text(), b)) ? null
                    : "the start key and the bounds do not pair a supplementary character with U+E000..U+FFFF";
        }
        if (startKey instanceof KeyValue.BinaryValue key && cond.operator() == SortOperator.BEGINS_WITH) {
            // dynalite's begins_with on B re-checks the start key on Buffer.toString(): lossy UTF-8 decoding
            byte[] p = ((KeyValue.BinaryValue) cond.values().get(0)).bytes();
            return !wellFormedUtf8(p) || !wellFormedUtf8(key.bytes()) ? null
                    : "the start key and the prefix are both well-formed UTF-8";
        }
        return "no known dynalite bug applies to " + startKey.type();
    }

    /** Whether UTF-16 and UTF-8 order disagree on the pair: at the first difference, a surrogate meets U+E000..U+FFFF. */
    private static boolean utf16DiffersFromUtf8(String a, String b) {
        int n = Math.min(a.length(), b.length());
        for (int i = 0; i < n; i++) {
            char x = a.charAt(i);
            char y = b.charAt(i);
            if (x != y) {
                return (Character.isSurrogate(x) && y >= 0xE000) || (Character.isSurrogate(y) && x >= 0xE000);
            }
        }
        return false;
    }

    /** The condition on S keys as JavaScript compares strings: by UTF-16 code units. */
    private static boolean utf16Matches(SortCondition condition, String key) {
        int first = key.compareTo(condition.values().get(0).wireText());
        return switch (condition.operator()) {
            case EQ -> first == 0;
            case LT -> first < 0;
            case LE -> first <= 0;
            case GT -> first > 0;
            case GE -> first >= 0;
            case BETWEEN -> first >= 0 && key.compareTo(condition.values().get(1).wireText()) <= 0;
            case BEGINS_WITH -> key.startsWith(condition.values().get(0).wireText());
        };
    }

    private static boolean wellFormedUtf8(byte[] bytes) {
        try {
            StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes));
            return true;
        } catch (CharacterCodingException e) {
            return false;
        }
    }

    /** CPU time of this JVM (all threads), for the summary: wall time on a busy machine says little. */
    private static long jvmCpuMillis() {
        java.lang.management.OperatingSystemMXBean os = java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        return os instanceof com.sun.management.OperatingSystemMXBean sun ? sun.getProcessCpuTime() / 1_000_000 : -1;
    }

    /** CPU time of the dynalite processes this JVM started, or -1 when the platform does not say. */
    private static long engineCpuMillis() {
        return ProcessHandle.current().descendants()
                .filter(p -> p.info().commandLine().orElse("").contains("dynalite"))
                .mapToLong(p -> p.info().totalCpuDuration().map(Duration::toMillis).orElse(-1L))
                .sum();
    }

    // ================================================================== random reads

    private static QueryForm form(KeyType type, String partition, Random random) {
        List<KeyValue> keys = PARTITIONS.get(type).get(partition);
        QueryForm.Builder form = QueryForm.builder().table(TABLES.get(type)).pk("PK").pkValue(partition)
                .order(random.nextBoolean() ? "asc" : "desc").names(random.nextBoolean() ? "always" : "minimal");
        Optional<SortCondition> condition = Optional.empty();
        if (random.nextInt(14) != 0) {
            List<SortOperator> ops = SortOperator.allowedOperators(type);
            SortOperator op = ops.get(random.nextInt(ops.size()));
            Generator generator = Generator.of(type, random);
            form.sk("SK").skType(type.name()).op(op.code());
            if (op == SortOperator.BETWEEN) {
                Generated a = generator.bound(keys, false);
                Generated b = random.nextInt(8) == 0 ? a : generator.bound(keys, false);
                if (KeyOrder.compare(a.value(), b.value()) > 0) {
                    Generated t = a;
                    a = b;
                    b = t;
                }
                form.value(a.text()).to(b.text());
                condition = Optional.of(op.condition(List.of(a.value(), b.value())));
            } else {
                Generated a = generator.bound(keys, op == SortOperator.BEGINS_WITH);
                form.value(a.text());
                condition = Optional.of(op.condition(List.of(a.value())));
            }
        }
        if (random.nextInt(100) < 55) {
            int matches = Slice.evaluate(keys, condition, ReadOrder.ASC, OptionalInt.empty()).matchCount();
            int r = random.nextInt(10);
            int limit = r < 4 ? 1 + random.nextInt(5) : r < 8 ? 1 + random.nextInt(Math.max(1, matches + 2)) : 1 + random.nextInt(250);
            // keep the number of round trips bounded: at most MAX_PAGES_PER_CASE pages
            limit = Math.max(limit, (matches + MAX_PAGES_PER_CASE - 1) / MAX_PAGES_PER_CASE);
            form.limit(Integer.toString(limit));
        }
        return form.build();
    }

    // ================================================================== generators

    /** A generated value: keyslice's typed value, its text for the form, its SDK form for writing. */
    record Generated(KeyValue value, String text, AttributeValue stored) {
    }

    private abstract static class Generator {
        final Random random;

        Generator(Random random) {
            this.random = random;
        }

        static Generator of(KeyType type, Random random) {
            return switch (type) {
                case S -> new Strings(random);
                case N -> new Numbers(random);
                case B -> new Binaries(random);
            };
        }

        abstract Generated key();

        /** A bound drawn from the keys or near them; for begins_with, prefixes are likelier. */
        abstract Generated bound(List<KeyValue> keys, boolean prefix);

        <T> T pick(List<T> list) {
            return list.get(random.nextInt(list.size()));
        }
    }

    // ------------------------------------------------------------------ S

    private static final String ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    private static final String DELIMS = "#/-._:~ !+=@|\u0001\u007F";
    private static final int[] BMP_HIGH_EDGES = {0xE000, 0xE001, 0xF8FF, 0xFEFF, 0xFF5E, 0xFFFD, 0xFFFE, 0xFFFF};
    private static final int[] SUPPLEMENTARY_EDGES = {0x10000, 0x1F600, 0x1F601, 0x1F4A9, 0x20000, 0x2A6D6, 0x10FFFD, 0x10FFFF};

    enum CharClass { ALNUM, DELIM, LATIN1, CJK, BMP_HIGH, SUPPLEMENTARY }

    private static int codePoint(Random random, CharClass c) {
        return switch (c) {
            case ALNUM -> ALNUM.charAt(random.nextInt(ALNUM.length()));
            case DELIM -> DELIMS.charAt(random.nextInt(DELIMS.length()));
            case LATIN1 -> 0xA0 + random.nextInt(0x60);
            case CJK -> 0x4E00 + random.nextInt(0x5200);
            case BMP_HIGH -> random.nextInt(4) == 0 ? BMP_HIGH_EDGES[random.nextInt(BMP_HIGH_EDGES.length)]
                    : 0xE000 + random.nextInt(0x2000);
            case SUPPLEMENTARY -> switch (random.nextInt(4)) {
                case 0 -> SUPPLEMENTARY_EDGES[random.nextInt(SUPPLEMENTARY_EDGES.length)];
                case 1 -> 0x10000 + random.nextInt(0x100000);
                default -> 0x1F300 + random.nextInt(0x700);
            };
        };
    }

    private static final class Strings extends Generator {
        private final List<CharClass> profile = new ArrayList<>();
        private final List<String> segments = new ArrayList<>();
        private final String delimiter;

        Strings(Random random) {
            super(random);
            for (CharClass c : CharClass.values()) {
                if (random.nextInt(3) == 0) {
                    profile.add(c);
                }
            }
            if (random.nextInt(3) != 0) {
                // the pair where UTF-16 and UTF-8 order disagree
                profile.add(CharClass.BMP_HIGH);
                profile.add(CharClass.SUPPLEMENTARY);
            }
            profile.add(CharClass.ALNUM);
            int n = 3 + random.nextInt(6);
            for (int i = 0; i < n; i++) {
                segments.add(randomText(1 + random.nextInt(3)));
            }
            delimiter = pick(List.of("#", "/", "-", ""));
        }

        String randomText(int codePoints) {
            StringBuilder s = new StringBuilder();
            for (int i = 0; i < codePoints; i++) {
                s.appendCodePoint(codePoint(random, pick(profile)));
            }
            return s.toString();
        }

        String raw() {
            if (random.nextInt(10) < 7) {
                StringBuilder s = new StringBuilder();
                int n = 1 + random.nextInt(4);
                for (int i = 0; i < n; i++) {
                    if (i > 0) {
                        s.append(delimiter);
                    }
                    s.append(pick(segments));
                }
                if (random.nextInt(5) == 0) {
                    s.append(delimiter.isEmpty() ? "/" : delimiter);
                }
                if (random.nextInt(4) == 0) {
                    s.append(randomText(1 + random.nextInt(2)));
                }
                return s.toString();
            }
            return randomText(1 + random.nextInt(8));
        }

        Generated of(String text) {
            return new Generated(new KeyValue.StringValue(text), text, AttributeValue.fromS(text));
        }

        @Override
        Generated key() {
            return of(raw());
        }

        @Override
        Generated bound(List<KeyValue> keys, boolean prefix) {
            String key = ((KeyValue.StringValue) pick(keys)).text();
            int[] cps = key.codePoints().toArray();
            int r = random.nextInt(prefix ? 12 : 10);
            String text = switch (r) {
                case 0, 1 -> key;
                case 2 -> key + new String(Character.toChars(codePoint(random, pick(profile))));
                case 3 -> step(cps, +1);
                case 4 -> step(cps, -1);
                case 5 -> raw();
                case 6 -> key + (delimiter.isEmpty() ? "/" : delimiter);
                default -> new String(cps, 0, 1 + random.nextInt(cps.length)); // a prefix, in whole characters
            };
            return of(text.isEmpty() ? key : text);
        }

        /** The key with its last code point moved one up or down (skipping the surrogate range). */
        private static String step(int[] cps, int delta) {
            int[] copy = cps.clone();
            int last = copy[copy.length - 1] + delta;
            if (last >= 0xD800 && last <= 0xDFFF) {
                last = delta > 0 ? 0xE000 : 0xD7FF;
            }
            if (last < 1 || last > 0x10FFFF) {
                return new String(cps, 0, cps.length);
            }
            copy[copy.length - 1] = last;
            return new String(copy, 0, copy.length);
        }
    }

    // ------------------------------------------------------------------ N

    private static final class Numbers extends Generator {
        private final int profile;
        private final List<BigDecimal> centres = new ArrayList<>();

        Numbers(Random random) {
            super(random);
            profile = random.nextInt(4);
            for (int i = 0; i < 3; i++) {
                centres.add(wide());
            }
        }

        /** Any valid number: 1..38 digits, leading exponent -130..125, either sign. */
        BigDecimal wide() {
            int digits = switch (random.nextInt(10)) {
                case 0, 1, 2, 3, 4, 5 -> 1 + random.nextInt(6);
                case 6, 7 -> 7 + random.nextInt(20);
                default -> 27 + random.nextInt(12);
            };
            int lead = switch (random.nextInt(10)) {
                case 0, 1, 2, 3, 4, 5, 6 -> -6 + random.nextInt(19);
                case 7, 8 -> -130 + random.nextInt(256);
                default -> pick(List.of(-130, -129, 124, 125));
            };
            return number(digits, lead, random.nextInt(5) < 2);
        }

        BigDecimal number(int digits, int lead, boolean negative) {
            StringBuilder s = new StringBuilder();
            s.append((char) ('1' + random.nextInt(9)));
            for (int i = 1; i < digits; i++) {
                s.append((char) ('0' + random.nextInt(10)));
            }
            BigDecimal v = new BigDecimal(new BigInteger(s.toString()), digits - 1 - lead);
            return negative ? v.negate() : v;
        }

        BigDecimal raw() {
            if (random.nextInt(50) == 0) {
                return BigDecimal.ZERO;
            }
            return switch (profile) {
                case 0 -> wide();
                case 1 -> BigDecimal.valueOf(random.nextInt(2001) - 1000);                 // small integers
                case 2 -> {                                                                   // clustered near centres
                    BigDecimal c = pick(centres);
                    int lead = c.precision() - c.scale() - 1;
                    int at = lead - random.nextInt(38);
                    BigDecimal delta = BigDecimal.ONE.scaleByPowerOfTen(at).multiply(BigDecimal.valueOf(random.nextInt(19) - 9));
                    yield c.add(delta);
                }
                default -> random.nextBoolean() ? wide() : BigDecimal.valueOf(random.nextInt(201) - 100, random.nextInt(4));
            };
        }

        Optional<Generated> of(BigDecimal number) {
            String text = switch (random.nextInt(4)) {
                case 0 -> number.toPlainString();
                case 1 -> number.toEngineeringString();
                default -> number.toString();
            };
            if (text.length() > 200) {
                text = number.toString();
            }
            try {
                KeyValue.NumberValue value = KeyValues.parseNumber(text);
                return Optional.of(new Generated(value, text, AttributeValue.fromN(text)));
            } catch (KeyValues.InvalidValue e) {
                return Optional.empty(); // out of DynamoDB's range or precision: draw again
            }
        }

        @Override
        Generated key() {
            while (true) {
                Optional<Generated> g = of(raw());
                if (g.isPresent()) {
                    return g.get();
                }
            }
        }

        @Override
        Generated bound(List<KeyValue> keys, boolean prefix) {
            while (true) {
                BigDecimal key = ((KeyValue.NumberValue) pick(keys)).number();
                BigDecimal stripped = key.signum() == 0 ? BigDecimal.ZERO : key.stripTrailingZeros();
                int lead = stripped.precision() - stripped.scale() - 1;
                BigDecimal candidate = switch (random.nextInt(10)) {
                    case 0, 1, 2 -> key;
                    case 3 -> key.add(BigDecimal.ONE.scaleByPowerOfTen(lead - 37));   // next at 38 digits
                    case 4 -> key.subtract(BigDecimal.ONE.scaleByPowerOfTen(lead - 37));
                    case 5 -> key.add(stripped.ulp());
                    case 6 -> key.subtract(stripped.ulp());
                    case 7 -> key.negate();
                    case 8 -> raw();
                    default -> pick(List.of(BigDecimal.ZERO, new BigDecimal("1E-130"), new BigDecimal("-1E-130"),
                            new BigDecimal("9.9999999999999999999999999999999999999E+125"),
                            new BigDecimal("-9.9999999999999999999999999999999999999E+125"), wide()));
                };
                Optional<Generated> g = of(candidate);
                if (g.isPresent()) {
                    return g.get();
                }
            }
        }
    }

    // ------------------------------------------------------------------ B

    private static final int[] SPECIAL_BYTES = {0x00, 0x01, 0x7F, 0x80, 0x81, 0xBF, 0xC0, 0xC3, 0xE2, 0xF0, 0xFE, 0xFF};

    private static final class Binaries extends Generator {
        private final List<byte[]> segments = new ArrayList<>();

        Binaries(Random random) {
            super(random);
            int n = 3 + random.nextInt(6);
            for (int i = 0; i < n; i++) {
                segments.add(unit(1 + random.nextInt(3)));
            }
        }

        /** Bytes from specials, ASCII, anything, and UTF-8 of multi-byte characters (for prefixes mid-character). */
        byte[] unit(int parts) {
            ByteBuffer out = ByteBuffer.allocate(parts * 4);
            for (int i = 0; i < parts; i++) {
                switch (random.nextInt(5)) {
                    case 0 -> out.put((byte) SPECIAL_BYTES[random.nextInt(SPECIAL_BYTES.length)]);
                    case 1 -> out.put((byte) ALNUM.charAt(random.nextInt(ALNUM.length())));
                    case 2 -> out.put((byte) random.nextInt(256));
                    default -> {
                        CharClass c = pick(List.of(CharClass.LATIN1, CharClass.CJK, CharClass.BMP_HIGH, CharClass.SUPPLEMENTARY));
                        out.put(new String(Character.toChars(codePoint(random, c))).getBytes(StandardCharsets.UTF_8));
                    }
                }
            }
            return Arrays.copyOf(out.array(), out.position());
        }

        byte[] raw() {
            ByteBuffer out = ByteBuffer.allocate(64);
            if (random.nextInt(10) < 7) {
                int n = 1 + random.nextInt(4);
                for (int i = 0; i < n; i++) {
                    out.put(pick(segments));
                }
                if (random.nextInt(4) == 0) {
                    out.put(unit(1));
                }
            } else {
                out.put(unit(1 + random.nextInt(4)));
            }
            return Arrays.copyOf(out.array(), out.position());
        }

        Generated of(byte[] bytes) {
            String base64 = Base64.getEncoder().encodeToString(bytes);
            return new Generated(new KeyValue.BinaryValue(bytes), base64, AttributeValue.fromB(SdkBytes.fromByteArray(bytes)));
        }

        @Override
        Generated key() {
            return of(raw());
        }

        @Override
        Generated bound(List<KeyValue> keys, boolean prefix) {
            byte[] key = ((KeyValue.BinaryValue) pick(keys)).bytes();
            int r = random.nextInt(prefix ? 12 : 10);
            byte[] b = switch (r) {
                case 0, 1 -> key;
                case 2 -> append(key, (byte) 0x00);
                case 3 -> append(key, (byte) 0xFF);
                case 4 -> step(key, +1);
                case 5 -> step(key, -1);
                case 6 -> raw();
                default -> Arrays.copyOf(key, 1 + random.nextInt(key.length)); // any byte length: often mid-character
            };
            return of(b.length == 0 ? key : b);
        }

        private static byte[] append(byte[] key, byte extra) {
            byte[] b = Arrays.copyOf(key, key.length + 1);
            b[key.length] = extra;
            return b;
        }

        private static byte[] step(byte[] key, int delta) {
            int last = (key[key.length - 1] & 0xFF) + delta;
            if (last < 0 || last > 0xFF) {
                return key;
            }
            byte[] b = key.clone();
            b[b.length - 1] = (byte) last;
            return b;
        }
    }

    // ================================================================== display

    private static String show(KeyType type, String text) {
        return type == KeyType.S ? quote(text) : type == KeyType.B ? "B:" + hex(Base64.getDecoder().decode(text)) : text;
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
