package keyslice.datamodel;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import keyslice.domain.form.Problem;
import keyslice.domain.text.Shown;

/** The problems of one edit, gathered so that all of them come back at once; the rules the edits share. */
final class EditProblems {

    /** DynamoDB's rule on table and index names. */
    private static final Pattern NAME = Pattern.compile("[a-zA-Z0-9_.-]+");

    static final int MIN_NAME = 3;
    static final int MAX_NAME = 255;

    /** The most bytes of an attribute name in a key. */
    static final int MAX_KEY_NAME_BYTES = 255;

    private final List<Problem> problems = new ArrayList<>();

    void add(String field, String summary, String message) {
        problems.add(new Problem(field, Problem.sentence(summary), message));
    }

    /** Whether a problem names {@code field}. */
    boolean names(String field) {
        return problems.stream().anyMatch(problem -> problem.field().equals(field));
    }

    List<Problem> list() {
        return List.copyOf(problems);
    }

    void throwIfAny() throws DesignEdit.Refused {
        if (!problems.isEmpty()) {
            throw new DesignEdit.Refused(problems);
        }
    }

    /**
     * A table or index name against DynamoDB's rule, in its validation words ({@code member} is {@code tableName} or
     * {@code indexName}); false when it breaks it.
     */
    boolean name(String field, String what, String member, String name) {
        String value = "1 validation error detected: Value '" + Shown.visible(name) + "' at '" + member
                + "' failed to satisfy constraint: Member must ";
        if (name.length() < MIN_NAME) {
            add(
                    field,
                    what + " is " + MIN_NAME + " to " + MAX_NAME + " characters",
                    value + "have length greater than or equal to " + MIN_NAME);
        } else if (name.length() > MAX_NAME) {
            add(
                    field,
                    what + " is " + MIN_NAME + " to " + MAX_NAME + " characters",
                    value + "have length less than or equal to " + MAX_NAME);
        } else if (!NAME.matcher(name).matches()) {
            add(
                    field,
                    what + " " + Shown.quoted(name) + " may hold only letters a to z and A to Z, digits, and _ . -",
                    value + "satisfy regular expression pattern: [a-zA-Z0-9_.-]+");
        } else {
            return true;
        }
        return false;
    }

    /** A key attribute's name: 1 to 255 bytes of UTF-8; false when it is not. */
    boolean attributeName(String field, String what, String name) {
        if (name.isEmpty()) {
            add(field, "give " + what + "'s attribute name", "a key attribute's name is 1 to 255 bytes long");
            return false;
        }
        if (name.getBytes(StandardCharsets.UTF_8).length > MAX_KEY_NAME_BYTES) {
            add(
                    field,
                    what + "'s attribute name " + Shown.quoted(name) + " is longer than 255 bytes",
                    "a key attribute's name is 1 to 255 bytes long");
            return false;
        }
        return true;
    }
}
