package keyslice.domain.compile;

import java.util.List;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.Problem;

/**
 * The build stage's answer for a valid form: the Query (expression, names, values, the request's members), or the
 * problems its filter and projection have once the key condition's placeholders are known.
 */
sealed interface Built permits Built.Ready, Built.Rejected {

    Validated input();

    record Ready(Validated input, BuiltQuery query) implements Built {}

    record Rejected(Validated input, List<Problem> problems) implements Built {
        public Rejected {
            problems = List.copyOf(problems);
        }
    }
}
