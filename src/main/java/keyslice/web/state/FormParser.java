package keyslice.web.state;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import keyslice.domain.Problem;
import keyslice.domain.QueryForm;

/** Reads the URL parameters shared by the page, the API and permalinks into a {@link QueryForm}. */
public final class FormParser {

    /** Parameters that may be given more than once. */
    public static final Set<String> REPEATABLE = Set.of("seg", "toSeg");

    /** Every parameter of the builder, in permalink order. */
    public static final List<String> PARAMS = List.of("table", "index", "pk", "pkType", "pkValue", "sk", "skType", "op", "value", "seg",
            "to", "toSeg", "delim", "trail", "order", "limit", "names", "samples");

    private FormParser() {
    }

    /** The form, plus a problem for each scalar parameter given more than once (its first value is kept). */
    public record Parsed(QueryForm form, List<Problem> problems) {
    }

    public static Parsed parse(Map<String, List<String>> params) {
        List<Problem> problems = new ArrayList<>();
        for (String name : PARAMS) {
            List<String> values = params.getOrDefault(name, List.of());
            if (!REPEATABLE.contains(name) && values.size() > 1) {
                problems.add(givenMoreThanOnce(name, values.size()));
            }
        }
        QueryForm form = new QueryForm(
                first(params, "table"), first(params, "index"), first(params, "pk"), first(params, "pkType"),
                first(params, "pkValue"), first(params, "sk"), first(params, "skType"), first(params, "op"),
                first(params, "value"), params.getOrDefault("seg", List.of()), first(params, "to"),
                params.getOrDefault("toSeg", List.of()), first(params, "delim"), first(params, "trail"),
                first(params, "order"), first(params, "limit"), first(params, "names"),
                // Browsers send textarea line breaks as CRLF; one form of the same keys keeps one permalink.
                first(params, "samples").replace("\r\n", "\n"));
        return new Parsed(form, problems);
    }

    /** A scalar parameter that came more than once: its first value is the one used. */
    public static Problem givenMoreThanOnce(String name, int times) {
        return new Problem(name, "The parameter " + name + " is given " + times + " times; give it once.",
                "given " + times + " times; give it once");
    }

    /** Whether any builder parameter is present, i.e. the user asked for something. */
    public static boolean anyGiven(Map<String, List<String>> params) {
        return PARAMS.stream().anyMatch(params::containsKey);
    }

    private static String first(Map<String, List<String>> params, String name) {
        List<String> values = params.get(name);
        return values == null || values.isEmpty() ? "" : values.get(0);
    }
}
