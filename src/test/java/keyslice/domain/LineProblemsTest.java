package keyslice.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.form.LineProblems;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;
import org.junit.jupiter.api.Test;

/** A thousand bad sample lines are ten problems and a count, on the field they belong to. */
class LineProblemsTest {

    @Test
    void theFirstTenAreShownAndTheRestCounted() {
        String samples = IntStream.range(0, 1000).mapToObj(i -> "[" + i + ", ").collect(Collectors.joining("\n"));
        QueryForm form = QueryForm.builder()
                .pk("PK")
                .pkValue("a")
                .sk("SK")
                .skType("N")
                .op("eq")
                .value("1")
                .index("byRound")
                .sk(2, "round")
                .skType(2, "N")
                .op(2, "eq")
                .value(2, "1")
                .samples(samples)
                .build();
        List<Problem> problems = ((Compilation.Valid) QueryCompiler.compile(form))
                .sampleProblems().stream()
                        .filter(p -> p.field().equals("samples"))
                        .toList();
        assertEquals(LineProblems.MAX + 1, problems.size(), problems::toString);
        assertTrue(
                problems.get(0).summary().contains("line 1")
                        || problems.get(0).summary().contains("Line 1"),
                problems.get(0)::summary);
        assertEquals(
                "990 more lines have problems like these; fix the ones above first.",
                problems.get(LineProblems.MAX).summary());
    }

    @Test
    void fewerThanTheLimitAreAllShown() {
        LineProblems lines = new LineProblems("items");
        lines.add(() -> new Problem("items", "one"));
        assertEquals(1, lines.list().size());
        LineProblems none = new LineProblems("items");
        assertTrue(none.isEmpty());
        assertEquals(List.of(), none.list());
    }
}
