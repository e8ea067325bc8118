package keyslice.domain.filter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Over seeded random trees with hostile names: the user's text reads back into the same tree, and so does the compiled
 * FilterExpression once its placeholders are replaced by what they stand for. Structure is kept, and no name or value
 * can change the structure.
 */
class FilterRoundTripPropertyTest {

    private static final long SEED = 20261203L;
    private static final int CASES = 3000;
    private static final List<String> NAMES = List.of(
            "a",
            "b",
            "status",
            "size",
            "first name",
            "it`s",
            "``",
            "#pk",
            ":sk",
            "a.b",
            "x[0]",
            "名前😀",
            "AND",
            "or",
            "true",
            "null",
            "\"q\"",
            "back\\slash",
            "_",
            "9lives");
    private static final Pattern PLACEHOLDER = Pattern.compile("[#:][A-Za-z0-9_]+");

    @Test
    void textAndCompiledExpressionReadBackIntoTheSameTree() {
        Random random = new Random(SEED);
        for (int i = 0; i < CASES; i++) {
            Condition condition = condition(random, 3);
            String text = FilterText.of(condition);
            assertEquals(Optional.of(condition), FilterParser.condition(text).condition(), text);

            FilterCompiler.Compiled compiled = assertInstanceOf(
                    FilterCompiler.Compiled.class,
                    FilterCompiler.compile(text, "", Set.of("PK"), Map.of("#pk", "PK"), Map.of()),
                    text);
            String substituted = substitute(compiled.filterExpression().orElseThrow(), compiled);
            assertEquals(
                    Optional.of(condition), FilterParser.condition(substituted).condition(), substituted);
        }
    }

    /** Each placeholder replaced by its name (in backticks when needed) or its value (as JSON). */
    private static String substitute(String expression, FilterCompiler.Compiled compiled) {
        Matcher matcher = PLACEHOLDER.matcher(expression);
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            String placeholder = matcher.group();
            String replacement = placeholder.startsWith("#")
                    ? FilterText.USER.name(compiled.names().get(placeholder))
                    : FilterText.literal(compiled.values().get(placeholder));
            matcher.appendReplacement(out, Matcher.quoteReplacement(replacement));
        }
        return matcher.appendTail(out).toString();
    }

    private static Condition condition(Random random, int depth) {
        int kind = random.nextInt(depth == 0 ? 4 : 7);
        return switch (kind) {
            case 0 -> new Condition.Compare(operand(random), Comparator.values()[random.nextInt(6)], operand(random));
            case 1 -> {
                int low = random.nextInt(100);
                yield new Condition.Between(operand(random), number(low), number(low + random.nextInt(100)));
            }
            case 2 -> {
                List<Operand> candidates = new ArrayList<>();
                for (int i = 0, n = 1 + random.nextInt(4); i < n; i++) {
                    candidates.add(operand(random));
                }
                yield new Condition.In(operand(random), candidates);
            }
            case 3 -> call(random);
            case 4 -> new Condition.Not(condition(random, depth - 1));
            case 5 -> new Condition.And(condition(random, depth - 1), condition(random, depth - 1));
            default -> new Condition.Or(condition(random, depth - 1), condition(random, depth - 1));
        };
    }

    private static Condition call(Random random) {
        Function function = Function.values()[random.nextInt(Function.values().length)];
        Path path = path(random);
        return new Condition.Call(
                function,
                switch (function) {
                    case ATTRIBUTE_EXISTS, ATTRIBUTE_NOT_EXISTS -> List.of(path);
                    case ATTRIBUTE_TYPE ->
                        List.of(
                                path,
                                new Operand.Literal(new ItemValue.S(
                                        ItemValue.Type.values()[random.nextInt(ItemValue.Type.values().length)]
                                                .name())));
                    case BEGINS_WITH -> List.of(path, new Operand.Literal(new ItemValue.S(text(random))));
                    case CONTAINS -> List.of(path, literal(random));
                });
    }

    private static Operand operand(Random random) {
        return switch (random.nextInt(3)) {
            case 0 -> path(random);
            case 1 -> literal(random);
            default -> new Operand.Size(path(random));
        };
    }

    private static Path path(Random random) {
        List<Path.Element> elements = new ArrayList<>(List.of(new Path.Name(NAMES.get(random.nextInt(NAMES.size())))));
        for (int i = 0, n = random.nextInt(3); i < n; i++) {
            elements.add(
                    random.nextBoolean()
                            ? new Path.Index(random.nextInt(12))
                            : new Path.Name(NAMES.get(random.nextInt(NAMES.size()))));
        }
        return new Path(elements);
    }

    private static Operand literal(Random random) {
        return new Operand.Literal(
                switch (random.nextInt(4)) {
                    case 0 -> new ItemValue.S(text(random));
                    case 1 ->
                        new ItemValue.N(new BigDecimal(random.nextInt(2000) - 1000).movePointLeft(random.nextInt(4)));
                    case 2 -> new ItemValue.Bool(random.nextBoolean());
                    default -> new ItemValue.Null();
                });
    }

    private static Operand number(int value) {
        return new Operand.Literal(new ItemValue.N(BigDecimal.valueOf(value)));
    }

    /** Text with quotes, backslashes, control characters, placeholders' characters and non-BMP characters. */
    private static String text(Random random) {
        String alphabet = "ab \"\\\n\t\u0001#:`()é😀";
        StringBuilder text = new StringBuilder();
        for (int i = 0, n = random.nextInt(6); i < n; i++) {
            int at = random.nextInt(alphabet.codePointCount(0, alphabet.length()));
            text.appendCodePoint(alphabet.codePointAt(alphabet.offsetByCodePoints(0, at)));
        }
        return text.toString();
    }
}
