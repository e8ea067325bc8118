package keyslice.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The loose HTML helpers the page tests rely on must fail when the markup is wrong, not only pass when it is right. */
class WebTestHttpTest {

    private static final String FIELDS = "<div class=\"field\"><label for=\"a\">A</label>"
            + "<input id=\"a\" name=\"a\" aria-describedby=\"hint err-a\"><span id=\"hint\">x</span>"
            + "<div class=\"errors\" id=\"err-a\"><ul><li>bad &amp; wrong</li></ul></div></div>"
            + "<div class=\"field\"><input name=\"b\" aria-describedby=\"err-b\"><div class=\"errors\" id=\"err-b\">\n</div></div>";

    @Test
    void fieldErrorsFollowAriaDescribedbyToTheSlotNextToTheInput() {
        assertEquals(List.of("bad & wrong"), WebTestHttp.fieldErrors(FIELDS, "a"));
        assertEquals(List.of(), WebTestHttp.fieldErrors(FIELDS, "b"), "an empty slot shows no error");
        assertEquals(java.util.Map.of("err-a", List.of("bad & wrong")), WebTestHttp.shownErrors(FIELDS));
    }

    @Test
    void fieldErrorsRejectASlotAwayFromItsInputOrNotBoundToIt() {
        String far = "<div class=\"field\"><input name=\"a\" aria-describedby=\"err-a\"></div>"
                + "<div class=\"errors\" id=\"err-a\"><ul><li>x</li></ul></div>";
        assertThrows(AssertionError.class, () -> WebTestHttp.fieldErrors(far, "a"));
        String unbound = "<div class=\"field\"><input name=\"a\"><div class=\"errors\" id=\"err-a\"></div></div>";
        assertThrows(AssertionError.class, () -> WebTestHttp.fieldErrors(unbound, "a"));
    }

    @Test
    void inlineScriptsAreCaught() {
        WebTestHttp.assertNoInlineScript("<script src=\"/static/js/app.js\" defer></script>");
        assertThrows(AssertionError.class,
                () -> WebTestHttp.assertNoInlineScript("<script src=\"/x.js\"></script><script>alert(1)</script>"));
        assertThrows(AssertionError.class, () -> WebTestHttp.assertNoInlineScript("<SCRIPT>alert(1)</SCRIPT>"));
    }

    @Test
    void idsMustBeUnique() {
        assertThrows(AssertionError.class, () -> WebTestHttp.byId("<p id=\"x\"></p><p id=\"x\"></p>", "x"));
        assertEquals("<b>t</b>", WebTestHttp.rawInner("<div id=\"x\"><b>t</b></div>", "x"));
        assertEquals("<div id=\"y\">in</div>", WebTestHttp.rawInner("<div id=\"x\"><div id=\"y\">in</div></div><div>after</div>", "x"),
                "nested elements are matched with their own end tag");
    }

    @Test
    void textareaIsSubmittedAsBrowsersDo() {
        assertEquals("a\r\nb", WebTestHttp.textareaValue("\na\nb"), "leading newline dropped, CRLF line breaks");
        assertEquals("x<y", WebTestHttp.textareaValue("x&lt;y"));
    }
}
