package keyslice.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import keyslice.preview.DemoData;
import keyslice.testing.RunningApp;
import keyslice.web.AppConfig;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;

/**
 * The live preview as a person uses it: in a real headless Debian Chromium, with a real dynalite behind keyslice, a person loads
 * the demo data, picks the table {@code Drive} from the suggestions, lets keyslice fill the key names from
 * DescribeTable, types a partition value and a prefix, clicks "Run the Query" and gets the engine's items in the
 * preview panel without a page load; with a Limit, "Next page" follows LastEvaluatedKey.
 *
 * <p>On a private dynalite, so that the demo tables are exactly the tables it sees. The browser is the shared
 * {@link BrowserSession}: Debian's driver and browser by absolute path, so Selenium Manager never runs and nothing is
 * downloaded.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
@Tag("browser")
class PreviewBrowserTest {

    static final List<String> UNDER_PHOTOS =
            List.of("root/photos/", "root/photos/2026/", "root/photos/2026/beach.jpg", "root/photos/2026/sunset.jpg");

    /** No per-client rate limit: the test is one client running several queries in a row. */
    @RegisterExtension
    static final BrowserFixture fixture = BrowserFixture.of(
            RunningApp.withPrivateDynalite(
                    new AppConfig(Optional.empty(), "*", 10_000, 10_000), preview -> preview.withAllowDemoData(true)),
            true,
            1280,
            1100);

    private static ChromeDriver driver;
    private static PreviewPage page;

    @BeforeAll
    static void start() {
        driver = fixture.browser().driver();
        page = new PreviewPage(driver, fixture.base());
        DemoData.load(fixture.app().preview().config());
    }

    @Test
    void loadDemoDataFromThePage() {
        // "Load demo data" replaces the query, so it asks first; "Keep my query" leaves everything as it was.
        page.open("/?pk=mine&pkValue=42");
        page.setMarker();
        page.byXpath("//button[normalize-space()='Load demo data']").click();
        page.await(
                "the question",
                () -> Boolean.TRUE.equals(page.js("return document.getElementById('demo-confirm').open;")));
        assertEquals(
                "demo-confirm-cancel",
                page.js("return document.activeElement.id;"),
                "the focus starts on the safe answer");
        driver.findElement(By.id("demo-confirm-cancel")).click();
        page.await(
                "the question to close",
                () -> Boolean.FALSE.equals(page.js("return document.getElementById('demo-confirm').open;")));
        assertEquals("mine", page.value("pk"), "the query is kept");

        // Confirmed: a real same-origin post from the page, the file-tree example swapped in place, its permalink
        // pushed. The panel is half-way down the screen; the button used (or Run, the next step) keeps focus, where it
        // was.
        page.js(
                "var run = document.getElementById('run'); window.scrollBy(0, run.getBoundingClientRect().top - innerHeight / 2);");
        String tops = "return {run: document.getElementById('run').getBoundingClientRect().top,"
                + " 'load-demo': document.getElementById('load-demo').getBoundingClientRect().top};";
        @SuppressWarnings("unchecked")
        java.util.Map<String, Number> before = (java.util.Map<String, Number>) page.js(tops);
        page.byXpath("//button[normalize-space()='Load demo data']").click();
        page.await(
                "the question",
                () -> Boolean.TRUE.equals(page.js("return document.getElementById('demo-confirm').open;")));
        page.screenshotAs("preview-demo-question");
        driver.findElement(By.id("demo-confirm-load")).click();
        page.await(
                "the file-tree example",
                () -> driver.getCurrentUrl().contains("table=Drive") && "Drive".equals(page.value("table")));
        page.awaitIdle();
        String focused = String.valueOf(page.js("return document.activeElement.id;"));
        assertTrue(before.containsKey(focused), "Load demo data or Run has focus, not " + focused);
        @SuppressWarnings("unchecked")
        double moved = Math.abs(
                ((java.util.Map<String, Number>) page.js(tops)).get(focused).doubleValue()
                        - before.get(focused).doubleValue());
        System.out.printf("keeps its place: Load demo data at 1280 px: #%s moved %.1f px%n", focused, moved);
        assertTrue(moved < 4, "#" + focused + " stays where it was on screen: moved " + moved + " px");
        assertTrue(driver.getCurrentUrl().contains("pkValue=DRIVE%23a91"), driver.getCurrentUrl());
        assertEquals("Drive", page.value("table"));
        assertTrue(page.markerPresent(), "in place, without leaving the page");
        assertTrue(page.textOf("preview-loaded").startsWith("Demo data loaded"), page.textOf("preview-loaded"));
        assertTrue(
                driver.findElements(By.cssSelector("#preview table.items")).isEmpty(),
                "opening the example does not run a query by itself");
    }

    /**
     * The issue's flow: type (or pick) the table name; leaving the field fires "change", and htmx asks for
     * {@code edit=use-table}, which fills the key names from DescribeTable.
     */
    @Test
    void typingTheTableNameFillsTheKeysOnChange() {
        openEmptyBuilderWithSuggestions();

        page.type("table", "Drive");
        driver.findElement(By.id("table")).sendKeys(Keys.TAB);
        page.await(
                "PK and SK filled from DescribeTable after the table input's change event",
                () -> "PK".equals(page.value("pk")) && "SK".equals(page.value("sk")));
        page.awaitIdle();
        assertEquals("Drive", page.value("table"));
        assertTrue(page.markerPresent(), "filled by htmx, without a page load");
        assertTrue(
                driver.getCurrentUrl().contains("pk=PK")
                        && driver.getCurrentUrl().contains("sk=SK"),
                "the address bar holds the permalink of the filled form: " + driver.getCurrentUrl());
    }

    @Test
    void pickTheTableRunTheQueryAndPage() {
        openEmptyBuilderWithSuggestions();

        page.type("table", "Drive");
        driver.findElement(By.id("edit-use-table")).click();
        page.await(
                "PK and SK filled from DescribeTable",
                () -> "PK".equals(page.value("pk")) && "SK".equals(page.value("sk")));
        page.awaitIdle();
        assertEquals("Drive", page.value("table"));
        assertTrue(page.markerPresent(), "filled by htmx, without a page load");

        page.type("pkValue", "DRIVE#a91");
        new Select(driver.findElement(By.id("op"))).selectByValue("begins_with");
        page.type("value", "root/photos/");
        page.await(
                "the output to show the key condition",
                () -> "#pk = :pk AND begins_with(#sk, :sk)".equals(page.textOf("out-expression")));
        page.awaitIdle();

        driver.findElement(By.id("run")).click();
        page.await("the items table in #preview", () -> page.rows().size() == 4);
        page.awaitIdle();
        assertEquals(
                UNDER_PHOTOS, page.column("SK"), "the engine's items, in its order, without their type before each");
        assertEquals(List.of(), page.column("PK"), "the partition key every item shares is no column");
        assertEquals(
                "Every item is in the partition PK = DRIVE#a91 S",
                page.textOf("preview-partition").replaceAll("\\s+", " "));
        assertEquals("4", page.textOf("preview-count"));
        WebElement verdict = driver.findElement(By.cssSelector("#preview .verdict"));
        assertTrue(verdict.getText().contains("as keyslice predicts"), verdict.getText());
        assertTrue(verdict.getDomAttribute("class").contains("ok"), verdict.getDomAttribute("class"));
        assertTrue(driver.findElements(By.id("next-page")).isEmpty(), "no Next page on the only page");
        assertTrue(page.markerPresent(), "the result came without a page load");
        page.scrollIntoView("preview");
        page.screenshot();

        // With a Limit the engine stops after two items; "Next page" follows LastEvaluatedKey.
        page.type("limit", "2");
        page.awaitIdle();
        driver.findElement(By.id("run")).click();
        page.await(
                "the first page of two",
                () -> page.rows().size() == 2
                        && !driver.findElements(By.id("next-page")).isEmpty());
        page.awaitIdle();
        assertEquals(List.of("root/photos/", "root/photos/2026/"), page.column("SK"));
        assertEquals("Page 1", page.textOf("page-number"));
        String token = driver.findElement(By.id("next-page")).getDomAttribute("value");
        assertTrue(token != null && token.matches("[A-Za-z0-9_-]+"), "Next page carries the startKey token: " + token);

        driver.findElement(By.id("next-page")).click();
        page.await(
                "the second page",
                () -> page.column("SK").equals(List.of("root/photos/2026/beach.jpg", "root/photos/2026/sunset.jpg")));
        page.awaitIdle();
        assertTrue(page.markerPresent(), "paging without a page load");
        assertTrue(driver.findElement(By.cssSelector("#preview .verdict"))
                .getDomAttribute("class")
                .contains("ok"));
        assertEquals("Page 2", page.textOf("page-number"));
        page.scrollIntoView("preview");
        page.screenshotAs("preview-next-page");

        // And back: the engine's tokens only lead forward, the form carries the way back.
        driver.findElement(By.id("previous-page")).click();
        page.await(
                "the first page again", () -> page.column("SK").equals(List.of("root/photos/", "root/photos/2026/")));
        page.awaitIdle();
        assertEquals("Page 1", page.textOf("page-number"));
        assertTrue(page.markerPresent(), "paging back without a page load");
    }

    /**
     * Filling the keys renders the whole form with the problems of the half-filled state (pkValue and value empty are
     * marked {@code aria-invalid="true"}, a red border). Once the user has typed them, their error lists are empty again
     * and the marks must go too.
     */
    @Test
    void fieldsFixedAfterFillingTheKeysAreNoLongerMarkedInvalid() {
        openEmptyBuilderWithSuggestions();
        page.type("table", "Drive");
        driver.findElement(By.id("edit-use-table")).click();
        page.await(
                "PK and SK filled from DescribeTable",
                () -> "PK".equals(page.value("pk")) && "SK".equals(page.value("sk")));
        page.awaitIdle();

        page.type("pkValue", "DRIVE#a91");
        page.type("value", "root/photos/");
        page.await(
                "the output to show the key condition",
                () -> "#pk = :pk AND begins_with(#sk, :sk)".equals(page.textOf("out-expression")));
        page.awaitIdle();
        for (String field : List.of("pkValue", "value")) {
            assertEquals("", page.textOf("err-" + field), "no error is listed for " + field);
            assertEquals(
                    null,
                    driver.findElement(By.id(field)).getDomAttribute("aria-invalid"),
                    field + " has no error left, yet is still marked aria-invalid (red border)");
        }
    }

    /** A fresh, empty builder whose table input has loaded its suggestions (GET /preview/tables, after the page). */
    private static void openEmptyBuilderWithSuggestions() {
        page.open("/");
        page.await("the table suggestions", () -> page.datalistOptions().contains("Drive"));
        assertEquals(List.of("Audit", "Drive"), page.datalistOptions(), "the datalist offers the engine's tables");
        assertEquals("", page.value("pk"));
        assertEquals("", page.value("sk"));
        page.setMarker();
        page.recordHtmx();
    }
}
