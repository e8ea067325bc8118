package keyslice.datamodel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
                List.of("sort key attributes are given from left to right without a gap: sk2 is given, so sk is"
                        + " required"),
                read.problems().stream().map(Problem::message).toList());
        assertEquals(List.of(), read.returned());
        List<PatternRead> reads = worlds.patterns().stream()
                .map(pattern -> PatternReading.read(worlds, pattern))
                .toList();
        assertEquals(
                List.of(List.of("4")),
                Findings.of(worlds, reads).stream()
                        .filter(finding -> finding.code() == Finding.Code.MULTI_ATTRIBUTE_KEY)
                        .map(Finding::patterns)
                        .toList());
    }

    @Test
    void aKeyValueOfAnotherTypeThanTheKeysIsAProblemInDynamoDbsWords() {
        AccessPattern roundAsText = new AccessPattern(
                "9",
                "round as text",
                java.util.Optional.of("Tournaments"),
                java.util.Optional.of("ByRegion"),
                java.util.Optional.of(AccessPattern.Operation.Query),
                "aws dynamodb query --table-name Tournaments --index-name ByRegion --key-condition-expression"
                        + " 'tournament = :t AND #region = :r AND #round = :n' --expression-attribute-names"
                        + " '{\"#region\":\"region\",\"#round\":\"round\"}' --expression-attribute-values"
                        + " '{\":t\":{\"S\":\"WORLDS26\"},\":r\":{\"S\":\"EU\"},\":n\":{\"S\":\"2\"}}'",
                "");

        PatternRead read = PatternReading.read(worlds, roundAsText);

        assertEquals(
                List.of("One or more parameter values were invalid: Condition parameter type does not match schema"
                        + " type"),
                read.problems().stream().map(Problem::message).toList());
        assertTrue(read.problems().get(0).summary().contains("round"), read.problems()::toString);
    }
}
