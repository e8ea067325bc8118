package keyslice.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A design changed in Chromium: built by hand from nothing with the designs page's forms at 390 px (the screenshots
 * {@code designs-by-hand-390-*.png}), and a Query added to one from the builder's share section.
 */
@Tag("browser")
class DesignEditingBrowserTest {

    @RegisterExtension
    static final BrowserFixture fixture = BrowserFixture.withJavaScript();

    private static final BrowserSession browser = fixture.browser();

    @AfterEach
    void reset() {
        browser.resetView();
    }

    private static List<String> patterns() {
        return browser.texts(".design-pattern h4");
    }

    @Test
    void theBuildersShareSectionAddsItsQueryToADesignByItsLink() {
        browser.open("/?table=Drive&pk=PK&pkValue=ACTOR%23u_1&sk=SK&op=begins_with&value=EVT%232026-06-24T");
        browser.awaitHtmx();
        browser.driver()
                .findElement(org.openqa.selenium.By.cssSelector(".share-details summary"))
                .click();
        browser.await(
                "the share section's body",
                () -> !browser.all("#add-query-design").isEmpty());
        browser.byId("add-query-design").sendKeys(browser.base() + DesignsBrowserTest.link("drive.json"));
        browser.clickAndAwaitNewPage(browser.byId("add-query-submit"));
        String url = browser.driver().getCurrentUrl();
        assertTrue(url.startsWith(browser.base() + "/designs?d=") && url.endsWith("#pattern-7"), url);
        assertEquals(
                "7 Drive: partition ACTOR#u_1, SK begins with EVT#2026-06-24T",
                patterns().get(6));
    }

    /** Fills a form's fields by id, then posts it with its button and waits for the answer's page. */
    private static void submit(String button, String... idsAndTexts) {
        for (int i = 0; i < idsAndTexts.length; i += 2) {
            browser.type(idsAndTexts[i], idsAndTexts[i + 1]);
        }
        browser.clickAndAwaitNewPage(browser.byId(button));
    }

    private static String focused() {
        return (String) browser.js("return document.activeElement.id;");
    }

    @Test
    void aDesignBuiltByHandFromNothingReadsItsPatternsItemsAt390Pixels() {
        browser.viewport(390, 844, true);
        browser.open("/designs");
        browser.js("document.getElementById('design-start-title').scrollIntoView();");
        browser.screenshot("designs-by-hand-390-start");
        submit("edit-table-submit", "edit-table-name", "Orders", "edit-table-pk", "PK", "edit-table-sk", "SK");
        assertTrue(
                browser.driver().getCurrentUrl().endsWith("#add-table"),
                browser.driver().getCurrentUrl());
        assertEquals("add-table", focused(), "the page comes back at the form used");
        submit("edit-index-submit", "edit-index-name", "By", "edit-index-partition", "status");
        assertEquals("edit-index-name", focused(), "a refused edit puts focus on the field with the problem");
        assertTrue(browser.text("edit-index-name-error").contains("indexName"));
        submit("edit-index-submit", "edit-index-name", "ByStatus", "edit-index-sort", "SK");
        assertEquals("add-index", focused());
        for (String[] item : new String[][] {{"ORDER#1", "open"}, {"ORDER#2", "shut"}, {"ORDER#3", "open"}}) {
            submit(
                    "edit-item-1-submit",
                    "edit-item-1-key0",
                    "CUST#1",
                    "edit-item-1-key1",
                    item[0],
                    "edit-item-1-attributes",
                    "{\"status\": \"" + item[1] + "\"}");
        }
        browser.choose("edit-pattern-index", "ByStatus");
        submit(
                "edit-pattern-submit",
                "edit-pattern-description",
                "Open orders",
                "edit-pattern-command",
                "aws dynamodb query --table-name Orders --index-name ByStatus --key-condition-expression \"#s = :s\""
                        + " --expression-attribute-names '{\"#s\":\"status\"}'"
                        + " --expression-attribute-values '{\":s\":{\"S\":\"open\"}}'");
        assertEquals("add-pattern", focused());
        assertEquals(List.of("1 Open orders"), browser.texts(".design-pattern h4"));
        List<String> read = browser.texts("#pattern-1 .design-items code");
        assertEquals(2, read.size(), read.toString());
        assertTrue(read.get(0).contains("ORDER#1") && read.get(1).contains("ORDER#3"), read.toString());
        Number scrollWidth = (Number) browser.js("return document.scrollingElement.scrollWidth;");
        Number clientWidth = (Number) browser.js("return document.scrollingElement.clientWidth;");
        assertTrue(scrollWidth.longValue() <= clientWidth.longValue(), scrollWidth + " > " + clientWidth);
        browser.js("document.getElementById('design-title').scrollIntoView();");
        browser.screenshot("designs-by-hand-390-patterns");
        browser.js("document.getElementById('add-item').scrollIntoView();");
        browser.screenshot("designs-by-hand-390-forms");
    }
}
