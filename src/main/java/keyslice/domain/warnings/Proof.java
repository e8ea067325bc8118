package keyslice.domain.warnings;

import keyslice.domain.form.QueryForm;

/**
 * Whether a fixed form has no problem, as the compiler decides it: a warning offers its fix only then. The compiler
 * hands it in, so the warnings depend on the form alone and never on the compiler that runs them.
 */
@FunctionalInterface
public interface Proof {

    boolean valid(QueryForm fixed);
}
