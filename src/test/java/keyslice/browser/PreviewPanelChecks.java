package keyslice.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

/**
 * What {@link PreviewPanelBrowserTest} holds each state of the preview panel to at every size and scheme: nothing
 * wider than the screen, the items table scrolling sideways in its wrapper, no axe-core violation; then a screenshot.
 */
final class PreviewPanelChecks {

    private PreviewPanelChecks() {}

    static void checkState(BrowserSession browser, int width, String scheme, String state) {
        String name = "preview-" + state + "-" + width + "-" + scheme;
        assertEquals(
                (long) width,
                browser.js("return document.documentElement.scrollWidth;"),
                name + ": nothing wider than the screen");
        @SuppressWarnings("unchecked")
        Map<String, Object> wrap = (Map<String, Object>)
                browser.js(
                        "var w = document.querySelector('#preview .table-wrap');"
                                + "return {scroll: w.scrollWidth, client: w.clientWidth, overflow: getComputedStyle(w).overflowX};");
        assertEquals("auto", wrap.get("overflow"), name + ": the table scrolls sideways in its wrapper");
        List<String> violations = scheme.equals("dark")
                ? browser.axeViolations(List.of("color-contrast", "link-in-text-block"))
                : browser.axeViolations();
        assertTrue(violations.isEmpty(), "axe-core violations, " + name + ":\n  " + String.join("\n  ", violations));
        browser.js("document.getElementById('preview').scrollIntoView({block: 'start'});");
        browser.asyncJs(
                "var done = arguments[arguments.length - 1]; requestAnimationFrame(function () { requestAnimationFrame(function () { done(true); }); });");
        browser.screenshot(name);
    }
}
