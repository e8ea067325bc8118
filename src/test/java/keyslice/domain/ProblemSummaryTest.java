package keyslice.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Each problem that carries DynamoDB's words leads with one plain sentence: what is wrong and what to do. */
class ProblemSummaryTest {

    private static FormBuilder base() {
        return QueryForm.builder().pk("PK").pkValue("p").sk("SK");
    }

    private static final String UPPER_FIRST = "The upper bound sorts before the lower bound: ";

    static Stream<Arguments> dynamoDbWordedRules() {
        return Stream.of(
                Arguments.of(
                        "BETWEEN with unpadded numbers in text",
                        base().op("between").value("ORDER#7").to("ORDER#12"),
                        "to",
                        UPPER_FIRST + "ORDER#7 > ORDER#12 because keys compare as text; pad the numbers (ORDER#07)."),
                Arguments.of(
                        "BETWEEN with an unpadded segment",
                        base().op("between").seg("A", "9").toSeg("A", "10"),
                        "toSeg",
                        UPPER_FIRST + "A#9 > A#10 because keys compare as text; pad the numbers (A#09)."),
                Arguments.of(
                        "BETWEEN with numbers of the same width is a real reversal",
                        base().op("between").value("EVT#2026-06-24").to("EVT#2026-06-23"),
                        "to",
                        UPPER_FIRST + "EVT#2026-06-24 > EVT#2026-06-23 because keys compare as text, by UTF-8 bytes, "
                                + "and \"4\" (U+0034) sorts after \"3\" (U+0033); swap the bounds."),
                Arguments.of(
                        "BETWEEN with numbers of two widths inside longer text",
                        base().op("between").value("v90-a").to("v100-a"),
                        "to",
                        UPPER_FIRST + "v90-a > v100-a because keys compare as text; pad the numbers (v090-a)."),
                Arguments.of(
                        "BETWEEN where only the letter case differs",
                        base().op("between").value("Ab").to("AB"),
                        "to",
                        UPPER_FIRST + "Ab > AB because keys compare as text, by UTF-8 bytes, "
                                + "and \"b\" (U+0062) sorts after \"B\" (U+0042); swap the bounds."),
                Arguments.of(
                        "BETWEEN S reversed",
                        base().op("between").value("b").to("a"),
                        "to",
                        UPPER_FIRST
                                + "b > a because keys compare as text, by UTF-8 bytes, and \"b\" (U+0062) sorts after "
                                + "\"a\" (U+0061); swap the bounds."),
                Arguments.of(
                        "BETWEEN S in UTF-8, not UTF-16, order",
                        base().op("between").value("\uD83D\uDE00").to("\uFF5E"),
                        "to",
                        UPPER_FIRST
                                + "\uD83D\uDE00 > \uFF5E because keys compare as text, by UTF-8 bytes, and \"\uD83D\uDE00\" "
                                + "(U+1F600) sorts after \"\uFF5E\" (U+FF5E); swap the bounds."),
                Arguments.of(
                        "BETWEEN S whose upper bound is the lower bound's beginning",
                        base().op("between").value("root/photos/").to("root/photos"),
                        "to",
                        UPPER_FIRST
                                + "root/photos/ > root/photos because keys compare as text and a key sorts after its own "
                                + "beginning; swap the bounds."),
                Arguments.of(
                        "BETWEEN N reversed numerically",
                        base().skType("N").op("between").value("1e2").to("99"),
                        "to",
                        UPPER_FIRST + "100 > 99 because number keys compare by value; swap the bounds."),
                Arguments.of(
                        "BETWEEN B reversed unsigned",
                        base().skType("B").op("between").value("gA==").to("fw=="),
                        "to",
                        UPPER_FIRST
                                + "gA== > fw== because binary keys compare byte by byte as unsigned numbers, and byte 1 is "
                                + "0x80 against 0x7F; swap the bounds."),
                Arguments.of(
                        "BETWEEN B whose upper bound is the lower bound's beginning",
                        base().skType("B").op("between").value("AAE=").to("AA=="),
                        "to",
                        UPPER_FIRST
                                + "AAE= > AA== because binary keys compare byte by byte and a key sorts after its own "
                                + "beginning; swap the bounds."),
                Arguments.of(
                        "begins_with on N",
                        base().sk("n").skType("N").op("begins_with").value("12"),
                        "op",
                        "The begins_with function works on strings and binary only; a number sort key needs a range: compare n "
                                + "with between, <, <=, > or >= instead."),
                Arguments.of(
                        "text where a number belongs",
                        base().skType("N").op("eq").value("12x"),
                        "value",
                        "\"12x\" is not a number: write digits with an optional sign, decimal point and exponent, "
                                + "such as 42, -1.5 or 1e3."),
                Arguments.of(
                        "text where a number partition key belongs",
                        QueryForm.builder().pk("id").pkType("N").pkValue("seven"),
                        "pkValue",
                        "\"seven\" is not a number: write digits with an optional sign, decimal point and exponent, "
                                + "such as 42, -1.5 or 1e3."),
                Arguments.of(
                        "no number at all",
                        base().skType("N").op("between").value("1").to(""),
                        "to",
                        "No number is given: enter one, such as 42 or -1.5."),
                Arguments.of(
                        "number too large",
                        base().skType("N").op("eq").value("1e126"),
                        "value",
                        "\"1e126\" is too large for a DynamoDB number, whose magnitude goes up to "
                                + "9.9999999999999999999999999999999999999E+125: use a smaller number."),
                Arguments.of(
                        "number too close to zero",
                        base().skType("N").op("eq").value("-1e-131"),
                        "value",
                        "\"-1e-131\" is too close to zero for a DynamoDB number, whose smallest nonzero magnitude is 1E-130: "
                                + "use 0 or a larger number."),
                Arguments.of(
                        "number with 39 digits",
                        base().skType("N").op("eq").value("123456789012345678901234567890123456789"),
                        "value",
                        "\"123456789012345678901234567890123456789\" has 39 significant digits, but a DynamoDB number "
                                + "keeps at most 38: round it, or store the digits in a string key."),
                Arguments.of(
                        "empty partition key value",
                        QueryForm.builder().pk("PK").pkValue(""),
                        "pkValue",
                        "The value of PK is empty, and DynamoDB does not take an empty string as a key: enter a value."),
                Arguments.of(
                        "empty binary sort key value",
                        base().sk("blob").skType("B").op("eq").value(""),
                        "value",
                        "The value of blob is empty, and DynamoDB does not take an empty binary value as a key: enter a value."),
                Arguments.of(
                        "binary that is not base64",
                        base().skType("B").op("eq").value("AH-A_w=="),
                        "value",
                        "\"AH-A_w==\" is not base64, the form binary keys are written in: use A-Z a-z 0-9 + / with optional "
                                + "= padding, such as AAE= for the bytes 00 01."),
                Arguments.of(
                        "partition key too long",
                        QueryForm.builder().pk("PK").pkValue("x".repeat(2049)),
                        "pkValue",
                        "The partition key value is 2049 bytes in UTF-8, over DynamoDB's limit of 2048 bytes for a partition "
                                + "key: shorten it."),
                Arguments.of(
                        "sort key too long",
                        base().op("eq").value("\u00e9".repeat(513)),
                        "value",
                        "The sort key value is 1026 bytes in UTF-8, over DynamoDB's limit of 1024 bytes for a sort key: "
                                + "shorten it."),
                Arguments.of(
                        "table name too short",
                        base().value("x").table("ab"),
                        "table",
                        "The table name \"ab\" is too short: DynamoDB table names are 3 to 255 characters long."),
                Arguments.of(
                        "index name too long",
                        base().value("x").index("i".repeat(256)),
                        "index",
                        "The index name is 256 characters long: DynamoDB index names are 3 to 255 characters long."),
                Arguments.of(
                        "index name characters",
                        base().value("x").index("by/parent id"),
                        "index",
                        "The index name \"by/parent id\" contains \"/\", \" \", which DynamoDB does not allow in names: use only "
                                + "letters, digits, _, . and -."),
                Arguments.of(
                        "limit zero",
                        base().value("x").limit("0"),
                        "limit",
                        "The limit must be at least 1, not 0: it is how many items a page reads."),
                Arguments.of(
                        "limit text",
                        base().value("x").limit("ten"),
                        "limit",
                        "The limit must be a whole number of at least 1, not \"ten\"."),
                Arguments.of(
                        "limit too big",
                        base().value("x").limit("2147483648"),
                        "limit",
                        "The limit must be at most 2147483647, not 2147483648."),
                Arguments.of(
                        "trail not a flag",
                        base().seg("a").trail("yes"),
                        "trail",
                        "The trail setting must be true or false, not \"yes\"."),
                Arguments.of(
                        "unknown order",
                        base().value("x").order("up"),
                        "order",
                        "The order must be asc (ascending, ScanIndexForward=true) or desc (descending, ScanIndexForward=false), "
                                + "not \"up\"."),
                Arguments.of(
                        "unknown name policy",
                        base().value("x").names("never"),
                        "names",
                        "The names setting must be always (alias every name) or minimal (alias only names that need it), "
                                + "not \"never\"."));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("dynamoDbWordedRules")
    void eachRuleLeadsWithAPlainSentence(String rule, FormBuilder form, String field, String summary) {
        List<Problem> problems = QueryCompilerFixtures.problems(form.build());
        assertEquals(
                List.of(List.of(field, summary)),
                problems.stream().map(p -> List.of(p.field(), p.summary())).toList());
    }

    /** Every rule keyslice checks, DynamoDB-worded or not, has a summary shaped as one sentence. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("keyslice.domain.QueryCompilerProblemsTest#invalidForms")
    void everySummaryIsASentence(String rule, FormBuilder form, String field, String message) {
        for (Problem problem : QueryCompilerFixtures.problems(form.build())) {
            assertTrue(problem.summary().matches("[A-Z\"].*[.]"), problem.summary());
            assertEquals(message, problem.message(), "the message stays DynamoDB's words");
        }
    }

    @Test
    void aPlainMessageIsItsOwnSummary() {
        Problem problem = new Problem("sk", "the sort key must be a different attribute from the partition key \"PK\"");
        assertEquals("The sort key must be a different attribute from the partition key \"PK\".", problem.summary());
        assertEquals("Unknown edit.", new Problem("edit", "unknown edit.").summary(), "no second period");
        assertThrows(IllegalArgumentException.class, () -> new Problem("x", ""));
        assertThrows(IllegalArgumentException.class, () -> new Problem("x", " ", "DynamoDB's words"));
    }

    @Test
    void longValuesAreCutInTheSummaryButNotInTheMessage() {
        String digits = "9".repeat(100);
        Problem problem = QueryCompilerFixtures.problems(
                        base().skType("N").op("eq").value(digits + "x").build())
                .get(0);
        assertTrue(problem.summary().startsWith("\"" + "9".repeat(59) + "…\" is not a number"), problem.summary());
        assertTrue(problem.message().contains(digits + "x"), problem.message());
    }
}
