package keyslice.domain.filter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import keyslice.domain.form.Problem;
import keyslice.domain.key.KeyValue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class FilterCompilerTest {

    /** The key condition's maps as ExpressionBuilder writes them for {@code #pk = :pk AND #sk BETWEEN :skFrom AND :skTo}. */
    private static final Map<String, String> KEY_NAMES = ordered("#pk", "PK", "#sk", "SK");

    private static final Map<String, KeyValue> KEY_VALUES = ordered(
            ":pk",
            new KeyValue.StringValue("DRIVE#a91"),
            ":skFrom",
            new KeyValue.StringValue("a"),
            ":skTo",
            new KeyValue.StringValue("b"));
    private static final Set<String> KEYS = Set.of("PK", "SK");

    @SuppressWarnings("unchecked")
    private static <V> Map<String, V> ordered(Object... pairs) {
        Map<String, V> map = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put((String) pairs[i], (V) pairs[i + 1]);
        }
        return map;
    }

    private static ItemValue s(String text) {
        return new ItemValue.S(text);
    }

    private static ItemValue n(String number) {
        return new ItemValue.N(new BigDecimal(number));
    }

    /** Filter, projection; then the expressions; then the names and values added after the key condition's. */
    static Stream<Arguments> compilations() {
        return Stream.of(
                Arguments.of(
                        "status = \"open\" AND size(tags) > 2 AND NOT attribute_exists(archivedAt)",
                        "",
                        "#f1 = :f1 AND size(#f2) > :f2 AND NOT attribute_exists(#f3)",
                        null,
                        ordered("#f1", "status", "#f2", "tags", "#f3", "archivedAt"),
                        ordered(":f1", s("open"), ":f2", n("2"))),
                // one placeholder per name and per value, numbers compared by value
                Arguments.of(
                        "a = 1 OR a = 1.0 OR b = \"1\"",
                        "",
                        "#f1 = :f1 OR #f1 = :f1 OR #f2 = :f2",
                        null,
                        ordered("#f1", "a", "#f2", "b"),
                        ordered(":f1", n("1"), ":f2", s("1"))),
                Arguments.of(
                        "a.b[0].a = 1",
                        "",
                        "#f1.#f2[0].#f1 = :f1",
                        null,
                        ordered("#f1", "a", "#f2", "b"),
                        ordered(":f1", n("1"))),
                // a value the key condition already has keeps its placeholder: the maps are shared
                Arguments.of("parent = \"DRIVE#a91\"", "", "#f1 = :pk", null, ordered("#f1", "parent"), ordered()),
                // hostile names never leak into the expression
                Arguments.of(
                        "`#pk` = 1 AND `:sk` = 2 AND `a.b` = 3 AND `it``s` = 4 AND `名前` = 5 AND `size` = 6",
                        "",
                        "#f1 = :f1 AND #f2 = :f2 AND #f3 = :f3 AND #f4 = :f4 AND #f5 = :f5 AND #f6 = :f6",
                        null,
                        ordered("#f1", "#pk", "#f2", ":sk", "#f3", "a.b", "#f4", "it`s", "#f5", "名前", "#f6", "size"),
                        ordered(
                                ":f1", n("1"), ":f2", n("2"), ":f3", n("3"), ":f4", n("4"), ":f5", n("5"), ":f6",
                                n("6"))),
                Arguments.of(
                        "a BETWEEN 1 AND 2 AND b IN (\"x\", \"y\", true, null) AND begins_with(c, \"p\") "
                                + "AND contains(d, e) AND attribute_type(f, \"M\")",
                        "",
                        "#f1 BETWEEN :f1 AND :f2 AND #f2 IN (:f3, :f4, :f5, :f6) AND begins_with(#f3, :f7) "
                                + "AND contains(#f4, #f5) AND attribute_type(#f6, :f8)",
                        null,
                        ordered("#f1", "a", "#f2", "b", "#f3", "c", "#f4", "d", "#f5", "e", "#f6", "f"),
                        ordered(
                                ":f1",
                                n("1"),
                                ":f2",
                                n("2"),
                                ":f3",
                                s("x"),
                                ":f4",
                                s("y"),
                                ":f5",
                                new ItemValue.Bool(true),
                                ":f6",
                                new ItemValue.Null(),
                                ":f7",
                                s("p"),
                                ":f8",
                                s("M"))),
                // parentheses only where the structure needs them
                Arguments.of(
                        "((a = 1 OR b = 2)) AND (c = 3)",
                        "",
                        "(#f1 = :f1 OR #f2 = :f2) AND #f3 = :f3",
                        null,
                        ordered("#f1", "a", "#f2", "b", "#f3", "c"),
                        ordered(":f1", n("1"), ":f2", n("2"), ":f3", n("3"))),
                // a NOT directly under a NOT keeps its parentheses: dynalite refuses NOT NOT
                Arguments.of(
                        "not not a = 1", "", "NOT (NOT #f1 = :f1)", null, ordered("#f1", "a"), ordered(":f1", n("1"))),
                Arguments.of(
                        "NOT (NOT (NOT a = 1))",
                        "",
                        "NOT (NOT (NOT #f1 = :f1))",
                        null,
                        ordered("#f1", "a"),
                        ordered(":f1", n("1"))),
                // a projection may name key attributes, and reuses the names the request has
                Arguments.of(
                        "",
                        "PK, a.b[1], `first name`, SK",
                        null,
                        "#pk, #p1.#p2[1], #p3, #sk",
                        ordered("#p1", "a", "#p2", "b", "#p3", "first name"),
                        ordered()),
                Arguments.of(
                        "a = 1",
                        "a, b",
                        "#f1 = :f1",
                        "#f1, #p1",
                        ordered("#f1", "a", "#p1", "b"),
                        ordered(":f1", n("1"))),
                Arguments.of("   ", "  ", null, null, ordered(), ordered()));
    }

    @ParameterizedTest(name = "{0} | {1}")
    @MethodSource("compilations")
    void compilesWithMergedPlaceholders(
            String filter,
            String projection,
            String filterExpression,
            String projectionExpression,
            Map<String, String> newNames,
            Map<String, ItemValue> newValues) {
        FilterCompiler.Compiled compiled = assertInstanceOf(
                FilterCompiler.Compiled.class, FilterCompiler.compile(filter, projection, KEYS, KEY_NAMES, KEY_VALUES));
        assertEquals(Optional.ofNullable(filterExpression), compiled.filterExpression());
        assertEquals(Optional.ofNullable(projectionExpression), compiled.projectionExpression());
        Map<String, String> names = new LinkedHashMap<>(KEY_NAMES);
        names.putAll(newNames);
        Map<String, ItemValue> values = new LinkedHashMap<>();
        KEY_VALUES.forEach((placeholder, value) -> values.put(placeholder, ItemValue.of(value)));
        values.putAll(newValues);
        assertEquals(List.copyOf(names.entrySet()), List.copyOf(compiled.names().entrySet()), "names, in order");
        assertEquals(
                List.copyOf(values.entrySet()), List.copyOf(compiled.values().entrySet()), "values, in order");
        assertEquals(filterExpression == null, compiled.filter().isEmpty());
    }

    @Test
    void newPlaceholdersSkipThoseTheRequestAlreadyHas() {
        Map<String, String> names = ordered("#pk", "PK", "#f1", "x", "#f3", "y", "#p1", "z");
        Map<String, KeyValue> values = ordered(
                ":pk",
                new KeyValue.StringValue("k"),
                ":f1",
                new KeyValue.StringValue("v"),
                ":f2",
                new KeyValue.NumberValue(BigDecimal.TEN));
        FilterCompiler.Compiled compiled = assertInstanceOf(
                FilterCompiler.Compiled.class,
                FilterCompiler.compile("a = 1 AND b = 2 AND x = 10", "c, z", Set.of("PK"), names, values));
        assertEquals(Optional.of("#f2 = :f3 AND #f4 = :f4 AND #f1 = :f2"), compiled.filterExpression());
        assertEquals(Optional.of("#p2, #p1"), compiled.projectionExpression());
        assertEquals(
                List.of("#pk", "#f1", "#f3", "#p1", "#f2", "#f4", "#p2"),
                List.copyOf(compiled.names().keySet()));
        assertEquals(
                List.of(":pk", ":f1", ":f2", ":f3", ":f4"),
                List.copyOf(compiled.values().keySet()));
    }

    @Test
    void theSameInputGivesTheSameOutput() {
        String filter = "z = 1 OR y.x[2] IN (\"a\", \"b\") AND NOT contains(w, \"q\")";
        assertEquals(
                FilterCompiler.compile(filter, "y, w", KEYS, KEY_NAMES, KEY_VALUES),
                FilterCompiler.compile(filter, "y, w", KEYS, KEY_NAMES, KEY_VALUES));
    }

    /** Filter, projection, key attributes; every problem, in DynamoDB's words. */
    static Stream<Arguments> rejections() {
        String operators150 = String.join(" AND ", java.util.Collections.nCopies(150, "a = 1"));
        String operators151 = String.join(" AND ", java.util.Collections.nCopies(151, "a = 1"));
        // 12 paths of DynamoDB's 32 levels, "#f1" and 31 "[999999999]" (344 bytes), each "= :f1", joined by " OR "
        String longFilter =
                String.join(" OR ", java.util.Collections.nCopies(12, "a" + "[999999999]".repeat(31) + " = 1"));
        // 257 paths "#p1[100000000]" (14 bytes) joined by ", "
        String longProjection = indexes(257);
        return Stream.of(
                Arguments.of(
                        "PK = \"x\" AND SK.y = 1 AND PK > \"a\" AND other = 1",
                        "",
                        List.of(
                                "Filter Expression can only contain non-primary key attributes: Primary key attribute: PK",
                                "Filter Expression can only contain non-primary key attributes: Primary key attribute: SK")),
                Arguments.of(
                        "a = = 1",
                        "a, a.b",
                        List.of(
                                "Invalid FilterExpression: Syntax error; token: \"=\", near: \"= =\"",
                                "Invalid ProjectionExpression: Two document paths overlap with each other; must remove or rewrite "
                                        + "one of these paths; path one: [a], path two: [a, b]")),
                Arguments.of(
                        "",
                        "a[0], b, a[0]",
                        List.of(
                                "Invalid ProjectionExpression: Two document paths overlap with "
                                        + "each other; must remove or rewrite one of these paths; path one: [a, [0]], path two: [a, [0]]")),
                // a map key and a list index under the same path: DynamoDB (and dynalite) call that a conflict
                Arguments.of(
                        "",
                        "a.b.c, a.b[0]",
                        List.of(
                                "Invalid ProjectionExpression: Two document paths conflict with "
                                        + "each other; must remove or rewrite one of these paths; path one: [a, b, c], path two: [a, b, [0]]")),
                // an overlap is reported before a conflict, as the engine does
                Arguments.of(
                        "",
                        "x[0], x.y, a, a.b",
                        List.of(
                                "Invalid ProjectionExpression: Two document paths overlap with "
                                        + "each other; must remove or rewrite one of these paths; path one: [a], path two: [a, b]")),
                Arguments.of(
                        "", "a,", List.of("Invalid ProjectionExpression: Syntax error; token: \"<EOF>\", near: \",\"")),
                Arguments.of(
                        "",
                        "a = 1",
                        List.of("Invalid ProjectionExpression: Syntax error; token: \"=\", near: \"a =\"")),
                Arguments.of(
                        "NOT " + operators151,
                        "",
                        List.of(
                                "Invalid FilterExpression: The expression contains too many operators; operator count: 302")),
                Arguments.of(
                        operators151,
                        "",
                        List.of(
                                "Invalid FilterExpression: The expression contains too many operators; operator count: 301")),
                Arguments.of(
                        longFilter,
                        "",
                        List.of(
                                "Invalid FilterExpression: the expression is 4244 bytes, over the limit of 4096 bytes")),
                Arguments.of(
                        "",
                        longProjection,
                        List.of(
                                "Invalid ProjectionExpression: the expression is 4110 bytes, over the limit of 4096 bytes")),
                // DynamoDB reads a path of 32 levels, the attribute and each name or index after it
                Arguments.of(
                        "a" + ".b".repeat(32) + " = 1",
                        "a" + "[0]".repeat(32),
                        List.of(
                                "Invalid FilterExpression: The document path has too many nesting levels; nesting levels: 33",
                                "Invalid ProjectionExpression: The document path has too many nesting levels; nesting levels: 33")),
                Arguments.of(
                        "PK = 1 AND foo(b)",
                        "",
                        List.of(
                                "Invalid FilterExpression: Invalid function name; function: foo",
                                "Filter Expression can only contain non-primary key attributes: Primary key attribute: PK")),
                Arguments.of(
                        "NOT " + operators150 + " AND PK = 1",
                        "",
                        List.of(
                                "Filter Expression can only contain non-primary key attributes: Primary key attribute: PK",
                                "Invalid FilterExpression: The expression contains too many operators; operator count: 302")));
    }

    @ParameterizedTest(name = "{index}")
    @MethodSource("rejections")
    void rejectsWithEveryProblem(String filter, String projection, List<String> messages) {
        FilterCompiler.Rejected rejected = assertInstanceOf(
                FilterCompiler.Rejected.class, FilterCompiler.compile(filter, projection, KEYS, KEY_NAMES, KEY_VALUES));
        assertEquals(
                messages, rejected.problems().stream().map(Problem::message).toList());
    }

    /** {@code count} paths a[100000000], a[100000001]...: "#p1[100000000]", 14 bytes each, joined by ", ". */
    private static String indexes(int count) {
        return String.join(
                ", ",
                java.util.stream.IntStream.range(0, count)
                        .mapToObj(i -> "a[" + (100_000_000 + i) + "]")
                        .toList());
    }

    @Test
    void theLimitsAreInclusive() {
        String operators300 = "NOT " + String.join(" AND ", java.util.Collections.nCopies(150, "a = 1"));
        // 256 paths are 4094 bytes; one more level of 3 bytes on a path with an index one digit shorter makes 4096
        String projection4096 = "a[10000000][1], " + indexes(255);
        String levels32 = "a" + ".b".repeat(15) + "[0]".repeat(16);
        assertEquals(List.of(), problems(FilterCompiler.compile(operators300, "", KEYS, KEY_NAMES, KEY_VALUES)));
        FilterCompiler.Compiled compiled = assertInstanceOf(
                FilterCompiler.Compiled.class, FilterCompiler.compile("", projection4096, KEYS, KEY_NAMES, KEY_VALUES));
        assertEquals(
                FilterCompiler.MAX_EXPRESSION_BYTES,
                compiled.projectionExpression().orElseThrow().length());
        assertEquals(
                List.of(), problems(FilterCompiler.compile(levels32 + " = 1", levels32, KEYS, KEY_NAMES, KEY_VALUES)));
    }

    /**
     * Within the 4,096 characters a filter may have, paths thousands of levels deep and chains of a thousand operators
     * are refused with DynamoDB's rules, and nothing walks them first.
     */
    @Test
    void deepPathsAndLongChainsAreRefusedNotAStackOverflow() {
        assertEquals(
                List.of(
                        "Invalid FilterExpression: The document path has too many nesting levels; nesting levels: 2001",
                        "Invalid FilterExpression: the expression is 8009 bytes, over the limit of 4096 bytes",
                        "Invalid ProjectionExpression: The document path has too many nesting levels; nesting levels: 1350"),
                problems(FilterCompiler.compile(
                        "a" + ".b".repeat(2000) + " = 1", "a" + "[0]".repeat(1349), KEYS, KEY_NAMES, KEY_VALUES)));
        assertEquals(
                List.of("Invalid FilterExpression: The expression contains too many operators; operator count: 1023"),
                problems(FilterCompiler.compile("a<1 OR ".repeat(511) + "a<1", "", KEYS, KEY_NAMES, KEY_VALUES)));
    }

    /** A string's lone surrogate is no character, and DynamoDB's UTF-8 cannot carry it. */
    @Test
    void aLoneSurrogateInAStringIsRefused() {
        FilterCompiler.Rejected rejected = assertInstanceOf(
                FilterCompiler.Rejected.class,
                FilterCompiler.compile("a = \"x\\ud800\"", "", KEYS, KEY_NAMES, KEY_VALUES));
        Problem problem = rejected.problems().get(0);
        assertEquals("filter", problem.field());
        assertEquals(
                "Syntax error at character 5 of the filter: expected a JSON string: the string holds a lone surrogate "
                        + "(U+D800), which is not a character: a string must be valid Unicode, at character 5, but found \"\"\".",
                problem.summary());
    }

    private static List<String> problems(FilterCompiler.Outcome compilation) {
        return compilation instanceof FilterCompiler.Rejected rejected
                ? rejected.problems().stream().map(Problem::message).toList()
                : List.of();
    }

    @Test
    void placeholdersOver255BytesAreRefused() {
        String longName = "#" + "n".repeat(255);
        Map<String, String> names = ordered(longName, "PK");
        FilterCompiler.Rejected rejected = assertInstanceOf(
                FilterCompiler.Rejected.class, FilterCompiler.compile("a = 1", "", KEYS, names, Map.of()));
        assertEquals(
                List.of("a placeholder is at most 255 bytes; " + longName + " is 256"),
                rejected.problems().stream().map(Problem::message).toList());
        assertEquals(
                List.of(),
                problems(FilterCompiler.compile("a = 1", "", KEYS, ordered("#" + "n".repeat(254), "PK"), Map.of())));
    }
}
