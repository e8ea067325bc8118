package keyslice.snippets;

import java.util.ArrayList;
import java.util.List;

/**
 * Where each snippet language reads comments and string literals, by its own lexer's rules, for the checks of
 * {@link SnippetCommentsPropertyTest}: no parser, only what decides where a comment or a literal ends.
 *
 * <p>Java is read after javac's first step, the translation of Unicode escapes ({@link #translated}); the others as
 * written. A comment runs to the language's line terminator: LF or CR in Java, Python and Go (Go's ends at LF only),
 * also U+2028 and U+2029 in JavaScript, LF in a shell. A literal runs to its closing quote, a backslash taking the next
 * character with it (except in shell single quotes and Go raw strings); a literal that meets a line terminator
 * it may not hold ends there, unclosed.
 */
enum SourceLexer {
    SHELL("# "),
    JAVASCRIPT("// "),
    PYTHON("# "),
    JAVA("// "),
    GO("// ");

    /** A comment or a literal: {@code text.substring(start, end)}. */
    record Span(boolean comment, int start, int end) {}

    /** The text a lexer reads, and for each of its chars the index of the char of the source it came from. */
    record Translation(String text, int[] source) {}

    final String prefix;

    SourceLexer(String prefix) {
        this.prefix = prefix;
    }

    static SourceLexer of(String language) {
        return switch (language) {
            case "shell" -> SHELL;
            case "javascript" -> JAVASCRIPT;
            case "python" -> PYTHON;
            case "java" -> JAVA;
            case "go" -> GO;
            default -> throw new IllegalArgumentException(language);
        };
    }

    /** What the lexer reads: for Java the source with its Unicode escapes translated (JLS 3.3), else the source. */
    Translation translated(String source) {
        StringBuilder out = new StringBuilder(source.length());
        int[] from = new int[source.length() + 1];
        int backslashes = 0;
        for (int i = 0; i < source.length(); ) {
            char c = source.charAt(i);
            int u = i + 1;
            // a backslash preceded by an even number of backslashes may start an escape: \\u, \\uuu...
            if (this == JAVA && c == '\\' && backslashes % 2 == 0 && u < source.length() && source.charAt(u) == 'u') {
                while (u < source.length() && source.charAt(u) == 'u') {
                    u++;
                }
                if (u + 4 > source.length() || !source.substring(u, u + 4).matches("[0-9a-fA-F]{4}")) {
                    throw new IllegalArgumentException("javac rejects an illegal unicode escape at " + i);
                }
                from[out.length()] = i;
                out.append((char) Integer.parseInt(source.substring(u, u + 4), 16));
                i = u + 4;
                backslashes = 0; // an escape's result never starts another one
                continue;
            }
            backslashes = c == '\\' ? backslashes + 1 : 0;
            from[out.length()] = i;
            out.append(c);
            i++;
        }
        from[out.length()] = source.length();
        return new Translation(out.toString(), java.util.Arrays.copyOf(from, out.length() + 1));
    }

    /** The comments and literals of {@code text} (what {@link #translated} gives), in order. */
    List<Span> spans(String text) {
        List<Span> spans = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            int end;
            if (startsComment(text, i)) {
                end = i;
                while (end < text.length() && !endsLine(text.charAt(end))) {
                    end++;
                }
                spans.add(new Span(true, i, end));
            } else if (this != SHELL && this != PYTHON && text.startsWith("/*", i)) {
                int close = text.indexOf("*/", i + 2);
                end = close < 0 ? text.length() : close + 2;
                spans.add(new Span(true, i, end));
            } else if (quote(c)) {
                end = literalEnd(text, i);
                spans.add(new Span(false, i, end));
            } else {
                // outside a literal a backslash still takes the next character (shell), or is an error anyway
                end = c == '\\' && i + 1 < text.length() ? i + 2 : i + 1;
            }
            i = end;
        }
        return spans;
    }

    private boolean startsComment(String text, int i) {
        if (this == SHELL || this == PYTHON) {
            // a shell comment starts a word; Python's anywhere outside a literal
            return text.charAt(i) == '#'
                    && (this == PYTHON || i == 0 || " \t\n;&|()<>".indexOf(text.charAt(i - 1)) >= 0);
        }
        return text.startsWith("//", i);
    }

    /** Whether {@code c} ends a line comment. */
    boolean endsLine(char c) {
        return switch (this) {
            case SHELL, GO -> c == '\n';
            case JAVA, PYTHON -> c == '\n' || c == '\r';
            case JAVASCRIPT -> c == '\n' || c == '\r' || c == '\u2028' || c == '\u2029';
        };
    }

    private boolean quote(char c) {
        return c == '"' || c == '\'' || (c == '`' && (this == JAVASCRIPT || this == GO));
    }

    /** Where the literal opened at {@code start} ends, just after its closing quote (or where it stops unclosed). */
    private int literalEnd(String text, int start) {
        char q = text.charAt(start);
        String close = String.valueOf(q);
        int i = start + 1;
        if ((this == PYTHON || this == JAVA) && text.startsWith(close.repeat(3), start)) {
            close = close.repeat(3);
            i = start + 3;
        }
        boolean raw = (this == SHELL && q == '\'') || (this == GO && q == '`');
        boolean multiLine = raw || close.length() == 3 || q == '`' || (this == SHELL && q == '"');
        while (i < text.length()) {
            char c = text.charAt(i);
            if (text.startsWith(close, i)) {
                return i + close.length();
            }
            if (!multiLine && (c == '\n' || c == '\r')) {
                return i;
            }
            i += c == '\\' && !raw ? 2 : 1;
        }
        return text.length();
    }
}
