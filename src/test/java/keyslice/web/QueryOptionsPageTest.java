package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.byIdOrNull;
import static keyslice.testing.Html.controls;
import static keyslice.testing.Html.elements;
import static keyslice.testing.Html.errorSlots;
import static keyslice.testing.Html.fieldErrors;
import static keyslice.testing.Html.formSubmission;
import static keyslice.testing.Html.textareaValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import keyslice.domain.expression.ReadOption;
import keyslice.domain.form.Field;
import keyslice.testing.Html.Element;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** "Filter, projection and more" on the builder page: its controls, the row builder's edit, and the output it adds. */
class QueryOptionsPageTest {

    @RegisterExtension
    static final RunningApp app = RunningApp.defaults();

    private static final WebTestHttp http = new WebTestHttp(app);

    /** The section's parameters, every read option's among them, so a new option is checked for its control here. */
    private static final List<Field> OPTIONS = java.util.stream.Stream.concat(
                    java.util.stream.Stream.of(Field.FILTER, Field.PROJECT, Field.SELECT, Field.ITEMS),
                    java.util.Arrays.stream(ReadOption.values()).map(ReadOption::field))
            .toList();

    static String item(String pk, String sk, String status) {
        return "{\"PK\":{\"S\":\"" + pk + "\"},\"SK\":{\"S\":\"" + sk + "\"},\"status\":{\"S\":\"" + status + "\"}}";
    }

    /** Six tickets: two open ones under ORD#, one shut, one of another kind, one of another partition, one without PK. */
    static final String TICKETS = String.join(
            "\n",
            item("T#1", "ORD#3", "open"),
            item("T#1", "ORD#1", "shut"),
            item("T#2", "ORD#1", "open"),
            item("T#1", "INV#1", "open"),
            item("T#1", "ORD#2", "open"),
            "{\"SK\":{\"S\":\"ORD#9\"}}");

    /** The tickets' Query with {@code more} pairs replacing (or added to) its own. */
    static Query tickets(String... more) {
        Query query = Query.of(
                "table",
                "Tickets",
                "pk",
                "PK",
                "pkValue",
                "T#1",
                "sk",
                "SK",
                "op",
                "begins_with",
                "value",
                "ORD#",
                "filter",
                "status = \"open\"",
                "project",
                "status, owner.name",
                "items",
                TICKETS);
        for (int i = 0; i < more.length; i += 2) {
            query = query.with(more[i], more[i + 1]);
        }
        return query;
    }

    private static String page(Query query, String... headers) {
        return http.page(query, headers).assertStatus(200).body();
    }

    @Test
    void everyOptionHasAControlWithItsErrorSlotInAClosedSection() {
        String html = http.get("/").assertStatus(200).body();
        Map<String, List<String>> slots = errorSlots(html);
        Element section = byId(html, "query-options");
        for (Field param : OPTIONS) {
            List<Element> controls = controls(html, param.code());
            assertEquals(1, controls.size(), param.code());
            assertTrue(section.contains(controls.get(0).start()), param.code() + " is in the section");
            assertTrue(slots.containsKey("err-" + param.code()), param.code());
        }
        assertEquals("details", section.tag());
        assertNull(section.attr("open"), "closed while the state uses none of its parameters");
        assertTrue(section.text().strip().startsWith("Filter, projection and more"), section.text());
    }

    @Test
    void aStateWithOptionsOpensTheSectionAndTheFormSubmitsIt() {
        String html = page(tickets("select", "", "consistent", "true"));
        assertTrue(byId(html, "query-options").attrs().containsKey("open"));
        assertEquals(
                "status = \"open\"",
                textareaValue(elements(html, "textarea").stream()
                        .filter(t -> "filter".equals(t.attr("name")))
                        .findFirst()
                        .orElseThrow()
                        .inner()));
        Query submitted = formSubmission(html);
        assertEquals(
                http.api(tickets("consistent", "true"))
                        .assertStatus(200)
                        .json()
                        .get("permalink")
                        .asText(),
                http.api(submitted).assertStatus(200).json().get("permalink").asText(),
                "the form submits the state it shows");
    }

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

    // --- the row builder -----------------------------------------------------------------------------------------

    private static String editedFilter(Query query) {
        String location = http.page(query).assertStatus(303).header("Location");
        for (String pair : location.substring(location.indexOf('?') + 1).split("&")) {
            if (pair.startsWith("filter=")) {
                return URLDecoder.decode(pair.substring("filter=".length()), StandardCharsets.UTF_8);
            }
        }
        return "";
    }

    private static Query row(String filter, String join, String attribute, String op, String value) {
        return tickets(
                "filter",
                filter,
                "edit",
                "filter-add",
                "filterJoin",
                join,
                "filterAttr",
                attribute,
                "filterOp",
                op,
                "filterValue",
                value);
    }

    @Test
    void addAppendsTheRowsConditionWithoutJavaScript() {
        assertEquals("status = \"open\"", editedFilter(row("", "AND", "status", "=", "open")));
        assertEquals(
                "status = \"open\" OR size(tags) > 2 OR attribute_exists(owner.name)",
                editedFilter(
                        row("status = \"open\" OR size(tags) > 2", "OR", "owner.name", "attribute_exists", "ignored")));
        assertEquals("a = 1 AND n >= 2.5", editedFilter(row("a = 1", "AND", "n", ">=", "2.5")));
        assertEquals("done <> false AND note = null", editedFilter(row("done <> false", "AND", "note", "=", "null")));
        assertEquals(
                "begins_with(`first-name`, \"2a \\\"q\\\"\")",
                editedFilter(row("", "AND", "first-name", "begins_with", "2a \"q\"")));
        assertEquals("contains(tags[0], \"x\")", editedFilter(row("", "AND", "tags[0]", "contains", "x")));
        assertEquals(
                "`not` < \"007\"",
                editedFilter(row("", "AND", "not", "<", "007")),
                "a grammar word goes in backticks; a number with a leading zero is text");
    }

    @Test
    void addAnswersTheFormAndOutputToHtmx() {
        String html = page(row("", "AND", "status", "<>", "shut"), WebTestHttp.EDITING);
        Element filter = elements(html, "textarea").stream()
                .filter(t -> "filter".equals(t.attr("name")))
                .findFirst()
                .orElseThrow();
        assertEquals("status <> \"shut\"", textareaValue(filter.inner()));
        assertEquals(
                "",
                elements(html, "input").stream()
                        .filter(i -> "filterAttr".equals(i.attr("name")))
                        .findFirst()
                        .orElseThrow()
                        .attr("value"),
                "the row is empty again");
        assertEquals("#f1 <> :f1", byId(html, "out-filter").text());
    }

    @Test
    void aRowWithoutItsAttributeOrValueIsRefusedOnTheFilter() {
        String html = page(row("a = 1", "AND", "", "=", "x"));
        assertEquals(
                List.of("To add a condition, name its attribute (such as status or address.city)."),
                fieldErrors(html, "filter"));
        assertTrue(byId(html, "query-options").attrs().containsKey("open"));
        assertEquals(
                List.of(
                        "The condition n > needs a value to compare with: type a number, true, false, null or any text."),
                fieldErrors(page(row("a = 1", "AND", "n", ">", "")), "filter"));
    }

    @Test
    void problemsShowAtTheirFieldsAndOpenTheSection() {
        String html = page(Query.of("pk", "PK", "pkValue", "a", "filter", "status = ", "items", "{\"a\": {\"S\": 1}}"));
        assertTrue(byId(html, "query-options").attrs().containsKey("open"));
        assertEquals(1, fieldErrors(html, "filter").size(), html);
        assertEquals(1, fieldErrors(html, "items").size(), html);
    }
}
