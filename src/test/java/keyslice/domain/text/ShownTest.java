package keyslice.domain.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class ShownTest {

    @Test
    void shortTextIsShownAsItIs() {
        assertEquals("DRIVE#a91", Shown.text("DRIVE#a91"));
        assertEquals("\"DRIVE#a91\"", Shown.quoted("DRIVE#a91"));
    }

    @Test
    void longTextIsCutToTheMostCodePointsTheLastAnEllipsis() {
        String cut = Shown.text("x".repeat(Shown.MAX_CODE_POINTS + 1));
        assertEquals("x".repeat(Shown.MAX_CODE_POINTS - 1) + "…", cut);
        assertEquals("x".repeat(Shown.MAX_CODE_POINTS), Shown.text("x".repeat(Shown.MAX_CODE_POINTS)));
        assertEquals("ab…", Shown.text("abcd", 3));
    }

    @Test
    void cuttingCountsCodePointsAndNeverSplitsASurrogatePair() {
        assertEquals("😀😀…", Shown.text("😀😀😀😀", 3));
    }

    @Test
    void aQuotedValueKeepsItsEllipsisInsideTheQuotes() {
        assertEquals("\"" + "y".repeat(Shown.MAX_CODE_POINTS - 1) + "…\"", Shown.quoted("y".repeat(100)));
    }

    @Test
    void controlCharactersAreWrittenVisiblySoTheWordsStayOnOneLine() {
        assertEquals("a\\nb\\rc\\td\\u0007e\\u007F\\u0085", Shown.text("a\nb\rc\td\u0007e\u007F\u0085"));
    }

    @Test
    void theCutCountsTheTextAsTypedNotItsEscapes() {
        assertEquals("\\n\\n…", Shown.text("\n\n\n\n", 3));
    }

    @Test
    void aCharacterIsQuotedWithItsCodePointAndAControlCharacterIsItsCodePointAlone() {
        assertEquals("\"#\" (U+0023)", Shown.character('#'));
        assertEquals("U+000A", Shown.character('\n'));
        assertEquals("\"😀\" (U+1F600)", Shown.character(0x1F600));
    }

    @Test
    void aValueQuotedWholeIsNeverCutButItsControlCharactersAreVisible() {
        String prefix = "root/".repeat(20);
        assertEquals("\"" + prefix + "\\n\"", Shown.quotedWhole(prefix + "\n"));
        assertEquals("\"" + prefix + "\" and \"" + prefix + "/\"", Shown.quotedList(List.of(prefix, prefix + "/"), 3));
    }

    @Test
    void aListShowsTheFirstValuesAndCountsTheRest() {
        assertEquals("\"a\"", Shown.quotedList(List.of("a"), 3));
        assertEquals("\"a\" and \"b\"", Shown.quotedList(List.of("a", "b"), 3));
        assertEquals("\"a\", \"b\" and \"c\"", Shown.quotedList(List.of("a", "b", "c"), 3));
        assertEquals("\"a\", \"b\", \"c\" and 2 more", Shown.quotedList(List.of("a", "b", "c", "d", "e"), 3));
    }
}
