package keyslice.browser;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import keyslice.testing.RunningApp;
import keyslice.web.AppConfig;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A Run that keyslice refuses shows why in the preview panel, in place, instead of nothing happening: here the page is
 * opened at the address the browser uses, while {@code KEYSLICE_PUBLIC_URL} names another, as when keyslice is
 * reached around its proxy, so the same-origin check answers 403.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
@Tag("browser")
class RefusedRunBrowserTest {

    static final String PUBLIC = "https://keyslice.example.com";

    @RegisterExtension
    static final BrowserFixture fixture = BrowserFixture.of(
            RunningApp.withPrivateDynalite(
                    new AppConfig(Optional.of(PUBLIC), "*", 10_000, 10_000), UnaryOperator.identity()),
            true,
            1280,
            1000);

    private static final BrowserSession browser = fixture.browser();

    @Test
    void aRefusedRunShowsItsReasonInThePanel() {
        browser.open("/?" + BrowserFixture.FILE_TREE);
        browser.awaitHtmx();
        browser.setMarker();
        browser.byId("run").click();
        browser.await("the refusal in the preview panel", () -> browser.text("engine-error") != null);
        String reason = browser.text("engine-error");
        assertTrue(
                reason.contains("\"" + browser.base() + "\"")
                        && reason.contains("expected its own origin, " + PUBLIC)
                        && reason.contains("KEYSLICE_PUBLIC_URL"),
                reason);
        assertTrue(browser.markerPresent(), "swapped in by htmx, without a page load");
        assertTrue(browser.byId("run").isDisplayed(), "the panel keeps its Run button");
    }
}
