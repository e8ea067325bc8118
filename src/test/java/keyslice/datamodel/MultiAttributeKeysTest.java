package keyslice.datamodel;

import static keyslice.datamodel.Designs.index;
import static keyslice.datamodel.Designs.item;
import static keyslice.datamodel.Designs.key;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import keyslice.datamodel.ModelTable.ProjectionType;
import org.junit.jupiter.api.Test;

/** A pattern on a multi-attribute index key, held to the builder's rules in the order of the index's KeySchema. */
class MultiAttributeKeysTest {

    static final ModelTable MATCHES = new ModelTable(
            "Matches",
            key("matchId", "HASH"),
            List.of(index(
                    "ByTournamentRegion",
                    key("tournamentId", "HASH", "regionCode", "HASH", "round", "RANGE", "bracket", "RANGE"),
                    ProjectionType.ALL)),
            List.of(
                    item(
                            "matchId",
                            "m1",
                            "tournamentId",
                            "WINTER",
                            "regionCode",
                            "EU",
                            "round",
                            "FINAL",
                            "bracket",
                            "UP"),
                    item(
                            "matchId",
                            "m2",
                            "tournamentId",
                            "WINTER",
                            "regionCode",
                            "NA",
                            "round",
                            "FINAL",
                            "bracket",
                            "UP"),
                    item("matchId", "m3")));

    /** A Query on the index; the values are :t WINTER, :r EU, :rd FINAL, :b UP. */
    static DataModel design(String condition) {
        String values = "{\":t\":{\"S\":\"WINTER\"},\":r\":{\"S\":\"EU\"},\":rd\":{\"S\":\"FINAL\"},"
                + "\":b\":{\"S\":\"UP\"}}";
        String used = values;
        for (String placeholder : List.of(":t", ":r", ":rd", ":b")) {
            if (!condition.matches(".*" + placeholder + "\\b.*")) {
                used = used.replaceAll("\"" + placeholder + "\":\\{\"S\":\"\\w+\"},?", "");
            }
        }
        used = used.replace(",}", "}");
        AccessPattern pattern = new AccessPattern(
                "1",
                "A region's matches",
                Optional.of("Matches"),
                Optional.of("ByTournamentRegion"),
                Optional.of(AccessPattern.Operation.Query),
                "aws dynamodb query --table-name Matches --index-name ByTournamentRegion --key-condition-expression '"
                        + condition + "' --expression-attribute-values '" + used + "'",
                "");
        return new DataModel(DataModel.Format.MCP_DATA_MODEL, List.of(MATCHES), List.of(), List.of(pattern));
    }

    static List<Finding> found(String condition) {
        return Designs.findings(design(condition), Finding.Code.MULTI_ATTRIBUTE_KEY);
    }

    @Test
    void aConditionWrittenInAnotherOrderIsReadInTheIndexsOrder() {
        DataModel model = design("regionCode = :r AND round = :rd AND tournamentId = :t");
        PatternRead read = Designs.reads(model).get(0);

        assertEquals(List.of(), read.problems());
        assertEquals("tournamentId", read.form().orElseThrow().pk());
        assertEquals("regionCode", read.form().orElseThrow().furtherPk(2).name());
        assertEquals("round", read.form().orElseThrow().sk());
        assertEquals(1, read.read().size(), "m1 alone is the EU's");
        assertEquals(List.of(), Findings.of(model, Designs.reads(model)), "the index is used by its key");
    }

    @Test
    void aMissingPartitionAttributeIsFound() {
        List<Finding> missing = found("tournamentId = :t AND round = :rd");

        assertEquals(1, missing.size(), missing.toString());
        assertEquals(
                "Pattern 1 (\"A region's matches\")'s key condition breaks the rules of index ByTournamentRegion of"
                        + " Matches's key of several attributes (tournamentId HASH, regionCode HASH, round RANGE, bracket"
                        + " RANGE): The key condition has no term on partition key attribute regionCode of index"
                        + " ByTournamentRegion: a Query needs every partition key attribute, each with =.",
                missing.get(0).message());
    }

    @Test
    void aSkippedSortAttributeAndARangeBeforeAnotherAreTheBuildersProblems() {
        List<Finding> gap = found("tournamentId = :t AND regionCode = :r AND bracket = :b");
        assertEquals(1, gap.size(), gap.toString());
        assertEquals(
                true,
                gap.get(0)
                        .message()
                        .endsWith("The sort key attribute sk is missing, but sk2 is given: enter sk, since"
                                + " sort key attributes are given from left to right without a gap."),
                gap.get(0).message());

        List<Finding> range = found("tournamentId = :t AND regionCode = :r AND round > :rd AND bracket = :b");
        assertEquals(1, range.size(), range.toString());
        assertEquals(
                true,
                range.get(0).message().contains("must use eq, not gt"),
                range.get(0).message());
    }
}
