package keyslice.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import keyslice.examples.AuditLog;
import keyslice.examples.FileTree;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

/**
 * The two worked examples (the file tree and the audit log, as the presets load them), built through the UI the way a person does: typing into the
 * fields, picking options, ticking the trailing-delimiter box and pasting the sample keys. The output
 * updates live (htmx) and ends up exactly where the presets go.
 */
@Tag("browser")
class WorkedExamplesBrowserTest {

    @RegisterExtension
    static final BrowserFixture fixture = BrowserFixture.withJavaScript();

    private static final BrowserSession browser = fixture.browser();

    @BeforeAll
    static void grantClipboard() {
        browser.cdp(
                "Browser.grantPermissions",
                Map.of(
                        "origin",
                        fixture.base(),
                        "permissions",
                        List.of("clipboardReadWrite", "clipboardSanitizedWrite")));
    }

    /** Puts text on the real clipboard, then pastes it into a field with Ctrl+V. */
    private static void paste(String id, String text) {
        Object written = browser.asyncJs(
                "var done = arguments[arguments.length - 1];"
                        + "navigator.clipboard.writeText(arguments[0]).then(function () { done('ok'); }, function (e) { done('' + e); });",
                text);
        assertEquals("ok", written, "writing the clipboard");
        WebElement field = browser.byId(id);
        field.click();
        field.sendKeys(Keys.chord(Keys.CONTROL, "a"));
        field.sendKeys(Keys.chord(Keys.CONTROL, "v"));
    }

    @Test
    void fileTreeExampleTypedIntoTheForm() {
        browser.open("/");
        browser.awaitHtmx();
        browser.setMarker();

        browser.type("table", "Drive");
        browser.type("pk", "PK");
        browser.type("pkValue", "DRIVE#a91");
        browser.type("sk", "SK");
        browser.choose("op", "begins_with");
        browser.openSegmentBuilder();
        browser.type("delim", "/");
        browser.type("seg-1", "root");
        browser.type("seg-2", "photos");
        browser.byId("trail").click();
        paste("samples", String.join("\n", FileTree.SAMPLE_KEYS));
        assertEquals(String.join("\n", FileTree.SAMPLE_KEYS), browser.value("samples"), "the pasted samples");

        browser.awaitExpression("#pk = :pk AND begins_with(#sk, :sk)");
        browser.await("the slice view", () -> browser.all(".slice li.match").size() == 4);
        browser.awaitIdle();

        assertEquals(
                List.of(
                        "root/photos/",
                        "root/photos/2026/",
                        "root/photos/2026/beach.jpg",
                        "root/photos/2026/sunset.jpg"),
                browser.texts(".slice li.match code"),
                "the highlighted keys, in read order");
        String values = browser.text("out-values");
        assertTrue(values.contains("\"S\" : \"root/photos/\""), values);
        assertTrue(values.contains("\"S\" : \"DRIVE#a91\""), values);
        assertTrue(browser.text("out-request").contains("\"TableName\" : \"Drive\""), browser.text("out-request"));
        assertTrue(browser.all(".warnings .warning").isEmpty(), "no warnings: " + browser.texts(".warnings .warning"));
        // Keys outside the slice are shown with the reason (the ones just outside each boundary).
        List<String> outside = browser.texts(".slice li:not(.match) code");
        assertTrue(
                outside.contains("root/photos-old/x.jpg") && outside.contains("root/docs/cv.pdf"), outside.toString());

        assertTrue(browser.markerPresent(), "the output was updated in place, without a page load");
        // The typed state is the File tree preset, so the pushed URL is exactly the preset's permalink.
        String preset = browser.driver().findElement(By.linkText("File tree")).getDomAttribute("href");
        assertEquals(fixture.base() + preset, browser.driver().getCurrentUrl());
        assertEquals(
                fixture.base() + browser.byId("permalink").getDomAttribute("href"),
                browser.driver().getCurrentUrl());
    }

    @Test
    void auditWindowTypedIntoTheFormWarnsAndTheFixLoadsTheCorrectedState() {
        browser.open("/");
        browser.awaitHtmx();
        browser.setMarker();

        // The segments are behind "Build from segments": open it, so that what the operator hides can be seen.
        browser.openSegmentBuilder();
        assertFalse(browser.byId("to").isDisplayed(), "the upper bound is hidden until BETWEEN is chosen");
        assertFalse(browser.byId("toSeg-1").isDisplayed(), "the upper-bound segments too");
        browser.type("table", "Audit");
        browser.type("pk", "PK");
        browser.type("pkValue", "ACTOR#u_8814");
        browser.type("sk", "SK");
        browser.choose("op", "between");
        browser.await("the upper-bound inputs to show", () -> browser.byId("to").isDisplayed());
        assertTrue(browser.byId("toSeg-1").isDisplayed(), "upper-bound segments show with BETWEEN");
        assertTrue(browser.byId("edit-copy-lower").isDisplayed(), "copy lower bound shows with BETWEEN");
        browser.type("value", "EVT#2026-06-23T00:00:00Z");
        browser.type("to", "EVT#2026-06-23T23:59:59Z");
        browser.choose("order", "desc");
        browser.type("limit", "5");
        paste("samples", String.join("\n", AuditLog.SAMPLE_KEYS));

        browser.awaitExpression("#pk = :pk AND #sk BETWEEN :skFrom AND :skTo");
        browser.await(
                "the limit to reach the output",
                () -> browser.text("out-request").contains("\"Limit\" : 5"));
        browser.await("both warnings", () -> browser.all(".warnings .warning").size() == 2);
        browser.await("the slice view", () -> browser.all(".slice li").size() == AuditLog.SAMPLE_KEYS.size());
        browser.awaitIdle();
        assertTrue(browser.markerPresent(), "no page load while building");

        String request = browser.text("out-request");
        assertTrue(request.contains("\"ScanIndexForward\" : false"), request);
        assertEquals(
                List.of("timestamp-bound", "prefix-upper-bound"),
                browser.all(".warnings .warning").stream()
                        .map(w -> w.getDomAttribute("data-code"))
                        .toList());
        // Newest first, a page of 5: the read order is reversed and stops at the upper bound.
        assertEquals(
                List.of(
                        "EVT#2026-06-23T23:59:59Z",
                        "EVT#2026-06-23T23:59:59.500Z",
                        "EVT#2026-06-23T10:15:00Z#2",
                        "EVT#2026-06-23T10:15:00Z",
                        "EVT#2026-06-23T00:00:00Z"),
                browser.texts(".slice li.match code"));
        assertEquals(
                fixture.base() + "/?" + "v=1&"
                        + BrowserFixture.AUDIT_WINDOW.replace("%2F", "/").replace("%3A", ":"),
                browser.driver().getCurrentUrl(),
                "the pushed permalink");

        // The fix for the whole-second lower bound: one click loads the corrected state, in place (what is typed
        // stays).
        WebElement fix = browser.driver().findElement(By.cssSelector(".warning[data-code=timestamp-bound] button.fix"));
        String unfixed = browser.driver().getCurrentUrl();
        // The summary stays stuck at the top of the result column while the form is edited: the button is scrolled to
        // the middle of the screen first, as a person brings it out from under the summary.
        browser.js("arguments[0].scrollIntoView({block: 'center'});", fix);
        fix.click();
        browser.await(
                "the fixed state to load",
                () -> !browser.driver().getCurrentUrl().equals(unfixed)
                        && browser.driver().getCurrentUrl().contains("value=EVT%232026-06-23T00:00:00&"));
        browser.awaitIdle();
        assertTrue(browser.markerPresent(), "the fix updates the page in place, without a page load");
        assertEquals("EVT#2026-06-23T00:00:00", browser.value("value"), "the corrected lower bound");
        assertEquals("EVT#2026-06-23T23:59:59Z", browser.value("to"));
        assertEquals("desc", browser.chosen("order"));
        assertEquals("5", browser.value("limit"));
        assertTrue(browser.byId("to").isDisplayed(), "still BETWEEN");
        List<String> afterFirstFix = browser.all(".warnings .warning").stream()
                .map(w -> w.getDomAttribute("data-code"))
                .toList();
        List<String> afterFirstFixText = browser.texts(".warnings .warning");
        // The fractional key of the first second is inside the condition now (newest first, it is the 6th: past Limit
        // 5).
        List<String> beyond = browser.texts(".slice li.beyond code");
        assertEquals(List.of("EVT#2026-06-23T00:00:00.250Z"), beyond, "keys in the condition but past the Limit");

        // And the second fix: the upper bound that covers keys extending the last second.
        WebElement upperFix =
                browser.driver().findElement(By.cssSelector(".warning[data-code=prefix-upper-bound] button.fix"));
        browser.js("arguments[0].scrollIntoView({block: 'center'});", upperFix);
        upperFix.click();
        browser.await("the second fix", () -> "EVT#2026-06-23T23:59:59Z\uDBFF\uDFFF".equals(browser.value("to")));
        assertEquals("EVT#2026-06-23T00:00:00", browser.value("value"), "the first fix is kept");

        // A fix must not lead to a warning whose advice undoes it (the lower bound without "Z" is the advice).
        assertEquals(
                List.of("prefix-upper-bound"),
                afterFirstFix,
                "warnings after the timestamp-bound fix: " + afterFirstFixText);
        assertTrue(
                browser.all(".warnings .warning").isEmpty(),
                "no warnings left after both fixes: " + browser.texts(".warnings .warning"));
    }
}
