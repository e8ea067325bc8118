package keyslice.explain;

import java.util.List;
import java.util.Optional;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;

/**
 * What a pasted text is and says: the kind of text, the DynamoDB operation it performs, the builder's form for it when
 * it is a Query keyslice can build, every problem DynamoDB would report (in its words), and notes on what the form
 * leaves out or took as a guess.
 */
public record Explanation(
        Source source, String operation, Optional<QueryForm> form, List<Problem> problems, List<String> notes) {

    /** The kinds of text keyslice reads, by the names the API answers with. */
    public enum Source {
        REQUEST_JSON("request-json"),
        CLI("cli"),
        PARTIQL("partiql"),
        PROGRAM("program");

        private final String code;

        Source(String code) {
            this.code = code;
        }

        public String code() {
            return code;
        }
    }

    public Explanation {
        problems = List.copyOf(problems);
        notes = List.copyOf(notes);
    }
}
