package keyslice.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The fuzz test's XSS judgement reads attributes as a browser does: escaped markup in a value is text. */
class FuzzJudgementTest {

    @ParameterizedTest
    @ValueSource(
            strings = {
                "<img src=x onerror=alert(1)>",
                "<a href=\"/\" onclick=\"go()\">x</a>",
                "<div\tONMOUSEOVER='x'>",
                "<svg/onload=alert(1)>",
                "<option value=\"a&#34;\" onfocus=x>"
            })
    void realHandlersAreFound(String html) {
        assertEquals(html.substring(0, html.indexOf('>') + 1), FuzzTest.eventHandler("<p>before</p>" + html));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "<option value=\"N&#34;\t3E&lt;img src=x onerror=alert(1)&gt;\">",
                "<input value='x onerror=y'>",
                "<p>text onclick=x</p>",
                "<a href=\"/?on=1\">on=</a>"
            })
    void handlerTextInsideValuesIsInert(String html) {
        assertNull(FuzzTest.eventHandler(html));
    }
}
