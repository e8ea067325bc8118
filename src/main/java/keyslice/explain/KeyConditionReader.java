package keyslice.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.form.Problem;
import keyslice.domain.key.SortOperator;
import keyslice.explain.ExpressionTokens.Token;
import keyslice.explain.ExpressionTokens.Type;

/**
 * A KeyConditionExpression read into its conditions, one per key attribute: {@code a = :v}, a comparison,
 * {@code BETWEEN}, {@code begins_with}, joined by {@code AND}, in parentheses or not. What a key condition may not hold
 * (OR, NOT, another function, a document path) is a problem in DynamoDB's words; reading goes on where it can.
 */
final class KeyConditionReader {

    static final String CLAUSE = "KeyConditionExpression";

    private static final Map<String, SortOperator> COMPARATORS = Map.of(
            "=",
            SortOperator.EQ,
            "<",
            SortOperator.LT,
            "<=",
            SortOperator.LE,
            ">",
            SortOperator.GT,
            ">=",
            SortOperator.GE);
    private static final Map<SortOperator, SortOperator> FLIPPED = Map.of(
            SortOperator.EQ,
            SortOperator.EQ,
            SortOperator.LT,
            SortOperator.GT,
            SortOperator.LE,
            SortOperator.GE,
            SortOperator.GT,
            SortOperator.LT,
            SortOperator.GE,
            SortOperator.LE);

    /**
     * One key attribute's condition; {@code written} is how the expression named it (a #placeholder or the bare name),
     * {@code placeholders} the :placeholders of its values (both empty for the legacy KeyConditions).
     */
    record Term(
            String name, String written, SortOperator operator, List<ItemValue> values, List<String> placeholders) {}

    /** Text that is not a key condition at all; {@code at} is the 0-based place where reading stopped. */
    static final class Unreadable extends Exception {
        final int at;

        Unreadable(int at, String message) {
            super(message, null, false, false);
            this.at = at;
        }
    }

    private final List<Token> tokens;
    private final Placeholders placeholders;
    private final List<Problem> problems;
    private final List<Term> terms = new ArrayList<>();
    private int at;
    private int depth;

    private KeyConditionReader(List<Token> tokens, Placeholders placeholders, List<Problem> problems) {
        this.tokens = tokens;
        this.placeholders = placeholders;
        this.problems = problems;
    }

    static List<Term> read(String expression, Placeholders placeholders, List<Problem> problems) throws Unreadable {
        List<Token> tokens;
        try {
            tokens = ExpressionTokens.of(expression);
        } catch (ExpressionTokens.Unexpected e) {
            throw new Unreadable(e.at, e.getMessage());
        }
        KeyConditionReader reader = new KeyConditionReader(tokens, placeholders, problems);
        reader.conjunction();
        reader.expect("AND or the end of the key condition", Type.END);
        return List.copyOf(reader.terms);
    }

    private void conjunction() throws Unreadable {
        term();
        while (peek().is("AND") || peek().is("OR")) {
            Token joint = next();
            if (joint.is("OR")) {
                problems.add(operatorProblem("OR"));
            }
            term();
        }
    }

    private void term() throws Unreadable {
        Token first = peek();
        if (first.is("(")) {
            if (++depth > 32) {
                throw new Unreadable(first.start(), "parentheses nest more than 32 deep");
            }
            next();
            conjunction();
            expect("\")\"", Type.SYMBOL, ")");
            depth--;
        } else if (first.is("NOT")) {
            next();
            problems.add(operatorProblem("NOT"));
            term();
        } else if (first.type() == Type.WORD && tokens.get(at + 1).is("(")) {
            call(next());
        } else {
            comparison();
        }
    }

    private void call(Token function) throws Unreadable {
        next();
        Token subject = operand();
        expect("\",\"", Type.SYMBOL, ",");
        Token argument = operand();
        expect("\")\"", Type.SYMBOL, ")");
        if (!function.text().equals("begins_with")) {
            problems.add(new Problem(
                    CLAUSE,
                    "A key condition's one function is begins_with; " + function.text() + " belongs in a filter.",
                    "Invalid " + CLAUSE + ": Invalid function name; function: " + function.text()));
            return;
        }
        add(subject, SortOperator.BEGINS_WITH, List.of(argument));
    }

    private void comparison() throws Unreadable {
        Token left = operand();
        Token symbol = peek();
        if (symbol.is("BETWEEN")) {
            next();
            Token lower = operand();
            expect("AND", Type.WORD, "AND");
            add(left, SortOperator.BETWEEN, List.of(lower, operand()));
            return;
        }
        SortOperator operator = COMPARATORS.get(symbol.text());
        if (symbol.type() != Type.SYMBOL || (operator == null && !symbol.is("<>"))) {
            throw new Unreadable(
                    symbol.start(), "expected =, <, <=, >, >=, BETWEEN or begins_with after " + left.text());
        }
        next();
        Token right = operand();
        if (operator == null) {
            problems.add(operatorProblem("<>"));
        } else if (left.type() == Type.VALUE_PLACEHOLDER && right.type() != Type.VALUE_PLACEHOLDER) {
            add(right, FLIPPED.get(operator), List.of(left));
        } else {
            add(left, operator, List.of(right));
        }
    }

    /** A key attribute's name or a value's placeholder; a document path is not a key attribute. */
    private Token operand() throws Unreadable {
        Token token = next();
        if (token.type() != Type.NAME_PLACEHOLDER
                && token.type() != Type.VALUE_PLACEHOLDER
                && token.type() != Type.WORD) {
            throw new Unreadable(
                    token.start(),
                    "expected an attribute name, a #name or a :value"
                            + (token.type() == Type.END
                                    ? " but the key condition ended"
                                    : " but found " + describe(token)));
        }
        if (peek().is(".") || peek().is("[")) {
            problems.add(new Problem(
                    CLAUSE,
                    "A key condition names key attributes, not paths inside them (" + token.text() + peek().text()
                            + "…).",
                    "a key condition names top-level key attributes, not document paths: " + token.text()
                            + peek().text() + "…"));
            while (peek().is(".")
                    || peek().is("[")
                    || peek().is("]")
                    || peek().type() == Type.INDEX
                    || (tokens.get(at - 1).is(".") && peek().type() != Type.END && peek().type() != Type.SYMBOL)) {
                next();
            }
        }
        return token;
    }

    private void add(Token subject, SortOperator operator, List<Token> arguments) {
        if (subject.type() == Type.VALUE_PLACEHOLDER) {
            problems.add(new Problem(
                    CLAUSE,
                    "A key condition compares a key attribute with values, not " + subject.text() + " with a value.",
                    "a key condition compares a key attribute with values; found the value " + subject.text()
                            + " on its own"));
            return;
        }
        Optional<String> name = placeholders.name(subject, CLAUSE);
        List<ItemValue> values = new ArrayList<>();
        for (Token argument : arguments) {
            if (argument.type() != Type.VALUE_PLACEHOLDER) {
                placeholders.name(argument, CLAUSE);
                problems.add(new Problem(
                        CLAUSE,
                        "A key condition compares " + subject.text() + " with a :value, not with " + argument.text()
                                + ".",
                        "Invalid condition in " + CLAUSE + ": Multiple attribute names used in one condition"));
                continue;
            }
            placeholders.value(argument, CLAUSE).ifPresent(values::add);
        }
        if (name.isPresent() && values.size() == arguments.size()) {
            terms.add(new Term(
                    name.get(),
                    subject.text(),
                    operator,
                    values,
                    arguments.stream().map(Token::text).toList()));
        }
    }

    private static Problem operatorProblem(String operator) {
        return new Problem(
                CLAUSE,
                "A key condition takes =, <, <=, >, >=, BETWEEN and begins_with joined by AND; it cannot use "
                        + operator + " (a filter can).",
                "Invalid operator used in " + CLAUSE + ": " + operator);
    }

    private Token peek() {
        return tokens.get(at);
    }

    private Token next() {
        Token token = tokens.get(at);
        if (token.type() != Type.END) {
            at++;
        }
        return token;
    }

    private void expect(String what, Type type, String... text) throws Unreadable {
        Token token = peek();
        if (token.type() != type || (text.length > 0 && !token.is(text[0]))) {
            throw new Unreadable(
                    token.start(),
                    "expected " + what
                            + (token.type() == Type.END
                                    ? " but the key condition ended"
                                    : " but found " + describe(token)));
        }
        next();
    }

    private static String describe(Token token) {
        return "\"" + token.text() + "\"";
    }
}
