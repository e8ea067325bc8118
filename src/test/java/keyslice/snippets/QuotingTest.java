package keyslice.snippets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The string literals of every snippet language, checked by the language itself: seeded random
 * strings full of quotes, shell metacharacters, controls, invisible characters, CJK, emoji and
 * lone surrogates go through each quoting function and are read back by a real shell, Node.js,
 * Python, javac and Jackson (JSON). Go has no toolchain to evaluate literals here, so gofmt's parser
 * (which rejects bad escapes such as a surrogate in {@code \\u}) and strconv.Quote's known outputs
 * stand in.
 */
class QuotingTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long SEED = 0x6b6579736c696365L; // "keyslice"

    /** Characters that break quoting, one way or another. */
    private static final int[] NASTY = {
        '\'', '"', '$', '`', '\\', '\n', '\r', '\t', '!', ' ', '#', '&', '|', ';', '<', '>', '(', ')', '{', '}', '[',
        ']', '*', '?', '~', '%', '^', '=', ',', '-', '/', ':', '@', '+', 'u', 'x', 'N', '0', 0x01, 0x07, 0x08, 0x0b,
        0x0c, 0x1b, 0x7f, 0x85, 0x9f, 0xa0, 0xad, 0xe9, 0x301, 0x200b, 0x200d, 0x202e, 0x2028, 0x2029, 0x2066, 0xfeff,
        0x3000, 0xe000, 0xfffd, 0xff5e, 0x6f22, 0x5b57, 0x1f600, 0x1f468, 0x1f469, 0xe0001, 0xf0000, 0x10ffff
    };

    /**
     * Seeded random strings: mostly the characters above, some printable ASCII, random BMP and
     * supplementary code points, and (when allowed) lone surrogates. Never NUL when {@code shell}.
     */
    static List<String> randomStrings(long seed, int count, boolean loneSurrogates, boolean nul) {
        Random random = new Random(seed);
        List<String> out = new ArrayList<>();
        for (int n = 0; n < count; n++) {
            int length = random.nextInt(24);
            StringBuilder s = new StringBuilder();
            for (int i = 0; i < length; i++) {
                int pick = random.nextInt(100);
                int cp;
                if (pick < 55) {
                    cp = NASTY[random.nextInt(NASTY.length)];
                } else if (pick < 80) {
                    cp = 0x20 + random.nextInt(0x5f);
                } else if (pick < 90) {
                    do {
                        cp = random.nextInt(0x10000);
                    } while (Character.isSurrogate((char) cp) || cp == 0);
                } else if (pick < 97) {
                    cp = 0x10000 + random.nextInt(0x100000);
                } else if (loneSurrogates) {
                    cp = 0xd800 + random.nextInt(0x800);
                } else {
                    cp = nul ? 0 : 'z';
                }
                s.appendCodePoint(cp);
            }
            out.add(s.toString());
        }
        return out;
    }

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

    /** Bourne-family shells found here; /bin/sh always, interactive bash for history expansion of '!'. */
    static List<List<String>> shells() {
        List<List<String>> shells = new ArrayList<>();
        shells.add(List.of("/bin/sh", "-s"));
        for (String sh : List.of("/bin/dash", "/bin/bash", "/usr/bin/zsh", "/bin/ksh", "/bin/mksh")) {
            if (Files.isExecutable(Path.of(sh))) {
                shells.add(List.of(sh, "-s"));
            }
        }
        if (Files.isExecutable(Path.of("/bin/bash"))) {
            // interactive: '!' would trigger history expansion outside single quotes
            shells.add(List.of("/bin/bash", "--norc", "--noprofile", "-i", "-s"));
        }
        return shells;
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

    // ------------------------------------------------------------------ JSON

    @Test
    void jsonFixedExamples() {
        assertEquals("\"a\\\"b\\\\c\\nd\"", ShellSyntax.json("a\"b\\c\nd"));
        assertEquals("\"漢😀\"", ShellSyntax.json("漢😀"));
        assertEquals(
                "\"\\u0000\\u001b\\u007f\\u200b\\u2028\\ud800\"", ShellSyntax.json("\0\u001b\u007f\u200b\u2028\ud800"));
        assertEquals("\"\\udb40\\udc01\"", ShellSyntax.json(new String(Character.toChars(0xe0001))));
    }

    @Test
    void jsonRoundTripsThroughJackson() throws Exception {
        for (String text : randomStrings(SEED + 1, 2000, true, true)) {
            assertEquals(text, JSON.readValue(ShellSyntax.json(text), String.class), () -> ShellSyntax.json(text));
        }
    }

    // ------------------------------------------------------------------ JavaScript

    @Test
    void javascriptFixedExamples() {
        assertEquals("\"it's \\\"q\\\" \\\\ $ ` \\n\"", JsSyntax.literal("it's \"q\" \\ $ ` \n"));
        assertEquals(
                "\"\\x00\\x7f\\x85\\u2028\\u{e0001}😀\"",
                JsSyntax.literal("\0\u007f\u0085\u2028" + new String(Character.toChars(0xe0001)) + "😀"));
    }

    @Tag("process")
    @Test
    void javascriptRoundTripsThroughNode() {
        List<String> texts = randomStrings(SEED + 2, 1000, true, true);
        StringBuilder source = new StringBuilder("const xs = [\n");
        texts.forEach(t -> source.append("  ").append(JsSyntax.literal(t)).append(",\n"));
        source.append("];\nprocess.stdout.write(JSON.stringify(xs));\n");
        assertEquals(texts, evaluate(List.of(SnippetRunner.node()), "literals.mjs", source.toString()));
    }

    // ------------------------------------------------------------------ Python

    @Test
    void pythonFixedExamples() {
        assertEquals("\"it's \\\"q\\\" \\\\ \\n\"", PythonSyntax.literal("it's \"q\" \\ \n"));
        assertEquals(
                "\"\\x00\\x85\\u200b\\U000e0001漢\"",
                PythonSyntax.literal("\0\u0085\u200b" + new String(Character.toChars(0xe0001)) + "漢"));
        assertEquals(
                "b\"\\x00\\xff'\\\"\\\\a\"",
                PythonSyntax.bytesLiteral(new byte[] {0, (byte) 0xff, '\'', '"', '\\', 'a'}));
    }

    @Tag("process")
    @Test
    void pythonRoundTripsThroughPython() {
        List<String> texts = randomStrings(SEED + 3, 1000, true, true);
        StringBuilder source = new StringBuilder("import json, sys\nxs = [\n");
        texts.forEach(t -> source.append("    ").append(PythonSyntax.literal(t)).append(",\n"));
        source.append("]\nsys.stdout.write(json.dumps(xs))\n");
        assertEquals(texts, evaluate(List.of(python()), "literals.py", source.toString()));
    }

    @Tag("process")
    @Test
    void pythonBytesRoundTripThroughPython() {
        Random random = new Random(SEED + 4);
        List<String> hex = new ArrayList<>();
        StringBuilder source = new StringBuilder("import json, sys\nxs = [\n");
        for (int i = 0; i < 300; i++) {
            byte[] bytes = new byte[random.nextInt(20)];
            random.nextBytes(bytes);
            hex.add(HexFormat.of().formatHex(bytes));
            source.append("    ").append(PythonSyntax.bytesLiteral(bytes)).append(",\n");
        }
        source.append("]\nsys.stdout.write(json.dumps([x.hex() for x in xs]))\n");
        assertEquals(hex, evaluate(List.of(python()), "bytes.py", source.toString()));
    }

    // ------------------------------------------------------------------ Java

    @Test
    void javaFixedExamples() {
        assertEquals("\"it's \\\"q\\\" \\\\ \\n\\r\\t\"", JavaSyntax.literal("it's \"q\" \\ \n\r\t"));
        // controls as octal escapes: javac would turn a unicode escape for LF into a real line break
        assertEquals("\"\\000\\001\\033\\177\"", JavaSyntax.literal("\0\u0001\u001b\u007f"));
        assertEquals("\"\\\\u000a\"", JavaSyntax.literal("\\u000a"));
        assertEquals(
                "\"\\u0085\\u2028\\ud800😀\\udb40\\udc01\"",
                JavaSyntax.literal("\u0085\u2028\ud800😀" + new String(Character.toChars(0xe0001))));
    }

    @Test
    void javaRoundTripsThroughJavac() throws Exception {
        List<String> texts = new ArrayList<>(randomStrings(SEED + 5, 1000, true, true));
        texts.addAll(List.of("\\u000a", "\\\\u0022", "\\uuuu0041", "*/", "/*", "\\"));
        StringBuilder source = new StringBuilder("public class Literals {\n    public static final String[] XS = {\n");
        texts.forEach(
                t -> source.append("        ").append(JavaSyntax.literal(t)).append(",\n"));
        source.append("    };\n}\n");
        Path dir = SnippetRunner.workDir("java-literals");
        Path file = dir.resolve("Literals.java");
        SnippetRunner.write(file, source.toString());
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int rc = ToolProvider.getSystemJavaCompiler()
                .run(null, err, err, "-encoding", "UTF-8", "-proc:none", "-d", dir.toString(), file.toString());
        assertEquals(0, rc, () -> err.toString(StandardCharsets.UTF_8));
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()}, null)) {
            String[] xs = (String[]) loader.loadClass("Literals").getField("XS").get(null);
            assertEquals(texts, List.of(xs));
        }
    }

    // ------------------------------------------------------------------ Go

    /** What Go's strconv.Quote gives for the same strings (escapes for what unicode.IsPrint rejects). */
    @Test
    void goMatchesStrconvQuote() {
        assertEquals("\"it's \\\"q\\\" \\\\ ` $\"", GoSyntax.literal("it's \"q\" \\ ` $"));
        assertEquals(
                "\"\\a\\b\\f\\n\\r\\t\\v\\x00\\x1b\\x7f\"", GoSyntax.literal("\u0007\b\f\n\r\t\u000b\0\u001b\u007f"));
        // U+0085 as \x85 would be a lone byte, not the character: Go needs \u0085
        assertEquals("\"\\u0085\\u00a0\\u200b\\u2028\\ufeff\"", GoSyntax.literal("\u0085\u00a0\u200b\u2028\ufeff"));
        assertEquals(
                "\"\\U000e0001\\U0010ffff😀漢é\"",
                GoSyntax.literal(
                        new String(Character.toChars(0xe0001)) + new String(Character.toChars(0x10ffff)) + "😀漢é"));
        assertEquals("\"\\ufffd\"", GoSyntax.literal("\ud800"), "a lone surrogate has no UTF-8 form");
        assertEquals(
                "\"\\x00\\xff'\\\"\\\\a\"", GoSyntax.bytesLiteral(new byte[] {0, (byte) 0xff, '\'', '"', '\\', 'a'}));
    }

    @Tag("process")
    @Test
    void goLiteralsParseWithGofmt() {
        List<String> texts = randomStrings(SEED + 6, 1000, true, true);
        Random random = new Random(SEED + 7);
        StringBuilder source = new StringBuilder("package p\n\nvar xs = []string{\n");
        texts.forEach(t -> source.append('\t').append(GoSyntax.literal(t)).append(",\n"));
        source.append("}\n\nvar bs = [][]byte{\n");
        for (int i = 0; i < 200; i++) {
            byte[] bytes = new byte[random.nextInt(20)];
            random.nextBytes(bytes);
            source.append("\t[]byte(").append(GoSyntax.bytesLiteral(bytes)).append("),\n");
        }
        source.append("}\n");
        SnippetRunner.checkGo(source.toString());
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

    // ------------------------------------------------------------------ helpers

    private static String python() {
        return Files.isExecutable(SnippetRunner.DEBIAN_PYTHON) ? SnippetRunner.DEBIAN_PYTHON.toString() : "python3";
    }

    /** Runs a program that prints a JSON array of strings, and returns the array. */
    private static List<String> evaluate(List<String> command, String fileName, String source) {
        Path dir = SnippetRunner.workDir("literals");
        Path file = dir.resolve(fileName);
        SnippetRunner.write(file, source);
        List<String> cmd = new ArrayList<>(command);
        cmd.add(file.toString());
        SnippetRunner.Result r =
                SnippetRunner.run(cmd, Map.of("LC_ALL", "C.UTF-8"), "", dir).assertSuccess();
        try {
            return JSON.readValue(r.stdout(), new TypeReference<List<String>>() {});
        } catch (Exception e) {
            throw new AssertionError("not a JSON array of strings: " + r.stdout(), e);
        }
    }
}
