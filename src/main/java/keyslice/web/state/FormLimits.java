package keyslice.web.state;

import java.util.ArrayList;
import java.util.List;
import keyslice.domain.form.Field;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;
import keyslice.domain.form.SampleLines;

/**
 * Limits on decoded parameters ({@link Field#maxChars}, {@link Field#MAX_REPEATS}, the number of sample keys),
 * reported like any other problem so that the form comes back filled in.
 */
public final class FormLimits {

    public static final int MAX_SAMPLES = 1000;

    private FormLimits() {}

    /** Every limit the form breaks, the samples' too: what an edit, which may read every field, must not go past. */
    public static List<Problem> problems(QueryForm form) {
        List<Problem> problems = new ArrayList<>(problemsBesideSamples(form));
        problems.addAll(sampleProblems(form.samples()));
        return problems;
    }

    /**
     * The limits of every field but the samples, which are not part of the Query: samples past their limits are left
     * unread ({@link #sampleProblems}) while the Query is still built.
     */
    public static List<Problem> problemsBesideSamples(QueryForm form) {
        List<Problem> problems = new ArrayList<>();
        for (Field param : Field.ALL) {
            if (param.repeatable()) {
                problems.addAll(repeatProblems(param, param.values(form)));
            }
        }
        for (Field param : Field.ALL) {
            if (!param.repeatable() && param.maxChars() > 0 && param != Field.SAMPLES) {
                int length = param.value(form).length();
                if (length > param.maxChars()) {
                    // The CLI's output of a Query spends most of its characters on indentation and braces.
                    String what = param != Field.ITEMS
                            ? ""
                            : " A Query's output pasted whole is about three times as long as its "
                                    + "items one a line (jq -c '.Items[]' prints them so), and a few hundred items show what a Query reads.";
                    problems.add(new Problem(
                            param.code(),
                            "The " + param.code() + " parameter is " + length
                                    + " characters long; keyslice takes at most " + param.maxChars() + "." + what,
                            length + " characters; keyslice takes at most " + param.maxChars()));
                }
            }
        }
        for (Field param : Field.ALL) {
            if (param.repeatable()) {
                param.values(form).stream()
                        .mapToInt(String::length)
                        .filter(length -> length > param.maxChars())
                        .findFirst()
                        .ifPresent(length -> problems.add(new Problem(
                                param.code(),
                                "A segment is " + length + " characters long; keyslice takes at most "
                                        + param.maxChars() + ".",
                                "a segment of " + length + " characters; keyslice takes at most " + param.maxChars())));
            }
        }
        return problems;
    }

    private static List<Problem> repeatProblems(Field param, List<String> rows) {
        if (rows.size() <= Field.MAX_REPEATS) {
            return List.of();
        }
        String what = param == Field.SEG ? "The value" : "The upper bound";
        return List.of(new Problem(
                param.code(),
                what + " has " + rows.size() + " segments; keyslice takes at most " + Field.MAX_REPEATS + ".",
                rows.size() + " segments; keyslice takes at most " + Field.MAX_REPEATS));
    }

    /** The samples' limits: more characters or keys than keyslice reads. */
    public static List<Problem> sampleProblems(String samples) {
        if (samples.length() > Field.SAMPLES.maxChars()) {
            return List.of(new Problem(
                    "samples",
                    "The samples are " + samples.length() + " characters long; keyslice takes at most "
                            + Field.SAMPLES.maxChars() + ".",
                    samples.length() + " characters of samples; keyslice takes at most " + Field.SAMPLES.maxChars()));
        }
        int keys = SampleLines.of(samples).size();
        if (keys > MAX_SAMPLES) {
            return List.of(new Problem(
                    "samples",
                    "There are " + keys + " sample keys; keyslice reads at most " + MAX_SAMPLES + ": paste fewer.",
                    keys + " sample keys; keyslice reads at most " + MAX_SAMPLES + ": paste fewer"));
        }
        return List.of();
    }
}
