package keyslice.web.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * A refused Run fills the page it answers with from the builder page it came from, and only from keyslice's own: any
 * site can send a Referer, and its state would then be shown as if the person had typed it.
 */
class RefererStateTest {

    private static final String ORIGIN = "http://127.0.0.1:7070";

    @Test
    void theBuildersOwnPageGivesItsState() {
        assertEquals("pk=PK&pkValue=a", PanelAnswers.refererState(ORIGIN + "/?pk=PK&pkValue=a", ORIGIN));
        assertEquals(
                "pk=PK", PanelAnswers.refererState("HTTP://127.0.0.1:7070/?pk=PK", ORIGIN), "the scheme is case-free");
    }

    @Test
    void anotherSitesPageGivesNothing() {
        assertEquals("", PanelAnswers.refererState("https://evil.example/?pk=PK&pkValue=a", ORIGIN));
        assertEquals(
                "",
                PanelAnswers.refererState("http://127.0.0.1:7071/?pk=PK", ORIGIN),
                "another port is another origin");
        assertEquals("", PanelAnswers.refererState("http://user@127.0.0.1:7070/?pk=PK", ORIGIN));
        assertEquals("", PanelAnswers.refererState("/?pk=PK", ORIGIN), "a relative Referer names no origin");
    }

    @Test
    void otherPagesAndMalformedReferersGiveNothing() {
        assertEquals("", PanelAnswers.refererState(ORIGIN + "/embed?pk=PK", ORIGIN));
        assertEquals("", PanelAnswers.refererState(ORIGIN + "/", ORIGIN));
        assertEquals("", PanelAnswers.refererState("http://[::1", ORIGIN));
        assertEquals("", PanelAnswers.refererState(null, ORIGIN));
    }
}
