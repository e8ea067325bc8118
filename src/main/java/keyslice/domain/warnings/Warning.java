package keyslice.domain.warnings;

import java.util.Optional;
import keyslice.domain.form.Fix;

/**
 * A likely mistake in a request that DynamoDB would still accept. {@code code} is one of {@link WarningCode}'s, stable
 * for clients; {@code fix}, when there is one, is the same state with the mistake corrected: it compiles without
 * errors, no longer has this warning, and reads every key the original meant to read.
 */
public record Warning(String code, String message, Optional<Fix> fix) {

    public Warning {
        if (WarningCode.fromCode(code).isEmpty()) {
            throw new IllegalArgumentException("not a warning code: " + code);
        }
    }

    public Warning(WarningCode code, String message, Optional<Fix> fix) {
        this(code.code(), message, fix);
    }

    public Warning(WarningCode code, String message) {
        this(code, message, Optional.empty());
    }

    /** Its code's headline: the warning in a few words ({@link WarningCode#headline()}). */
    public String headline() {
        return WarningCode.fromCode(code).orElseThrow().headline();
    }
}
