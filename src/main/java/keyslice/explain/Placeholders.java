package keyslice.explain;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import keyslice.domain.filter.FilterText;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.form.Problem;
import keyslice.domain.key.ReservedWords;
import keyslice.domain.text.Shown;
import keyslice.explain.ExpressionTokens.Token;
import keyslice.explain.ExpressionTokens.Type;

/**
 * A request's ExpressionAttributeNames and ExpressionAttributeValues as its expressions use them: each use is resolved
 * or reported in DynamoDB's words (not defined, a reserved word written bare), and what no expression used is reported
 * at the end, as DynamoDB reports it.
 */
final class Placeholders {

    static final String NAMES = "ExpressionAttributeNames";
    static final String VALUES = "ExpressionAttributeValues";

    private static final Set<String> WORDS = Set.of("and", "or", "not", "between", "in");

    private final Map<String, String> names;
    private final Map<String, ItemValue> values;
    private final Set<String> usedNames = new LinkedHashSet<>();
    private final Set<String> usedValues = new LinkedHashSet<>();
    private final List<Problem> problems;

    Placeholders(Map<String, String> names, Map<String, ItemValue> values, List<Problem> problems) {
        this.names = new LinkedHashMap<>(names);
        this.values = new LinkedHashMap<>(values);
        this.problems = problems;
    }

    /** The attribute name a token stands for: a defined #placeholder's name or a bare name that is not reserved. */
    Optional<String> name(Token token, String clause) {
        if (token.type() == Type.NAME_PLACEHOLDER) {
            usedNames.add(token.text());
            String name = names.get(token.text());
            if (name == null) {
                problems.add(new Problem(
                        clause,
                        "The " + clause + " uses " + token.text() + ", which " + NAMES + " does not define.",
                        "Invalid " + clause
                                + ": An expression attribute name used in the document path is not defined; attribute name: "
                                + token.text()));
            }
            return Optional.ofNullable(name);
        }
        if (ReservedWords.isReserved(token.text())) {
            problems.add(new Problem(
                    clause,
                    "The " + clause + " writes " + Shown.quoted(token.text())
                            + " bare, but it is a DynamoDB reserved word: write it through a #placeholder.",
                    "Invalid " + clause + ": Attribute name is a reserved keyword; reserved keyword: " + token.text()));
            return Optional.empty();
        }
        return Optional.of(token.text());
    }

    /** The value a :placeholder stands for. */
    Optional<ItemValue> value(Token token, String clause) {
        usedValues.add(token.text());
        ItemValue value = values.get(token.text());
        if (value == null) {
            problems.add(new Problem(
                    clause,
                    "The " + clause + " uses " + token.text() + ", which " + VALUES + " does not define.",
                    "Invalid " + clause
                            + ": An expression attribute value used in expression is not defined; attribute value: "
                            + token.text()));
        }
        return Optional.ofNullable(value);
    }

    /**
     * A filter or projection in keyslice's syntax: each placeholder replaced by the name or value it stands for, the
     * rest copied as written. Empty when a placeholder could not be resolved or a value has no literal in the syntax.
     */
    Optional<String> rewrite(String expression, String clause) throws ExpressionTokens.Unexpected {
        List<Token> tokens = ExpressionTokens.of(expression);
        StringBuilder text = new StringBuilder();
        int copied = 0;
        boolean whole = true;
        for (int i = 0; i < tokens.size(); i++) {
            Token token = tokens.get(i);
            String written = null;
            if (token.type() == Type.NAME_PLACEHOLDER) {
                written = name(token, clause).map(FilterText::name).orElse(null);
                whole &= written != null;
            } else if (token.type() == Type.VALUE_PLACEHOLDER) {
                Optional<ItemValue> value = value(token, clause);
                written = value.flatMap(FilterText::literalOf).orElse(null);
                if (value.isPresent() && written == null) {
                    problems.add(new Problem(
                            clause,
                            "The " + clause + " compares with " + token.text() + ", a "
                                    + value.get().type()
                                    + " value: keyslice's filter writes only strings, numbers, booleans and null.",
                            "keyslice cannot write a " + value.get().type() + " value in a filter: " + token.text()));
                }
                whole &= written != null;
            } else if (token.type() == Type.WORD
                    && !isFunction(tokens, i)
                    && !WORDS.contains(token.text().toLowerCase(java.util.Locale.ROOT))) {
                whole &= name(token, clause).isPresent();
            }
            if (written != null) {
                text.append(expression, copied, token.start()).append(written);
                copied = token.end();
            }
        }
        text.append(expression.substring(copied));
        return whole ? Optional.of(text.toString().strip()) : Optional.empty();
    }

    private static boolean isFunction(List<Token> tokens, int i) {
        return i + 1 < tokens.size() && tokens.get(i + 1).is("(");
    }

    /** Every placeholder defined that no expression used, in DynamoDB's words (names first, as it checks them). */
    void reportUnused() {
        unused(names.keySet(), usedNames, NAMES);
        unused(values.keySet(), usedValues, VALUES);
    }

    private void unused(Set<String> defined, Set<String> used, String member) {
        List<String> unused = new ArrayList<>(defined);
        unused.removeAll(used);
        if (!unused.isEmpty()) {
            String keys = String.join(", ", unused);
            problems.add(new Problem(
                    member,
                    member + " defines " + keys + ", which no expression uses.",
                    "Value provided in " + member + " unused in expressions: keys: {" + keys + "}"));
        }
    }
}
