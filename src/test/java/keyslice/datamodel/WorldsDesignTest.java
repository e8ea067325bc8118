package keyslice.datamodel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import keyslice.domain.form.Problem;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The README's multi-attribute design, {@code worlds.json}: the tournaments example's matches and its ByRegion index. */
class WorldsDesignTest {

    static DataModel worlds;

    @BeforeAll
    static void read() throws Exception {
        worlds = DataModels.read(DataModelsTest.resource("worlds.json"));
    }

    @Test
    void aConditionOnTwoPartitionAttributesReadsThatPartitionInRoundThenBracketOrder() {
        PatternRead read = PatternReading.read(worlds, worlds.patterns().get(1));

        assertEquals(List.of(), read.problems());
        assertEquals("region", read.form().orElseThrow().furtherPk(2).name());
        assertEquals(
                List.of("S[text=m04] S[text=upper#A]", "S[text=m03] S[text=upper#B]"),
                PatternReadingTest.keys(read.returned(), "matchId", "bracket"));
    }

    @Test
    void aRangeOnTheFirstSortAttributeReadsInTheWholeIndexKeysOrder() {
        PatternRead read = PatternReading.read(worlds, worlds.patterns().get(2));

        // By round, then by bracket, the index's second sort attribute, although the Query names round alone; m06 has
        // no bracket, so ByRegion does not hold it; m07 is in another region.
        assertEquals(
                List.of("S[text=m02]", "S[text=m04]", "S[text=m03]", "S[text=m05]"),
                PatternReadingTest.keys(read.returned(), "matchId"));
    }

    @Test
    void skippingASortAttributeIsAProblemNotAReading() {
        PatternRead read = PatternReading.read(worlds, worlds.patterns().get(3));

        assertEquals(
                List.of("Query key condition not supported"),
                read.problems().stream().map(Problem::message).toList());
        assertEquals(List.of(), read.returned());
    }
}
