package keyslice.browser;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The browser of one test class: a {@link Chromium}, borrowed from the run's {@link Browsers} (or started for this
 * session alone), with the helpers the tests use on it.
 */
final class BrowserSession implements AutoCloseable {

    static final Path SCREENSHOTS = Paths.get("target", "screenshots");
    static final Path AXE = Paths.get("tools", "browser", "node_modules", "axe-core", "axe.min.js");
    /**
     * The deadline of a wait for a condition, a hang guard only: a wait ends as soon as its condition holds, and on a
     * machine busy with other work a swap or an axe scan can take many seconds.
     */
    static final Duration WAIT = Duration.ofSeconds(45);

    static final ObjectMapper JSON = new ObjectMapper();

    private final boolean javascript;
    private final int width;
    private final int height;

    private Browsers browsers;
    private Chromium chromium;
    private ChromeDriver driver;
    private String base;

    /** A browser not started yet: {@link BrowserFixture} makes it before the app it points at has a port. */
    BrowserSession(boolean javascript, int width, int height) {
        this.javascript = javascript;
        this.width = width;
        this.height = height;
    }

    /** Starts a browser of this session's own. {@code base} is the app's origin, e.g. {@code http://127.0.0.1:PORT}. */
    void start(String base) {
        use(Chromium.launch(javascript, width, height), base);
    }

    /** Borrows a browser from the run's {@code browsers}, given back by {@link #close}. */
    void start(String base, Browsers browsers) {
        use(browsers.borrow(javascript, width, height), base);
        this.browsers = browsers;
    }

    private void use(Chromium chromium, String base) {
        this.chromium = chromium;
        this.driver = chromium.driver();
        this.base = base;
    }

    ChromeDriver driver() {
        return driver;
    }

    boolean javascript() {
        return javascript;
    }

    String base() {
        return base;
    }

    String url(String pathAndQuery) {
        return base + pathAndQuery;
    }

    /** Loads a page of the app (WebDriver waits for the load event); see {@link #awaitHtmx()} for htmx. */
    void open(String pathAndQuery) {
        driver.get(url(pathAndQuery));
    }

    /** Loads a page of the app and waits until htmx has loaded and the page has settled ({@link #awaitIdle()}). */
    void openSettled(String pathAndQuery) {
        open(pathAndQuery);
        awaitHtmx();
        awaitIdle();
    }

    /** Waits until htmx has loaded on a builder page (the scripts are deferred). */
    void awaitHtmx() {
        await(
                "htmx to load",
                () -> Boolean.TRUE.equals(js("return !!(window.htmx && document.readyState === 'complete')")));
    }

    Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    Object asyncJs(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeAsyncScript(script, args);
    }

    Map<String, Object> cdp(String command, Map<String, Object> params) {
        return driver.executeCdpCommand(command, params);
    }

    WebElement byId(String id) {
        return driver.findElement(By.id(id));
    }

    List<WebElement> all(String css) {
        return driver.findElements(By.cssSelector(css));
    }

    /** The live value of a form control (its DOM property, not the HTML attribute). */
    String value(String id) {
        return byId(id).getDomProperty("value");
    }

    boolean checked(String id) {
        return Boolean.parseBoolean(byId(id).getDomProperty("checked"));
    }

    /** The text of an element as the DOM has it (textContent), so hidden or scrolled parts count too. */
    String text(String id) {
        List<WebElement> found = driver.findElements(By.id(id));
        return found.isEmpty() ? null : found.get(0).getDomProperty("textContent");
    }

    List<String> texts(String css) {
        return all(css).stream()
                .map(e -> e.getDomProperty("textContent").strip())
                .toList();
    }

    /** Replaces a text field's content by typing, as a person does (select all, then the new text). */
    void type(String id, String text) {
        WebElement field = byId(id);
        field.click();
        field.sendKeys(org.openqa.selenium.Keys.chord(org.openqa.selenium.Keys.CONTROL, "a"));
        if (text.isEmpty()) {
            field.sendKeys(org.openqa.selenium.Keys.BACK_SPACE);
        } else {
            field.sendKeys(text);
        }
    }

    /** Opens "Build from segments" as a person does, by clicking its summary (it is closed until a state uses segments). */
    void openSegmentBuilder() {
        WebElement builder = byId("segment-builder");
        if (!Boolean.parseBoolean(builder.getDomProperty("open"))) {
            builder.findElement(By.tagName("summary")).click();
        }
        await(
                "the segment builder to open",
                () -> Boolean.parseBoolean(byId("segment-builder").getDomProperty("open")));
    }

    void choose(String id, String optionValue) {
        new Select(byId(id)).selectByValue(optionValue);
    }

    String chosen(String id) {
        return new Select(byId(id)).getFirstSelectedOption().getDomAttribute("value");
    }

    void await(String what, Supplier<Boolean> condition) {
        await(what, WAIT, condition);
    }

    /** As {@link #await(String, Supplier)} with the test's own deadline (a test that holds requests back needs more). */
    void await(String what, Duration deadline, Supplier<Boolean> condition) {
        try {
            new WebDriverWait(driver, deadline, Duration.ofMillis(50)).until(d -> {
                try {
                    return condition.get();
                } catch (org.openqa.selenium.StaleElementReferenceException
                        | org.openqa.selenium.NoSuchElementException e) {
                    return false;
                }
            });
        } catch (TimeoutException e) {
            throw new AssertionError("timed out waiting for " + what + " (url " + driver.getCurrentUrl() + ")", e);
        }
    }

    /** Clicks and waits for the page to be replaced by a new document (a full page load, not an htmx swap). */
    void clickAndAwaitNewPage(WebElement element) {
        WebElement root = driver.findElement(By.tagName("html"));
        element.click();
        try {
            new WebDriverWait(driver, WAIT, Duration.ofMillis(50)).until(d -> replaced(root));
        } catch (TimeoutException e) {
            throw new AssertionError(
                    "clicking " + element + " did not load a new page (url " + driver.getCurrentUrl() + ")", e);
        }
    }

    /**
     * Whether {@code element} has left the document. Mid-navigation Chromium may say so with "Node with given id does not
     * belong to the document" rather than the stale-element error Selenium's own staleness check expects.
     */
    private static boolean replaced(WebElement element) {
        try {
            element.isEnabled();
            return false;
        } catch (org.openqa.selenium.StaleElementReferenceException e) {
            return true;
        } catch (org.openqa.selenium.WebDriverException e) {
            if (String.valueOf(e.getMessage()).contains("does not belong to the document")) {
                return true;
            }
            throw e;
        }
    }

    /** Waits until the KeyConditionExpression in the output is exactly {@code expected}. */
    void awaitExpression(String expected) {
        await("the output to show " + expected, () -> expected.equals(text("out-expression")));
    }

    /** Sets a marker on {@code window}: it survives htmx swaps and pushState, and disappears with a page load. */
    void setMarker() {
        js("window.__keysliceMarker = 'still-here';");
    }

    boolean markerPresent() {
        return "still-here".equals(js("return window.__keysliceMarker || null;"));
    }

    /** Waits until htmx has no request in flight and the DOM has settled (no .htmx-request / swapping classes). */
    void awaitIdle() {
        await(
                "htmx to settle",
                () -> Boolean.TRUE.equals(
                        js(
                                "return !document.querySelector('.htmx-request, .htmx-swapping, .htmx-settling, .htmx-added');")));
    }

    Path screenshot(String name) {
        try {
            Files.createDirectories(SCREENSHOTS);
            Path file = SCREENSHOTS.resolve(name + ".png");
            Files.write(file, driver.getScreenshotAs(OutputType.BYTES));
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void windowSize(int width, int height) {
        driver.manage().window().setSize(new Dimension(width, height));
    }

    /** Emulates a viewport through DevTools (it can be narrower than a headless window may get). */
    void viewport(int width, int height, boolean mobile) {
        cdp(
                "Emulation.setDeviceMetricsOverride",
                Map.of("width", width, "height", height, "deviceScaleFactor", 1, "mobile", mobile));
    }

    /** Back to the window's own viewport and the light scheme, as the next test expects to find the browser. */
    void resetView() {
        clearViewport();
        colorScheme("light");
    }

    void clearViewport() {
        cdp("Emulation.clearDeviceMetricsOverride", Map.of());
    }

    /** {@code light} or {@code dark}: emulates prefers-color-scheme. */
    void colorScheme(String scheme) {
        cdp(
                "Emulation.setEmulatedMedia",
                Map.of("features", List.of(Map.of("name", "prefers-color-scheme", "value", scheme))));
    }

    /**
     * Injects axe-core (pinned by tools/browser/package-lock.json) into the current page and runs it. Returns
     * the violations, each as one readable line (id, impact, help, targets).
     */
    List<String> axeViolations() {
        return axeViolations(List.of());
    }

    /** As {@link #axeViolations()}, limited to the given axe rule ids (all rules when empty). */
    List<String> axeViolations(List<String> rules) {
        if (!Files.isRegularFile(AXE)) {
            throw new IllegalStateException(AXE + " is missing: run npm ci --prefix tools/browser (scripts/test does)");
        }
        if (!Boolean.TRUE.equals(js("return !!window.axe;"))) {
            try {
                js(Files.readString(AXE, StandardCharsets.UTF_8)
                        + "\n;window.axe = (typeof axe !== 'undefined') ? axe : window.axe;");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        Object raw = asyncJs(
                "var done = arguments[arguments.length - 1]; var options = {resultTypes: ['violations']};"
                        + "if (arguments[0].length) { options.runOnly = {type: 'rule', values: arguments[0]}; }"
                        + "window.axe.run(document, options)"
                        + ".then(function (r) { done(JSON.stringify(r.violations)); }, function (e) { done('ERROR ' + e); });",
                rules);
        String result = String.valueOf(raw);
        if (result.startsWith("ERROR")) {
            throw new AssertionError("axe.run failed: " + result);
        }
        List<String> lines = new ArrayList<>();
        try {
            for (JsonNode violation : JSON.readTree(result)) {
                List<String> targets = new ArrayList<>();
                for (JsonNode node : violation.path("nodes")) {
                    targets.add(node.path("target").toString() + " "
                            + node.path("failureSummary").asText().replace('\n', ' '));
                }
                lines.add(violation.path("id").asText() + " ["
                        + violation.path("impact").asText() + "] "
                        + violation.path("help").asText() + " ("
                        + violation.path("helpUrl").asText() + "): " + targets);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return lines;
    }

    /** Gives the browser back to the run's {@link Browsers}, or quits it if it was this session's own. */
    @Override
    public void close() {
        if (chromium == null) {
            return; // never started
        }
        Chromium used = chromium;
        chromium = null;
        if (browsers != null) {
            browsers.giveBack(used);
        } else {
            used.quit();
        }
    }

    static void deleteTree(Path dir) {
        if (dir == null || !Files.exists(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
        } catch (IOException ignored) {
            // a temp dir left behind is harmless
        }
    }
}
