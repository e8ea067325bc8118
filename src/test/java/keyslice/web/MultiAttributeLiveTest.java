package keyslice.web;

import static keyslice.testing.Html.byId;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import keyslice.examples.Tournaments;
import keyslice.testing.Answer;
import keyslice.testing.RunningApp;
import keyslice.testing.TournamentsTable;
import keyslice.web.state.Permalink;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The live preview on a real engine with multi-attribute index keys (moto): table discovery names every key attribute,
 * a Run reads the README's worked example in the index's order, and the next page carries a LastEvaluatedKey of every
 * index key attribute plus the table's key. {@link MultiAttributePreviewTest} checks the requests against a recording
 * fake; this runs them.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
@Tag("engine")
class MultiAttributeLiveTest {

    @RegisterExtension
    static final RunningApp app = RunningApp.withSharedMoto(PreviewApiFixtures.UNLIMITED, preview -> preview);

    private static final PreviewApiFixtures.Http http = new PreviewApiFixtures.Http(app);
    /** A table of its own on the run's shared moto, laid out as the README's Tournaments. */
    private static String table;

    @BeforeAll
    static void createTable() {
        table = TournamentsTable.create(app.engine());
    }

    private static String state(String... more) {
        String permalink = Permalink.of(
                Tournaments.ROUND_TWO_UPPER.toBuilder().table(table).build());
        return permalink.substring(permalink.indexOf('?') + 1) + String.join("", more);
    }

    @Test
    void discoveryNamesEveryKeyAttributeOfTheIndexInOrder() {
        Answer tables = http.get("/api/v1/tables");
        assertEquals(200, tables.status(), tables.body());
        JsonNode index = null;
        for (JsonNode described : tables.json().path("tables")) {
            if (described.path("name").asText().equals(table)) {
                index = described.path("indexes").get(0);
            }
        }
        assertTrue(index != null, tables.body());
        assertEquals(
                List.of(PreviewApiFixtures.key("tournament", "S"), PreviewApiFixtures.key("region", "S")),
                list(index.path("partitionKeys")));
        assertEquals(
                List.of(PreviewApiFixtures.key("round", "N"), PreviewApiFixtures.key("bracket", "S")),
                list(index.path("sortKeys")));
    }

    @Test
    void theApiReadsTheWorkedExamplePageByPageInTheIndexsOrder() {
        Answer first = http.get("/api/v1/preview?" + state("&limit=1"));
        assertEquals(200, first.status(), first.body());
        assertEquals(List.of("m04"), matchIds(first.json()), "round 2, upper#A first");
        assertEquals(
                "agrees",
                first.json().path("prediction").path("returned").path("status").asText(),
                first.body());
        JsonNode lastKey = first.json().path("lastEvaluatedKey");
        assertEquals(
                List.of("bracket", "matchId", "region", "round", "tournament"),
                sorted(lastKey),
                "every key attribute of the index, then the table's: five, more than a one-attribute key has");

        Answer second = http.get("/api/v1/preview?"
                + state("&limit=1&startKey=" + first.json().path("nextStartKey").asText()));
        assertEquals(200, second.status(), second.body());
        assertEquals(
                List.of("m03"),
                matchIds(second.json()),
                "then upper#B; lower#A, other rounds, NA and the match without a bracket never");
    }

    @Test
    void thePanelRunsAndPagesOnToTheNextTuple() {
        String first = http.run(state("&limit=1"), true).body();
        assertEquals(List.of("upper#A"), PreviewApiFixtures.column(first, "bracket"));
        assertTrue(byId(first, "preview-returned-check").hasClass("ok"), first);
        String second =
                http.run(RunPanelFixtures.press(first, "next-page"), true).body();
        assertEquals(List.of("upper#B"), PreviewApiFixtures.column(second, "bracket"));
        assertEquals("Page 2", RunPanelFixtures.pageNumber(second));
    }

    private static List<String> matchIds(JsonNode page) {
        List<String> ids = new ArrayList<>();
        page.path("items")
                .forEach(item -> ids.add(item.path("matchId").path("S").asText()));
        return ids;
    }

    private static List<String> sorted(JsonNode object) {
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        names.sort(null);
        return names;
    }

    private static List<JsonNode> list(JsonNode array) {
        List<JsonNode> out = new ArrayList<>();
        array.forEach(out::add);
        return out;
    }
}
