package keyslice.domain;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;

/**
 * The compiler's test helpers: a base form, and a form compiled into its Query or its problems.
 */
final class QueryCompilerFixtures {

    private QueryCompilerFixtures() {}

    static FormBuilder base() {
        return QueryForm.builder().pk("PK").pkValue("DRIVE#a91").sk("SK");
    }

    static BuiltQuery valid(QueryForm form) {
        Compilation compilation = QueryCompiler.compile(form);
        if (compilation instanceof Compilation.Invalid invalid) {
            throw new AssertionError("expected a valid query, got " + invalid.problems());
        }
        return ((Compilation.Valid) compilation).built();
    }

    static List<Problem> problems(QueryForm form) {
        return assertInstanceOf(Compilation.Invalid.class, QueryCompiler.compile(form))
                .problems();
    }
}
