package keyslice.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keyslice.testing.RunningApp;
import keyslice.testing.TournamentsTable;
import keyslice.web.AppConfig;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * "Fill keys from the table" in Chromium against moto, an engine with multi-attribute index keys: on the README's
 * ByRegion index (tournament, region + round N, bracket S) the form comes back valid, with eq on round (bracket follows
 * it) whatever the form sent, and the Query built at once.
 */
@Tag("browser")
class FillFromMotoBrowserTest {

    @RegisterExtension
    static final BrowserFixture fixture = BrowserFixture.of(
            RunningApp.withSharedMoto(
                    new AppConfig(java.util.Optional.empty(), "*", 1_000_000, 1_000_000), preview -> preview),
            true,
            1280,
            1000);

    private static final BrowserSession browser = fixture.browser();
    private static String table;

    @BeforeAll
    static void createTable() {
        table = TournamentsTable.create(fixture.app().engine());
    }

    @Test
    void fillingTheKeysFromAMultiAttributeIndexGivesAValidForm() {
        browser.open("/?v=1&table=" + table + "&index=ByRegion&pkValue=WORLDS26&value=2");
        browser.byId("edit-use-table").click(); // htmx swaps the filled form in place
        browser.await("the keys filled in", () -> "bracket".equals(browser.value("sk2")));
        assertEquals(
                List.of("tournament", "region", "round", "N", "bracket"),
                List.of(
                        browser.value("pk"),
                        browser.value("pk2"),
                        browser.value("sk"),
                        browser.chosen("skType"),
                        browser.value("sk2")));
        assertEquals("eq", browser.chosen("op"), "round is followed by bracket: only = may come before it");
        assertTrue(
                browser.all(".errors li, .problem.error").stream().noneMatch(e -> e.isDisplayed()),
                "the filled form has no error: " + browser.texts(".errors li"));
        browser.type("pk2Value", "EU");
        browser.type("value2", "upper#");
        browser.awaitExpression("#pk = :pk AND #pk2 = :pk2 AND #sk = :sk AND begins_with(#sk2, :sk2)");
        browser.screenshot("fill-from-moto");
    }
}
