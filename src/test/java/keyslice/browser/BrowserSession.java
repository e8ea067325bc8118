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
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.stream.Stream;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * One headless Debian Chromium, driven through Debian's chromedriver. Selenium Manager is never used: the
 * driver and the browser are given by absolute path, and {@link #start} checks Selenium's own log for it.
 * The network is loopback only, so nothing here may try to download anything.
 */
final class BrowserSession implements AutoCloseable {

    static final Path CHROMEDRIVER = Paths.get("/usr/bin/chromedriver");
    static final Path CHROMIUM = Paths.get("/usr/bin/chromium");
    static final Path SCREENSHOTS = Paths.get("target", "screenshots");
    static final Path AXE = Paths.get("tools", "browser", "node_modules", "axe-core", "axe.min.js");
    /**
     * The deadline of a wait for a condition, a hang guard only: a wait ends as soon as its condition holds, and on a
     * machine busy with other work a swap or an axe scan can take many seconds.
     */
    static final Duration WAIT = Duration.ofSeconds(45);

    static final ObjectMapper JSON = new ObjectMapper();

    /** Selenium logs through java.util.logging; keep a strong reference so the level sticks. */
    private static final Logger SELENIUM_LOG = Logger.getLogger("org.openqa.selenium");

    private static final List<LogRecord> SELENIUM_RECORDS = new CopyOnWriteArrayList<>();
    /** DevTools commands go through chromedriver (executeCdpCommand); no versioned CDP module is needed, so hush its warning. */
    private static final Logger CDP_FINDER_LOG = Logger.getLogger("org.openqa.selenium.devtools.CdpVersionFinder");

    static {
        SELENIUM_LOG.setLevel(Level.FINE);
        CDP_FINDER_LOG.setLevel(Level.SEVERE);
        SELENIUM_LOG.addHandler(new Handler() {
            @Override
            public void publish(LogRecord record) {
                SELENIUM_RECORDS.add(record);
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        });
    }

    private final boolean javascript;
    private final int width;
    private final int height;

    private ChromeDriver driver;
    private ChromeDriverService service;
    private Path profile;
    private String base;

    /** A browser not started yet: {@link BrowserFixture} makes it before the app it points at has a port. */
    BrowserSession(boolean javascript, int width, int height) {
        this.javascript = javascript;
        this.width = width;
        this.height = height;
    }

    /** Starts the browser. {@code base} is the app's origin, e.g. {@code http://127.0.0.1:PORT}. */
    void start(String base) {
        if (!Files.isExecutable(CHROMEDRIVER) || !Files.isExecutable(CHROMIUM)) {
            throw new IllegalStateException("the browser tests need Debian's chromium and chromium-driver at "
                    + CHROMIUM + " and " + CHROMEDRIVER + " (scripts/test installs them)");
        }
        try {
            profile = Files.createTempDirectory("keyslice-chromium-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments(
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--disable-dev-shm-usage",
                "--disable-extensions",
                "--disable-default-apps",
                "--hide-scrollbars",
                "--force-device-scale-factor=1",
                "--user-data-dir=" + profile.toAbsolutePath(),
                "--window-size=" + width + "," + height);
        if (!javascript) {
            options.setExperimentalOption("prefs", Map.of("profile.managed_default_content_settings.javascript", 2));
        }
        options.setCapability("goog:loggingPrefs", Map.of("browser", "ALL")); // ConsoleLog reads the console
        int before = SELENIUM_RECORDS.size();
        service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile())
                .usingAnyFreePort()
                .withLogOutput(java.io.OutputStream.nullOutputStream())
                .build();
        driver = new ChromeDriver(service, options);
        this.base = base;
        checkNoSeleniumManager(before);
        driver.manage().timeouts().scriptTimeout(WAIT);
        driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(60));
    }

    /** Selenium must have taken the driver from the service, and must not have run Selenium Manager. */
    private void checkNoSeleniumManager(int from) {
        List<LogRecord> records = new ArrayList<>(SELENIUM_RECORDS.subList(from, SELENIUM_RECORDS.size()));
        boolean skipped =
                records.stream().anyMatch(r -> String.valueOf(r.getMessage()).contains("Skipping Selenium Manager"));
        List<String> managerLines = records.stream()
                .filter(r -> String.valueOf(r.getLoggerName()).startsWith("org.openqa.selenium.manager")
                        || String.valueOf(r.getMessage()).contains("Selenium Manager binary"))
                .map(r -> r.getLoggerName() + ": " + r.getMessage())
                .toList();
        if (!skipped || !managerLines.isEmpty()) {
            close();
            throw new IllegalStateException(
                    "Selenium Manager must not run (skipped logged: " + skipped + "): " + managerLines);
        }
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

    /** Quits what {@link #start} got to, so it also cleans up after a start that failed half-way. */
    @Override
    public void close() {
        try {
            if (driver != null) {
                driver.quit();
            }
        } catch (RuntimeException ignored) {
            // the browser may already be gone
        } finally {
            if (service != null) {
                service.stop();
            }
            deleteTree(profile);
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
