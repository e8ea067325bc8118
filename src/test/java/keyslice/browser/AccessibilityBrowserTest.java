package keyslice.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;

/**
 * axe-core (pinned in tools/browser) on the builder, the embed card, the designs page and its card, in light and dark mode; the
 * pages at 360 px wide; labels on every control; and keyboard-only use with a visible focus indicator.
 */
@Tag("browser")
class AccessibilityBrowserTest {

    @RegisterExtension
    static final BrowserFixture fixture = BrowserFixture.withJavaScript();

    private static final BrowserSession browser = fixture.browser();

    /** The pages scanned: blank, a slice, warnings with fix links, field errors, and the embed cards. */
    static final Map<String, String> PAGES = new LinkedHashMap<>();

    static {
        PAGES.put("builder, blank", "/");
        PAGES.put("builder, file tree (slice)", BrowserFixture.FILE_TREE_PERMALINK);
        PAGES.put("builder, audit window (warnings, fixes, limit)", "/?v=1&" + BrowserFixture.AUDIT_WINDOW);
        PAGES.put(
                "builder, field errors",
                "/?"
                        + BrowserFixture.query(
                                "pk", "PK", "pkValue", "", "sk", "SK", "skType", "N", "op", "between", "value", "x",
                                "limit", "0"));
        PAGES.put("builder, filter and sample items (item slice, cost, filter-waste)", "/?" + BrowserFixture.TICKETS);
        PAGES.put("embed, file tree", "/embed?" + BrowserFixture.FILE_TREE);
        PAGES.put("embed, filter and sample items", "/embed?" + BrowserFixture.TICKETS);
        PAGES.put("embed, audit window", "/embed?" + BrowserFixture.AUDIT_WINDOW);
        PAGES.put("embed, invalid", "/embed?" + BrowserFixture.query("pk", "PK"));
        // The themes hold whatever the setting, so the light one is scanned under a dark setting too, and the reverse.
        PAGES.put("embed, file tree, theme=light", "/embed?" + BrowserFixture.FILE_TREE + "&theme=light");
        PAGES.put("embed, audit window, theme=dark", "/embed?" + BrowserFixture.AUDIT_WINDOW + "&theme=dark");
        PAGES.put("designs, blank", "/designs");
        PAGES.put("designs, findings and problems", DesignsBrowserTest.link("findings.json"));
        PAGES.put("designs, items read and returned", DesignsBrowserTest.link("orders.json"));
        PAGES.put(
                "designs, a file that is not a design",
                keyslice.web.designs.DesignLink.of("{\"tables\": [{\"TableName\": \"T\"}], \"access_patterns\": 1}")
                        .permalink()
                        .orElseThrow());
        PAGES.put("design card", DesignsBrowserTest.link("findings.json").replace("/designs?", "/designs/card?"));
        PAGES.put(
                "design card, theme=dark",
                DesignsBrowserTest.link("orders.json").replace("/designs?", "/designs/card?") + "&theme=dark");
        PAGES.put(
                "embed, summary and slice, invalid show", "/embed?" + BrowserFixture.FILE_TREE + "&show=summary,nope");
    }

    @AfterEach
    void reset() {
        browser.resetView();
    }

    static Stream<Arguments> pagesInBothSchemes() {
        return Stream.of("light", "dark")
                .flatMap(scheme ->
                        PAGES.entrySet().stream().map(page -> Arguments.of(scheme, page.getKey(), page.getValue())));
    }

    /** Opens a page with every collapsed part (code snippets, embed code) open, so that axe sees all of it. */
    private static void openFully(String path) {
        browser.open(path);
        browser.js("document.querySelectorAll('details').forEach(function (d) { d.open = true; });");
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("pagesInBothSchemes")
    void axeFindsNoViolations(String scheme, String name, String path) {
        browser.colorScheme(scheme);
        openFully(path);
        assertEquals(scheme.equals("dark"), browser.js("return matchMedia('(prefers-color-scheme: dark)').matches;"));
        // Light: every rule. Dark: the palette changes only colours, so the contrast rules.
        List<String> violations = scheme.equals("dark")
                ? browser.axeViolations(List.of("color-contrast", "link-in-text-block"))
                : browser.axeViolations();
        assertTrue(
                violations.isEmpty(),
                "axe-core violations on " + name + " (" + scheme + "), " + path + ":\n  "
                        + String.join("\n  ", violations));
    }

    @Test
    void everyControlHasAnAccessibleLabel() {
        List<String> unlabelled = new ArrayList<>();
        for (Map.Entry<String, String> page : PAGES.entrySet()) {
            openFully(page.getValue());
            @SuppressWarnings("unchecked")
            List<String> missing = (List<String>)
                    browser.js(
                            "return Array.from(document.querySelectorAll('input, select, textarea, button')).filter(function (el) {"
                                    + "  if (el.type === 'hidden') return false;"
                                    + "  var named = el.getAttribute('aria-label') || el.getAttribute('aria-labelledby');"
                                    + "  var labelled = el.labels && Array.from(el.labels).some(function (l) { return l.textContent.trim() !== ''; });"
                                    + "  var text = el.tagName === 'BUTTON' && el.textContent.trim() !== '';"
                                    + "  return !(named || labelled || text);"
                                    + "}).map(function (el) { return el.tagName.toLowerCase() + '#' + el.id + '[name=' + el.name + ']'; });");
            missing.forEach(m -> unlabelled.add(page.getKey() + ": " + m));
        }
        assertTrue(unlabelled.isEmpty(), "controls without a label: " + unlabelled);
    }

    @Test
    void noHorizontalScrollingAt360Pixels() {
        List<String> problems = new ArrayList<>();
        for (Map.Entry<String, String> page : PAGES.entrySet()) {
            browser.viewport(360, 780, false);
            openFully(page.getValue());
            long innerWidth = (Long) browser.js("return window.innerWidth;");
            assertEquals(360, innerWidth, "the emulated viewport");
            @SuppressWarnings("unchecked")
            Map<String, Object> scroll =
                    (Map<String, Object>) browser.js("var s = document.scrollingElement; var w = s.clientWidth;"
                            + "var wide = Array.from(document.querySelectorAll('body *')).filter(function (el) {"
                            + "  var r = el.getBoundingClientRect(); var cs = getComputedStyle(el);"
                            + "  return r.width > 1 && (r.right > w + 0.5 || (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 1"
                            + "    && cs.overflowX === 'visible' && !Array.from(el.children).some(function (c) { return c.scrollWidth > c.clientWidth + 1; })));"
                            + "}).slice(0, 5).map(function (el) { return el.tagName.toLowerCase() + (el.id ? '#' + el.id : '')"
                            + "  + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().replace(/\\s+/g, '.') : '')"
                            + "  + ' (scrollWidth ' + el.scrollWidth + ' > ' + el.clientWidth + '): ' + el.textContent.trim().slice(0, 90); });"
                            + "return {scrollWidth: s.scrollWidth, clientWidth: w, wide: wide};");
            long scrollWidth = (Long) scroll.get("scrollWidth");
            long clientWidth = (Long) scroll.get("clientWidth");
            if (scrollWidth > clientWidth) {
                problems.add(page.getKey() + ": scrollWidth " + scrollWidth + " > " + clientWidth + ", too wide: "
                        + scroll.get("wide"));
            }
        }
        assertTrue(problems.isEmpty(), "horizontal scrolling at 360 px:\n  " + String.join("\n  ", problems));
    }

    /** What has the focus now: id (or tag) and whether its focus indicator is visible. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> focused() {
        return (Map<String, Object>) browser.js("var el = document.activeElement; var cs = getComputedStyle(el);"
                + "var r = el.getBoundingClientRect();"
                + "return {id: el.id || '', tag: el.tagName.toLowerCase(), text: (el.textContent || '').trim().slice(0, 40),"
                + " outlineStyle: cs.outlineStyle, outlineWidth: cs.outlineWidth, boxShadow: cs.boxShadow,"
                + " focusVisible: el.matches(':focus-visible'), width: r.width, height: r.height,"
                + " onScreen: r.right > 0 && r.bottom > 0 && r.left < innerWidth};");
    }

    private static boolean indicatorVisible(Map<String, Object> focus) {
        boolean outline = !"none".equals(focus.get("outlineStyle")) && !"0px".equals(focus.get("outlineWidth"));
        boolean shadow = !"none".equals(focus.get("boxShadow"));
        return (outline || shadow) && Boolean.TRUE.equals(focus.get("onScreen"));
    }

    @Test
    void keyboardOnlyReachesEveryPartWithAVisibleFocus() {
        browser.open(BrowserFixture.FILE_TREE_PERMALINK);
        browser.awaitHtmx();
        Actions keys = new Actions(browser.driver());

        // The first Tab lands on the skip link, which becomes visible.
        keys.sendKeys(Keys.TAB).perform();
        Map<String, Object> first = focused();
        assertEquals("Skip to the builder", first.get("text"), "first stop: " + first);
        assertTrue(indicatorVisible(first), "the skip link shows when focused: " + first);

        Map<String, Map<String, Object>> reached = new LinkedHashMap<>();
        List<String> order = new ArrayList<>();
        for (int i = 0; i < 200 && !reached.containsKey("build"); i++) {
            keys.sendKeys(Keys.TAB).perform();
            Map<String, Object> focus = focused();
            String id = (String) focus.get("id");
            String key = id.isEmpty() ? focus.get("tag") + ":" + focus.get("text") : id;
            order.add(key);
            reached.putIfAbsent(key, focus);
            if (!indicatorVisible(focus)) {
                throw new AssertionError(
                        "no visible focus indicator on " + key + ": " + focus + " (tab order so far " + order + ")");
            }
        }
        for (String id : List.of("pk", "op", "edit-seg-add", "build")) {
            assertTrue(reached.containsKey(id), id + " is reachable with Tab; the tab order was " + order);
        }
        assertTrue(
                reached.keySet().stream().anyMatch(id -> id.startsWith("edit-seg-") && id.matches(".*-\\d+$")),
                "a per-row segment button is reachable: " + order);
        assertTrue(
                order.indexOf("pk") < order.indexOf("op") && order.indexOf("op") < order.indexOf("build"),
                "a sensible order: " + order);
    }

    @Test
    void keyboardCanOperateTheSegmentEditorAndKeepsTheFocus() {
        browser.open(BrowserFixture.FILE_TREE_PERMALINK);
        browser.awaitHtmx();
        browser.byId("edit-seg-add").sendKeys(Keys.ENTER);
        browser.await("a fourth row", () -> browser.all("input[name=seg]").size() == 4);
        browser.awaitIdle();
        Map<String, Object> focus = focused();
        assertEquals("edit-seg-add", focus.get("id"), "after the swap the focus stays on the button pressed: " + focus);

        // Space on a row button (move row 2 up).
        browser.byId("edit-seg-up-2").sendKeys(Keys.SPACE);
        browser.await("the rows swapped", () -> "photos".equals(browser.value("seg-1")));
        browser.awaitIdle();
        Map<String, Object> after = focused();
        assertTrue(!"body".equals(after.get("tag")), "the focus is not dropped to the page after an edit: " + after);
    }
}
