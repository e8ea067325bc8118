package keyslice.domain.warnings;

import static keyslice.domain.text.Shown.quotedWhole;

import java.util.Locale;
import java.util.Optional;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.ReservedWords;

/** Key attribute names, whatever the key types: the one check that runs without a string sort key. */
final class NameChecks {

    private NameChecks() {}

    /**
     * Under names=minimal a reserved name is still aliased; the warning says why it is, and what DynamoDB answers
     * to the name written bare in an expression of one's own. Under names=always every name is aliased: nothing to say.
     */
    static Optional<Warning> reservedWord(String name) {
        if (name.isEmpty() || KeyAttribute.nameProblem(name) != null || !ReservedWords.isReserved(name)) {
            return Optional.empty();
        }
        return Optional.of(new Warning(
                WarningCode.RESERVED_WORD,
                quotedWhole(name) + " is a DynamoDB reserved word ("
                        + name.toUpperCase(Locale.ROOT)
                        + "), so even under names=minimal keyslice writes it through a #placeholder. "
                        + "Written bare in an expression, DynamoDB answers: Invalid KeyConditionExpression: Attribute name is a reserved "
                        + "keyword; reserved keyword: " + name));
    }
}
