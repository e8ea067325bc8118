package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.elementText;
import static keyslice.testing.Html.unescape;
import static keyslice.testing.Query.encode;
import static keyslice.web.PreviewApiFixtures.FILE_TREE;
import static keyslice.web.PreviewApiFixtures.FILE_TREE_SKS;
import static keyslice.web.PreviewApiFixtures.app;
import static keyslice.web.PreviewApiFixtures.assertInput;
import static keyslice.web.PreviewApiFixtures.column;
import static keyslice.web.PreviewApiFixtures.columnType;
import static keyslice.web.PreviewApiFixtures.columns;
import static keyslice.web.PreviewApiFixtures.definition;
import static keyslice.web.PreviewApiFixtures.http;
import static keyslice.web.PreviewApiFixtures.loadDemoData;
import static keyslice.web.PreviewApiFixtures.query;
import static keyslice.web.PreviewApiFixtures.requestOf;
import static keyslice.web.PreviewApiFixtures.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import keyslice.domain.form.QueryForm;
import keyslice.testing.Answer;
import keyslice.testing.Html.Element;
import keyslice.testing.RunningApp;
import keyslice.web.state.DecodedQuery;
import keyslice.web.state.Permalink;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The page flow of the live preview: POST /run with and without htmx, and edit=use-table filling the keys from
 * DescribeTable.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
@Tag("engine")
class PreviewApiRunTest {
    @RegisterExtension
    static final RunningApp app = PreviewApiFixtures.app;

    @BeforeAll
    static void demoData() {
        loadDemoData();
    }

    // ================================================================== the page flow

    @Test
    void runWithHtmxAnswersThePreviewPartialWithTypedValuesCountsAndTheVerdict() {
        Answer response = http.run(FILE_TREE, true);
        assertEquals(200, response.status(), response.body());
        String html = response.body().strip();
        assertTrue(
                html.startsWith("<section id=\"preview\""),
                "the partial alone: " + html.substring(0, Math.min(200, html.length())));
        assertFalse(html.contains("<html"), "not the full page");
        // The values as people read them, each column's type once in its header.
        assertEquals(FILE_TREE_SKS, column(html, "SK"), html);
        assertEquals("S", columnType(html, "SK"));
        // Every item has PK = DRIVE#a91: shown once above the table, typed, instead of in each row.
        assertFalse(columns(html).contains("PK"), "the constant partition key is no column: " + columns(html));
        assertEquals(
                "Every item is in the partition PK = DRIVE#a91 S",
                byId(html, "preview-partition").text().replaceAll("\\s+", " ").strip());
        assertTrue(column(html, "size").contains("2483017"), html);
        assertEquals("N", columnType(html, "size"));
        assertEquals("4", definition(html, "Count"), html);
        assertEquals("4", definition(html, "ScannedCount"), html);
        String capacity = definition(html, "ConsumedCapacity");
        assertNotNull(capacity, html);
        // dynalite returns ConsumedCapacity for ReturnConsumedCapacity=TOTAL, as DynamoDB does.
        assertTrue(capacity.matches("[0-9]+(\\.[0-9]+)? RCU"), capacity);
        Element verdict = verdict(html);
        assertTrue(verdict.hasClass("ok"), verdict.outer());
        assertTrue(verdict.text().contains("as keyslice predicts"), verdict.outer());
        assertFalse(html.contains("id=\"next-page\""), "no Next page on the last page");
        assertFalse(html.contains("id=\"engine-error\""), html);
    }

    @Test
    void runWhenLimitedOffersNextPageCarryingTheStartKey() {
        Answer first = http.run(FILE_TREE + "&limit=2", true);
        assertEquals(200, first.status(), first.body());
        assertEquals(List.of("root/photos/", "root/photos/2026/"), column(first.body(), "SK"));
        Element next = byId(first.body(), "next-page");
        String startKey = next.attr("value");
        assertTrue(
                next.tag().equals("button")
                        && "startKey".equals(next.attr("name"))
                        && startKey != null
                        && startKey.matches("[A-Za-z0-9_-]+"),
                "a Next page button carrying startKey: " + first.body());
        assertEquals("/run", next.attr("hx-post"), next.startTag());
        assertEquals("/run", next.attr("formaction"), () -> "works without JavaScript too: " + next.startTag());
        assertTrue(first.body().contains("LastEvaluatedKey"), first.body());

        Answer second = http.run(FILE_TREE + "&limit=2&startKey=" + encode(startKey), true);
        assertEquals(200, second.status(), second.body());
        assertEquals(List.of("root/photos/2026/beach.jpg", "root/photos/2026/sunset.jpg"), column(second.body(), "SK"));
        assertTrue(verdict(second.body()).hasClass("ok"), verdict(second.body()).outer());
    }

    @Test
    void runWithoutHtmxAnswersTheFullPageWithTheResult() {
        Answer response = http.run(FILE_TREE, false);
        assertEquals(200, response.status(), response.body());
        String html = response.body();
        assertTrue(html.contains("<html"), "the full page");
        assertTrue(html.contains("<form id=\"builder\""), "with the form");
        assertTrue(html.contains("<section id=\"preview\""), "and the preview panel");
        assertEquals(FILE_TREE_SKS, column(html, "SK"));
        assertTrue(response.header("Content-Type").startsWith("text/html"), response.header("Content-Type"));
    }

    @Test
    void runRefusesACrossOriginPost() {
        Answer response = http.post("/run", FILE_TREE, "Origin", "https://evil.example", "HX-Request", "true");
        assertEquals(403, response.status(), response.body());
        assertFalse(response.body().contains("root/photos"), response.body());
    }

    @Test
    void anEngineErrorOnRunShowsTheEnginesMessageVerbatim() {
        String params = query("table", "Drive", "index", "nope", "pk", "parent", "pkValue", "root/");
        String message = app.engine().call("Query", requestOf(params)).message();
        Answer response = http.run(params, true);
        assertEquals(200, response.status(), response.body());
        assertEquals(message, elementText(response.body(), "pre", "engine-error"), response.body());

        String missing = query("table", "NoSuchTable", "pk", "PK", "pkValue", "x");
        Answer notFound = http.run(missing, true);
        assertEquals(
                app.engine().call("Query", requestOf(missing)).message(),
                elementText(notFound.body(), "pre", "engine-error"),
                notFound.body());
    }

    @Test
    void useTableFillsTheKeysFromDescribeTable() {
        Answer table = http.get("/?" + query("table", "Drive", "edit", "use-table"));
        assertEquals(303, table.status(), table.body());
        assertEquals(
                Permalink.of(
                        QueryForm.builder().table("Drive").pk("PK").sk("SK").build()),
                table.header("Location"));
        Map<String, List<String>> params = DecodedQuery.decode(
                        URI.create(table.header("Location")).getRawQuery())
                .params();
        assertEquals(List.of("PK"), params.get("pk"));
        assertEquals(List.of("SK"), params.get("sk"));

        Answer index = http.get(
                "/?" + query("table", "Drive", "index", "parent", "pkValue", "root/photos/", "edit", "use-table"));
        assertEquals(303, index.status(), index.body());
        assertEquals(
                Permalink.of(QueryForm.builder()
                        .table("Drive")
                        .index("parent")
                        .pk("parent")
                        .pkValue("root/photos/")
                        .sk("SK")
                        .build()),
                index.header("Location"));
        Map<String, List<String>> indexParams = DecodedQuery.decode(
                        URI.create(index.header("Location")).getRawQuery())
                .params();
        assertEquals(List.of("parent"), indexParams.get("pk"));
        assertEquals(List.of("SK"), indexParams.get("sk"));
        assertEquals(List.of("root/photos/"), indexParams.get("pkValue"), "the rest of the form is kept");

        Answer page = http.get(index.header("Location"));
        assertEquals(200, page.status());
        assertTrue(page.body().contains("value=\"parent\""), "the filled form");
    }

    @Test
    void useTableThroughHtmxAnswersTheFilledAppAndPushesThePermalink() {
        Answer response =
                http.get("/?" + query("table", "Drive", "edit", "use-table"), "HX-Request", "true", "HX-Target", "app");
        assertEquals(200, response.status(), response.body());
        String html = response.body().strip();
        assertTrue(html.startsWith("<div id=\"app\""), html.substring(0, Math.min(200, html.length())));
        assertEquals(
                Permalink.of(
                        QueryForm.builder().table("Drive").pk("PK").sk("SK").build()),
                response.header("HX-Push-Url"));
        assertInput(html, "pk", "PK");
        assertInput(html, "sk", "SK");
    }

    @Test
    void useTableWithAMissingIndexOrTableStaysOnThePageWithTheProblem() {
        Answer index = http.get("/?" + query("table", "Drive", "index", "nope", "edit", "use-table"));
        assertEquals(200, index.status(), "no redirect when nothing was filled");
        assertTrue(index.body().contains("The table does not have the specified index: nope"), index.body());

        Answer table = http.get("/?" + query("table", "NoSuchTable", "edit", "use-table"));
        assertEquals(200, table.status());
        String engineSays = app.engine()
                .call("DescribeTable", "{\"TableName\":\"NoSuchTable\"}")
                .message();
        assertTrue(unescape(table.body()).contains(engineSays), "the engine's message " + engineSays);
    }
}
