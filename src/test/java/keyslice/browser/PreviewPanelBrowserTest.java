package keyslice.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import keyslice.preview.DemoData;
import keyslice.testing.RunningApp;
import keyslice.web.AppConfig;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.WebElement;

/**
 * The preview panel's states in a real Chromium against dynalite: results marked out of date once the form describes
 * another Query (and fresh again when it is put back), results kept across an edit, paging back and forth, a Run that
 * marks the fields it needs, "Use these keys as samples"; at 1280 × 800 and 390 × 844, light and dark, with axe-core
 * scanning each state and screenshots under target/screenshots/.
 */
@Timeout(value = 240, unit = TimeUnit.SECONDS)
@Tag("browser")
class PreviewPanelBrowserTest {

    static final String OUT_OF_DATE = "Run again (results are out of date)";

    @RegisterExtension
    static final BrowserFixture fixture = BrowserFixture.of(
            RunningApp.withPrivateDynalite(
                    new AppConfig(Optional.empty(), "*", 10_000, 10_000), preview -> preview.withAllowDemoData(true)),
            true,
            1280,
            1000);

    private static final BrowserSession browser = fixture.browser();

    @BeforeAll
    static void demoData() {
        DemoData.load(fixture.app().preview().config());
    }

    @AfterEach
    void reset() {
        browser.resetView();
    }

    private static void run() {
        browser.byId("run").click();
        browser.await(
                "a result in the panel",
                () -> "result".equals(browser.byId("preview").getDomAttribute("data-outcome")));
        browser.awaitIdle();
    }

    private static boolean stale() {
        return browser.byId("preview").getDomAttribute("class").contains("stale");
    }

    private static String runLabel() {
        return browser.byId("run").getText().strip();
    }

    private static List<String> sortKeys() {
        return browser.texts("#preview table.items tbody tr td:first-child");
    }

    @Test
    void resultsAreMarkedOutOfDateWhileTheFormDescribesAnotherQuery() {
        browser.openSettled(BrowserFixture.FILE_TREE_PERMALINK);
        browser.setMarker();
        run();
        assertFalse(stale(), "fresh results");
        assertEquals("Run the Query", runLabel());
        assertEquals("", browser.text("preview-stale"));

        browser.type("limit", "3");
        browser.await("the out-of-date mark", PreviewPanelBrowserTest::stale);
        assertEquals(OUT_OF_DATE, runLabel(), "the Run button says so");
        assertTrue(
                browser.text("preview-stale").startsWith("Out of date"), "and a status line, for screen readers too");
        assertEquals("status", browser.byId("preview-stale").getDomAttribute("role"));
        browser.await(
                "the output to describe the form",
                () -> browser.driver().getCurrentUrl().contains("limit=3"));
        browser.awaitIdle();
        assertTrue(stale(), "still out of date once the output describes the form");

        browser.type("limit", "");
        browser.await("fresh again: the form is back to the Query that ran", () -> !stale());
        browser.awaitIdle();
        assertEquals("Run the Query", runLabel());
        assertEquals("", browser.text("preview-stale"));

        // An edit answers with the whole form and an idle panel: the results stay, and a blank row is no change.
        browser.byId("edit-seg-add").click();
        browser.await(
                "a fourth segment row", () -> browser.all("input[name=seg]").size() == 4);
        browser.awaitIdle();
        assertEquals(4, sortKeys().size(), "the results survive the edit");
        assertFalse(stale(), "a blank segment row does not change the Query");
        browser.choose("op", "eq");
        browser.await("out of date after the operator changed", PreviewPanelBrowserTest::stale);
        browser.awaitIdle();
        assertTrue(browser.markerPresent(), "all without a page load");
    }

    @Test
    void useTheseKeysAsSamplesFillsTheSamplesFromThePageShown() {
        browser.openSettled(BrowserFixture.FILE_TREE_PERMALINK);
        browser.type("limit", "2");
        browser.awaitIdle();
        run();
        browser.byId("next-page").click();
        browser.await(
                "page 2", () -> "Page 2".equals(browser.text("page-number").strip()));
        browser.awaitIdle();
        List<String> shown = sortKeys();
        assertEquals(List.of("root/photos/2026/beach.jpg", "root/photos/2026/sunset.jpg"), shown);

        browser.byId("use-samples").click();
        browser.await("the samples field filled", () -> String.join("\n", shown).equals(browser.value("samples")));
        browser.await(
                "the slice view of those keys",
                () -> browser.texts("#output .slice li code").containsAll(shown));
        browser.awaitIdle();
        assertFalse(stale(), "samples are not part of the Query: the results still match");
        assertTrue(
                browser.driver()
                        .getCurrentUrl()
                        .contains("samples=root/photos/2026/beach.jpg%0Aroot/photos/2026/sunset.jpg"),
                "the edit is in the address: " + browser.driver().getCurrentUrl());
    }

    @Test
    void aRunWithMissingInputsMarksTheFieldsItNeeds() {
        browser.openSettled("/?v=1&pk=PK&pkValue=DRIVE%23a91");
        browser.byId("run").click();
        browser.await("what the Run needs", () -> browser.text("preview-needs") != null);
        browser.awaitIdle();
        assertTrue(browser.text("preview-needs").contains("Table name"), browser.text("preview-needs"));
        assertEquals("true", browser.byId("table").getDomAttribute("aria-invalid"), "the table field is marked");
        assertTrue(browser.text("err-table").contains("a Run needs the table's name"), browser.text("err-table"));
        assertTrue(browser.axeViolations().isEmpty(), "axe: " + browser.axeViolations());
        browser.js("document.getElementById('preview').scrollIntoView({block: 'start'});");
        browser.screenshot("preview-needs");

        browser.type("pkValue", "");
        browser.byId("run").click();
        browser.await(
                "the partition key value marked",
                () -> "true".equals(browser.byId("pkValue").getDomAttribute("aria-invalid")));
        assertTrue(browser.text("preview-needs").contains("Partition key value"), browser.text("preview-needs"));
        // The live update of the emptied field (a prompt, while typing) answers too: the Run's mark stays.
        browser.awaitIdle();
        browser.await(
                "no request in flight",
                () -> Boolean.TRUE.equals(browser.js("return !document.querySelector('.htmx-request');")));
        assertEquals(
                "true", browser.byId("pkValue").getDomAttribute("aria-invalid"), "still marked after the live update");
        assertFalse(browser.text("err-pkValue").isBlank(), "with its message");

        browser.type("pkValue", "DRIVE#a91");
        browser.await(
                "the mark gone once the field is filled in",
                () -> browser.byId("pkValue").getDomAttribute("aria-invalid") == null);
    }

    @Test
    void aLongValueIsCutAndShownWholeOnKeyboardFocus() {
        browser.openSettled("/?v=1&" + BrowserFixture.AUDIT_WINDOW);
        run();
        WebElement clipped = browser.all("#preview .items .clip").get(0);
        String full = clipped.getDomProperty("textContent");
        assertEquals(full, clipped.getDomAttribute("title"), "the whole value on hover");
        assertTrue(full.length() > 40, full);
        long cut = (Long) browser.js("return Math.round(arguments[0].getBoundingClientRect().width);", clipped);
        browser.js("arguments[0].focus();", clipped);
        long whole = (Long) browser.js("return Math.round(arguments[0].getBoundingClientRect().width);", clipped);
        assertTrue(whole > cut, "focused, the value shows whole: " + cut + " px -> " + whole + " px");
        assertEquals(
                "nowrap",
                browser.js("return getComputedStyle(arguments[0].closest('td')).whiteSpace;", clipped),
                "no value breaks mid-word");
    }

    /**
     * Sets the form's query options as a person would through their controls; a hidden field stands in for a control
     * the form does not have, so that the Run sends the option all the same.
     */
    private static void option(String name, String value) {
        browser.js(
                "var form = document.getElementById('builder'); var field = form.elements[arguments[0]];"
                        + "if (!field) { field = document.createElement('input'); field.type = 'hidden'; field.name = arguments[0]; form.appendChild(field); }"
                        + "if (field.type === 'checkbox') { field.checked = true; } else { field.value = arguments[1]; }",
                name,
                value);
    }

    @Test
    void aFilteredRunShowsWhatItReadReturnedAndCostAndASelectCountRunShowsTheCount() {
        browser.openSettled(BrowserFixture.FILE_TREE_PERMALINK);
        option("filter", "kind = \"file\"");
        run();
        assertEquals(
                "Returned 2 of 4 items read (2 dropped by the filter) · 0.5 read capacity units",
                browser.text("preview-counts").strip());
        assertEquals(List.of("root/photos/2026/beach.jpg", "root/photos/2026/sunset.jpg"), sortKeys());
        assertTrue(
                browser.byId("preview-returned-check").getDomAttribute("class").contains("ok"),
                browser.text("preview-returned-check"));
        assertTrue(
                browser.text("preview-capacity-check")
                        .startsWith("keyslice predicts 0.5 read capacity units for the 4 items read"),
                browser.text("preview-capacity-check"));
        assertTrue(browser.axeViolations().isEmpty(), "axe: " + browser.axeViolations());
        browser.js("document.getElementById('preview').scrollIntoView({block: 'start'});");
        browser.screenshot("preview-filtered");

        option("filter", "kind = \"folder\"");
        option("select", "count");
        run();
        browser.await("the count", () -> browser.all("#preview-select-count").size() == 1);
        assertTrue(
                browser.text("preview-select-count").contains("the engine counted 2 items"),
                browser.text("preview-select-count"));
        assertTrue(browser.all("#preview table.items").isEmpty(), "no items table for a count");
        assertEquals(
                "Counted 2 of 4 items read (2 dropped by the filter) · 0.5 read capacity units",
                browser.text("preview-counts").strip());
        assertTrue(browser.axeViolations().isEmpty(), "axe: " + browser.axeViolations());
    }

    static Stream<Arguments> sizesAndSchemes() {
        return Stream.of(new int[] {1280, 800}, new int[] {390, 844})
                .flatMap(size -> Stream.of("light", "dark").map(scheme -> Arguments.of(size[0], size[1], scheme)));
    }

    /** Paging back and forth, then the out-of-date mark: no axe violation in either state, and screenshots of both. */
    @ParameterizedTest(name = "{0} x {1}, {2}")
    @MethodSource("sizesAndSchemes")
    void pagingAndTheStaleMarkAtEachSizeAndScheme(int width, int height, String scheme) {
        browser.viewport(width, height, width < 600);
        browser.colorScheme(scheme);
        browser.openSettled("/?v=1&" + BrowserFixture.AUDIT_WINDOW);
        run();
        List<String> first = sortKeys();
        assertEquals(5, first.size(), "a page of 5 (Limit 5)");
        browser.byId("next-page").click();
        browser.await(
                "page 2", () -> "Page 2".equals(browser.text("page-number").strip()));
        browser.awaitIdle();
        assertFalse(sortKeys().equals(first), "another page");
        browser.byId("previous-page").click();
        browser.await(
                "page 1 again",
                () -> "Page 1".equals(browser.text("page-number").strip()));
        browser.awaitIdle();
        assertEquals(first, sortKeys(), "Previous shows the first page's items again");
        browser.byId("next-page").click();
        browser.await(
                "page 2 again",
                () -> "Page 2".equals(browser.text("page-number").strip()));
        browser.awaitIdle();
        PreviewPanelChecks.checkState(browser, width, scheme, "paging");

        browser.type("limit", "4");
        browser.await("the out-of-date mark", PreviewPanelBrowserTest::stale);
        browser.await(
                "the output to describe the form",
                () -> browser.driver().getCurrentUrl().contains("limit=4"));
        browser.awaitIdle();
        assertEquals(OUT_OF_DATE, runLabel());
        PreviewPanelChecks.checkState(browser, width, scheme, "stale");
    }
}
