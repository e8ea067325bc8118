package keyslice.domain.filter;

import static keyslice.domain.filter.Ast.and;
import static keyslice.domain.filter.Ast.between;
import static keyslice.domain.filter.Ast.bool;
import static keyslice.domain.filter.Ast.call;
import static keyslice.domain.filter.Ast.compare;
import static keyslice.domain.filter.Ast.eq;
import static keyslice.domain.filter.Ast.in;
import static keyslice.domain.filter.Ast.not;
import static keyslice.domain.filter.Ast.nul;
import static keyslice.domain.filter.Ast.num;
import static keyslice.domain.filter.Ast.or;
import static keyslice.domain.filter.Ast.path;
import static keyslice.domain.filter.Ast.size;
import static keyslice.domain.filter.Ast.str;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The filter parser's tree: each condition parsed and written back, BETWEEN bounds in UTF-8 order.
 */
class FilterParserTreeTest {

    /** The user's text, the tree it means, and the text keyslice writes back (fewest parentheses). */
    static Stream<Arguments> conditions() {
        Path a = path("a");
        Path b = path("b");
        Path c = path("c");
        return Stream.of(
                // every comparator, and literals of each kind
                Arguments.of("a = 1", eq(a, num("1")), "a = 1"),
                Arguments.of("a <> \"x\"", compare(a, Comparator.NE, str("x")), "a <> \"x\""),
                Arguments.of("a<1", compare(a, Comparator.LT, num("1")), "a < 1"),
                Arguments.of("a <= -1.50", compare(a, Comparator.LE, num("-1.5")), "a <= -1.5"),
                Arguments.of("a > 1e2", compare(a, Comparator.GT, num("100")), "a > 100"),
                Arguments.of("a >= 0", compare(a, Comparator.GE, num("0")), "a >= 0"),
                Arguments.of("a = true", eq(a, bool(true)), "a = true"),
                Arguments.of("a = false", eq(a, bool(false)), "a = false"),
                Arguments.of("a = null", eq(a, nul()), "a = null"),
                Arguments.of("a = b", eq(a, b), "a = b"),
                Arguments.of("\"x\" = a", eq(str("x"), a), "\"x\" = a"),
                Arguments.of("a = \"q\\\"\\\\\\n\\u00e9\"", eq(a, str("q\"\\\né")), "a = \"q\\\"\\\\\\né\""),
                // BETWEEN, IN, and every function
                Arguments.of("a BETWEEN 1 AND 2", between(a, num("1"), num("2")), "a BETWEEN 1 AND 2"),
                Arguments.of("a between \"a\" and \"b\"", between(a, str("a"), str("b")), "a BETWEEN \"a\" AND \"b\""),
                Arguments.of("a IN (1)", in(a, num("1")), "a IN (1)"),
                Arguments.of("a in (1,\"x\", b)", in(a, num("1"), str("x"), b), "a IN (1, \"x\", b)"),
                Arguments.of("attribute_exists(a)", call(Function.ATTRIBUTE_EXISTS, a), "attribute_exists(a)"),
                Arguments.of(
                        "attribute_not_exists(a.b)",
                        call(Function.ATTRIBUTE_NOT_EXISTS, path("a", "b")),
                        "attribute_not_exists(a.b)"),
                Arguments.of(
                        "attribute_type(a, \"SS\")",
                        call(Function.ATTRIBUTE_TYPE, a, str("SS")),
                        "attribute_type(a, \"SS\")"),
                Arguments.of("begins_with(a, \"x\")", call(Function.BEGINS_WITH, a, str("x")), "begins_with(a, \"x\")"),
                Arguments.of("contains(a, b)", call(Function.CONTAINS, a, b), "contains(a, b)"),
                Arguments.of("size(a) > 2", compare(size(a), Comparator.GT, num("2")), "size(a) > 2"),
                Arguments.of(
                        "size(\"abc\") = size(a[0])",
                        eq(size(str("abc")), size(path("a", 0))),
                        "size(\"abc\") = size(a[0])"),
                // paths
                Arguments.of("a.b[0][12].c = 1", eq(path("a", "b", 0, 12, "c"), num("1")), "a.b[0][12].c = 1"),
                Arguments.of("a . b [ 0 ] = 1", eq(path("a", "b", 0), num("1")), "a.b[0] = 1"),
                Arguments.of("_x9 = 1", eq(path("_x9"), num("1")), "_x9 = 1"),
                // hostile names: backticks take anything, a backtick inside is written twice
                Arguments.of("`first name` = 1", eq(path("first name"), num("1")), "`first name` = 1"),
                Arguments.of("`it``s` = 1", eq(path("it`s"), num("1")), "`it``s` = 1"),
                Arguments.of("```` = 1", eq(path("`"), num("1")), "```` = 1"),
                Arguments.of("`#pk` = `:sk`", eq(path("#pk"), path(":sk")), "`#pk` = `:sk`"),
                Arguments.of("`a.b` = a.b", eq(path("a.b"), path("a", "b")), "`a.b` = a.b"),
                Arguments.of("`a[0]` = 1", eq(path("a[0]"), num("1")), "`a[0]` = 1"),
                Arguments.of("`\"q\"` = 1", eq(path("\"q\""), num("1")), "`\"q\"` = 1"),
                Arguments.of("`名前😀` = \"é\"", eq(path("名前😀"), str("é")), "`名前😀` = \"é\""),
                Arguments.of(
                        "`AND` = 1 AND `in` = 2",
                        and(eq(path("AND"), num("1")), eq(path("in"), num("2"))),
                        "`AND` = 1 AND `in` = 2"),
                Arguments.of("`true` = true", eq(path("true"), bool(true)), "`true` = true"),
                Arguments.of("a.`x y`.`NOT` = 1", eq(path("a", "x y", "NOT"), num("1")), "a.`x y`.`NOT` = 1"),
                // reserved words of DynamoDB are plain names here: keyslice aliases every name
                Arguments.of(
                        "status = \"open\" AND size(tags) > 2 AND NOT attribute_exists(archivedAt)",
                        and(
                                and(
                                        eq(path("status"), str("open")),
                                        compare(size(path("tags")), Comparator.GT, num("2"))),
                                not(call(Function.ATTRIBUTE_EXISTS, path("archivedAt")))),
                        "status = \"open\" AND size(tags) > 2 AND NOT attribute_exists(archivedAt)"),
                Arguments.of("size > 1", compare(path("size"), Comparator.GT, num("1")), "size > 1"),
                // precedence: NOT, then AND, then OR; AND and OR group from the left
                Arguments.of(
                        "a = 1 OR b = 2 AND c = 3",
                        or(eq(a, num("1")), and(eq(b, num("2")), eq(c, num("3")))),
                        "a = 1 OR b = 2 AND c = 3"),
                Arguments.of(
                        "(a = 1 OR b = 2) AND c = 3",
                        and(or(eq(a, num("1")), eq(b, num("2"))), eq(c, num("3"))),
                        "(a = 1 OR b = 2) AND c = 3"),
                Arguments.of(
                        "a = 1 AND b = 2 OR c = 3",
                        or(and(eq(a, num("1")), eq(b, num("2"))), eq(c, num("3"))),
                        "a = 1 AND b = 2 OR c = 3"),
                Arguments.of(
                        "a = 1 AND (b = 2 AND c = 3)",
                        and(eq(a, num("1")), and(eq(b, num("2")), eq(c, num("3")))),
                        "a = 1 AND (b = 2 AND c = 3)"),
                Arguments.of("((a = 1)) and b = 2", and(eq(a, num("1")), eq(b, num("2"))), "a = 1 AND b = 2"),
                Arguments.of("NOT a = 1 AND b = 2", and(not(eq(a, num("1"))), eq(b, num("2"))), "NOT a = 1 AND b = 2"),
                Arguments.of(
                        "NOT (a = 1 AND b = 2)", not(and(eq(a, num("1")), eq(b, num("2")))), "NOT (a = 1 AND b = 2)"),
                Arguments.of("not not a = 1", not(not(eq(a, num("1")))), "NOT (NOT a = 1)"),
                Arguments.of("NOT (NOT a = 1)", not(not(eq(a, num("1")))), "NOT (NOT a = 1)"),
                Arguments.of(
                        "NOT (NOT a = 1) AND b = 2",
                        and(not(not(eq(a, num("1")))), eq(b, num("2"))),
                        "NOT (NOT a = 1) AND b = 2"),
                Arguments.of("NOT (NOT (NOT a = 1))", not(not(not(eq(a, num("1"))))), "NOT (NOT (NOT a = 1))"),
                Arguments.of(
                        "a BETWEEN 1 AND 2 AND b = 1",
                        and(between(a, num("1"), num("2")), eq(b, num("1"))),
                        "a BETWEEN 1 AND 2 AND b = 1"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("conditions")
    void parsesIntoTheTreeAndWritesItBack(String text, Condition expected, String written) {
        FilterParser.Parsed parsed = FilterParser.condition(text);
        assertEquals(List.of(), parsed.problems());
        assertEquals(Optional.of(expected), parsed.condition());
        assertEquals(written, FilterText.of(expected));
        assertEquals(Optional.of(expected), FilterParser.condition(written).condition(), "the written text reads back");
    }

    @org.junit.jupiter.api.Test
    void betweenBoundsInUtf8OrderAreAccepted() {
        assertEquals(
                List.of(),
                FilterParser.condition("a BETWEEN \"\uFF5E\" AND \"😀\"").problems());
        assertEquals(
                List.of(),
                FilterParser.condition("a IN (" + "1, ".repeat(99) + "1)").problems());
    }
}
