package keyslice.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyType;
import org.junit.jupiter.api.Test;

/** The pure check of an engine's result against keyslice's prediction. */
class PredictionTest {

    private static final KeyAttribute SK = new KeyAttribute("SK", KeyType.S);

    private static BuiltQuery built(FormBuilder form) {
        Compilation c = QueryCompiler.compile(form.build());
        return assertInstanceOf(Compilation.Valid.class, c, c.toString()).built();
    }

    private static FormBuilder drive() {
        return QueryForm.builder().table("Drive").pk("PK").pkValue("DRIVE#a91");
    }

    private static List<Map<String, Object>> items(String pk, String... sortKeys) {
        List<Map<String, Object>> items = new ArrayList<>();
        for (String sk : sortKeys) {
            Map<String, Object> item = new LinkedHashMap<>();
            item.put("PK", Map.of("S", pk));
            item.put("SK", Map.of("S", sk));
            items.add(item);
        }
        return items;
    }

    @Test
    void theWorkedExampleAgrees() {
        BuiltQuery q = built(drive().sk("SK").op("begins_with").value("root/photos/"));
        Prediction p = Prediction.check(
                q,
                Optional.empty(),
                items(
                        "DRIVE#a91",
                        "root/photos/",
                        "root/photos/2026/",
                        "root/photos/2026/beach.jpg",
                        "root/photos/2026/sunset.jpg"));
        assertTrue(p.agrees(), p.explanation());
        assertEquals(4, p.checked());
        assertTrue(
                p.explanation().startsWith("All 4 items the engine returned are in the queried partition"),
                p.explanation());
        assertTrue(Prediction.check(q, Optional.empty(), List.of()).agrees());
    }

    /** One item is one item: its verbs agree with it. */
    @Test
    void oneItemIsSaidInTheSingular() {
        BuiltQuery q = built(drive().sk("SK").op("begins_with").value("root/photos/2026/b"));
        Prediction p = Prediction.check(q, Optional.empty(), items("DRIVE#a91", "root/photos/2026/beach.jpg"));
        assertEquals(
                "The item the engine returned is in the queried partition, satisfies the condition and comes in "
                        + "DynamoDB's order for strings (UTF-8 bytes), as keyslice predicts.",
                p.explanation());
    }

    @Test
    void anItemOutsideTheConditionIsExplained() {
        BuiltQuery q = built(drive().sk("SK").op("begins_with").value("root/photos/"));
        Prediction p = Prediction.check(q, Optional.empty(), items("DRIVE#a91", "root/photos/", "root/photos.zip"));
        assertFalse(p.agrees());
        assertEquals(
                "The engine returned \"root/photos.zip\" (item 2), but keyslice predicts that the condition excludes it: "
                        + "\"root/photos.zip\" does not start with \"root/photos/\" (it sorts before every key that does).",
                p.explanation());
    }

    @Test
    void aDifferentOrderIsExplainedInDynamoDbsTerms() {
        // U+E000 sorts before the emoji in UTF-8, after it in Java's UTF-16 order
        BuiltQuery q = built(drive().sk("SK").op("ge").value("a"));
        Prediction utf16 = Prediction.check(q, Optional.empty(), items("DRIVE#a91", "a", "😀", "\uE000"));
        assertFalse(utf16.agrees());
        assertEquals(
                "The engine returned \"\uE000\" (item 3) after \"😀\", but in DynamoDB's order for strings (UTF-8 bytes) "
                        + "\"\uE000\" sorts before \"😀\", so an ascending read (ScanIndexForward=true) returns it first.",
                utf16.explanation());
        assertTrue(Prediction.check(q, Optional.empty(), items("DRIVE#a91", "a", "\uE000", "😀"))
                .agrees());

        BuiltQuery desc = built(drive().sk("SK").op("ge").value("a").order("desc"));
        assertTrue(Prediction.check(desc, Optional.empty(), items("DRIVE#a91", "😀", "\uE000", "a"))
                .agrees());
        Prediction wrong = Prediction.check(desc, Optional.empty(), items("DRIVE#a91", "a", "b"));
        assertFalse(wrong.agrees());
        assertTrue(wrong.explanation().contains("a descending read (ScanIndexForward=false)"), wrong.explanation());
        Prediction twice = Prediction.check(q, Optional.empty(), items("DRIVE#a91", "a", "a"));
        assertFalse(twice.agrees());
        assertTrue(twice.explanation().contains("twice"), twice.explanation());
    }

    @Test
    void anItemOfAnotherPartitionDisagrees() {
        BuiltQuery q = built(drive());
        Prediction p = Prediction.check(q, Optional.of(SK), items("DRIVE#b02", "root/"));
        assertFalse(p.agrees());
        assertEquals(
                "Item 1 has PK = \"DRIVE#b02\", but the query reads the partition PK = \"DRIVE#a91\".",
                p.explanation());
    }

    @Test
    void withoutASortConditionOnlyTheOrderIsChecked_whenTheSortKeyIsKnown() {
        BuiltQuery q = built(drive());
        assertTrue(Prediction.check(q, Optional.of(SK), items("DRIVE#a91", "root/", "root/docs/"))
                .agrees());
        assertFalse(Prediction.check(q, Optional.of(SK), items("DRIVE#a91", "root/docs/", "root/"))
                .agrees());
        // no sort key known: only the partition is checked
        assertTrue(Prediction.check(q, Optional.empty(), items("DRIVE#a91", "root/docs/", "root/"))
                .agrees());
        // a missing or mistyped sort key attribute
        Prediction typed =
                Prediction.check(q, Optional.of(new KeyAttribute("SK", KeyType.N)), items("DRIVE#a91", "root/"));
        assertFalse(typed.agrees());
        assertEquals("Item 1 has no Number attribute SK, the sort key that orders this read.", typed.explanation());
    }

    @Test
    void numbersAndBinaryUseTheirOwnOrder() {
        BuiltQuery n = built(QueryForm.builder()
                .table("T00")
                .pk("PK")
                .pkValue("p")
                .sk("SK")
                .skType("N")
                .op("lt")
                .value("10"));
        List<Map<String, Object>> numbers = new ArrayList<>();
        for (String v : List.of("-1e3", "-2.5", "0", "9.99")) {
            numbers.add(Map.of("PK", Map.of("S", "p"), "SK", Map.of("N", v)));
        }
        assertTrue(Prediction.check(n, Optional.empty(), numbers).agrees());
        numbers.add(Map.of("PK", Map.of("S", "p"), "SK", Map.of("N", "10")));
        Prediction p = Prediction.check(n, Optional.empty(), numbers);
        assertFalse(p.agrees());
        assertTrue(p.explanation().contains("N 10 equals N 10, which < excludes"), p.explanation());

        BuiltQuery b = built(QueryForm.builder()
                .table("T00")
                .pk("PK")
                .pkValue("p")
                .sk("SK")
                .skType("B")
                .op("begins_with")
                .value("fw=="));
        List<Map<String, Object>> bytes = List.of(
                Map.of("PK", Map.of("S", "p"), "SK", Map.of("B", "fw==")), // 7f
                Map.of("PK", Map.of("S", "p"), "SK", Map.of("B", "f4A="))); // 7f 80: unsigned, after 7f
        assertTrue(Prediction.check(b, Optional.empty(), bytes).agrees());
        assertFalse(Prediction.check(b, Optional.empty(), List.of(bytes.get(1), bytes.get(0)))
                .agrees());
    }

    @Test
    void anIndexReadUsesTheIndexSortKeyAndAllowsTies() {
        TableInfo drive = new TableInfo(
                "Drive",
                new DescribedKey(new KeyAttribute("PK", KeyType.S), Optional.of(SK)),
                List.of(new IndexInfo(
                        "parent",
                        IndexInfo.IndexKind.GSI,
                        new DescribedKey(
                                new KeyAttribute("parent", KeyType.S),
                                Optional.of(new KeyAttribute("modified", KeyType.N))),
                        "ALL")),
                "ACTIVE");
        BuiltQuery q = built(
                QueryForm.builder().table("Drive").index("parent").pk("parent").pkValue("root/"));
        List<Map<String, Object>> items = new ArrayList<>();
        for (String[] row : new String[][] {{"root/z", "1"}, {"root/a", "2"}, {"root/b", "2"}}) {
            items.add(
                    Map.of("parent", Map.of("S", "root/"), "SK", Map.of("S", row[0]), "modified", Map.of("N", row[1])));
        }
        Prediction p = Prediction.check(q, drive, items);
        assertTrue(p.agrees(), p.explanation());
        Prediction reversed = Prediction.check(q, drive, List.of(items.get(1), items.get(0)));
        assertFalse(reversed.agrees());
        assertTrue(reversed.explanation().contains("numeric order"), reversed.explanation());
        assertTrue(Prediction.check(
                        built(QueryForm.builder()
                                .table("Drive")
                                .index("other")
                                .pk("parent")
                                .pkValue("root/")),
                        drive,
                        items)
                .explanation()
                .contains("has no index other"));
    }

    // ================================================================== a multi-attribute key

    /** tenant t1, region eu; status = OPEN, day from 2026-01-01 on. */
    private static FormBuilder byTenant() {
        return QueryForm.builder()
                .table("Orders")
                .index("byTenant")
                .pk("tenant")
                .pkValue("t1")
                .pk(2, "region")
                .pkValue(2, "eu")
                .sk("status")
                .op("eq")
                .value("OPEN")
                .sk(2, "day")
                .op(2, "ge")
                .value(2, "2026-01-01");
    }

    /** Items of tenant t1, each given as region, status, day. */
    private static List<Map<String, Object>> orders(String... regionStatusDay) {
        List<Map<String, Object>> items = new ArrayList<>();
        for (String triple : regionStatusDay) {
            String[] parts = triple.split(" ");
            Map<String, Object> item = new LinkedHashMap<>();
            item.put("tenant", Map.of("S", "t1"));
            item.put("region", Map.of("S", parts[0]));
            item.put("status", Map.of("S", parts[1]));
            item.put("day", Map.of("S", parts[2]));
            items.add(item);
        }
        return items;
    }

    @Test
    void aMultiAttributeReadIsCheckedOnEveryKeyAttribute() {
        Map<List<Map<String, Object>>, String> cases = new LinkedHashMap<>();
        cases.put(
                orders("eu OPEN 2026-01-02", "eu OPEN 2026-01-02", "eu OPEN 2026-01-05"),
                "All 3 items the engine returned are in the partition tenant = \"t1\", region = \"eu\", satisfy every sort condition and come in the index's "
                        + "order of status, then day.");
        cases.put(
                orders("eu OPEN 2026-01-02", "us OPEN 2026-01-03"),
                "Item 2 has region = \"us\", but the query reads the partition tenant = \"t1\", region = \"eu\".");
        cases.put(
                orders("eu CLOSED 2026-01-02"),
                "The engine returned \"CLOSED\" for status (item 1), but keyslice predicts");
        cases.put(
                orders("eu OPEN 2025-12-31"),
                "The engine returned \"2025-12-31\" for day (item 1), but keyslice predicts");
        cases.put(
                orders("eu OPEN 2026-01-05", "eu OPEN 2026-01-02"),
                "The engine returned (\"OPEN\", \"2026-01-02\") (item 2) after (\"OPEN\", \"2026-01-05\"), but the index orders by "
                        + "status, then day");
        BuiltQuery q = built(byTenant());
        cases.forEach((items, words) -> {
            Prediction p = Prediction.check(q, Optional.empty(), items);
            assertEquals(words.startsWith("All"), p.agrees(), p.explanation());
            assertTrue(p.explanation().startsWith(words), p.explanation());
        });
        assertTrue(
                Prediction.check(
                                built(byTenant().order("desc")),
                                Optional.empty(),
                                orders("eu OPEN 2026-01-05", "eu OPEN 2026-01-02"))
                        .agrees(),
                "a descending read returns the later day first");
    }
}
