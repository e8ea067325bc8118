package keyslice.web;

import static keyslice.testing.Query.encode;
import static keyslice.web.PreviewApiFixtures.FILE_TREE;
import static keyslice.web.PreviewApiFixtures.FILE_TREE_SKS;
import static keyslice.web.PreviewApiFixtures.JSON;
import static keyslice.web.PreviewApiFixtures.direct;
import static keyslice.web.PreviewApiFixtures.fieldNames;
import static keyslice.web.PreviewApiFixtures.http;
import static keyslice.web.PreviewApiFixtures.loadDemoData;
import static keyslice.web.PreviewApiFixtures.query;
import static keyslice.web.PreviewApiFixtures.reversed;
import static keyslice.web.PreviewApiFixtures.sks;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import keyslice.testing.Answer;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The live preview's reads: the file-tree example's items in order, a filtered run's counts, the index, descending
 * order, and pages that follow their start keys.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
@Tag("engine")
class PreviewApiPagingTest {
    @RegisterExtension
    static final RunningApp app = PreviewApiFixtures.app;

    @BeforeAll
    static void demoData() {
        loadDemoData();
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
}
