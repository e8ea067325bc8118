package keyslice.web.explain;

import java.util.List;
import keyslice.domain.form.Problem;

/**
 * The view of {@code /explain}: the text as pasted (always given back), what it is, the builder state it reads as
 * (empty when none), the key condition keyslice builds for that state, the problems and the notes.
 */
public record ExplainPage(
        String text,
        String kind,
        String operation,
        String state,
        String keyCondition,
        List<Problem> problems,
        List<String> notes) {

    public ExplainPage {
        problems = List.copyOf(problems);
        notes = List.copyOf(notes);
    }

    /** The page before anything was pasted. */
    static ExplainPage empty() {
        return new ExplainPage("", "", "", "", "", List.of(), List.of());
    }

    public boolean read() {
        return !kind.isEmpty();
    }
}
