package keyslice.preview;

import static keyslice.preview.DynamoPreviewFixtures.JSON;
import static keyslice.preview.DynamoPreviewFixtures.built;
import static keyslice.preview.DynamoPreviewFixtures.catalog;
import static keyslice.preview.DynamoPreviewFixtures.close;
import static keyslice.preview.DynamoPreviewFixtures.engine;
import static keyslice.preview.DynamoPreviewFixtures.preview;
import static keyslice.preview.DynamoPreviewFixtures.single;
import static keyslice.preview.DynamoPreviewFixtures.sortKeys;
import static keyslice.preview.DynamoPreviewFixtures.tables;
import static keyslice.preview.DynamoPreviewFixtures.typed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.type.TypeReference;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.QueryForm;
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

/**
 * The preview's Query: items in engine order with counts, pages to the end, a global index, every attribute type, and
 * the built wire request sent exactly.
 */
@ExtendWith(DynaliteExtension.class)
@Tag("engine")
class DynamoPreviewQueryTest {
    @BeforeAll
    static void setUp(Dynalite dynalite) {
        tables(dynalite);
    }

    @AfterAll
    static void tearDown() {
        close();
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
}
