package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.byIdOrNull;
import static keyslice.testing.Html.elements;
import static keyslice.web.RunPanelFixtures.http;
import static keyslice.web.RunPanelFixtures.loadDemoData;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import keyslice.examples.FileTree;
import keyslice.preview.PreviewConfig;
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
 * What the run panel shows of a result: the state that ran, counts and cost of a filtered run, Select COUNT, a
 * projection, and where the engine differs from the prediction.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
@Tag("engine")
class RunPanelResultTest {
    @RegisterExtension
    static final RunningApp app = RunPanelFixtures.app;

    @BeforeAll
    static void demoData() {
        loadDemoData();
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
            // anyway, and a capacity no 4 KB rounding gives.
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
}
