package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.elementText;
import static keyslice.testing.Html.elements;
import static keyslice.testing.Html.unescape;
import static keyslice.testing.Query.encode;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import keyslice.domain.form.QueryForm;
import keyslice.examples.FileTree;
import keyslice.preview.PreviewConfig;
import keyslice.testing.Answer;
import keyslice.testing.Dynalite;
import keyslice.testing.Html.Element;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;
import keyslice.web.state.DecodedQuery;
import keyslice.web.state.Permalink;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The live preview over real HTTP: keyslice on a loopback port with a real dynalite behind it.
 * Table discovery, runs, pagination, errors, no endpoint, the allow-list, the engine going down mid-session, an
 * engine that never answers, and the page flow ({@code POST /run}, {@code edit=use-table}).
 *
 * <p>The class runs on its own private dynalite (not the run-wide shared one) so that the demo tables {@code Drive}
 * and {@code Audit} are exactly the tables it sees, whatever other test classes do to the shared engine.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
@Tag("engine")
class PreviewApiTest {

    static final ObjectMapper JSON = new ObjectMapper();

    /** The four items of the file-tree example, in the order DynamoDB returns them (UTF-8 byte order). */
    static final List<String> FILE_TREE_SKS =
            List.of("root/photos/", "root/photos/2026/", "root/photos/2026/beach.jpg", "root/photos/2026/sunset.jpg");

    /** The file-tree example as a query string, without a permalink's {@code v} or {@code samples}. */
    static final String FILE_TREE = Query.fileTree().toString();

    /** The defaults, but without the per-client rate limit on runs: these tests make hundreds from one address. */
    static final AppConfig UNLIMITED = new AppConfig(java.util.Optional.empty(), "*", 1_000_000, 1_000_000);

    @RegisterExtension
    static final RunningApp app = RunningApp.withPrivateDynalite(UNLIMITED, preview -> preview.withAllowDemoData(true));

    private static final Http http = new Http(app);

    @BeforeAll
    static void loadDemoData() {
        Answer loaded = http.loadDemoData();
        assertEquals(303, loaded.status(), "POST /preview/demo-data: " + loaded.body());
    }

    // ================================================================== demo data and table discovery

    @Test
    void demoDataRedirectsToTheFileTreeExampleAndCanBeLoadedAgain() {
        Answer again = http.loadDemoData();
        assertEquals(303, again.status(), again.body());
        assertEquals(
                Permalink.of(FileTree.UNDER_PHOTOS),
                again.header("Location"),
                "303 to the file-tree example's permalink");
        Answer page = http.get(again.header("Location"));
        assertEquals(200, page.status());
        assertFalse(
                page.body().contains("id=\"preview-count\""), "opening the permalink does not run the query by itself");
    }

    @Test
    void demoDataRefusesACrossOriginPost() {
        Answer foreign = http.post("/preview/demo-data", "", "Origin", "https://evil.example");
        assertEquals(403, foreign.status(), foreign.body());
        Answer crossSite = http.post("/preview/demo-data", "", "Origin", http.origin(), "Sec-Fetch-Site", "cross-site");
        assertEquals(403, crossSite.status(), crossSite.body());
    }

    @Test
    void tablesListsDriveAndAuditWithKeySchemasAndTheParentIndex() {
        Answer response = http.get("/api/v1/tables");
        assertEquals(200, response.status(), response.body());
        assertTrue(response.header("Content-Type").startsWith("application/json"), response.header("Content-Type"));
        JsonNode tables = response.json().path("tables");
        assertEquals(List.of("Audit", "Drive"), names(tables), response.body());

        JsonNode audit = tables.get(0);
        JsonNode drive = tables.get(1);
        assertAll(
                () -> assertEquals("ACTIVE", audit.path("status").asText()),
                () -> assertEquals(key("PK", "S"), audit.path("partitionKey")),
                () -> assertEquals(key("SK", "S"), audit.path("sortKey")),
                () -> assertEquals(0, audit.path("indexes").size(), audit.toString()),
                () -> assertEquals("ACTIVE", drive.path("status").asText()),
                () -> assertEquals(key("PK", "S"), drive.path("partitionKey")),
                () -> assertEquals(key("SK", "S"), drive.path("sortKey")),
                () -> assertEquals(1, drive.path("indexes").size(), drive.toString()));
        JsonNode parent = drive.path("indexes").get(0);
        assertAll(
                () -> assertEquals("parent", parent.path("name").asText()),
                () -> assertEquals("GSI", parent.path("kind").asText()),
                () -> assertEquals(key("parent", "S"), parent.path("partitionKey")),
                () -> assertEquals(key("SK", "S"), parent.path("sortKey")),
                () -> assertEquals("ALL", parent.path("projection").asText()));
    }

    @Test
    void theTablePickerSuggestionsComeFromListTables() {
        Answer options = http.get("/preview/tables");
        assertEquals(200, options.status());
        assertEquals(List.of("Audit", "Drive"), datalistOptions(options.body()), options.body());
        assertTrue(options.body().contains("<datalist id=\"tables\""), options.body());
    }

    // ================================================================== runs

    @Test
    void theFileTreeExampleReturnsExactlyTheFourItemsInOrder() {
        Answer response = http.get("/api/v1/preview?" + FILE_TREE);
        assertEquals(200, response.status(), response.body());
        assertTrue(response.header("Content-Type").startsWith("application/json"), response.header("Content-Type"));
        JsonNode body = response.json();
        assertEquals(
                List.of(
                        "items",
                        "count",
                        "scannedCount",
                        "consumedCapacity",
                        "lastEvaluatedKey",
                        "nextStartKey",
                        "prediction"),
                fieldNames(body),
                "the documented members, in order");
        assertEquals(FILE_TREE_SKS, sks(body.path("items")), response.body());
        assertEquals(4, body.path("count").asInt());
        assertEquals(4, body.path("scannedCount").asInt());
        assertTrue(body.path("lastEvaluatedKey").isNull(), response.body());
        assertTrue(body.path("nextStartKey").isNull(), response.body());

        JsonNode first = body.path("items").get(0);
        assertEquals(List.of("PK", "SK"), fieldNames(first).subList(0, 2), "key attributes first: " + first);
        assertEquals(JSON.createObjectNode().put("S", "DRIVE#a91"), first.path("PK"));
        assertEquals(JSON.createObjectNode().put("S", "folder"), first.path("kind"), "typed attribute values");
        JsonNode beach = body.path("items").get(2);
        assertEquals(JSON.createObjectNode().put("N", "2483017"), beach.path("size"));
        assertEquals("[\"beach\",\"summer\"]", beach.path("tags").path("SS").toString());
        JsonNode sunset = body.path("items").get(3);
        assertEquals(JSON.createObjectNode().put("BOOL", true), sunset.path("shared"));
    }

    @Test
    void aFilteredRunCountsTheItemsReadAndReturnedAndComparesThemWithThePrediction() {
        Answer response = http.get("/api/v1/preview?" + FILE_TREE + "&filter=" + encode("kind = \"file\""));
        assertEquals(200, response.status(), response.body());
        JsonNode body = response.json();
        assertEquals(
                List.of("root/photos/2026/beach.jpg", "root/photos/2026/sunset.jpg"),
                sks(body.path("items")),
                response.body());
        assertEquals(2, body.path("count").asInt());
        assertEquals(4, body.path("scannedCount").asInt());
        // The four items read are well under 4 KB: half a read unit, eventually consistent.
        assertEquals(0.5, body.path("consumedCapacity").asDouble(), response.body());
        JsonNode returned = body.path("prediction").path("returned");
        assertEquals("agrees", returned.path("status").asText(), returned.toString());
        assertEquals(
                "keyslice's filter evaluation keeps the same 2 of the 4 items read that the engine returned.",
                returned.path("explanation").asText());
        JsonNode capacity = body.path("prediction").path("consumedCapacity");
        assertEquals("agrees", capacity.path("status").asText(), capacity.toString());
        assertTrue(
                capacity.path("explanation")
                        .asText()
                        .startsWith("keyslice predicts 0.5 read capacity units for the 4 items read"),
                capacity.toString());

        JsonNode count = http.get("/api/v1/preview?" + FILE_TREE + "&select=count&consistent=true&filter="
                        + encode("kind = \"folder\""))
                .json();
        assertEquals(0, count.path("items").size(), count.toString());
        assertEquals(2, count.path("count").asInt());
        assertEquals(4, count.path("scannedCount").asInt());
        assertEquals(1.0, count.path("consumedCapacity").asDouble(), "strongly consistent: a whole unit");
        assertEquals(
                "agrees",
                count.path("prediction").path("returned").path("status").asText(),
                count.toString());
        assertEquals(
                "agrees",
                count.path("prediction").path("consumedCapacity").path("status").asText(),
                count.toString());
    }

    @Test
    void thePermalinkOfTheDemoRedirectRunsAsIs() {
        String location = http.loadDemoData().header("Location");
        Answer response = http.get("/api/v1/preview?" + location.substring(location.indexOf('?') + 1));
        assertEquals(200, response.status(), response.body());
        assertEquals(FILE_TREE_SKS, sks(response.json().path("items")));
    }

    @Test
    void theGsiListsDirectChildrenOfAFolder() {
        Answer response = http.get("/api/v1/preview?"
                + query("table", "Drive", "index", "parent", "pk", "parent", "pkValue", "root/photos/"));
        assertEquals(200, response.status(), response.body());
        assertEquals(List.of("root/photos/2026/"), sks(response.json().path("items")));
    }

    @Test
    void theGsiPagesWithTokensThatCarryTheIndexKey() {
        List<String> collected = new ArrayList<>();
        String startKey = null;
        int pages = 0;
        do {
            Answer page = http.get("/api/v1/preview?"
                    + query("table", "Drive", "index", "parent", "pk", "parent", "pkValue", "root/", "limit", "1")
                    + (startKey == null ? "" : "&startKey=" + encode(startKey)));
            assertEquals(200, page.status(), page.body());
            collected.addAll(sks(page.json().path("items")));
            JsonNode last = page.json().path("lastEvaluatedKey");
            if (!last.isNull()) {
                assertEquals(
                        Set.of("parent", "PK", "SK"),
                        Set.copyOf(fieldNames(last)),
                        "an index's LastEvaluatedKey: " + last);
            }
            startKey = page.json().path("nextStartKey").isNull()
                    ? null
                    : page.json().path("nextStartKey").asText();
            assertTrue(++pages <= 10, "pagination does not end: " + collected);
        } while (startKey != null);
        // Direct children of root/, in UTF-8 byte order of SK: "." (0x2E) before "/" (0x2F).
        assertEquals(List.of("root/docs/", "root/photos.zip", "root/photos/"), collected);
    }

    @Test
    void descendingOrderAndAuditBetween() {
        Answer desc = http.get("/api/v1/preview?" + FILE_TREE + "&order=desc");
        assertEquals(200, desc.status(), desc.body());
        assertEquals(reversed(FILE_TREE_SKS), sks(desc.json().path("items")));

        Answer window = http.get("/api/v1/preview?"
                + query(
                        "table",
                        "Audit",
                        "pk",
                        "PK",
                        "pkValue",
                        "ACTOR#u_8814",
                        "sk",
                        "SK",
                        "op",
                        "between",
                        "value",
                        "EVT#2026-06-23T00:00:00Z",
                        "to",
                        "EVT#2026-06-23T23:59:59Z"));
        assertEquals(200, window.status(), window.body());
        // The preview returns exactly what the engine returns to the same request sent to it directly.
        assertEquals(sks(direct(window).path("Items")), sks(window.json().path("items")));
    }

    // ================================================================== pagination

    @Test
    void limitOneFollowsNextStartKeyUntilNull() {
        List<String> collected = new ArrayList<>();
        List<String> tokens = new ArrayList<>();
        String startKey = null;
        int pages = 0;
        do {
            String url = "/api/v1/preview?" + FILE_TREE + "&limit=1"
                    + (startKey == null ? "" : "&startKey=" + encode(startKey));
            Answer page = http.get(url);
            assertEquals(200, page.status(), url + " -> " + page.body());
            JsonNode body = page.json();
            assertTrue(body.path("items").size() <= 1, page.body());
            collected.addAll(sks(body.path("items")));
            JsonNode next = body.path("nextStartKey");
            if (next.isNull()) {
                assertTrue(body.path("lastEvaluatedKey").isNull(), page.body());
                startKey = null;
            } else {
                startKey = next.asText();
                assertTrue(startKey.matches("[A-Za-z0-9_-]+"), "an opaque base64url token: " + startKey);
                tokens.add(startKey);
                JsonNode last = body.path("lastEvaluatedKey");
                assertEquals(JSON.createObjectNode().put("S", "DRIVE#a91"), last.path("PK"), page.body());
                assertEquals(
                        body.path("items").get(0).path("SK"),
                        last.path("SK"),
                        "the LastEvaluatedKey is the page's last item");
            }
            pages++;
            assertTrue(pages <= 10, "pagination does not end: " + collected);
        } while (startKey != null);
        assertEquals(FILE_TREE_SKS, collected, "all pages together");
        assertEquals(Set.copyOf(tokens).size(), tokens.size(), "every page has its own token: " + tokens);
        assertTrue(pages >= 4, "limit=1 gives one item a page: " + pages);
    }

    @Test
    void limitTwoDescendingPagesBackwards() {
        Answer first = http.get("/api/v1/preview?" + FILE_TREE + "&order=desc&limit=2");
        assertEquals(200, first.status(), first.body());
        assertEquals(reversed(FILE_TREE_SKS).subList(0, 2), sks(first.json().path("items")));
        String token = first.json().path("nextStartKey").asText();
        Answer second = http.get("/api/v1/preview?" + FILE_TREE + "&order=desc&limit=2&startKey=" + encode(token));
        assertEquals(200, second.status(), second.body());
        assertEquals(reversed(FILE_TREE_SKS).subList(2, 4), sks(second.json().path("items")));
    }

    // ================================================================== errors

    @Test
    void missingTableIs400OnFieldTable() {
        JsonNode error = singleError(http.get("/api/v1/preview?" + query("pk", "PK", "pkValue", "DRIVE#a91")), 400);
        assertEquals("table", error.path("field").asText());
        assertFalse(error.path("message").asText().isBlank());
    }

    @Test
    void nonexistentTableIs400OnFieldEngineWithTheEnginesMessageVerbatim() {
        String params = query("table", "NoSuchTable", "pk", "PK", "pkValue", "x");
        Answer engineSays = app.engine().call("Query", requestOf(params));
        assertEquals("ResourceNotFoundException", engineSays.errorType(), engineSays.body());

        JsonNode error = singleError(http.get("/api/v1/preview?" + params), 400);
        assertEquals("engine", error.path("field").asText());
        assertEquals(engineSays.message(), error.path("message").asText(), "the engine's message, verbatim");
    }

    @Test
    void nonexistentIndexIs400WithTheEnginesMessage() {
        String params = query("table", "Drive", "index", "nope", "pk", "parent", "pkValue", "root/");
        Answer engineSays = app.engine().call("Query", requestOf(params));
        assertEquals("ValidationException", engineSays.errorType(), engineSays.body());

        JsonNode error = singleError(http.get("/api/v1/preview?" + params), 400);
        assertEquals("engine", error.path("field").asText());
        assertEquals(
                "The table does not have the specified index: nope",
                error.path("message").asText());
        assertEquals(engineSays.message(), error.path("message").asText(), "the engine's message, verbatim");
        assertEquals(
                "The DynamoDB endpoint refused the request: check the table, the index and the key attributes and "
                        + "types against its schema.",
                error.path("summary").asText());
    }

    @Test
    void aValidationExceptionOfTheEngineIsPassedOnVerbatim() {
        // A partition key name that is not the table's: the builder accepts it, the engine does not.
        String params = query("table", "Drive", "pk", "owner", "pkValue", "x");
        Answer engineSays = app.engine().call("Query", requestOf(params));
        assertEquals("ValidationException", engineSays.errorType(), engineSays.body());
        JsonNode error = singleError(http.get("/api/v1/preview?" + params), 400);
        assertEquals("engine", error.path("field").asText());
        assertEquals(engineSays.message(), error.path("message").asText());
    }

    @Test
    void garbageStartKeyIs400OnFieldStartKey() {
        for (String garbage : List.of("not a token!", "Zm9v", "eyJQSyI6eyJTIjoiIn19", "%7B%22PK%22%3A1%7D")) {
            String url = "/api/v1/preview?" + FILE_TREE + "&startKey="
                    + (garbage.startsWith("%") ? garbage : encode(garbage));
            JsonNode error = singleError(http.get(url), 400);
            assertEquals("startKey", error.path("field").asText(), url);
        }
        JsonNode twice = singleError(http.get("/api/v1/preview?" + FILE_TREE + "&startKey=a&startKey=b"), 400);
        assertEquals("startKey", twice.path("field").asText());
    }

    @Test
    void invalidParametersAre400ExactlyLikeTheQueryApi() {
        List<String> invalid = List.of(
                query("table", "Drive", "pk", "PK"),
                query("table", "Drive", "pk", "PK", "pkValue", "x", "sk", "SK", "op", "bogus", "value", "a"),
                query(
                        "table", "Drive", "pk", "PK", "pkValue", "x", "sk", "SK", "op", "between", "value", "b", "to",
                        "a"),
                query("table", "Drive", "pk", "PK", "pkValue", "x", "limit", "0"),
                query("table", "Drive", "pk", "PK", "pkType", "N", "pkValue", "twelve"),
                "table=Drive&pk=PK&pkValue=%FF");
        for (String params : invalid) {
            Answer api = http.get("/api/v1/query?" + params);
            Answer preview = http.get("/api/v1/preview?" + params);
            assertEquals(400, api.status(), params + " -> /api/v1/query " + api.body());
            assertEquals(400, preview.status(), params + " -> /api/v1/preview " + preview.body());
            assertEquals(api.json(), preview.json(), params);
            assertTrue(preview.header("Content-Type").startsWith("application/json"));
        }
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

    // ================================================================== rate limit, seen from the page

    /**
     * A run refused by the per-client rate limit must still tell the person why, next to the form. htmx (2.x, default
     * responseHandling) swaps only 2xx answers, so a 429 to {@code POST /run} with {@code HX-Request} leaves the panel
     * as it was: the click seems to do nothing. And a plain form post gets a JSON body instead of the page.
     */
    @Test
    void aRateLimitedRunStillTellsThePersonWhy() {
        try (RunningApp limited =
                RunningApp.start(new AppConfig(java.util.Optional.empty(), "*", 1, 1), app.preview())) {
            Http h = new Http(limited);
            Answer first = h.run(FILE_TREE, true);
            assertEquals(200, first.status(), first.body());

            Answer api = h.get("/api/v1/preview?" + FILE_TREE);
            assertEquals(429, api.status(), "the JSON API answers 429: " + api.body());
            assertNotNull(api.header("Retry-After"));

            Answer htmx = h.run(FILE_TREE, true);
            Answer plain = h.run(FILE_TREE, false);
            assertAll(
                    () -> assertEquals(
                            429, htmx.status(), "a Run over the limit is a 429 (the page's htmx-config swaps it)"),
                    () -> assertNotNull(htmx.header("Retry-After")),
                    () -> assertTrue(
                            h.get("/").body().contains("{\"code\":\"429\",\"swap\":true"),
                            "htmx is configured to swap a 429 into #preview"),
                    () -> assertTrue(
                            htmx.body().strip().startsWith("<section id=\"preview\""),
                            "the preview partial: " + htmx.body()),
                    () -> assertTrue(
                            htmx.body().contains("id=\"engine-error\""), "the reason in #engine-error: " + htmx.body()),
                    () -> assertTrue(
                            String.valueOf(plain.header("Content-Type")).startsWith("text/html"),
                            "a browser's plain form post gets a page, not " + plain.header("Content-Type") + ": "
                                    + plain.body()));
        }
    }

    // ================================================================== no endpoint configured

    @Test
    void withoutAnEndpointThePreviewAnswers503SayingHowToConfigureIt() {
        try (RunningApp off = RunningApp.start(UNLIMITED)) {
            Http offHttp = new Http(off);
            for (String path : List.of("/api/v1/preview?" + FILE_TREE, "/api/v1/tables")) {
                JsonNode error = singleError(offHttp.get(path), 503);
                String message = error.path("message").asText();
                assertTrue(message.contains(PreviewConfig.ENDPOINT_ENV + "=http://localhost:8000"), message);
                assertTrue(message.contains("--dynamodb-endpoint"), message);
                assertEquals(PreviewConfig.HOW_TO_CONFIGURE, message);
            }
            Answer page = offHttp.get("/");
            assertEquals(200, page.status());
            assertTrue(
                    unescape(page.body()).contains(PreviewConfig.HOW_TO_CONFIGURE), "the page says how to turn it on");
            assertFalse(page.body().contains("id=\"run\""), "no Run button without an endpoint");
            Answer run = offHttp.run(FILE_TREE, true);
            assertEquals(200, run.status());
            assertTrue(unescape(run.body()).contains(PreviewConfig.HOW_TO_CONFIGURE), run.body());
            assertEquals(503, offHttp.loadDemoData().status());
            assertEquals(
                    200, offHttp.get("/api/v1/query?" + FILE_TREE).status(), "the builder works without an endpoint");
        }
    }

    // ================================================================== allow-list

    @Test
    void anAllowListRefusesOtherTablesAndHidesThem() {
        try (RunningApp limited = RunningApp.start(
                UNLIMITED, PreviewConfig.forEndpoint(app.engine().endpoint()).withTableAllowList(Set.of("Audit")))) {
            Http h = new Http(limited);
            JsonNode refused = singleError(h.get("/api/v1/preview?" + FILE_TREE), 403);
            assertTrue(refused.path("message").asText().contains("allow-list"), refused.toString());

            Answer tables = h.get("/api/v1/tables");
            assertEquals(200, tables.status(), tables.body());
            assertEquals(List.of("Audit"), names(tables.json().path("tables")));
            assertEquals(
                    List.of("Audit"), datalistOptions(h.get("/preview/tables").body()));

            Answer audit = h.get(
                    "/api/v1/preview?" + query("table", "Audit", "pk", "PK", "pkValue", "ACTOR#u_8814", "limit", "3"));
            assertEquals(200, audit.status(), audit.body());
            assertEquals(3, audit.json().path("count").asInt());

            Answer useDrive = h.get("/?" + query("table", "Drive", "edit", "use-table"));
            assertEquals(200, useDrive.status(), "DescribeTable of a table off the list is refused, not redirected");
            assertTrue(useDrive.body().contains("allow-list"), useDrive.body());
            Answer run = h.run(FILE_TREE, true);
            assertTrue(elementText(run.body(), "pre", "engine-error").contains("allow-list"), run.body());

            assertEquals(403, h.loadDemoData().status(), "demo data needs KEYSLICE_ALLOW_DEMO_DATA=true");
        }
    }

    // ================================================================== engine down mid-session

    @Test
    void engineDownMidSessionGives502AndTheBuilderKeepsWorking() {
        try (Dynalite own = Dynalite.start();
                RunningApp session = RunningApp.start(
                        UNLIMITED, PreviewConfig.forEndpoint(own.endpoint()).withAllowDemoData(true))) {
            Http h = new Http(session);
            assertEquals(303, h.loadDemoData().status());
            Answer ok = h.get("/api/v1/preview?" + FILE_TREE);
            assertEquals(200, ok.status(), ok.body());
            assertEquals(FILE_TREE_SKS, sks(ok.json().path("items")));

            own.stop();

            long t0 = System.nanoTime();
            Answer down = h.get("/api/v1/preview?" + FILE_TREE);
            long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
            JsonNode error = singleError(down, 502);
            assertEquals("engine", error.path("field").asText());
            assertTrue(error.path("message").asText().contains(own.endpoint().toString()), error.toString());
            assertTrue(ms < 3_000, "502 within a few seconds, took " + ms + " ms");

            // A second call too (no stale connection, no retry storm), and the table list.
            assertEquals(502, h.get("/api/v1/preview?" + FILE_TREE).status());
            assertEquals(502, h.get("/api/v1/tables").status());

            // The builder keeps working meanwhile.
            assertEquals(200, h.get("/").status());
            assertEquals(200, h.get("/?" + FILE_TREE).status());
            Answer built = h.get("/api/v1/query?" + FILE_TREE);
            assertEquals(200, built.status(), built.body());
            assertEquals(
                    "#pk = :pk AND begins_with(#sk, :sk)",
                    built.json().path("keyConditionExpression").asText());
            Answer options = h.get("/preview/tables");
            assertEquals(200, options.status());
            assertTrue(options.body().contains("<datalist id=\"tables\""), options.body());
            assertEquals(List.of(), datalistOptions(options.body()), "an empty datalist");
            Answer run = h.run(FILE_TREE, true);
            assertEquals(200, run.status());
            assertTrue(
                    elementText(run.body(), "pre", "engine-error").startsWith("Cannot reach the DynamoDB endpoint"),
                    run.body());

            own.restart();
            JsonNode gone = singleError(h.get("/api/v1/preview?" + FILE_TREE), 400);
            assertEquals("engine", gone.path("field").asText(), "a restarted dynalite has no tables: " + gone);
            assertEquals(303, h.loadDemoData().status(), "re-creating the data");
            Answer back = h.get("/api/v1/preview?" + FILE_TREE);
            assertEquals(200, back.status(), back.body());
            assertEquals(FILE_TREE_SKS, sks(back.json().path("items")));
            assertEquals(
                    List.of("Audit", "Drive"),
                    datalistOptions(h.get("/preview/tables").body()));
        }
    }

    // ================================================================== an engine that never answers

    @Test
    void anEngineThatNeverAnswersTimesOutWith504AndNothingHangs() throws Exception {
        try (Silent silent = new Silent();
                RunningApp session = RunningApp.start(
                        UNLIMITED,
                        PreviewConfig.forEndpoint(silent.endpoint())
                                .withTimeouts(Duration.ofMillis(300), Duration.ofSeconds(1)))) {
            Http h = new Http(session);

            long t0 = System.nanoTime();
            Answer timedOut = h.get("/api/v1/preview?" + FILE_TREE);
            long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
            JsonNode error = singleError(timedOut, 504);
            assertEquals("engine", error.path("field").asText());
            assertTrue(error.path("message").asText().contains("did not answer in time"), error.toString());
            assertTrue(ms < 2_500, "504 within ~2 s, took " + ms + " ms");
            assertTrue(silent.accepted() >= 1, "the request did reach the silent engine");

            // Several at once: every one of them answers, none hangs.
            List<CompletableFuture<Answer>> calls = new ArrayList<>();
            long t1 = System.nanoTime();
            for (int i = 0; i < 4; i++) {
                calls.add(CompletableFuture.supplyAsync(() -> h.get("/api/v1/preview?" + FILE_TREE)));
            }
            calls.add(CompletableFuture.supplyAsync(() -> h.get("/api/v1/tables")));
            calls.add(CompletableFuture.supplyAsync(() -> h.get("/preview/tables")));
            calls.add(CompletableFuture.supplyAsync(() -> h.run(FILE_TREE, true)));
            calls.add(CompletableFuture.supplyAsync(() -> h.get("/")));
            calls.add(CompletableFuture.supplyAsync(() -> h.get("/api/v1/query?" + FILE_TREE)));
            CompletableFuture.allOf(calls.toArray(CompletableFuture[]::new)).get(10, TimeUnit.SECONDS);
            long allMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t1);
            for (int i = 0; i < 4; i++) {
                assertEquals(
                        504, calls.get(i).get().status(), calls.get(i).get().body());
            }
            assertEquals(
                    504,
                    calls.get(4).get().status(),
                    "ListTables times out too: " + calls.get(4).get().body());
            Answer options = calls.get(5).get();
            assertEquals(200, options.status());
            assertEquals(List.of(), datalistOptions(options.body()));
            Answer run = calls.get(6).get();
            assertEquals(200, run.status());
            assertTrue(elementText(run.body(), "pre", "engine-error").contains("did not answer in time"), run.body());
            assertEquals(200, calls.get(7).get().status(), "the builder answers meanwhile");
            assertEquals(200, calls.get(8).get().status(), "the query API answers meanwhile");
            assertTrue(allMs < 5_000, "nine concurrent requests against a silent engine took " + allMs + " ms");
        }
    }

    /** A TCP server on 127.0.0.1 that accepts connections and never answers (nor closes them). */
    static final class Silent implements AutoCloseable {
        private final ServerSocket server;
        private final List<Socket> held = new CopyOnWriteArrayList<>();
        private final Thread acceptor;

        Silent() throws IOException {
            server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
            acceptor = new Thread(
                    () -> {
                        while (!server.isClosed()) {
                            try {
                                held.add(server.accept());
                            } catch (IOException e) {
                                return;
                            }
                        }
                    },
                    "silent-engine");
            acceptor.setDaemon(true);
            acceptor.start();
        }

        URI endpoint() {
            return URI.create("http://127.0.0.1:" + server.getLocalPort());
        }

        int accepted() {
            return held.size();
        }

        @Override
        public void close() throws IOException {
            server.close();
            for (Socket s : held) {
                s.close();
            }
        }
    }

    // ================================================================== helpers

    /** The Query request /api/v1/query builds for {@code params}, to send to the engine directly. */
    static String requestOf(String params) {
        Answer built = http.get("/api/v1/query?" + params);
        assertEquals(200, built.status(), built.body());
        return built.json().path("request").toString();
    }

    /** The engine's own answer to the Query the preview ran (same request, sent straight to dynalite). */
    static JsonNode direct(Answer previewResponse) {
        String url = java.net
                .URI
                .create(previewResponse.requested().substring("GET ".length()))
                .getRawQuery();
        return app.engine().call("Query", requestOf(url)).assertOk().json();
    }

    static JsonNode singleError(Answer response, int status) {
        assertEquals(status, response.status(), response.body());
        assertTrue(
                String.valueOf(response.header("Content-Type")).startsWith("application/json"),
                response.header("Content-Type"));
        JsonNode errors = response.json().path("errors");
        assertEquals(1, errors.size(), response.body());
        return errors.get(0);
    }

    static List<String> sks(JsonNode items) {
        List<String> out = new ArrayList<>();
        items.forEach(item -> out.add(item.path("SK").path("S").asText()));
        return out;
    }

    static List<String> reversed(List<String> list) {
        List<String> out = new ArrayList<>(list);
        java.util.Collections.reverse(out);
        return out;
    }

    static List<String> names(JsonNode tables) {
        List<String> out = new ArrayList<>();
        tables.forEach(t -> out.add(t.path("name").asText()));
        return out;
    }

    static List<String> fieldNames(JsonNode object) {
        List<String> out = new ArrayList<>();
        for (Iterator<String> it = object.fieldNames(); it.hasNext(); ) {
            out.add(it.next());
        }
        return out;
    }

    static JsonNode key(String name, String type) {
        return JSON.createObjectNode().put("name", name).put("type", type);
    }

    static List<String> datalistOptions(String html) {
        return elements(html, "option").stream()
                .map(option -> option.attr("value"))
                .filter(Objects::nonNull)
                .toList();
    }

    /** The column names of the items table, in order (each header names its column in data-column). */
    static List<String> columns(String html) {
        List<Element> tables = elements(html, "table", "items");
        if (tables.isEmpty()) {
            fail("no items table in: " + html);
        }
        Element table = tables.get(0);
        return elements(html, "th").stream()
                .filter(th -> table.contains(th.start()))
                .map(th -> th.attr("data-column"))
                .toList();
    }

    /** The type hint in a column's header ({@code S}), or "" when its values have different types. */
    static String columnType(String html, String header) {
        Element table = elements(html, "table", "items").get(0);
        Element th = elements(html, "th").stream()
                .filter(h -> table.contains(h.start()) && header.equals(h.attr("data-column")))
                .findFirst()
                .orElseThrow();
        return elements(html, "abbr", "type").stream()
                .filter(a -> th.contains(a.start()))
                .map(a -> a.text().strip())
                .findFirst()
                .orElse("");
    }

    /** The cells of one column of the items table, by its header. */
    static List<String> column(String html, String header) {
        List<String> headers = columns(html);
        Element table = elements(html, "table", "items").get(0);
        int index = headers.indexOf(header);
        assertTrue(index >= 0, "no column " + header + " in " + headers);
        Element body = elements(html, "tbody").stream()
                .filter(tbody -> table.contains(tbody.start()))
                .findFirst()
                .orElseThrow();
        List<String> cells = new ArrayList<>();
        for (Element tr : elements(html, "tr").stream()
                .filter(tr -> body.contains(tr.start()))
                .toList()) {
            List<String> row = elements(html, "td").stream()
                    .filter(td -> tr.contains(td.start()))
                    .map(Element::text)
                    .toList();
            cells.add(row.get(index));
        }
        return cells;
    }

    /** The {@code <dd>} right after {@code <dt>term</dt>}, or null. */
    static String definition(String html, String term) {
        List<Element> terms = elements(html, "dt").stream()
                .filter(dt -> dt.text().equals(term))
                .toList();
        if (terms.isEmpty()) {
            return null;
        }
        Element dt = terms.get(0);
        return elements(html, "dd").stream()
                .filter(dd -> dd.start() == dt.end())
                .map(dd -> dd.text().strip())
                .findFirst()
                .orElse(null);
    }

    /** The verdict paragraph of a preview result. */
    static Element verdict(String html) {
        List<Element> verdicts = elements(html, "p", "verdict");
        assertFalse(verdicts.isEmpty(), () -> "no verdict in " + html);
        return verdicts.get(0);
    }

    /** The form control with that id is an input of that name (the id) showing that value. */
    static void assertInput(String html, String id, String value) {
        Element input = byId(html, id);
        assertTrue(
                input.tag().equals("input") && id.equals(input.attr("name")) && value.equals(input.attr("value")),
                html);
    }

    static String query(String... pairs) {
        return Query.of(pairs).toString();
    }

    /** The requests the page makes, to a {@link RunningApp}: same-origin form posts for Run and the demo data. */
    static final class Http {
        private final RunningApp app;

        Http(RunningApp app) {
            this.app = app;
        }

        String origin() {
            return app.baseUrl();
        }

        Answer get(String pathAndQuery, String... headers) {
            return app.get(pathAndQuery, headers);
        }

        Answer post(String path, String formBody, String... headers) {
            return app.post(path, formBody, headers);
        }

        /** {@code POST /run} as the page sends it: same origin, the form in the body; htmx or not. */
        Answer run(String formBody, boolean htmx) {
            return htmx
                    ? post(
                            "/run",
                            formBody,
                            "Origin",
                            origin(),
                            "Sec-Fetch-Site",
                            "same-origin",
                            "HX-Request",
                            "true",
                            "HX-Target",
                            "preview")
                    : post("/run", formBody, "Origin", origin(), "Sec-Fetch-Site", "same-origin");
        }

        /** The "Load demo data" button: a same-origin form post. */
        Answer loadDemoData() {
            return post("/preview/demo-data", "", "Origin", origin(), "Sec-Fetch-Site", "same-origin");
        }
    }
}
