package keyslice.datamodel;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A key template of the MCP server's entity schema: text with {@code {field}} placeholders ({@code USER#{user_id}}),
 * which an entity's items fill with their fields' values.
 *
 * @param literals the text around the placeholders: one more than {@code fields}
 * @param fields   the placeholders' field names, in order
 */
record KeyTemplate(String text, List<String> literals, List<String> fields) {

    /** The template, or empty with a problem at {@code where} for a brace without its pair or an empty placeholder. */
    static Optional<KeyTemplate> parse(String text, Node where) {
        List<String> literals = new ArrayList<>();
        List<String> fields = new ArrayList<>();
        StringBuilder literal = new StringBuilder();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '}') {
                where.problem("has a } without its { at character " + (i + 1) + ": a template is text with {field}"
                        + " placeholders");
                return Optional.empty();
            }
            if (c != '{') {
                literal.append(c);
                i++;
                continue;
            }
            int close = text.indexOf('}', i);
            int nested = text.indexOf('{', i + 1);
            if (close < 0 || (nested >= 0 && nested < close)) {
                where.problem("has a { without its } at character " + (i + 1) + ": a template is text with {field}"
                        + " placeholders");
                return Optional.empty();
            }
            String field = text.substring(i + 1, close);
            if (field.isBlank()) {
                where.problem("has an empty placeholder {} at character " + (i + 1));
                return Optional.empty();
            }
            literals.add(literal.toString());
            literal.setLength(0);
            fields.add(field);
            i = close + 1;
        }
        literals.add(literal.toString());
        return Optional.of(new KeyTemplate(text, List.copyOf(literals), List.copyOf(fields)));
    }

    /** The whole of a template that is one placeholder alone ({@code {created_at}}), the field's own value. */
    Optional<String> soleField() {
        return fields.size() == 1
                        && literals.get(0).isEmpty()
                        && literals.get(1).isEmpty()
                ? Optional.of(fields.get(0))
                : Optional.empty();
    }

    /**
     * The text with its placeholders filled from the start while {@code values} has them: the whole key ({@code whole}),
     * or the prefix before the first placeholder it lacks, which every key of the template starts with.
     */
    Filled fill(Map<String, String> values) {
        StringBuilder out = new StringBuilder(literals.get(0));
        for (int i = 0; i < fields.size(); i++) {
            String value = values.get(fields.get(i));
            if (value == null) {
                return new Filled(out.toString(), false);
            }
            out.append(value).append(literals.get(i + 1));
        }
        return new Filled(out.toString(), true);
    }

    record Filled(String text, boolean whole) {}
}
