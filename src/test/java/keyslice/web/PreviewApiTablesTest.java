package keyslice.web;

import static keyslice.testing.Html.elementText;
import static keyslice.web.PreviewApiFixtures.FILE_TREE;
import static keyslice.web.PreviewApiFixtures.UNLIMITED;
import static keyslice.web.PreviewApiFixtures.app;
import static keyslice.web.PreviewApiFixtures.datalistOptions;
import static keyslice.web.PreviewApiFixtures.http;
import static keyslice.web.PreviewApiFixtures.key;
import static keyslice.web.PreviewApiFixtures.loadDemoData;
import static keyslice.web.PreviewApiFixtures.names;
import static keyslice.web.PreviewApiFixtures.query;
import static keyslice.web.PreviewApiFixtures.singleError;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import keyslice.examples.FileTree;
import keyslice.preview.PreviewConfig;
import keyslice.testing.Answer;
import keyslice.testing.RunningApp;
import keyslice.web.PreviewApiFixtures.Http;
import keyslice.web.state.Permalink;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The live preview's demo data and table discovery: the demo redirect, table listing and picker suggestions, and the
 * allow-list.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
@Tag("engine")
class PreviewApiTablesTest {
    @RegisterExtension
    static final RunningApp app = PreviewApiFixtures.app;

    @BeforeAll
    static void demoData() {
        loadDemoData();
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
}
