package keyslice.datamodel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import keyslice.domain.compile.Compilation;
import keyslice.domain.warnings.Warning;
import keyslice.examples.AuditLog;
import keyslice.examples.FileTree;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The README's worked design, {@code drive.json}: the builder's file tree and audit log as one table with the
 * {@code parent} index. Its items are the worked examples' demo items, so the design and the builder tell one story.
 */
class DriveDesignTest {

    static String text;
    static DataModel drive;

    @BeforeAll
    static void read() throws Exception {
        text = DataModelsTest.resource("drive.json");
        drive = DataModels.read(text);
    }

    @Test
    void itsItemsAreTheWorkedExamplesDemoItems() throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        List<JsonNode> expected = new ArrayList<>();
        for (var table : List.of(FileTree.DEMO_TABLE, AuditLog.DEMO_TABLE)) {
            table.items().forEach(item -> expected.add(mapper.valueToTree(item)));
        }
        List<JsonNode> written = new ArrayList<>();
        mapper.readTree(text).path("items").path("Drive").forEach(put -> written.add(put.at("/PutRequest/Item")));
        assertEquals(expected, written);
    }

    @Test
    void underAFolderReadsWhatTheBuildersWorkedExampleReads() {
        PatternRead read = PatternReading.read(drive, drive.patterns().get(0));

        assertEquals(List.of(), read.problems());
        List<String> expected = FileTree.SAMPLE_KEYS.stream()
                .filter(key -> key.startsWith("root/photos/"))
                .sorted()
                .map(key -> "S[text=" + key + "]")
                .toList();
        assertEquals(expected, PatternReadingTest.keys(read.returned(), "SK"));
    }

    @Test
    void theSparseParentIndexListsAFoldersDirectChildrenOnly() {
        PatternRead read = PatternReading.read(drive, drive.patterns().get(1));

        assertEquals(List.of("S[text=root/photos/2026/]"), PatternReadingTest.keys(read.returned(), "SK"));
    }

    @Test
    void theDayAsFirstWrittenMissesAnEventTheWholeDayReads() {
        PatternRead firstWritten = PatternReading.read(drive, drive.patterns().get(3));
        PatternRead wholeDay = PatternReading.read(drive, drive.patterns().get(4));

        String missed = "S[text=EVT#2026-06-23T00:00:00.250Z]";
        assertTrue(PatternReadingTest.keys(wholeDay.returned(), "SK").contains(missed));
        assertTrue(!PatternReadingTest.keys(firstWritten.returned(), "SK").contains(missed));
        assertEquals(List.of("timestamp-bound", "prefix-upper-bound"), codes(firstWritten));
        assertEquals(List.of(), codes(wholeDay), "a day's prefix up to its T is a whole period, not an open prefix");
    }

    @Test
    void aPrefixThatEndsOnItsOwnDelimiterHasNoFindingAndOneThatStopsShortHasTheRightFix() {
        List<PatternRead> reads = drive.patterns().stream()
                .map(pattern -> PatternReading.read(drive, pattern))
                .toList();
        assertEquals(List.of(), Findings.of(drive, reads), "root/photos/ ends at its delimiter, /");

        AccessPattern shortPrefix = new AccessPattern(
                "7",
                "Everything under root/photos, as first written",
                java.util.Optional.of("Drive"),
                java.util.Optional.empty(),
                java.util.Optional.of(AccessPattern.Operation.Query),
                "aws dynamodb query --table-name Drive --key-condition-expression 'PK = :pk AND begins_with(SK, :p)'"
                        + " --expression-attribute-values '{\":pk\":{\"S\":\"DRIVE#a91\"},\":p\":{\"S\":\"root/photos\"}}'",
                "");
        List<Finding> findings = Findings.of(drive, List.of(PatternReading.read(drive, shortPrefix))).stream()
                .filter(finding -> finding.code() == Finding.Code.READS_OTHER_ENTITIES)
                .toList();
        assertEquals(1, findings.size(), findings::toString);
        assertTrue(findings.get(0).message().contains("\"root/photos/\""), findings.get(0)::message);
        assertTrue(!findings.get(0).message().contains("root/photos#"), findings.get(0)::message);
    }

    private static List<String> codes(PatternRead read) {
        return ((Compilation.Valid) read.compilation().orElseThrow())
                .warnings().stream().map(Warning::code).toList();
    }
}
