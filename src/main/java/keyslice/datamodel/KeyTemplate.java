package keyslice.datamodel;

import java.util.ArrayList;
import java.util.List;

/**
 * A key template as a design writes it ({@code ORDER#{orderId}}): literal text around placeholders in braces. A value
 * follows it when its literal parts are there in order and every placeholder stands for at least one character.
 *
 * @param literals     the literal text before, between and after the placeholders: one more than the placeholders
 * @param placeholders the placeholders' names, in order
 */
record KeyTemplate(String text, List<String> literals, List<String> placeholders) {

    KeyTemplate {
        literals = List.copyOf(literals);
        placeholders = List.copyOf(placeholders);
    }

    /** The template read: a {@code {name}} with no {@code }} after it is literal text. */
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
}
