package keyslice.domain.warnings;

import java.util.Optional;

import keyslice.domain.Warning;

/** One warning's check of a form with a string sort key: its warning, when the form makes that mistake. */
@FunctionalInterface
interface Check {

    Optional<Warning> find(Input input);
}
