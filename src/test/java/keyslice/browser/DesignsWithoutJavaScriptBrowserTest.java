package keyslice.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.WebElement;

/** The designs page with JavaScript off in Chromium: a link reads, an upload and a paste are checked by a plain form. */
@Tag("browser")
class DesignsWithoutJavaScriptBrowserTest {

    @RegisterExtension
    static final BrowserFixture fixture = BrowserFixture.withoutJavaScript();

    private static final BrowserSession browser = fixture.browser();

    @Test
    void aDesignsLinkReadsWholeWithoutAScript() {
        browser.open(DesignsBrowserTest.link("orders.json"));
        assertEquals(4, browser.texts(".design-pattern h4").size());
        assertEquals(
                List.of("PK = \"CUST#1\", SK = \"ORDER#1\"", "PK = \"CUST#1\", SK = \"ORDER#10\""),
                browser.texts("#pattern-1 .design-items code"));
        assertTrue(browser.byId("design-markdown").getDomProperty("value").startsWith("| Pattern |"));
        for (WebElement copy : browser.all("button.copy")) {
            assertFalse(copy.isDisplayed(), "a copy button that cannot copy without a script is not shown");
        }
    }

    @Test
    void anUploadAndAPasteAreCheckedByThePlainForm() {
        browser.open("/designs");
        browser.byId("design-file")
                .sendKeys(Path.of("src/test/resources/datamodel/findings.json")
                        .toAbsolutePath()
                        .toString());
        browser.clickAndAwaitNewPage(browser.byId("design-check"));
        assertEquals(4, browser.texts(".design-pattern h4").size());
        assertEquals(
                List.of("missing-index", "key-not-in-index", "scan-pattern", "unused-index"),
                browser.texts("#design-findings code"));

        browser.open("/designs");
        browser.byId("design-text").sendKeys("{\"tables\": [{\"TableName\": \"T\"}], \"access_patterns\": []}");
        browser.clickAndAwaitNewPage(browser.byId("design-check"));
        assertFalse(browser.texts("#design-problems .where").isEmpty());
        assertEquals(
                "{\"tables\": [{\"TableName\": \"T\"}], \"access_patterns\": []}",
                browser.byId("design-text").getDomProperty("value"),
                "the text as pasted");
    }
}
