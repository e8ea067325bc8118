package keyslice.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import keyslice.preview.DemoData;
import keyslice.testing.RunningApp;
import keyslice.web.AppConfig;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * Nothing a person types is lost, on a slow network: every request is held 300–500 ms by a {@link DelayingProxy}, and
 * the person goes on typing right after each click and each blur, as people do. At the end the form must hold exactly
 * what was typed, and the output must describe that form.
 */
@Tag("browser")
class TypingUnderLatencyBrowserTest {

    private static final int RUNS = 2;
    private static final int MIN_DELAY_MS = 300;
    private static final int MAX_DELAY_MS = 500;
    /**
     * How long a wait may take: room for a hundred requests each held the longest delay, one after another. A hang
     * guard, far beyond what one step sends, so a machine busy with other work slows the test down but never fails it.
     */
    private static final Duration DEADLINE = Duration.ofMillis(100L * MAX_DELAY_MS);

    @RegisterExtension
    static final BrowserFixture fixture = BrowserFixture.withLatency(
            RunningApp.withPrivateDynalite(
                    new AppConfig(Optional.empty(), "*", 10_000, 10_000), preview -> preview.withAllowDemoData(true)),
            MIN_DELAY_MS,
            MAX_DELAY_MS);

    private static final BrowserSession browser = fixture.browser();
    private static int scenarios;

    @BeforeAll
    static void demoData() {
        DemoData.load(fixture.app().preview().config());
    }

    @AfterAll
    static void report() {
        System.out.printf(
                "typing under latency: %d scenario runs, %d requests delayed 300-500 ms%n",
                scenarios, fixture.proxy().delayedRequests());
    }

    private static void open(String pathAndQuery) {
        scenarios++;
        browser.open(pathAndQuery);
        browser.await(
                "htmx to load",
                DEADLINE,
                () -> Boolean.TRUE.equals(browser.js("return !!(window.htmx && document.readyState === 'complete')")));
        browser.setMarker();
        // Counts the form's input events and the requests they trigger once htmx's 100 ms debounce has passed (the
        // htmx:trigger event), so settle() can tell a debounced request still to come from none.
        browser.js("""
                var t = window.__typing = {seq: 0, input: 0, trigger: 0};
                document.addEventListener('input', function (e) {
                  if (e.target.closest && e.target.closest('#builder')) { t.input = ++t.seq; }
                }, true);
                document.addEventListener('htmx:trigger', function (e) {
                  if (e.target.id === 'builder') { t.trigger = ++t.seq; }
                });""");
    }

    /**
     * Clicks into a field and types at its end, as a person does: the keys go to whatever has focus, so an answer that
     * swaps the field in between does not stop the typing (it must not lose it either).
     */
    private static void append(String id, String text) {
        // A swap can replace the field between finding it and clicking it; a person's click lands on the new one.
        for (int attempt = 1; ; attempt++) {
            try {
                browser.byId(id).click();
                break;
            } catch (org.openqa.selenium.StaleElementReferenceException e) {
                if (attempt == 3) {
                    throw e;
                }
            }
        }
        // The caret to the end, as Ctrl+End does (chromedriver's End stays on the clicked line of a textarea).
        browser.js("var f = document.activeElement; f.setSelectionRange(f.value.length, f.value.length);");
        new Actions(browser.driver()).sendKeys(text).perform();
    }

    private static List<String> rows(String name) {
        return browser.all("input[name=" + name + "]").stream()
                .map(e -> e.getDomProperty("value"))
                .toList();
    }

    /**
     * Waits until the last input has triggered its request (the debounce is over), every request has come back and
     * every answer is swapped in. An input that changes nothing triggers no request: the tests here never type one.
     */
    private static void settle() {
        browser.await("the page to settle", DEADLINE, () -> Boolean.TRUE.equals(browser.js("""
                var t = window.__typing;
                return t.trigger >= t.input
                    && !document.querySelector('.htmx-request, .htmx-swapping, .htmx-settling, .htmx-added');""")));
    }

    /** The output describes the form: its permalink is the one the form's current values give. */
    private static void assertOutputDescribesForm(String... fragments) {
        browser.await("the output to describe the form " + List.of(fragments), DEADLINE, () -> {
            String values = browser.text("out-values");
            String request = browser.text("out-request");
            if (values == null || request == null) {
                return false;
            }
            for (String fragment : fragments) {
                if (!values.contains(fragment) && !request.contains(fragment)) {
                    return false;
                }
            }
            return true;
        });
        assertTrue(browser.markerPresent(), "the page was reloaded instead of updated in place");
    }

    @RepeatedTest(RUNS)
    void addSegmentThenTypeInThePartitionValue() {
        open(BrowserFixture.FILE_TREE_PERMALINK);
        browser.byId("edit-seg-add").click();
        append("pkValue", "XYZ");
        settle();
        assertEquals("DRIVE#a91XYZ", browser.value("pkValue"));
        assertEquals(List.of("root", "photos", "", ""), rows("seg"));
        assertOutputDescribesForm("\"DRIVE#a91XYZ\"", "\"root/photos/\"");
    }

    @RepeatedTest(RUNS)
    void padThenTypeInTheFirstSegment() {
        open(BrowserFixture.FILE_TREE_PERMALINK);
        browser.type("seg-3", "7");
        settle();
        browser.byId("edit-seg-pad-3").click();
        append("seg-1", "X");
        settle();
        assertEquals(List.of("rootX", "photos", "0007", ""), rows("seg"));
        assertOutputDescribesForm("\"rootX/photos/0007/\"");
    }

    @RepeatedTest(RUNS)
    void moveARowThenTypeInTheRowThatMoved() {
        open(BrowserFixture.FILE_TREE_PERMALINK);
        browser.type("seg-3", "2026");
        settle();
        // The person clicks into the row they just moved, before the answer has moved it on screen: the proxy holds
        // the answer until they have typed, however slow this machine is today.
        try (DelayingProxy.Held held = fixture.proxy().hold()) {
            browser.byId("edit-seg-up-3").click();
            append("seg-3", "X");
        }
        settle();
        assertEquals(List.of("root", "2026X", "photos", ""), rows("seg"));
        assertEquals("seg-2", String.valueOf(browser.js("return document.activeElement.id")), "focus follows the row");
        assertOutputDescribesForm("\"root/2026X/photos/\"");
    }

    @RepeatedTest(RUNS)
    void leaveTheTableThenTypeTheIndex() {
        open("/");
        browser.type("table", "Drive");
        browser.byId("table").sendKeys(Keys.TAB);
        append("index", "byOwner");
        settle();
        assertEquals("Drive", browser.value("table"));
        assertEquals("byOwner", browser.value("index"));
        assertEquals("PK", browser.value("pk"), "the table's keys were filled in");
    }

    @RepeatedTest(RUNS)
    void typeAcrossFieldsLeavingEachOneAtOnce() {
        open(BrowserFixture.FILE_TREE_PERMALINK);
        append("pkValue", "-2");
        browser.byId("pkValue").sendKeys(Keys.TAB);
        append("limit", "3");
        browser.byId("limit").sendKeys(Keys.TAB);
        append("seg-2", "-old");
        browser.byId("seg-2").sendKeys(Keys.TAB);
        append("samples", "\nroot/photos-old/y.jpg");
        settle();
        assertEquals("DRIVE#a91-2", browser.value("pkValue"));
        assertEquals("3", browser.value("limit"));
        assertEquals(List.of("root", "photos-old", ""), rows("seg"));
        assertTrue(
                browser.value("samples").endsWith("root/photos.zip\nroot/photos-old/y.jpg"), browser.value("samples"));
        assertOutputDescribesForm("\"DRIVE#a91-2\"", "\"root/photos-old/\"", "\"Limit\" : 3");
        assertTrue(
                browser.texts("#answer .slice li").stream().anyMatch(row -> row.contains("root/photos-old/y.jpg")),
                "the slice view follows the samples");
    }

    @RepeatedTest(RUNS)
    void followAFixThenTypeTheLimit() {
        open("/?" + BrowserFixture.AUDIT_WINDOW);
        String before = browser.value("value");
        WebElement fix =
                browser.all(".warning[data-code=timestamp-bound] button.fix").get(0);
        fix.click();
        append("limit", "0");
        settle();
        assertEquals("50", browser.value("limit"));
        assertFalse(before.equals(browser.value("value")), "the fix was applied");
        assertTrue(browser.all(".warning[data-code=timestamp-bound]").isEmpty(), "the fixed warning is gone");
        assertOutputDescribesForm("\"Limit\" : 50", "\"" + browser.value("value") + "\"");
    }

    @RepeatedTest(RUNS)
    void fixAllThenTypeTheLimit() {
        open("/?" + BrowserFixture.AUDIT_WINDOW);
        browser.byId("fix-all").click();
        append("limit", "0");
        settle();
        assertEquals("50", browser.value("limit"));
        assertTrue(
                browser.all(".warning button.fix").isEmpty(),
                "no fixable warning is left: " + browser.texts(".warning"));
        assertEquals("EVT#2026-06-23T00:00:00", browser.value("value"), "the lower bound fixed");
        assertTrue(
                browser.value("to").startsWith("EVT#2026-06-23T23:59:59Z")
                        && !browser.value("to").endsWith("Z"),
                "the upper bound fixed: " + browser.value("to"));
        assertOutputDescribesForm("\"Limit\" : 50", "\"EVT#2026-06-23T00:00:00\"");
    }

    @RepeatedTest(RUNS)
    void chooseBetweenKeepsTheAnswerUntilTheUpperBoundIsTyped() {
        open(BrowserFixture.FILE_TREE_PERMALINK);
        browser.choose("op", "between");
        browser.await(
                "a prompt for the upper bound",
                DEADLINE,
                () -> !browser.all("#problems .problem.prompt[data-field=toSeg], "
                                + "#problems .problem.prompt[data-field=to]")
                        .isEmpty());
        settle();
        assertTrue(
                browser.all("#problems .problem.error").isEmpty(), "a missing upper bound is a prompt, not an error");
        WebElement answer = browser.byId("answer");
        assertTrue(answer.getDomAttribute("class").contains("stale"), "the last answer stays, marked out of date");
        assertTrue(browser.all("#answer .slice").get(0).isDisplayed(), "the slice view stays");
        assertTrue(browser.byId("problems").getDomProperty("textContent").contains("Out of date"));
        browser.js("document.getElementById('output').scrollIntoView()");
        browser.screenshot("between-prompt-keeps-answer");
        browser.type("toSeg-1", "root");
        append("toSeg-2", "photos");
        append("toSeg-3", "2026");
        settle();
        assertFalse(
                browser.byId("answer").getDomAttribute("class") != null
                        && browser.byId("answer").getDomAttribute("class").contains("stale"),
                "a valid form gives a fresh answer");
        assertTrue(browser.all("#problems").isEmpty(), "no problem is left");
        assertOutputDescribesForm("\"root/photos/\"", "\"root/photos/2026/\"");
    }
}
