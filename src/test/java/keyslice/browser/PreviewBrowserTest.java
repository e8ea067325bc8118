package keyslice.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import keyslice.preview.DemoData;
import keyslice.testing.RunningApp;
import keyslice.web.AppConfig;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.NoSuchElementException;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

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

    static final Path SCREENSHOT = Paths.get("target", "screenshots", "preview.png");
    static final Duration WAIT = BrowserSession.WAIT;

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
    private static String base;

    @BeforeAll
    static void start() {
        driver = fixture.browser().driver();
        base = fixture.base();
        DemoData.load(fixture.app().preview().config());
    }

    @Test
    void loadDemoDataFromThePage() {
        // "Load demo data" replaces the query, so it asks first; "Keep my query" leaves everything as it was.
        open("/?pk=mine&pkValue=42");
        setMarker();
        byXpath("//button[normalize-space()='Load demo data']").click();
        await("the question", () -> Boolean.TRUE.equals(js("return document.getElementById('demo-confirm').open;")));
        assertEquals(
                "demo-confirm-cancel", js("return document.activeElement.id;"), "the focus starts on the safe answer");
        driver.findElement(By.id("demo-confirm-cancel")).click();
        await(
                "the question to close",
                () -> Boolean.FALSE.equals(js("return document.getElementById('demo-confirm').open;")));
        assertEquals("mine", value("pk"), "the query is kept");

        // Confirmed: a real same-origin post from the page, the file-tree example swapped in place, its permalink
        // pushed.
        // The panel is half-way down the screen; the button used (or Run, the next step) keeps focus, where it was.
        js(
                "var run = document.getElementById('run'); window.scrollBy(0, run.getBoundingClientRect().top - innerHeight / 2);");
        String tops = "return {run: document.getElementById('run').getBoundingClientRect().top,"
                + " 'load-demo': document.getElementById('load-demo').getBoundingClientRect().top};";
        @SuppressWarnings("unchecked")
        java.util.Map<String, Number> before = (java.util.Map<String, Number>) js(tops);
        byXpath("//button[normalize-space()='Load demo data']").click();
        await("the question", () -> Boolean.TRUE.equals(js("return document.getElementById('demo-confirm').open;")));
        screenshotAs("preview-demo-question");
        driver.findElement(By.id("demo-confirm-load")).click();
        await(
                "the file-tree example",
                () -> driver.getCurrentUrl().contains("table=Drive") && "Drive".equals(value("table")));
        awaitIdle();
        String focused = String.valueOf(js("return document.activeElement.id;"));
        assertTrue(before.containsKey(focused), "Load demo data or Run has focus, not " + focused);
        @SuppressWarnings("unchecked")
        double moved =
                Math.abs(((java.util.Map<String, Number>) js(tops)).get(focused).doubleValue()
                        - before.get(focused).doubleValue());
        System.out.printf("keeps its place: Load demo data at 1280 px: #%s moved %.1f px%n", focused, moved);
        assertTrue(moved < 4, "#" + focused + " stays where it was on screen: moved " + moved + " px");
        assertTrue(driver.getCurrentUrl().contains("pkValue=DRIVE%23a91"), driver.getCurrentUrl());
        assertEquals("Drive", value("table"));
        assertTrue(markerPresent(), "in place, without leaving the page");
        assertTrue(textOf("preview-loaded").startsWith("Demo data loaded"), textOf("preview-loaded"));
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

        type("table", "Drive");
        driver.findElement(By.id("table")).sendKeys(Keys.TAB);
        await(
                "PK and SK filled from DescribeTable after the table input's change event",
                () -> "PK".equals(value("pk")) && "SK".equals(value("sk")));
        awaitIdle();
        assertEquals("Drive", value("table"));
        assertTrue(markerPresent(), "filled by htmx, without a page load");
        assertTrue(
                driver.getCurrentUrl().contains("pk=PK")
                        && driver.getCurrentUrl().contains("sk=SK"),
                "the address bar holds the permalink of the filled form: " + driver.getCurrentUrl());
    }

    @Test
    void pickTheTableRunTheQueryAndPage() {
        openEmptyBuilderWithSuggestions();

        type("table", "Drive");
        driver.findElement(By.id("edit-use-table")).click();
        await("PK and SK filled from DescribeTable", () -> "PK".equals(value("pk")) && "SK".equals(value("sk")));
        awaitIdle();
        assertEquals("Drive", value("table"));
        assertTrue(markerPresent(), "filled by htmx, without a page load");

        type("pkValue", "DRIVE#a91");
        new Select(driver.findElement(By.id("op"))).selectByValue("begins_with");
        type("value", "root/photos/");
        await(
                "the output to show the key condition",
                () -> "#pk = :pk AND begins_with(#sk, :sk)".equals(textOf("out-expression")));
        awaitIdle();

        driver.findElement(By.id("run")).click();
        await("the items table in #preview", () -> rows().size() == 4);
        awaitIdle();
        assertEquals(UNDER_PHOTOS, column("SK"), "the engine's items, in its order, without their type before each");
        assertEquals(List.of(), column("PK"), "the partition key every item shares is no column");
        assertEquals(
                "Every item is in the partition PK = DRIVE#a91 S",
                textOf("preview-partition").replaceAll("\\s+", " "));
        assertEquals("4", textOf("preview-count"));
        WebElement verdict = driver.findElement(By.cssSelector("#preview .verdict"));
        assertTrue(verdict.getText().contains("as keyslice predicts"), verdict.getText());
        assertTrue(verdict.getDomAttribute("class").contains("ok"), verdict.getDomAttribute("class"));
        assertTrue(driver.findElements(By.id("next-page")).isEmpty(), "no Next page on the only page");
        assertTrue(markerPresent(), "the result came without a page load");
        scrollIntoView("preview");
        screenshot();

        // With a Limit the engine stops after two items; "Next page" follows LastEvaluatedKey.
        type("limit", "2");
        awaitIdle();
        driver.findElement(By.id("run")).click();
        await(
                "the first page of two",
                () -> rows().size() == 2
                        && !driver.findElements(By.id("next-page")).isEmpty());
        awaitIdle();
        assertEquals(List.of("root/photos/", "root/photos/2026/"), column("SK"));
        assertEquals("Page 1", textOf("page-number"));
        String token = driver.findElement(By.id("next-page")).getDomAttribute("value");
        assertTrue(token != null && token.matches("[A-Za-z0-9_-]+"), "Next page carries the startKey token: " + token);

        driver.findElement(By.id("next-page")).click();
        await(
                "the second page",
                () -> column("SK").equals(List.of("root/photos/2026/beach.jpg", "root/photos/2026/sunset.jpg")));
        awaitIdle();
        assertTrue(markerPresent(), "paging without a page load");
        assertTrue(driver.findElement(By.cssSelector("#preview .verdict"))
                .getDomAttribute("class")
                .contains("ok"));
        assertEquals("Page 2", textOf("page-number"));
        scrollIntoView("preview");
        screenshotAs("preview-next-page");

        // And back: the engine's tokens only lead forward, the form carries the way back.
        driver.findElement(By.id("previous-page")).click();
        await("the first page again", () -> column("SK").equals(List.of("root/photos/", "root/photos/2026/")));
        awaitIdle();
        assertEquals("Page 1", textOf("page-number"));
        assertTrue(markerPresent(), "paging back without a page load");
    }

    /**
     * Filling the keys renders the whole form with the problems of the half-filled state (pkValue and value empty are
     * marked {@code aria-invalid="true"}, a red border). Once the user has typed them, their error lists are empty again
     * and the marks must go too.
     */
    @Test
    void fieldsFixedAfterFillingTheKeysAreNoLongerMarkedInvalid() {
        openEmptyBuilderWithSuggestions();
        type("table", "Drive");
        driver.findElement(By.id("edit-use-table")).click();
        await("PK and SK filled from DescribeTable", () -> "PK".equals(value("pk")) && "SK".equals(value("sk")));
        awaitIdle();

        type("pkValue", "DRIVE#a91");
        type("value", "root/photos/");
        await(
                "the output to show the key condition",
                () -> "#pk = :pk AND begins_with(#sk, :sk)".equals(textOf("out-expression")));
        awaitIdle();
        for (String field : List.of("pkValue", "value")) {
            assertEquals("", textOf("err-" + field), "no error is listed for " + field);
            assertEquals(
                    null,
                    driver.findElement(By.id(field)).getDomAttribute("aria-invalid"),
                    field + " has no error left, yet is still marked aria-invalid (red border)");
        }
    }

    /** A fresh, empty builder whose table input has loaded its suggestions (GET /preview/tables, after the page). */
    private static void openEmptyBuilderWithSuggestions() {
        open("/");
        await("the table suggestions", () -> datalistOptions().contains("Drive"));
        assertEquals(List.of("Audit", "Drive"), datalistOptions(), "the datalist offers the engine's tables");
        assertEquals("", value("pk"));
        assertEquals("", value("sk"));
        setMarker();
        recordHtmx();
    }

    // ------------------------------------------------------------------ helpers

    private static void open(String path) {
        driver.get(base + path);
        await(
                "htmx to load",
                () -> Boolean.TRUE.equals(js("return !!(window.htmx && document.readyState === 'complete')")));
    }

    private static Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    private static WebElement byXpath(String xpath) {
        return driver.findElement(By.xpath(xpath));
    }

    private static String value(String id) {
        return driver.findElement(By.id(id)).getDomProperty("value");
    }

    private static String textOf(String id) {
        List<WebElement> found = driver.findElements(By.id(id));
        return found.isEmpty()
                ? null
                : found.get(0).getDomProperty("textContent").strip();
    }

    private static void type(String id, String text) {
        WebElement field = driver.findElement(By.id(id));
        field.click();
        field.sendKeys(Keys.chord(Keys.CONTROL, "a"));
        field.sendKeys(text);
    }

    @SuppressWarnings("unchecked")
    private static List<String> datalistOptions() {
        return (List<String>) js("return Array.from(document.querySelectorAll('#tables option')).map(o => o.value);");
    }

    private static List<WebElement> rows() {
        return driver.findElements(By.cssSelector("#preview table.items tbody tr"));
    }

    /** The cells of one column of the items table, by its header. */
    private static List<String> column(String header) {
        List<String> headers = driver.findElements(By.cssSelector("#preview table.items thead th")).stream()
                .map(th -> th.getDomAttribute("data-column"))
                .toList();
        int index = headers.indexOf(header);
        if (index < 0) {
            return List.of();
        }
        List<String> cells = new ArrayList<>();
        for (WebElement row : rows()) {
            cells.add(row.findElements(By.tagName("td"))
                    .get(index)
                    .getDomProperty("textContent")
                    .strip());
        }
        return cells;
    }

    /** Records htmx's request lifecycle (for the failure message): which element asked for what, and what came of it. */
    private static void recordHtmx() {
        js("window.__htmxLog = [];"
                + "['htmx:beforeRequest','htmx:afterRequest','htmx:abort','htmx:sendAbort','htmx:afterSwap'].forEach(function (n) {"
                + "  document.body.addEventListener(n, function (e) {"
                + "    var d = e.detail || {}; var cfg = d.requestConfig || {};"
                + "    window.__htmxLog.push(n + ' ' + (d.elt ? (d.elt.id || d.elt.tagName) : '?') + ' ' + (cfg.path || '')"
                + "      + ' ' + JSON.stringify(cfg.parameters ? Object.fromEntries(Object.entries(cfg.parameters).filter(function (kv) { return kv[0] === 'edit' || kv[0] === 'table'; })) : {})"
                + "      + (d.xhr ? ' status=' + d.xhr.status : ''));"
                + "  });"
                + "});");
    }

    @SuppressWarnings("unchecked")
    private static List<String> htmxLog() {
        Object log = js("return window.__htmxLog || [];");
        return log instanceof List<?> l ? (List<String>) l : List.of();
    }

    private static void setMarker() {
        js("window.__previewMarker = 'still-here';");
    }

    private static boolean markerPresent() {
        return "still-here".equals(js("return window.__previewMarker || null;"));
    }

    private static void scrollIntoView(String id) {
        js("document.getElementById(arguments[0]).scrollIntoView({block: 'start'});", id);
    }

    private static void awaitIdle() {
        await(
                "htmx to settle",
                () -> Boolean.TRUE.equals(
                        js(
                                "return !document.querySelector('.htmx-request, .htmx-swapping, .htmx-settling, .htmx-added');")));
    }

    private static void await(String what, Supplier<Boolean> condition) {
        try {
            new WebDriverWait(driver, WAIT, Duration.ofMillis(50)).until(d -> {
                try {
                    return condition.get();
                } catch (StaleElementReferenceException | NoSuchElementException | IndexOutOfBoundsException e) {
                    return false;
                }
            });
        } catch (TimeoutException e) {
            screenshotAs("preview-failure");
            throw new AssertionError(
                    "timed out waiting for " + what + " (url " + driver.getCurrentUrl() + "); htmx: " + htmxLog(), e);
        }
    }

    private static void screenshot() {
        screenshotAs("preview");
    }

    private static void screenshotAs(String name) {
        try {
            Path file = SCREENSHOT.resolveSibling(name + ".png");
            Files.createDirectories(file.getParent());
            Files.write(file, driver.getScreenshotAs(OutputType.BYTES));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (RuntimeException ignored) {
            // a failed screenshot must not hide the real failure
        }
    }
}
