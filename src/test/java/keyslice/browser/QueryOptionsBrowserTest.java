package keyslice.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;

/**
 * "Filter, projection and more" used as a person does: the section opens, the row builder's Add writes the filter in
 * place (htmx), typing in the filter updates the output live, and the sample items with their cost read on a phone in
 * light and dark, without horizontal scrolling and with nothing axe objects to.
 */
@Tag("browser")
class QueryOptionsBrowserTest {

    @RegisterExtension
    static final BrowserFixture fixture = BrowserFixture.withJavaScript();

    private static final BrowserSession browser = fixture.browser();

    private static final String ITEMS =
            "/?" + BrowserFixture.TICKETS.replaceAll("&filter=[^&]*", "").replaceAll("&project=[^&]*", "");

    @AfterEach
    void reset() {
        browser.resetView();
    }

    /** Brings a control to the middle of the screen first, as a person does: at the top, the stuck summary covers it. */
    private static void type(String id, String text) {
        center(id);
        browser.type(id, text);
    }

    private static void click(String id) {
        center(id);
        browser.byId(id).click();
    }

    private static void center(String id) {
        browser.js("document.getElementById(arguments[0]).scrollIntoView({block: 'center'});", id);
    }

    @ParameterizedTest(name = "{0}x{1} {2}")
    @CsvSource({"1280, 800, light", "390, 844, dark"})
    void theRowBuilderAddsConditionsAndTheOutputFollows(int width, int height, String scheme) {
        browser.viewport(width, height, width < 600);
        browser.colorScheme(scheme);
        browser.openSettled(ITEMS);
        assertTrue(
                Boolean.parseBoolean(browser.byId("query-options").getDomProperty("open")),
                "open: the state has items");
        type("filterAttr", "status");
        browser.choose("filterOp", "=");
        type("filterValue", "open");
        click("edit-filter-add");
        browser.await("the filter to be written", () -> browser.value("filter").equals("status = \"open\""));
        browser.awaitIdle();
        assertEquals("", browser.value("filterAttr"), "the row is empty again for the next condition");
        assertEquals("#f1 = :f1", browser.text("out-filter"));
        assertTrue(
                browser.driver().getCurrentUrl().contains("filter=status"),
                browser.driver().getCurrentUrl());

        browser.choose("filterJoin", "AND");
        type("filterAttr", "archivedAt");
        browser.choose("filterOp", "attribute_not_exists");
        click("edit-filter-add");
        browser.await(
                "the second condition",
                () -> browser.value("filter").equals("status = \"open\" AND attribute_not_exists(archivedAt)"));
        browser.awaitIdle();
        assertEquals("#f1 = :f1 AND attribute_not_exists(#f2)", browser.text("out-filter"));
        List<String> dropped = browser.texts(".item-slice .dropped .failed");
        assertTrue(dropped.contains("attribute_not_exists(archivedAt)"), dropped::toString);

        type("filter", "status = \"shut\"");
        browser.await("the live update", () -> browser.text("summary").contains("status = \"shut\""));
        browser.awaitIdle();
        assertTrue(
                browser.text("summary").contains("returns 3 of the 6 items read on the first page"),
                browser.text("summary"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"light", "dark"})
    void theItemsAndTheirCostReadOnAPhone(String scheme) {
        browser.viewport(390, 844, true);
        browser.colorScheme(scheme);
        browser.openSettled("/?" + BrowserFixture.TICKETS);
        browser.js(
                "arguments[0].scrollIntoView({block: 'center'});",
                browser.driver().findElement(By.cssSelector("table.cost")));
        assertEquals(
                Boolean.TRUE,
                browser.js("return document.documentElement.scrollWidth <= innerWidth;"),
                "no horizontal scrolling");
        assertEquals(
                Boolean.TRUE,
                browser.js("var r = document.querySelector('table.cost').getBoundingClientRect();"
                        + "return r.left >= 0 && r.right <= innerWidth;"),
                "the cost table fits the screen");
        assertTrue(browser.texts(".warnings .warning").stream().anyMatch(w -> w.contains("filter-waste")));
        List<String> violations = scheme.equals("dark")
                ? browser.axeViolations(List.of("color-contrast", "link-in-text-block"))
                : browser.axeViolations();
        assertTrue(
                violations.isEmpty(),
                "axe-core violations at 390 px " + scheme + ":\n  " + String.join("\n  ", violations));
    }
}
