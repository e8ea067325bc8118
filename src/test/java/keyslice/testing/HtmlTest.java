package keyslice.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The HTML helpers the page tests rely on must fail when the markup is wrong, not only pass when it is right. */
class HtmlTest {

    private static final String FIELDS = "<div class=\"field\"><label for=\"a\">A</label>"
            + "<input id=\"a\" name=\"a\" aria-describedby=\"hint err-a\"><span id=\"hint\">x</span>"
            + "<div class=\"errors\" id=\"err-a\"><ul><li>bad &amp; wrong</li></ul></div></div>"
            + "<div class=\"field\"><input name=\"b\" aria-describedby=\"err-b\"><div class=\"errors\" id=\"err-b\">\n</div></div>";

    @Test
    void fieldErrorsFollowAriaDescribedbyToTheSlotNextToTheInput() {
        assertEquals(List.of("bad & wrong"), Html.fieldErrors(FIELDS, "a"));
        assertEquals(List.of(), Html.fieldErrors(FIELDS, "b"), "an empty slot shows no error");
        assertEquals(java.util.Map.of("err-a", List.of("bad & wrong")), Html.shownErrors(FIELDS));
    }

    @Test
    void fieldErrorsRejectASlotAwayFromItsInputOrNotBoundToIt() {
        String far = "<div class=\"field\"><input name=\"a\" aria-describedby=\"err-a\"></div>"
                + "<div class=\"errors\" id=\"err-a\"><ul><li>x</li></ul></div>";
        assertThrows(AssertionError.class, () -> Html.fieldErrors(far, "a"));
        String unbound = "<div class=\"field\"><input name=\"a\"><div class=\"errors\" id=\"err-a\"></div></div>";
        assertThrows(AssertionError.class, () -> Html.fieldErrors(unbound, "a"));
    }

    @Test
    void inlineScriptsAreCaught() {
        Html.assertNoInlineScript("<script src=\"/static/js/app.js\" defer></script>");
        assertThrows(
                AssertionError.class,
                () -> Html.assertNoInlineScript("<script src=\"/x.js\"></script><script>alert(1)</script>"));
        assertThrows(AssertionError.class, () -> Html.assertNoInlineScript("<SCRIPT>alert(1)</SCRIPT>"));
    }

    @Test
    void idsMustBeUnique() {
        assertThrows(AssertionError.class, () -> Html.byId("<p id=\"x\"></p><p id=\"x\"></p>", "x"));
        assertEquals("<b>t</b>", Html.rawInner("<div id=\"x\"><b>t</b></div>", "x"));
        assertEquals(
                "<div id=\"y\">in</div>",
                Html.rawInner("<div id=\"x\"><div id=\"y\">in</div></div><div>after</div>", "x"),
                "nested elements are matched with their own end tag");
    }

    @Test
    void textareaIsSubmittedAsBrowsersDo() {
        assertEquals("a\r\nb", Html.textareaValue("\na\nb"), "leading newline dropped, CRLF line breaks");
        assertEquals("x<y", Html.textareaValue("x&lt;y"));
    }

    @Test
    void elementsAreFoundByTheParserButReadAsSent() {
        String html =
                "<div id=\"x\" title='a > b'>\r\n<p>one &amp; <b>two</b></div><textarea id=\"t\">\n</textarea> x</textarea>";
        Html.Element div = Html.byId(html, "x");
        assertEquals("a > b", div.attr("title"), "a single-quoted value may hold a >");
        assertEquals("<div id=\"x\" title='a > b'>", div.startTag());
        assertEquals("\r\n<p>one &amp; <b>two</b>", div.inner(), "the bytes as sent, the implied </p> included");
        assertEquals("\r\none & two", div.text(), "text unescaped, whitespace kept");
        assertEquals("\n", Html.rawInner(html, "t"), "a textarea ends at its first end tag");
    }

    @Test
    void formSubmissionSendsWhatABrowserSends() {
        String html = "<form><input name=\"a\" value=\"1 &amp; 2\"><input type=\"checkbox\" name=\"c\">"
                + "<input type=\"checkbox\" name=\"d\" checked><input name=\"off\" disabled value=\"x\">"
                + "<button name=\"edit\" value=\"seg-add\">+</button>"
                + "<select name=\"s\"><option value=\"p\">P</option><option selected>  Q  </option></select>"
                + "<textarea name=\"t\">\nl1\nl2</textarea></form><input name=\"outside\">";
        assertEquals(
                "a=1%20%26%202&d=on&s=Q&t=l1%0D%0Al2", Html.formSubmission(html).toString());
    }
}
