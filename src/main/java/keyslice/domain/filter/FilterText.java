package keyslice.domain.filter;

import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Writes a condition back as text, with only the parentheses its structure needs (DynamoDB refuses redundant ones).
 * The same walk writes the user's syntax (names bare or in backticks, values as JSON) and, through
 * {@link FilterCompiler}, DynamoDB's (placeholders), so both always agree on structure.
 */
public final class FilterText {

    /** How names and values are spelt: the user's syntax, or placeholders. */
    interface Spelling {
        String name(String name);

        String value(ItemValue.Scalar value);
    }

    private static final Pattern PLAIN_NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    private static final List<String> WORDS = List.of("AND", "OR", "NOT", "BETWEEN", "IN");

    /** The user's syntax, which {@link FilterParser} reads back into the same condition. */
    static final Spelling USER = new Spelling() {
        public String name(String name) {
            return isPlain(name) ? name : "`" + name.replace("`", "``") + "`";
        }

        public String value(ItemValue.Scalar value) {
            return literal(value);
        }
    };

    private FilterText() {}

    /** Entry point for the web layer: the condition in the user's syntax, such as a failed part of a filter. */
    public static String of(Condition condition) {
        return write(condition, USER);
    }

    /** A name as the user's syntax writes it: bare when it can be, else in backticks. */
    public static String name(String name) {
        return USER.name(name);
    }

    /** A value as the user's syntax writes it, when the syntax has a literal for its type (S, N, BOOL, NULL). */
    public static java.util.Optional<String> literalOf(ItemValue value) {
        return switch (value.type()) {
            case S, N, BOOL, NULL -> java.util.Optional.of(literal(value));
            case B, L, M, SS, NS, BS -> java.util.Optional.empty();
        };
    }

    static String write(Condition condition, Spelling spelling) {
        return condition.accept(new Condition.Visitor<>() {
            public String compare(Condition.Compare compare) {
                return operand(compare.left(), spelling) + " "
                        + compare.comparator().symbol() + " " + operand(compare.right(), spelling);
            }

            public String between(Condition.Between between) {
                return operand(between.subject(), spelling) + " BETWEEN " + operand(between.lower(), spelling) + " AND "
                        + operand(between.upper(), spelling);
            }

            public String in(Condition.In in) {
                return operand(in.subject(), spelling) + " IN ("
                        + in.candidates().stream()
                                .map(candidate -> operand(candidate, spelling))
                                .collect(Collectors.joining(", "))
                        + ")";
            }

            public String call(Condition.Call call) {
                return call.function().word() + "("
                        + call.arguments().stream()
                                .map(argument -> operand(argument, spelling))
                                .collect(Collectors.joining(", "))
                        + ")";
            }

            public String not(Condition.Not not) {
                // dynalite refuses NOT NOT a = 1 ("Expected "(" but "N" found"), and DynamoDB's documentation does not
                // say it takes it: a NOT's operand that is itself a NOT goes in parentheses.
                return "NOT "
                        + (not.operand() instanceof Condition.Not inner
                                ? "(" + write(inner, spelling) + ")"
                                : wrap(not.operand(), Level.NOT, spelling));
            }

            public String and(Condition.And and) {
                // AND and OR group from the left, so a right operand of the same kind needs parentheses.
                return wrap(and.left(), Level.AND, spelling) + " AND " + wrap(and.right(), Level.NOT, spelling);
            }

            public String or(Condition.Or or) {
                return wrap(or.left(), Level.OR, spelling) + " OR " + wrap(or.right(), Level.AND, spelling);
            }
        });
    }

    /** How tightly a condition binds, loosest first (DynamoDB: NOT, then AND, then OR). */
    private enum Level {
        OR,
        AND,
        NOT,
        ATOM
    }

    private static Level level(Condition condition) {
        return condition instanceof Condition.Or
                ? Level.OR
                : condition instanceof Condition.And
                        ? Level.AND
                        : condition instanceof Condition.Not ? Level.NOT : Level.ATOM;
    }

    private static String wrap(Condition condition, Level least, Spelling spelling) {
        String text = write(condition, spelling);
        return level(condition).compareTo(least) >= 0 ? text : "(" + text + ")";
    }

    static String operand(Operand operand, Spelling spelling) {
        return operand.accept(new Operand.Visitor<>() {
            public String path(Path path) {
                return FilterText.path(path, spelling);
            }

            public String literal(Operand.Literal literal) {
                return spelling.value(literal.value());
            }

            public String size(Operand.Size size) {
                return Function.SIZE + "(" + operand(size.operand(), spelling) + ")";
            }
        });
    }

    static String path(Path path, Spelling spelling) {
        StringBuilder text = new StringBuilder();
        for (Path.Element element : path.elements()) {
            if (element instanceof Path.Index index) {
                text.append('[').append(index.index()).append(']');
            } else {
                text.append(text.length() == 0 ? "" : ".").append(spelling.name(((Path.Name) element).name()));
            }
        }
        return text.toString();
    }

    /** A path as DynamoDB's messages show it: {@code [a, b, [0]]}. */
    static String dynamoPath(Path path) {
        return path.elements().stream()
                .map(element ->
                        element instanceof Path.Index index ? "[" + index.index() + "]" : ((Path.Name) element).name())
                .collect(Collectors.joining(", ", "[", "]"));
    }

    /** A name that reads back as itself without backticks: an identifier that is not a word of the grammar. */
    static boolean isPlain(String name) {
        return PLAIN_NAME.matcher(name).matches()
                && WORDS.stream().noneMatch(name::equalsIgnoreCase)
                && !List.of("true", "false", "null").contains(name);
    }

    /** A value as the filter's syntax writes it (JSON); only S, N, BOOL and NULL have a literal. */
    static String literal(ItemValue value) {
        return switch (value.type()) {
            case S -> jsonString(((ItemValue.S) value).text());
            case N -> ((ItemValue.N) value).text();
            case BOOL -> String.valueOf(((ItemValue.Bool) value).value());
            case NULL -> "null";
            case B, L, M, SS, NS, BS ->
                throw new IllegalArgumentException(
                        "a filter has no literal for " + value.type() + ": " + ItemValue.describe(value));
        };
    }

    private static String jsonString(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }
}
