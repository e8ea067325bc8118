package keyslice.domain.compile;

import java.util.List;
import java.util.Optional;
import keyslice.domain.form.Fix;
import keyslice.domain.form.Memo;
import keyslice.domain.form.QueryForm;
import keyslice.domain.warnings.Warning;
import keyslice.domain.warnings.Warnings;

/** Applying the warnings' fixes to a form, all at once. */
public final class Fixes {

    /** Each round fixes one warning; no form has more warnings than there are codes, so this is ample. */
    static final int MAX_ROUNDS = 16;

    private Fixes() {}

    /**
     * Applies the first fixable warning's fix, then the next on the corrected form, until no warning has a fix
     * (at most {@link #MAX_ROUNDS} rounds). Every fix leads to a form without errors, so the result has none
     * either; a form with errors, or one with nothing to fix, comes back as it is.
     */
    public static QueryForm fixAll(QueryForm form) {
        return fixAll(form, new Memo());
    }

    /**
     * The same, sharing {@code memo} with the request's other compilations: the rounds' forms share what the fixes
     * leave alone (sample items, the filter), which is read once. Each round needs the form's warnings only: the
     * warnings of what the Query reads of the items have no fix.
     */
    public static QueryForm fixAll(QueryForm form, Memo memo) {
        if (!QueryCompiler.isValid(form, memo)) {
            return form;
        }
        // Every fix leads to a form without errors (Rewrites.fix proves it), so only the first form is checked.
        return rounds(form, memo, MAX_ROUNDS);
    }

    /**
     * The same for a form whose compilation with {@code memo} is {@code valid}: its warnings are the first round's,
     * their fixes proven already, so the rounds start from the first fix they offer instead of working the form's
     * warnings out again (the fix {@link Warnings#firstFix} would find: the warnings after the form's, the samples' and
     * the items', have none). The API's answer carries this link for every state with two fixes.
     */
    public static QueryForm fixAll(QueryForm form, Compilation.Valid valid, Memo memo) {
        Optional<Fix> first = valid.warnings().stream()
                .flatMap(warning -> warning.fix().stream())
                .findFirst();
        return first.isEmpty() ? form : rounds(first.get().form(), memo, MAX_ROUNDS - 1);
    }

    private static QueryForm rounds(QueryForm form, Memo memo, int rounds) {
        QueryForm current = form;
        for (int round = 0; round < rounds; round++) {
            Optional<Fix> next = Warnings.firstFix(current, memo, fixed -> QueryCompiler.isValid(fixed, memo));
            if (next.isEmpty()) {
                return current;
            }
            current = next.get().form();
        }
        return current;
    }

    /**
     * The fix that {@code form} offers under {@code name}: a warning's (by its code) or a problem's (by its field). A page
     * links each fix as this name, not as the fixed state, so that a state of 30 KB is not repeated once per fix.
     */
    public static Optional<Fix> named(QueryForm form, String name, Memo memo) {
        Compilation compilation = QueryCompiler.compile(form, memo);
        List<Warning> warnings = compilation instanceof Compilation.Valid valid
                ? valid.warnings()
                : ((Compilation.Invalid) compilation).warnings();
        Optional<Fix> warned = warnings.stream()
                .filter(w -> w.code().equals(name))
                .flatMap(w -> w.fix().stream())
                .findFirst();
        if (warned.isPresent() || !(compilation instanceof Compilation.Invalid invalid)) {
            return warned;
        }
        return invalid.problems().stream()
                .filter(p -> p.field().equals(name))
                .flatMap(p -> p.fix().stream())
                .findFirst();
    }
}
