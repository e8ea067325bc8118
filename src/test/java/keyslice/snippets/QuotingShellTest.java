package keyslice.snippets;

import static keyslice.snippets.QuotingFixtures.SEED;
import static keyslice.snippets.QuotingFixtures.randomStrings;
import static keyslice.snippets.QuotingFixtures.shells;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Shell words: quoted only where needed, and round-tripped through real shells.
 */
class QuotingShellTest {

    // ------------------------------------------------------------------ shell

    @Test
    void shellQuotesOnlyWhatNeedsIt() {
        assertEquals("Drive", ShellSyntax.shellWord("Drive"));
        assertEquals("my-table.v2_x", ShellSyntax.shellWord("my-table.v2_x"));
        assertEquals("''", ShellSyntax.shellWord(""));
        assertEquals("'#pk = :pk'", ShellSyntax.shellWord("#pk = :pk"));
        assertEquals("'~x'", ShellSyntax.shellWord("~x"));
        assertEquals("'it'\\''s'", ShellSyntax.shellWord("it's"));
        assertEquals("'$HOME `id` \\ \"!\"'", ShellSyntax.shellWord("$HOME `id` \\ \"!\""));
        assertEquals("'a\nb'", ShellSyntax.shellWord("a\nb"));
        assertThrows(IllegalArgumentException.class, () -> ShellSyntax.shellWord("a\0b"));
    }

    /** A word is bare exactly when the expression that defines the shell's literal characters matches it. */
    @Test
    void aWordIsBareExactlyWhenTheShellReadsItLiterally() {
        java.util.regex.Pattern literal = java.util.regex.Pattern.compile("[A-Za-z0-9_@%+=:,./-]+");
        List<String> texts = new ArrayList<>(randomStrings(SEED, 2_000, false, false));
        java.util.Random random = new java.util.Random(SEED);
        String alphabet = "Az09_@%+=:,./-#~ '$é\n";
        for (int i = 0; i < 20_000; i++) {
            StringBuilder text = new StringBuilder();
            for (int length = random.nextInt(6); length > 0; length--) {
                text.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            texts.add(text.toString());
        }
        for (String text : texts) {
            if (text.indexOf('\0') < 0) {
                boolean bare = !text.isEmpty() && literal.matcher(text).matches();
                assertEquals(bare, ShellSyntax.shellWord(text).equals(text), text);
            }
        }
    }

    @Tag("process")
    @Test
    void shellWordsRoundTripThroughRealShells() {
        List<String> texts = new ArrayList<>(randomStrings(SEED, 400, false, false));
        texts.addAll(List.of(
                "", "'", "''", "'\\''", "!!", "!$", "$(id)", "`id`", "${HOME}", "a\nb", "\\", "-n", "-e", "%s", "😀",
                "漢字", "~", "~root", "*", "#", "a b", "\t", "\r\n"));
        for (List<String> shell : shells()) {
            List<String> words = texts;
            if (shell.contains("-i")) {
                // An interactive shell edits its input with readline, which takes raw control characters
                // (ESC, ^A...) as editing keys even inside quotes: CLI snippets never hold any, as every
                // value is JSON-escaped first. What matters there is '!': history expansion must not touch it.
                words = texts.stream().map(ShellSyntax::json).toList();
            }
            for (int from = 0; from < words.size(); from += 100) {
                List<String> batch = words.subList(from, Math.min(words.size(), from + 100));
                StringBuilder script = new StringBuilder("printf '%s\\000'");
                for (String text : batch) {
                    script.append(' ').append(ShellSyntax.shellWord(text));
                }
                script.append('\n');
                Path dir = SnippetRunner.workDir("shell");
                SnippetRunner.Result r = SnippetRunner.run(
                                shell, Map.of("HISTFILE", "/dev/null", "LC_ALL", "C.UTF-8"), script.toString(), dir)
                        .assertSuccess();
                List<String> printed = new ArrayList<>(List.of(r.stdout().split("\0", -1)));
                assertEquals("", printed.remove(printed.size() - 1), "output ends with NUL");
                assertEquals(batch, printed, String.join(" ", shell));
            }
        }
    }
}
