package keyslice.domain.filter;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import keyslice.domain.form.Problem;
import keyslice.domain.key.KeyValues;

/**
 * Recursive descent over DynamoDB's condition grammar, lowest precedence first: {@code OR}, {@code AND}, {@code NOT},
 * then a parenthesised condition, a function, or an operand followed by a comparator, {@code BETWEEN} or {@code IN}.
 * Parsing stops at the first syntax error; every other problem (unknown function, operand type, BETWEEN order...) is
 * collected and parsing goes on, so the user sees them all at once. While such a problem stands, the parse methods
 * return null for the part they refused, and the whole condition is empty. Where reading is in the tokens, and the
 * wording of a syntax error, is {@link TokenCursor}'s.
 */
final class FilterParser {

    /** Nesting deeper than this is refused before Java's stack runs out; DynamoDB's 300 operators need far less. */
    private static final int MAX_DEPTH = 200;

    /** The condition when there is no problem; every path written (for the key attribute rule); the operator count. */
    record Parsed(Optional<Condition> condition, List<Path> paths, int operators, List<Problem> problems) {}

    private final Clause clause;
    private final List<Problem> problems = new ArrayList<>();
    private final List<Path> paths = new ArrayList<>();
    private final ExpressionRules rules;
    private final TokenCursor tokens;
    private int operators;
    private int depth;

    private FilterParser(String text, Clause clause) {
        this.clause = clause;
        this.rules = new ExpressionRules(clause, problems);
        this.tokens = new TokenCursor(text, clause, problems);
    }

    static Parsed condition(String text) {
        FilterParser parser = new FilterParser(text, Clause.FILTER);
        Condition condition = null;
        if (parser.tokens.start()) {
            try {
                condition = parser.disjunction();
                parser.tokens.expect(Tokens.TokenKind.END, "AND, OR or the end of the filter");
            } catch (TokenCursor.SyntaxError e) {
                condition = null;
            }
        }
        boolean clean = parser.problems.isEmpty();
        return new Parsed(
                Optional.ofNullable(clean ? condition : null), parser.paths, parser.operators, parser.problems);
    }

    /** A projection: paths separated by commas. */
    static Parsed projection(String text) {
        FilterParser parser = new FilterParser(text, Clause.PROJECTION);
        if (parser.tokens.start()) {
            try {
                do {
                    parser.path(parser.name("a path"));
                } while (parser.tokens.accept(Tokens.TokenKind.COMMA));
                parser.tokens.expect(Tokens.TokenKind.END, "',' or the end of the projection");
            } catch (TokenCursor.SyntaxError e) {
                parser.paths.clear();
            }
        }
        return new Parsed(Optional.empty(), parser.paths, 0, parser.problems);
    }

    private Condition disjunction() throws TokenCursor.SyntaxError {
        Condition left = conjunction();
        while (tokens.acceptWord("OR")) {
            operators++;
            left = both(left, conjunction(), false);
        }
        return left;
    }

    private Condition conjunction() throws TokenCursor.SyntaxError {
        Condition left = negation();
        while (tokens.acceptWord("AND")) {
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

    private Condition negation() throws TokenCursor.SyntaxError {
        if (tokens.acceptWord("NOT")) {
            operators++;
            Condition operand = nested(this::negation);
            return operand == null ? null : new Condition.Not(operand);
        }
        return primary();
    }

    private interface Part<T> {
        T parse() throws TokenCursor.SyntaxError;
    }

    private <T> T nested(Part<T> part) throws TokenCursor.SyntaxError {
        if (++depth > MAX_DEPTH) {
            problems.add(new Problem(
                    clause.field(),
                    "The " + clause.field() + " nests NOT, parentheses and functions more than " + MAX_DEPTH
                            + " levels deep: simplify it.",
                    "nested more than " + MAX_DEPTH + " levels deep"));
            throw new TokenCursor.SyntaxError();
        }
        try {
            return part.parse();
        } finally {
            depth--;
        }
    }

    private Condition primary() throws TokenCursor.SyntaxError {
        Tokens.Token token = tokens.peek();
        if (tokens.accept(Tokens.TokenKind.OPEN)) {
            Condition inner = nested(this::disjunction);
            tokens.expect(Tokens.TokenKind.CLOSE, "')', AND or OR");
            return inner;
        }
        if (token.kind() == Tokens.TokenKind.NAME
                && tokens.next().kind() == Tokens.TokenKind.OPEN
                && !token.text().equals(Function.SIZE)
                && TokenCursor.keyword(token).isEmpty()) {
            tokens.skip();
            operators++;
            Condition call = rules.call(token.text(), arguments());
            Tokens.Token after = tokens.peek();
            if (after.kind() == Tokens.TokenKind.COMPARATOR || after.isWord("BETWEEN") || after.isWord("IN")) {
                rules.misused(token.text());
                tail(null);
                return null;
            }
            return call;
        }
        Operand subject = operand();
        return tail(subject);
    }

    private Condition tail(Operand subject) throws TokenCursor.SyntaxError {
        Tokens.Token token = tokens.peek();
        if (token.kind() == Tokens.TokenKind.COMPARATOR) {
            tokens.skip();
            operators++;
            Operand right = operand();
            return rules.compare(subject, Comparator.ofSymbol(token.text()).orElseThrow(), right);
        }
        if (tokens.acceptWord("BETWEEN")) {
            operators++;
            Operand lower = operand();
            if (!tokens.acceptWord("AND")) {
                throw tokens.fail(tokens.peek(), "AND between the two bounds of BETWEEN");
            }
            Operand upper = operand();
            return rules.between(subject, lower, upper);
        }
        if (tokens.acceptWord("IN")) {
            operators++;
            tokens.expect(Tokens.TokenKind.OPEN, "'(' and the values after IN");
            List<Operand> candidates = new ArrayList<>();
            do {
                candidates.add(operand());
            } while (tokens.accept(Tokens.TokenKind.COMMA));
            tokens.expect(Tokens.TokenKind.CLOSE, "',' or ')' after the values of IN");
            return rules.in(subject, candidates);
        }
        throw tokens.fail(token, "a comparator (= <> < <= > >=), BETWEEN or IN");
    }

    private List<Operand> arguments() throws TokenCursor.SyntaxError {
        tokens.expect(Tokens.TokenKind.OPEN, "'('");
        List<Operand> arguments = new ArrayList<>();
        do {
            arguments.add(nested(this::operand));
        } while (tokens.accept(Tokens.TokenKind.COMMA));
        tokens.expect(Tokens.TokenKind.CLOSE, "',' or ')' after an operand of the function");
        return arguments;
    }

    /** A path, a literal, or size(...); null after a problem in it. */
    private Operand operand() throws TokenCursor.SyntaxError {
        Tokens.Token token = tokens.peek();
        switch (token.kind()) {
            case STRING -> {
                tokens.skip();
                return new Operand.Literal(new ItemValue.S(token.value()));
            }
            case NUMBER -> {
                tokens.skip();
                try {
                    return new Operand.Literal(
                            new ItemValue.N(KeyValues.parseNumber(token.text()).number()));
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
                throw tokens.fail(token, "an operand: a path, a value or size(...)");
            }
        }
    }

    private Operand word(Tokens.Token token) throws TokenCursor.SyntaxError {
        Optional<String> keyword = TokenCursor.keyword(token);
        if (keyword.isPresent()) {
            throw tokens.fail(
                    token,
                    "an operand: a path, a value or size(...) (a name spelt like the keyword " + keyword.get()
                            + " goes in backticks)");
        }
        switch (token.text()) {
            case "true", "false" -> {
                tokens.skip();
                return new Operand.Literal(new ItemValue.Bool(token.text().equals("true")));
            }
            case "null" -> {
                tokens.skip();
                return new Operand.Literal(new ItemValue.Null());
            }
            default -> {
                // a name, below
            }
        }
        if (tokens.next().kind() != Tokens.TokenKind.OPEN) {
            return path(name("a path"));
        }
        tokens.skip();
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
    private Path path(Path.Name head) throws TokenCursor.SyntaxError {
        List<Path.Element> elements = new ArrayList<>(List.of(head));
        while (true) {
            if (tokens.accept(Tokens.TokenKind.DOT)) {
                elements.add(name("a name after '.'"));
            } else if (tokens.accept(Tokens.TokenKind.OPEN_INDEX)) {
                Tokens.Token index = tokens.peek();
                if (index.kind() != Tokens.TokenKind.NUMBER || !Path.Index.written(index.text())) {
                    throw tokens.fail(index, "a list index: 0, 1, 2...");
                }
                tokens.skip();
                elements.add(new Path.Index(Integer.parseInt(index.text())));
                tokens.expect(Tokens.TokenKind.CLOSE_INDEX, "']' after the list index");
            } else {
                Path path = new Path(elements);
                paths.add(path);
                return path;
            }
        }
    }

    private Path.Name name(String expected) throws TokenCursor.SyntaxError {
        Tokens.Token token = tokens.peek();
        if (token.kind() != Tokens.TokenKind.NAME && token.kind() != Tokens.TokenKind.QUOTED_NAME) {
            throw tokens.fail(token, expected);
        }
        tokens.skip();
        if (token.value().isEmpty()) {
            problems.add(new Problem(
                    clause.field(),
                    "A name in backticks is empty at character " + tokens.position(token.start())
                            + ": an attribute name has at least one character (a backtick in a name is written twice).",
                    "Invalid " + clause.member() + ": an attribute name cannot be empty"));
            // A stand-in so that parsing goes on to find the other problems; the problem empties the result.
            return new Path.Name("`");
        }
        return new Path.Name(token.value());
    }
}
