package keyslice.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.Dimension;

/**
 * Screenshots of the builder (light, dark, 1280, 390 and 360 px) and the embed card, saved under target/screenshots/.
 * The light file-tree one is the README's picture: copy it to docs/screenshot.png when the page changes.
 */
@Tag("browser")
class ScreenshotsBrowserTest {

    static final long README_SCREENSHOT_MAX_BYTES = 300 * 1024;

    @RegisterExtension
    static final BrowserFixture fixture = BrowserFixture.withJavaScript();

    private static final BrowserSession browser = fixture.browser();

    /** Sizes the window so the page's viewport is exactly width x height CSS pixels (the window adds its frame). */
    private static void viewportBySize(int width, int height) {
        int windowWidth = width;
        int windowHeight = height;
        for (int attempt = 0; attempt < 4; attempt++) {
            browser.windowSize(windowWidth, windowHeight);
            int w = windowWidth;
            int h = windowHeight;
            browser.await(
                    "the window to take its size",
                    () -> browser.driver().manage().window().getSize().equals(new Dimension(w, h)));
            long[] inner = new long[2];
            browser.await("the viewport to settle", () -> {
                long iw = (Long) browser.js("return window.innerWidth;");
                long ih = (Long) browser.js("return window.innerHeight;");
                boolean stable = iw == inner[0] && ih == inner[1];
                inner[0] = iw;
                inner[1] = ih;
                return stable;
            });
            if (inner[0] == width && inner[1] == height) {
                return;
            }
            windowWidth += (int) (width - inner[0]);
            windowHeight += (int) (height - inner[1]);
        }
        throw new AssertionError("could not size the viewport to " + width + "x" + height);
    }

    private static BufferedImage image(Path png) throws IOException {
        return ImageIO.read(png.toFile());
    }

    private static void show(String path) {
        browser.open(path);
        if (path.startsWith("/?") || path.equals("/")) {
            browser.awaitHtmx();
            browser.awaitIdle();
        }
        // Fonts and layout settled before the picture.
        browser.asyncJs("var done = arguments[arguments.length - 1]; document.fonts.ready.then(function () {"
                + " requestAnimationFrame(function () { requestAnimationFrame(function () { done(true); }); }); });");
    }

    @Test
    void builderLightIsTheReadmeScreenshot() throws IOException {
        browser.colorScheme("light");
        viewportBySize(1280, 1000);
        show(BrowserFixture.FILE_TREE_PERMALINK);
        Path png = browser.screenshot("builder-file-tree");
        BufferedImage image = image(png);
        assertEquals(1280, image.getWidth());
        assertEquals(1000, image.getHeight());

        // The build never writes into the source tree; docs/screenshot.png is refreshed by hand from this file.
        assertTrue(Files.size(png) < README_SCREENSHOT_MAX_BYTES, png + " is " + Files.size(png) + " bytes");
    }

    @Test
    void builderDark() throws IOException {
        browser.colorScheme("dark");
        try {
            viewportBySize(1280, 1000);
            show("/?v=1&" + BrowserFixture.AUDIT_WINDOW);
            assertEquals(Boolean.TRUE, browser.js("return matchMedia('(prefers-color-scheme: dark)').matches;"));
            String background = (String) browser.js("return getComputedStyle(document.body).backgroundColor;");
            assertEquals("rgb(21, 23, 26)", background, "the dark palette is applied");
            assertEquals(1280, image(browser.screenshot("builder-dark")).getWidth());
        } finally {
            browser.colorScheme("light");
        }
    }

    /** A phone in dark mode, mid-edit: the prompt above the kept (out-of-date) answer, and nothing wider than the screen. */
    @Test
    void aPromptAboveTheKeptAnswerAt390PixelsInDarkMode() throws IOException {
        viewportBySize(1280, 900);
        browser.viewport(390, 844, true);
        browser.colorScheme("dark");
        try {
            show(BrowserFixture.FILE_TREE_PERMALINK);
            browser.choose("op", "between");
            browser.await(
                    "the prompt for the upper bound",
                    () -> !browser.all("#problems .problem.prompt").isEmpty()
                            && !browser.all("#answer.stale").isEmpty());
            browser.awaitIdle();
            // At this width the output opens the page (its box gives way to the stuck summary): back to the top.
            browser.js("window.scrollTo(0, 0);");
            assertEquals(
                    390L, browser.js("return document.documentElement.scrollWidth;"), "nothing wider than the screen");
            assertEquals(
                    390, image(browser.screenshot("builder-390-dark-prompt")).getWidth());
            show("/?" + BrowserFixture.AUDIT_WINDOW);
            browser.js("document.getElementById('fix-all').scrollIntoView({block: 'center'});");
            assertEquals(
                    390L, browser.js("return document.documentElement.scrollWidth;"), "nothing wider than the screen");
            browser.screenshot("builder-390-dark-fix-all");
        } finally {
            browser.colorScheme("light");
            browser.clearViewport();
        }
    }

    @Test
    void builderAt360Pixels() throws IOException {
        viewportBySize(1280, 900);
        browser.viewport(360, 780, false);
        try {
            show(BrowserFixture.FILE_TREE_PERMALINK);
            assertEquals(360L, browser.js("return window.innerWidth;"));
            assertEquals(360, image(browser.screenshot("builder-360")).getWidth());
            // The answer further down, as a phone shows it under the stuck summary.
            browser.js("document.getElementById('answer').scrollIntoView();");
            browser.screenshot("builder-360-output");
        } finally {
            browser.clearViewport();
        }
    }

    /**
     * The file-tree example on a laptop and a phone, light and dark: the answer first, then (scrolled to the sample keys at
     * the end of the form) the summary still on screen while the form is edited.
     */
    @org.junit.jupiter.params.ParameterizedTest(name = "{0}x{1} {2}")
    @org.junit.jupiter.params.provider.CsvSource({
        "1280, 800, light",
        "1280, 800, dark",
        "390, 844, light",
        "390, 844, dark"
    })
    void builderAnswerFirst(int width, int height, String scheme) throws IOException {
        viewportBySize(1280, 1000);
        browser.viewport(width, height, width < 600);
        browser.colorScheme(scheme);
        try {
            show(BrowserFixture.FILE_TREE_PERMALINK);
            assertEquals(
                    (long) width,
                    browser.js("return document.documentElement.scrollWidth;"),
                    "nothing wider than the screen");
            assertEquals(
                    width,
                    image(browser.screenshot("builder-" + width + "-" + scheme)).getWidth());
            browser.js(
                    "document.getElementById('samples').scrollIntoView({block: 'center'}); document.getElementById('samples').focus();");
            browser.asyncJs("var done = arguments[arguments.length - 1];"
                    + " requestAnimationFrame(function () { requestAnimationFrame(function () { done(true); }); });");
            browser.screenshot("builder-" + width + "-" + scheme + "-editing");
        } finally {
            browser.colorScheme("light");
            browser.clearViewport();
        }
    }

    /** The card at 560 px in a viewport of the height oEmbed gives it: all of it, nothing to scroll. */
    @Test
    void embedCard() throws IOException {
        String url = java.net.URLEncoder.encode(
                fixture.base() + BrowserFixture.FILE_TREE_PERMALINK, java.nio.charset.StandardCharsets.UTF_8);
        int height = fixture.app()
                .get("/oembed?maxwidth=560&url=" + url)
                .json()
                .get("height")
                .asInt();
        viewportBySize(560, height);
        show("/embed?" + BrowserFixture.FILE_TREE);
        assertEquals(
                (long) height, browser.js("return document.documentElement.scrollHeight;"), "the card fits its height");
        BufferedImage image = image(browser.screenshot("embed"));
        assertEquals(560, image.getWidth());
        viewportBySize(1280, 900);
    }
}
