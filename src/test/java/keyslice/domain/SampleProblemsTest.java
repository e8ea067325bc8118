package keyslice.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyValue;
import keyslice.domain.warnings.Warning;
import org.junit.jupiter.api.Test;

/**
 * Samples are not part of the Query: sample keys or tuples that do not fit the key as the form has it (an unknown type
 * only they use, text under N, a tuple once {@code sk2} is removed) are the samples' problems. The Query is built, its
 * slice left out, and the warning {@code samples-unread} says why.
 */
class SampleProblemsTest {

    /** The problems of a form's samples, which leave its Query valid. */
    static List<Problem> sampleProblems(QueryForm form) {
        return assertInstanceOf(Compilation.Valid.class, QueryCompiler.compile(form))
                .sampleProblems();
    }

    private static FormBuilder base() {
        return QueryForm.builder().pk("PK").pkValue("x").sk("SK");
    }

    @Test
    void anUnknownTypeOnlyTheSamplesUseIsTheirs() {
        QueryForm unknownType = QueryForm.builder()
                .pk("PK")
                .pkValue("x")
                .skType("BOOL")
                .samples("a")
                .build();
        assertEquals(
                List.of(List.of("skType", "unknown key type \"BOOL\": use S (string), N (number) or B (binary)")),
                sampleProblems(unknownType).stream()
                        .map(p -> List.of(p.field(), p.message()))
                        .toList());
    }

    @Test
    void textUnderNLeavesTheSliceOutAndSaysWhy() {
        Compilation.Valid text = assertInstanceOf(
                Compilation.Valid.class,
                QueryCompiler.compile(base().skType("N")
                        .op("eq")
                        .value("1")
                        .samples("1\n\nabc")
                        .build()));
        assertEquals(
                List.of(List.of(
                        "samples",
                        "Sample line 3: \"abc\" is not a number: write digits with an optional sign, "
                                + "decimal point and exponent, such as 42, -1.5 or 1e3.")),
                text.sampleProblems().stream()
                        .map(p -> List.of(p.field(), p.summary()))
                        .toList());
        assertEquals(
                List.of("1"),
                text.slice().orElseThrow().keys().stream()
                        .map(KeyValue::wireText)
                        .toList(),
                "the slice of the lines that are keys");
        assertEquals(
                List.of("samples-unread"),
                text.warnings().stream().map(Warning::code).toList());
        assertTrue(
                text.warnings()
                        .get(0)
                        .message()
                        .startsWith(
                                "The slice view leaves out the samples that do not fit the key: Sample line 3: \"abc\" is "
                                        + "not a number"),
                text.warnings()::toString);
    }

    /** A multi-attribute key's tuples, once its second sort attribute is removed, no longer fit a number sort key. */
    @Test
    void tuplesAfterRemovingTheSecondSortAttributeAreTheSamplesProblem() {
        FormBuilder games = QueryForm.builder()
                .table("Games")
                .index("byRound")
                .pk("tournament")
                .pkValue("W26")
                .sk("round")
                .skType("N")
                .op("eq")
                .value("2")
                .samples("[2, \"upper#A\"]\n[3, \"lower#B\"]");
        Compilation.Valid withTuples = assertInstanceOf(
                Compilation.Valid.class,
                QueryCompiler.compile(games.sk(2, "bracket").value(2, "upper").build()));
        assertTrue(withTuples.tupleSlice().isPresent()
                && withTuples.sampleProblems().isEmpty());

        Compilation.Valid without = assertInstanceOf(
                Compilation.Valid.class,
                QueryCompiler.compile(games.sk(2, "").value(2, "").build()));
        assertEquals(
                List.of("samples", "samples"),
                without.sampleProblems().stream().map(Problem::field).toList());
        assertEquals("#pk = :pk AND #sk = :sk", without.built().keyConditionExpression(), "the Query is built");
        assertTrue(
                without.warnings().stream().anyMatch(w -> w.code().equals("samples-unread")),
                without.warnings()::toString);
    }

    /** An invalid form's samples are no more of a problem: they show as a warning on the parts that are valid. */
    @Test
    void anInvalidFormListsTheSamplesAsAWarningNotAProblem() {
        Compilation.Invalid invalid = assertInstanceOf(
                Compilation.Invalid.class,
                QueryCompiler.compile(
                        base().skType("N").op("eq").value("x").samples("abc").build()));
        assertEquals(
                List.of("value"),
                invalid.problems().stream().map(Problem::field).toList());
        assertTrue(
                invalid.warnings().stream().anyMatch(w -> w.code().equals("samples-unread")),
                invalid.warnings()::toString);
    }
}
