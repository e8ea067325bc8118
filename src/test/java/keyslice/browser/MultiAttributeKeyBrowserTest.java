package keyslice.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;

/**
 * A multi-attribute index key typed into the form, as a person does: the section opens, the output follows each
 * keystroke with the expression and the tuple slice, the address carries the numbered parameters, a gap shows its
 * message at the attribute it names, and axe finds nothing, on a wide screen and a phone.
 */
@Tag("browser")
class MultiAttributeKeyBrowserTest {

    @RegisterExtension
    static final BrowserFixture fixture = BrowserFixture.withJavaScript();

    private static final BrowserSession browser = fixture.browser();

    /** The tournament of README's worked example, before its further attributes are typed. */
    private static final String START = "/?v=1&"
            + BrowserFixture.query(
                    "table",
                    "Tournaments",
                    "index",
                    "ByRegion",
                    "pk",
                    "tournament",
                    "pkValue",
                    "WORLDS26",
                    "sk",
                    "round",
                    "skType",
                    "N",
                    "op",
                    "eq",
                    "value",
                    "2");

    private static final String SAMPLES =
            "[1, \"upper#A\"]\n[2, \"lower#A\"]\n[2, \"upper#B\"]\n[2, \"upper#A\"]\n[3, \"upper#A\"]\n[2]";

    @AfterEach
    void reset() {
        browser.clearViewport();
    }

    private static boolean sectionOpen() {
        return Boolean.parseBoolean(browser.byId("multi-attribute").getDomProperty("open"));
    }

    /**
     * Types into a field brought to the middle of the screen first, as a person scrolls to it: on a phone the summary
     * sticks to the top of the screen, where Selenium would otherwise scroll the field under it.
     */
    private static void type(String id, String text) {
        browser.js("document.getElementById(arguments[0]).scrollIntoView({block: 'center'});", id);
        browser.type(id, text);
    }

    private static String url() {
        return browser.driver().getCurrentUrl();
    }

    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({"1280, 800", "390, 844"})
    void typingAFurtherAttributeOfEachKeyUpdatesTheExpressionTheTupleSliceAndTheLink(int width, int height)
            throws IOException {
        browser.viewport(width, height, width < 600);
        browser.open(START);
        browser.awaitHtmx();
        browser.awaitIdle();
        browser.awaitExpression("#pk = :pk AND #sk = :sk");
        assertFalse(sectionOpen(), "closed while the state uses no further attribute");

        browser.js("document.getElementById('multi-attribute').scrollIntoView({block: 'center'});");
        browser.byId("multi-attribute").findElement(By.tagName("summary")).click();
        browser.await("the section to open", MultiAttributeKeyBrowserTest::sectionOpen);

        type("pk2", "region");
        type("pk2Value", "EU");
        browser.awaitExpression("#pk = :pk AND #pk2 = :pk2 AND #sk = :sk");
        type("sk2", "bracket");
        type("value2", "upper#");
        browser.awaitExpression("#pk = :pk AND #pk2 = :pk2 AND #sk = :sk AND begins_with(#sk2, :sk2)");
        type("samples", SAMPLES);
        // Only the whole samples end with the key that is not in the index: a state typed part of the way has the
        // same matches, and its answer may be on screen while the last one is still to come.
        browser.await(
                "every sample read",
                () -> String.valueOf(browser.text("summary"))
                        .endsWith("— 2 of 5 sample keys; 1 sample is not in the index."));
        browser.awaitIdle();
        assertEquals(List.of("[2, \"upper#A\"]", "[2, \"upper#B\"]"), browser.texts("#tuple-slice li.match code"));
        assertEquals(
                List.of(
                        "[1, \"upper#A\"]",
                        "[2, \"lower#A\"]",
                        "[2, \"upper#A\"]",
                        "[2, \"upper#B\"]",
                        "[3, \"upper#A\"]"),
                browser.texts("#tuple-slice li code"),
                "in the index's order");
        assertEquals(List.of("[2]"), browser.texts("#not-in-index li code"));

        browser.await(
                "the address to carry the numbered parameters",
                () -> url().contains("&pk2=region&pk2Value=EU&") && url().contains("&sk2=bracket&value2=upper%23&"));
        assertEquals(
                fixture.base() + browser.byId("permalink").getDomAttribute("href"),
                url(),
                "the address is the permalink");
        List<String> violations = browser.axeViolations();
        assertTrue(
                violations.isEmpty(), "axe-core violations at " + width + " px:\n  " + String.join("\n  ", violations));

        if (width == 1280) {
            // README's picture: the build never writes into the source tree, so docs/multi-attribute.png is copied by
            // hand. Tall enough to show the section in the form beside the tuple slice at the top of the result.
            browser.viewport(1280, 1360, false);
            browser.js("window.scrollTo(0, 0);");
            browser.awaitIdle();
            assertTrue(Files.size(browser.screenshot("multi-attribute")) > 0);
            browser.viewport(width, height, false);
        }

        // A gap: the third sort attribute without the second shows at the second's slot.
        type("value2", "");
        type("sk2", "");
        type("sk3", "court");
        type("value3", "c1");
        browser.await(
                "the gap's message at sk2",
                () -> browser.text("err-sk2")
                        .contains(
                                "sort key attributes are given from left to right without a gap: sk3 is given, so sk2 is required"));
        // The mark is set once htmx has settled the swap that brought the message.
        browser.awaitIdle();
        assertEquals("true", browser.byId("sk2").getDomAttribute("aria-invalid"));
        violations = browser.axeViolations();
        assertTrue(
                violations.isEmpty(),
                "axe-core violations with the gap at " + width + " px:\n  " + String.join("\n  ", violations));
    }
}
