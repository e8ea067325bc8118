package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.elements;
import static keyslice.testing.Html.unescape;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import keyslice.testing.Answer;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A Run on a table the engine does not have (ResourceNotFoundException, from a real dynalite): the panel says so in
 * keyslice's words, keeps the engine's message, and offers the listed tables of a similar name as links to the state
 * that reads each.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
@Tag("engine")
class UnknownTableRunTest {

    @RegisterExtension
    static final RunningApp app =
            RunningApp.withPrivateDynalite(PreviewApiFixtures.UNLIMITED, preview -> preview.withAllowDemoData(true));

    private static final PreviewApiFixtures.Http http = new PreviewApiFixtures.Http(app);

    @BeforeAll
    static void loadDemoData() {
        assertEquals(303, http.loadDemoData().status(), "the demo tables Drive and Audit");
    }

    private static String runOn(String table) {
        Answer run = http.run(PreviewApiFixtures.FILE_TREE.replace("table=Drive", "table=" + table), true);
        assertEquals(200, run.status(), run.body());
        return run.body();
    }

    @Test
    void aMisspelledTableIsNamedAndTheClosestListedTableOffered() {
        for (String typo : List.of("Driv", "drive", "Drvie", "DRIVE")) {
            String panel = runOn(typo);
            String explanation = byId(panel, "engine-explanation")
                    .text()
                    .replaceAll("\\s+", " ")
                    .strip();
            assertTrue(explanation.startsWith("There is no table " + typo + " at 127.0.0.1:"), explanation);
            assertTrue(explanation.endsWith("Did you mean Drive?"), explanation);
            String href = unescape(elements(panel, "a", "similar-table").get(0).attr("href"));
            assertTrue(href.contains("table=Drive&"), href);
            assertEquals(200, app.get(href).status());
            assertTrue(
                    byId(panel, "engine-error").text().contains("not found")
                            || byId(panel, "engine-error").text().contains("non-existent"),
                    "the engine's own words stay: " + panel);
        }
    }

    @Test
    void aNameLikeNoListedTableSaysSoAndOffersNone() {
        String panel = runOn("Invoices");
        String explanation =
                byId(panel, "engine-explanation").text().replaceAll("\\s+", " ").strip();
        assertTrue(explanation.startsWith("There is no table Invoices at "), explanation);
        assertTrue(explanation.endsWith("None of the 2 tables it lists has a similar name."), explanation);
        assertEquals(List.of(), elements(panel, "a", "similar-table"));
    }
}
