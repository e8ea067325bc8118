package keyslice.domain;

import java.util.Optional;

/** Applying the warnings' fixes to a form, all at once. */
public final class Fixes {

    /** Each round fixes one warning; no form has more warnings than there are codes, so this is ample. */
    static final int MAX_ROUNDS = 16;

    private Fixes() {
    }

    /**
     * Applies the first fixable warning's fix, then the next on the corrected form, until no warning has a fix
     * (at most {@link #MAX_ROUNDS} rounds). Every fix leads to a form without errors, so the result has none
     * either; a form with errors, or one with nothing to fix, comes back as it is.
     */
    public static QueryForm fixAll(QueryForm form) {
        // The rounds' forms share what the fixes leave alone (sample items, the filter): it is read once.
        Memo memo = new Memo();
        QueryForm current = form;
        for (int round = 0; round < MAX_ROUNDS; round++) {
            Optional<Fix> next = firstFix(QueryCompiler.compile(current, memo));
            if (next.isEmpty()) {
                return current;
            }
            current = next.get().form();
        }
        return current;
    }

    private static Optional<Fix> firstFix(Compilation compilation) {
        if (!(compilation instanceof Compilation.Valid valid)) {
            return Optional.empty();
        }
        return valid.warnings().stream().flatMap(w -> w.fix().stream()).findFirst();
    }
}
