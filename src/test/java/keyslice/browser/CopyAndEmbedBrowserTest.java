package keyslice.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The copy buttons, read back from the real (headless) clipboard, and the embed card inside an
 * {@code <iframe>} on a page from another origin, using the exact embed code the builder hands out.
 */
@Tag("browser")
class CopyAndEmbedBrowserTest {

    @RegisterExtension
    static final BrowserFixture fixture = BrowserFixture.withJavaScript();

    private static final BrowserSession browser = fixture.browser();
    /** A docs page on another origin. */
    private static DocsSite docs;

    @BeforeAll
    static void start() {
        docs = DocsSite.start();
        for (String origin : List.of(fixture.base(), docsOrigin())) {
            browser.cdp(
                    "Browser.grantPermissions",
                    Map.of("origin", origin, "permissions", List.of("clipboardReadWrite", "clipboardSanitizedWrite")));
        }
    }

    @AfterAll
    static void stop() {
        if (docs != null) {
            docs.close();
        }
    }

    private static String docsOrigin() {
        return docs.origin();
    }

    private static void clearClipboard() {
        assertEquals(
                "ok",
                browser.asyncJs(
                        "var done = arguments[arguments.length - 1];"
                                + "navigator.clipboard.writeText('(empty)').then(function () { done('ok'); }, function (e) { done('' + e); });"));
    }

    private static String clipboard() {
        Object text = browser.asyncJs("var done = arguments[arguments.length - 1];"
                + "navigator.clipboard.readText().then(done, function (e) { done('CLIPBOARD ERROR ' + e); });");
        return String.valueOf(text);
    }

    /** Clicks a copy button and returns what landed on the clipboard (the button flashes "Copied" on success). */
    private static String copyWith(WebElement button) {
        clearClipboard();
        button.click();
        browser.await("the button to confirm the copy", () -> "Copied".equals(button.getText()));
        browser.await("the clipboard to change", () -> !"(empty)".equals(clipboard()));
        return clipboard();
    }

    @Test
    void copyButtonsPutTheTextOnTheClipboard() {
        browser.open(BrowserFixture.FILE_TREE_PERMALINK);
        browser.awaitHtmx();
        String permalink = browser.driver().getCurrentUrl();

        assertEquals(
                "#pk = :pk AND begins_with(#sk, :sk)",
                copyWith(browser.driver().findElement(By.cssSelector("button[data-copy='#out-expression']"))));
        assertEquals(
                browser.text("out-values"),
                copyWith(browser.driver().findElement(By.cssSelector("button[data-copy='#out-values']"))));
        assertEquals(
                browser.text("out-code-cli"),
                copyWith(browser.driver().findElement(By.cssSelector("button[data-copy='#out-code-cli']"))));

        String link = copyWith(browser.driver().findElement(By.xpath("//button[normalize-space()='Copy link']")));
        assertEquals(permalink, link, "Copy link gives the absolute permalink");

        String embed =
                copyWith(browser.driver().findElement(By.xpath("//button[normalize-space()='Copy embed code']")));
        assertTrue(embed.startsWith("<iframe src=\"" + fixture.base() + "/embed?v=1&amp;table=Drive&amp;"), embed);
        assertTrue(embed.endsWith("></iframe>"), embed);
        assertEquals(browser.text("share-embed"), embed);

        String markdown =
                copyWith(browser.driver().findElement(By.xpath("//button[normalize-space()='Copy as Markdown']")));
        assertTrue(
                markdown.startsWith("```json\n")
                        && markdown.contains("\"KeyConditionExpression\" : \"#pk = :pk AND begins_with(#sk, :sk)\""),
                markdown);
        assertTrue(markdown.contains(permalink), "the Markdown links the permalink: " + markdown);
    }

    @Test
    void copyingTheEmbedCodeAfterALiveUpdateLoadsItFirst() {
        browser.open(BrowserFixture.FILE_TREE_PERMALINK);
        browser.awaitHtmx();
        browser.type("limit", "7");
        browser.await("the live update", () -> browser.text("out-request").contains("\"Limit\" : 7"));
        browser.awaitIdle();
        assertNull(browser.text("share-embed"), "a live update leaves the embed code out");

        String embed =
                copyWith(browser.driver().findElement(By.xpath("//button[normalize-space()='Copy embed code']")));
        assertTrue(embed.startsWith("<iframe src=\"" + fixture.base() + "/embed?v=1&amp;table=Drive&amp;"), embed);
        assertTrue(embed.contains("limit=7"), "the state on screen: " + embed);
        assertEquals(browser.text("share-embed"), embed, "the section opened with the code it copied");
        String link = copyWith(browser.driver().findElement(By.xpath("//button[normalize-space()='Copy link']")));
        assertEquals(browser.driver().getCurrentUrl(), link, "Copy link gives the absolute permalink after the update");
    }

    @Test
    void embedCardRendersInAnIframeOnAnotherOriginAndTheBuilderRefusesToBeFramed() {
        // The embed code exactly as the builder hands it out.
        browser.open(BrowserFixture.FILE_TREE_PERMALINK);
        browser.awaitHtmx();
        String embedCode = browser.text("share-embed");
        String builderUrl = browser.driver().getCurrentUrl();
        docs.serve(
                "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Team docs</title></head><body>"
                        + "<h1>How we list a folder</h1>" + embedCode.replace("<iframe ", "<iframe id=\"card\" ")
                        + "<h2>The builder itself</h2><iframe id=\"builder-frame\" title=\"keyslice builder\" width=\"600\" height=\"200\" src=\""
                        + builderUrl.replace("&", "&amp;") + "\"></iframe></body></html>");

        browser.driver().get(docsOrigin() + "/");
        browser.await("the docs page", () -> !browser.all("#card").isEmpty());

        browser.driver().switchTo().frame("card");
        try {
            browser.await(
                    "the card inside the iframe",
                    () -> "#pk = :pk AND begins_with(#sk, :sk)".equals(browser.text("out-expression")));
            assertEquals(
                    fixture.base(), browser.js("return location.origin;"), "the card comes from keyslice's origin");
            assertTrue(browser.byId("copy-values")
                    .getDomAttribute("data-copy-text")
                    .contains("\"S\" : \"root/photos/\""));
            WebElement open = browser.driver().findElement(By.linkText("Open in keyslice"));
            assertEquals(builderUrl, open.getDomAttribute("href"));
            assertEquals("_blank", open.getDomAttribute("target"));
        } finally {
            browser.driver().switchTo().defaultContent();
        }

        // The card's own copy button works inside the cross-origin frame (the embed code allows clipboard-write).
        // The frame may only write the clipboard, so the docs page reads it back.
        browser.driver().findElement(By.tagName("h1")).click();
        clearClipboard();
        browser.driver().switchTo().frame("card");
        try {
            WebElement copy = browser.driver().findElement(By.cssSelector("button[data-copy='#out-expression']"));
            copy.click();
            browser.await("the card's button to confirm the copy", () -> "Copied".equals(copy.getText()));
        } finally {
            browser.driver().switchTo().defaultContent();
        }
        assertEquals("#pk = :pk AND begins_with(#sk, :sk)", clipboard());
        browser.screenshot("embed-in-docs");

        // "/" must not render inside someone else's frame (CSP frame-ancestors 'none' and X-Frame-Options DENY).
        browser.driver().switchTo().frame("builder-frame");
        try {
            browser.await(
                    "the blocked frame to settle",
                    () -> Boolean.TRUE.equals(browser.js("return document.readyState === 'complete';")));
            assertTrue(browser.all("#builder").isEmpty(), "the builder form must not load in a frame");
            assertTrue(browser.all("#out-expression").isEmpty(), "nor the output");
            Object location = browser.js("return location.href;");
            assertTrue(
                    !String.valueOf(location).startsWith(fixture.base()),
                    "the frame shows the browser's error page, not keyslice: " + location);
        } finally {
            browser.driver().switchTo().defaultContent();
        }
    }
}
