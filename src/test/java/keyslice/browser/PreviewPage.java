package keyslice.browser;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.NoSuchElementException;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The builder page as {@link PreviewBrowserTest} drives it through WebDriver: opening it, typing, reading the items
 * table and the table suggestions, waiting for htmx, and on a timeout a screenshot and htmx's request log.
 */
final class PreviewPage {

    static final Path SCREENSHOT = Paths.get("target", "screenshots", "preview.png");
    static final Duration WAIT = BrowserSession.WAIT;

    private final ChromeDriver driver;
    private final String base;

    PreviewPage(ChromeDriver driver, String base) {
        this.driver = driver;
        this.base = base;
    }

    void open(String path) {
        driver.get(base + path);
        await(
                "htmx to load",
                () -> Boolean.TRUE.equals(js("return !!(window.htmx && document.readyState === 'complete')")));
    }

    Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    WebElement byXpath(String xpath) {
        return driver.findElement(By.xpath(xpath));
    }

    String value(String id) {
        return driver.findElement(By.id(id)).getDomProperty("value");
    }

    String textOf(String id) {
        List<WebElement> found = driver.findElements(By.id(id));
        return found.isEmpty()
                ? null
                : found.get(0).getDomProperty("textContent").strip();
    }

    void type(String id, String text) {
        WebElement field = driver.findElement(By.id(id));
        field.click();
        field.sendKeys(Keys.chord(Keys.CONTROL, "a"));
        field.sendKeys(text);
    }

    @SuppressWarnings("unchecked")
    List<String> datalistOptions() {
        return (List<String>) js("return Array.from(document.querySelectorAll('#tables option')).map(o => o.value);");
    }

    List<WebElement> rows() {
        return driver.findElements(By.cssSelector("#preview table.items tbody tr"));
    }

    /** The cells of one column of the items table, by its header. */
    List<String> column(String header) {
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
    void recordHtmx() {
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
    List<String> htmxLog() {
        Object log = js("return window.__htmxLog || [];");
        return log instanceof List<?> l ? (List<String>) l : List.of();
    }

    void setMarker() {
        js("window.__previewMarker = 'still-here';");
    }

    boolean markerPresent() {
        return "still-here".equals(js("return window.__previewMarker || null;"));
    }

    void scrollIntoView(String id) {
        js("document.getElementById(arguments[0]).scrollIntoView({block: 'start'});", id);
    }

    void awaitIdle() {
        await(
                "htmx to settle",
                () -> Boolean.TRUE.equals(
                        js(
                                "return !document.querySelector('.htmx-request, .htmx-swapping, .htmx-settling, .htmx-added');")));
    }

    void await(String what, Supplier<Boolean> condition) {
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

    void screenshot() {
        screenshotAs("preview");
    }

    void screenshotAs(String name) {
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
