package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.byIdOrNull;
import static keyslice.testing.Html.elementText;
import static keyslice.testing.Html.elements;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.util.List;
import java.util.concurrent.TimeUnit;
import keyslice.examples.FileTree;
import keyslice.preview.PreviewConfig;
import keyslice.testing.Answer;
import keyslice.testing.Html.Element;
import keyslice.testing.Query;
import keyslice.testing.RecordingEngine;
import keyslice.testing.RunningApp;
import keyslice.web.state.Permalink;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The preview panel's page flow over HTTP, against a real dynalite: paging back and forth through a Query carried by
 * the Run form, a Run that names and marks the fields it needs, "Use these keys as samples", and "Load demo data"
 * answering in place (htmx) or with the builder page (without JavaScript), never a bare text page.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
@Tag("engine")
class RunPanelTest {

    @RegisterExtension
    static final RunningApp app =
            RunningApp.withPrivateDynalite(PreviewApiFixtures.UNLIMITED, preview -> preview.withAllowDemoData(true));

    private static final PreviewApiFixtures.Http http = new PreviewApiFixtures.Http(app);

    @BeforeAll
    static void loadDemoData() {
        assertEquals(303, http.loadDemoData().status());
    }

    /** The state the page buttons post: the paging form's fields, and the button's own name and value. */
    static String press(String html, String buttonId) {
        Element form = byId(html, "paging");
        Query body = Query.of();
        elements(html, "input").stream()
                .filter(input -> form.contains(input.start()))
                .forEach(input -> body.add(input.attr("name"), input.attrs().getOrDefault("value", "")));
        Element button = byId(html, buttonId);
        assertTrue(form.contains(button.start()), buttonId + " is a button of the paging form");
        assertNull(button.attr("disabled"), buttonId + " is enabled");
        return body.add(button.attr("name"), button.attr("value")).toString();
    }

    static String pageNumber(String html) {
        return byId(html, "page-number").text().strip();
    }

    @Test
    void pagingGoesForwardBackAndToTheFirstPageOfTheQueryThatRan() {
        String run = PreviewApiFixtures.FILE_TREE + "&limit=1";
        String first = http.run(run, true).body();
        assertEquals(List.of("root/photos/"), PreviewApiFixtures.column(first, "SK"));
        assertEquals("Page 1", pageNumber(first));
        assertNotNull(byId(first, "first-page").attr("disabled"), "no First on the first page");
        assertNotNull(byId(first, "previous-page").attr("disabled"), "no Previous on the first page");

        String second = http.run(press(first, "next-page"), true).body();
        assertEquals(List.of("root/photos/2026/"), PreviewApiFixtures.column(second, "SK"));
        assertEquals("Page 2", pageNumber(second));
        String third = http.run(press(second, "next-page"), true).body();
        assertEquals(List.of("root/photos/2026/beach.jpg"), PreviewApiFixtures.column(third, "SK"));
        assertEquals("Page 3", pageNumber(third));

        String back = http.run(press(third, "previous-page"), true).body();
        assertEquals(
                List.of("root/photos/2026/"), PreviewApiFixtures.column(back, "SK"), "Previous shows page 2 again");
        assertEquals("Page 2", pageNumber(back));
        String backAgain = http.run(press(back, "previous-page"), true).body();
        assertEquals(List.of("root/photos/"), PreviewApiFixtures.column(backAgain, "SK"));
        assertEquals("Page 1", pageNumber(backAgain));
        String start = http.run(press(third, "first-page"), true).body();
        assertEquals(List.of("root/photos/"), PreviewApiFixtures.column(start, "SK"), "First from page 3");
        assertEquals("Page 1", pageNumber(start));

        // The page buttons post the state that ran, whatever the form holds meanwhile; without JavaScript too.
        assertEquals("/run", byId(first, "paging").attr("action"));
        assertEquals("post", byId(first, "paging").attr("method"));
        String plain = http.run(press(third, "previous-page"), false).body();
        assertTrue(plain.contains("<html"), "the whole page without JavaScript");
        assertEquals(List.of("root/photos/2026/"), PreviewApiFixtures.column(plain, "SK"));
        assertEquals(
                "DRIVE#a91",
                keyslice.testing.Html.inputAttributes(plain, "pkValue").get("value"));
    }

    @Test
    void aForgedTrailIsRefusedInThePanelNamingTheParameter() {
        String first = http.run(PreviewApiFixtures.FILE_TREE + "&limit=1", true).body();
        String second = http.run(press(first, "next-page"), true).body();
        String previous = press(second, "previous-page");
        assertTrue(previous.contains("&page=2&pageKey=") && previous.endsWith("&nav=previous"), previous);
        for (String[] forged : List.of(
                new String[] {"page=2", "page=abc", "page"},
                new String[] {"pageKey=", "pageKey=not-a-token%21&ignored=", "pageKey"},
                new String[] {"nav=previous", "nav=last", "nav"})) {
            Answer response = http.run(previous.replace(forged[0], forged[1]), true);
            assertEquals(200, response.status(), "a bad page parameter is said in the panel, as a bad startKey is");
            String reason = elementText(response.body(), "pre", "engine-error");
            assertTrue(
                    reason.startsWith(forged[2] + ":") || reason.startsWith(forged[2] + " "),
                    forged[1] + ": " + reason);
            assertTrue(reason.endsWith("Run the query again from the first page."), reason);
        }
    }

    @Test
    void aRunWithoutATableMarksTheTableField() {
        String form = Query.of("pk", "PK", "pkValue", "DRIVE#a91").toString();
        String panel = http.run(form, true).body();
        Element needs = byId(panel, "preview-needs");
        assertTrue(needs.text().contains("Table name"), needs.outer());
        assertEquals("#table", elements(needs.outer(), "a").get(0).attr("href"), "the problem links to its field");
        Element slot = byId(panel, "err-table");
        assertEquals("true", slot.attr("hx-swap-oob"), "htmx swaps the field's error slot out of band");
        assertTrue(slot.text().contains("a Run needs the table's name"), slot.outer());
        assertEquals("", byId(panel, "err-pk").text().strip(), "the other slots say nothing");

        String page = http.run(form, false).body();
        assertEquals("true", byId(page, "table").attr("aria-invalid"), "without JavaScript the page marks the field");
        assertTrue(byId(page, "err-table").text().contains("a Run needs the table's name"));
        assertNotNull(byIdOrNull(page, "preview-needs"));
    }

    @Test
    void aRunOfAnInvalidFormMarksEveryFieldItNeeds() {
        String form = Query.of("table", "Drive", "pk", "PK", "pkValue", "", "sk", "SK", "limit", "0")
                .toString();
        String panel = http.run(form, true).body();
        Element needs = byId(panel, "preview-needs");
        List<String> fields = elements(needs.outer(), "li").stream()
                .map(li -> li.attr("data-field"))
                .toList();
        assertTrue(fields.contains("pkValue") && fields.contains("limit"), fields.toString());
        assertFalse(byId(panel, "err-pkValue").text().isBlank(), "the partition key value's slot has its problem");
        assertFalse(byId(panel, "err-limit").text().isBlank());
        assertEquals("true", byId(http.run(form, false).body(), "pkValue").attr("aria-invalid"));
    }

    @Test
    void theResultNamesTheStateThatRanAndOffersItsSortKeysAsSamples() {
        String panel = http.run(PreviewApiFixtures.FILE_TREE + "&samples=root%2F", true)
                .body();
        String ran = byId(panel, "preview").attr("data-ran");
        assertEquals(
                Permalink.of(FileTree.UNDER_PHOTOS.toBuilder().samples("root/").build()), ran);
        Element use = byId(panel, "use-samples");
        List<String> keys = List.of(
                "root/photos/", "root/photos/2026/", "root/photos/2026/beach.jpg", "root/photos/2026/sunset.jpg");
        assertEquals(String.join("\n", keys), use.attr("data-samples"));
        assertEquals(
                Permalink.of(FileTree.UNDER_PHOTOS.toBuilder().samples(keys).build()),
                use.attr("href"),
                "without JavaScript: the state that ran, with the page's sort keys as its samples");
        assertEquals("idle", byId(http.get("/").body(), "preview").attr("data-outcome"));
        assertNull(byId(http.get("/").body(), "preview").attr("data-ran"));
    }

    @Test
    void aFilteredRunSaysHowManyItemsItReadReturnedAndDroppedAndWhatTheyCost() {
        String panel = http.run(PreviewApiFixtures.FILE_TREE + "&filter=" + Query.encode("kind = \"file\""), true)
                .body();
        assertEquals(
                "Returned 2 of 4 items read (2 dropped by the filter) · 0.5 read capacity units",
                byId(panel, "preview-counts").text().strip());
        assertEquals(
                List.of("root/photos/2026/beach.jpg", "root/photos/2026/sunset.jpg"),
                PreviewApiFixtures.column(panel, "SK"));
        Element returned = byId(panel, "preview-returned-check");
        assertTrue(returned.hasClass("ok"), returned.outer());
        assertEquals(
                "keyslice's filter evaluation keeps the same 2 of the 4 items read that the engine returned.",
                returned.text().strip());
        Element capacity = byId(panel, "preview-capacity-check");
        assertTrue(capacity.hasClass("ok"), capacity.outer());
        assertTrue(
                capacity.text().strip().startsWith("keyslice predicts 0.5 read capacity units for the 4 items read ("),
                capacity.outer());
        assertTrue(
                PreviewApiFixtures.verdict(panel).hasClass("ok"),
                "the order check still holds: "
                        + PreviewApiFixtures.verdict(panel).outer());
    }

    @Test
    void aSelectCountRunShowsTheCountInsteadOfAnItemsTable() {
        String panel = http.run(
                        PreviewApiFixtures.FILE_TREE + "&select=count&filter=" + Query.encode("kind = \"folder\""),
                        true)
                .body();
        assertEquals(
                "Counted 2 of 4 items read (2 dropped by the filter) · 0.5 read capacity units",
                byId(panel, "preview-counts").text().strip());
        assertTrue(
                byId(panel, "preview-select-count")
                        .text()
                        .replaceAll("\\s+", " ")
                        .contains("the engine counted 2 items"),
                panel);
        assertTrue(elements(panel, "table").isEmpty(), "no empty items table");
        assertFalse(panel.contains("No items: the Query read nothing"), "the Query read four items");
        assertNull(byIdOrNull(panel, "use-samples"), "no keys to offer");
        assertEquals("AGREES", byId(panel, "preview-returned-check").attr("data-status"), panel);
        Element order = PreviewApiFixtures.verdict(panel);
        assertTrue(order.hasClass("ok"), order.outer());
        assertTrue(
                order.text().startsWith("On the page read again without its filter and Select COUNT: all 4 items"),
                order.outer());
    }

    @Test
    void aProjectionShowsOnlyTheProjectedAttributes() {
        String panel = http.run(PreviewApiFixtures.FILE_TREE + "&project=" + Query.encode("name, size"), true)
                .body();
        assertEquals(
                List.of("name", "size"),
                PreviewApiFixtures.columns(panel),
                "no key columns: the projection left them out");
        assertEquals(List.of("photos", "2026", "beach.jpg", "sunset.jpg"), PreviewApiFixtures.column(panel, "name"));
        assertNull(byIdOrNull(panel, "preview-partition"), "no item holds the partition key");
        Element order = PreviewApiFixtures.verdict(panel);
        assertTrue(
                order.hasClass("ok"),
                "the order is checked on the items read, which hold their keys: " + order.outer());
        assertEquals("AGREES", byId(panel, "preview-returned-check").attr("data-status"), panel);
        assertEquals(
                "Returned 4 of 4 items read · 0.5 read capacity units",
                byId(panel, "preview-counts").text().strip());
    }

    @Test
    void whereTheEngineDiffersFromThePredictionThePanelSaysSoNamingTheFirstItem() {
        try (RecordingEngine engine = RecordingEngine.start().table("""
                {"TableName":"Drive","TableStatus":"ACTIVE",
                 "AttributeDefinitions":[{"AttributeName":"PK","AttributeType":"S"},{"AttributeName":"SK","AttributeType":"S"}],
                 "KeySchema":[{"AttributeName":"PK","KeyType":"HASH"},{"AttributeName":"SK","KeyType":"RANGE"}]}""");
                RunningApp canned =
                        RunningApp.start(PreviewApiFixtures.UNLIMITED, PreviewConfig.forEndpoint(engine.endpoint()))) {
            // The same answer to the Query and to its read without the filter: a folder the filter drops, returned
            // anyway,
            // and a capacity no 4 KB rounding gives.
            engine.queryAnswers("""
                    {"Items":[{"PK":{"S":"DRIVE#a91"},"SK":{"S":"root/photos/"},"kind":{"S":"folder"}},
                              {"PK":{"S":"DRIVE#a91"},"SK":{"S":"root/photos/x.jpg"},"kind":{"S":"file"}}],
                     "Count":2,"ScannedCount":2,"ConsumedCapacity":{"TableName":"Drive","CapacityUnits":7.0}}""");
            PreviewApiFixtures.Http h = new PreviewApiFixtures.Http(canned);
            String panel = h.run(PreviewApiFixtures.FILE_TREE + "&filter=" + Query.encode("kind = \"file\""), true)
                    .body();
            Element returned = byId(panel, "preview-returned-check");
            assertTrue(returned.hasClass("mismatch"), returned.outer());
            assertEquals(
                    "The engine returned the item SK = \"root/photos/\" (item 1 read, its item 1), but keyslice predicts that the filter"
                            + " drops it: kind = \"file\" is false for it.",
                    keyslice.testing.Html.unescape(returned.text().strip()));
            Element capacity = byId(panel, "preview-capacity-check");
            assertTrue(capacity.hasClass("mismatch"), capacity.outer());
            assertTrue(
                    capacity.text().strip().endsWith("but the engine reported 7 read capacity units."),
                    capacity.outer());
            assertEquals(2, engine.requests("Query").size(), "the Query, and the same page read without its filter");
            assertFalse(
                    engine.requests("Query").get(1).body().has("FilterExpression"),
                    engine.requests("Query").get(1).body().toString());

            // Without a filter nothing is read twice.
            engine.clear();
            h.run(PreviewApiFixtures.FILE_TREE, true);
            assertEquals(1, engine.requests("Query").size());
        }
    }

    @Test
    void demoDataWithHtmxAnswersTheBuilderInPlace() {
        Answer response = http.post(
                "/preview/demo-data",
                "",
                "Origin",
                http.origin(),
                "Sec-Fetch-Site",
                "same-origin",
                "HX-Request",
                "true",
                "HX-Target",
                "app");
        assertEquals(200, response.status(), response.body());
        assertTrue(response.body().strip().startsWith("<div id=\"app\""), response.body());
        assertEquals(Permalink.of(FileTree.UNDER_PHOTOS), response.header("HX-Push-Url"));
        assertTrue(byId(response.body(), "preview-loaded").text().contains("Drive"), response.body());
        assertEquals(
                "DRIVE#a91",
                keyslice.testing.Html.inputAttributes(response.body(), "pkValue")
                        .get("value"));
    }

    @Test
    void demoDataWithTheEngineDownShowsTheFailureInThePanelNeverABareTextPage() throws IOException {
        int closed;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closed = socket.getLocalPort();
        }
        try (RunningApp down = RunningApp.start(
                PreviewApiFixtures.UNLIMITED,
                PreviewConfig.forEndpoint(URI.create("http://127.0.0.1:" + closed))
                        .withAllowDemoData(true))) {
            PreviewApiFixtures.Http h = new PreviewApiFixtures.Http(down);
            String mine = Query.of("table", "Mine", "pk", "id", "pkValue", "42").toString();
            Answer plain = h.post("/preview/demo-data", mine, "Origin", h.origin(), "Sec-Fetch-Site", "same-origin");
            assertEquals(502, plain.status(), plain.body());
            assertTrue(plain.header("Content-Type").startsWith("text/html"), plain.header("Content-Type"));
            assertTrue(plain.body().contains("<form id=\"builder\""), "the builder page");
            assertTrue(
                    elementText(plain.body(), "pre", "engine-error").startsWith("Demo data not loaded: Cannot reach"),
                    plain.body());
            assertEquals(
                    "Mine",
                    keyslice.testing.Html.inputAttributes(plain.body(), "table").get("value"),
                    "the query as it was");

            Answer htmx = h.post(
                    "/preview/demo-data",
                    "",
                    "Origin",
                    h.origin(),
                    "Sec-Fetch-Site",
                    "same-origin",
                    "HX-Request",
                    "true",
                    "HX-Target",
                    "app");
            assertEquals(502, htmx.status());
            assertTrue(htmx.body().strip().startsWith("<section id=\"preview\""), htmx.body());
            assertEquals("#preview", htmx.header("HX-Retarget"), "the panel takes the answer, the form stays");
            assertTrue(elementText(htmx.body(), "pre", "engine-error").startsWith("Demo data not loaded"), htmx.body());

            Answer foreign = h.post("/preview/demo-data", mine, "Origin", "https://evil.example");
            assertEquals(403, foreign.status());
            assertTrue(
                    foreign.body().contains("<form id=\"builder\"")
                            && foreign.body().contains("id=\"engine-error\""),
                    "a refusal is the page too: " + foreign.body());
        }
    }
}
