package keyslice.domain.form;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Each field writes and reads its own part of the form, so the form's copy through the fields loses nothing; its URL
 * name, and how a value a browser sent is set.
 */
class FieldTest {

    /** A distinct value per field (two rows for segments), so a field wired to another's part reads the wrong one. */
    private static List<String> valueOf(Field field) {
        return field == Field.SEG || field == Field.TO_SEG
                ? List.of(field.code() + "-a", field.code() + "-b")
                : List.of(field.code() + "-value");
    }

    private static QueryForm everyFieldSet() {
        FormBuilder builder = QueryForm.builder();
        for (Field field : Field.values()) {
            field.set(builder, valueOf(field));
        }
        return builder.build();
    }

    @Test
    void eachFieldReadsBackWhatItWrote() {
        QueryForm form = everyFieldSet();
        for (Field field : Field.values()) {
            assertEquals(valueOf(field), field.values(form), field.code());
        }
    }

    @Test
    void aCopyOfTheFormIsTheForm() {
        QueryForm form = everyFieldSet();
        assertEquals(form, form.toBuilder().build());
        assertEquals(
                "changed",
                form.toBuilder().op(3, "changed").build().furtherSk(3).op());
        assertEquals(
                form.furtherSk(2), form.toBuilder().op(3, "changed").build().furtherSk(2));
    }

    @Test
    void aNumberedFieldIsNamedAfterItsAttribute() {
        assertEquals(
                List.of("pk3Type", "op4", "to2"),
                List.of(Field.pkType(3).code(), Field.op(4).code(), Field.to(2).code()));
        assertEquals(Field.OP4, Field.named("op4").orElseThrow());
    }

    @Test
    void aTextAreasLineBreaksAreSetAsLfAndOtherFieldsKeepWhatWasSent() {
        FormBuilder form = QueryForm.builder();
        Field.FILTER.setSent(form, List.of("a = 1\r\nAND b = 2"));
        Field.PK_VALUE.setSent(form, List.of("x\r\ny"));
        QueryForm sent = form.build();
        assertEquals("a = 1\nAND b = 2", sent.filter());
        assertEquals("x\r\ny", sent.pkValue());
    }

    /** A new field is a new parameter of the page, the API and permalinks, so README's table of them names it. */
    @Test
    void readmesParameterTableListsEveryField() throws java.io.IOException {
        String readme = java.nio.file.Files.readString(java.nio.file.Path.of("README.md"));
        List<String> missing = java.util.Arrays.stream(Field.values())
                // Attributes 2 to 4 share a row, which names attribute 2's parameters.
                .map(field -> field.number() == 1
                        ? "| `" + field.code() + "` |"
                        : "`" + field.code().replace(Integer.toString(field.number()), "2") + "`")
                .filter(row -> !readme.contains(row))
                .toList();
        assertEquals(List.of(), missing, "README's parameter table");
    }
}
