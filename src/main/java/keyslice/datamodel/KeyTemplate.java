package keyslice.datamodel;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A key template as a design writes it ({@code ORDER#{orderId}}, the MCP entity schema's {@code USER#{user_id}}): literal
 * text around placeholders in braces, which an entity's items fill with their fields' values. A value follows it when
 * its literal parts are there in order and every placeholder stands for at least one character.
 *
 * @param literals     the literal text before, between and after the placeholders: one more than the placeholders
 * @param placeholders the placeholders' names, in order
 */
record KeyTemplate(String text, List<String> literals, List<String> placeholders) {

    KeyTemplate {
        literals = List.copyOf(literals);
        placeholders = List.copyOf(placeholders);
    }

    /** The template, or empty with a problem at {@code where} for a brace without its pair or an empty placeholder. */
    static Optional<KeyTemplate> parse(String text, Node where) {
        List<String> literals = new ArrayList<>();
        List<String> placeholders = new ArrayList<>();
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
            placeholders.add(field);
            i = close + 1;
        }
        literals.add(literal.toString());
        return Optional.of(new KeyTemplate(text, literals, placeholders));
    }

    /** The template read leniently, as a finding reads one: a {@code {name}} with no {@code }} after it is literal text. */
    static KeyTemplate parse(String text) {
        List<String> literals = new ArrayList<>();
        List<String> placeholders = new ArrayList<>();
        StringBuilder literal = new StringBuilder();
        int at = 0;
        while (at < text.length()) {
            int open = text.indexOf('{', at);
            int close = open < 0 ? -1 : text.indexOf('}', open + 1);
            if (close < 0) {
                literal.append(text, at, text.length());
                break;
            }
            literal.append(text, at, open);
            literals.add(literal.toString());
            literal.setLength(0);
            placeholders.add(text.substring(open + 1, close));
            at = close + 1;
        }
        literals.add(literal.toString());
        return new KeyTemplate(text, literals, placeholders);
    }

    /** A template with no placeholder: every value it makes is the same text. */
    boolean constant() {
        return placeholders.isEmpty();
    }

    /** The literal text before the first placeholder. */
    String head() {
        return literals.get(0);
    }

    /**
     * Whether {@code value} follows the template. Each literal between placeholders is found at its leftmost place after
     * at least one character of the placeholder before it: with placeholders that take any non-empty text, the
     * leftmost place leaves the most room for the rest, so the walk is linear and never backtracks.
     */
    boolean matches(String value) {
        if (constant()) {
            return value.equals(head());
        }
        String last = literals.get(literals.size() - 1);
        if (!value.startsWith(head()) || !value.endsWith(last)) {
            return false;
        }
        int end = value.length() - last.length();
        int at = head().length();
        for (int i = 1; i < literals.size() - 1; i++) {
            int found = value.indexOf(literals.get(i), at + 1);
            if (found < 0 || found + literals.get(i).length() > end) {
                return false;
            }
            at = found + literals.get(i).length();
        }
        return end - at >= 1;
    }

    /** The number of literal characters, by which a more specific template wins over one that also matches. */
    int literalLength() {
        return literals.stream().mapToInt(String::length).sum();
    }

    /** The whole of a template that is one placeholder alone ({@code {created_at}}), the field's own value. */
    Optional<String> soleField() {
        return placeholders.size() == 1
                        && literals.get(0).isEmpty()
                        && literals.get(1).isEmpty()
                ? Optional.of(placeholders.get(0))
                : Optional.empty();
    }

    /**
     * The text with its placeholders filled from the start while {@code values} has them: the whole key ({@code whole}),
     * or the prefix before the first placeholder it lacks, which every key of the template starts with.
     */
    Filled fill(Map<String, String> values) {
        StringBuilder out = new StringBuilder(literals.get(0));
        for (int i = 0; i < placeholders.size(); i++) {
            String value = values.get(placeholders.get(i));
            if (value == null) {
                return new Filled(out.toString(), false);
            }
            out.append(value).append(literals.get(i + 1));
        }
        return new Filled(out.toString(), true);
    }

    record Filled(String text, boolean whole) {}
}
