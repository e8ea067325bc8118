package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.byIdOrNull;
import static keyslice.testing.Html.elements;
import static keyslice.web.QueryOptionsPageFixtures.item;
import static keyslice.web.QueryOptionsPageFixtures.page;
import static keyslice.web.QueryOptionsPageFixtures.tickets;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keyslice.testing.Html.Element;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The output of a Query with a filter: its expressions, the summary, the sample items under it, the waste warning.
 */
class QueryOptionsOutputTest {
    @RegisterExtension
    static final RunningApp app = QueryOptionsPageFixtures.app;

    @Test
    void theOutputShowsTheExpressionsUnderTheKeyCondition() {
        String html = page(tickets());
        assertEquals("#f1 = :f1", byId(html, "out-filter").text());
        assertEquals(
                "#f1, #p1.#p2", byId(html, "out-projection").text(), "status shares its placeholder with the filter");
        String output = byId(html, "output").html();
        assertTrue(
                output.indexOf("id=\"out-expression\"") < output.indexOf("id=\"out-filter\"")
                        && output.indexOf("id=\"out-filter\"") < output.indexOf("id=\"out-projection\"")
                        && output.indexOf("id=\"out-projection\"") < output.indexOf("id=\"out-names\""),
                "under the key condition, before the names");
        assertTrue(
                byId(html, "out-names").text().contains("\"#f1\" : \"status\""),
                byId(html, "out-names").text());
        assertNull(
                byIdOrNull(page(tickets("filter", "", "project", "")), "out-filter"), "no filter, no FilterExpression");
    }

    @Test
    void theSummaryNamesTheFilterAndWhatItReturnsOfWhatIsRead() {
        assertEquals(
                "Reads the items of partition T#1 whose SK starts with ORD#, in ascending order, then keeps those where "
                        + "status = \"open\" — returns 2 of the 3 items read.",
                byId(page(tickets()), "summary").text().strip());
    }

    @Test
    void theItemSliceMarksEachItemAndSaysWhereTheFilterDropsOne() {
        String html = page(tickets("limit", "2"));
        List<Element> rows = elements(elements(html, "ol", "item-slice").get(0).outer(), "li");
        assertEquals(
                List.of("outside", "dropped", "returned", "beyond", "other", "other"),
                rows.stream().map(r -> r.attr("class")).toList());
        assertTrue(rows.get(1).text().contains("line 2"), rows.get(1).text());
        assertEquals(
                "PK = \"T#1\", SK = \"ORD#1\"",
                elements(rows.get(1).outer(), "code").get(0).text());
        assertEquals(
                "status = \"open\"",
                elements(rows.get(1).outer(), "code", "failed").get(0).text());
        assertTrue(
                rows.get(3).text().contains("matches, but page 2 reads it: the first page ends at Limit 2"),
                rows.get(3).text());
        assertTrue(
                rows.get(4).text().contains("not read: another partition: PK is \"T#2\", not \"T#1\""),
                rows.get(4).text());

        Element table = elements(html, "table", "cost").get(0);
        List<List<String>> cells = elements(html, "tr").stream()
                .filter(tr -> table.contains(tr.start()))
                .map(tr -> java.util.stream.Stream.concat(elements(html, "th").stream(), elements(html, "td").stream())
                        .filter(cell -> tr.contains(cell.start()))
                        .sorted(java.util.Comparator.comparingInt(Element::start))
                        .map(cell -> cell.text().strip())
                        .toList())
                .toList();
        assertEquals(List.of("Page", "Items read", "Returned", "Bytes read", "Read units"), cells.get(0));
        assertEquals(
                List.of("Page 1", "2", "1", "44", "0.5"),
                cells.get(1),
                "4 KB rounded up, halved: eventually consistent");
        assertEquals(List.of("Page 2", "1", "1", "22", "0.5"), cells.get(2), "each page is rounded up on its own");
        assertEquals(List.of("Total", "3", "2", "66", "1"), cells.get(3));
        assertTrue(table.text().contains("page by page"));
        assertTrue(html.contains("Eventually consistent, DynamoDB&#39;s default")
                || html.contains("Eventually consistent, DynamoDB's default"));
    }

    @Test
    void theWasteWarningIsInTheWarningsList() {
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < 10; i++) {
            lines.append(item("T#1", String.format("ORD#%02d", i), i == 0 ? "open" : "shut"))
                    .append('\n');
        }
        String html = page(tickets("items", lines.toString()));
        Element warning = elements(html, "li", "warning").stream()
                .filter(li -> "filter-waste".equals(li.attr("data-code")))
                .findFirst()
                .orElseThrow();
        assertTrue(
                warning.text().contains("reads 10 items to return 1: 90 % of this Query's cost is filtered out"),
                warning.text());
        assertTrue(elements(warning.outer(), "a", "fix").isEmpty(), "no fix keeps the Query's meaning");
    }

    @Test
    void aLongListOfItemsIsCutWhereTheApiGoesOn() {
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < 210; i++) {
            lines.append("{\"PK\":{\"S\":\"T#1\"},\"SK\":{\"S\":\"ORD#")
                    .append(String.format("%03d", i))
                    .append("\"}}\n");
        }
        String html = page(tickets("items", lines.toString(), "project", ""));
        List<Element> rows = elements(elements(html, "ol", "item-slice").get(0).outer(), "li");
        assertEquals(201, rows.size());
        assertEquals(
                "… 10 more items (the API's itemSlice lists every one)",
                rows.get(200).text().strip());
        assertTrue(
                byId(html, "summary").text().contains("returns 0 of the 210 items read"),
                "the counts are of every item");
    }
}
