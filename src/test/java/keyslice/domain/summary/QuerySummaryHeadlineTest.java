package keyslice.domain.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyQuery;
import keyslice.examples.AuditLog;
import keyslice.examples.FileTree;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The headline in plain words that titles embed cards and names their Markdown links. */
class QuerySummaryHeadlineTest {

    private static String headline(QueryForm form) {
        return QuerySummary.headline(
                ((Compilation.Valid) QueryCompiler.compile(form)).built().query());
    }

    private static FormBuilder drive() {
        return QueryForm.builder().table("Drive").pk("PK").pkValue("DRIVE#a91").sk("SK");
    }

    @Test
    void theWorkedExamplesInWords() {
        assertEquals("Drive: partition DRIVE#a91, SK begins with root/photos/", headline(FileTree.UNDER_PHOTOS));
        assertEquals(
                "Audit: partition ACTOR#u_8814, SK between EVT#2026-06-23T00:00:00Z and EVT#2026-06-23T23:59:59Z",
                headline(AuditLog.ONE_DAY));
        assertEquals("Audit: partition ACTOR#u_8814, all items, descending, Limit 5", headline(AuditLog.NEWEST_FIRST));
    }

    @Test
    void whereAndWhatAreTheTwoHalves() {
        KeyQuery query = ((Compilation.Valid) QueryCompiler.compile(AuditLog.NEWEST_FIRST))
                .built()
                .query();
        assertEquals("Audit: partition ACTOR#u_8814", QuerySummary.partition(query));
        assertEquals("all items, descending, Limit 5", QuerySummary.reads(query));
        assertEquals(QuerySummary.partition(query) + ", " + QuerySummary.reads(query), QuerySummary.headline(query));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "eq, SK equals v",
        "lt, SK below v",
        "le, SK at most v",
        "gt, SK above v",
        "ge, SK at least v",
        "begins_with, SK begins with v"
    })
    void everyOperatorInWords(String op, String words) {
        assertEquals(
                "Drive: partition DRIVE#a91, " + words,
                headline(drive().op(op).value("v").build()));
    }

    @Test
    void tableIndexAndTheirAbsence() {
        assertEquals(
                "Drive (index parent): partition root/, all items",
                headline(QueryForm.builder()
                        .table("Drive")
                        .index("parent")
                        .pk("parent")
                        .pkValue("root/")
                        .build()));
        assertEquals(
                "Partition x, all items",
                headline(QueryForm.builder().pk("PK").pkValue("x").build()));
        assertEquals(
                "index ByDate: partition x, all items",
                headline(QueryForm.builder()
                        .index("ByDate")
                        .pk("PK")
                        .pkValue("x")
                        .build()));
    }

    @Test
    void numbersAndBinaryAreNamedByTheirWireText() {
        assertEquals(
                "Partition 42, ts between 1 and 100",
                headline(QueryForm.builder()
                        .pk("id")
                        .pkType("N")
                        .pkValue("42")
                        .sk("ts")
                        .skType("N")
                        .op("between")
                        .value("1")
                        .to("1e2")
                        .build()));
        assertEquals(
                "Partition base64 AAEC, SK equals base64 //8=",
                headline(QueryForm.builder()
                        .pk("PK")
                        .pkType("B")
                        .pkValue("AAEC")
                        .sk("SK")
                        .skType("B")
                        .op("eq")
                        .value("//8=")
                        .build()));
    }

    @Test
    void aLongValueIsCutAndControlCharactersAreShownSoTheWordsStayOnOneLine() {
        String words = headline(drive().op("eq").value("x".repeat(500)).build());
        assertTrue(words.endsWith("x".repeat(QuerySummary.MAX_VALUE_CODE_POINTS - 1) + "…"), words);
        String lines = headline(drive().op("eq").value("a\nb\tc\u0001d").build());
        assertEquals("Drive: partition DRIVE#a91, SK equals a\\nb\\tc\\u0001d", lines);
        assertFalse(lines.chars().anyMatch(Character::isISOControl));
    }
}
