package keyslice.domain.filter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.domain.summary.QuerySummary;
import keyslice.domain.warnings.Warning;
import org.junit.jupiter.api.Test;

/** The sample items under a Query: what the key condition reads, in which order and on which page, and what the filter keeps. */
class ItemSliceTest {

    static String item(String pk, String sk, String status) {
        return "{\"PK\":{\"S\":\"" + pk + "\"},\"SK\":{\"S\":\"" + sk + "\"},\"status\":{\"S\":\"" + status + "\"}}";
    }

    static Compilation.Valid compile(QueryForm form) {
        Compilation compilation = QueryCompiler.compile(form);
        assertTrue(compilation instanceof Compilation.Valid, compilation::toString);
        return (Compilation.Valid) compilation;
    }

    static ItemSlice slice(QueryForm form) {
        return compile(form).itemSlice().orElseThrow();
    }

    static ItemSlice slice(FormBuilder form) {
        return slice(form.build());
    }

    private static final List<String> TICKETS = List.of(
            item("T#1", "ORD#3", "open"),
            item("T#1", "ORD#1", "shut"),
            item("T#2", "ORD#1", "open"),
            item("T#1", "INV#1", "open"),
            item("T#1", "ORD#2", "open"),
            "{\"SK\":{\"S\":\"ORD#9\"}}");

    private static FormBuilder tickets() {
        return QueryForm.builder()
                .pk("PK")
                .pkValue("T#1")
                .sk("SK")
                .op("begins_with")
                .value("ORD#")
                .filter("status = \"open\"")
                .items(String.join("\n", TICKETS));
    }

    private static List<String> column(ItemSlice slice, java.util.function.Function<ItemSlice.Entry, Object> part) {
        return slice.entries().stream().map(part).map(String::valueOf).toList();
    }

    @Test
    void thePartitionsItemsComeInKeyOrderThenTheOthersAsGiven() {
        ItemSlice slice = slice(tickets());
        assertEquals(List.of("4", "2", "5", "1", "3", "6"), column(slice, ItemSlice.Entry::line));
        assertEquals("PK = \"T#1\", SK = \"INV#1\"", slice.entries().get(0).key());
        assertEquals(List.of("false", "true", "true", "true", "false", "false"), column(slice, ItemSlice.Entry::read));
        assertEquals(
                List.of("false", "false", "true", "true", "false", "false"), column(slice, ItemSlice.Entry::returned));
        assertEquals(
                List.of(
                        Optional.empty(),
                        Optional.of("status = \"open\""),
                        Optional.empty(),
                        Optional.empty(),
                        Optional.empty(),
                        Optional.empty()),
                slice.entries().stream().map(ItemSlice.Entry::failed).toList());
        assertEquals(
                List.of(
                        "Optional[SK: \"INV#1\" does not start with \"ORD#\" (it sorts before every key that does)]",
                        "Optional.empty",
                        "Optional.empty",
                        "Optional.empty",
                        "Optional[another partition: PK is \"T#2\", not \"T#1\"]",
                        "Optional[not an item of this table: it has no PK, and every item has its key]"),
                column(slice, ItemSlice.Entry::why));
        assertEquals("no PK, SK = \"ORD#9\"", slice.entries().get(5).key());
    }

    @Test
    void limitCountsTheItemsReadAndTheRestComeOnLaterPages() {
        ItemSlice slice = slice(tickets().limit("2"));
        assertEquals(List.of("0", "1", "1", "2", "0", "0"), column(slice, ItemSlice.Entry::page));
        assertEquals(
                List.of(Optional.of("status = \"open\"")),
                slice.entries().stream()
                        .filter(e -> e.read())
                        .map(ItemSlice.Entry::failed)
                        .filter(Optional::isPresent)
                        .toList());
        assertEquals(
                Optional.of("matches, but page 2 reads it: the first page ends at Limit 2"),
                slice.entries().get(3).why());
        assertEquals(
                List.of(2, 1),
                slice.pages().stream().map(ReadCost.Page::itemsRead).toList());
        assertEquals(
                List.of(1, 1),
                slice.pages().stream().map(ReadCost.Page::itemsReturned).toList());
        assertEquals(
                new ReadCost.Page(
                        3,
                        2,
                        slice.pages().get(0).bytesRead() + slice.pages().get(1).bytesRead(),
                        2),
                slice.total());
        assertEquals(
                List.of("5"),
                slice.returned().stream().map(e -> String.valueOf(e.line())).toList(),
                "the first page returns only what it read and kept");
    }

    @Test
    void aDescendingReadReversesTheKeyOrder() {
        assertEquals(
                List.of("1", "5", "2", "4", "3", "6"), column(slice(tickets().order("desc")), ItemSlice.Entry::line));
    }

    @Test
    void numbersSortAsNumbersAndAWrongTypeIsNoItemOfTheKey() {
        String lines = String.join(
                "\n",
                "{\"PK\":{\"S\":\"a\"},\"SK\":{\"N\":\"10\"}}",
                "{\"PK\":{\"S\":\"a\"},\"SK\":{\"N\":\"9\"}}",
                "{\"PK\":{\"S\":\"a\"},\"SK\":{\"S\":\"8\"}}",
                "{\"PK\":{\"S\":\"a\"},\"SK\":{\"N\":\"-1\"}}");
        ItemSlice slice = slice(QueryForm.builder()
                .pk("PK")
                .pkValue("a")
                .sk("SK")
                .skType("N")
                .op("ge")
                .value("0")
                .items(lines));
        assertEquals(List.of("4", "2", "1", "3"), column(slice, ItemSlice.Entry::line));
        assertEquals(List.of("false", "true", "true", "false"), column(slice, ItemSlice.Entry::returned));
        assertEquals(
                Optional.of(
                        "SK is S here, but the key's SK is a non-empty N: DynamoDB keeps no such item under this key"),
                slice.entries().get(3).why());
        assertEquals(
                Optional.of("SK: -1 sorts before 0"),
                slice.entries().get(0).why().map(w -> w.replace("N ", "")));
    }

    @Test
    void aTableHoldsOneItemPerKeyButAnIndexMayHoldSeveral() {
        String lines = String.join("\n", item("a", "x", "open"), item("a", "x", "shut"));
        FormBuilder form = QueryForm.builder()
                .pk("PK")
                .pkValue("a")
                .sk("SK")
                .op("eq")
                .value("x")
                .items(lines);
        ItemSlice table = slice(form);
        assertEquals(List.of("true", "false"), column(table, ItemSlice.Entry::read));
        assertEquals(
                Optional.of("the same key as line 1: a table holds one item per key, so this line is left out"),
                table.entries().get(1).why());
        assertEquals(List.of("true", "true"), column(slice(form.index("ByStatus")), ItemSlice.Entry::read));
        ItemSlice sparse = slice(form.index("ByStatus").items("{\"PK\":{\"S\":\"a\"}}"));
        assertEquals(
                Optional.of("not in the index: it has no SK, and an index holds only items with every key attribute"),
                sparse.entries().get(0).why());
    }

    @Test
    void withoutASortKeyThePartitionIsReadInTheOrderGiven() {
        ItemSlice slice = slice(QueryForm.builder().pk("PK").pkValue("T#1").items(String.join("\n", TICKETS)));
        assertEquals(List.of("1", "2", "4", "5", "3", "6"), column(slice, ItemSlice.Entry::line));
        assertEquals(false, slice.sorted());
    }

    @Test
    void anEventuallyConsistentReadCostsHalfAStronglyConsistentOne() {
        ItemSlice eventual = slice(tickets());
        ItemSlice strong = slice(tickets().consistent("true"));
        assertEquals(
                1, eventual.total().halfReadUnits(), "4 KB rounded up is one unit, half of it eventually consistent");
        assertEquals(2, strong.total().halfReadUnits());
        assertEquals(0.5, eventual.total().readUnits());
    }

    @Test
    void theSummaryNamesTheFilterAndCountsWhatItReturnsOfWhatIsRead() {
        assertEquals(
                "Reads the items of partition T#1 whose SK starts with ORD#, in ascending order, then keeps those where "
                        + "status = \"open\" — returns 2 of the 3 items read.",
                QuerySummary.of(compile(tickets().build())).text());
        assertEquals(
                "Reads the items of partition T#1 whose SK starts with ORD#, in ascending order, up to 2 items per page, "
                        + "then counts those where status = \"open\" — counts 1 of the 2 items read on the first page.",
                QuerySummary.of(compile(tickets().limit("2").select("count").build()))
                        .text());
        assertEquals(
                "Reads the items of partition T#1 whose SK starts with ORD#, in ascending order — returns 3 of the 6 sample items.",
                QuerySummary.of(compile(tickets().filter("").build())).text());
    }

    // --- the warning -------------------------------------------------------------------------------------------

    /** {@code n} items of one size in partition a, the first {@code kept} open and the rest shut. */
    private static QueryForm waste(int n, int kept) {
        List<String> lines = new ArrayList<>();
        IntStream.range(0, n)
                .forEach(i -> lines.add(item("a", String.format("ORD#%03d", i), i < kept ? "open" : "shut")));
        return QueryForm.builder()
                .pk("PK")
                .pkValue("a")
                .sk("SK")
                .op("begins_with")
                .value("ORD#")
                .filter("status = \"open\"")
                .items(String.join("\n", lines))
                .build();
    }

    private static List<Warning> wasteWarnings(QueryForm form) {
        return compile(form).warnings().stream()
                .filter(w -> w.code().equals("filter-waste"))
                .toList();
    }

    @Test
    void aFilterThatThrowsAwayMostOfTheReadIsWarnedAboutWithoutAFix() {
        List<Warning> warnings = wasteWarnings(waste(48, 3));
        assertEquals(1, warnings.size());
        assertEquals(
                "reads 48 items to return 3: 94 % of this Query's cost is filtered out — a key or index design would "
                        + "read only what you need.",
                warnings.get(0).message());
        assertEquals(Optional.empty(), warnings.get(0).fix());
    }

    @Test
    void aFewItemsOrLessThanHalfTheCostAreNotWarnedAbout() {
        assertEquals(List.of(), wasteWarnings(waste(4, 2)), "two items thrown away are too few to say");
        assertEquals(List.of(), wasteWarnings(waste(10, 6)), "four of ten thrown away is not most of the cost");
        assertEquals(1, wasteWarnings(waste(10, 5)).size(), "half of the cost is the threshold");
        assertEquals(
                List.of(),
                wasteWarnings(waste(10, 0).toBuilder().filter("").build()),
                "no filter, nothing thrown away");
    }

    @Test
    void aFilterThatKeepsNothingIsAllWaste() {
        assertTrue(wasteWarnings(waste(5, 0)).get(0).message().startsWith("reads 5 items to return 0: 100 %"));
        assertTrue(
                wasteWarnings(waste(400, 1)).get(0).message().contains(": 99 %"),
                "not 100 % while one item is returned");
    }
}
