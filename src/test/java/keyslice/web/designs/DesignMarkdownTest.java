package keyslice.web.designs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The Markdown's cells: one line each, whatever the design's text holds. */
class DesignMarkdownTest {

    @Test
    void textEscapesWhatCouldStartMarkupOrEndTheCell() {
        assertEquals(
                "a \\| b<br>c<br>d \\`x\\` \\*y\\* \\_z\\_ \\[l\\](u) \\<b\\> \\\\",
                DesignMarkdown.text("a | b\r\nc\nd `x` *y* _z_ [l](u) <b> \\"));
    }

    @Test
    void aCodeSpanTakesALongerFenceThanItsBackticksAndEscapesPipes() {
        assertEquals("`#pk = :pk`", DesignMarkdown.code("#pk = :pk"));
        assertEquals("``a`b``", DesignMarkdown.code("a`b"));
        assertEquals("``` ``x`` ```", DesignMarkdown.code("``x``"));
        assertEquals("`a \\| b c`", DesignMarkdown.code("a | b\nc"));
    }
}
