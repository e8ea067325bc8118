package keyslice.domain.warnings;

import java.util.Optional;

/** One warning's check of a form with a string sort key: its warning, when the form makes that mistake. */
@FunctionalInterface
interface Check {

    Optional<Warning> find(Input input);
}
