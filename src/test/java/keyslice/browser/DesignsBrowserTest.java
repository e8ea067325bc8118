package keyslice.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keyslice.web.designs.DesignLink;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.WebElement;

/**
 * The designs page in Chromium: a design pasted and checked, the page at 1280 and 390 px in light and dark without
 * sideways scrolling (the screenshots {@code designs-*.png}), and the design's card framed by a wiki page of another
 * origin at oEmbed's height, without an inner scrollbar.
 */
@Tag("browser")
class DesignsBrowserTest {

    @RegisterExtension
    static final BrowserFixture fixture = BrowserFixture.withJavaScript();

    private static final BrowserSession browser = fixture.browser();
    private static DocsSite docs;

    /** A design file of the tests' (src/test/resources/datamodel). */
    static String file(String name) {
        try {
            return Files.readString(Path.of("src/test/resources/datamodel", name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The link of a design file of the tests'. */
    static String link(String name) {
        return DesignLink.of(file(name)).permalink().orElseThrow();
    }

    @BeforeAll
    static void start() {
        docs = DocsSite.start();
        browser.cdp(
                "Browser.grantPermissions",
                Map.of(
                        "origin",
                        fixture.base(),
                        "permissions",
                        List.of("clipboardReadWrite", "clipboardSanitizedWrite")));
    }

    @AfterAll
    static void stop() {
        if (docs != null) {
            docs.close();
        }
    }

    @AfterEach
    void reset() {
        browser.driver().switchTo().defaultContent();
        browser.resetView();
    }

    static List<String> patterns() {
        return browser.texts(".design-pattern h4");
    }

    @Test
    void aPastedDesignShowsEachPatternWithTheItemsItReads() {
        browser.open("/");
        browser.clickAndAwaitNewPage(browser.byId("designs-link"));
        assertEquals(browser.base() + "/designs", browser.driver().getCurrentUrl());
        browser.js("arguments[0].value = arguments[1];", browser.byId("design-text"), file("orders.json"));
        browser.clickAndAwaitNewPage(browser.byId("design-check"));
        assertEquals(
                List.of(
                        "1 A customer's orders",
                        "2 Open orders, newest first",
                        "3 Place an order",
                        "4 Email a receipt"),
                patterns());
        assertEquals(
                List.of("PK = \"CUST#1\", SK = \"ORDER#1\"", "PK = \"CUST#1\", SK = \"ORDER#10\""),
                browser.texts("#pattern-1 .design-items code"));
        assertEquals(List.of("returned"), browser.texts("#pattern-2 .item-status"));
        assertEquals(
                link("orders.json"),
                browser.byId("design-permalink")
                        .getAttribute("href")
                        .substring(browser.base().length()));
        for (WebElement copy : browser.all("button.copy")) {
            assertTrue(copy.isDisplayed(), "with a script the copy buttons show: " + copy.getText());
        }
        assertEquals(
                List.of(),
                ConsoleLog.read(browser.driver()).stream()
                        .filter(message -> message.contains("Uncaught") || message.contains("Content Security Policy"))
                        .toList(),
                "the page's scripts run without an error or a refusal of the policy");
        WebElement copyMarkdown = browser.driver()
                .findElement(org.openqa.selenium.By.cssSelector("button[data-copy='#design-markdown']"));
        copyMarkdown.click();
        browser.await("the button to confirm the copy", () -> "Copied".equals(copyMarkdown.getText()));
        assertEquals(
                browser.byId("design-markdown").getDomProperty("value"),
                browser.asyncJs("var done = arguments[arguments.length - 1];"
                        + "navigator.clipboard.readText().then(done, function (e) { done('CLIPBOARD ERROR ' + e); });"),
                "Copy Markdown copies the Markdown");
        // The builder link of a pattern opens the builder on that Query.
        browser.clickAndAwaitNewPage(
                browser.driver().findElement(org.openqa.selenium.By.cssSelector("#pattern-1 .pattern-open a")));
        browser.awaitHtmx();
        browser.awaitExpression("PK = :pk AND begins_with(SK, :sk)");
    }

    @Test
    void thePageFitsAt1280And390PixelsInLightAndDark() {
        List<String> problems = new ArrayList<>();
        for (int width : new int[] {1280, 390}) {
            for (String scheme : List.of("light", "dark")) {
                browser.viewport(width, width == 390 ? 844 : 900, width == 390);
                browser.colorScheme(scheme);
                browser.open(link("findings.json"));
                assertEquals(4, patterns().size());
                @SuppressWarnings("unchecked")
                Map<String, Object> scroll = (Map<String, Object>)
                        browser.js(
                                "var s = document.scrollingElement; return {scrollWidth: s.scrollWidth, clientWidth: s.clientWidth};");
                if (((Number) scroll.get("scrollWidth")).longValue()
                        > ((Number) scroll.get("clientWidth")).longValue()) {
                    problems.add(width + " px, " + scheme + ": " + scroll);
                }
                browser.screenshot("designs-" + width + "-" + scheme);
                browser.js("document.getElementById('design-title').scrollIntoView();");
                browser.screenshot("designs-" + width + "-" + scheme + "-patterns");
                browser.js("document.getElementById('design-share-title').scrollIntoView();");
                browser.screenshot("designs-" + width + "-" + scheme + "-share");
            }
        }
        assertEquals(List.of(), problems, "sideways scrolling");
    }

    private static JsonNode oembed(String link, int width) {
        return oembed(link, "&maxwidth=" + width);
    }

    private static JsonNode oembed(String link, String sizes) {
        String url = URLEncoder.encode(fixture.base() + link, StandardCharsets.UTF_8);
        var response = fixture.app().get("/oembed?format=json&url=" + url + sizes);
        assertEquals(200, response.status(), response::body);
        return response.json();
    }

    @Test
    void aWikiPageOnAnotherOriginFramesTheCardAtOembedsHeight() {
        List<String> problems = new ArrayList<>();
        int page = 0;
        for (String name : List.of("findings.json", "orders.json", "findings.json, maxheight=200")) {
            for (int width : new int[] {400, 700}) {
                JsonNode oembed = name.endsWith("maxheight=200")
                        ? oembed(link("findings.json"), "&maxwidth=" + width + "&maxheight=200")
                        : oembed(link(name), width);
                int height = oembed.get("height").asInt();
                docs.serve(
                        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Team wiki</title></head>"
                                + "<body style=\"font:16px/1.5 Georgia,serif;margin:24px\"><h1 style=\"font-weight:normal\">Shop: access"
                                + " patterns</h1><p>Every access pattern of the Shop table, checked by keyslice:</p><div style=\"width:"
                                + width + "px\">"
                                + oembed.get("html").asText().replace("<iframe ", "<iframe id=\"card\" ")
                                + "</div><p>Change the design file and the card follows its link.</p></body></html>");
                browser.driver().get(docs.origin() + "/wiki-" + page++);
                WebElement frame = browser.byId("card");
                browser.driver().switchTo().frame(frame);
                browser.await(
                        "the design card",
                        () -> Boolean.TRUE.equals(
                                browser.js(
                                        "return document.readyState === 'complete' && !!document.querySelector('main.card');")));
                browser.asyncJs(
                        "var done = arguments[arguments.length - 1]; document.fonts.ready.then(function () {"
                                + " requestAnimationFrame(function () { requestAnimationFrame(function () { done(true); }); }); });");
                assertEquals(fixture.base(), browser.js("return location.origin;"), "the card comes from keyslice");
                @SuppressWarnings("unchecked")
                Map<String, Object> m = (Map<String, Object>)
                        browser.js(
                                "var root = document.scrollingElement; var card = document.querySelector('main.card');"
                                        + "var m = {scrollHeight: root.scrollHeight, clientHeight: root.clientHeight,"
                                        + " scrollWidth: root.scrollWidth, clientWidth: root.clientWidth};"
                                        + "card.style.minHeight = '0px'; m.natural = document.body.getBoundingClientRect().height;"
                                        + " card.style.minHeight = ''; m.card = card.getBoundingClientRect().height; return m;");
                String where = name + " at " + width + " px: ";
                double natural = ((Number) m.get("natural")).doubleValue();
                if (name.endsWith("maxheight=200")
                        ? natural > height + 1 || Math.abs(((Number) m.get("card")).doubleValue() - height) > 1
                        : Math.abs(natural - height) > 1) {
                    // A card fitted to a smaller frame is no taller than it and fills it.
                    problems.add(where + "the card is " + m + ", oEmbed says " + height);
                }
                if (((Number) m.get("scrollHeight")).longValue() > ((Number) m.get("clientHeight")).longValue()
                        || ((Number) m.get("scrollWidth")).longValue() > ((Number) m.get("clientWidth")).longValue()) {
                    problems.add(where + "the frame scrolls: " + m);
                }
                browser.driver().switchTo().defaultContent();
                if (name.equals("findings.json") && width == 700) {
                    browser.viewport(800, Math.max(400, height + 260), false);
                    browser.screenshot("design-card-in-wiki");
                    browser.clearViewport();
                }
            }
        }
        assertEquals(List.of(), problems);
    }
}
