package keyslice.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyType;
import keyslice.domain.sample.TupleSlice;
import org.junit.jupiter.api.Test;

/**
 * A Query that names only the first sort attributes of an index, with sample tuples that carry every one of the index's
 * sort attributes: the slice orders them by all of those, as the index does, and a line without one of them is not in
 * the index. Samples of the Query's attributes alone read as before.
 */
class TupleSamplesOfTheWholeIndexTest {

    /** The Query names status and day of an index sorted by status, day and a sequence number. */
    private static FormBuilder orders() {
        return QueryForm.builder()
                .index("byTenant")
                .pk("tenant")
                .pkValue("t1")
                .sk("status")
                .op("eq")
                .value("OPEN")
                .sk(2, "day")
                .op(2, "begins_with")
                .value(2, "2026-01");
    }

    @Test
    void theSliceOrdersByTheAttributesTheQueryLeavesOutToo() {
        TupleSlice slice = TupleSliceTest.slice(orders().samples("""
                ["OPEN", "2026-01-03", 10]
                ["OPEN", "2026-01-03", 9]
                ["OPEN", "2026-02-01", 1]
                ["DONE", "2026-01-03", 1]
                ["OPEN", "2026-01-03", 10.5]""").build());
        assertEquals(
                List.of("status", "day", "sort attribute 3"),
                slice.attributes().stream().map(KeyAttribute::name).toList());
        assertEquals(KeyType.N, slice.attributes().get(2).type(), "a bare number says N");
        assertEquals(
                List.of(
                        "[DONE, 2026-01-03, 1]",
                        "[OPEN, 2026-01-03, 9]",
                        "[OPEN, 2026-01-03, 10]",
                        "[OPEN, 2026-01-03, 10.5]",
                        "[OPEN, 2026-02-01, 1]"),
                TupleSliceTest.texts(slice.keys()),
                "9 before 10 as numbers, within equal days");
        assertEquals(
                List.of("[OPEN, 2026-01-03, 9]", "[OPEN, 2026-01-03, 10]", "[OPEN, 2026-01-03, 10.5]"),
                TupleSliceTest.texts(slice.matches()));
        assertEquals(
                "status: \"DONE\" sorts before \"OPEN\"", slice.whyOut(0), "a condition of the Query decides a miss");
    }

    @Test
    void limitAndDescendingCutTheRunInTheWholeIndexsOrder() {
        TupleSlice slice = TupleSliceTest.slice(
                orders().order("desc").limit("2").samples("""
                ["OPEN", "2026-01-03", "a"]
                ["OPEN", "2026-01-03", "c"]
                ["OPEN", "2026-01-03", "b"]""").build());
        assertEquals(List.of("[OPEN, 2026-01-03, c]", "[OPEN, 2026-01-03, b]"), TupleSliceTest.texts(slice.matches()));
        assertEquals("it matches, but Limit 2 ends the page before it", slice.whyOut(2));
    }

    @Test
    void aLineThatStopsBeforeAnAttributeAnotherLineGivesIsNotInTheIndex() {
        TupleSlice slice = TupleSliceTest.slice(orders().samples("""
                ["OPEN", "2026-01-03", 1, "x"]
                ["OPEN", "2026-01-04", 2]
                ["OPEN", "2026-01-05", null, "y"]""").build());
        assertEquals(List.of("[OPEN, 2026-01-03, 1, x]"), TupleSliceTest.texts(slice.keys()));
        assertEquals(
                List.of("sort attribute 4", "sort attribute 3"),
                slice.sparse().stream().map(s -> s.missing().name()).toList());
        assertEquals(
                "not in the index: it has no sort attribute 4, and an index holds only items with every key attribute",
                TupleSlice.whyNotInIndex(slice.sparse().get(0)));
    }

    @Test
    void binaryIsWrittenInDynamoDbJsonComparedUnsignedAndWrittenBackSo() {
        TupleSlice slice = TupleSliceTest.slice(orders().samples("""
                ["OPEN", "2026-01-03", {"B": "gA=="}]
                ["OPEN", "2026-01-03", {"B": "fw=="}]""").build());
        assertEquals(KeyType.B, slice.attributes().get(2).type());
        assertEquals(
                List.of("[OPEN, 2026-01-03, fw==]", "[OPEN, 2026-01-03, gA==]"),
                TupleSliceTest.texts(slice.keys()),
                "0x7F before 0x80: bytes compare unsigned");
        String line = slice.keys().get(1).text();
        assertEquals("[\"OPEN\", \"2026-01-03\", {\"B\": \"gA==\"}]", line);
        assertEquals(
                TupleSliceTest.texts(slice.keys().subList(1, 2)),
                TupleSliceTest.texts(
                        TupleSliceTest.slice(orders().samples(line).build()).keys()),
                "the text reads back as binary");
    }

    @Test
    void everyLineGivesAnAttributeTheQueryLeavesOutOneType() {
        // the samples' problem, which leaves the Query valid
        List<Problem> problems =
                SampleProblemsTest.sampleProblems(orders().samples("""
                ["OPEN", "2026-01-03", 1]
                ["OPEN", "2026-01-03", {"N": "2"}]
                ["OPEN", "2026-01-04", "3"]""").build());
        assertEquals(
                List.of(
                        "line 3: value 3 is of type S, but line 1 gives sort attribute 3 as N: an attribute the Query does "
                                + "not name has one type, which a number (N), a string (S) or DynamoDB JSON ({\"B\": \"AQ==\"}) says"),
                problems.stream().map(Problem::message).toList());
    }

    @Test
    void samplesOfTheQuerysAttributesAloneReadAsBefore() {
        TupleSlice slice = TupleSliceTest.slice(
                orders().samples("[\"OPEN\", \"2026-01-03\"]\n[\"OPEN\"]").build());
        assertEquals(
                List.of("status", "day"),
                slice.attributes().stream().map(KeyAttribute::name).toList());
        assertEquals(List.of("[OPEN, 2026-01-03]"), TupleSliceTest.texts(slice.matches()));
        assertTrue(slice.sparse().get(0).missing().name().equals("day"));
    }
}
