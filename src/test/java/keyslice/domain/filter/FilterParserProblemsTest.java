package keyslice.domain.filter;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import keyslice.domain.form.Problem;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The filter's problems beyond syntax, every one at once.
 */
class FilterParserProblemsTest {

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
}
