package keyslice.domain.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.examples.AuditLog;
import keyslice.examples.FileTree;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The one-line summary that opens the builder's output, and the label that names a state in the page title. */
class QuerySummaryTest {

    private static Compilation.Valid valid(QueryForm form) {
        Compilation compilation = QueryCompiler.compile(form);
        if (compilation instanceof Compilation.Invalid invalid) {
            throw new AssertionError("not valid: " + invalid.problems());
        }
        return (Compilation.Valid) compilation;
    }

    private static QuerySummary summary(QueryForm form) {
        Compilation.Valid valid = valid(form);
        return QuerySummary.of(valid.built().query(), valid.slice());
    }

    private static String label(QueryForm form) {
        return QuerySummary.label(valid(form).built().query());
    }

    private static FormBuilder drive() {
        return QueryForm.builder().pk("PK").pkValue("DRIVE#a91").sk("SK");
    }

    @Test
    void theFileTreeExampleInPlainWords() {
        QuerySummary summary = summary(FileTree.UNDER_PHOTOS);
        assertEquals(
                "Reads the items of partition DRIVE#a91 whose SK starts with root/photos/, in ascending order — 4 of 9 sample keys.",
                summary.text());
        assertEquals(
                List.of("DRIVE#a91", "root/photos/"),
                summary.parts().stream()
                        .filter(QuerySummary.Part::value)
                        .map(QuerySummary.Part::text)
                        .toList(),
                "the key values are the parts a page sets apart");
        assertEquals("DRIVE#a91 · begins_with root/photos/", label(FileTree.UNDER_PHOTOS));
    }

    @Test
    void withoutSamplesTheSentenceEndsAfterTheOrder() {
        assertEquals(
                "Reads the items of partition DRIVE#a91 whose SK starts with root/, in ascending order.",
                summary(drive().value("root/").build()).text());
    }

    @Test
    void aPartitionReadNewestFirstWithLimitSaysWhatTheNextPagesHold() {
        assertEquals(
                "Reads every item of partition ACTOR#u_8814, in descending order, up to 5 items per page — 5 of 9 sample keys "
                        + "on the first page; 4 more match on the next pages.",
                summary(AuditLog.NEWEST_FIRST).text());
        assertEquals("ACTOR#u_8814", label(AuditLog.NEWEST_FIRST));
    }

    @Test
    void theAuditWindowNamesBothBoundsAndTheIndex() {
        QueryForm window =
                AuditLog.ONE_DAY.toBuilder().index("byDay").limit("1").build();
        assertEquals(
                "Reads the items of partition ACTOR#u_8814 in index byDay whose SK is between EVT#2026-06-23T00:00:00Z and "
                        + "EVT#2026-06-23T23:59:59Z (both included), in ascending order, up to 1 item per page — 1 of 9 sample keys on the "
                        + "first page; 4 more match on the next pages.",
                summary(window).text());
        assertEquals("ACTOR#u_8814 · between EVT#2026-06-23T00:00:00Z and EVT#2026-06-23T23:59:59Z", label(window));
    }

    static Stream<Arguments> comparisons() {
        return Stream.of(
                Arguments.of("eq", "S", "a", "whose SK is a,", "= a"),
                Arguments.of("lt", "S", "a", "whose SK sorts before a,", "< a"),
                Arguments.of("le", "S", "a", "whose SK is a or sorts before it,", "<= a"),
                Arguments.of("gt", "S", "a", "whose SK sorts after a,", "> a"),
                Arguments.of("ge", "S", "a", "whose SK is a or sorts after it,", ">= a"),
                Arguments.of("lt", "N", "10", "whose SK is less than 10,", "< 10"),
                Arguments.of("le", "N", "1e1", "whose SK is at most 10,", "<= 10"),
                Arguments.of("gt", "N", "-2.50", "whose SK is greater than -2.5,", "> -2.5"),
                Arguments.of("ge", "N", "0", "whose SK is at least 0,", ">= 0"),
                Arguments.of("begins_with", "B", "AQI=", "whose SK starts with AQI=,", "begins_with AQI="));
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("comparisons")
    void eachOperatorInWordsForItsType(String op, String type, String value, String words, String label) {
        QueryForm form = drive().skType(type).op(op).value(value).build();
        assertTrue(summary(form).text().contains(words), summary(form).text());
        assertEquals("DRIVE#a91 · " + label, label(form));
    }

    @Test
    void nothingReadAndASingleSample() {
        assertEquals(
                "Reads the items of partition DRIVE#a91 whose SK starts with zzz, in ascending order — none of the 9 sample keys.",
                summary(FileTree.UNDER_PHOTOS.toBuilder()
                                .seg(List.of())
                                .value("zzz")
                                .build())
                        .text());
        assertTrue(summary(drive().value("a").samples("b").build()).text().endsWith("— not the one sample key."));
        assertTrue(summary(drive().value("a").samples("a").build()).text().endsWith("— 1 of 1 sample key."));
    }

    @Test
    void longValuesAreCutSoTheSentenceStaysOneGlance() {
        String longValue = "x".repeat(500);
        QuerySummary summary =
                summary(drive().pkValue(longValue).value(longValue).build());
        summary.parts().stream().filter(QuerySummary.Part::value).forEach(part -> {
            assertEquals(
                    QuerySummary.MAX_VALUE_CODE_POINTS,
                    part.text().codePointCount(0, part.text().length()));
            assertTrue(part.text().endsWith("…"), part.text());
        });
        String label = label(drive().pkValue(longValue).value(longValue).build());
        assertEquals(2 * QuerySummary.MAX_LABEL_VALUE_CODE_POINTS + " · begins_with ".length(), label.length(), label);
    }
}
