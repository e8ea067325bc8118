package keyslice.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

/**
 * Live update while typing (htmx, debounced), the canonical permalink pushed into the address bar, and
 * the browser's own reload, back and forward restoring exactly the state of each URL.
 */
@Tag("browser")
class LiveUpdateAndHistoryBrowserTest {

    @RegisterExtension
    static final BrowserFixture fixture = BrowserFixture.withJavaScript();

    private static final BrowserSession browser = fixture.browser();

    private static String url() {
        return browser.driver().getCurrentUrl();
    }

    private static long historyLength() {
        return (Long) browser.js("return history.length;");
    }

    private static void awaitUrl(String pathAndQuery) {
        browser.await("the address to become " + pathAndQuery, () -> url().equals(fixture.base() + pathAndQuery));
    }

    @Test
    void typingUpdatesTheOutputInPlaceAndPushesThePermalink() {
        browser.open("/");
        browser.awaitHtmx();
        browser.setMarker();
        assertTrue(browser.all("#out-expression").isEmpty(), "a blank form has no output yet");

        browser.type("pk", "PK");
        browser.type("pkValue", "DRIVE#a91");
        browser.awaitExpression("#pk = :pk");
        browser.await(
                "the value in the output", () -> browser.text("out-values").contains("DRIVE#a91"));
        awaitUrl("/?v=1&pk=PK&pkValue=DRIVE%23a91");
        assertTrue(browser.markerPresent(), "the output was swapped in, the page was not reloaded");
        assertEquals(fixture.base() + "/?v=1&pk=PK&pkValue=DRIVE%23a91", browser.js("return location.href;"));

        // A sort key condition, typed on: still no page load, the URL follows.
        browser.type("sk", "SK");
        browser.type("value", "root/");
        browser.awaitExpression("#pk = :pk AND begins_with(#sk, :sk)");
        awaitUrl("/?v=1&pk=PK&pkValue=DRIVE%23a91&sk=SK&value=root/");
        assertTrue(browser.markerPresent(), "still the same page");
        assertEquals(
                url(),
                fixture.base() + browser.byId("permalink").getDomAttribute("href"),
                "the permalink link is the address");
    }

    /**
     * A live update carries only the error slots that have something to say; the page's script empties the others, so
     * an error goes away (and its field's aria-invalid mark with it) as soon as the form no longer has it.
     */
    @Test
    void anErrorShownWhileEditingGoesOnceTheFormIsRight() {
        browser.open("/?v=1&pk=PK&pkValue=abc");
        browser.awaitHtmx();
        browser.setMarker();
        browser.choose("pkType", "N");
        browser.await(
                "the value's error", () -> !browser.texts("#err-pkValue li").isEmpty());
        assertTrue(browser.texts("#err-pkValue li").get(0).contains("abc"), browser.texts("#err-pkValue li")::toString);
        // The page's script marks the field once htmx has settled the swap that brought the message.
        browser.awaitIdle();
        assertEquals("true", browser.byId("pkValue").getDomAttribute("aria-invalid"));

        browser.choose("pkType", "S");
        browser.awaitExpression("#pk = :pk");
        browser.awaitIdle();
        assertEquals(List.of(), browser.texts("#err-pkValue li"), "the error is gone");
        assertNull(browser.byId("pkValue").getDomAttribute("aria-invalid"), "and so is the field's mark");
        assertTrue(browser.all(".errors li").isEmpty(), "no slot keeps an old message");
        assertTrue(browser.markerPresent(), "no page load");
    }

    /**
     * Bounds typed the wrong way round. While the upper bound is being typed that is often a step on the way ("2026-1"
     * before "2026-12"), so it is a prompt with no fix to click; leaving the field makes it an error, which offers the
     * swap, and the swap puts the bounds in order in place.
     */
    @Test
    void boundsTypedTheWrongWayRoundAreSwappedByTheirFix() {
        browser.open("/?v=1&pk=PK&pkValue=X&sk=SK&op=between");
        browser.awaitHtmx();
        browser.setMarker();
        browser.type("value", "b");
        browser.type("to", "a");
        browser.await(
                "the prompt",
                () -> !browser.all(".problem.prompt[data-field=to]").isEmpty());
        awaitUrl("/?v=1&pk=PK&pkValue=X&sk=SK&op=between&value=b&to=a"); // the state is the one shown when the field is
        // left
        browser.awaitIdle();
        assertTrue(browser.all(".problem button.fix").isEmpty(), "no fix is offered for a value still being typed");
        assertEquals("Almost there: finish what is listed below.", browser.text("summary"));
        browser.byId("to").sendKeys(Keys.TAB);
        browser.await(
                "the error with its fix once the field is left",
                () -> !browser.all(".problem.error[data-field=to] button.fix").isEmpty());
        browser.awaitIdle();
        assertEquals("true", browser.byId("to").getDomAttribute("aria-invalid"), "the field is marked");
        WebElement fix = browser.all(".problem[data-field=to] button.fix").get(0);
        assertEquals("Fix: Swap the bounds", fix.getText());
        browser.js("arguments[0].scrollIntoView({block: 'center'});", fix);
        fix.click();
        browser.awaitExpression("#pk = :pk AND #sk BETWEEN :skFrom AND :skTo");
        browser.awaitIdle();
        assertEquals("a", browser.value("value"));
        assertEquals("b", browser.value("to"));
        assertEquals(List.of(), browser.texts("#err-to li"), "the error is gone");
        assertTrue(browser.markerPresent(), "the fix updates the page in place");
        awaitUrl("/?v=1&pk=PK&pkValue=X&sk=SK&op=between&value=a&to=b");
    }

    @Test
    void typingFastAcrossTheDebounceLosesNoKeystrokes() throws InterruptedException {
        browser.open("/?v=1&pk=PK&pkValue=X");
        browser.awaitHtmx();
        browser.setMarker();
        WebElement field = browser.byId("pkValue");
        field.click();
        field.sendKeys(Keys.END);
        StringBuilder typed = new StringBuilder("X");
        // Bursts of keys: within one burst the debounce keeps restarting; between bursts a request is sent
        // (and may still be in flight when the next burst starts). No burst may lose a key.
        String[] bursts = {"abc", "def#", "ghi", "/jk", "lmn", "opq"};
        long[] pauses = {0, 40, 160, 30, 300, 5};
        for (int i = 0; i < bursts.length; i++) {
            Thread.sleep(pauses[i]);
            field.sendKeys(bursts[i]);
            typed.append(bursts[i]);
        }
        String expected = typed.toString();
        browser.await(
                "the output to catch up", () -> browser.text("out-values").contains("\"S\" : \"" + expected + "\""));
        browser.awaitIdle();
        assertEquals(expected, browser.value("pkValue"), "every key typed is in the field");
        assertTrue(browser.markerPresent(), "no page load");
        awaitUrl("/?v=1&pk=PK&pkValue=" + expected.replace("#", "%23"));
    }

    @Test
    void reloadBackAndForwardRestoreEachState() {
        browser.open("/?v=1&pk=PK&pkValue=A1");
        browser.awaitHtmx();
        browser.awaitExpression("#pk = :pk");
        String first = url();

        // State 2: a select changes (one "change" event, one pushed URL).
        browser.choose("order", "desc");
        awaitUrl("/?v=1&pk=PK&pkValue=A1&order=desc");
        browser.await(
                "ScanIndexForward in the output",
                () -> browser.text("out-request").contains("\"ScanIndexForward\" : false"));
        browser.awaitIdle();
        String second = url();

        // State 3: typed text.
        browser.type("pkValue", "B2");
        awaitUrl("/?v=1&pk=PK&pkValue=B2&order=desc");
        browser.await("B2 in the output", () -> browser.text("out-values").contains("\"S\" : \"B2\""));
        browser.awaitIdle();
        String third = url();

        // Reload: the same state, from the URL alone.
        browser.setMarker();
        browser.driver().navigate().refresh();
        browser.awaitHtmx();
        assertFalse(browser.markerPresent(), "a real reload");
        assertEquals(third, url());
        assertState("B2", "desc");

        // Back: the previous state's inputs and output (a full refresh on the history miss).
        browser.setMarker();
        browser.driver().navigate().back();
        browser.await("the address of state 2", () -> url().equals(second));
        browser.await("a full page for state 2", () -> !browser.markerPresent());
        browser.awaitHtmx();
        assertState("A1", "desc");

        browser.setMarker();
        browser.driver().navigate().back();
        browser.await("the address of state 1", () -> url().equals(first));
        browser.await("a full page for state 1", () -> !browser.markerPresent());
        browser.awaitHtmx();
        assertState("A1", "asc");

        browser.setMarker();
        browser.driver().navigate().forward();
        browser.await("the address of state 2 again", () -> url().equals(second));
        browser.await("a full page for state 2 again", () -> !browser.markerPresent());
        browser.awaitHtmx();
        assertState("A1", "desc");

        browser.setMarker();
        browser.driver().navigate().forward();
        browser.await("the address of state 3 again", () -> url().equals(third));
        browser.await("a full page for state 3 again", () -> !browser.markerPresent());
        browser.awaitHtmx();
        assertState("B2", "desc");
    }

    /** The form shows the state and the output was rendered from it. */
    private static void assertState(String pkValue, String order) {
        assertEquals(pkValue, browser.value("pkValue"), "pkValue field at " + url());
        assertEquals(order, browser.chosen("order"), "order select at " + url());
        assertEquals(order, browser.value("order"), "order select's live value at " + url());
        assertTrue(browser.text("out-values").contains("\"S\" : \"" + pkValue + "\""), browser.text("out-values"));
        assertEquals(
                order.equals("desc"),
                browser.text("out-request").contains("\"ScanIndexForward\" : false"),
                "ScanIndexForward in the output at " + url());
    }

    @Test
    void oneEditIsOneHistoryEntry() {
        browser.open("/?v=1&pk=PK&pkValue=A1");
        browser.awaitHtmx();
        browser.awaitExpression("#pk = :pk");
        String before = url();
        long entries = historyLength();

        // Type a new value, wait for the live update, then leave the field with Tab (which fires "change").
        browser.type("pkValue", "C3");
        awaitUrl("/?v=1&pk=PK&pkValue=C3");
        browser.awaitIdle();
        browser.byId("pkValue").sendKeys(Keys.TAB);
        sleepQuietly(600);
        browser.awaitIdle();
        long added = historyLength() - entries;

        // One Back must return to the state before the edit.
        browser.setMarker();
        browser.driver().navigate().back();
        browser.await("the page before the edit", () -> !browser.markerPresent());
        browser.awaitHtmx();
        assertEquals(before, url(), "one Back after one edit (history entries added by the edit: " + added + ")");
        assertEquals("A1", browser.value("pkValue"));
        assertEquals(1, added, "one edit, one history entry");
    }

    private static void sleepQuietly(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
