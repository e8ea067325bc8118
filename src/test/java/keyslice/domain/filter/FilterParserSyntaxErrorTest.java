package keyslice.domain.filter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import keyslice.domain.form.Problem;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The filter parser stops at the first syntax error, and deep nesting is a problem, not a stack overflow.
 */
class FilterParserSyntaxErrorTest {

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
