package keyslice.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyValue;
import keyslice.domain.sample.SampleTuples;
import keyslice.domain.sample.Slice;
import keyslice.domain.sample.TupleSlice;
import keyslice.domain.summary.QuerySummary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The slice of a multi-attribute sort key: tuple order, sparse samples, each miss explained, malformed lines named. */
class TupleSliceTest {

    /** The index of the issue: partition (gsi_pk), sort (gsi_sk S, gsi_sk2 N). */
    private static FormBuilder games() {
        return QueryForm.builder()
                .index("test_gsi")
                .pk("gsi_pk")
                .pkValue("pk1")
                .sk("gsi_sk")
                .op("eq")
                .value("skA")
                .sk(2, "gsi_sk2")
                .skType(2, "N")
                .op(2, "gt")
                .value(2, "100");
    }

    static TupleSlice slice(QueryForm form) {
        Compilation compilation = QueryCompiler.compile(form);
        if (compilation instanceof Compilation.Invalid invalid) {
            throw new AssertionError("expected a valid query, got " + invalid.problems());
        }
        Compilation.Valid valid = (Compilation.Valid) compilation;
        assertTrue(valid.slice().isEmpty(), "tuples are not plain keys");
        return valid.tupleSlice().orElseThrow();
    }

    static List<String> texts(List<SampleTuples.Tuple> tuples) {
        return tuples.stream()
                .map(t -> t.values().stream().map(KeyValue::wireText).toList().toString())
                .toList();
    }

    @Test
    void tuplesSortByTheFirstAttributeThenTheNextEachByItsType() {
        TupleSlice slice = slice(
                games().samples("[\"skB\", 150]\n[\"skA\", 300]\n[\"skA\", 100]\n[\"skA\", \"2e2\"]\n[\"skA\", 20]")
                        .build());
        assertEquals(
                List.of("[skA, 20]", "[skA, 100]", "[skA, 200]", "[skA, 300]", "[skB, 150]"),
                texts(slice.keys()),
                "20 sorts before 100 as a number; skB after every skA whatever its number");
        assertEquals(List.of("[skA, 200]", "[skA, 300]"), texts(slice.matches()));
        assertEquals(
                List.of(
                        Slice.Place.BEFORE,
                        Slice.Place.BEFORE,
                        Slice.Place.MATCH,
                        Slice.Place.MATCH,
                        Slice.Place.AFTER),
                Stream.of(0, 1, 2, 3, 4).map(slice::placeOf).toList());
    }

    @Test
    void eachMissIsExplainedByTheAttributeThatDecidesIt() {
        TupleSlice slice = slice(games().limit("1")
                .samples("[\"skB\", 150]\n[\"skA\", 100]\n[\"skA\", 200]\n[\"skA\", 300]")
                .build());
        assertEquals("gsi_sk2: N 100 equals N 100, which > excludes", slice.whyOut(0));
        assertEquals("it matches", slice.whyOut(1));
        assertEquals("it matches, but Limit 1 ends the page before it", slice.whyOut(2));
        assertEquals(
                "gsi_sk: \"skB\" sorts after \"skA\"", slice.whyOut(3), "the first attribute decides, whatever 150 is");
    }

    @Test
    void samplesLackingAnAttributeAreNotInTheIndex() {
        TupleSlice slice = slice(games().samples("[\"skA\", 200]\n[\"skB\"]\n[null, 200]\n[\"skA\", null]")
                .build());
        assertEquals(List.of("[skA, 200]"), texts(slice.keys()));
        assertEquals(
                List.of(2, 3, 4),
                slice.sparse().stream().map(SampleTuples.Sparse::line).toList());
        assertEquals(
                List.of("gsi_sk2", "gsi_sk", "gsi_sk2"),
                slice.sparse().stream().map(s -> s.missing().name()).toList());
        assertEquals(
                "not in the index: it has no gsi_sk, and an index holds only items with every key attribute",
                TupleSlice.whyNotInIndex(slice.sparse().get(1)));
    }

    @Test
    void descendingReversesTheTupleOrderAndBinaryComparesUnsigned() {
        TupleSlice slice = slice(QueryForm.builder()
                .index("byKind")
                .pk("p")
                .pkValue("x")
                .sk("a")
                .skType("B")
                .op("eq")
                .value("AQ==")
                .sk(2, "b")
                .skType(2, "B")
                .op(2, "begins_with")
                .value(2, "gA==")
                .order("desc")
                .samples("[\"AQ==\", \"gAE=\"]\n[\"AQ==\", \"fw==\"]\n[\"AQ==\", \"gA==\"]\n[\"AA==\", \"gA==\"]")
                .build());
        assertEquals(List.of("[AQ==, gAE=]", "[AQ==, gA==]", "[AQ==, fw==]", "[AA==, gA==]"), texts(slice.keys()));
        assertEquals(List.of("[AQ==, gAE=]", "[AQ==, gA==]"), texts(slice.matches()));
    }

    @Test
    void escapesInSamplesAreJsonEscapes() {
        TupleSlice slice = slice(games().op(2, "ge")
                .value(2, "0")
                .value("a\"b\\é😀")
                .samples("[\"a\\\"b\\\\\\u00e9\\ud83d\\ude00\", 1]")
                .build());
        assertEquals(List.of("[a\"b\\é😀, 1]"), texts(slice.matches()));
    }

    static Stream<Arguments> malformed() {
        return Stream.of(
                Arguments.of("[\"skA\", 1", "line 2: expected ']', at character 10"),
                Arguments.of("skA, 1", "line 2: \"[\" is expected at position 1, not \"s\""),
                Arguments.of(
                        "[1, 1]",
                        "line 2: value 1 is a number, but the sort key attribute \"gsi_sk\" is of type S, written as a JSON string"),
                Arguments.of("[\"skA\", \"x\"]", "line 2: The parameter cannot be converted to a numeric value: x"),
                Arguments.of(
                        "[\"skA\", 1, 2, 3, 4]", "line 2: it has 5 values, but an index has at most 4 sort attributes"),
                Arguments.of(
                        "[\"skA\", 1] x", "line 2: expected the end of the line after the JSON value, at character 12"),
                Arguments.of(
                        "[\"skA\", true]",
                        "line 2: value 2 is not a string, a number, null or a value in DynamoDB JSON such as "
                                + "{\"B\": \"AQ==\"}"),
                Arguments.of(
                        "[[\"skA\"], 1]",
                        "line 2: value 1 is not a string, a number, null or a value in DynamoDB JSON such as "
                                + "{\"B\": \"AQ==\"}"),
                Arguments.of(
                        "[\"skA\", {\"X\": \"1\"}]",
                        "line 2: value 2 is an object, but a value in DynamoDB JSON has one "
                                + "member, S, N or B, whose value is a string, such as {\"B\": \"AQ==\"}"),
                Arguments.of(
                        "[\"skA\", {\"S\": \"1\"}]",
                        "line 2: value 2 is written as type S, but the sort key attribute "
                                + "\"gsi_sk2\" is of type N"),
                Arguments.of(
                        "[[[\"skA\"]], 1]",
                        "line 2: its values hold arrays or objects nested inside them, but a value is "
                                + "a string, a number, null or a value in DynamoDB JSON (arrays and objects nest more than 2 levels deep, at character 3)"),
                Arguments.of(
                        "[\"sk\\ud800\", 1]",
                        "line 2: the string holds a lone surrogate (U+D800), which is not a character: "
                                + "a string must be valid Unicode, at character 2"),
                Arguments.of(
                        "[\"skA\", 1, \"\\udc00x\"]",
                        "line 2: the string holds a lone surrogate (U+DC00), which is not a "
                                + "character: a string must be valid Unicode, at character 12"),
                Arguments.of(
                        "[\"\", 1]",
                        "line 2: One or more parameter values are not valid. The AttributeValue for a key attribute "
                                + "cannot contain an empty string value. Key: gsi_sk"),
                Arguments.of(
                        "[\"sk\\q\", 1]",
                        "line 2: \\q is not a JSON escape (use \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX), at character 5"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("malformed")
    void aMalformedLineIsAProblemNamingTheLine(String line, String message) {
        List<Problem> problems = SampleProblemsTest.sampleProblems(
                games().samples("[\"skA\", 1]\n" + line).build());
        assertEquals(List.of("samples"), problems.stream().map(Problem::field).toList());
        assertEquals(message, problems.get(0).message());
        assertTrue(
                problems.get(0).summary().startsWith("Sample line 2: "),
                problems.get(0).summary());
    }

    /** Nesting costs a reader a frame a level: a line of a thousand levels is refused, not a stack overflow. */
    @Test
    void aLineNestedThousandsDeepIsAProblemNamingTheLine() {
        for (String line : List.of("[".repeat(60_000), "[\"skA\", " + "{\"a\":".repeat(20_000))) {
            List<Problem> problems = SampleProblemsTest.sampleProblems(
                    games().samples("[\"skA\", 1]\n" + line).build());
            assertEquals(
                    List.of("samples"), problems.stream().map(Problem::field).toList());
            assertTrue(
                    problems.get(0)
                            .message()
                            .startsWith("line 2: its values hold arrays or objects nested inside them"),
                    problems.get(0).message());
        }
    }

    @Test
    void aOneAttributeKeyKeepsPlainSamples() {
        Compilation.Valid valid = (Compilation.Valid) QueryCompiler.compile(QueryForm.builder()
                .pk("p")
                .pkValue("x")
                .sk("s")
                .value("a")
                .samples("a\nb")
                .build());
        assertTrue(valid.slice().isPresent() && valid.tupleSlice().isEmpty());
    }

    @Test
    void aTupleReadsBackAsTheSampleLineThatWritesIt() {
        String line = "[\"a\\\"b\\\\c\\n\\u0001, d\", 100]";
        TupleSlice slice = slice(games().op(2, "ge")
                .value(2, "0")
                .value("a\"b\\c\n\u0001, d")
                .samples(line)
                .build());
        assertEquals(
                line,
                slice.keys().get(0).text(),
                "quotes, backslashes and control characters escaped; the number bare");
        assertEquals(
                texts(slice.keys()),
                texts(slice(games().op(2, "ge")
                                .value(2, "0")
                                .value("a\"b\\c\n\u0001, d")
                                .samples(slice.keys().get(0).text())
                                .build())
                        .keys()),
                "the text parses back to the same tuple");
    }

    @Test
    void theSummaryCountsTheTuplesReadAndTheSamplesNotInTheIndex() {
        QueryForm form = games().limit("1")
                .samples("[\"skA\", 200]\n[\"skA\", 300]\n[\"skA\", 50]\n[\"skB\"]")
                .build();
        Compilation.Valid valid = (Compilation.Valid) QueryCompiler.compile(form);
        assertTrue(QuerySummary.of(valid.built().query(), valid.slice(), valid.tupleSlice())
                .text()
                .endsWith(" — 1 of 3 sample keys "
                        + "on the first page; 1 more matches on the next pages; 1 sample is not in the index."));
        Compilation.Valid none = (Compilation.Valid)
                QueryCompiler.compile(games().samples("[\"skA\", 1]").build());
        assertTrue(QuerySummary.of(none.built().query(), none.slice(), none.tupleSlice())
                .text()
                .endsWith(" — not the one sample key."));
    }
}
