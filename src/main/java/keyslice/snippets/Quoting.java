package keyslice.snippets;

import java.util.function.IntFunction;

/**
 * What every language's string literal shares; each literal itself lives with its language's syntax
 * ({@code ShellSyntax.shellWord}/{@code json}, {@code JsSyntax.literal}, {@code PythonSyntax.literal}/
 * {@code bytesLiteral}, {@code JavaSyntax.literal}, {@code GoSyntax.literal}/{@code bytesLiteral}), and returns text
 * that the language reads back as exactly the given string (or bytes).
 *
 * <p>Printable characters, CJK and emoji included, stay as they are, so a program stays readable.
 * Characters one cannot see or that a terminal or editor may mangle (C0/C1 controls, format
 * characters such as U+200B or the bidi overrides, line/paragraph separators, spaces other than
 * U+0020, private-use and unassigned code points, lone surrogates) are written as escapes.
 */
public final class Quoting {

    private Quoting() {}

    /**
     * Whether a code point is written as an escape rather than as itself. Every language's literal
     * escapes at least these.
     */
    public static boolean isInvisible(int codePoint) {
        if (codePoint >= 0x20 && codePoint < 0x7f) {
            return false; // printable ASCII, most of every program: no table lookup
        }
        if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint <= 0x9f)) {
            return true;
        }
        return switch (Character.getType(codePoint)) {
            case Character.FORMAT,
                    Character.LINE_SEPARATOR,
                    Character.PARAGRAPH_SEPARATOR,
                    Character.PRIVATE_USE,
                    Character.UNASSIGNED,
                    Character.SURROGATE,
                    Character.CONTROL -> true;
            case Character.SPACE_SEPARATOR -> codePoint != ' ';
            default -> false;
        };
    }

    // ------------------------------------------------------------------ helpers

    /** {@code "..."} with printable ASCII as itself and {@code \xNN} for the rest: Go and Python agree. */
    static String asciiBytes(byte[] bytes) {
        StringBuilder out = new StringBuilder(bytes.length + 2).append('"');
        for (byte b : bytes) {
            int v = b & 0xff;
            if (v == '"' || v == '\\') {
                out.append('\\').append((char) v);
            } else if (v >= 0x20 && v < 0x7f) {
                out.append((char) v);
            } else {
                out.append(String.format("\\x%02x", v));
            }
        }
        return out.append('"').toString();
    }

    /**
     * The one walk over the code points of {@code text} behind every string literal above, in double quotes: a
     * character whose backslash letter is in {@code letters} as that short escape ({@code \n}, {@code \"}...), an
     * {@linkplain #isInvisible invisible} one as {@code invisible} writes it, any other as itself.
     */
    static String quoted(String text, String letters, IntFunction<String> invisible) {
        StringBuilder out = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            char letter = escapeLetter(cp);
            if (letter != 0 && letters.indexOf(letter) >= 0) {
                out.append('\\').append(letter);
            } else if (isInvisible(cp)) {
                out.append(invisible.apply(cp));
            } else {
                out.appendCodePoint(cp);
            }
        }
        return out.append('"').toString();
    }

    /** The letter after the backslash for the short escapes the C family shares, or 0 when there is none. */
    private static char escapeLetter(int cp) {
        return switch (cp) {
            case '"' -> '"';
            case '\\' -> '\\';
            case 0x07 -> 'a';
            case '\b' -> 'b';
            case '\f' -> 'f';
            case '\n' -> 'n';
            case '\r' -> 'r';
            case '\t' -> 't';
            case 0x0b -> 'v';
            default -> 0;
        };
    }

    /** One {@code prefix}+4-hex-digit escape per UTF-16 unit: one for the BMP, a surrogate pair above it. */
    static String utf16Escapes(int cp, String prefix) {
        StringBuilder out = new StringBuilder();
        for (char c : Character.toChars(cp)) {
            out.append(prefix).append(String.format("%04x", (int) c));
        }
        return out.toString();
    }
}
