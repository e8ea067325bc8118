package keyslice.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.preview.ReadCheck.Status;
import org.junit.jupiter.api.Test;

/** A page as the engine answered it, next to keyslice's filter evaluation and cost model for the items it read. */
class ReadCheckTest {

    private static final List<String> NAMES = List.of("SK");

    private static BuiltQuery built(Consumer<FormBuilder> more) {
        FormBuilder form = QueryForm.builder()
                .table("Drive")
                .pk("PK")
                .pkValue("d")
                .sk("SK")
                .op("begins_with")
                .value("root/");
        more.accept(form);
        Compilation c = QueryCompiler.compile(form.build());
        return assertInstanceOf(Compilation.Valid.class, c, c.toString()).built();
    }

    private static Map<String, Object> item(String sk, String kind, String size) {
        Map<String, Object> item = new LinkedHashMap<>();
        item.put("PK", Map.of("S", "d"));
        item.put("SK", Map.of("S", sk));
        item.put("kind", Map.of("S", kind));
        if (size != null) {
            item.put("size", Map.of("N", size));
        }
        return item;
    }

    private static final Map<String, Object> FOLDER = item("root/a/", "folder", null);
    private static final Map<String, Object> FILE = item("root/a/x.jpg", "file", "2048");
    private static final Map<String, Object> OTHER_FOLDER = item("root/b/", "folder", null);
    private static final Map<String, Object> OTHER_FILE = item("root/b/y.jpg", "file", "12");
    private static final List<Map<String, Object>> READ = List.of(FOLDER, FILE, OTHER_FOLDER, OTHER_FILE);

    private static QueryResult page(List<Map<String, Object>> items, int count, int scanned, Double capacity) {
        return new QueryResult(items, count, scanned, capacity, null, null);
    }

    private static QueryResult read(List<Map<String, Object>> items) {
        return page(items, items.size(), items.size(), 0.5);
    }

    @Test
    void theFilterKeepsWhatTheEngineReturned() {
        ReadCheck check = ReadCheck.of(
                built(f -> f.filter("kind = \"file\"")),
                page(List.of(FILE, OTHER_FILE), 2, 4, 0.5),
                Optional.of(read(READ)),
                NAMES);
        assertEquals(Status.AGREES, check.returned().status(), check.returned().explanation());
        assertEquals(
                "keyslice's filter evaluation keeps the same 2 of the 4 items read that the engine returned.",
                check.returned().explanation());
        assertEquals(Optional.of(READ), check.itemsRead());
    }

    @Test
    void anItemTheFilterDropsButTheEngineReturnedIsNamed() {
        ReadCheck check = ReadCheck.of(
                built(f -> f.filter("kind = \"file\"")),
                page(List.of(FOLDER, FILE, OTHER_FILE), 3, 4, 0.5),
                Optional.of(read(READ)),
                NAMES);
        assertEquals(Status.DIFFERS, check.returned().status());
        assertEquals(
                "The engine returned the item SK = \"root/a/\" (item 1 read, its item 1), but keyslice predicts that the filter drops it:"
                        + " kind = \"file\" is false for it.",
                check.returned().explanation());
    }

    @Test
    void anItemTheFilterKeepsButTheEngineLeftOutIsNamed() {
        ReadCheck check = ReadCheck.of(
                built(f -> f.filter("kind = \"file\"")),
                page(List.of(OTHER_FILE), 1, 4, 0.5),
                Optional.of(read(READ)),
                NAMES);
        assertEquals(Status.DIFFERS, check.returned().status());
        assertEquals(
                "keyslice predicts that the filter keeps the item SK = \"root/a/x.jpg\" (item 2 read), but the engine did not return it;"
                        + " its item 1 is the item SK = \"root/b/y.jpg\".",
                check.returned().explanation());
        ReadCheck extra = ReadCheck.of(
                built(f -> f.filter("size > 100")),
                page(List.of(FILE, OTHER_FILE), 2, 4, 0.5),
                Optional.of(read(READ)),
                NAMES);
        assertEquals(
                "The engine returned the item SK = \"root/b/y.jpg\" (item 4 read, its item 2), but keyslice predicts that the filter drops it:"
                        + " size > 100 is false for it.",
                extra.returned().explanation());
    }

    @Test
    void selectCountComparesTheCountAndSaysWhyNoItemIsNamed() {
        BuiltQuery count = built(f -> f.filter("kind = \"folder\"").select("count"));
        ReadCheck same = ReadCheck.of(count, page(List.of(), 2, 4, 0.5), Optional.of(read(READ)), NAMES);
        assertEquals(Status.AGREES, same.returned().status(), same.returned().explanation());
        assertEquals(
                "The engine counted 2, the 2 of the 4 items read keyslice predicts the filter keeps.",
                same.returned().explanation());
        ReadCheck other = ReadCheck.of(count, page(List.of(), 3, 4, 0.5), Optional.of(read(READ)), NAMES);
        assertEquals(Status.DIFFERS, other.returned().status());
        assertTrue(
                other.returned()
                        .explanation()
                        .startsWith("keyslice predicts that the filter keeps 2 of the 4 items read, but the engine"
                                + " counted 3."),
                other.returned().explanation());
    }

    @Test
    void aProjectedItemIsMatchedAsAPartOfTheItemRead() {
        BuiltQuery projected = built(f -> f.filter("kind = \"file\"").project("size"));
        ReadCheck check = ReadCheck.of(
                projected,
                page(List.of(Map.of("size", Map.of("N", "2048")), Map.of("size", Map.of("N", "12"))), 2, 4, 0.5),
                Optional.of(read(READ)),
                NAMES);
        assertEquals(Status.AGREES, check.returned().status(), check.returned().explanation());
        ReadCheck wrong = ReadCheck.of(
                projected,
                page(List.of(Map.of("size", Map.of("N", "2048"))), 1, 4, 0.5),
                Optional.of(read(READ)),
                NAMES);
        assertEquals(Status.DIFFERS, wrong.returned().status());
        assertTrue(
                wrong.returned()
                        .explanation()
                        .contains(
                                "keeps the item SK = \"root/b/y.jpg\" (item 4 read), but the engine did not return it."),
                wrong.returned().explanation());
        assertTrue(ItemMatch.sameItem(
                Map.of("m", Map.of("M", Map.of("a", Map.of("S", "x")))),
                Map.of("m", Map.of("M", Map.of("a", Map.of("S", "x"), "b", Map.of("N", "1")))),
                true));
        assertTrue(ItemMatch.sameItem(
                Map.of("l", Map.of("L", List.of(Map.of("N", "3")))),
                Map.of("l", Map.of("L", List.of(Map.of("N", "1"), Map.of("N", "3")))),
                true));
        assertTrue(!ItemMatch.sameItem(
                Map.of("l", Map.of("L", List.of(Map.of("N", "4")))),
                Map.of("l", Map.of("L", List.of(Map.of("N", "1"), Map.of("N", "3")))),
                true));
    }

    @Test
    void capacityIsTheItemsReadSummedAndRoundedUpOncePerPage() {
        // Each item is a few dozen bytes: together far below 4 KB, one read unit strongly consistent, half eventually.
        ReadCheck eventually = ReadCheck.of(built(f -> {}), page(READ, 4, 4, 0.5), Optional.empty(), NAMES);
        assertEquals(
                Status.AGREES,
                eventually.capacity().status(),
                eventually.capacity().explanation());
        assertTrue(
                eventually
                        .capacity()
                        .explanation()
                        .startsWith("keyslice predicts 0.5 read capacity units for the 4 items read ("),
                eventually.capacity().explanation());
        ReadCheck consistent =
                ReadCheck.of(built(f -> f.consistent("true")), page(READ, 4, 4, 0.5), Optional.empty(), NAMES);
        assertEquals(Status.DIFFERS, consistent.capacity().status());
        assertTrue(
                consistent
                        .capacity()
                        .explanation()
                        .startsWith("keyslice predicts 1 read capacity unit for the 4 items read"),
                consistent.capacity().explanation());
        assertTrue(consistent.capacity().explanation().endsWith("but the engine reported 0.5 read capacity units."));
        // With a filter the items read are those of the page read again, not the two returned.
        ReadCheck filtered = ReadCheck.of(
                built(f -> f.filter("kind = \"file\"").consistent("true")),
                page(List.of(FILE, OTHER_FILE), 2, 4, 1.0),
                Optional.of(read(READ)),
                NAMES);
        assertEquals(
                Status.AGREES, filtered.capacity().status(), filtered.capacity().explanation());
        assertTrue(
                filtered.capacity().explanation().contains("for the 4 items read"),
                filtered.capacity().explanation());
    }

    @Test
    void whatCannotBeComparedSaysWhy() {
        ReadCheck none = ReadCheck.of(built(f -> {}), page(READ, 4, 4, null), Optional.empty(), NAMES);
        assertEquals(Status.NOT_COMPARED, none.capacity().status());
        assertEquals(
                "The engine reported no consumed capacity.", none.capacity().explanation());
        ReadCheck empty = ReadCheck.of(built(f -> {}), page(List.of(), 0, 0, 0.0), Optional.empty(), NAMES);
        assertEquals(Status.NOT_COMPARED, empty.capacity().status());
        ReadCheck changed = ReadCheck.of(
                built(f -> f.filter("kind = \"file\"")),
                page(List.of(FILE), 1, 4, 0.5),
                Optional.of(read(READ.subList(0, 3))),
                NAMES);
        assertEquals(Status.NOT_COMPARED, changed.returned().status());
        assertEquals(Status.NOT_COMPARED, changed.capacity().status());
        assertTrue(
                changed.returned().explanation().contains("covered 3 items where the Query read 4"),
                changed.returned().explanation());
        assertEquals(Optional.empty(), changed.itemsRead());
        assertThrows(
                IllegalArgumentException.class,
                () -> ReadCheck.of(
                        built(f -> f.filter("kind = \"file\"")), page(List.of(), 0, 0, 0.5), Optional.empty(), NAMES));
    }

    @Test
    void withoutAFilterEveryItemReadIsReturned() {
        ReadCheck check = ReadCheck.of(built(f -> {}), page(READ, 4, 4, 0.5), Optional.empty(), NAMES);
        assertEquals(Status.AGREES, check.returned().status());
        assertEquals(
                "Without a filter the engine returned every item it read (4).",
                check.returned().explanation());
        ReadCheck short_ = ReadCheck.of(built(f -> {}), page(READ, 4, 5, 0.5), Optional.empty(), NAMES);
        assertEquals(Status.DIFFERS, short_.returned().status());
    }

    @Test
    void unitsAreWrittenAsPeopleWriteThem() {
        assertEquals("0.5 read capacity units", ReadCheck.units(0.5));
        assertEquals("1 read capacity unit", ReadCheck.units(1.0));
        assertEquals("12 read capacity units", ReadCheck.units(12.0));
    }
}
