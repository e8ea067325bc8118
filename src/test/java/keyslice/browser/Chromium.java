package keyslice.browser;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogType;

/**
 * One headless Debian Chromium, driven through Debian's chromedriver. Selenium Manager is never used: the driver and the
 * browser are given by absolute path, and {@link #launch} checks Selenium's own log for it. The network is loopback
 * only, so nothing here may try to download anything.
 *
 * <p>Starting and quitting one takes a second or two, so {@link Browsers} hands one from test class to test class, and
 * {@link #reset} gives each class what a freshly started one would.
 */
final class Chromium {

    static final Path CHROMEDRIVER = Paths.get("/usr/bin/chromedriver");
    static final Path CHROMIUM = Paths.get("/usr/bin/chromium");

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
    private final Path profile;
    private ChromeDriverService service;
    private ChromeDriver driver;

    private Chromium(boolean javascript, Path profile) {
        this.javascript = javascript;
        this.profile = profile;
    }

    /** Starts a browser whose window is {@code width} x {@code height}, running JavaScript or not. */
    static synchronized Chromium launch(boolean javascript, int width, int height) {
        if (!Files.isExecutable(CHROMEDRIVER) || !Files.isExecutable(CHROMIUM)) {
            throw new IllegalStateException("the browser tests need Debian's chromium and chromium-driver at "
                    + CHROMIUM + " and " + CHROMEDRIVER + " (scripts/test installs them)");
        }
        Chromium chromium;
        try {
            chromium = new Chromium(javascript, Files.createTempDirectory("keyslice-chromium-"));
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
                "--user-data-dir=" + chromium.profile.toAbsolutePath(),
                "--window-size=" + width + "," + height);
        if (!javascript) {
            options.setExperimentalOption("prefs", Map.of("profile.managed_default_content_settings.javascript", 2));
        }
        options.setCapability("goog:loggingPrefs", Map.of("browser", "ALL")); // ConsoleLog reads the console
        // Synchronized, so that the records from here on are this start's own.
        int before = SELENIUM_RECORDS.size();
        try {
            chromium.service = new ChromeDriverService.Builder()
                    .usingDriverExecutable(CHROMEDRIVER.toFile())
                    .usingAnyFreePort()
                    .withLogOutput(OutputStream.nullOutputStream())
                    .build();
            chromium.driver = new ChromeDriver(chromium.service, options);
            chromium.checkNoSeleniumManager(before);
            chromium.driver.manage().timeouts().scriptTimeout(BrowserSession.WAIT);
            chromium.driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(60));
        } catch (RuntimeException | Error e) {
            chromium.quit();
            throw e;
        }
        return chromium;
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

    /**
     * Makes this browser, whatever the last test class did with it, what a newly started one is: one new tab, in front
     * and focused as a new browser's first tab is (so no history, no page state, no script that a class had DevTools add
     * to each page, no emulated viewport or media), a window of {@code width} x {@code height}, no cookies, an empty HTTP
     * cache, no granted permissions, the default download behaviour, and nothing left in the console log. The app keeps
     * nothing in the browser but its one cookie, and each class's app has a port of its own.
     */
    void reset(int width, int height) {
        driver.switchTo().newWindow(WindowType.TAB);
        String fresh = driver.getWindowHandle();
        for (String handle : driver.getWindowHandles()) {
            if (!handle.equals(fresh)) {
                driver.switchTo().window(handle);
                driver.close();
            }
        }
        driver.switchTo().window(fresh);
        driver.executeCdpCommand("Page.bringToFront", Map.of());
        driver.executeCdpCommand("Network.clearBrowserCookies", Map.of());
        driver.executeCdpCommand("Network.clearBrowserCache", Map.of());
        driver.executeCdpCommand("Browser.resetPermissions", Map.of());
        driver.executeCdpCommand("Browser.setDownloadBehavior", Map.of("behavior", "default"));
        driver.manage().window().setSize(new Dimension(width, height));
        driver.manage().timeouts().scriptTimeout(BrowserSession.WAIT);
        driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(60));
        driver.manage().logs().get(LogType.BROWSER); // read, and so emptied
    }

    /** Leaves the page, so that nothing in it keeps calling an app that is about to stop. */
    void park() {
        driver.get("about:blank");
    }

    /** Quits what {@link #launch} got to, so it also cleans up after a start that failed half-way. */
    void quit() {
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
            BrowserSession.deleteTree(profile);
        }
    }
}
