package keyslice.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.NoAlertPresentException;

/**
 * XSS payloads in every builder parameter (and in the embed card) stay inert in a real browser: no script
 * runs, no alert opens, and the payload comes back as plain text where it belongs.
 *
 * <p>The page's Content-Security-Policy (script-src 'self') would block inline scripts on its own, so the
 * browser is told to bypass CSP: what is checked here is the HTML escaping itself, not the CSP safety net.
 * {@link #theDetectorSeesAnInjectedHandler()} proves that an injected handler would indeed run and be seen.
 */
@Tag("browser")
class XssBrowserTest {

    static final List<String> PAYLOADS = List.of(
            "\"><script>window.__xss=1</script>",
            "<img src=x onerror=\"window.__xss=1\">",
            "'\"><svg onload=window.__xss=1>",
            "javascript:window.__xss=1",
            "</textarea><script>window.__xss=1</script>");

    /** A mostly valid file-tree state; the parameter under test replaces its own entry or is added. */
    static final Map<String, String> BASE = Map.of("pk", "PK", "pkValue", "DRIVE#a91", "sk", "SK", "value", "root/");

    /** Runs before every document, ahead of the page's scripts: counts alert/confirm/prompt calls. */
    static final String ALERT_HOOK = "window.__alerts = 0;"
            + "['alert','confirm','prompt'].forEach(function (n) { window[n] = function () { window.__alerts++; return null; }; });";

    /** Elements a payload would have created if it had been parsed as markup. */
    static final String INJECTED = "return Array.from(document.querySelectorAll("
            + "'[onerror], [onload], img[src=x], svg, body script:not([src]), head script:not([src]),"
            + " [href^=\"javascript:\" i], [src^=\"javascript:\" i], [action^=\"javascript:\" i], [formaction^=\"javascript:\" i]'))"
            + ".filter(function (e) { return !(e.tagName.toLowerCase() === 'svg' && !e.hasAttribute('onload')); })"
            + ".map(function (e) { return e.outerHTML.slice(0, 120); });";

    @RegisterExtension
    static final BrowserFixture fixture = BrowserFixture.withJavaScript();

    private static final BrowserSession browser = fixture.browser();

    @BeforeAll
    static void hookAlertsAndBypassCsp() {
        browser.cdp("Page.enable", Map.of());
        browser.cdp("Page.setBypassCSP", Map.of("enabled", true));
        browser.cdp("Page.addScriptToEvaluateOnNewDocument", Map.of("source", ALERT_HOOK));
    }

    @BeforeEach
    void blank() {
        browser.driver().get("about:blank");
    }

    private static String pageQuery(String param, String payload) {
        Map<String, String> state = new LinkedHashMap<>(BASE);
        List<String> pairs = new ArrayList<>();
        if ("toSeg".equals(param) || "to".equals(param)) {
            state.put("op", "between");
        }
        state.put(param, payload);
        state.forEach((k, v) -> {
            pairs.add(k);
            pairs.add(v);
        });
        if ("seg".equals(param)) {
            // seg is repeated: the payload in the second row too
            pairs.add("seg");
            pairs.add(payload);
        }
        return BrowserFixture.query(pairs.toArray(String[]::new));
    }

    /** No script of the payload ran, no dialog opened, no markup was injected. Returns problems, if any. */
    private static List<String> inertProblems(String where) {
        List<String> problems = new ArrayList<>();
        try {
            browser.driver().switchTo().alert();
            problems.add(where + ": an alert is open");
        } catch (NoAlertPresentException expected) {
            // good
        }
        Object xss = browser.js("return typeof window.__xss;");
        if (!"undefined".equals(xss)) {
            problems.add(where + ": window.__xss is " + browser.js("return String(window.__xss);"));
        }
        Object alerts = browser.js("return window.__alerts;");
        if (!Long.valueOf(0).equals(alerts)) {
            problems.add(where + ": alert hook missing or called (" + alerts + ")");
        }
        Object injected = browser.js(INJECTED);
        if (!((List<?>) injected).isEmpty()) {
            problems.add(where + ": injected markup " + injected);
        }
        return problems;
    }

    /** The id of the text control that echoes a parameter, or null for selects and the checkbox. */
    private static String textControl(String param) {
        return switch (param) {
            case "seg" -> "seg-1";
            case "toSeg" -> "toSeg-1";
            case "pkType", "skType", "op", "order", "names", "trail" -> null;
            default -> param;
        };
    }

    @Test
    void theDetectorSeesAnInjectedHandler() {
        browser.open("/?" + pageQuery("value", "root/"));
        assertEquals(List.of(), inertProblems("clean page"));
        browser.js("document.body.insertAdjacentHTML('beforeend', '<img src=x onerror=\"window.__xss=1\">');");
        browser.await(
                "the canary handler to run (CSP bypassed)",
                () -> Long.valueOf(1).equals(browser.js("return window.__xss;")));
        assertTrue(inertProblems("canary").size() >= 2, "the detector must report the canary");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "table", "index", "pk", "pkType", "pkValue", "sk", "skType", "op", "value", "seg", "to", "toSeg",
                "delim", "trail", "order", "limit", "names", "samples"
            })
    void aPayloadInEveryParameterIsInert(String param) {
        List<String> problems = new ArrayList<>();
        for (String payload : PAYLOADS) {
            String where = "/?" + param + "=" + payload;
            browser.open("/?" + pageQuery(param, payload));
            problems.addAll(inertProblems(where));
            String id = textControl(param);
            if (id != null) {
                String shown = browser.all("#" + id).isEmpty() ? null : browser.value(id);
                String expected = payload;
                if (shown == null || !expected.equals(shown.replace("\r\n", "\n"))) {
                    problems.add(where + ": #" + id + " shows " + shown + " instead of the payload as text");
                }
            } else {
                // Selects and the checkbox: the payload is not a choice; it may be echoed in an error or a
                // "(not a key type)" option, but only ever as text (checked by inertProblems above).
                String body = (String) browser.js("return document.body.textContent;");
                if (body.contains("window.__xss") && !body.contains(payload)) {
                    problems.add(where + ": the payload is echoed, but mangled");
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void aPayloadInTheEmbedCardIsInert() {
        List<String> problems = new ArrayList<>();
        for (String param : List.of("value", "pkValue")) {
            for (String payload : PAYLOADS) {
                String where = "/embed?" + param + "=" + payload;
                browser.open("/embed?" + pageQuery(param, payload));
                problems.addAll(inertProblems(where));
                String body = (String) browser.js("return document.body.textContent;");
                String jsonEscaped = payload.replace("\\", "\\\\").replace("\"", "\\\"");
                if (!body.contains(payload) && !body.contains(jsonEscaped)) {
                    problems.add(where + ": the payload is not shown as text in the card: " + body.strip());
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void aPayloadTypedIntoTheLivePageIsInert() {
        browser.open("/?" + pageQuery("value", "root/"));
        browser.awaitHtmx();
        browser.awaitExpression("#pk = :pk AND begins_with(#sk, :sk)");
        browser.setMarker();
        List<String> problems = new ArrayList<>();
        for (String payload : PAYLOADS) {
            browser.type("value", payload);
            String jsonEscaped = payload.replace("\\", "\\\\").replace("\"", "\\\"");
            browser.await("the output to show " + payload, () -> {
                String values = browser.text("out-values");
                return values != null && values.contains("\"S\" : \"" + jsonEscaped + "\"");
            });
            browser.awaitIdle();
            problems.addAll(inertProblems("typed " + payload));
            if (!payload.equals(browser.value("value"))) {
                problems.add("typed " + payload + ": the field shows " + browser.value("value"));
            }
        }
        assertTrue(browser.markerPresent(), "the output was swapped in by htmx, not by a page load");
        assertEquals(List.of(), problems);
    }
}
