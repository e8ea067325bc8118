package keyslice.web.builder;

import keyslice.domain.form.Field;
import keyslice.domain.form.QueryForm;
import keyslice.domain.read.ReadForm;

/** Which fields nothing has been typed into yet: their problems are prompts to fill them in, not errors. */
final class BlankFields {

    private BlankFields() {}

    /** Whether {@code field} is blank in the form {@code read} (segment fields count as blank while every row is). */
    static boolean blank(ReadForm read, String field) {
        QueryForm form = read.form();
        return switch (field) {
            case "pk" -> form.pk().isEmpty();
            case "pkValue" -> form.pkValue().isEmpty();
            case "sk" -> form.sk().isEmpty();
            case "value", "seg" -> !read.lower().given();
            case "to", "toSeg" -> !read.upper().given();
            // A further attribute's value asks to be filled in as the first's does; its name does not, since a blank
            // name is only a problem when a later attribute is given, and that gap is an error.
            default ->
                Field.named(field)
                        .filter(param -> param.number() > 1 && isValueOf(param))
                        .map(param -> param.value(form).isEmpty())
                        .orElse(false);
        };
    }

    private static boolean isValueOf(Field param) {
        return param.code().endsWith("Value")
                || param.code().startsWith("value")
                || param.code().startsWith("to");
    }
}
