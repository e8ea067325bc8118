package keyslice.domain.form;

import java.util.Objects;
import java.util.Optional;

/**
 * One thing wrong with the input.
 *
 * @param field   the URL parameter it belongs to: a form {@link Field}'s code, or a parameter outside the form
 * @param summary one plain sentence: what is wrong, in everyday words with the user's own values, and what to do
 * @param message the rule it breaks, in DynamoDB's words where DynamoDB has words for it (what the API has always
 *                answered as {@code errors[].message}), else keyslice's
 * @param fix     the state with this problem corrected, when one correction is sure to be what was meant and leaves
 *                no other problem
 */
public record Problem(String field, String summary, String message, Optional<Fix> fix) {

    public Problem {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(fix, "fix");
        if (summary == null || summary.isBlank()) {
            throw new IllegalArgumentException("a problem needs a summary: " + message);
        }
    }

    public Problem(String field, String summary, String message) {
        this(field, summary, message, Optional.empty());
    }

    /** A problem of a form field: the form's own rules name their field so. */
    public Problem(Field field, String summary, String message, Optional<Fix> fix) {
        this(field.code(), summary, message, fix);
    }

    public Problem(Field field, String summary, String message) {
        this(field.code(), summary, message);
    }

    public Problem(Field field, String message) {
        this(field.code(), message);
    }

    /** For a message that is already a plain keyslice sentence: the summary is that sentence, capitalised and closed. */
    public Problem(String field, String message) {
        this(field, sentence(message), message);
    }

    /** {@code text} with its first letter capitalised and a closing period unless it already ends a sentence. */
    public static String sentence(String text) {
        if (text.isBlank()) {
            return text;
        }
        int first = text.codePointAt(0);
        String capitalised = new StringBuilder()
                .appendCodePoint(Character.toUpperCase(first))
                .append(text, Character.charCount(first), text.length())
                .toString();
        char last = capitalised.charAt(capitalised.length() - 1);
        return last == '.' || last == '?' || last == '!' ? capitalised : capitalised + ".";
    }
}
