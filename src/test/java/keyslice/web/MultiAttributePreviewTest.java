package keyslice.web;

import static keyslice.testing.Html.elementText;
import static keyslice.testing.Html.unescape;
import static keyslice.web.MultiAttributeOrders.JANUARY;
import static keyslice.web.MultiAttributeOrders.ORDERS;
import static keyslice.web.MultiAttributeOrders.assertSentAsShown;
import static keyslice.web.MultiAttributeOrders.list;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.concurrent.TimeUnit;
import keyslice.domain.form.QueryForm;
import keyslice.preview.PreviewConfig;
import keyslice.testing.Answer;
import keyslice.testing.Html;
import keyslice.testing.RecordingEngine;
import keyslice.testing.RunningApp;
import keyslice.web.state.Permalink;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Table discovery and the live preview for a global secondary index with a multi-attribute key, against a
 * {@link RecordingEngine}: dynalite cannot create such an index, so the engine's side is canned and what keyslice
 * sends is checked request by request.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class MultiAttributePreviewTest {

    private static RecordingEngine engine;
    private static RunningApp app;
    private static PreviewApiFixtures.Http http;

    @BeforeAll
    static void start() {
        engine = RecordingEngine.start().table(ORDERS);
        app = RunningApp.start(PreviewApiFixtures.UNLIMITED, PreviewConfig.forEndpoint(engine.endpoint()));
        http = new PreviewApiFixtures.Http(app);
    }

    @AfterAll
    static void stop() {
        try {
            app.close();
        } finally {
            engine.close();
        }
    }

    @BeforeEach
    void fresh() {
        engine.clear();
        engine.queryAnswers("{\"Items\":[],\"Count\":0,\"ScannedCount\":0}");
    }

    // ================================================================== discovery

    @Test
    void tablesListEveryKeyAttributeOfAMultiAttributeIndexInKeySchemaOrder() {
        Answer response = http.get("/api/v1/tables");
        assertEquals(200, response.status(), response.body());
        JsonNode table = response.json().path("tables").get(0);
        assertEquals(List.of(PreviewApiFixtures.key("id", "S")), list(table.path("partitionKeys")));
        assertEquals(List.of(), list(table.path("sortKeys")), "no sort attribute: an empty list");
        assertTrue(table.path("sortKey").isNull());

        JsonNode index = table.path("indexes").get(0);
        assertEquals("byTenant", index.path("name").asText());
        assertEquals(
                List.of(PreviewApiFixtures.key("tenant", "S"), PreviewApiFixtures.key("region", "S")),
                list(index.path("partitionKeys")));
        assertEquals(
                List.of(
                        PreviewApiFixtures.key("status", "S"),
                        PreviewApiFixtures.key("day", "S"),
                        PreviewApiFixtures.key("seq", "N")),
                list(index.path("sortKeys")));
        assertEquals(
                PreviewApiFixtures.key("tenant", "S"),
                index.path("partitionKey"),
                "the first attribute, as for a one-attribute key");
        assertEquals(PreviewApiFixtures.key("status", "S"), index.path("sortKey"));
    }

    @Test
    void indexSuggestionsNameEveryKeyAttribute() {
        Answer response = http.get("/preview/indexes?table=Orders");
        assertEquals(200, response.status(), response.body());
        assertTrue(
                unescape(response.body()).contains("tenant (S), region (S) + status (S), day (S), seq (N)"),
                response.body());
    }

    @Test
    void useTableWithTheIndexFillsEveryAttributeAndTheEqualitiesTheKeyOrderNeeds() {
        Answer filled = http.get("/?"
                + PreviewApiFixtures.query(
                        "table", "Orders", "index", "byTenant", "pkValue", "t1", "edit", "use-table"));
        assertEquals(303, filled.status(), filled.body());
        assertEquals(
                Permalink.of(QueryForm.builder()
                        .table("Orders")
                        .index("byTenant")
                        .pk("tenant")
                        .pkValue("t1")
                        .pk(2, "region")
                        .sk("status")
                        .op("eq")
                        .sk(2, "day")
                        .op(2, "eq")
                        .sk(3, "seq")
                        .skType(3, "N")
                        .op(3, "eq")
                        .build()),
                filled.header("Location"),
                "the last attribute is a number: begins_with, the form's default, becomes eq");
    }

    /**
     * The form sends its selects' defaults, begins_with for every operator: filling the keys gives a form without an
     * error, eq on each sort attribute another follows and on the last one, a number, which begins_with does not take.
     */
    @Test
    void useTableAsTheFormSendsItGivesAValidForm() {
        String formDefaults = PreviewApiFixtures.query(
                "table",
                "Orders",
                "index",
                "byTenant",
                "pkValue",
                "t1",
                "op",
                "begins_with",
                "op2",
                "begins_with",
                "op3",
                "begins_with",
                "pk2Type",
                "S",
                "sk2Type",
                "S",
                "sk3Type",
                "S",
                "edit",
                "use-table");
        Answer filled = http.get("/?" + formDefaults);
        assertEquals(303, filled.status(), filled.body());
        assertEquals(
                Permalink.of(QueryForm.builder()
                        .table("Orders")
                        .index("byTenant")
                        .pk("tenant")
                        .pkValue("t1")
                        .pk(2, "region")
                        .sk("status")
                        .op("eq")
                        .sk(2, "day")
                        .op(2, "eq")
                        .sk(3, "seq")
                        .skType(3, "N")
                        .op(3, "eq")
                        .build()),
                filled.header("Location"));
    }

    @Test
    void useTableForTheTableItselfClearsTheAttributesItsKeyLacks() {
        Answer filled = http.get(
                "/?" + Permalink.queryString(JANUARY.toBuilder().index("").build()) + "&edit=use-table");
        assertEquals(303, filled.status(), filled.body());
        assertEquals(
                Permalink.of(QueryForm.builder()
                        .table("Orders")
                        .pk("id")
                        .pkValue("t1")
                        .op("eq")
                        .value("OPEN")
                        .build()),
                filled.header("Location"),
                "pk2, sk2 and their values are gone; the first attributes' values stay");
    }

    @Test
    void aKeyOfMoreAttributesThanDynamoDbAllowsIsTheEnginesFault() {
        String hashes = String.join(
                ",",
                java.util.stream.IntStream.rangeClosed(1, 5)
                        .mapToObj(i -> "{\"AttributeName\":\"p" + i + "\",\"KeyType\":\"HASH\"}")
                        .toList());
        String types = String.join(
                ",",
                java.util.stream.IntStream.rangeClosed(1, 5)
                        .mapToObj(i -> "{\"AttributeName\":\"p" + i + "\",\"AttributeType\":\"S\"}")
                        .toList());
        try (RecordingEngine odd = RecordingEngine.start()
                        .table("{\"TableName\":\"Odd\",\"TableStatus\":\"ACTIVE\"," + "\"AttributeDefinitions\":["
                                + types + "],\"KeySchema\":[" + hashes + "]}");
                RunningApp oddApp =
                        RunningApp.start(PreviewApiFixtures.UNLIMITED, PreviewConfig.forEndpoint(odd.endpoint()))) {
            Answer tables = oddApp.get("/api/v1/tables");
            assertEquals(502, tables.status(), tables.body());
            assertTrue(
                    tables.body()
                            .contains(
                                    "gave 5 partition (HASH) and 0 sort (RANGE) attributes; a key has at most 4 of each"),
                    tables.body());
        }
    }

    // ================================================================== the live preview

    @Test
    void aRunSendsTheQueryKeysliceShowsAndListsEveryKeyAttributeFirst() {
        engine.queryAnswers("""
                {"Items":[{"total":{"N":"12"},"seq":{"N":"1"},"day":{"S":"2026-01-03"},"status":{"S":"OPEN"},
                  "region":{"S":"eu"},"tenant":{"S":"t1"},"id":{"S":"o-1"}}],"Count":1,"ScannedCount":1}""");
        Answer run = http.run(Permalink.queryString(JANUARY), true);
        assertEquals(200, run.status(), run.body());

        List<RecordingEngine.Request> queries = engine.requests("Query");
        assertEquals(1, queries.size(), "one Query; " + engine.requests());
        assertSentAsShown(http, JANUARY, queries.get(0).body());
        assertEquals(
                List.of("status", "day", "seq", "id", "total"),
                PreviewApiFixtures.columns(run.body()),
                "every key attribute first (tenant and region, the same in every row, show above the table), then the table's key");

        Html.Element samples = Html.byId(run.body(), "use-samples");
        assertEquals(
                "[\"OPEN\",\"2026-01-03\"]",
                samples.attr("data-samples"),
                "one tuple of the Query's sort attributes a line");
        Answer withSamples = http.get(unescape(samples.attr("href")));
        assertEquals(200, withSamples.status());
        assertEquals(
                List.of(),
                Html.elements(withSamples.body(), "li", "problem"),
                "the samples are tuples the builder reads");
        assertTrue(Html.byId(withSamples.body(), "summary").hasClass("ok"), withSamples.body());
    }

    /** The partition of a multi-attribute key is all its attributes: the panel names each, not the first alone. */
    @Test
    void theVerdictAndTheLineAboveTheTableNameEveryPartitionAttribute() {
        engine.queryAnswers("""
                {"Items":[{"seq":{"N":"1"},"day":{"S":"2026-01-03"},"status":{"S":"OPEN"},"region":{"S":"eu"},"tenant":{"S":"t1"},"id":{"S":"o-1"}},
                  {"seq":{"N":"2"},"day":{"S":"2026-01-04"},"status":{"S":"OPEN"},"region":{"S":"eu"},"tenant":{"S":"t1"},"id":{"S":"o-2"}}],
                 "Count":2,"ScannedCount":2}""");
        Answer run = http.run(Permalink.queryString(JANUARY), true);
        assertEquals(200, run.status(), run.body());
        assertEquals(
                "Every item is in the partition tenant = t1 S, region = eu S",
                Html.byId(run.body(), "preview-partition")
                        .text()
                        .replaceAll("\\s+", " ")
                        .replace(" ,", ",")
                        .strip());
        String verdict = unescape(Html.byId(run.body(), "preview-verdict").text());
        assertTrue(verdict.contains("in the partition tenant = \"t1\", region = \"eu\""), verdict);
    }

    @Test
    void theEnginesRefusalShowsInItsOwnWords() {
        String words = "One or more parameter values were invalid: this engine does not support multi-attribute keys";
        engine.queryFails("ValidationException", words);
        Answer run = http.run(Permalink.queryString(JANUARY), true);
        assertEquals(200, run.status(), run.body());
        assertEquals(words, elementText(run.body(), "pre", "engine-error"));
        assertSentAsShown(http, JANUARY, engine.requests("Query").get(0).body());
    }

    @Test
    void theApiSendsTheSameQueryAndAnswersTheEnginesRefusal() {
        engine.queryAnswers("""
                {"Items":[{"total":{"N":"12"},"seq":{"N":"1"},"day":{"S":"2026-01-03"},"status":{"S":"OPEN"},
                  "region":{"S":"eu"},"tenant":{"S":"t1"},"id":{"S":"o-1"}}],"Count":1,"ScannedCount":1}""");
        Answer page = http.get("/api/v1/preview?" + Permalink.queryString(JANUARY));
        assertEquals(200, page.status(), page.body());
        assertSentAsShown(http, JANUARY, engine.requests("Query").get(0).body());
        assertEquals(
                List.of("tenant", "region", "status", "day", "id", "seq", "total"),
                PreviewApiFixtures.fieldNames(page.json().path("items").get(0)),
                "the Query's key attributes first, then by name");

        engine.clear();
        String words = "Query key condition not supported";
        engine.queryFails("ValidationException", words);
        Answer refused = http.get("/api/v1/preview?" + Permalink.queryString(JANUARY));
        assertEquals(400, refused.status(), refused.body());
        assertEquals(words, refused.json().path("errors").get(0).path("message").asText(), refused.body());
        assertSentAsShown(http, JANUARY, engine.requests("Query").get(0).body());
    }
}
