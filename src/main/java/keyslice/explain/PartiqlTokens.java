package keyslice.explain;

import java.util.ArrayList;
import java.util.List;

/**
 * PartiQL's tokens as DynamoDB's dialect writes them: 'strings' (a quote doubled inside), "identifiers", numbers, bare
 * words, {@code ?} parameters and operators. Each token keeps where it starts, for a message that says where.
 */
final class PartiqlTokens {

    enum Type {
        WORD,
        QUOTED,
        STRING,
        NUMBER,
        PARAMETER,
        SYMBOL,
        END
    }

    record Token(Type type, String text, int start) {
        boolean isWord(String word) {
            return type == Type.WORD && text.equalsIgnoreCase(word);
        }

        boolean isSymbol(String symbol) {
            return type == Type.SYMBOL && text.equals(symbol);
        }

        String describe() {
            return switch (type) {
                case END -> "the end of the statement";
                case STRING -> "the string '" + text + "'";
                default -> "\"" + text + "\"";
            };
        }
    }

    private static final String[] SYMBOLS = {
        "<>", "!=", "<=", ">=", "=", "<", ">", "(", ")", "[", "]", ",", ".", "*", ";"
    };

    private PartiqlTokens() {}

    static List<Token> of(String text) throws Unreadable {
        List<Token> tokens = new ArrayList<>();
        int at = 0;
        while (at < text.length()) {
            char c = text.charAt(at);
            int start = at;
            if (Character.isWhitespace(c)) {
                at++;
            } else if (c == '\'' || c == '"') {
                StringBuilder value = new StringBuilder();
                at++;
                while (true) {
                    if (at >= text.length()) {
                        throw new Unreadable(
                                start + 1, (c == '\'' ? "a string" : "a quoted name") + " opened here is never closed");
                    }
                    if (text.charAt(at) == c) {
                        if (at + 1 < text.length() && text.charAt(at + 1) == c) {
                            value.append(c);
                            at += 2;
                            continue;
                        }
                        at++;
                        break;
                    }
                    value.append(text.charAt(at++));
                }
                tokens.add(new Token(c == '\'' ? Type.STRING : Type.QUOTED, value.toString(), start));
            } else if (Character.isDigit(c)
                    || (c == '-' && at + 1 < text.length() && Character.isDigit(text.charAt(at + 1)))) {
                at++;
                while (at < text.length()
                        && (Character.isDigit(text.charAt(at))
                                || text.charAt(at) == '.'
                                || text.charAt(at) == 'e'
                                || text.charAt(at) == 'E'
                                || ((text.charAt(at) == '-' || text.charAt(at) == '+')
                                        && "eE".indexOf(text.charAt(at - 1)) >= 0))) {
                    at++;
                }
                String number = text.substring(start, at);
                if (!number.matches("-?\\d+(\\.\\d+)?([eE][-+]?\\d+)?")) {
                    throw new Unreadable(start + 1, "\"" + number + "\" is not a number");
                }
                tokens.add(new Token(Type.NUMBER, number, start));
            } else if (Character.isLetter(c) || c == '_') {
                while (at < text.length() && (Character.isLetterOrDigit(text.charAt(at)) || text.charAt(at) == '_')) {
                    at++;
                }
                tokens.add(new Token(Type.WORD, text.substring(start, at), start));
            } else if (c == '?') {
                at++;
                tokens.add(new Token(Type.PARAMETER, "?", start));
            } else {
                String symbol = null;
                for (String candidate : SYMBOLS) {
                    if (text.startsWith(candidate, at)) {
                        symbol = candidate;
                        break;
                    }
                }
                if (symbol == null) {
                    throw new Unreadable(start + 1, "unexpected " + ExpressionTokens.describe(text.codePointAt(at)));
                }
                at += symbol.length();
                tokens.add(new Token(Type.SYMBOL, symbol, start));
            }
        }
        tokens.add(new Token(Type.END, "", text.length()));
        return tokens;
    }
}
