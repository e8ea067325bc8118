package keyslice.web.state;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import keyslice.domain.Problem;
import keyslice.domain.QueryForm;

/** Reads the decoded URL parameters shared by the page, the API and permalinks into a {@link QueryForm}. */
public final class FormParser {

    private FormParser() {
    }

    /** The form, plus a problem for each scalar parameter given more than once (its first value is kept). */
    public record Parsed(QueryForm form, List<Problem> problems) {
    }

    public static Parsed parse(Map<String, List<String>> params) {
        List<Problem> problems = new ArrayList<>();
        QueryForm.Builder form = QueryForm.builder();
        for (Param param : Param.values()) {
            List<String> values = params.getOrDefault(param.code(), List.of());
            if (!param.repeatable() && values.size() > 1) {
                problems.add(givenMoreThanOnce(param.code(), values.size()));
            }
            param.set(form, values);
        }
        return new Parsed(form.build(), problems);
    }

    /** A scalar parameter that came more than once: its first value is the one used. */
    public static Problem givenMoreThanOnce(String name, int times) {
        return new Problem(name, "The parameter " + name + " is given " + times + " times; give it once.",
                "given " + times + " times; give it once");
    }

    /** Whether any builder parameter is present, i.e. the user asked for something. */
    public static boolean anyGiven(Map<String, List<String>> params) {
        return Param.codes().stream().anyMatch(params::containsKey);
    }
}
