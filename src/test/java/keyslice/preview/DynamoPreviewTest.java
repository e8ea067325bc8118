package keyslice.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyType;
import keyslice.testing.Dynalite;
import keyslice.testing.DynaliteExtension;
import keyslice.testing.WireJson;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/** The preview against a real dynalite process, through the AWS SDK. */
@ExtendWith(DynaliteExtension.class)
@Tag("engine")
class DynamoPreviewTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** PK S, SK N; GSI byOwner (owner S, created N); LSI byTitle (PK, title S). */
    private static String catalog;
    /** Partition key only, of type B. */
    private static String blobs;
    /** PK S, SK S: one item holding every attribute type. */
    private static String typed;

    private static Dynalite engine;
    private static DynamoPreview preview;

    @BeforeAll
    static void tables(Dynalite dynalite) {
        engine = dynalite;
        catalog = Dynalite.uniqueTableName("Catalog");
        blobs = Dynalite.uniqueTableName("Blobs");
        typed = Dynalite.uniqueTableName("Typed");
        dynalite.createTable("""
                {"TableName": "%s",
                 "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                          {"AttributeName": "SK", "AttributeType": "N"},
                                          {"AttributeName": "owner", "AttributeType": "S"},
                                          {"AttributeName": "created", "AttributeType": "N"},
                                          {"AttributeName": "title", "AttributeType": "S"}],
                 "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
                 "GlobalSecondaryIndexes": [{"IndexName": "byOwner",
                    "KeySchema": [{"AttributeName": "owner", "KeyType": "HASH"}, {"AttributeName": "created", "KeyType": "RANGE"}],
                    "Projection": {"ProjectionType": "KEYS_ONLY"}}],
                 "LocalSecondaryIndexes": [{"IndexName": "byTitle",
                    "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "title", "KeyType": "RANGE"}],
                    "Projection": {"ProjectionType": "ALL"}}],
                 "BillingMode": "PAY_PER_REQUEST"}
                """.formatted(catalog));
        dynalite.createTable("""
                {"TableName": "%s",
                 "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "B"}],
                 "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
                 "BillingMode": "PAY_PER_REQUEST"}
                """.formatted(blobs));
        dynalite.createTable("""
                {"TableName": "%s",
                 "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                          {"AttributeName": "SK", "AttributeType": "S"}],
                 "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
                 "BillingMode": "PAY_PER_REQUEST"}
                """.formatted(typed));
        // 30 items in partition "p": SK 1..30, owner alternating, title reversed
        List<Map<String, Object>> writes = new ArrayList<>();
        for (int i = 1; i <= 30; i++) {
            Map<String, Object> item = new LinkedHashMap<>();
            item.put("PK", Map.of("S", "p"));
            item.put("SK", Map.of("N", Integer.toString(i)));
            item.put("owner", Map.of("S", i % 2 == 0 ? "even" : "odd"));
            item.put("created", Map.of("N", Integer.toString(1000 + i)));
            item.put("title", Map.of("S", "t" + (100 - i)));
            writes.add(Map.of("PutRequest", Map.of("Item", item)));
        }
        for (int from = 0; from < writes.size(); from += 25) {
            dynalite.call(
                            "BatchWriteItem",
                            Map.of(
                                    "RequestItems",
                                    Map.of(catalog, writes.subList(from, Math.min(writes.size(), from + 25)))))
                    .assertOk();
        }
        preview = new DynamoPreview(PreviewConfig.forEndpoint(dynalite.endpoint()));
    }

    @AfterAll
    static void close() {
        preview.close();
    }

    private static BuiltQuery built(Consumer<FormBuilder> form) {
        FormBuilder b = QueryForm.builder().table(catalog).pk("PK").pkValue("p");
        form.accept(b);
        Compilation c = QueryCompiler.compile(b.build());
        return assertInstanceOf(Compilation.Valid.class, c, c.toString()).built();
    }

    private static List<String> sortKeys(List<Map<String, Object>> items, String attribute, String type) {
        List<String> keys = new ArrayList<>();
        for (Map<String, Object> item : items) {
            @SuppressWarnings("unchecked")
            Map<String, Object> value = (Map<String, Object>) item.get(attribute);
            keys.add((String) value.get(type));
        }
        return keys;
    }

    // ------------------------------------------------------------------ discovery

    @Test
    void tablesListKeySchemasWithTypesAndBothKindsOfIndex() {
        List<TableInfo> tables = preview.tables().described();
        TableInfo info = tables.stream()
                .filter(t -> t.name().equals(catalog))
                .findFirst()
                .orElseThrow(() -> new AssertionError(catalog + " not in " + tables));
        assertEquals(
                new DescribedKey(new KeyAttribute("PK", KeyType.S), Optional.of(new KeyAttribute("SK", KeyType.N))),
                info.keySchema());
        assertEquals("ACTIVE", info.status());
        assertEquals(
                List.of(
                        new IndexInfo(
                                "byOwner",
                                IndexInfo.IndexKind.GSI,
                                new DescribedKey(
                                        new KeyAttribute("owner", KeyType.S),
                                        Optional.of(new KeyAttribute("created", KeyType.N))),
                                "KEYS_ONLY"),
                        new IndexInfo(
                                "byTitle",
                                IndexInfo.IndexKind.LSI,
                                new DescribedKey(
                                        new KeyAttribute("PK", KeyType.S),
                                        Optional.of(new KeyAttribute("title", KeyType.S))),
                                "ALL")),
                info.indexes());
        assertEquals(Optional.of(info.indexes().get(0).keySchema()), info.keySchemaFor(Optional.of("byOwner")));
        assertEquals(Optional.empty(), info.keySchemaFor(Optional.of("nope")));

        TableInfo blob =
                tables.stream().filter(t -> t.name().equals(blobs)).findFirst().orElseThrow();
        assertEquals(new DescribedKey(new KeyAttribute("id", KeyType.B), Optional.empty()), blob.keySchema());
        assertEquals(List.of(), blob.indexes());
        assertEquals(info, preview.describe(catalog));
        assertTrue(preview.tableNames().containsAll(List.of(catalog, blobs, typed)));
    }

    @Test
    void allowListFiltersTablesAndRefusesOthersBeforeAnyCall() {
        try (DynamoPreview limited = new DynamoPreview(
                PreviewConfig.forEndpoint(engine.endpoint()).withTableAllowList(Set.of(catalog, "NotThere")))) {
            assertEquals(List.of(catalog), limited.tableNames());
            assertEquals(
                    List.of(catalog),
                    limited.tables().described().stream().map(TableInfo::name).toList());
            PreviewException e = assertThrows(PreviewException.class, () -> limited.describe(typed));
            assertEquals(PreviewException.Reason.NOT_ALLOWED, e.kind());
            assertTrue(e.getMessage().contains(typed) && e.getMessage().contains("KEYSLICE_TABLES"), e.getMessage());
            assertEquals(Optional.of("table"), e.field());
            assertEquals(
                    PreviewException.Reason.NOT_ALLOWED,
                    assertThrows(
                                    PreviewException.class,
                                    () -> limited.query(built(f -> f.table(typed)), Optional.empty()))
                            .kind());
            assertEquals(30, limited.query(built(f -> {}), Optional.empty()).count());
        }
        // Refused before any call: the same allow-list in front of an endpoint nobody listens on says NOT_ALLOWED.
        try (DynamoPreview nowhere =
                new DynamoPreview(PreviewConfig.forEndpoint(URI.create("http://127.0.0.1:" + closedPort()))
                        .withTableAllowList(Set.of(catalog)))) {
            assertEquals(
                    PreviewException.Reason.NOT_ALLOWED,
                    assertThrows(
                                    PreviewException.class,
                                    () -> nowhere.query(built(f -> f.table(typed)), Optional.empty()))
                            .kind());
            assertEquals(
                    PreviewException.Reason.NOT_ALLOWED,
                    assertThrows(PreviewException.class, () -> nowhere.describe(typed))
                            .kind());
            assertEquals(
                    PreviewException.Reason.UNREACHABLE,
                    assertThrows(PreviewException.class, () -> nowhere.query(built(f -> {}), Optional.empty()))
                            .kind());
        }
    }

    /** A name DynamoDB would reject is refused in its words before DescribeTable: an endpoint nobody listens on is never asked. */
    @Test
    void aTableNameAgainstDynamoDbsRulesIsRefusedBeforeAnyCall() {
        try (DynamoPreview nowhere =
                new DynamoPreview(PreviewConfig.forEndpoint(URI.create("http://127.0.0.1:" + closedPort())))) {
            for (String name : new String[] {"", "ab", "two words", "x".repeat(256), "Drive/../x"}) {
                PreviewException refused = assertThrows(PreviewException.class, () -> nowhere.describe(name), name);
                assertEquals(PreviewException.Reason.BAD_INPUT, refused.kind(), name + ": " + refused.getMessage());
                assertEquals(Optional.of("table"), refused.field(), name);
            }
            assertTrue(assertThrows(PreviewException.class, () -> nowhere.describe("two words"))
                    .getMessage()
                    .contains("Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+"));
            assertEquals(
                    PreviewException.Reason.UNREACHABLE,
                    assertThrows(PreviewException.class, () -> nowhere.describe("Drive"))
                            .kind(),
                    "a valid name is asked for");
        }
    }

    // ------------------------------------------------------------------ queries

    @Test
    void queryReturnsItemsInEngineOrderWithCounts() {
        QueryResult page = preview.query(
                built(f -> f.sk("SK").skType("N").op("between").value("5").to("1e1")), Optional.empty());
        assertEquals(List.of("5", "6", "7", "8", "9", "10"), sortKeys(page.items(), "SK", "N"));
        assertEquals(6, page.count());
        assertEquals(6, page.scannedCount());
        assertNull(page.lastEvaluatedKey());
        assertNull(page.nextStartKey());
        assertFalse(page.hasNext());
        assertNotNull(page.consumedCapacity(), "ReturnConsumedCapacity=TOTAL");
        // key attributes first, then the rest by name
        assertEquals(
                List.of("PK", "SK", "created", "owner", "title"),
                List.copyOf(page.items().get(0).keySet()));
        assertEquals(Map.of("S", "p"), page.items().get(0).get("PK"));

        QueryResult desc = preview.query(
                built(f -> f.sk("SK").skType("N").op("lt").value("4").order("desc")), Optional.empty());
        assertEquals(List.of("3", "2", "1"), sortKeys(desc.items(), "SK", "N"));
    }

    @Test
    void paginationFollowsNextStartKeyUntilExhausted() {
        BuiltQuery q = built(f -> f.sk("SK").skType("N").op("ge").value("3").limit("7"));
        List<String> all = new ArrayList<>();
        List<Integer> sizes = new ArrayList<>();
        Optional<String> token = Optional.empty();
        int pages = 0;
        do {
            QueryResult page = preview.query(q, token);
            assertTrue(page.count() <= 7);
            all.addAll(sortKeys(page.items(), "SK", "N"));
            sizes.add(page.count());
            if (page.hasNext()) {
                assertEquals(
                        Map.of("PK", Map.of("S", "p"), "SK", Map.of("N", all.get(all.size() - 1))),
                        page.lastEvaluatedKey(),
                        "LastEvaluatedKey is the last item's key, in wire form");
                assertTrue(page.nextStartKey().matches("[A-Za-z0-9_-]+"), page.nextStartKey());
            }
            token = page.next();
            assertTrue(++pages < 20, "pagination does not end");
        } while (token.isPresent());
        List<String> expected = new ArrayList<>();
        for (int i = 3; i <= 30; i++) {
            expected.add(Integer.toString(i));
        }
        assertEquals(expected, all);
        assertEquals(List.of(7, 7, 7, 7), sizes.subList(0, 4), sizes.toString());
        assertEquals(28, sizes.stream().mapToInt(Integer::intValue).sum());

        // descending, on the LSI: title order, LastEvaluatedKey carries the index key too
        BuiltQuery byTitle = built(f -> f.index("byTitle")
                .sk("title")
                .op("begins_with")
                .value("t8")
                .order("desc")
                .limit("4"));
        QueryResult first = preview.query(byTitle, Optional.empty());
        assertEquals(List.of("t89", "t88", "t87", "t86"), sortKeys(first.items(), "title", "S"));
        assertEquals(Set.of("PK", "SK", "title"), first.lastEvaluatedKey().keySet());
        QueryResult second = preview.query(byTitle, first.next());
        assertEquals(List.of("t85", "t84", "t83", "t82"), sortKeys(second.items(), "title", "S"));
    }

    @Test
    void queryOnAGlobalIndexReadsItsOwnKeySchema() {
        BuiltQuery q = assertInstanceOf(
                        Compilation.Valid.class,
                        QueryCompiler.compile(QueryForm.builder()
                                .table(catalog)
                                .index("byOwner")
                                .pk("owner")
                                .pkValue("even")
                                .sk("created")
                                .skType("N")
                                .op("le")
                                .value("1006")
                                .build()))
                .built();
        QueryResult page = preview.query(q, Optional.empty());
        assertEquals(List.of("1002", "1004", "1006"), sortKeys(page.items(), "created", "N"));
        // keys only: the index keys and the table keys
        assertEquals(Set.of("PK", "SK", "owner", "created"), page.items().get(0).keySet());
        TableInfo info = preview.describe(catalog);
        Prediction verdict = Prediction.check(q, info, page.items());
        assertTrue(verdict.agrees(), verdict.explanation());
    }

    @Test
    void everyAttributeTypeRoundTripsInWireForm() throws IOException {
        String item = """
                {"PK": {"S": "types"}, "SK": {"S": "all"},
                 "s": {"S": "héllo 😀 \\u0000"}, "n": {"N": "-12.5"}, "big": {"N": "12345678901234567890123456789012345678"},
                 "b": {"B": "AH+A/w=="},
                 "ss": {"SS": ["a", "b"]}, "ns": {"NS": ["1", "2.5"]}, "bs": {"BS": ["AA==", "/w=="]},
                 "m": {"M": {"inner": {"M": {"x": {"N": "1"}}}, "flag": {"BOOL": false}, "list": {"L": [{"S": "deep"}]}}},
                 "l": {"L": [{"S": "one"}, {"N": "2"}, {"NULL": true}, {"L": []}, {"M": {}}, {"B": "AQI="}]},
                 "yes": {"BOOL": true}, "nothing": {"NULL": true}}
                """;
        engine.call("PutItem", "{\"TableName\": \"" + typed + "\", \"Item\": " + item + "}")
                .assertOk();
        Map<String, Object> expected = JSON.readValue(item, new TypeReference<LinkedHashMap<String, Object>>() {});

        BuiltQuery q = assertInstanceOf(
                        Compilation.Valid.class,
                        QueryCompiler.compile(QueryForm.builder()
                                .table(typed)
                                .pk("PK")
                                .pkValue("types")
                                .build()))
                .built();
        QueryResult page = preview.query(q, Optional.empty());
        assertEquals(1, page.items().size());
        Map<String, Object> got = page.items().get(0);
        assertEquals(expected.keySet(), got.keySet());
        for (String name : expected.keySet()) {
            Object want = expected.get(name);
            Object have = got.get(name);
            if (name.equals("ss") || name.equals("ns") || name.equals("bs")) {
                // sets have no order
                Map.Entry<String, Object> w = single(want);
                Map.Entry<String, Object> h = single(have);
                assertEquals(w.getKey(), h.getKey());
                assertEquals(new HashSet<>((List<?>) w.getValue()), new HashSet<>((List<?>) h.getValue()), name);
            } else {
                assertEquals(want, have, name);
            }
        }
        assertEquals("héllo 😀 \u0000", single(got.get("s")).getValue());
        assertEquals(List.of("PK", "SK"), List.copyOf(got.keySet()).subList(0, 2));
        // and the page serialises to the JSON a browser gets
        assertTrue(JSON.writeValueAsString(page).contains("\"b\":{\"B\":\"AH+A/w==\"}"));
    }

    @SuppressWarnings("unchecked")
    private static Map.Entry<String, Object> single(Object wire) {
        Map<String, Object> map = (Map<String, Object>) wire;
        assertEquals(1, map.size(), String.valueOf(map));
        return map.entrySet().iterator().next();
    }

    @Test
    void requestIsTheBuiltWireRequestExactly() {
        Compilation c = QueryCompiler.compile(QueryForm.builder()
                .table("T-1.x")
                .index("ix1")
                .pk("tenant.id")
                .pkType("B")
                .pkValue("AP8=")
                .sk("n")
                .skType("N")
                .op("between")
                .value("-1e2")
                .to("0.50")
                .order("desc")
                .limit("3")
                .names("minimal")
                .build());
        BuiltQuery q =
                assertInstanceOf(Compilation.Valid.class, c, c.toString()).built();
        QueryRequest r = preview.toRequest(q, Optional.empty());
        Map<String, Object> wire = WireJson.request(q);
        assertEquals("T-1.x", r.tableName());
        assertEquals("ix1", r.indexName());
        assertEquals(wire.get("KeyConditionExpression"), r.keyConditionExpression());
        assertEquals(wire.get("ExpressionAttributeNames"), r.expressionAttributeNames());
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        values.put(":pk", AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {0, (byte) 0xFF})));
        values.put(":skFrom", AttributeValue.fromN("-100"));
        values.put(":skTo", AttributeValue.fromN("0.5"));
        assertEquals(WireJson.values(q).keySet(), values.keySet(), "placeholders as the builder names them");
        assertEquals(values, r.expressionAttributeValues());
        assertEquals(Boolean.FALSE, r.scanIndexForward());
        assertEquals(3, r.limit());
        assertEquals("TOTAL", r.returnConsumedCapacityAsString());
        assertFalse(r.hasExclusiveStartKey());
        assertNull(r.filterExpression());
        assertNull(r.consistentRead());

        // the defaults are left out, as in the wire request
        QueryRequest plain = preview.toRequest(built(f -> {}), Optional.empty());
        assertNull(plain.indexName());
        assertNull(plain.scanIndexForward());
        assertNull(plain.limit());
    }

    // ------------------------------------------------------------------ failures

    @Test
    void engineErrorsComeBackVerbatim() {
        PreviewException missing = assertThrows(
                PreviewException.class,
                () -> preview.query(built(f -> f.table(Dynalite.uniqueTableName("Missing"))), Optional.empty()));
        assertEquals(PreviewException.Reason.ENGINE_REJECTED, missing.kind());
        assertEquals(Optional.of("ResourceNotFoundException"), missing.errorCode());
        assertEquals("Requested resource not found", missing.getMessage());
        assertEquals(400, missing.statusCode().orElseThrow());

        PreviewException index = assertThrows(
                PreviewException.class, () -> preview.query(built(f -> f.index("nope")), Optional.empty()));
        assertEquals(PreviewException.Reason.ENGINE_REJECTED, index.kind());
        assertEquals(Optional.of("ValidationException"), index.errorCode());
        assertEquals("The table does not have the specified index: nope", index.getMessage());

        // a schema mismatch keyslice cannot know about without the table: the engine's words
        PreviewException type = assertThrows(
                PreviewException.class,
                () -> preview.query(built(f -> f.sk("SK").skType("S").op("eq").value("1")), Optional.empty()));
        assertEquals(
                "One or more parameter values were invalid: Condition parameter type does not match schema type",
                type.getMessage());

        PreviewException describe = assertThrows(PreviewException.class, () -> preview.describe("no-such-table"));
        assertEquals(Optional.of("ResourceNotFoundException"), describe.errorCode());
    }

    @Test
    void missingTableIsBadInputBeforeAnyCall() {
        BuiltQuery noTable = assertInstanceOf(
                        Compilation.Valid.class,
                        QueryCompiler.compile(
                                QueryForm.builder().pk("PK").pkValue("p").build()))
                .built();
        PreviewException e = assertThrows(PreviewException.class, () -> preview.query(noTable, Optional.empty()));
        assertEquals(PreviewException.Reason.BAD_INPUT, e.kind());
        assertEquals(Optional.of("table"), e.field());
        assertTrue(e.getMessage().startsWith("table: "), e.getMessage());
    }

    @Test
    void badStartKeyTokensAreBadInput() {
        BuiltQuery q = built(f -> f.limit("2"));
        String good = preview.query(q, Optional.empty()).nextStartKey();
        assertNotNull(good);
        assertEquals(2, preview.query(q, Optional.of(good)).count());
        assertEquals(2, preview.query(q, Optional.of("")).count(), "an empty token is the first page");

        String json = new String(Base64.getUrlDecoder().decode(good), StandardCharsets.UTF_8);
        assertEquals("{\"PK\":{\"S\":\"p\"},\"SK\":{\"N\":\"2\"}}", json);
        List<String> garbage = List.of(
                "!!!",
                "not a token",
                good + "=",
                good + " ",
                " " + good,
                good.substring(0, good.length() - 1),
                b64("{\"PK\":{\"S\":\"p\"}, \"SK\":{\"N\":\"2\"}}"), // not compact
                b64("{\"SK\":{\"N\":\"2\"},\"PK\":{\"S\":\"p\"}}"), // not in name order
                b64("{\"PK\":{\"S\":\"p\"},\"SK\":{\"N\":\"2\"}} x"), // trailing garbage
                b64("{\"PK\":{\"S\":\"p\"},\"PK\":{\"S\":\"q\"}}"), // duplicate name
                b64("[1,2]"),
                b64("{}"),
                b64("null"),
                b64("\"x\""),
                b64("{\"PK\":{\"SS\":[\"p\"]}}"),
                b64("{\"PK\":{\"S\":\"\"}}"),
                b64("{\"PK\":{\"S\":1}}"),
                b64("{\"PK\":{\"N\":\"abc\"}}"),
                b64("{\"PK\":{\"B\":\"***\"}}"),
                b64("{\"PK\":{\"S\":\"a\",\"N\":\"1\"}}"),
                b64("{\"PK\":{\"S\":\"\\ud800\"}}"),
                b64(java.util.stream.IntStream.range(0, 11)
                        .mapToObj(i -> String.format("\"a%02d\":{\"S\":\"1\"}", i))
                        .collect(
                                java.util.stream.Collectors.joining(",", "{", "}"))), // more than a key's 10 attributes
                Base64.getUrlEncoder().withoutPadding().encodeToString(new byte[] {(byte) 0xC3, 0x28}),
                "A".repeat(9000));
        for (String token : garbage) {
            PreviewException e =
                    assertThrows(PreviewException.class, () -> preview.query(q, Optional.of(token)), token);
            assertEquals(PreviewException.Reason.BAD_INPUT, e.kind(), token);
            assertEquals(Optional.of("startKey"), e.field());
            assertTrue(e.getMessage().startsWith("startKey: "), e.getMessage());
        }
        // a well-formed token for a key outside the query: the engine's words
        String elsewhere = b64("{\"PK\":{\"S\":\"other\"},\"SK\":{\"N\":\"2\"}}");
        PreviewException e = assertThrows(PreviewException.class, () -> preview.query(q, Optional.of(elsewhere)));
        assertEquals(PreviewException.Reason.ENGINE_REJECTED, e.kind());
        assertEquals(Optional.of("ValidationException"), e.errorCode());
    }

    private static String b64(String json) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(json.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void engineDownIsUnreachableQuicklyAndRecovers() {
        try (Dynalite own = Dynalite.start();
                DynamoPreview p = new DynamoPreview(PreviewConfig.forEndpoint(own.endpoint()))) {
            own.createTable("""
                    {"TableName": "Down", "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}],
                     "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}], "BillingMode": "PAY_PER_REQUEST"}""");
            BuiltQuery q = assertInstanceOf(
                            Compilation.Valid.class,
                            QueryCompiler.compile(QueryForm.builder()
                                    .table("Down")
                                    .pk("PK")
                                    .pkValue("x")
                                    .build()))
                    .built();
            assertTrue(p.reachable());
            assertEquals(0, p.query(q, Optional.empty()).count());

            own.stop();
            long start = System.nanoTime();
            PreviewException e = assertThrows(PreviewException.class, () -> p.query(q, Optional.empty()));
            long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            assertEquals(PreviewException.Reason.UNREACHABLE, e.kind(), e.toString());
            assertTrue(e.getMessage().contains(own.endpoint().toString()), e.getMessage());
            assertTrue(millis < 4000, "no hanging, no retry storm: took " + millis + " ms");
            assertFalse(p.reachable());
            assertEquals(
                    PreviewException.Reason.UNREACHABLE,
                    assertThrows(PreviewException.class, p::tables).kind());

            own.restart(); // same port, empty engine
            assertTrue(p.reachable());
            assertEquals(
                    Optional.of("ResourceNotFoundException"),
                    assertThrows(PreviewException.class, () -> p.query(q, Optional.empty()))
                            .errorCode());
        }
    }

    @Test
    void anEndpointThatNeverAnswersTimesOut() throws IOException {
        try (ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            List<Socket> accepted = new ArrayList<>();
            Thread acceptor = new Thread(() -> {
                try {
                    while (true) {
                        accepted.add(silent.accept()); // read nothing, answer nothing
                    }
                } catch (IOException closed) {
                    // the test is over
                }
            });
            acceptor.setDaemon(true);
            acceptor.start();
            PreviewConfig config = PreviewConfig.forEndpoint(URI.create("http://127.0.0.1:" + silent.getLocalPort()))
                    .withTimeouts(Duration.ofSeconds(1), Duration.ofMillis(600));
            try (DynamoPreview p = new DynamoPreview(config)) {
                long start = System.nanoTime();
                PreviewException e =
                        assertThrows(PreviewException.class, () -> p.query(built(f -> {}), Optional.empty()));
                long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
                assertEquals(PreviewException.Reason.TIMEOUT, e.kind(), e.toString());
                assertTrue(millis < 3000, "one attempt, no retries: took " + millis + " ms");
                assertFalse(p.reachable());
            }
            for (Socket s : accepted) {
                s.close();
            }
        }
    }

    @Test
    void withoutAnEndpointEverythingSaysHowToConfigure() {
        try (DynamoPreview off = new DynamoPreview(PreviewConfig.disabled())) {
            assertFalse(off.configured());
            assertFalse(off.reachable());
            PreviewException e =
                    assertThrows(PreviewException.class, () -> off.query(built(f -> {}), Optional.empty()));
            assertEquals(PreviewException.Reason.NOT_CONFIGURED, e.kind());
            assertTrue(e.getMessage().contains("KEYSLICE_DYNAMODB_ENDPOINT"), e.getMessage());
            assertEquals(
                    PreviewException.Reason.NOT_CONFIGURED,
                    assertThrows(PreviewException.class, off::tables).kind());
        }
    }

    private static int closedPort() {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
