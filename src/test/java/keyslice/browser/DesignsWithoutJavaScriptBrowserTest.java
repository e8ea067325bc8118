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

/**
 * The designs page with JavaScript off in Chromium: a link reads, an upload and a paste are checked by a plain form,
 * and a design is started and changed by hand with the page's plain forms.
 */
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

    @Test
    void aDesignIsStartedAndChangedByHandWithoutAScript() {
        browser.open("/designs");
        browser.type("edit-table-name", "Orders");
        browser.type("edit-table-pk", "PK");
        browser.type("edit-table-sk", "SK");
        browser.clickAndAwaitNewPage(browser.byId("edit-table-submit"));
        String url = browser.driver().getCurrentUrl();
        assertTrue(url.contains("/designs?d=") && url.endsWith("#add-table"), url);
        browser.type("edit-item-1-key0", "CUST#1");
        browser.type("edit-item-1-key1", "ORDER#1");
        browser.clickAndAwaitNewPage(browser.byId("edit-item-1-submit"));
        browser.type("edit-pattern-description", "A customer's orders");
        browser.type(
                "edit-pattern-command",
                "aws dynamodb query --table-name Orders --key-condition-expression \"PK = :p\""
                        + " --expression-attribute-values '{\":p\":{\"S\":\"CUST#1\"}}'");
        browser.clickAndAwaitNewPage(browser.byId("edit-pattern-submit"));
        assertEquals(List.of("1 A customer's orders"), browser.texts(".design-pattern h4"));
        assertEquals(List.of("PK = \"CUST#1\", SK = \"ORDER#1\""), browser.texts("#pattern-1 .design-items code"));
    }
}
