package keyslice.snippets;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Each language's comment line, with the rules {@link SnippetCommentsPropertyTest} checks over whole snippets. */
class CommentTest {

    @Test
    void plainTextStaysAsItIs() {
        String text = "keyslice: Query on table Drive, it's \"a\\b\" */ --> $(x) `y` 漢 😀";
        assertEquals("# " + text + "\n", Comment.SHELL.line(text));
        assertEquals("// " + text + "\n", Comment.JAVASCRIPT.line(text));
        assertEquals("// " + text + "\n", Comment.GO.line(text));
        assertEquals("// " + text + "\n", Comment.JAVA.line(text));
        assertEquals("# " + text + "\n", Comment.PYTHON.line(text));
    }

    @Test
    void invisibleCodePointsAreNumbered() {
        String text = "a\nb\rc\u2028d\u2029e\u0085f\u000bg\u000ch\u0000i\ufeffj\ud800k"
                + new String(Character.toChars(0xe0001));
        String shown = "aU+000AbU+000DcU+2028dU+2029eU+0085fU+000BgU+000ChU+0000iU+FEFFjU+D800kU+E0001";
        for (Comment comment : Comment.values()) {
            assertEquals(comment.line("").replace("\n", shown + "\n"), comment.line(text), comment.name());
        }
    }

    /** A backslash javac could read as the start of a Unicode escape gets a second one; the others stay single. */
    @Test
    void javaEscapesNoUnicode() {
        assertEquals("// x\\\\u000ay\n", Comment.JAVA.line("x\\u000ay"));
        assertEquals("// \\\\uuu000D\n", Comment.JAVA.line("\\uuu000D"));
        assertEquals("// \\\\u000a\n", Comment.JAVA.line("\\\\u000a"), "an even run escapes nothing");
        assertEquals("// \\\\\\\\u000a\n", Comment.JAVA.line("\\\\\\u000a"));
        assertEquals("// a\\b \\ \\\\\n", Comment.JAVA.line("a\\b \\ \\\\"));
        assertEquals("# x\\u000a\n", Comment.PYTHON.line("x\\u000a"), "only javac reads escapes in comments");
    }

    @Test
    void pythonReadsNoCodingDeclaration() {
        assertEquals("# -*- codingU+003A utf-7 -*-\n", Comment.PYTHON.line("-*- coding: utf-7 -*-"));
        assertEquals("# vim: set fileencodingU+003Dlatin-1\n", Comment.PYTHON.line("vim: set fileencoding=latin-1"));
        assertEquals("# coding: x\n", Comment.SHELL.line("coding: x"));
    }
}
