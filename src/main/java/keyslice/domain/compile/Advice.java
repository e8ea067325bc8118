package keyslice.domain.compile;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import keyslice.domain.filter.ItemSlice;
import keyslice.domain.form.Memo;
import keyslice.domain.form.Problem;
import keyslice.domain.warnings.Proof;
import keyslice.domain.warnings.Warning;
import keyslice.domain.warnings.Warnings;

/**
 * The advise stage: the warnings and the fixes, each fix offered only when {@code proof} (the earlier stages run on the
 * fixed form) finds it valid.
 */
final class Advice {

    private Advice() {}

    /** The form's warnings, then the samples' when a line could not be read, then those of what the items read. */
    static List<Warning> warnings(Validated validated, Memo memo, Proof proof, Optional<ItemSlice> itemSlice) {
        List<Warning> warnings = new ArrayList<>(Warnings.of(validated.read(), memo, proof));
        warnings.addAll(Warnings.ofSamples(validated.sampleProblems()));
        itemSlice.ifPresent(items -> warnings.addAll(Warnings.ofItems(items)));
        return warnings;
    }

    /** {@code problems} in their order, each keeping the fix the validation offered only when it is proven. */
    static List<Problem> proven(List<Problem> problems, Proof proof) {
        return problems.stream()
                .map(problem -> problem.fix().isEmpty()
                                || proof.valid(problem.fix().get().form())
                        ? problem
                        : unfixed(problem))
                .toList();
    }

    /** {@code problems} without their fixes, unproven: a stage that does not advise offers none. */
    static List<Problem> unfixed(List<Problem> problems) {
        return problems.stream().map(Advice::unfixed).toList();
    }

    private static Problem unfixed(Problem problem) {
        return problem.fix().isEmpty()
                ? problem
                : new Problem(problem.field(), problem.summary(), problem.message(), Optional.empty());
    }
}
