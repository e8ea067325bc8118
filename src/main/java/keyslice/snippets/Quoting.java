package keyslice.snippets;

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
        StringBuilder out = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            switch (cp) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (isInvisible(cp)) {
                        appendUtf16Escapes(out, cp, "\\u");
                    } else {
                        out.appendCodePoint(cp);
                    }
                }
            }
        }
        return out.append('"').toString();
    }

    // ------------------------------------------------------------------ JavaScript

    /** A double-quoted JavaScript string literal (ES2015+: non-BMP escapes use {@code \\u{...}}). */
    public static String javascript(String text) {
        StringBuilder out = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            switch (cp) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case 0x0b -> out.append("\\v");
                default -> {
                    if (!isInvisible(cp)) {
                        out.appendCodePoint(cp);
                    } else if (cp <= 0xff) {
                        out.append(String.format("\\x%02x", cp));
                    } else if (cp <= 0xffff) {
                        out.append(String.format("\\u%04x", cp));
                    } else {
                        out.append(String.format("\\u{%x}", cp));
                    }
                }
            }
        }
        return out.append('"').toString();
    }

    // ------------------------------------------------------------------ Python

    /** A double-quoted Python 3 string literal. */
    public static String python(String text) {
        StringBuilder out = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            switch (cp) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (!isInvisible(cp)) {
                        out.appendCodePoint(cp);
                    } else if (cp <= 0xff) {
                        out.append(String.format("\\x%02x", cp));
                    } else if (cp <= 0xffff) {
                        out.append(String.format("\\u%04x", cp));
                    } else {
                        out.append(String.format("\\U%08x", cp));
                    }
                }
            }
        }
        return out.append('"').toString();
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
        StringBuilder out = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                        int cp = Character.toCodePoint(c, text.charAt(i + 1));
                        if (isInvisible(cp)) {
                            out.append(String.format("\\u%04x\\u%04x", (int) c, (int) text.charAt(i + 1)));
                        } else {
                            out.append(c).append(text.charAt(i + 1));
                        }
                        i++;
                    } else if (c < 0x80 && isInvisible(c)) {
                        out.append(String.format("\\%03o", (int) c));
                    } else if (isInvisible(c)) { // includes lone surrogates
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }

    // ------------------------------------------------------------------ Go

    /**
     * A Go interpreted string literal, with the escapes {@code strconv.Quote} uses. Go strings are
     * UTF-8, which has no form for a lone surrogate: such a char becomes U+FFFD, as it would on
     * any UTF-8 encoding of the text.
     */
    public static String go(String text) {
        StringBuilder out = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            if (Character.getType(cp) == Character.SURROGATE) {
                out.append("\\ufffd");
                continue;
            }
            switch (cp) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case 0x07 -> out.append("\\a");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case 0x0b -> out.append("\\v");
                default -> {
                    if (!isInvisible(cp)) {
                        out.appendCodePoint(cp);
                    } else if (cp < 0x80) {
                        out.append(String.format("\\x%02x", cp));
                    } else if (cp <= 0xffff) {
                        // not \xNN: in Go that is a raw byte, and 0x80..0xff alone is not UTF-8
                        out.append(String.format("\\u%04x", cp));
                    } else {
                        out.append(String.format("\\U%08x", cp));
                    }
                }
            }
        }
        return out.append('"').toString();
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

    private static void appendUtf16Escapes(StringBuilder out, int cp, String prefix) {
        for (char c : Character.toChars(cp)) {
            out.append(prefix).append(String.format("%04x", (int) c));
        }
    }
}
