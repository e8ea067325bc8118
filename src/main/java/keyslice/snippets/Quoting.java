package keyslice.snippets;

import java.util.function.IntFunction;
import java.util.regex.Pattern;

/**
 * String literals for the languages the snippets are written in. Each function returns text that the
 * language reads back as exactly the given string (or bytes).
 *
 * <p>Printable characters, CJK and emoji included, stay as they are, so a snippet stays readable.
 * Characters one cannot see or that a terminal or editor may mangle (C0/C1 controls, format
 * characters such as U+200B or the bidi overrides, line/paragraph separators, spaces other than
 * U+0020, private-use and unassigned code points, lone surrogates) are written as escapes.
 */
public final class Quoting {

    /** Words the POSIX shell reads literally without quotes (no glob, tilde, comment or expansion). */
    private static final Pattern SHELL_SAFE = Pattern.compile("[A-Za-z0-9_@%+=:,./-]+");

    private Quoting() {
    }

    /**
     * Whether a code point is written as an escape rather than as itself. Every literal function
     * below escapes at least these.
     */
    public static boolean isInvisible(int codePoint) {
        if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint <= 0x9f)) {
            return true;
        }
        return switch (Character.getType(codePoint)) {
            case Character.FORMAT, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR,
                    Character.PRIVATE_USE, Character.UNASSIGNED, Character.SURROGATE, Character.CONTROL -> true;
            case Character.SPACE_SEPARATOR -> codePoint != ' ';
            default -> false;
        };
    }

    // ------------------------------------------------------------------ POSIX shell

    /**
     * One word for a POSIX shell (sh, dash, bash, zsh): the text itself when it holds only characters
     * that are never special, else the text in single quotes with each {@code '} written as
     * {@code '\''}. Inside single quotes nothing is special, not {@code $}, backticks, backslashes,
     * {@code !} (bash's history expansion does not apply there) nor newlines. The text must not
     * contain NUL, which no shell word can hold.
     *
     * <p>Exact for scripts. Pasted into an interactive shell, raw control characters (ESC, ^A, a
     * newline...) are read as editing keys by readline before the shell sees the quotes; the CLI
     * snippet therefore quotes only JSON text, where every control and invisible character is an
     * escape.
     */
    public static String shell(String text) {
        if (text.indexOf('\0') >= 0) {
            throw new IllegalArgumentException("a shell word cannot contain NUL");
        }
        if (!text.isEmpty() && SHELL_SAFE.matcher(text).matches()) {
            return text;
        }
        return "'" + text.replace("'", "'\\''") + "'";
    }

    // ------------------------------------------------------------------ JSON

    /** A JSON string (RFC 8259), e.g. for the AWS CLI's JSON parameters. */
    public static String json(String text) {
        return quoted(text, "\"\\bfnrt", cp -> utf16Escapes(cp, "\\u"));
    }

    // ------------------------------------------------------------------ JavaScript

    /** A double-quoted JavaScript string literal (ES2015+: non-BMP escapes use {@code \\u{...}}). */
    public static String javascript(String text) {
        return quoted(text, "\"\\bfnrtv", cp -> cp <= 0xff ? String.format("\\x%02x", cp)
                : cp <= 0xffff ? String.format("\\u%04x", cp)
                : String.format("\\u{%x}", cp));
    }

    // ------------------------------------------------------------------ Python

    /** A double-quoted Python 3 string literal. */
    public static String python(String text) {
        return quoted(text, "\"\\nrt", cp -> cp <= 0xff ? String.format("\\x%02x", cp)
                : cp <= 0xffff ? String.format("\\u%04x", cp)
                : String.format("\\U%08x", cp));
    }

    /** A Python 3 bytes literal: printable ASCII as itself, every other byte as {@code \xNN}. */
    public static String pythonBytes(byte[] bytes) {
        return "b" + asciiBytes(bytes);
    }

    // ------------------------------------------------------------------ Java

    /**
     * A Java string literal. Controls are written as octal escapes and LF/CR as {@code \n}/{@code \r},
     * never as {@code \\u000a}: javac turns unicode escapes into characters before it reads the
     * literal, so {@code "\\u000a"} would be a line break inside the string and not compile.
     */
    public static String java(String text) {
        return quoted(text, "\"\\bfnrt", cp -> cp < 0x80 ? String.format("\\%03o", cp)
                // lone surrogates included: the walk yields each as a code point of its own
                : cp <= 0xffff ? String.format("\\u%04x", cp)
                : utf16Escapes(cp, "\\u"));
    }

    // ------------------------------------------------------------------ Go

    /**
     * A Go interpreted string literal, with the escapes {@code strconv.Quote} uses. Go strings are
     * UTF-8, which has no form for a lone surrogate: such a char becomes U+FFFD, as it would on
     * any UTF-8 encoding of the text.
     */
    public static String go(String text) {
        return quoted(text, "\"\\abfnrtv", cp -> Character.getType(cp) == Character.SURROGATE ? "\\ufffd"
                : cp < 0x80 ? String.format("\\x%02x", cp)
                // not \xNN: in Go that is a raw byte, and 0x80..0xff alone is not UTF-8
                : cp <= 0xffff ? String.format("\\u%04x", cp)
                : String.format("\\U%08x", cp));
    }

    /** A Go string literal holding exactly these bytes, for {@code []byte("...")}. */
    public static String goBytes(byte[] bytes) {
        return asciiBytes(bytes);
    }

    // ------------------------------------------------------------------ helpers

    /** {@code "..."} with printable ASCII as itself and {@code \xNN} for the rest: Go and Python agree. */
    private static String asciiBytes(byte[] bytes) {
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
    private static String quoted(String text, String letters, IntFunction<String> invisible) {
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
    private static String utf16Escapes(int cp, String prefix) {
        StringBuilder out = new StringBuilder();
        for (char c : Character.toChars(cp)) {
            out.append(prefix).append(String.format("%04x", (int) c));
        }
        return out.toString();
    }
}
