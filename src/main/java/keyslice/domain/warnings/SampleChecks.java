package keyslice.domain.warnings;

import java.util.List;
import java.util.Optional;
import keyslice.domain.form.Problem;

/**
 * The samples' own warning: sample keys or tuples that do not fit the key as the form now has it (after removing
 * {@code sk2}, changing a type) leave the slice view empty, but never the Query, which does not read them.
 */
final class SampleChecks {

    private SampleChecks() {}

    /** {@code samples-unread}: the first problem of the sample lines in its own words; the samples field has them all. */
    static Optional<Warning> unread(List<Problem> problems) {
        if (problems.isEmpty()) {
            return Optional.empty();
        }
        String more = problems.size() == 1 ? "" : " The samples field lists the others.";
        return Optional.of(new Warning(
                WarningCode.SAMPLES_UNREAD,
                "The slice view leaves out the samples that do not fit the key: "
                        + problems.get(0).summary() + more
                        + " Samples are not part of the Query, which is built, and runs, as it is."));
    }
}
