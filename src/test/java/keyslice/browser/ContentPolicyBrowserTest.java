package keyslice.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The builder works within its own Content Security Policy: the console holds no refusal of the policy after a page
 * load, typing, an edit, a fix and the embed options, each of which runs the page's script. A style or script the
 * policy refuses is something the page meant to do and did not.
 */
@Tag("browser")
class ContentPolicyBrowserTest {

    @RegisterExtension
    static final BrowserFixture fixture = BrowserFixture.withJavaScript();

    private static final BrowserSession browser = fixture.browser();

    @Test
    void theConsoleHoldsNoRefusalOfThePolicy() {
        ConsoleLog.read(browser.driver());
        browser.open("/?" + BrowserFixture.AUDIT_WINDOW);
        browser.awaitIdle();
        browser.type("pkValue", "x");
        // The typing's request leaves after the debounce, which htmx-idle does not show: wait for its answer.
        browser.await("the live update", () -> browser.text("out-values").contains("\"x\""));
        browser.awaitIdle();
        browser.byId("fix-all").click();
        browser.awaitIdle();
        browser.js("document.querySelector('.share-details').open = true;");
        // After an edit the section's body loads when it opens.
        browser.await(
                "the embed options",
                () -> !browser.all("input[name=\"embed-theme\"]").isEmpty());
        browser.js("document.querySelector('input[name=\"embed-theme\"][value=\"dark\"]').click();");
        browser.awaitIdle();
        assertEquals(List.of(), ConsoleLog.policyViolations(browser.driver()));
    }
}
