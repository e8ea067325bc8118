package keyslice.web.state;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import keyslice.domain.form.Field;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;

/** Reads the decoded URL parameters shared by the page, the API and permalinks into a {@link QueryForm}. */
public final class FormParser {

    /** A key attribute's parameter numbered past the last one a key may have ({@code sk5}, {@code pk7Value}, {@code op5}). */
    private static final Pattern BEYOND_LAST_ATTRIBUTE = Pattern.compile("(pk|sk|op|value|to)([0-9]+)(Type|Value)?");

    private FormParser() {}

    /** The form, plus a problem for each scalar parameter given more than once (its first value is kept). */
    public record Parsed(QueryForm form, List<Problem> problems) {}

    public static Parsed parse(Map<String, List<String>> params) {
        List<Problem> problems = new ArrayList<>();
        FormBuilder form = QueryForm.builder();
        for (Field param : Field.ALL) {
            List<String> values = params.getOrDefault(param.code(), List.of());
            if (!param.repeatable() && values.size() > 1) {
                problems.add(givenMoreThanOnce(param.code(), values.size()));
            }
            param.setSent(form, values);
        }
        // A field's own name is never past the last attribute: only the few other names are matched, then sorted.
        List<String> others = new ArrayList<>();
        for (String name : params.keySet()) {
            if (Field.named(name).isEmpty()) {
                others.add(name);
            }
        }
        others.sort(null);
        for (String name : others) {
            beyondLastAttribute(name).ifPresent(problems::add);
        }
        return new Parsed(form.build(), problems);
    }

    /**
     * A parameter for a fifth or later key attribute would otherwise be ignored as unknown, silently dropping a
     * condition; the problem sits on the last attribute of that key, the nearest field the page has.
     */
    private static java.util.Optional<Problem> beyondLastAttribute(String name) {
        Matcher parts = BEYOND_LAST_ATTRIBUTE.matcher(name);
        if (!parts.matches()
                || new java.math.BigInteger(parts.group(2))
                                .compareTo(java.math.BigInteger.valueOf(QueryForm.MAX_KEY_ATTRIBUTES))
                        <= 0) {
            return java.util.Optional.empty();
        }
        String key = parts.group(1).equals("pk") ? "pk" : "sk";
        String role = key.equals("pk") ? "partition" : "sort";
        String last = key + QueryForm.MAX_KEY_ATTRIBUTES;
        return java.util.Optional.of(new Problem(
                last,
                "The parameter " + name + " is for a " + role + " key attribute past the "
                        + "fourth: a multi-attribute index key has at most " + QueryForm.MAX_KEY_ATTRIBUTES + " " + role
                        + " key attributes (" + key + ", " + key + "2 to " + last + ").",
                "a key has at most " + QueryForm.MAX_KEY_ATTRIBUTES + " " + role + " key attributes; " + name
                        + " is past " + last));
    }

    /** A scalar parameter that came more than once: its first value is the one used. */
    public static Problem givenMoreThanOnce(String name, int times) {
        return new Problem(
                name,
                "The parameter " + name + " is given " + times + " times; give it once.",
                "given " + times + " times; give it once");
    }

    /** Whether any builder parameter is present, i.e. the user asked for something. */
    public static boolean anyGiven(Map<String, List<String>> params) {
        for (Field field : Field.ALL) {
            if (params.containsKey(field.code())) {
                return true;
            }
        }
        return false;
    }
}
