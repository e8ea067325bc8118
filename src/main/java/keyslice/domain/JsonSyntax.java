package keyslice.domain;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.regex.Pattern;

/**
 * Words the first syntax error of a text that Jackson refused, as {@link JsonLine}'s messages always have: what was
 * expected, and the 1-based character where it was not found. Jackson's own messages name its internals ("was
 * expecting comma to separate Array entries") at positions that vary with the error, and people and tests read these.
 * The walk builds nothing: Jackson has read every value before the error, and the duplicate names, lone surrogates and
 * depth in them are {@link JsonLine}'s checks.
 */
final class JsonSyntax {

    private static final Pattern NUMBER = Pattern.compile("-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?(?:[eE][+-]?[0-9]+)?");

    private final String text;
    private int at;

    private JsonSyntax(String text, int at) {
        this.text = text;
        this.at = at;
    }

    /** The first syntax error of the JSON value at the start of {@code text}, the rest being {@code after}'s. */
    static JsonLine.Malformed firstError(String text, String after, String refusal, long offset) {
        try {
            new JsonSyntax(text, 0).document(after);
        } catch (JsonLine.Malformed e) {
            return e;
        }
        // Not met in the tests: the walk takes JSON's grammar as Jackson does. Jackson's words, at least.
        return new JsonLine.Malformed(refusal + ", at character " + (Math.max(0, offset) + 1));
    }

    /** The error in the string literal whose opening quote is at {@code start}, once Jackson refused it. */
    static JsonLine.Malformed stringError(String text, int start, String refusal) {
        try {
            new JsonSyntax(text, start).string();
        } catch (JsonLine.Malformed e) {
            return e;
        }
        return new JsonLine.Malformed(refusal + ", at character " + (start + 1));
    }

    private void document(String after) throws JsonLine.Malformed {
        Deque<Character> closers = new ArrayDeque<>();
        boolean valueNext = true;
        while (true) {
            skipSpace();
            if (valueNext) {
                valueNext = value(closers);
            } else if (closers.isEmpty()) {
                if (at < text.length()) {
                    throw malformed("expected the end of the " + after + " after the JSON value");
                }
                return;
            } else if (peek(',')) {
                at++;
                if (closers.peek() == '}') {
                    skipSpace();
                    member();
                }
                valueNext = true;
            } else {
                expect(closers.pop());
            }
        }
    }

    /** Reads one value, or opens an array or object; whether a value comes next (the first of what was opened). */
    private boolean value(Deque<Character> closers) throws JsonLine.Malformed {
        if (at >= text.length()) {
            throw malformed("expected a JSON value but the line ended");
        }
        char c = text.charAt(at);
        switch (c) {
            case '{', '[' -> {
                at++;
                skipSpace();
                char closer = c == '{' ? '}' : ']';
                if (peek(closer)) {
                    at++;
                    return false;
                }
                closers.push(closer);
                if (c == '{') {
                    member();
                }
                return true;
            }
            case '"' -> string();
            case 't' -> word("true");
            case 'f' -> word("false");
            case 'n' -> word("null");
            default -> {
                if (c != '-' && (c < '0' || c > '9')) {
                    throw malformed("expected a JSON value but found '" + c + "'");
                }
                number();
            }
        }
        return false;
    }

    /** A member's name and its colon. */
    private void member() throws JsonLine.Malformed {
        if (!peek('"')) {
            throw malformed("expected a member name in double quotes");
        }
        string();
        skipSpace();
        expect(':');
    }

    /**
     * A string, decoded so that its lone surrogate is found as {@link JsonLine} finds it: Jackson may refuse what
     * follows a member's name before the name reaches that check.
     */
    private void string() throws JsonLine.Malformed {
        int start = at;
        StringBuilder read = new StringBuilder();
        int i = start + 1;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '"') {
                at = i + 1;
                JsonLine.whole(read.toString(), start);
                return;
            }
            if (c < 0x20) {
                throw new JsonLine.Malformed("a control character (U+" + String.format("%04X", (int) c)
                        + ") must be escaped inside a string, at character " + (i + 1));
            }
            if (c != '\\') {
                read.append(c);
            } else if (i + 1 >= text.length()) {
                break;
            } else {
                i += escape(i, text.charAt(i + 1), read);
            }
            i++;
        }
        throw new JsonLine.Malformed("the string that starts at character " + (start + 1) + " is not closed with \"");
    }

    /** Reads the escape whose backslash is at {@code i}; how many characters after the backslash it takes. */
    private int escape(int i, char escape, StringBuilder read) throws JsonLine.Malformed {
        switch (escape) {
            case '"', '\\', '/', 'b', 'f', 'n', 'r', 't' -> {
                read.append(
                        escape); // not the character it stands for, but no surrogate either, which is all that counts
                return 1;
            }
            case 'u' -> {
                if (i + 6 > text.length() || !text.substring(i + 2, i + 6).matches("[0-9A-Fa-f]{4}")) {
                    throw new JsonLine.Malformed("\\u must be followed by four hex digits, at character " + (i + 1));
                }
                read.append((char) Integer.parseInt(text.substring(i + 2, i + 6), 16));
                return 5;
            }
            default ->
                throw new JsonLine.Malformed("\\" + escape + " is not a JSON escape (use \\\" \\\\ \\/ \\b \\f \\n "
                        + "\\r \\t or \\uXXXX), at character " + (i + 1));
        }
    }

    private void number() throws JsonLine.Malformed {
        int start = at;
        while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) {
            at++;
        }
        String written = text.substring(start, at);
        if (!NUMBER.matcher(written).matches()) {
            at = start;
            throw malformed("expected a JSON number (such as -1, 0.5 or 1e3, no leading zero or +) but found \""
                    + written + "\"");
        }
    }

    private void word(String word) throws JsonLine.Malformed {
        if (!text.startsWith(word, at)) {
            throw malformed("expected a JSON value");
        }
        at += word.length();
    }

    private boolean peek(char c) {
        return at < text.length() && text.charAt(at) == c;
    }

    private void expect(char c) throws JsonLine.Malformed {
        if (!peek(c)) {
            throw malformed("expected '" + c + "'");
        }
        at++;
    }

    private void skipSpace() {
        while (at < text.length() && " \t\r\n".indexOf(text.charAt(at)) >= 0) {
            at++;
        }
    }

    private JsonLine.Malformed malformed(String what) {
        return new JsonLine.Malformed(what + ", at character " + (at + 1));
    }
}
