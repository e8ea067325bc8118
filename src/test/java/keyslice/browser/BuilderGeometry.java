package keyslice.browser;

import java.util.Map;

/**
 * Where an element of the page is, as {@link BuilderLayoutBrowserTest} measures it: its box, and whether a person sees
 * it (on screen and not covered, by the stuck summary say).
 */
final class BuilderGeometry {

    private BuilderGeometry() {}

    @SuppressWarnings("unchecked")
    static Map<String, Object> rect(BrowserSession browser, String id) {
        return (Map<String, Object>) browser.js(
                "var r = document.getElementById(arguments[0]).getBoundingClientRect();"
                        + "return {top: r.top, bottom: r.bottom, left: r.left, right: r.right};",
                id);
    }

    static double number(Map<String, Object> rect, String key) {
        return ((Number) rect.get(key)).doubleValue();
    }

    /** Whether the element is wholly inside the viewport (to the pixel) and nothing covers its middle. */
    static boolean wholeOnScreen(BrowserSession browser, String id) {
        return Boolean.TRUE.equals(browser.js(
                "var el = document.getElementById(arguments[0]); var r = el.getBoundingClientRect();"
                        + "if (r.top < -0.5 || r.bottom > innerHeight + 0.5 || r.left < -0.5 || r.right > innerWidth + 0.5 || r.height === 0)"
                        + "  return false;"
                        + "var hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);"
                        + "return !!hit && el.contains(hit);",
                id));
    }

    /** Whether the middle of the element is on screen and not covered (by the stuck summary, say): a person sees what they type. */
    static boolean seen(BrowserSession browser, String id) {
        return Boolean.TRUE.equals(browser.js(
                "var el = document.getElementById(arguments[0]); var r = el.getBoundingClientRect();"
                        + "var x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;"
                        + "if (y < 0 || y > innerHeight || x < 0 || x > innerWidth) return false;"
                        + "var hit = document.elementFromPoint(x, y); return !!hit && el.contains(hit);",
                id));
    }
}
