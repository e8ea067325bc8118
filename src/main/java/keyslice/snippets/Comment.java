package keyslice.snippets;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One line comment in each target's language, for text that may come from the request: a title, a note's reasons. The
 * text stays one comment line whatever it holds: every {@linkplain Quoting#isInvisible invisible} code point, line
 * terminators included (LF, CR, and U+2028/U+2029, which end a JavaScript comment), is written as a visible
 * {@code U+XXXX}, and each language's own rule applies on top.
 */
enum Comment {
    /** A POSIX shell comment ends at a newline, which is invisible: nothing more to do. */
    SHELL("# "),
    JAVASCRIPT("// "),
    /** Go rejects NUL and a BOM anywhere in a source file; both are invisible. */
    GO("// "),
    /**
     * javac turns {@code \}{@code uXXXX} into its character before it finds comments, so {@code \}{@code u000a} would
     * end the comment: a backslash that would start such an escape gets a second one before it, and javac reads a
     * backslash that follows an odd number of backslashes as plain text.
     */
    JAVA("// ") {
        @Override
        String escaped(String text) {
            return UNICODE_ESCAPE.matcher(text).replaceAll(m -> Matcher.quoteReplacement("\\" + m.group()));
        }
    },
    /** A {@code coding:} or {@code coding=} in the first two lines would make Python read the file in that encoding. */
    PYTHON("# ") {
        @Override
        String escaped(String text) {
            return CODING.matcher(text)
                    .replaceAll(m -> "coding" + visible(m.group().charAt(6)));
        }
    };

    /**
     * A backslash that javac would read as the start of a Unicode escape, one preceded by an even number of
     * backslashes and followed by {@code u}: the match is the whole run of backslashes and the {@code u}.
     */
    private static final Pattern UNICODE_ESCAPE = Pattern.compile("(?<!\\\\)(?:\\\\\\\\)*\\\\u");

    private static final Pattern CODING = Pattern.compile("coding[:=]");

    private final String prefix;

    Comment(String prefix) {
        this.prefix = prefix;
    }

    /** The comment line that says {@code text}, newline included. */
    String line(String text) {
        return prefix + escaped(shown(text)) + "\n";
    }

    /** {@code text} with every invisible code point written as its number; itself when it has none, as most do. */
    private static String shown(String text) {
        int first = 0;
        while (first < text.length()) {
            int cp = text.codePointAt(first);
            if (Quoting.isInvisible(cp)) {
                break;
            }
            first += Character.charCount(cp);
        }
        if (first == text.length()) {
            return text;
        }
        StringBuilder shown = new StringBuilder(text.length() + 8).append(text, 0, first);
        text.substring(first).codePoints().forEach(cp -> {
            if (Quoting.isInvisible(cp)) {
                shown.append(visible(cp));
            } else {
                shown.appendCodePoint(cp);
            }
        });
        return shown.toString();
    }

    /** The language's rule beyond invisible code points; the text has none left. */
    String escaped(String text) {
        return text;
    }

    /** {@code U+000A}, {@code U+1F600}: a code point as its number. */
    private static String visible(int cp) {
        return String.format("U+%04X", cp);
    }
}
