package keyslice.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The segment editor with JavaScript: each button sends the form with {@code edit=...} through htmx, the
 * server answers with the new form and output, and the address becomes the new permalink.
 */
@Tag("browser")
class SegmentEditorBrowserTest {

    @RegisterExtension
    static final BrowserFixture fixture = BrowserFixture.withJavaScript();

    private static final BrowserSession browser = fixture.browser();

    /** The values of the lower-bound segment rows, top to bottom. */
    private static List<String> rows() {
        return browser.all("input[name=seg]").stream()
                .map(e -> e.getDomProperty("value"))
                .toList();
    }

    private static String url() {
        return browser.driver().getCurrentUrl();
    }

    private static void awaitRows(List<String> expected) {
        browser.await("segment rows " + expected, () -> rows().equals(expected));
        browser.awaitIdle();
    }

    /** After an edit the address is the permalink of the new state (as the page's own permalink link says). */
    private static void assertUrlIsPermalink(String mustContain) {
        browser.await("the address to carry " + mustContain, () -> url().contains(mustContain));
        assertEquals(fixture.base() + browser.byId("permalink").getDomAttribute("href"), url());
    }

    @Test
    void addMoveRemovePadAndNormaliseRows() {
        browser.open(BrowserFixture.FILE_TREE_PERMALINK);
        browser.awaitHtmx();
        browser.setMarker();
        awaitRows(List.of("root", "photos", ""));

        // Add a row.
        browser.byId("edit-seg-add").click();
        awaitRows(List.of("root", "photos", "", ""));
        assertUrlIsPermalink("seg=root&seg=photos");

        // Type into a row and move it up (the click comes right after typing, as people do).
        browser.type("seg-3", "2026");
        browser.byId("edit-seg-up-3").click();
        awaitRows(List.of("root", "2026", "photos", ""));
        assertUrlIsPermalink("seg=root&seg=2026&seg=photos&");
        browser.await("the output to follow", () -> browser.text("out-values").contains("\"root/2026/photos/\""));

        // Move it back down.
        browser.byId("edit-seg-down-2").click();
        awaitRows(List.of("root", "photos", "2026", ""));
        assertUrlIsPermalink("seg=root&seg=photos&seg=2026&");

        // Remove a row.
        browser.byId("edit-seg-remove-3").click();
        awaitRows(List.of("root", "photos", ""));
        assertUrlIsPermalink("seg=root&seg=photos&");
        browser.await("the output to follow", () -> browser.text("out-values").contains("\"root/photos/\""));

        // Zero-pad a number to the pad width.
        browser.type("seg-3", "7");
        browser.type("padWidth", "3");
        browser.byId("edit-seg-pad-3").click();
        awaitRows(List.of("root", "photos", "007", ""));
        assertUrlIsPermalink("seg=root&seg=photos&seg=007&");
        browser.await(
                "the padded value in the output",
                () -> browser.text("out-values").contains("\"root/photos/007/\""));

        // ISO-8601 UTC normaliser.
        browser.type("seg-3", "2026-06-23 10:15");
        browser.byId("edit-seg-iso-3").click();
        awaitRows(List.of("root", "photos", "2026-06-23T10:15:00Z", ""));
        assertUrlIsPermalink("seg=root&seg=photos&seg=2026-06-23T10:15:00Z&");
        browser.await(
                "the timestamp in the output",
                () -> browser.text("out-values").contains("\"root/photos/2026-06-23T10:15:00Z/\""));

        assertTrue(browser.markerPresent(), "every edit was an htmx swap, not a page load");
        browser.awaitIdle();
        // The state survives a reload: the address really is the whole state.
        browser.driver().navigate().refresh();
        browser.awaitHtmx();
        assertEquals(List.of("root", "photos", "2026-06-23T10:15:00Z", ""), rows());
    }

    @Test
    void copyLowerBoundFillsTheUpperSegments() {
        browser.open("/?" + BrowserFixture.BETWEEN_SEGMENTS);
        browser.awaitHtmx();
        browser.byId("edit-copy-lower").click();
        browser.await(
                "the upper segments to be the lower ones",
                () -> browser.all("input[name=toSeg]").stream()
                        .map(e -> e.getDomProperty("value"))
                        .toList()
                        .equals(List.of("EVT", "2026-06-23", "")));
        assertUrlIsPermalink("toSeg=EVT&toSeg=2026-06-23");
    }
}
