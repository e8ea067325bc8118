package keyslice.snippets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What every language's literal shares: the empty string, invisible characters escaped, visible ones readable.
 */
class QuotingEveryLanguageTest {

    /** A filter's string literal may be empty, which no key value is: every language writes it as its empty literal. */
    @Test
    void theEmptyStringInEveryLanguage() {
        assertEquals("''", ShellSyntax.shellWord(""));
        assertEquals("\"\"", ShellSyntax.json(""));
        assertEquals("\"\"", JsSyntax.literal(""));
        assertEquals("\"\"", PythonSyntax.literal(""));
        assertEquals("b\"\"", PythonSyntax.bytesLiteral(new byte[0]));
        assertEquals("\"\"", JavaSyntax.literal(""));
        assertEquals("\"\"", GoSyntax.literal(""));
    }

    // ------------------------------------------------------------------ invisible characters

    @ParameterizedTest
    @ValueSource(
            ints = {
                0x00, 0x1f, 0x7f, 0x85, 0xa0, 0xad, 0x200b, 0x200e, 0x202e, 0x2028, 0x2029, 0x2066, 0x3000, 0xfeff,
                0xe000, 0xd800, 0xe0001, 0xf0000, 0x10ffff
            })
    void invisibleCharactersAreEscapedEverywhere(int cp) {
        assertTrue(Quoting.isInvisible(cp));
        String text = new String(Character.toChars(cp));
        for (Function<String, String> quote : List.<Function<String, String>>of(
                ShellSyntax::json, JsSyntax::literal, PythonSyntax::literal, JavaSyntax::literal, GoSyntax::literal)) {
            String literal = quote.apply(text);
            assertTrue(literal.chars().allMatch(c -> c >= 0x20 && c < 0x7f), literal);
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {' ', 'a', '~', 0xe9, 0x301, 0x6f22, 0xff5e, 0x1f600, 0xfffd})
    void visibleCharactersStayReadable(int cp) {
        assertFalse(Quoting.isInvisible(cp));
        String text = new String(Character.toChars(cp));
        assertEquals("\"" + text + "\"", PythonSyntax.literal(text));
        assertEquals("\"" + text + "\"", GoSyntax.literal(text));
    }
}
