package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.elementText;
import static keyslice.web.RunPanelFixtures.http;
import static keyslice.web.RunPanelFixtures.loadDemoData;
import static keyslice.web.RunPanelFixtures.pageNumber;
import static keyslice.web.RunPanelFixtures.press;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import keyslice.testing.Answer;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The run panel's pages: forward, back and to the first page of the Query that ran, and a forged trail refused.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
@Tag("engine")
class RunPanelPagingTest {
    @RegisterExtension
    static final RunningApp app = RunPanelFixtures.app;

    @BeforeAll
    static void demoData() {
        loadDemoData();
    }

    @Test
    void pagingGoesForwardBackAndToTheFirstPageOfTheQueryThatRan() {
        String run = PreviewApiFixtures.FILE_TREE + "&limit=1";
        String first = http.run(run, true).body();
        assertEquals(List.of("root/photos/"), PreviewApiFixtures.column(first, "SK"));
        assertEquals("Page 1", pageNumber(first));
        assertNotNull(byId(first, "first-page").attr("disabled"), "no First on the first page");
        assertNotNull(byId(first, "previous-page").attr("disabled"), "no Previous on the first page");

        String second = http.run(press(first, "next-page"), true).body();
        assertEquals(List.of("root/photos/2026/"), PreviewApiFixtures.column(second, "SK"));
        assertEquals("Page 2", pageNumber(second));
        String third = http.run(press(second, "next-page"), true).body();
        assertEquals(List.of("root/photos/2026/beach.jpg"), PreviewApiFixtures.column(third, "SK"));
        assertEquals("Page 3", pageNumber(third));

        String back = http.run(press(third, "previous-page"), true).body();
        assertEquals(
                List.of("root/photos/2026/"), PreviewApiFixtures.column(back, "SK"), "Previous shows page 2 again");
        assertEquals("Page 2", pageNumber(back));
        String backAgain = http.run(press(back, "previous-page"), true).body();
        assertEquals(List.of("root/photos/"), PreviewApiFixtures.column(backAgain, "SK"));
        assertEquals("Page 1", pageNumber(backAgain));
        String start = http.run(press(third, "first-page"), true).body();
        assertEquals(List.of("root/photos/"), PreviewApiFixtures.column(start, "SK"), "First from page 3");
        assertEquals("Page 1", pageNumber(start));

        // The page buttons post the state that ran, whatever the form holds meanwhile; without JavaScript too.
        assertEquals("/run", byId(first, "paging").attr("action"));
        assertEquals("post", byId(first, "paging").attr("method"));
        String plain = http.run(press(third, "previous-page"), false).body();
        assertTrue(plain.contains("<html"), "the whole page without JavaScript");
        assertEquals(List.of("root/photos/2026/"), PreviewApiFixtures.column(plain, "SK"));
        assertEquals(
                "DRIVE#a91",
                keyslice.testing.Html.inputAttributes(plain, "pkValue").get("value"));
    }

    @Test
    void aForgedTrailIsRefusedInThePanelNamingTheParameter() {
        String first = http.run(PreviewApiFixtures.FILE_TREE + "&limit=1", true).body();
        String second = http.run(press(first, "next-page"), true).body();
        String previous = press(second, "previous-page");
        assertTrue(previous.contains("&page=2&pageKey=") && previous.endsWith("&nav=previous"), previous);
        for (String[] forged : List.of(
                new String[] {"page=2", "page=abc", "page"},
                new String[] {"pageKey=", "pageKey=not-a-token%21&ignored=", "pageKey"},
                new String[] {"nav=previous", "nav=last", "nav"})) {
            Answer response = http.run(previous.replace(forged[0], forged[1]), true);
            assertEquals(200, response.status(), "a bad page parameter is said in the panel, as a bad startKey is");
            String reason = elementText(response.body(), "pre", "engine-error");
            assertTrue(
                    reason.startsWith(forged[2] + ":") || reason.startsWith(forged[2] + " "),
                    forged[1] + ": " + reason);
            assertTrue(reason.endsWith("Run the query again from the first page."), reason);
        }
    }
}
