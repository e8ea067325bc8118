package keyslice.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import keyslice.examples.FileTree;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

/**
 * The view keeps its place (README: "Using the builder"): an edit that replaces the form and output in place (a segment
 * button, Copy lower bound, Add to the filter, a fix, Fix all) leaves the control that was used, or the one that took
 * its place, focused and where it was on screen, at 1280 and 390 px. Each case prints how far that control moved.
 */
@Tag("browser")
class KeepsItsPlaceBrowserTest {

    /** How far the used control (or its replacement) may move on screen, in CSS pixels. */
    static final double TOLERANCE = 4;

    /** The file tree with a number in segment 2, so that Pad changes it. */
    static final String NUMBERED = "/?"
            + BrowserFixture.query(
                    "table",
                    "Drive",
                    "pk",
                    "PK",
                    "pkValue",
                    "DRIVE#a91",
                    "sk",
                    "SK",
                    "seg",
                    "root",
                    "seg",
                    "7",
                    "delim",
                    "/",
                    "trail",
                    "true",
                    "samples",
                    String.join("\n", FileTree.SAMPLE_KEYS));

    static final String BETWEEN_SEGMENTS =
            "/?" + BrowserFixture.BETWEEN_SEGMENTS + "&" + BrowserFixture.query("samples", "EVT#2026-06-23T10:15:00Z");

    @RegisterExtension
    static final BrowserFixture fixture = BrowserFixture.withJavaScript();

    private static final BrowserSession browser = fixture.browser();
    private static final StringBuilder figures = new StringBuilder();

    /** Where the used control was and is: its top before and after, and what has focus after. */
    record Place(String what, int width, double before, double after, String focused) {
        double moved() {
            return Math.abs(after - before);
        }
    }

    private static void screen(int width) {
        browser.viewport(width, width < 600 ? 844 : 800, width < 600);
    }

    @AfterEach
    void reset() {
        browser.resetView();
    }

    @AfterAll
    static void report() {
        System.out.print(figures);
    }

    /**
     * Scrolls so that the control {@code selector} is half-way down the screen, uses it (a click, or Enter as a keyboard
     * user does), waits for the swapped-in form and output, and measures where {@code after} (a selector; null: whatever
     * has focus) is then.
     */
    private static Place use(String what, int width, String selector, boolean keyboard, String after) {
        Number before = (Number) browser.js(
                "var el = document.querySelector(arguments[0]);"
                        + "window.scrollBy(0, el.getBoundingClientRect().top - innerHeight / 2);"
                        + "window.__ksOldApp = document.getElementById('app');"
                        + "return el.getBoundingClientRect().top;",
                selector);
        WebElement control = browser.driver().findElement(org.openqa.selenium.By.cssSelector(selector));
        if (keyboard) {
            browser.js("arguments[0].focus({preventScroll: true});", control);
            control.sendKeys(Keys.ENTER);
        } else {
            control.click();
        }
        browser.await(
                what + " to replace the form",
                () -> Boolean.TRUE.equals(browser.js("return document.getElementById('app') !== window.__ksOldApp;")));
        browser.awaitIdle();
        @SuppressWarnings("unchecked")
        Map<String, Object> now = (Map<String, Object>) browser.js(
                "var a = document.activeElement;"
                        + "var el = arguments[0] ? document.querySelector(arguments[0]) : a;"
                        + "var name = !a || a === document.body ? 'body' : a.id ? '#' + a.id : a.tagName + '[' + a.name + '=' + a.value + ']';"
                        + "return {top: el ? el.getBoundingClientRect().top : -1e6, focused: el === a ? name : name + ' (not ' + arguments[0] + ')'};",
                after);
        Place place = new Place(
                what,
                width,
                before.doubleValue(),
                ((Number) now.get("top")).doubleValue(),
                String.valueOf(now.get("focused")));
        figures.append(String.format(
                "keeps its place: %-22s at %4d px: moved %7.1f px, focus on %s%n",
                what, width, place.moved(), place.focused()));
        return place;
    }

    private static void assertKept(Place place) {
        assertNotEquals("body", place.focused(), place + ": focus fell to the page");
        assertTrue(!place.focused().contains("(not "), place + ": focus is not on the control expected");
        assertTrue(place.moved() < TOLERANCE, place + ": moved " + place.moved() + " px on screen");
    }

    @ParameterizedTest
    @ValueSource(ints = {1280, 390})
    void padOnSegmentTwo(int width) {
        screen(width);
        browser.openSettled(NUMBERED);
        assertKept(use("Pad segment 2", width, "#edit-seg-pad-2", false, "#edit-seg-pad-2"));
        assertEquals("0007", browser.value("seg-2"));
    }

    @ParameterizedTest
    @ValueSource(ints = {1280, 390})
    void addMoveAndRemoveSegments(int width) {
        screen(width);
        browser.openSettled(BrowserFixture.FILE_TREE_PERMALINK);
        assertKept(use("Add segment", width, "#edit-seg-add", false, "#edit-seg-add"));
        assertEquals(4, browser.all("input[name=seg]").size());
        assertKept(use("Move segment 2 up", width, "#edit-seg-up-2", true, "#edit-seg-up-2"));
        assertEquals("photos", browser.value("seg-1"));
        assertKept(use("Remove segment 1", width, "#edit-seg-remove-1", false, "#edit-seg-remove-1"));
        assertEquals("root", browser.value("seg-1"));
        // The last row's ✕ goes with its row: the ✕ of the row above takes its place.
        assertKept(use("Add segment", width, "#edit-seg-add", false, "#edit-seg-add"));
        assertKept(use("Remove the last row", width, "#edit-seg-remove-4", true, "#edit-seg-remove-3"));
        assertEquals(3, browser.all("input[name=seg]").size());
    }

    /** A live update (typing, no edit) leaves the field typed into where it is, while the output above it grows. */
    @ParameterizedTest
    @ValueSource(ints = {1280, 390})
    void typingSampleKeys(int width) {
        screen(width);
        browser.openSettled(BrowserFixture.FILE_TREE_PERMALINK);
        Number before = (Number) browser.js("var el = document.getElementById('samples');"
                + "window.scrollBy(0, el.getBoundingClientRect().top - innerHeight / 2);"
                + "return el.getBoundingClientRect().top;");
        browser.js("var f = document.getElementById('samples'); f.focus({preventScroll: true});"
                + "f.setSelectionRange(f.value.length, f.value.length);");
        new org.openqa.selenium.interactions.Actions(browser.driver())
                .sendKeys("\nroot/photos/2026/a.jpg\nroot/photos/2026/b.jpg\nroot/photos/2027/")
                .perform();
        browser.await(
                "the slice view to follow",
                () -> browser.texts("#answer .slice li").stream().anyMatch(row -> row.contains("root/photos/2027/")));
        browser.awaitIdle();
        double after = ((Number) browser.js("return document.getElementById('samples').getBoundingClientRect().top;"))
                .doubleValue();
        Place place = new Place(
                "Typing sample keys",
                width,
                before.doubleValue(),
                after,
                String.valueOf(browser.js("return '#' + document.activeElement.id;")));
        figures.append(String.format(
                "keeps its place: %-22s at %4d px: moved %7.1f px, focus on %s%n",
                place.what(), width, place.moved(), place.focused()));
        assertKept(place);
        assertEquals("#samples", place.focused());
    }

    @ParameterizedTest
    @ValueSource(ints = {1280, 390})
    void copyLowerBound(int width) {
        screen(width);
        browser.openSettled(BETWEEN_SEGMENTS);
        assertKept(use("Copy lower bound", width, "#edit-copy-lower", false, "#edit-copy-lower"));
        assertEquals("2026-06-23", browser.value("toSeg-2"));
    }

    @ParameterizedTest
    @ValueSource(ints = {1280, 390})
    void addToTheFilter(int width) {
        screen(width);
        browser.openSettled("/?" + BrowserFixture.TICKETS);
        browser.type("filterAttr", "owner.name");
        browser.type("filterValue", "Ada");
        browser.awaitIdle();
        assertKept(use("Add to the filter", width, "#edit-filter-add", false, "#edit-filter-add"));
        assertTrue(browser.value("filter").contains("owner.name = \"Ada\""), browser.value("filter"));
    }

    /** A fix from the keyboard: focus moves to its successor (the next fix) or the field it changed, and says what it did. */
    @ParameterizedTest
    @ValueSource(ints = {1280, 390})
    void aFixFromTheKeyboard(int width) {
        screen(width);
        browser.openSettled("/?" + BrowserFixture.AUDIT_WINDOW);
        int fixes = browser.all("button.fix:not(#fix-all)").size();
        Place place = use("Fix (keyboard)", width, ".warning[data-code=timestamp-bound] button.fix", true, null);
        assertKept(place);
        assertEquals(fixes - 1, browser.all("button.fix:not(#fix-all)").size(), "the fix was applied");
        assertTrue(
                place.focused().startsWith("BUTTON[edit=fix:")
                        || List.of("#value", "#to").contains(place.focused()),
                "the next fix or the field fixed has focus: " + place.focused());
        browser.await("the fix to be announced", () -> browser.text("notice").startsWith("Fixed: "));
    }

    @ParameterizedTest
    @ValueSource(ints = {1280, 390})
    void fixAllFromTheKeyboard(int width) {
        screen(width);
        browser.openSettled("/?" + BrowserFixture.AUDIT_WINDOW);
        Place place = use("Fix all (keyboard)", width, "#fix-all", true, null);
        assertKept(place);
        assertTrue(browser.all("button.fix").isEmpty(), "every fix was applied");
        assertEquals("#value", place.focused(), "the first field the fixes changed has focus");
        browser.await("the fixes to be announced", () -> browser.text("notice").startsWith("Fixed: "));
    }

    /** A phone in dark mode right after a fix: the announcement, and the field that has focus where the button was. */
    @Test
    void afterAFixAt390PixelsInDarkMode() throws IOException {
        screen(390);
        browser.colorScheme("dark");
        browser.openSettled("/?" + BrowserFixture.AUDIT_WINDOW);
        assertKept(use("Fix (dark)", 390, ".warning[data-code=timestamp-bound] button.fix", true, null));
        browser.await("the fix to be announced", () -> browser.text("notice").startsWith("Fixed: "));
        assertEquals(390L, browser.js("return document.documentElement.scrollWidth;"), "nothing wider than the screen");
        assertEquals(
                390,
                ImageIO.read(browser.screenshot("place-390-dark-after-fix").toFile())
                        .getWidth());
    }
}
