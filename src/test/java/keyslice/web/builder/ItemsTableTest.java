package keyslice.web.builder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keyslice.web.http.Json;
import org.junit.jupiter.api.Test;

/** The panel's table: key columns first, a shared partition key above the table, plain values with their type once. */
class ItemsTableTest {

    static final Json JSON = new Json();

    static Map<String, Object> item(Object... pairs) {
        Map<String, Object> item = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            item.put((String) pairs[i], pairs[i + 1]);
        }
        return item;
    }

    static Map<String, Object> s(String text) {
        return Map.of("S", text);
    }

    @Test
    void keyColumnsLeadInTheirOrderAndTheRestFollowAsTheItemsNameThem() {
        List<Map<String, Object>> items = List.of(
                item("kind", s("file"), "SK", s("a"), "GSI1SK", s("x"), "PK", s("P"), "size", Map.of("N", "42")),
                item("note", s("n"), "SK", s("b"), "PK", s("P"), "GSI1PK", s("g")));
        ItemsTable table = ItemsTable.of(items, List.of("PK", "SK", "PK", "SK", "GSI1PK", "GSI1SK"), 1, JSON::compact);
        assertEquals(
                List.of("SK", "GSI1PK", "GSI1SK", "kind", "size", "note"),
                table.columns().stream().map(ItemsTable.Column::name).toList());
        assertEquals(
                List.of(new ItemsTable.Partition("PK", "P", "S")),
                table.partition(),
                "the same PK in every row: shown once");
        assertEquals("a", table.rows().get(0).get(0).text(), "no S: prefix");
        assertEquals("S", table.columns().get(0).type(), "the type once, in the column");
        assertEquals("", table.rows().get(0).get(0).type());
        assertTrue(table.rows().get(1).get(4).absent(), "an attribute the item lacks is an empty cell");
    }

    @Test
    void projectedItemsWithoutTheirKeysShowTheAttributesTheyHave() {
        // A projection of "name, size, SK": no item has the partition key, one lacks even the sort key it asked for.
        List<Map<String, Object>> items = List.of(
                item("name", s("a.jpg"), "size", Map.of("N", "3"), "SK", s("root/a.jpg")),
                item("name", s("b/")),
                item());
        ItemsTable table = ItemsTable.of(items, List.of("PK", "SK"), 1, JSON::compact);
        assertEquals(List.of(), table.partition(), "no partition key to show above the table");
        assertEquals(
                List.of("SK", "name", "size"),
                table.columns().stream().map(ItemsTable.Column::name).toList(),
                "only the attributes some item has, a key first");
        assertEquals(3, table.rows().size(), "an item with no attribute projected is still a row");
        assertTrue(table.rows().get(1).get(0).absent());
        assertTrue(table.rows().get(2).stream().allMatch(ItemsTable.Cell::absent));
        assertTrue(ItemsTable.of(List.of(item("name", s("a"))), List.of("PK", "SK"), 1, JSON::compact)
                .partition()
                .isEmpty());
    }

    @Test
    void aPartitionKeyThatDiffersStaysAColumn() {
        List<Map<String, Object>> items = List.of(item("PK", s("A"), "SK", s("1")), item("PK", s("B"), "SK", s("1")));
        ItemsTable table = ItemsTable.of(items, List.of("PK", "SK"), 1, JSON::compact);
        assertEquals(List.of(), table.partition());
        assertEquals(
                List.of("PK", "SK"),
                table.columns().stream().map(ItemsTable.Column::name).toList());
    }

    @Test
    void mixedTypesAreSaidPerCellAndEveryTypeReadsAsItsText() {
        List<Map<String, Object>> items = List.of(
                item(
                        "PK",
                        s("P"),
                        "v",
                        Map.of("N", "7"),
                        "flag",
                        Map.of("BOOL", true),
                        "none",
                        Map.of("NULL", true),
                        "tags",
                        Map.of("SS", List.of("a", "b")),
                        "doc",
                        Map.of("M", Map.of("k", s("v")))),
                item("PK", s("P"), "v", s("seven")));
        ItemsTable table = ItemsTable.of(items, List.of("PK"), 1, JSON::compact);
        ItemsTable.Column v = table.columns().get(0);
        assertEquals("", v.type(), "no single type for v");
        assertEquals(new ItemsTable.Cell("7", "N"), table.rows().get(0).get(0));
        assertEquals(new ItemsTable.Cell("seven", "S"), table.rows().get(1).get(0));
        assertEquals("true", table.rows().get(0).get(1).text());
        assertEquals("BOOL", table.columns().get(1).type());
        assertEquals("null", table.rows().get(0).get(2).text());
        assertEquals("[\"a\",\"b\"]", table.rows().get(0).get(3).text());
        assertEquals("string set", table.columns().get(3).typeName());
        assertEquals("{\"k\":{\"S\":\"v\"}}", table.rows().get(0).get(4).text());
    }

    @Test
    void valuesLongerThanTheClipAreCut() {
        String exact = "x".repeat(ItemsTable.CLIPPED_AT);
        assertFalse(new ItemsTable.Cell(exact, "").clipped());
        assertTrue(new ItemsTable.Cell(exact + "y", "").clipped());
        assertFalse(
                new ItemsTable.Cell("😀".repeat(ItemsTable.CLIPPED_AT), "").clipped(),
                "counted in characters, not UTF-16 units");
        assertFalse(new ItemsTable.Cell(null, "").clipped());
    }

    @Test
    void noItemsIsAnEmptyTable() {
        ItemsTable table = ItemsTable.of(List.of(), List.of("PK", "SK"), 1, JSON::compact);
        assertTrue(table.isEmpty());
        assertEquals(List.of(), table.partition());
    }
}
