package keyslice.explain;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import keyslice.domain.filter.Comparator;
import keyslice.domain.filter.Condition;
import keyslice.domain.filter.FilterCompiler;
import keyslice.domain.filter.Function;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.filter.Operand;
import keyslice.domain.filter.Path;

/**
 * A PartiQL {@code SELECT} as DynamoDB runs it: {@code SELECT * | paths FROM "Table"["."Index"] [WHERE condition]
 * [ORDER BY path [ASC|DESC]]}. The WHERE clause becomes keyslice's condition tree, so that its key part and its filter
 * are told apart and written back in keyslice's syntax. {@code ?} parameters have no value here and are refused.
 */
final class PartiqlParser {

    /** A statement read: the table, the index, the projected paths (empty for *), the condition, descending. */
    record Select(String table, String index, List<Path> projection, Optional<Condition> where, boolean descending) {}

    private static final int MAX_DEPTH = 200;

    /**
     * DynamoDB's most operators and functions in an expression, which the filter the WHERE clause becomes must keep. Past
     * it reading stops: the tree keyslice writes back is walked recursively, and a chain of thousands of ANDs would be
     * thousands of levels deep.
     */
    private static final int MAX_OPERATORS = FilterCompiler.MAX_OPERATORS;

    private final List<PartiqlTokens.Token> tokens;
    private int at;
    private int depth;
    private int operators;

    private PartiqlParser(List<PartiqlTokens.Token> tokens) {
        this.tokens = tokens;
    }

    static Select parse(String text) throws Unreadable {
        return new PartiqlParser(PartiqlTokens.of(text)).select();
    }

    private Select select() throws Unreadable {
        keyword("SELECT");
        List<Path> projection = new ArrayList<>();
        if (peek().isSymbol("*")) {
            next();
        } else {
            do {
                projection.add(path());
            } while (accept(","));
        }
        keyword("FROM");
        String table = identifier("the table's name");
        String index = "";
        if (accept(".")) {
            index = identifier("the index's name");
        }
        Optional<Condition> where = Optional.empty();
        if (peek().isWord("WHERE")) {
            next();
            where = Optional.of(disjunction());
        }
        boolean descending = false;
        if (peek().isWord("ORDER")) {
            next();
            keyword("BY");
            path();
            if (peek().isWord("DESC") || peek().isWord("ASC")) {
                descending = next().isWord("DESC");
            }
        }
        accept(";");
        if (peek().type() != PartiqlTokens.Type.END) {
            throw unexpected("WHERE, ORDER BY or the end of the statement");
        }
        return new Select(table, index, projection, where, descending);
    }

    private Condition disjunction() throws Unreadable {
        Condition left = conjunction();
        while (peek().isWord("OR")) {
            operator();
            left = new Condition.Or(left, conjunction());
        }
        return left;
    }

    private Condition conjunction() throws Unreadable {
        Condition left = negation();
        while (peek().isWord("AND")) {
            operator();
            left = new Condition.And(left, negation());
        }
        return left;
    }

    private Condition negation() throws Unreadable {
        if (++depth > MAX_DEPTH) {
            throw new Unreadable(peek().start() + 1, "the condition nests more than " + MAX_DEPTH + " levels deep");
        }
        try {
            if (peek().isWord("NOT")) {
                operator();
                return new Condition.Not(negation());
            }
            if (peek().isSymbol("(")) {
                next();
                Condition inner = disjunction();
                expect(")");
                return inner;
            }
            return predicate();
        } finally {
            depth--;
        }
    }

    private Condition predicate() throws Unreadable {
        PartiqlTokens.Token first = peek();
        if (first.type() == PartiqlTokens.Type.WORD && tokens.get(at + 1).isSymbol("(")) {
            Optional<Function> function = java.util.Arrays.stream(Function.values())
                    .filter(f -> f.word().equalsIgnoreCase(first.text()))
                    .findFirst();
            if (function.isPresent() && !first.text().equalsIgnoreCase("size")) {
                operator();
                next();
                List<Operand> arguments = new ArrayList<>();
                do {
                    arguments.add(operand());
                } while (accept(","));
                expect(")");
                return new Condition.Call(function.get(), arguments);
            }
        }
        Operand subject = operand();
        PartiqlTokens.Token operator = operator();
        if (operator.isWord("BETWEEN")) {
            Operand lower = operand();
            keyword("AND");
            return new Condition.Between(subject, lower, operand());
        }
        if (operator.isWord("IN")) {
            String close = "]";
            if (!accept("[")) {
                expect("(");
                close = ")";
            }
            List<Operand> candidates = new ArrayList<>();
            do {
                if (candidates.size() == Condition.MAX_IN_CANDIDATES) {
                    throw new Unreadable(
                            peek().start() + 1, "IN takes at most " + Condition.MAX_IN_CANDIDATES + " values");
                }
                candidates.add(operand());
            } while (accept(","));
            expect(close);
            return new Condition.In(subject, candidates);
        }
        if (operator.isWord("IS")) {
            boolean not = peek().isWord("NOT");
            if (not) {
                next();
            }
            keyword("MISSING");
            return new Condition.Call(
                    not ? Function.ATTRIBUTE_EXISTS : Function.ATTRIBUTE_NOT_EXISTS, List.of(subject));
        }
        Comparator comparator = switch (operator.text()) {
            case "=" -> Comparator.EQ;
            case "<>", "!=" -> Comparator.NE;
            case "<" -> Comparator.LT;
            case "<=" -> Comparator.LE;
            case ">" -> Comparator.GT;
            case ">=" -> Comparator.GE;
            default -> null;
        };
        if (comparator == null || operator.type() != PartiqlTokens.Type.SYMBOL) {
            throw new Unreadable(
                    operator.start() + 1,
                    "expected =, <>, <, <=, >, >=, BETWEEN, IN or IS after the operand but found "
                            + operator.describe());
        }
        return new Condition.Compare(subject, comparator, operand());
    }

    private Operand operand() throws Unreadable {
        PartiqlTokens.Token token = peek();
        switch (token.type()) {
            case STRING -> {
                next();
                return new Operand.Literal(new ItemValue.S(token.text()));
            }
            case NUMBER -> {
                next();
                return new Operand.Literal(new ItemValue.N(new BigDecimal(token.text())));
            }
            case PARAMETER ->
                throw new Unreadable(token.start() + 1, "a ? parameter has no value here: write the value itself");
            default -> {
                if (token.isWord("TRUE") || token.isWord("FALSE")) {
                    next();
                    return new Operand.Literal(new ItemValue.Bool(token.isWord("TRUE")));
                }
                if (token.isWord("NULL")) {
                    next();
                    return new Operand.Literal(new ItemValue.Null());
                }
                if (token.isWord("size") && tokens.get(at + 1).isSymbol("(")) {
                    operator();
                    next();
                    Operand inner = operand();
                    expect(")");
                    return new Operand.Size(inner);
                }
                return path();
            }
        }
    }

    /** The next token, an operator or function, counted. */
    private PartiqlTokens.Token operator() throws Unreadable {
        if (++operators > MAX_OPERATORS) {
            throw new Unreadable(
                    peek().start() + 1,
                    "the WHERE clause has more than " + MAX_OPERATORS
                            + " operators and functions, more than DynamoDB takes in an expression");
        }
        return next();
    }

    private Path path() throws Unreadable {
        List<Path.Element> elements = new ArrayList<>();
        elements.add(new Path.Name(identifier("an attribute name")));
        while (peek().isSymbol(".") || peek().isSymbol("[")) {
            if (next().isSymbol(".")) {
                elements.add(new Path.Name(identifier("an attribute name")));
            } else {
                PartiqlTokens.Token index = next();
                if (index.type() != PartiqlTokens.Type.NUMBER || !index.text().matches("\\d{1,9}")) {
                    throw new Unreadable(
                            index.start() + 1, "expected a list index (digits) but found " + index.describe());
                }
                elements.add(new Path.Index(Integer.parseInt(index.text())));
                expect("]");
            }
        }
        return new Path(elements);
    }

    private String identifier(String what) throws Unreadable {
        PartiqlTokens.Token token = next();
        if (token.type() == PartiqlTokens.Type.QUOTED || token.type() == PartiqlTokens.Type.WORD) {
            return token.text();
        }
        throw new Unreadable(token.start() + 1, "expected " + what + " but found " + token.describe());
    }

    private void keyword(String word) throws Unreadable {
        if (!peek().isWord(word)) {
            throw unexpected(word);
        }
        next();
    }

    private boolean accept(String symbol) {
        if (peek().isSymbol(symbol)) {
            next();
            return true;
        }
        return false;
    }

    private void expect(String symbol) throws Unreadable {
        if (!accept(symbol)) {
            throw unexpected("\"" + symbol + "\"");
        }
    }

    private Unreadable unexpected(String expected) {
        return new Unreadable(peek().start() + 1, "expected " + expected + " but found " + peek().describe());
    }

    private PartiqlTokens.Token peek() {
        return tokens.get(at);
    }

    private PartiqlTokens.Token next() {
        PartiqlTokens.Token token = tokens.get(at);
        if (token.type() != PartiqlTokens.Type.END) {
            at++;
        }
        return token;
    }
}
