package keyslice.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A person pastes a Query into the box: a request from a log, a CLI command from a runbook, a PartiQL SELECT from the
 * console, a program from a wiki. The page says what
 * it read, its link carries the text, and "Open it in the builder" opens the form filled in with the Query built.
 */
@Tag("browser")
class PasteQueryBrowserTest {

    @RegisterExtension
    static final BrowserFixture fixture = BrowserFixture.withJavaScript();

    private static final BrowserSession browser = fixture.browser();

    private static final String REQUEST =
            "{\"TableName\": \"Drive\",\n \"KeyConditionExpression\": \"#pk = :pk AND begins_with(#sk, :sk)\",\n"
                    + " \"ExpressionAttributeNames\": {\"#pk\": \"PK\", \"#sk\": \"SK\"},\n"
                    + " \"ExpressionAttributeValues\": {\":pk\": {\"S\": \"DRIVE#a91\"}, \":sk\": {\"S\": \"root/photos/\"}}}";
    private static final String COMMAND =
            "aws dynamodb query \\\n  --table-name Audit \\\n  --key-condition-expression 'PK = :a' \\\n"
                    + "  --expression-attribute-values '{\":a\": {\"S\": \"ACTOR#u_8814\"}}' \\\n  --no-scan-index-forward";

    private static void paste(String text) {
        browser.open("/");
        browser.clickAndAwaitNewPage(browser.driver().findElement(org.openqa.selenium.By.linkText("Paste a Query")));
        // A paste is one input event: the whole text at once, as the clipboard gives it.
        browser.js(
                "const box = document.getElementById('explain-text'); box.value = arguments[0];"
                        + "box.dispatchEvent(new Event('input', {bubbles: true}));",
                text);
        browser.clickAndAwaitNewPage(
                browser.driver().findElement(org.openqa.selenium.By.cssSelector(".explain-form button")));
    }

    @Test
    void aRequestFromALogOpensInTheBuilder() {
        paste(REQUEST);
        assertTrue(browser.text("explain-kind").contains("a request in DynamoDB JSON"), browser.text("explain-kind"));
        assertEquals("#pk = :pk AND begins_with(#sk, :sk)", browser.text("explain-key-condition"));
        assertEquals(REQUEST, browser.value("explain-text"), "the box keeps the text as pasted");
        String link = browser.driver().getCurrentUrl();
        browser.open(link.substring(browser.base().length()));
        assertEquals(REQUEST, browser.value("explain-text"), "the page's link carries the text: it can be shared");
        browser.clickAndAwaitNewPage(browser.byId("explain-open"));
        browser.awaitExpression("#pk = :pk AND begins_with(#sk, :sk)");
        assertEquals(
                List.of("Drive", "PK", "DRIVE#a91", "SK", "root/photos/"),
                List.of(
                        browser.value("table"),
                        browser.value("pk"),
                        browser.value("pkValue"),
                        browser.value("sk"),
                        browser.value("value")));
    }

    @Test
    void aCliCommandOpensInTheBuilderWithItsOrder() {
        paste(COMMAND);
        assertTrue(browser.text("explain-kind").contains("an AWS CLI command"), browser.text("explain-kind"));
        browser.clickAndAwaitNewPage(browser.byId("explain-open"));
        browser.awaitExpression("PK = :pk");
        assertEquals("ACTOR#u_8814", browser.value("pkValue"));
        assertEquals("desc", browser.chosen("order"));
        browser.screenshot("paste-query-opened");
    }

    @Test
    void aPartiqlSelectAndAProgramOpenInTheBuilder() {
        paste("SELECT * FROM \"Audit\" WHERE PK = 'ACTOR#u_8814' AND SK BETWEEN 'EVT#2026-06-23T00:00:00Z' "
                + "AND 'EVT#2026-06-23T23:59:59Z' ORDER BY SK DESC");
        assertTrue(browser.text("explain-kind").contains("a PartiQL SELECT"), browser.text("explain-kind"));
        browser.clickAndAwaitNewPage(browser.byId("explain-open"));
        browser.awaitExpression("#pk = :pk AND #sk BETWEEN :skFrom AND :skTo");
        assertEquals("desc", browser.chosen("order"));

        paste(
                "import boto3\n\nrequest = {\n    \"TableName\": \"Drive\",\n    \"KeyConditionExpression\": \"#pk = :pk\",\n"
                        + "    \"ExpressionAttributeNames\": {\"#pk\": \"PK\"},\n    \"ExpressionAttributeValues\": {\":pk\": {\"S\": \"DRIVE#a91\"}},\n}\n"
                        + "page = boto3.client(\"dynamodb\").query(**request)\n");
        assertTrue(browser.text("explain-kind").contains("a program"), browser.text("explain-kind"));
        browser.clickAndAwaitNewPage(browser.byId("explain-open"));
        browser.awaitExpression("#pk = :pk");
        assertEquals("DRIVE#a91", browser.value("pkValue"));
    }

    @Test
    void aMistakeIsShownInDynamoDbsWordsAndTheTextStays() {
        paste(REQUEST.replace("\"#sk\": \"SK\"}", "\"#sk\": \"SK\", \"#unused\": \"x\"}"));
        assertTrue(
                browser.text("explain-problems")
                        .contains("Value provided in ExpressionAttributeNames unused in expressions: keys: {#unused}"),
                browser.text("explain-problems"));
        assertTrue(browser.value("explain-text").contains("#unused"));
        browser.screenshot("paste-query-problem");
        assertEquals(List.of(), browser.axeViolations());
    }
}
