package keyslice.snippets;

import java.util.Objects;

/**
 * What one target shows for a Query: a program, or a note saying why that target cannot express it.
 *
 * @param id the target's stable identifier, part of the API ({@code cli}, {@code js-document}, {@code go}...)
 * @param label what a person reads on the chooser of targets, e.g. "AWS CLI"
 * @param language the syntax-highlighting name of the code's language
 * @param code the complete program, or the note in the language's comment syntax; ends with a newline
 * @param program false when {@code code} is only a note: the target cannot send this Query exactly
 */
public record Snippet(String id, String label, String language, String code, boolean program) {

    public Snippet {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(language, "language");
        Objects.requireNonNull(code, "code");
    }
}
