package keyslice.browser;

import static keyslice.browser.BuilderGeometry.number;
import static keyslice.browser.BuilderGeometry.rect;
import static keyslice.browser.BuilderGeometry.seen;
import static keyslice.browser.BuilderGeometry.wholeOnScreen;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;

/**
 * The builder as a new user meets it, on a laptop (1280 × 800) and a phone (390 × 844), in light and dark mode: the
 * summary is on screen from the start and stays there while any field is edited, the first Copy button is a few Tab
 * presses away, typing a whole query is one history entry, the title names the state, and the snippet a person opened
 * is the one shown next time.
 */
@Tag("browser")
class BuilderLayoutBrowserTest {

    /** A typed partition value and begins_with value: no segments, so "Build from segments" is closed. */
    static final String TYPED = "/?v=1&pk=PK&pkValue=DRIVE%23a91&sk=SK&value=root/photos/";

    static final int MAX_TAB_STOPS_TO_COPY = 15;

    @RegisterExtension
    static final BrowserFixture fixture = BrowserFixture.withJavaScript();

    private static final BrowserSession browser = fixture.browser();

    static Stream<Arguments> screens() {
        List<Arguments> screens = new ArrayList<>();
        for (String scheme : List.of("light", "dark")) {
            screens.add(Arguments.of(1280, 800, scheme));
            screens.add(Arguments.of(390, 844, scheme));
        }
        return screens.stream();
    }

    /** A fresh browser state at that size and scheme: no remembered snippet, the page at the top. */
    private static void screen(int width, int height, String scheme) {
        browser.driver().get("about:blank");
        browser.cdp("Network.clearBrowserCookies", Map.of());
        browser.viewport(width, height, width < 600);
        browser.colorScheme(scheme);
    }

    @AfterEach
    void reset() {
        browser.resetView();
    }

    /** Opens a snippet by its summary, as a person does once it is in the middle of the screen. */
    private static void openSnippet(String id) {
        browser.js("document.getElementById(arguments[0]).scrollIntoView({block: 'center'});", id);
        browser.byId(id).findElement(org.openqa.selenium.By.tagName("summary")).click();
    }

    private static String url() {
        return browser.driver().getCurrentUrl();
    }

    private static long historyLength() {
        return (Long) browser.js("return history.length;");
    }

    // --- the summary's position -----------------------------------------------------------------------------------

    @ParameterizedTest(name = "{0}x{1} {2}")
    @MethodSource("screens")
    void theSummaryIsOnTheFirstScreenAndStaysOnScreenWhileAnyFieldIsEdited(int width, int height, String scheme) {
        screen(width, height, scheme);
        browser.openSettled(BrowserFixture.FILE_TREE_PERMALINK);
        assertTrue(
                number(rect(browser, "summary"), "top") < 200,
                "the summary opens the page: " + rect(browser, "summary"));
        assertTrue(wholeOnScreen(browser, "summary"), "the summary on the first screen: " + rect(browser, "summary"));
        double slice = ((Number) browser.js("return document.querySelector('ol.slice').getBoundingClientRect().top;"))
                .doubleValue();
        assertTrue(slice < height, "the slice view starts on the first screen, at y=" + slice);

        // From the first field of the form to the last: the summary follows each edit, on screen, and covers no field.
        String[] fields = {"pkValue", "value", "seg-2", "limit", "samples"};
        String[] typed = {"-2", "", "-old", "9", "\nroot/photos-old/y.jpg"};
        for (int i = 0; i < fields.length; i++) {
            String field = fields[i];
            browser.byId(field).click();
            browser.js("var f = document.activeElement; f.setSelectionRange(f.value.length, f.value.length);");
            new Actions(browser.driver()).sendKeys(typed[i]).perform();
            browser.awaitIdle();
            assertTrue(
                    seen(browser, field),
                    field + " is visible while it is edited: " + rect(browser, field) + ", summary "
                            + rect(browser, "summary"));
            assertTrue(
                    wholeOnScreen(browser, "summary"),
                    "the summary is on screen while " + field + " is edited: " + rect(browser, "summary") + ", " + field
                            + " " + rect(browser, field) + ", scrolled to " + browser.js("return scrollY;"));
        }
        browser.await(
                "the summary to describe the edits",
                () -> browser.text("summary").contains("DRIVE#a91-2")
                        && browser.text("summary").contains("root/photos-old/")
                        && browser.text("summary").contains("of 10 sample keys"));
    }

    // --- tab stops ------------------------------------------------------------------------------------------------

    @ParameterizedTest(name = "{0}x{1} {2}")
    @MethodSource("screens")
    void theFirstCopyButtonIsAFewTabPressesFromTheTop(int width, int height, String scheme) {
        screen(width, height, scheme);
        browser.openSettled(TYPED);
        assertEquals(
                "body",
                browser.js("return document.activeElement.tagName.toLowerCase();"),
                "nothing has the focus yet");
        List<String> stops = new ArrayList<>();
        Actions keys = new Actions(browser.driver());
        for (int i = 0; i < 60; i++) {
            keys.sendKeys(Keys.TAB).perform();
            String stop = (String) browser.js("var el = document.activeElement;"
                    + "return (el.matches('button.copy') ? 'COPY ' : '') + el.tagName.toLowerCase() + (el.id ? '#' + el.id : '')"
                    + " + ' ' + (el.textContent || '').trim().slice(0, 30);");
            stops.add(stop);
            if (stop.startsWith("COPY ")) {
                break;
            }
        }
        assertTrue(stops.get(stops.size() - 1).startsWith("COPY "), "no Copy button within 60 Tab presses: " + stops);
        assertTrue(
                stops.size() <= MAX_TAB_STOPS_TO_COPY,
                stops.size() + " Tab presses to the first Copy button: " + stops);
        System.out.printf(
                "builder at %dx%d %s: %d Tab presses to the first Copy button %s%n",
                width, height, scheme, stops.size(), stops);
        assertFalse(
                Boolean.parseBoolean(browser.byId("segment-builder").getDomProperty("open")),
                "a typed value leaves \"Build from segments\" closed");
    }

    // --- history --------------------------------------------------------------------------------------------------

    @ParameterizedTest(name = "{0}x{1} {2}")
    @MethodSource("screens")
    void typingAWholeQueryIsOneHistoryEntryNamedByTheState(int width, int height, String scheme) {
        screen(width, height, scheme);
        browser.openSettled("/");
        String blank = url();
        long before = historyLength();
        browser.setMarker();

        browser.type("pk", "PK");
        browser.await(
                "the prompt for the value",
                () -> !browser.all("#problems .problem.prompt[data-field=pkValue]")
                        .isEmpty());
        browser.type("pkValue", "DRIVE#a91");
        browser.awaitExpression("#pk = :pk");
        browser.awaitIdle();
        browser.type("sk", "SK");
        browser.await(
                "the prompt for the sort-key value",
                () -> !browser.all("#problems .problem.prompt").isEmpty());
        browser.type("value", "root/photos/");
        browser.awaitExpression("#pk = :pk AND begins_with(#sk, :sk)");
        browser.await("the address of the typed state", () -> url().equals(fixture.base() + TYPED));
        browser.awaitIdle();
        browser.byId("value").sendKeys(Keys.TAB);
        sleep(600);
        browser.awaitIdle();

        assertTrue(browser.markerPresent(), "typed in place, no page load");
        assertEquals(1, historyLength() - before, "four fields typed, each answered live: one history entry");
        assertEquals(
                "DRIVE#a91 · begins_with root/photos/ · keyslice",
                browser.driver().getTitle());

        // An action is an entry of its own.
        browser.choose("order", "desc");
        browser.await("the descending state", () -> url().endsWith("&order=desc"));
        browser.awaitIdle();
        assertEquals(2, historyLength() - before, "a choice adds one entry");

        // Back loads the page again (htmx keeps no history cache): the fields are read from the new page, not the old.
        browser.setMarker();
        browser.driver().navigate().back();
        browser.await("Back to the typed state", () -> url().equals(fixture.base() + TYPED));
        browser.await("the page loaded again", () -> !browser.markerPresent());
        browser.awaitHtmx();
        assertEquals("root/photos/", browser.value("value"));
        assertEquals("asc", browser.chosen("order"));
        assertEquals(
                "DRIVE#a91 · begins_with root/photos/ · keyslice",
                browser.driver().getTitle());
        browser.setMarker();
        browser.driver().navigate().back();
        browser.await("Back to the blank form", () -> url().equals(blank));
        browser.await("the page loaded again", () -> !browser.markerPresent());
        browser.awaitHtmx();
        assertEquals("", browser.value("pkValue"));
        assertEquals(
                "keyslice: DynamoDB key-condition builder", browser.driver().getTitle());
    }

    // --- the remembered snippet -----------------------------------------------------------------------------------

    @ParameterizedTest(name = "{0}x{1} {2}")
    @MethodSource("screens")
    void theSnippetOpenedIsTheOneShownOnTheNextPageAndInLiveUpdates(int width, int height, String scheme) {
        screen(width, height, scheme);
        browser.openSettled(BrowserFixture.FILE_TREE_PERMALINK);
        assertTrue(isOpen("code-cli"), "no choice yet: the first snippet is open");
        openSnippet("code-go");
        browser.await("Go to open", () -> isOpen("code-go"));
        assertFalse(isOpen("code-cli"), "one snippet open at a time");
        assertEquals(
                "go", browser.driver().manage().getCookieNamed("keyslice-lang").getValue());

        // The next page shows Go.
        browser.openSettled(BrowserFixture.FILE_TREE_PERMALINK);
        assertTrue(isOpen("code-go") && !isOpen("code-cli"), "the next page opens the remembered snippet");
        assertTrue(browser.text("out-code-go").contains("package main"), browser.text("out-code-go"));

        // A live update carries only Go's code; another snippet loads when it is opened, and becomes the remembered
        // one.
        browser.setMarker();
        browser.type("pkValue", "DRIVE#b22");
        browser.await(
                "the live update",
                () -> browser.text("out-code-go") != null
                        && browser.text("out-code-go").contains("DRIVE#b22"));
        browser.awaitIdle();
        assertTrue(browser.markerPresent(), "a live update, not a page load");
        assertTrue(isOpen("code-go"));
        assertNull(browser.text("out-code-python-resource"), "the live update left out the closed snippets' code");
        openSnippet("code-python-resource");
        browser.await("Python's code to load", () -> browser.text("out-code-python-resource") != null);
        assertTrue(
                browser.text("out-code-python-resource").contains("DRIVE#b22"),
                "the code of the state shown: " + browser.text("out-code-python-resource"));
        assertEquals(
                "python-resource",
                browser.driver().manage().getCookieNamed("keyslice-lang").getValue());
        browser.driver().navigate().refresh();
        browser.awaitHtmx();
        assertTrue(isOpen("code-python-resource") && !isOpen("code-go"), "Python is remembered");
        assertNotNull(browser.text("out-code-go"), "a whole page carries every snippet's code");
    }

    private static boolean isOpen(String id) {
        return Boolean.parseBoolean(browser.byId(id).getDomProperty("open"));
    }

    // --- accessibility of the new states --------------------------------------------------------------------------

    @ParameterizedTest(name = "{0}x{1} {2}")
    @MethodSource("screens")
    void axeFindsNoViolationsAfterALiveUpdateAndWithASnippetLoaded(int width, int height, String scheme) {
        screen(width, height, scheme);
        browser.openSettled(TYPED);
        browser.type("limit", "2");
        browser.await("the live update", () -> browser.text("out-request").contains("\"Limit\" : 2"));
        browser.awaitIdle();
        openSnippet("code-java-enhanced");
        browser.await("Java's code to load", () -> browser.text("out-code-java-enhanced") != null);
        browser.awaitIdle();
        List<String> violations = scheme.equals("dark")
                ? browser.axeViolations(List.of("color-contrast", "link-in-text-block"))
                : browser.axeViolations();
        assertTrue(
                violations.isEmpty(),
                "axe-core violations at " + width + "x" + height + " " + scheme + ":\n  "
                        + String.join("\n  ", violations));
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
