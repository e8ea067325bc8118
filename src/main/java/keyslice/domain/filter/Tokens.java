package keyslice.domain.filter;

import java.util.ArrayList;
import java.util.List;
import keyslice.domain.JsonLine;

/**
 * Splits a filter or projection into tokens. Names are plain identifiers ({@code [A-Za-z_][A-Za-z0-9_]*}) or any text
 * in backticks, where a backtick is written twice ({@code `it``s`} is the name {@code it`s}). Values are JSON literals.
 */
final class Tokens {

    enum TokenKind {
        NAME("a name"),
        QUOTED_NAME("a name in backticks"),
        STRING("a string"),
        NUMBER("a number"),
        COMPARATOR("a comparator"),
        OPEN("'('"),
        CLOSE("')'"),
        OPEN_INDEX("'['"),
        CLOSE_INDEX("']'"),
        DOT("'.'"),
        COMMA("','"),
        END("the end of the expression");

        final String description;

        TokenKind(String description) {
            this.description = description;
        }
    }

    /**
     * One token: {@code text} as written, {@code value} the name or string it stands for (unescaped), {@code start} its
     * index in the expression.
     */
    record Token(TokenKind kind, String text, String value, int start) {
        boolean isWord(String word) {
            return kind == TokenKind.NAME && text.equalsIgnoreCase(word);
        }
    }

    /** The text cannot be split into tokens; {@code index} is where it fails. */
    static final class Unreadable extends Exception {
        final int index;
        final String expected;

        Unreadable(int index, String expected) {
            super(expected, null, false, false);
            this.index = index;
            this.expected = expected;
        }
    }

    /** The one-character tokens' text, made once: a projection of hundreds of paths is mostly punctuation. */
    private static final String[] PUNCTUATION = new String[128];

    static {
        for (char c : "()[].,<>=".toCharArray()) {
            PUNCTUATION[c] = String.valueOf(c);
        }
    }

    private Tokens() {}

    static List<Token> of(String text) throws Unreadable {
        List<Token> tokens = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            int start = i;
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '`') {
                StringBuilder name = new StringBuilder();
                i++;
                while (true) {
                    if (i >= text.length()) {
                        throw new Unreadable(
                                start,
                                "a closing backtick for the name that starts here (a backtick inside "
                                        + "a name is written twice: ``)");
                    }
                    if (text.charAt(i) == '`') {
                        if (i + 1 < text.length() && text.charAt(i + 1) == '`') {
                            name.append('`');
                            i += 2;
                            continue;
                        }
                        i++;
                        break;
                    }
                    name.append(text.charAt(i++));
                }
                tokens.add(new Token(TokenKind.QUOTED_NAME, text.substring(start, i), name.toString(), start));
            } else if (c == '"') {
                StringBuilder value = new StringBuilder();
                try {
                    i = JsonLine.readString(text, i, value);
                } catch (JsonLine.Malformed e) {
                    throw new Unreadable(start, "a JSON string: " + e.getMessage());
                }
                tokens.add(new Token(TokenKind.STRING, text.substring(start, i), value.toString(), start));
            } else if (c == '-' || isDigit(c)) {
                i = number(text, i);
                String number = text.substring(start, i);
                tokens.add(new Token(TokenKind.NUMBER, number, number, start));
            } else if (isNameStart(c)) {
                while (i < text.length() && isNamePart(text.charAt(i))) {
                    i++;
                }
                String name = text.substring(start, i);
                tokens.add(new Token(TokenKind.NAME, name, name, start));
            } else if (c == '<' || c == '>' || c == '=') {
                char next = i + 1 < text.length() ? text.charAt(i + 1) : 0;
                boolean two = next == '=' && c != '=' || c == '<' && next == '>';
                i += two ? 2 : 1;
                String comparator = two ? text.substring(start, i) : PUNCTUATION[c];
                tokens.add(new Token(TokenKind.COMPARATOR, comparator, comparator, start));
            } else {
                TokenKind kind = switch (c) {
                    case '(' -> TokenKind.OPEN;
                    case ')' -> TokenKind.CLOSE;
                    case '[' -> TokenKind.OPEN_INDEX;
                    case ']' -> TokenKind.CLOSE_INDEX;
                    case '.' -> TokenKind.DOT;
                    case ',' -> TokenKind.COMMA;
                    default -> throw new Unreadable(start, unexpected(text, start));
                };
                i++;
                tokens.add(new Token(kind, PUNCTUATION[c], PUNCTUATION[c], start));
            }
        }
        tokens.add(new Token(TokenKind.END, "", "", text.length()));
        return tokens;
    }

    private static String unexpected(String text, int index) {
        char c = text.charAt(index);
        if (c == '#' || c == ':') {
            return "a name or a value, not a placeholder (write the name itself, in backticks when it is not a plain "
                    + "identifier, and the value as JSON: keyslice writes the placeholders)";
        }
        if (c == '\'') {
            return "a string in double quotes (JSON), not single quotes";
        }
        return "a name, a value, a comparator or one of ( ) [ ] . , (a name with other characters goes in backticks)";
    }

    /** JSON's number syntax: {@code -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?}. */
    private static int number(String text, int start) throws Unreadable {
        int i = start;
        if (text.charAt(i) == '-') {
            i++;
        }
        int digits = digits(text, i);
        if (digits == 0) {
            throw new Unreadable(start, "a digit after '-' (numbers are written as in JSON, such as -1.5)");
        }
        if (digits > 1 && text.charAt(i) == '0') {
            throw new Unreadable(start, "a number without leading zeros (numbers are written as in JSON)");
        }
        i += digits;
        if (i < text.length() && text.charAt(i) == '.') {
            int fraction = digits(text, i + 1);
            if (fraction == 0) {
                throw new Unreadable(i, "a digit after the decimal point");
            }
            i += 1 + fraction;
        }
        if (i < text.length() && (text.charAt(i) == 'e' || text.charAt(i) == 'E')) {
            int j = i + 1;
            if (j < text.length() && (text.charAt(j) == '+' || text.charAt(j) == '-')) {
                j++;
            }
            int exponent = digits(text, j);
            if (exponent == 0) {
                throw new Unreadable(i, "the digits of the exponent");
            }
            i = j + exponent;
        }
        if (i < text.length() && isNamePart(text.charAt(i))) {
            throw new Unreadable(
                    start,
                    "a space or an operator after the number (a name that starts with a digit goes " + "in backticks)");
        }
        return i;
    }

    private static int digits(String text, int from) {
        int i = from;
        while (i < text.length() && isDigit(text.charAt(i))) {
            i++;
        }
        return i - from;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isNameStart(char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_';
    }

    private static boolean isNamePart(char c) {
        return isNameStart(c) || isDigit(c);
    }
}
