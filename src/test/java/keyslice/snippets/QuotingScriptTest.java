package keyslice.snippets;

import static keyslice.snippets.QuotingFixtures.JSON;
import static keyslice.snippets.QuotingFixtures.SEED;
import static keyslice.snippets.QuotingFixtures.evaluate;
import static keyslice.snippets.QuotingFixtures.python;
import static keyslice.snippets.QuotingFixtures.randomStrings;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * JSON, JavaScript and Python string literals: fixed examples, and round trips through Jackson, Node and Python.
 */
class QuotingScriptTest {

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
}
