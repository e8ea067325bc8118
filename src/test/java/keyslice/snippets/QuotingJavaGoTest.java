package keyslice.snippets;

import static keyslice.snippets.QuotingFixtures.SEED;
import static keyslice.snippets.QuotingFixtures.randomStrings;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Java and Go string literals: fixed examples, javac, strconv.Quote and gofmt.
 */
class QuotingJavaGoTest {

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
        SnippetLanguages.checkGo(source.toString());
    }
}
