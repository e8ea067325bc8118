package keyslice.domain.filter;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import keyslice.domain.form.Problem;
import keyslice.domain.text.Shown;

/**
 * Where {@link FilterParser} is in one expression's tokens, and how a syntax error there is worded: DynamoDB's words
 * ({@code Syntax error; token: "x", near: "a x"}) with, in the summary, the 1-based character position and what would
 * have been valid there.
 */
final class TokenCursor {

    /** Reading stops at the first syntax error, already added to the problems. */
    static final class SyntaxError extends Exception {
        SyntaxError() {
            super(null, null, false, false);
        }
    }

    private final String text;
    private final Clause clause;
    private final List<Problem> problems;
    private List<Tokens.Token> tokens = List.of();
    private int at;

    TokenCursor(String text, Clause clause, List<Problem> problems) {
        this.text = text;
        this.clause = clause;
        this.problems = problems;
    }

    /** Splits the text into tokens; false, with the syntax error added, when it cannot be. */
    boolean start() {
        try {
            tokens = Tokens.of(text);
            return true;
        } catch (Tokens.Unreadable e) {
            syntax(e.index, e.expected, text.substring(e.index, text.offsetByCodePoints(e.index, 1)));
            return false;
        }
    }

    Tokens.Token peek() {
        return tokens.get(at);
    }

    Tokens.Token next() {
        return tokens.get(Math.min(at + 1, tokens.size() - 1));
    }

    /** Steps over the token {@link #peek} returned. */
    void skip() {
        at++;
    }

    boolean accept(Tokens.TokenKind kind) {
        if (peek().kind() == kind) {
            at++;
            return true;
        }
        return false;
    }

    boolean acceptWord(String word) {
        if (peek().isWord(word)) {
            at++;
            return true;
        }
        return false;
    }

    void expect(Tokens.TokenKind kind, String expected) throws SyntaxError {
        if (!accept(kind)) {
            throw fail(peek(), expected);
        }
    }

    /** Adds the syntax error of finding {@code token} where {@code expected} was, to be thrown. */
    SyntaxError fail(Tokens.Token token, String expected) {
        syntax(token.start(), expected, found(token));
        return new SyntaxError();
    }

    /** The grammar's words, in any case; a name spelt like one goes in backticks. */
    static Optional<String> keyword(Tokens.Token token) {
        return Stream.of("AND", "OR", "NOT", "BETWEEN", "IN")
                .filter(token::isWord)
                .findFirst();
    }

    private static String found(Tokens.Token token) {
        return token.kind() == Tokens.TokenKind.END ? "<EOF>" : token.text();
    }

    private void syntax(int index, String expected, String found) {
        String near = text.substring(
                Math.max(0, previousStart(index)), Math.min(text.length(), index + Math.max(1, found.length())));
        String where = found.equals("<EOF>") ? "the end" : "character " + position(index);
        problems.add(clause.invalid(
                "Syntax error at " + where + " of the " + clause.field() + ": expected " + expected + ", but found "
                        + (found.equals("<EOF>") ? "the end" : Shown.quoted(found)) + ".",
                "Syntax error; token: \"" + found + "\", near: \"" + near.strip() + "\""));
    }

    private int previousStart(int index) {
        int previous = index;
        for (Tokens.Token token : tokens) {
            if (token.start() < index) {
                previous = token.start();
            }
        }
        return previous;
    }

    /** 1-based, counting characters (code points) as a person does, not UTF-16 units. */
    int position(int index) {
        return text.codePointCount(0, index) + 1;
    }
}
