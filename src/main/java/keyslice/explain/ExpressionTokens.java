package keyslice.explain;

import java.util.ArrayList;
import java.util.List;

/**
 * The tokens of an expression as DynamoDB takes it (placeholders, bare names, operators), with each token's place in
 * the text, so that a reader can copy what it does not change and say where it stopped.
 */
final class ExpressionTokens {

    enum Type {
        NAME_PLACEHOLDER,
        VALUE_PLACEHOLDER,
        WORD,
        INDEX,
        SYMBOL,
        END
    }

    /** A token and where it starts and ends in the text (0-based, end exclusive). */
    record Token(Type type, String text, int start, int end) {
        boolean is(String symbol) {
            return (type == Type.SYMBOL || type == Type.WORD) && text.equalsIgnoreCase(symbol);
        }
    }

    /** The text has a character no expression takes; {@code at} is its 0-based place. */
    static final class Unexpected extends Exception {
        final int at;

        Unexpected(int at, String message) {
            super(message, null, false, false);
            this.at = at;
        }
    }

    private static final String[] SYMBOLS = {"<>", "<=", ">=", "=", "<", ">", "(", ")", ",", ".", "[", "]"};

    private ExpressionTokens() {}

    static List<Token> of(String text) throws Unexpected {
        List<Token> tokens = new ArrayList<>();
        int at = 0;
        while (at < text.length()) {
            char c = text.charAt(at);
            if (Character.isWhitespace(c)) {
                at++;
                continue;
            }
            int start = at;
            if (c == '#' || c == ':') {
                at = word(text, at + 1);
                if (at == start + 1) {
                    throw new Unexpected(start, "a placeholder is " + c + " followed by letters, digits or _");
                }
                tokens.add(new Token(
                        c == '#' ? Type.NAME_PLACEHOLDER : Type.VALUE_PLACEHOLDER,
                        text.substring(start, at),
                        start,
                        at));
            } else if (Character.isLetter(c) || c == '_') {
                at = word(text, at);
                tokens.add(new Token(Type.WORD, text.substring(start, at), start, at));
            } else if (c >= '0' && c <= '9') {
                while (at < text.length() && text.charAt(at) >= '0' && text.charAt(at) <= '9') {
                    at++;
                }
                tokens.add(new Token(Type.INDEX, text.substring(start, at), start, at));
            } else {
                String symbol = symbol(text, at);
                if (symbol == null) {
                    throw new Unexpected(start, "unexpected " + describe(text.codePointAt(at)));
                }
                at += symbol.length();
                tokens.add(new Token(Type.SYMBOL, symbol, start, at));
            }
        }
        tokens.add(new Token(Type.END, "", text.length(), text.length()));
        return tokens;
    }

    private static int word(String text, int at) {
        while (at < text.length() && (Character.isLetterOrDigit(text.charAt(at)) || text.charAt(at) == '_')) {
            at++;
        }
        return at;
    }

    private static String symbol(String text, int at) {
        for (String symbol : SYMBOLS) {
            if (text.startsWith(symbol, at)) {
                return symbol;
            }
        }
        return null;
    }

    static String describe(int codePoint) {
        return Character.isISOControl(codePoint) || Character.isWhitespace(codePoint)
                ? String.format("character U+%04X", codePoint)
                : "\"" + new String(Character.toChars(codePoint)) + "\"";
    }
}
