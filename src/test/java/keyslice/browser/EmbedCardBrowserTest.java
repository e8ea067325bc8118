package keyslice.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The embed card framed by a page of another origin, as a wiki frames it: its real height against the one oEmbed and
 * the builder's embed code give (web/embed/CardLayout), no inner scrollbar from 400 to 800 px, the height it posts
 * to the page (with README's listener), its theme under either reader setting, and the builder's embed dialog.
 */
@Tag("browser")
class EmbedCardBrowserTest {

    @RegisterExtension
    static final BrowserFixture fixture = BrowserFixture.withJavaScript();

    private static final BrowserSession browser = fixture.browser();
    private static DocsSite docs;
    private static final AtomicInteger PAGES = new AtomicInteger();

    private static final List<String> MANY_KEYS = IntStream.range(0, 40)
            .mapToObj(i -> "root/" + "x".repeat(60) + "/" + i)
            .toList();

    /** Cards with every kind of part and row, short and long, valid or not, as permalinks plus card options. */
    static final Map<String, String> CARDS = new LinkedHashMap<>();

    static {
        CARDS.put("file tree: slice, two-line summary", BrowserFixture.FILE_TREE_PERMALINK);
        CARDS.put("audit window: warnings, Limit", "/?v=1&" + BrowserFixture.AUDIT_WINDOW);
        CARDS.put("partition only, no samples", "/?v=1&pk=PK&pkValue=x");
        CARDS.put(
                "numbers, names=minimal: no names",
                "/?v=1&pk=id&pkType=N&pkValue=42&sk=ts&skType=N&op=ge&value=1700000000&names=minimal");
        CARDS.put(
                "long values, 40 long samples, dark",
                "/?v=1&"
                        + BrowserFixture.query(
                                "table",
                                "Drive",
                                "pk",
                                "PK",
                                "pkValue",
                                "P".repeat(600),
                                "sk",
                                "SK",
                                "op",
                                "begins_with",
                                "value",
                                "root/" + "x".repeat(60) + "/1",
                                "samples",
                                String.join("\n", MANY_KEYS))
                        + "&theme=dark");
        CARDS.put(
                "emoji, CJK and right-to-left text",
                "/?v=1&"
                        + BrowserFixture.query(
                                "pk",
                                "PK",
                                "pkValue",
                                "ACCOUNT#😀📷",
                                "sk",
                                "SK",
                                "op",
                                "begins_with",
                                "value",
                                "写真/фото/צילום/",
                                "samples",
                                "写真/\n写真/фото/צילום/a\n写真/фото/צילום/b"));
        CARDS.put("summary and slice only", BrowserFixture.FILE_TREE_PERMALINK + "&show=summary,slice");
        CARDS.put(
                "multi-attribute key: tuples, one not in the index",
                "/?v=1&"
                        + BrowserFixture.query(
                                "index",
                                "ByRegion",
                                "pk",
                                "tournament",
                                "pkValue",
                                "WORLDS26",
                                "pk2",
                                "region",
                                "pk2Value",
                                "EU",
                                "sk",
                                "round",
                                "skType",
                                "N",
                                "op",
                                "eq",
                                "value",
                                "2",
                                "sk2",
                                "bracket",
                                "value2",
                                "upper#",
                                "samples",
                                "[1, \"upper#A\"]\n[2, \"upper#B\"]\n[2, \"upper#A\"]\n[2]"));
        CARDS.put(
                "multi-attribute key: 30 tuples, several not in the index",
                "/?v=1&"
                        + BrowserFixture.query(
                                "index",
                                "ByRegion",
                                "pk",
                                "tournament",
                                "pkValue",
                                "WORLDS26",
                                "sk",
                                "round",
                                "skType",
                                "N",
                                "op",
                                "eq",
                                "value",
                                "2",
                                "sk2",
                                "bracket",
                                "op2",
                                "between",
                                "value2",
                                "b05",
                                "to2",
                                "b20",
                                "samples",
                                java.util.stream.IntStream.range(0, 30)
                                                .mapToObj(i ->
                                                        "[" + (1 + i % 3) + ", \"b" + String.format("%02d", i) + "\"]")
                                                .collect(java.util.stream.Collectors.joining("\n"))
                                        + "\n[2]\n[null, \"b01\"]"));
        CARDS.put("filter, projection and sample items; filter-waste", "/?v=1&" + BrowserFixture.TICKETS);
        CARDS.put("invalid", "/?v=1&pk=PK&sk=SK&op=between&value=b&to=a");
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
        browser.colorScheme("light");
    }

    private static JsonNode oembed(String permalinkAndOptions, String sizes) {
        String url = URLEncoder.encode(fixture.base() + permalinkAndOptions, StandardCharsets.UTF_8);
        var response = fixture.app().get("/oembed?format=json&url=" + url + sizes);
        assertEquals(200, response.status(), response::body);
        return response.json();
    }

    /** Opens a page of the docs site (another origin) with {@code body}; a fresh path each time, so nothing is cached. */
    private static void openDocs(String head, String body) {
        docs.serve("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Team docs</title>" + head
                + "</head><body>" + body + "</body></html>");
        browser.driver().get(docs.origin() + "/page-" + PAGES.incrementAndGet());
    }

    /** Switches into the frame {@code id} once its card has loaded and its fonts are ready. */
    private static void enterCard(String id) {
        WebElement frame = browser.byId(id);
        browser.js("arguments[0].scrollIntoView();", frame);
        browser.driver().switchTo().frame(frame);
        browser.await(
                "the card in frame " + id,
                () -> Boolean.TRUE.equals(browser.js(
                        "return document.readyState === 'complete' && !!document.querySelector('main.card');")));
        browser.asyncJs("var done = arguments[arguments.length - 1]; document.fonts.ready.then(function () {"
                + " requestAnimationFrame(function () { requestAnimationFrame(function () { done(true); }); }); });");
    }

    /**
     * Inside a card's frame: its viewport, whether anything scrolls, and the document's own height (the card without
     * the stretch that makes it fill a taller frame).
     */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> measure() {
        return (Map<String, Object>)
                browser.js("var root = document.scrollingElement; var card = document.querySelector('main.card');"
                        + "var scrollers = Array.from(document.querySelectorAll('body *')).filter(function (el) {"
                        + "  var cs = getComputedStyle(el); return /auto|scroll/.test(cs.overflowX + ' ' + cs.overflowY)"
                        + "    && (el.scrollHeight > el.clientHeight || el.scrollWidth > el.clientWidth); }).map(function (el) { return el.tagName; });"
                        + "var m = {innerWidth: innerWidth, innerHeight: innerHeight, scrollHeight: root.scrollHeight, clientHeight: root.clientHeight,"
                        + "  scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, scrollers: scrollers.join(' ')};"
                        + "card.style.minHeight = '0px'; m.natural = document.body.getBoundingClientRect().height; card.style.minHeight = '';"
                        + "return m;");
    }

    private static long number(Map<String, Object> measured, String key) {
        return Math.round(((Number) measured.get(key)).doubleValue());
    }

    /** What is wrong with a framed card that should be {@code height} tall at {@code width}, or nothing. */
    private static List<String> problems(String name, int width, int height, Map<String, Object> m) {
        List<String> problems = new ArrayList<>();
        String where = name + " at " + width + " px: ";
        if (number(m, "innerWidth") != width) {
            problems.add(where + "the frame is " + m.get("innerWidth") + " px wide");
        }
        if (number(m, "scrollHeight") > number(m, "clientHeight")
                || number(m, "scrollWidth") > number(m, "clientWidth")) {
            problems.add(where + "the frame scrolls: " + m);
        }
        if (!"".equals(m.get("scrollers"))) {
            problems.add(where + "an element scrolls: " + m.get("scrollers"));
        }
        if (Math.abs(((Number) m.get("natural")).doubleValue() - height) > 1) {
            problems.add(where + "the card is " + m.get("natural") + " px tall, oEmbed says " + height);
        }
        return problems;
    }

    // --- the height ---------------------------------------------------------------------------------------------

    @ParameterizedTest(name = "{0} px")
    @ValueSource(ints = {400, 560, 700, 800})
    void theOembedHeightIsTheRealHeightOfTheCard(int width) {
        List<String> problems = new ArrayList<>();
        for (Map.Entry<String, String> card : CARDS.entrySet()) {
            JsonNode oembed = oembed(card.getValue(), "&maxwidth=" + width);
            assertEquals(width, oembed.get("width").asInt());
            int height = oembed.get("height").asInt();
            openDocs("", oembed.get("html").asText().replace("<iframe ", "<iframe id=\"card\" "));
            enterCard("card");
            problems.addAll(problems(card.getKey(), width, height, measure()));
            browser.driver().switchTo().defaultContent();
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void underASmallerMaxheightTheCardFitsAndFillsTheFrame() {
        List<String> problems = new ArrayList<>();
        for (int maxHeight : new int[] {120, 200, 300}) {
            JsonNode oembed = oembed(BrowserFixture.FILE_TREE_PERMALINK, "&maxwidth=560&maxheight=" + maxHeight);
            assertEquals(maxHeight, oembed.get("height").asInt());
            openDocs("", oembed.get("html").asText().replace("<iframe ", "<iframe id=\"card\" "));
            enterCard("card");
            Map<String, Object> m = measure();
            if (number(m, "scrollHeight") > number(m, "clientHeight") || number(m, "natural") > maxHeight) {
                problems.add("maxheight " + maxHeight + ": " + m);
            }
            long cardHeight = Math.round(
                    ((Number) browser.js("return document.querySelector('main.card').getBoundingClientRect().height;"))
                            .doubleValue());
            if (cardHeight != maxHeight) {
                problems.add(
                        "maxheight " + maxHeight + ": the card is " + cardHeight + " px tall, not the frame's height");
            }
            browser.driver().switchTo().defaultContent();
        }
        assertEquals(List.of(), problems);
    }

    /** A wiki-like page: a sidebar and a column of {@code column} px, the card in it by the given iframe code. */
    private static String wiki(int column, String frame) {
        return "<div style=\"display:flex;gap:24px;font:16px/1.5 Georgia,serif;color:#202122\">"
                + "<nav style=\"width:180px;flex:none;background:#f8f9fa;padding:16px;font:14px sans-serif\"><b>Team wiki</b>"
                + "<p>Main page<br>Data model<br>Access patterns<br>Runbooks</p></nav>"
                + "<main style=\"width:" + column
                + "px\"><h1 style=\"font-weight:normal;border-bottom:1px solid #a2a9b1\">Drive: access patterns</h1>"
                + "<p>To list a folder, read the partition of the drive and every sort key under the folder's path. The card "
                + "below is the Query, live from keyslice:</p>" + frame
                + "<p>The trailing slash matters: without it the Query also reads <code>root/photos-old/</code>.</p></main></div>";
    }

    @Test
    void aWikiPageOnAnotherOriginFramesTheCardWithoutAnInnerScrollbar() throws IOException {
        List<String> problems = new ArrayList<>();
        for (int width : new int[] {400, 700}) {
            JsonNode oembed = oembed(BrowserFixture.FILE_TREE_PERMALINK + "&theme=light", "&maxwidth=" + width);
            int height = oembed.get("height").asInt();
            openDocs("", wiki(width, oembed.get("html").asText().replace("<iframe ", "<iframe id=\"card\" ")));
            WebElement frame = browser.byId("card");
            assertEquals(
                    height,
                    Math.round(((Number) browser.js("return arguments[0].getBoundingClientRect().height;", frame))
                            .doubleValue()),
                    "the frame takes oEmbed's height");
            enterCard("card");
            assertEquals(
                    fixture.base(),
                    browser.js("return location.origin;"),
                    "the card comes from keyslice, the page from elsewhere");
            problems.addAll(problems("file tree in a wiki", width, height, measure()));
            browser.driver().switchTo().defaultContent();
            if (width == 700) {
                browser.viewport(960, 700, false);
                try {
                    browser.screenshot(
                            "embed-in-wiki"); // README's picture: copy it to docs/embed-in-wiki.png when the card
                    // changes
                } finally {
                    browser.clearViewport();
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    // --- the height the card posts ---------------------------------------------------------------------------------

    /** README's listener, as a wiki page would paste it, for keyslice's origin here. */
    static String readmeListener() throws IOException {
        String readme = Files.readString(Path.of("README.md"), StandardCharsets.UTF_8);
        Matcher block = Pattern.compile("(?s)```html\\n(<script>\\n.*?keyslice:height.*?</script>)\\n```")
                .matcher(readme);
        assertTrue(block.find(), "README shows the listener");
        String listener = block.group(1);
        assertEquals(3, listener.lines().count() - 2, "three lines between the script tags:\n" + listener);
        assertTrue(listener.contains("https://keyslice.example.com"), listener);
        return listener.replace("https://keyslice.example.com", fixture.base());
    }

    @Test
    void theCardPostsItsHeightAndReadmesListenerSizesTheFrame() throws IOException {
        String listener = readmeListener();
        String full = BrowserFixture.FILE_TREE_PERMALINK;
        String small = BrowserFixture.FILE_TREE_PERMALINK + "&show=summary";
        int fullHeight = oembed(full, "").get("height").asInt();
        int smallHeight = oembed(small, "").get("height").asInt();
        assertTrue(smallHeight < 150 && fullHeight > 300, smallHeight + " " + fullHeight);
        openDocs(
                listener,
                "<h1>Cards sized by their own messages</h1>"
                        + "<iframe id=\"short\" title=\"card\" width=\"500\" height=\"150\" style=\"border:0\" src=\""
                        + fixture.base() + full.replace("/?", "/embed?").replace("&", "&amp;") + "\"></iframe>"
                        + "<iframe id=\"tall\" title=\"card\" width=\"500\" height=\"600\" style=\"border:0\" src=\""
                        + fixture.base() + small.replace("/?", "/embed?").replace("&", "&amp;") + "\"></iframe>");
        browser.await(
                "the first frame to grow to the card",
                () -> String.valueOf(fullHeight).equals(browser.byId("short").getDomAttribute("height")));
        browser.await(
                "the second frame to shrink to the card",
                () -> String.valueOf(smallHeight).equals(browser.byId("tall").getDomAttribute("height")));
        for (String id : List.of("short", "tall")) {
            enterCard(id);
            Map<String, Object> m = measure();
            browser.driver().switchTo().defaultContent();
            assertTrue(number(m, "scrollHeight") <= number(m, "clientHeight"), id + ": " + m);
        }

        // A message from any other origin is ignored.
        browser.js("window.postMessage({type: 'keyslice:height', height: 5}, '*');");
        browser.js("return new Promise(function (done) { setTimeout(done, 200); });");
        assertEquals(String.valueOf(fullHeight), browser.byId("short").getDomAttribute("height"));
    }

    // --- the theme --------------------------------------------------------------------------------------------------

    @Test
    void theThemeHoldsWhateverTheReadersSetting() {
        Map<String, String> dark =
                Map.of("light", "rgb(255, 255, 255)", "dark", "rgb(28, 31, 35)", "auto", "rgb(28, 31, 35)");
        Map<String, String> light =
                Map.of("light", "rgb(255, 255, 255)", "dark", "rgb(28, 31, 35)", "auto", "rgb(255, 255, 255)");
        List<String> problems = new ArrayList<>();
        for (Map.Entry<String, Map<String, String>> setting :
                Map.of("dark", dark, "light", light).entrySet()) {
            browser.colorScheme(setting.getKey());
            for (Map.Entry<String, String> theme : setting.getValue().entrySet()) {
                String src = fixture.base() + BrowserFixture.FILE_TREE_PERMALINK.replace("/?", "/embed?") + "&theme="
                        + theme.getKey();
                openDocs(
                        "",
                        "<iframe id=\"card\" title=\"card\" width=\"560\" height=\"300\" src=\""
                                + src.replace("&", "&amp;") + "\"></iframe>");
                enterCard("card");
                boolean darkSetting =
                        Boolean.TRUE.equals(browser.js("return matchMedia('(prefers-color-scheme: dark)').matches;"));
                String background = (String) browser.js("return getComputedStyle(document.body).backgroundColor;");
                String scheme = (String) browser.js("return getComputedStyle(document.documentElement).colorScheme;");
                browser.driver().switchTo().defaultContent();
                if (darkSetting != setting.getKey().equals("dark")) {
                    problems.add("the emulated setting did not reach the frame: " + setting.getKey());
                }
                if (!theme.getValue().equals(background)) {
                    problems.add("theme=" + theme.getKey() + " under a " + setting.getKey() + " setting: background "
                            + background);
                }
                if (!theme.getKey().equals("auto") && !theme.getKey().equals(scheme)) {
                    problems.add("theme=" + theme.getKey() + ": color-scheme " + scheme
                            + " (form controls and scrollbars follow it)");
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    // --- the builder's embed dialog ---------------------------------------------------------------------------------

    private static String copied(WebElement button) {
        assertEquals(
                "ok",
                browser.asyncJs(
                        "var done = arguments[arguments.length - 1];"
                                + "navigator.clipboard.writeText('(empty)').then(function () { done('ok'); }, function (e) { done('' + e); });"));
        button.click();
        browser.await("the button to confirm the copy", () -> "Copied".equals(button.getText()));
        return String.valueOf(browser.asyncJs("var done = arguments[arguments.length - 1];"
                + "navigator.clipboard.readText().then(done, function (e) { done('CLIPBOARD ERROR ' + e); });"));
    }

    private static String attribute(String iframeCode, String name) {
        Matcher m = Pattern.compile(" " + name + "=\"([^\"]*)\"").matcher(iframeCode);
        assertTrue(m.find(), name + " in " + iframeCode);
        return m.group(1).replace("&amp;", "&");
    }

    @Test
    void theEmbedDialogOffersThemeAndPartsAndItsCodeCarriesTheCardsHeight() {
        browser.open(BrowserFixture.FILE_TREE_PERMALINK);
        browser.awaitHtmx();
        browser.driver().findElement(By.cssSelector(".share-details summary")).click();
        assertTrue(browser.byId("embed-options").isDisplayed(), "the script shows the choices");
        WebElement copyCode = browser.driver().findElement(By.xpath("//button[normalize-space()='Copy embed code']"));
        String code = copied(copyCode);
        assertEquals(
                String.valueOf(oembed(BrowserFixture.FILE_TREE_PERMALINK, "")
                        .get("height")
                        .asInt()),
                attribute(code, "height"));
        assertFalse(
                attribute(code, "src").contains("theme=")
                        || attribute(code, "src").contains("show="),
                code);

        browser.driver()
                .findElement(By.cssSelector("input[name=embed-theme][value=light]"))
                .click();
        browser.driver()
                .findElement(By.cssSelector("input[name=embed-show][value=slice]"))
                .click();
        String options = "&theme=light&show=summary,expression,values";
        browser.await(
                "the code to follow the choices",
                () -> browser.text("share-embed").contains(options.replace("&", "&amp;")));
        String chosen = copied(copyCode);
        JsonNode oembed = oembed(BrowserFixture.FILE_TREE_PERMALINK + options, "");
        String oembedSrc = attribute(oembed.get("html").asText(), "src");
        assertEquals(oembedSrc, attribute(chosen, "src"), "the card oEmbed gives for the same choices");
        assertEquals(oembed.get("height").asText(), attribute(chosen, "height"));
        assertEquals(oembedSrc, browser.byId("embed-preview").getDomAttribute("href"));

        // Unticking every part leaves one: a card shows something.
        for (String part : List.of("summary", "expression", "values")) {
            browser.driver()
                    .findElement(By.cssSelector("input[name=embed-show][value=" + part + "]"))
                    .click();
        }
        assertEquals(1L, browser.js("return document.querySelectorAll('input[name=embed-show]:checked').length;"));

        // An answer that replaces the output keeps the choices.
        browser.driver()
                .findElement(By.cssSelector("input[name=embed-show][value=summary]"))
                .click();
        browser.type("seg-2", "music");
        // A live update leaves the code out; the section, open, loads the new state's.
        browser.await(
                "the new state's code",
                () -> String.valueOf(browser.text("share-embed")).contains("seg=music"));
        browser.awaitIdle();
        assertTrue(browser.text("share-embed").contains("&amp;theme=light&amp;show="), browser.text("share-embed"));
        assertTrue(Boolean.TRUE.equals(
                browser.js("return document.querySelector('input[name=embed-theme][value=light]').checked;")));

        // The copied code framed in a wiki column of 400 and 700 px: no inner scrollbar, the card's own height.
        String framed = copied(browser.driver().findElement(By.xpath("//button[normalize-space()='Copy embed code']")));
        int height = Integer.parseInt(attribute(framed, "height"));
        for (int column : new int[] {400, 700}) {
            openDocs("", wiki(column, framed.replace("<iframe ", "<iframe id=\"card\" ")));
            enterCard("card");
            List<String> problems = problems("the copied code", column, height, measure());
            browser.driver().switchTo().defaultContent();
            assertEquals(List.of(), problems);
        }
    }
}
