package keyslice.explain;

import java.util.ArrayList;
import java.util.List;

/**
 * A command line split into words as a POSIX shell would, without running or expanding anything: single quotes, double
 * quotes with their backslash escapes, {@code $'…'} with its escapes, a backslash outside quotes, line continuations and
 * comments. The first command ends at {@code ;}, {@code |}, {@code &} or a line end; what a shell would expand
 * ({@code $VAR}, {@code $(…)}, backticks) is refused with where it is, since keyslice cannot know its value.
 */
final class ShellWords {

    private final String text;
    private final List<String> words = new ArrayList<>();
    private final StringBuilder word = new StringBuilder();
    private boolean inWord;
    private int at;

    private ShellWords(String text) {
        this.text = text;
    }

    /** The words of the first command in {@code text}. */
    static List<String> of(String text) throws Unreadable {
        ShellWords reader = new ShellWords(text);
        reader.read();
        return List.copyOf(reader.words);
    }

    private void read() throws Unreadable {
        while (at < text.length()) {
            char c = text.charAt(at);
            if (c == '\\'
                    && at + 1 < text.length()
                    && (text.charAt(at + 1) == '\n' || text.startsWith("\r\n", at + 1))) {
                at += text.charAt(at + 1) == '\r' ? 3 : 2;
            } else if (c == ' ' || c == '\t' || c == '\r') {
                end();
                at++;
            } else if (c == '\n' || c == ';' || c == '|' || c == '&') {
                if (!words.isEmpty() || inWord) {
                    break;
                }
                at++;
            } else if (c == '#' && !inWord) {
                while (at < text.length() && text.charAt(at) != '\n') {
                    at++;
                }
            } else if (c == '\'') {
                single();
            } else if (c == '"') {
                dbl();
            } else if (c == '$' && at + 1 < text.length() && text.charAt(at + 1) == '\'') {
                ansi();
            } else if (c == '`' || expands()) {
                throw expansion();
            } else if (c == '\\') {
                if (at + 1 >= text.length()) {
                    throw new Unreadable(at + 1, "the command ends in a lone backslash");
                }
                append(text.charAt(at + 1));
                at += 2;
            } else {
                append(c);
                at++;
            }
        }
        end();
    }

    private void single() throws Unreadable {
        int close = text.indexOf('\'', at + 1);
        if (close < 0) {
            throw new Unreadable(at + 1, "a single quote opened here is never closed");
        }
        inWord = true;
        word.append(text, at + 1, close);
        at = close + 1;
    }

    private void dbl() throws Unreadable {
        int open = at++;
        inWord = true;
        while (at < text.length() && text.charAt(at) != '"') {
            char c = text.charAt(at);
            if (c == '\\' && at + 1 < text.length() && "\"\\$`\n".indexOf(text.charAt(at + 1)) >= 0) {
                if (text.charAt(at + 1) != '\n') {
                    word.append(text.charAt(at + 1));
                }
                at += 2;
            } else if (c == '`' || expands()) {
                throw expansion();
            } else {
                word.append(c);
                at++;
            }
        }
        if (at >= text.length()) {
            throw new Unreadable(open + 1, "a double quote opened here is never closed");
        }
        at++;
    }

    /** {@code $'…'}: C-like escapes, as bash reads them. */
    private void ansi() throws Unreadable {
        int open = at;
        at += 2;
        inWord = true;
        while (at < text.length() && text.charAt(at) != '\'') {
            char c = text.charAt(at++);
            if (c != '\\') {
                word.append(c);
                continue;
            }
            if (at >= text.length()) {
                break;
            }
            char e = text.charAt(at++);
            switch (e) {
                case 'n' -> word.append('\n');
                case 't' -> word.append('\t');
                case 'r' -> word.append('\r');
                case '\\', '\'', '"', '?' -> word.append(e);
                case 'x' -> word.appendCodePoint(hex(2));
                case 'u' -> word.appendCodePoint(hex(4));
                case 'U' -> word.appendCodePoint(hex(8));
                default -> word.append('\\').append(e);
            }
        }
        if (at >= text.length()) {
            throw new Unreadable(open + 1, "a $' quote opened here is never closed");
        }
        at++;
    }

    private int hex(int most) throws Unreadable {
        int start = at;
        while (at < text.length() && at - start < most && Character.digit(text.charAt(at), 16) >= 0) {
            at++;
        }
        if (at == start) {
            throw new Unreadable(at + 1, "expected hexadecimal digits after the escape");
        }
        int codePoint = Integer.parseInt(text.substring(start, at), 16);
        if (!Character.isValidCodePoint(codePoint) || (codePoint >= 0xD800 && codePoint <= 0xDFFF)) {
            throw new Unreadable(start + 1, "the escape is not a Unicode character");
        }
        return codePoint;
    }

    /** A {@code $} that a shell would expand: before a name, a digit, a brace, a parenthesis or a special parameter. */
    private boolean expands() {
        if (text.charAt(at) != '$' || at + 1 >= text.length()) {
            return false;
        }
        char next = text.charAt(at + 1);
        return Character.isLetterOrDigit(next) || "_{(@*#?$!-".indexOf(next) >= 0;
    }

    private Unreadable expansion() {
        return new Unreadable(
                at + 1,
                "the command uses " + (text.charAt(at) == '`' ? "a backtick substitution" : "a shell expansion ($…)")
                        + ", whose value keyslice cannot know (it never runs anything): paste the command with the value written out");
    }

    private void append(char c) {
        inWord = true;
        word.append(c);
    }

    private void end() {
        if (inWord) {
            words.add(word.toString());
            word.setLength(0);
            inWord = false;
        }
    }
}
