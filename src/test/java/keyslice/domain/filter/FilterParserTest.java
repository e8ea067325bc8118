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
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import keyslice.domain.form.Problem;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class FilterParserTest {

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

    /** Syntax errors: where (1-based, in characters), what was expected, and DynamoDB's words. */
    static Stream<Arguments> syntaxErrors() {
        return Stream.of(
                Arguments.of(
                        "a = ",
                        "Syntax error at the end of the filter: expected an operand: a path, a value or "
                                + "size(...), but found the end.",
                        "Syntax error; token: \"<EOF>\", near: \"=\""),
                Arguments.of(
                        "a == 1",
                        "Syntax error at character 4 of the filter: expected an operand: a path, a value "
                                + "or size(...), but found \"=\".",
                        "Syntax error; token: \"=\", near: \"==\""),
                Arguments.of(
                        "a",
                        "Syntax error at the end of the filter: expected a comparator (= <> < <= > >=), "
                                + "BETWEEN or IN, but found the end.",
                        "Syntax error; token: \"<EOF>\", near: \"a\""),
                Arguments.of(
                        "`😀😀` = 1 b",
                        "Syntax error at character 10 of the filter: expected AND, OR or the end "
                                + "of the filter, but found \"b\".",
                        null),
                Arguments.of(
                        "(a = 1",
                        "Syntax error at the end of the filter: expected ')', AND or OR, but found the end.",
                        null),
                Arguments.of(
                        "a BETWEEN 1 OR 2",
                        "Syntax error at character 13 of the filter: expected AND between the "
                                + "two bounds of BETWEEN, but found \"OR\".",
                        null),
                Arguments.of(
                        "a IN 1",
                        "Syntax error at character 6 of the filter: expected '(' and the values after IN, "
                                + "but found \"1\".",
                        null),
                Arguments.of(
                        "a[x] = 1",
                        "Syntax error at character 3 of the filter: expected a list index: 0, 1, 2..., "
                                + "but found \"x\".",
                        null),
                Arguments.of(
                        "a. = 1",
                        "Syntax error at character 4 of the filter: expected a name after '.', but found \"=\".",
                        null),
                Arguments.of(
                        "#a = :v",
                        "Syntax error at character 1 of the filter: expected a name or a value, not a "
                                + "placeholder (write the name itself, in backticks when it is not a plain identifier, and the "
                                + "value as JSON: keyslice writes the placeholders), but found \"#\".",
                        "Syntax error; token: \"#\", near: \"#\""),
                Arguments.of(
                        "a = é",
                        "Syntax error at character 5 of the filter: expected a name, a value, a "
                                + "comparator or one of ( ) [ ] . , (a name with other characters goes in backticks), but found \"é\".",
                        null),
                Arguments.of(
                        "a = 'x'",
                        "Syntax error at character 5 of the filter: expected a string in double quotes "
                                + "(JSON), not single quotes, but found \"'\".",
                        null),
                Arguments.of(
                        "`a = 1",
                        "Syntax error at character 1 of the filter: expected a closing backtick for the "
                                + "name that starts here (a backtick inside a name is written twice: ``), but found \"`\".",
                        null),
                Arguments.of("a = \"x", null, null),
                Arguments.of(
                        "a = 01",
                        "Syntax error at character 5 of the filter: expected a number without leading "
                                + "zeros (numbers are written as in JSON), but found \"0\".",
                        null),
                Arguments.of(
                        "1a = 1",
                        "Syntax error at character 1 of the filter: expected a space or an operator after "
                                + "the number (a name that starts with a digit goes in backticks), but found \"1\".",
                        null),
                Arguments.of(
                        "AND = 1",
                        "Syntax error at character 1 of the filter: expected an operand: a path, a value "
                                + "or size(...) (a name spelt like the keyword AND goes in backticks), but found \"AND\".",
                        null),
                Arguments.of(
                        "size(a)",
                        "Syntax error at the end of the filter: expected a comparator (= <> < <= > >=), "
                                + "BETWEEN or IN, but found the end.",
                        null),
                Arguments.of(
                        "",
                        "Syntax error at the end of the filter: expected an operand: a path, a value or "
                                + "size(...), but found the end.",
                        null));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("syntaxErrors")
    void stopsAtTheFirstSyntaxError(String text, String summary, String message) {
        FilterParser.Parsed parsed = FilterParser.condition(text);
        assertEquals(Optional.empty(), parsed.condition());
        assertEquals(1, parsed.problems().size(), parsed.problems().toString());
        Problem problem = parsed.problems().get(0);
        assertEquals("filter", problem.field());
        if (summary != null) {
            assertEquals(summary, problem.summary());
        }
        assertTrue(problem.message().startsWith("Invalid FilterExpression: Syntax error; token: "), problem.message());
        if (message != null) {
            assertEquals("Invalid FilterExpression: " + message, problem.message());
        }
    }

    /** Problems other than syntax: every one is reported, in the order written, in DynamoDB's words. */
    static Stream<Arguments> semanticProblems() {
        return Stream.of(
                Arguments.of(
                        "foo(a) AND bar(b, 1)",
                        List.of("Invalid function name; function: foo", "Invalid function name; function: bar")),
                Arguments.of(
                        "size(1) > 0 AND begins_with(a, 1) AND size(true) > 0 AND size(size(a)) > 0",
                        List.of(
                                "Incorrect operand type for operator or function; operator or function: size, operand type: N",
                                "Incorrect operand type for operator or function; operator or function: begins_with, operand type: N",
                                "Incorrect operand type for operator or function; operator or function: size, operand type: BOOL",
                                "Incorrect operand type for operator or function; operator or function: size, operand type: N")),
                Arguments.of(
                        "attribute_exists(a, b) OR contains(a)",
                        List.of(
                                "Incorrect number of operands for operator or function; operator or function: attribute_exists, number of operands: 2",
                                "Incorrect number of operands for operator or function; operator or function: contains, number of operands: 1")),
                Arguments.of(
                        "attribute_exists(\"a\")",
                        List.of(
                                "Operator or function requires a document path; operator or function: attribute_exists")),
                Arguments.of(
                        "attribute_type(a, \"STRING\") AND attribute_type(b, 1)",
                        List.of(
                                "Invalid attribute type name found; type: STRING, valid types: {B,NULL,SS,BOOL,L,BS,N,NS,S,M}",
                                "Incorrect operand type for operator or function; operator or function: attribute_type, operand type: N")),
                Arguments.of(
                        "contains(a.b, a.b)",
                        List.of("The first operand must be distinct from the remaining operands "
                                + "for this operator or function; operator: contains, first operand: [a, b]")),
                // DynamoDB refuses a comparison of a path with itself as it refuses contains(a, a); not size(a) =
                // size(a)
                Arguments.of(
                        "a = a OR a.b[0] < a.b[0] OR a <> a.b OR size(a) = size(a)",
                        List.of(
                                "The first operand must be distinct from the remaining operands for this operator or function; "
                                        + "operator: =, first operand: [a]",
                                "The first operand must be distinct from the remaining operands for this operator or function; "
                                        + "operator: <, first operand: [a, b, [0]]")),
                Arguments.of(
                        "contains(a, \"x\") = true AND a = size(b, c)",
                        List.of(
                                "The function is not allowed to be used this way in an expression; function: contains",
                                "Incorrect number of operands for operator or function; operator or function: size, number of operands: 2")),
                Arguments.of(
                        "a BETWEEN 2 AND 1 OR b BETWEEN \"b\" AND \"a\" OR c BETWEEN 1 AND \"a\"",
                        List.of(
                                "The BETWEEN operator requires upper bound to be greater than or equal to lower bound; "
                                        + "lower bound operand: AttributeValue: {N:2}, upper bound operand: AttributeValue: {N:1}",
                                "The BETWEEN operator requires upper bound to be greater than or equal to lower bound; "
                                        + "lower bound operand: AttributeValue: {S:b}, upper bound operand: AttributeValue: {S:a}",
                                "The BETWEEN operator requires same data type for lower and upper bounds; "
                                        + "lower bound operand: AttributeValue: {N:1}, upper bound operand: AttributeValue: {S:a}")),
                Arguments.of(
                        "size(1) BETWEEN 2 AND 1",
                        List.of(
                                "Incorrect operand type for operator or function; operator or function: size, operand type: N",
                                "The BETWEEN operator requires upper bound to be greater than or equal to lower bound; "
                                        + "lower bound operand: AttributeValue: {N:2}, upper bound operand: AttributeValue: {N:1}")),
                // UTF-8 order, not Java's: U+FF5E comes before the emoji, so these bounds are in order.
                Arguments.of(
                        "a BETWEEN \"😀\" AND \"\uFF5E\"",
                        List.of(
                                "The BETWEEN operator requires upper bound to be greater than or equal to lower bound; "
                                        + "lower bound operand: AttributeValue: {S:😀}, upper bound operand: AttributeValue: {S:\uFF5E}")),
                Arguments.of(
                        "a = 1e126 AND ```` = 1 AND `` = 2",
                        List.of(
                                "Number overflow. Attempting to store a number with magnitude larger than supported range",
                                "Invalid FilterExpression: an attribute name cannot be empty")),
                Arguments.of(
                        "a IN (" + "1, ".repeat(100) + "1)",
                        List.of("The IN operator is provided with too many operands; number of operands: 101")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("semanticProblems")
    void reportsEveryOtherProblemAtOnce(String text, List<String> messages) {
        FilterParser.Parsed parsed = FilterParser.condition(text);
        assertEquals(Optional.empty(), parsed.condition());
        assertEquals(
                messages.stream()
                        .map(m -> m.startsWith("Invalid FilterExpression") || m.startsWith("Number")
                                ? m
                                : "Invalid FilterExpression: " + m)
                        .toList(),
                parsed.problems().stream().map(Problem::message).toList());
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

    @org.junit.jupiter.api.Test
    void deepNestingIsAProblemNotAStackOverflow() {
        for (String deep : List.of(
                "(".repeat(5000) + "a = 1" + ")".repeat(5000),
                "NOT ".repeat(5000) + "a = 1",
                "size(".repeat(5000) + "a" + ")".repeat(5000) + " = 1")) {
            FilterParser.Parsed parsed = FilterParser.condition(deep);
            assertEquals(Optional.empty(), parsed.condition());
            assertEquals(
                    List.of("nested more than 200 levels deep"),
                    parsed.problems().stream().map(Problem::message).toList());
        }
    }
}
