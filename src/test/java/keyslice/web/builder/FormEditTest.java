package keyslice.web.builder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import keyslice.domain.form.Memo;
import keyslice.domain.form.QueryForm;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FormEditTest {

    /** Segment edits never ask for a table schema. */
    private static final KeyLookup NO_TABLES = form -> {
        throw new AssertionError("a segment edit asked for the table schema");
    };

    private static final QueryForm FORM = QueryForm.builder()
            .pk("PK")
            .pkValue("x")
            .sk("SK")
            .seg("root", "photos", "7")
            .toSeg("a")
            .value("v")
            .to("t")
            .build();

    private static FormEdit.Result edit(String edit, Map<String, List<String>> params) {
        return FormEdit.apply(FORM, edit, params, NO_TABLES, new Memo());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "seg-add|root,photos,7,",
                "seg-remove:2|root,7",
                "seg-up:2|photos,root,7",
                "seg-up:1|root,photos,7",
                "seg-down:1|photos,root,7",
                "seg-down:3|root,photos,7",
                "seg-pad:3|root,photos,0007",
            })
    void segmentEditsRearrangeRows(String edit, String expected) {
        FormEdit.Result result = edit(edit, Map.of());
        assertTrue(result.problem().isEmpty(), () -> result.problem().toString());
        assertEquals(List.of(expected.split(",", -1)), result.form().seg());
    }

    @Test
    void padUsesThePadWidthAndIsoTheFractionDigits() {
        assertEquals(
                "00007",
                edit("seg-pad:3", Map.of("padWidth", List.of("5"))).form().seg().get(2));
        QueryForm timed = QueryForm.builder().toSeg("EVT", "2026-06-23 10:15").build();
        assertEquals(
                List.of("EVT", "2026-06-23T10:15:00.000Z"),
                FormEdit.apply(timed, "toSeg-iso:2", Map.of("isoDigits", List.of("3")), NO_TABLES, new Memo())
                        .form()
                        .toSeg());
    }

    @Test
    void refusedEditsKeepTheFormAndSayWhy() {
        FormEdit.Result pad = edit("seg-pad:1", Map.of());
        assertEquals(FORM, pad.form());
        assertEquals("seg", pad.problem().orElseThrow().field());
        assertTrue(pad.problem().orElseThrow().message().startsWith("segment 1: \"root\" is not a whole number"));
        assertEquals("seg", edit("seg-iso:1", Map.of()).problem().orElseThrow().field());
        assertEquals(
                "there is no segment 9",
                edit("seg-remove:9", Map.of()).problem().orElseThrow().message());
        assertEquals(
                "edit", edit("drop-table", Map.of()).problem().orElseThrow().field());
    }

    @Test
    void copyLowerAndSplit() {
        QueryForm copied = edit("copy-lower", Map.of()).form();
        assertEquals(FORM.seg(), copied.toSeg());
        assertEquals("v", copied.to());
        QueryForm typed = QueryForm.builder().value("root/photos/").delim("/").build();
        QueryForm split = FormEdit.apply(typed, "split-value", Map.of(), NO_TABLES, new Memo())
                .form();
        assertEquals(List.of("root", "photos"), split.seg());
        assertEquals("true", split.trail());
        assertEquals("", split.value());
    }

    /** A value typed whole, no delimiter given: split at the one it is written with, which the form then names. */
    @Test
    void splitATypedValueAtTheDelimiterItIsWrittenWith() {
        QueryForm folder = FormEdit.apply(
                        QueryForm.builder().value("root/photos/").build(),
                        "split-value",
                        Map.of(),
                        NO_TABLES,
                        new Memo())
                .form();
        assertEquals(List.of("root", "photos"), folder.seg());
        assertEquals("/", folder.delim(), "the rows join back into root/photos/");
        assertEquals("true", folder.trail());

        QueryForm hashed = FormEdit.apply(
                        QueryForm.builder().value("USER#a91").build(), "split-value", Map.of(), NO_TABLES, new Memo())
                .form();
        assertEquals(List.of("USER", "a91"), hashed.seg());
        assertEquals("", hashed.delim(), "# is the default: the permalink need not name it");

        QueryForm date = FormEdit.apply(
                        QueryForm.builder().value("LOG|6/23/2026").build(),
                        "split-value",
                        Map.of(),
                        NO_TABLES,
                        new Memo())
                .form();
        assertEquals(List.of("LOG", "6/23/2026"), date.seg(), "a date's slashes are not the key's");

        // The other bound's rows are joined by the form's delimiter already: the split keeps to it.
        QueryForm withUpper = FormEdit.apply(
                        QueryForm.builder()
                                .op("between")
                                .value("a/b")
                                .toSeg("a", "c")
                                .build(),
                        "split-value",
                        Map.of(),
                        NO_TABLES,
                        new Memo())
                .form();
        assertEquals(List.of("a/b"), withUpper.seg());
        assertEquals("", withUpper.delim());
    }
}
