package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.elements;
import static keyslice.testing.Html.enclosing;
import static keyslice.web.WebTestHttp.assertMediaType;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keyslice.testing.Answer;
import keyslice.testing.Html;
import keyslice.testing.Html.Element;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;

/**
 * The builder page's test helpers: one app (started once for all the classes that register it, as for the one class
 * they were), the page of a state, its links, and the inputs it should show.
 */
final class BuilderPageFixtures {

    private BuilderPageFixtures() {}

    static final String XSS = "\"><script>alert(1)</script>";

    /** Parameters that are text inputs on the page (segments aside). */
    static final List<String> TEXT_INPUTS =
            List.of("table", "index", "pk", "pkValue", "sk", "value", "to", "delim", "limit");

    static final List<String> SELECTS = List.of("pkType", "skType", "op", "order", "names");

    static final RunningApp app = RunningApp.defaults().sharedByItsClasses();

    static final WebTestHttp http = new WebTestHttp(app);

    static String html(Query query) {
        Answer response = http.page(query).assertStatus(200);
        assertMediaType("text/html", "utf-8", response.contentType());
        return response.body();
    }

    static List<String> exampleHrefs(String html) {
        Element list = elementWithClass(html, "ul", "examples");
        return elements(html, "a").stream()
                .filter(a -> list.contains(a.start()) && a.attr("href") != null)
                .map(a -> a.attr("href"))
                .toList();
    }

    static String permalinkHref(String html) {
        Element link = byId(html, "permalink");
        assertEquals("a", link.tag(), "the permalink is a link");
        assertTrue(link.hasClass("permalink"), link.startTag());
        return link.attr("href");
    }

    /**
     * The segment editor is shown, not tucked away: every segment input (lower and upper bound) sits in a
     * {@code .seg-row} item inside the {@code .segments} block, and no closed {@code <details>} hides it.
     */
    static void assertSegmentInputsShown(String html) {
        for (String name : List.of("seg", "toSeg")) {
            List<Element> inputs = Html.controls(html, name);
            assertTrue(inputs.size() >= 1, name + " rows");
            for (Element input : inputs) {
                assertTrue(
                        enclosing(html, input.start(), "li").stream().anyMatch(li -> li.hasClass("seg-row")),
                        () -> input.startTag() + " sits in a .seg-row");
                assertTrue(
                        enclosing(html, input.start(), "div").stream().anyMatch(div -> div.hasClass("segments")),
                        () -> input.startTag() + " sits in the .segments block");
                assertTrue(
                        enclosing(html, input.start(), "details").stream()
                                .allMatch(d -> d.attrs().containsKey("open")),
                        () -> input.startTag() + " is not hidden in a closed <details>");
            }
        }
    }

    /** The one element with that tag and CSS class. */
    static Element elementWithClass(String html, String tag, String cssClass) {
        List<Element> found = Html.elements(html, tag, cssClass);
        assertEquals(1, found.size(), () -> "one <" + tag + " class=" + cssClass + ">: " + found);
        return found.get(0);
    }

    // --- errors ------------------------------------------------------------------------------------------

    static Query manyErrors() {
        return Query.of(
                "table", XSS, "index", "x", "pk", "PK", "pkValue", "", "sk", "SK", "op", "between", "value", "~", "to",
                XSS, "limit", "abc");
    }
}
