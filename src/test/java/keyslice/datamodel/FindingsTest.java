package keyslice.datamodel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FindingsTest {

    static List<Finding> findings(String resource) throws Exception {
        DataModel model = DataModels.read(DataModelsTest.resource(resource));
        return Findings.of(
                model,
                model.patterns().stream()
                        .map(pattern -> PatternReading.read(model, pattern))
                        .toList());
    }

    @Test
    void eachKindOfFindingNamesItsPatternsAndTables() throws Exception {
        List<Finding> findings = findings("findings.json");

        assertEquals(
                List.of(
                        Map.entry(Finding.Code.MISSING_INDEX, List.of("2")),
                        Map.entry(Finding.Code.KEY_NOT_IN_INDEX, List.of("3")),
                        Map.entry(Finding.Code.SCAN_PATTERN, List.of("4")),
                        Map.entry(Finding.Code.UNUSED_INDEX, List.<String>of())),
                findings.stream()
                        .map(finding -> Map.entry(finding.code(), finding.patterns()))
                        .toList());
        assertEquals(
                "Pattern 2 reads index ByCity, which table Shop does not have (its indexes: ByStatus, ByEmail)",
                findings.get(0).message());
        assertEquals(
                "Pattern 3's key condition names SK, which is not a key attribute of index ByStatus"
                        + " of Shop (its key: status HASH)",
                findings.get(1).message());
        assertEquals(
                "No pattern reads index ByEmail of Shop, and every item it holds costs a write there too",
                findings.get(3).message());
        findings.forEach(finding -> assertEquals(List.of("Shop"), finding.tables()));
    }

    @Test
    void aDesignWhosePatternsUseEveryIndexByItsKeyHasNoFindings() throws Exception {
        assertEquals(List.of(), findings("orders.json"));
    }
}
