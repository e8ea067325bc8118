package keyslice.snippets;

import java.util.Objects;

/**
 * One generated program.
 *
 * @param id stable identifier ({@code cli}, {@code js}, {@code python}, {@code java}, {@code go})
 * @param label what a person reads on the tab, e.g. "AWS CLI"
 * @param language the syntax-highlighting name of the code's language
 * @param code the complete program, ending with a newline
 */
public record Snippet(String id, String label, String language, String code) {

    public Snippet {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(language, "language");
        Objects.requireNonNull(code, "code");
    }
}
