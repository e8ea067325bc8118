package keyslice.snippets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.QueryForm;
import org.junit.jupiter.api.Test;

/**
 * A multi-attribute key reaches every target: those that send keyslice's expression carry every condition, and those
 * that build the condition from one partition and one sort key say so in their note instead of dropping conditions.
 */
class MultiAttributeSnippetsTest {

    private static final String EXPRESSION =
            "#pk = :pk AND #pk2 = :pk2 AND #sk = :sk AND #sk2 BETWEEN :sk2From AND :sk2To";

    private static BuiltQuery tournament() {
        QueryForm form = QueryForm.builder()
                .table("Matches")
                .index("byTournament")
                .pk("tournament")
                .pkValue("WINTER2026")
                .pk(2, "region")
                .pkValue(2, "EU")
                .sk("round")
                .op("eq")
                .value("final")
                .sk(2, "score")
                .skType(2, "N")
                .op(2, "between")
                .value(2, "10")
                .to(2, "20")
                .build();
        return ((Compilation.Valid) QueryCompiler.compile(form)).built();
    }

    @Test
    void everyProgramSendsEveryConditionAndTheOthersSayWhy() {
        List<Snippet> all = Snippets.all(tournament());
        assertEquals(
                List.of("java-enhanced", "dynamodb-toolbox"),
                all.stream().filter(s -> !s.program()).map(Snippet::id).toList());
        for (Snippet snippet : all) {
            if (snippet.program()) {
                assertTrue(snippet.code().contains(EXPRESSION), snippet.id());
                for (String text :
                        List.of(":pk2", ":sk2From", ":sk2To", "\"region\"", "\"score\"", "EU", "WINTER2026")) {
                    assertTrue(snippet.code().contains(text), snippet.id() + " lacks " + text);
                }
            } else {
                assertTrue(snippet.code().contains("not a key of several attributes"), snippet.id());
            }
        }
    }
}
