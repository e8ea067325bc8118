package keyslice.domain;

import java.util.List;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.form.Fix;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.domain.warnings.Warning;

/**
 * The warnings' test helpers: a base form, its warnings and their codes, and a fix applied.
 */
final class WarningsFixtures {

    private WarningsFixtures() {}

    static List<Warning> warnings(FormBuilder form) {
        Compilation compilation = QueryCompiler.compile(form.build());
        if (compilation instanceof Compilation.Valid valid) {
            return valid.warnings();
        }
        throw new AssertionError("expected a valid query: " + compilation);
    }

    static List<String> codes(FormBuilder form) {
        return warnings(form).stream().map(Warning::code).toList();
    }

    static FormBuilder base() {
        return QueryForm.builder().pk("PK").pkValue("DRIVE#a91").sk("SK");
    }

    static Fix fix(FormBuilder form, String code) {
        return warnings(form).stream()
                .filter(w -> w.code().equals(code))
                .findFirst()
                .orElseThrow()
                .fix()
                .orElseThrow();
    }

    static List<String> codesOf(QueryForm fixed) {
        return ((Compilation.Valid) QueryCompiler.compile(fixed))
                .warnings().stream().map(Warning::code).toList();
    }
}
