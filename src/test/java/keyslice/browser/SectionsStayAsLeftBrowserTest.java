package keyslice.browser;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The builder's sections stay as the person left them: a section the state uses opens, but one the person opened or
 * closed keeps that choice across in-place edits and live updates for the page's life; the form's defaults
 * ({@code pk2Type=S}, {@code op2=begins_with}, sent with every edit) are not a use of "Multi-attribute index key".
 */
@Tag("browser")
class SectionsStayAsLeftBrowserTest {

    @RegisterExtension
    static final BrowserFixture fixture = BrowserFixture.withJavaScript();

    private static final BrowserSession browser = fixture.browser();

    /** Whether the section (a CSS selector) is open. */
    private static boolean isOpen(String section) {
        return Boolean.TRUE.equals(browser.js("return document.querySelector(arguments[0]).open;", section));
    }

    /** Opens or closes a section as a person does, by clicking its summary. */
    private static void toggle(String section) {
        boolean was = isOpen(section);
        browser.js("document.querySelector(arguments[0] + ' > summary').scrollIntoView({block: 'center'});", section);
        browser.driver()
                .findElement(org.openqa.selenium.By.cssSelector(section + " > summary"))
                .click();
        browser.await(section + " to toggle", () -> isOpen(section) != was);
    }

    /** Clicks an edit button and waits for the form it swaps in. */
    private static void edit(String id) {
        browser.js(
                "window.__ksOldApp = document.getElementById('app');"
                        + "document.getElementById(arguments[0]).scrollIntoView({block: 'center'});",
                id);
        browser.byId(id).click();
        browser.await(
                id + " to replace the form",
                () -> Boolean.TRUE.equals(browser.js("return document.getElementById('app') !== window.__ksOldApp;")));
        browser.awaitIdle();
    }

    @Test
    void theFormsDefaultsDoNotOpenMultiAttributeKeyOnAnEdit() {
        browser.openSettled(BrowserFixture.FILE_TREE_PERMALINK);
        assertFalse(isOpen("#multi-attribute"));
        edit("edit-seg-add");
        edit("edit-seg-add");
        assertFalse(isOpen("#multi-attribute"), "the edits sent pk2Type=S and op2=begins_with, which are not a use");
        assertFalse(isOpen("#query-options"));
    }

    @Test
    void sectionsOpenedByHandStayOpenAcrossEdits() {
        browser.openSettled("/?" + BrowserFixture.AUDIT_WINDOW);
        assertFalse(isOpen("#segment-builder"));
        toggle("#segment-builder");
        toggle("#multi-attribute");
        edit("fix-all");
        assertTrue(isOpen("#segment-builder"), "Build from segments, opened by hand");
        assertTrue(isOpen("#multi-attribute"), "Multi-attribute index key, opened by hand");
        edit("edit-seg-add");
        assertTrue(isOpen("#multi-attribute"), "Multi-attribute index key, opened by hand");
    }

    @Test
    void aSectionTheStateUsesStaysClosedOnceThePersonClosedIt() {
        browser.openSettled(BrowserFixture.FILE_TREE_PERMALINK + "&filter="
                + java.net.URLEncoder.encode("size > 0", java.nio.charset.StandardCharsets.UTF_8)
                        .replace("+", "%20"));
        assertTrue(isOpen("#query-options"), "the state uses the filter");
        toggle("#query-options");
        edit("edit-seg-add");
        assertFalse(isOpen("#query-options"), "the person closed it");
        assertTrue(isOpen("#segment-builder"), "the state uses segments");
        toggle("#query-options");
        edit("edit-seg-add");
        assertTrue(isOpen("#query-options"), "opened again by hand");
    }

    @Test
    void theEmbedSectionStaysOpenAcrossLiveUpdates() {
        browser.openSettled(BrowserFixture.FILE_TREE_PERMALINK);
        toggle(".share-details");
        browser.type("limit", "7");
        browser.await("the live update", () -> browser.text("out-request").contains("\"Limit\" : 7"));
        browser.awaitIdle();
        assertTrue(isOpen(".share-details"), "Embed code and Markdown, opened by hand");
    }
}
