package keyslice.domain.filter;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import keyslice.domain.key.KeyValues;
import keyslice.domain.form.Problem;
import keyslice.domain.text.Shown;

/**
 * Recursive descent over DynamoDB's condition grammar, lowest precedence first: {@code OR}, {@code AND}, {@code NOT},
 * then a parenthesised condition, a function, or an operand followed by a comparator, {@code BETWEEN} or {@code IN}.
 * Parsing stops at the first syntax error; every other problem (unknown function, operand type, BETWEEN order...) is
 * collected and parsing goes on, so the user sees them all at once. While such a problem stands, the parse methods
 * return null for the part they refused, and the whole condition is empty.
 */
final class FilterParser {

    /** Nesting deeper than this is refused before Java's stack runs out; DynamoDB's 300 operators need far less. */
    private static final int MAX_DEPTH = 200;

    /** The condition when there is no problem; every path written (for the key attribute rule); the operator count. */
    record Parsed(Optional<Condition> condition, List<Path> paths, int operators, List<Problem> problems) {
    }

    private static final class SyntaxError extends Exception {
        SyntaxError() {
            super(null, null, false, false);
        }
    }

    private final String text;
    private final Clause clause;
    private final List<Problem> problems = new ArrayList<>();
    private final List<Path> paths = new ArrayList<>();
    private final ExpressionRules rules;
    private List<Tokens.Token> tokens = List.of();
    private int at;
    private int operators;
    private int depth;

    private FilterParser(String text, Clause clause) {
        this.text = text;
        this.clause = clause;
        this.rules = new ExpressionRules(clause, problems);
    }

    static Parsed condition(String text) {
        FilterParser parser = new FilterParser(text, Clause.FILTER);
        Condition condition = null;
        if (parser.start()) {
            try {
                condition = parser.disjunction();
                parser.expect(Tokens.TokenKind.END, "AND, OR or the end of the filter");
            } catch (SyntaxError e) {
                condition = null;
            }
        }
        boolean clean = parser.problems.isEmpty();
        return new Parsed(Optional.ofNullable(clean ? condition : null), parser.paths, parser.operators, parser.problems);
    }

    /** A projection: paths separated by commas. */
    static Parsed projection(String text) {
        FilterParser parser = new FilterParser(text, Clause.PROJECTION);
        if (parser.start()) {
            try {
                do {
                    parser.path(parser.name("a path"));
                } while (parser.accept(Tokens.TokenKind.COMMA));
                parser.expect(Tokens.TokenKind.END, "',' or the end of the projection");
            } catch (SyntaxError e) {
                parser.paths.clear();
            }
        }
        return new Parsed(Optional.empty(), parser.paths, 0, parser.problems);
    }

    private boolean start() {
        try {
            tokens = Tokens.of(text);
            return true;
        } catch (Tokens.Unreadable e) {
            syntax(e.index, e.expected, text.substring(e.index, text.offsetByCodePoints(e.index, 1)));
            return false;
        }
    }

    private Condition disjunction() throws SyntaxError {
        Condition left = conjunction();
        while (acceptWord("OR")) {
            operators++;
            left = both(left, conjunction(), false);
        }
        return left;
    }

    private Condition conjunction() throws SyntaxError {
        Condition left = negation();
        while (acceptWord("AND")) {
            operators++;
            left = both(left, negation(), true);
        }
        return left;
    }

    private static Condition both(Condition left, Condition right, boolean and) {
        if (left == null || right == null) {
            return null;
        }
        return and ? new Condition.And(left, right) : new Condition.Or(left, right);
    }

    private Condition negation() throws SyntaxError {
        if (acceptWord("NOT")) {
            operators++;
            Condition operand = nested(this::negation);
            return operand == null ? null : new Condition.Not(operand);
        }
        return primary();
    }

    private interface Part<T> {
        T parse() throws SyntaxError;
    }

    private <T> T nested(Part<T> part) throws SyntaxError {
        if (++depth > MAX_DEPTH) {
            problems.add(new Problem(clause.field(), "The " + clause.field() + " nests NOT, parentheses and functions more than "
                    + MAX_DEPTH + " levels deep: simplify it.", "nested more than " + MAX_DEPTH + " levels deep"));
            throw new SyntaxError();
        }
        try {
            return part.parse();
        } finally {
            depth--;
        }
    }

    private Condition primary() throws SyntaxError {
        Tokens.Token token = peek();
        if (accept(Tokens.TokenKind.OPEN)) {
            Condition inner = nested(this::disjunction);
            expect(Tokens.TokenKind.CLOSE, "')', AND or OR");
            return inner;
        }
        if (token.kind() == Tokens.TokenKind.NAME && next().kind() == Tokens.TokenKind.OPEN && !token.text().equals(Function.SIZE)
                && keyword(token).isEmpty()) {
            at++;
            operators++;
            Condition call = rules.call(token.text(), arguments());
            if (peek().kind() == Tokens.TokenKind.COMPARATOR || peek().isWord("BETWEEN") || peek().isWord("IN")) {
                rules.misused(token.text());
                tail(null);
                return null;
            }
            return call;
        }
        Operand subject = operand();
        return tail(subject);
    }

    private Condition tail(Operand subject) throws SyntaxError {
        Tokens.Token token = peek();
        if (token.kind() == Tokens.TokenKind.COMPARATOR) {
            at++;
            operators++;
            Operand right = operand();
            return rules.compare(subject, Comparator.ofSymbol(token.text()).orElseThrow(), right);
        }
        if (acceptWord("BETWEEN")) {
            operators++;
            Operand lower = operand();
            if (!acceptWord("AND")) {
                syntax(peek().start(), "AND between the two bounds of BETWEEN", found(peek()));
                throw new SyntaxError();
            }
            Operand upper = operand();
            return rules.between(subject, lower, upper);
        }
        if (acceptWord("IN")) {
            operators++;
            expect(Tokens.TokenKind.OPEN, "'(' and the values after IN");
            List<Operand> candidates = new ArrayList<>();
            do {
                candidates.add(operand());
            } while (accept(Tokens.TokenKind.COMMA));
            expect(Tokens.TokenKind.CLOSE, "',' or ')' after the values of IN");
            return rules.in(subject, candidates);
        }
        syntax(token.start(), "a comparator (= <> < <= > >=), BETWEEN or IN", found(token));
        throw new SyntaxError();
    }

    private List<Operand> arguments() throws SyntaxError {
        expect(Tokens.TokenKind.OPEN, "'('");
        List<Operand> arguments = new ArrayList<>();
        do {
            arguments.add(nested(this::operand));
        } while (accept(Tokens.TokenKind.COMMA));
        expect(Tokens.TokenKind.CLOSE, "',' or ')' after an operand of the function");
        return arguments;
    }

    /** A path, a literal, or size(...); null after a problem in it. */
    private Operand operand() throws SyntaxError {
        Tokens.Token token = peek();
        switch (token.kind()) {
            case STRING -> {
                at++;
                return new Operand.Literal(new ItemValue.S(token.value()));
            }
            case NUMBER -> {
                at++;
                try {
                    return new Operand.Literal(new ItemValue.N(KeyValues.parseNumber(token.text()).number()));
                } catch (KeyValues.InvalidValue e) {
                    problems.add(new Problem(clause.field(), e.summary(), e.getMessage()));
                    return null;
                }
            }
            case QUOTED_NAME -> {
                return path(name("a path"));
            }
            case NAME -> {
                return word(token);
            }
            default -> {
                syntax(token.start(), "an operand: a path, a value or size(...)", found(token));
                throw new SyntaxError();
            }
        }
    }

    private Operand word(Tokens.Token token) throws SyntaxError {
        Optional<String> keyword = keyword(token);
        if (keyword.isPresent()) {
            syntax(token.start(), "an operand: a path, a value or size(...) (a name spelt like the keyword "
                    + keyword.get() + " goes in backticks)", found(token));
            throw new SyntaxError();
        }
        switch (token.text()) {
            case "true", "false" -> {
                at++;
                return new Operand.Literal(new ItemValue.Bool(token.text().equals("true")));
            }
            case "null" -> {
                at++;
                return new Operand.Literal(new ItemValue.Null());
            }
            default -> {
                // a name, below
            }
        }
        if (next().kind() != Tokens.TokenKind.OPEN) {
            return path(name("a path"));
        }
        at++;
        operators++;
        List<Operand> arguments = arguments();
        if (token.text().equals(Function.SIZE)) {
            return rules.size(arguments);
        }
        if (Function.named(token.text()).isPresent()) {
            rules.misused(token.text());
        } else {
            rules.call(token.text(), arguments);
        }
        return null;
    }

    /** The first element of a path, already read by {@link #name}; then {@code .name} and {@code [index]} steps. */
    private Path path(Path.Name head) throws SyntaxError {
        List<Path.Element> elements = new ArrayList<>(List.of(head));
        while (true) {
            if (accept(Tokens.TokenKind.DOT)) {
                elements.add(name("a name after '.'"));
            } else if (accept(Tokens.TokenKind.OPEN_INDEX)) {
                Tokens.Token index = peek();
                if (index.kind() != Tokens.TokenKind.NUMBER || !Path.Index.written(index.text())) {
                    syntax(index.start(), "a list index: 0, 1, 2...", found(index));
                    throw new SyntaxError();
                }
                at++;
                elements.add(new Path.Index(Integer.parseInt(index.text())));
                expect(Tokens.TokenKind.CLOSE_INDEX, "']' after the list index");
            } else {
                Path path = new Path(elements);
                paths.add(path);
                return path;
            }
        }
    }

    private Path.Name name(String expected) throws SyntaxError {
        Tokens.Token token = peek();
        if (token.kind() != Tokens.TokenKind.NAME && token.kind() != Tokens.TokenKind.QUOTED_NAME) {
            syntax(token.start(), expected, found(token));
            throw new SyntaxError();
        }
        at++;
        if (token.value().isEmpty()) {
            problems.add(new Problem(clause.field(), "A name in backticks is empty at character " + position(token.start())
                    + ": an attribute name has at least one character (a backtick in a name is written twice).",
                    "Invalid " + clause.member() + ": an attribute name cannot be empty"));
            // A stand-in so that parsing goes on to find the other problems; the problem empties the result.
            return new Path.Name("`");
        }
        return new Path.Name(token.value());
    }

    /** The grammar's words, in any case; a name spelt like one goes in backticks. */
    private static Optional<String> keyword(Tokens.Token token) {
        return java.util.stream.Stream.of("AND", "OR", "NOT", "BETWEEN", "IN").filter(token::isWord).findFirst();
    }

    private Tokens.Token peek() {
        return tokens.get(at);
    }

    private Tokens.Token next() {
        return tokens.get(Math.min(at + 1, tokens.size() - 1));
    }

    private boolean accept(Tokens.TokenKind kind) {
        if (peek().kind() == kind) {
            at++;
            return true;
        }
        return false;
    }

    private boolean acceptWord(String word) {
        if (peek().isWord(word)) {
            at++;
            return true;
        }
        return false;
    }

    private void expect(Tokens.TokenKind kind, String expected) throws SyntaxError {
        if (!accept(kind)) {
            syntax(peek().start(), expected, found(peek()));
            throw new SyntaxError();
        }
    }

    private static String found(Tokens.Token token) {
        return token.kind() == Tokens.TokenKind.END ? "<EOF>" : token.text();
    }

    /**
     * DynamoDB words a syntax error with the token and what comes before it ({@code Syntax error; token: "x", near:
     * "a x"}); the summary adds the 1-based character position and what would have been valid there.
     */
    private void syntax(int index, String expected, String found) {
        String near = text.substring(Math.max(0, previousStart(index)), Math.min(text.length(), index + Math.max(1, found.length())));
        String where = found.equals("<EOF>") ? "the end" : "character " + position(index);
        problems.add(clause.invalid("Syntax error at " + where + " of the " + clause.field() + ": expected " + expected
                + ", but found " + (found.equals("<EOF>") ? "the end" : Shown.quoted(found)) + ".",
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
    private int position(int index) {
        return text.codePointCount(0, index) + 1;
    }
}
