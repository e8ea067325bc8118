package keyslice.domain.filter;

import static keyslice.domain.filter.FilterCompilerFixtures.KEYS;
import static keyslice.domain.filter.FilterCompilerFixtures.KEY_NAMES;
import static keyslice.domain.filter.FilterCompilerFixtures.KEY_VALUES;
import static keyslice.domain.filter.FilterCompilerFixtures.indexes;
import static keyslice.domain.filter.FilterCompilerFixtures.ordered;
import static keyslice.domain.filter.FilterCompilerFixtures.problems;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import keyslice.domain.form.Problem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What the filter compiler refuses: every problem at once, its limits (inclusive), deep paths, lone surrogates and
 * long placeholders.
 */
class FilterCompilerRefusalTest {

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
