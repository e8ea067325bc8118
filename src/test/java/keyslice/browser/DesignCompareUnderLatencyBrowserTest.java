package keyslice.browser;

import java.util.Optional;
import keyslice.testing.RunningApp;
import keyslice.web.AppConfig;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@link DesignCompareBrowserTest}'s scenario on a slow network: every request, the comparison's bodies too, is held
 * 300–500 ms by a {@link DelayingProxy}, so answers and bodies for older states arrive while newer ones are on their way;
 * the open section must end showing the comparison of the state typed last.
 */
@Tag("browser")
class DesignCompareUnderLatencyBrowserTest {

    @RegisterExtension
    static final BrowserFixture fixture =
            BrowserFixture.withLatency(RunningApp.with(new AppConfig(Optional.empty(), "*", 10_000, 10_000)), 300, 500);

    private static final BrowserSession browser = fixture.browser();

    @RepeatedTest(2)
    void theOpenComparisonFollowsTypingAndItsLinkOpensTheOtherDesign() {
        DesignCompareBrowserTest.openTypeAndFollow(browser, 250);
    }
}
