package keyslice.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.interactions.Actions;

/**
 * The design comparison in a live page: a live update carries its closed section's title only, the body loads when the
 * person opens it, and once open it stays open while they type, showing the comparison of the state they typed last;
 * its link opens the other design, whose comparison shows open too.
 */
@Tag("browser")
class DesignCompareBrowserTest {

    @RegisterExtension
    static final BrowserFixture fixture = BrowserFixture.withJavaScript();

    private static final BrowserSession browser = fixture.browser();

    @Test
    void theOpenComparisonFollowsTypingAndItsLinkOpensTheOtherDesign() throws IOException {
        openTypeAndFollow(browser, 60);
        browser.js("document.getElementById('design-compare').scrollIntoView({block: 'start'});");
        assertTrue(Files.size(browser.screenshot("design-compare")) > 0);
    }

    static boolean designOpen(BrowserSession browser) {
        return Boolean.parseBoolean(browser.byId("design-compare").getDomProperty("open"));
    }

    /** The comparison shown, once its body has loaded: exactly one body, under the title. */
    static void awaitComparison(BrowserSession browser, String title, String value) {
        browser.await(
                "the comparison open under \"" + title + "\" with " + value,
                () -> designOpen(browser)
                        && browser.all("#design-compare > summary").size() == 1
                        && title.equals(browser.text("design-compare")
                                .strip()
                                .lines()
                                .findFirst()
                                .orElse("")
                                .strip())
                        && browser.all("#design-values").size() == 1
                        && browser.text("design-values").contains(value));
    }

    /**
     * The scenario both fixtures run: a live update first (so the section is the lazy one), the person opens it, types a
     * character at a time with pauses around the page's debounce (so that answers, and the bodies they load, cross),
     * then follows the link.
     */
    static void openTypeAndFollow(BrowserSession browser, int pauseMillis) {
        browser.open(BrowserFixture.FILE_TREE_PERMALINK);
        browser.awaitHtmx();
        browser.setMarker();
        browser.type("pkValue", "DRIVE#b");
        browser.await("the live update", () -> browser.text("out-values").contains("\"DRIVE#b\""));
        browser.awaitIdle();
        assertEquals(0, browser.all("#design-values").size(), "the live update leaves the body out");
        assertTrue(!designOpen(browser), "closed until asked for");

        browser.js("document.getElementById('design-compare').scrollIntoView({block: 'center'});");
        browser.byId("design-compare").findElement(By.tagName("summary")).click();
        awaitComparison(browser, "Express as a multi-attribute key", "\"DRIVE#b\"");

        browser.byId("pkValue").click();
        browser.js("var f = document.activeElement; f.setSelectionRange(f.value.length, f.value.length);");
        // Pauses shorter and longer than the 100 ms debounce: some keystrokes are answered, some are not.
        int[] pauses = {pauseMillis, 150, pauseMillis, 600, 30, 150, pauseMillis};
        String typed = "1234567";
        for (int i = 0; i < typed.length(); i++) {
            new Actions(browser.driver()).sendKeys(typed.substring(i, i + 1)).perform();
            sleep(pauses[i]);
        }
        String last = "\"DRIVE#b" + typed + "\"";
        browser.await(
                "the output of the last state", () -> browser.text("out-values").contains(last));
        awaitComparison(browser, "Express as a multi-attribute key", last);
        browser.awaitIdle();
        sleep(1_000); // a late body for an older state would land now
        awaitComparison(browser, "Express as a multi-attribute key", last);
        assertTrue(
                browser.text("design-compare").contains("SK_1, SK_2 stand for the segments' attributes"),
                browser.text("design-compare"));

        // The link inside the loaded body opens the offered design in place; its comparison (back to a composite) shows
        // open.
        browser.js("document.getElementById('design-link').scrollIntoView({block: 'center'});");
        browser.byId("design-link").click();
        browser.await("the offered design", () -> "SK_2".equals(browser.value("sk2")));
        awaitComparison(browser, "Compare with a composite sort key", last);
        assertTrue(
                browser.text("design-compare").contains("Pitfalls of the composite string"),
                browser.text("design-compare"));
        assertTrue(
                browser.driver().getCurrentUrl().contains("sk=SK_1"),
                browser.driver().getCurrentUrl());
        assertTrue(browser.markerPresent(), "the page was updated in place, not reloaded");
        browser.awaitIdle();
    }

    static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
