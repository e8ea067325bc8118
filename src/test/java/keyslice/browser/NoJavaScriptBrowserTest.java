package keyslice.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.Keys;

/**
 * The form with JavaScript switched off in Chromium (content setting): Enter and the Build button submit
 * a plain GET and the whole page comes back with the result; a segment-editor button answers 303 to the
 * permalink of the edited state.
 */
@Tag("browser")
class NoJavaScriptBrowserTest {

    @RegisterExtension
    static final BrowserFixture fixture = BrowserFixture.withoutJavaScript();

    private static final BrowserSession browser = fixture.browser();

    private static String url() {
        return browser.driver().getCurrentUrl();
    }

    /** Fills a field by typing; with no script on the page nothing reacts until the form is submitted. */
    private static void fill(String id, String text) {
        browser.byId(id).clear();
        browser.byId(id).sendKeys(text);
    }

    private static List<String> rows() {
        return browser.all("input[name=seg]").stream()
                .map(e -> e.getDomProperty("value"))
                .toList();
    }

    @Test
    void javascriptIsReallyOff() {
        browser.open("/");
        // htmx would have run (and set window.htmx); with scripts blocked the page is plain HTML. WebDriver's
        // own scripts may still run (they are not page scripts); if they do, they see no htmx.
        Object htmx;
        try {
            htmx = browser.js("return typeof window.htmx;");
        } catch (org.openqa.selenium.WebDriverException e) {
            htmx = "undefined";
        }
        assertEquals("undefined", htmx, "htmx must not have run");
        assertTrue(browser.all("#out-expression").isEmpty());
        fill("pk", "PK");
        fill("pkValue", "DRIVE#a91");
        assertEquals(browser.base() + "/", url(), "typing alone does nothing without JavaScript");
        assertTrue(browser.all("#out-expression").isEmpty(), "no live update without JavaScript");
    }

    @Test
    void enterSubmitsTheFormAndTheWholePageAnswers() {
        browser.open("/");
        fill("pk", "PK");
        fill("pkValue", "DRIVE#a91");
        fill("sk", "SK");
        browser.openSegmentBuilder(); // a native <details>: it opens without JavaScript
        fill("delim", "/");
        fill("seg-1", "root");
        fill("seg-2", "photos");
        browser.byId("trail").click();
        browser.byId("seg-2").sendKeys(Keys.ENTER);

        browser.await("the result page", () -> !browser.all("#out-expression").isEmpty());
        // A plain GET of the form: every field is in the query, not the canonical permalink htmx would push.
        assertTrue(url().contains("pk=PK") && url().contains("pkValue=DRIVE%23a91") && url().contains("index="), url());
        assertFalse(url().contains("edit="), "Enter uses the default Build button, not a segment button: " + url());
        assertEquals("#pk = :pk AND begins_with(#sk, :sk)", browser.text("out-expression"));
        assertTrue(browser.text("out-values").contains("\"S\" : \"root/photos/\""), browser.text("out-values"));
        assertEquals(List.of("root", "photos", ""), rows(), "the form comes back filled in");
        assertTrue(browser.checked("trail"));
    }

    @Test
    void theBuildButtonSubmitsTheForm() {
        browser.open("/");
        fill("table", "Audit");
        fill("pk", "PK");
        fill("pkValue", "ACTOR#u_8814");
        browser.choose("order", "desc");
        fill("limit", "5");
        browser.clickAndAwaitNewPage(browser.byId("build"));

        browser.await("the result page", () -> !browser.all("#out-expression").isEmpty());
        assertEquals("#pk = :pk", browser.text("out-expression"));
        String request = browser.text("out-request");
        assertTrue(request.contains("\"ScanIndexForward\" : false") && request.contains("\"Limit\" : 5"), request);
        assertEquals("desc", browser.chosen("order"));
        assertTrue(url().contains("order=desc"), url());
    }

    @Test
    void aFormWithAnErrorComesBackWithTheErrorNextToTheField() {
        browser.open("/");
        fill("pk", "PK");
        fill("pkValue", "DRIVE#a91");
        fill("limit", "zero");
        browser.clickAndAwaitNewPage(browser.byId("build"));
        browser.await("the result page", () -> url().contains("limit=zero"));
        assertEquals("zero", browser.value("limit"), "the input is kept");
        assertEquals("true", browser.byId("limit").getDomAttribute("aria-invalid"));
        assertFalse(browser.texts("#err-limit li").isEmpty(), "an error next to the limit field");
    }

    @Test
    void segmentEditorButtonsRedirectToThePermalink() {
        browser.open(BrowserFixture.FILE_TREE_PERMALINK);
        assertEquals(List.of("root", "photos", ""), rows());

        browser.clickAndAwaitNewPage(browser.byId("edit-seg-remove-1"));
        browser.await(
                "the edited state",
                () -> rows().equals(List.of("photos", "")) || rows().equals(List.of("photos", "", "")));
        // The 303 lands on the canonical permalink of the edited state (no edit= left in the address).
        assertTrue(url().startsWith(browser.base() + "/?v=1&"), url());
        assertFalse(url().contains("edit="), url());
        assertTrue(url().contains("seg=photos") && !url().contains("seg=root"), url());
        assertEquals(url(), browser.base() + browser.byId("permalink").getDomAttribute("href"));
        assertTrue(browser.text("out-values").contains("\"S\" : \"photos/\""), browser.text("out-values"));

        fill("seg-2", "2026");
        browser.clickAndAwaitNewPage(browser.byId("edit-seg-up-2"));
        browser.await(
                "the row moved up",
                () -> rows().size() > 1
                        && rows().get(0).equals("2026")
                        && rows().get(1).equals("photos"));
        assertTrue(url().contains("seg=2026&seg=photos"), url());
    }

    @Test
    void addSegmentAddsARowWithoutJavaScript() {
        browser.open(BrowserFixture.FILE_TREE_PERMALINK);
        List<String> before = rows();
        assertEquals(List.of("root", "photos", ""), before);

        browser.clickAndAwaitNewPage(browser.byId("edit-seg-add"));
        assertFalse(url().contains("edit="), url());
        assertEquals(
                before.size() + 1,
                rows().size(),
                "\"Add segment\" must add a row; the 303 goes to the permalink, which drops trailing blank segments, so rows are "
                        + rows() + " at " + url());
    }

    @Test
    void thePermalinkOfASubmittedFormIsTheCanonicalOne() {
        String canonical = BrowserFixture.FILE_TREE_PERMALINK;
        browser.open(canonical);
        assertEquals(canonical, browser.byId("permalink").getDomAttribute("href"));
        // Submitting the same state unchanged: browsers send textarea newlines as CRLF (HTML form encoding).
        browser.clickAndAwaitNewPage(browser.byId("build"));
        assertTrue(browser.driver().getCurrentUrl().contains("%0D%0A"), "the browser sent CRLF newlines");
        assertEquals(
                canonical, browser.byId("permalink").getDomAttribute("href"), "equal states give equal permalinks");

        // A segment edit redirects to the permalink of the edited state: the same samples, so the same %0A newlines.
        browser.clickAndAwaitNewPage(browser.byId("edit-seg-down-1"));
        assertEquals(List.of("photos", "root", ""), rows());
        assertEquals(
                browser.base() + canonical.replace("seg=root&seg=photos", "seg=photos&seg=root"),
                browser.driver().getCurrentUrl(),
                "the 303 after an edit must go to the canonical permalink (samples newlines as %0A, not %0D%0A)");
    }

    @Test
    void theFiltersAddButtonAppendsTheConditionAndAnswersTheEditedPermalink() {
        browser.open("/?v=1&pk=PK&pkValue=T%231&sk=SK&value=ORD%23");
        browser.byId("query-options")
                .findElement(org.openqa.selenium.By.tagName("summary"))
                .click(); // a native <details>
        fill("filterAttr", "status");
        browser.choose("filterOp", "<>");
        fill("filterValue", "shut");
        browser.byId("edit-filter-add").click();
        browser.await("the edited page", () -> url().contains("filter="));
        assertFalse(url().contains("edit="), "303 to the permalink of the edited state: " + url());
        assertEquals("status <> \"shut\"", browser.value("filter"));
        assertEquals("#f1 <> :f1", browser.text("out-filter"));
    }
}
