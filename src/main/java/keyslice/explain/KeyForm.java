package keyslice.explain;

import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.SortOperator;
import keyslice.domain.text.Shown;
import keyslice.explain.KeyConditionReader.Term;

/**
 * A key condition's terms as the builder's key fields. Without the table's key schema, which attributes are the
 * partition's is a reading: keyslice's own placeholders say it ({@code #pk}, {@code #pk2}, {@code #sk}...); otherwise
 * the first attribute compared with {@code =} is the partition key and the others are sort attributes in the order
 * written, and a note says so, for the person to correct in the builder.
 */
final class KeyForm {

    private static final Pattern OWN_NAME = Pattern.compile("#(pk|sk)([2-4]?)");
    private static final Pattern OWN_VALUE = Pattern.compile(":(pk|sk)([2-4]?)(From|To)?");
    private static final String DEFAULT_TYPE = "S";

    private KeyForm() {}

    /** Fills the builder's key fields from {@code terms}; false when they cannot make a key condition. */
    static boolean fill(FormBuilder form, List<Term> terms, List<Problem> problems, List<String> notes) {
        Set<String> seen = new HashSet<>();
        for (Term term : terms) {
            if (!seen.add(term.name())) {
                problems.add(new Problem(
                        KeyConditionReader.CLAUSE,
                        "The key condition has two conditions on " + Shown.quoted(term.name())
                                + "; a Query takes one per key attribute (a range is one BETWEEN).",
                        "KeyConditionExpressions must only contain one condition per key"));
                return false;
            }
        }
        List<Term> partition = new ArrayList<>();
        List<Term> sort = new ArrayList<>();
        if (!byOwnNames(terms, partition, sort)) {
            Optional<Term> first = terms.stream()
                    .filter(term -> term.operator() == SortOperator.EQ)
                    .findFirst();
            if (first.isEmpty()) {
                problems.add(new Problem(
                        KeyConditionReader.CLAUSE,
                        "A Query needs the partition key compared with =, and no attribute here is.",
                        "Query key condition not supported"));
                return false;
            }
            partition.add(first.get());
            terms.stream().filter(term -> term != first.get()).forEach(sort::add);
            if (terms.size() > 1) {
                notes.add("Without the table's key schema keyslice took "
                        + Shown.quoted(first.get().name())
                        + " as the partition key (the first attribute compared with =) and " + names(sort)
                        + " as the sort key, in the order written; if the key is another, change it in the builder.");
            }
        }
        if (partition.size() > QueryForm.MAX_KEY_ATTRIBUTES || sort.size() > QueryForm.MAX_KEY_ATTRIBUTES) {
            problems.add(new Problem(
                    KeyConditionReader.CLAUSE,
                    "A key has at most " + QueryForm.MAX_KEY_ATTRIBUTES + " partition and "
                            + QueryForm.MAX_KEY_ATTRIBUTES + " sort attributes; this condition names more.",
                    "a key has at most " + QueryForm.MAX_KEY_ATTRIBUTES + " attributes on each side"));
            return false;
        }
        boolean typed = true;
        for (int i = 0; i < partition.size(); i++) {
            Term term = partition.get(i);
            if (term.operator() != SortOperator.EQ) {
                problems.add(new Problem(
                        KeyConditionReader.CLAUSE,
                        "The partition key " + Shown.quoted(term.name()) + " is compared with "
                                + term.operator().symbol() + "; a Query reads one partition, with =.",
                        "Query key condition not supported"));
                return false;
            }
            Optional<String[]> value = keyValue(term, term.values().get(0), problems);
            typed &= value.isPresent();
            if (value.isPresent() && i == 0) {
                form.pk(term.name()).pkType(typeCode(value.get()[0])).pkValue(value.get()[1]);
            } else if (value.isPresent()) {
                form.pk(i + 1, term.name())
                        .pkType(i + 1, typeCode(value.get()[0]))
                        .pkValue(i + 1, value.get()[1]);
            }
        }
        for (int i = 0; i < sort.size(); i++) {
            Term term = sort.get(i);
            List<String[]> values = new ArrayList<>();
            for (ItemValue value : term.values()) {
                keyValue(term, value, problems).ifPresent(values::add);
            }
            if (values.size() != term.values().size()) {
                typed = false;
                continue;
            }
            String type = typeCode(values.get(0)[0]);
            String op = term.operator() == SortOperator.BEGINS_WITH
                    ? ""
                    : term.operator().code();
            String to = values.size() > 1 ? values.get(1)[1] : "";
            if (i == 0) {
                form.sk(term.name()).skType(type).op(op).value(values.get(0)[1]).to(to);
            } else {
                form.sk(i + 1, term.name())
                        .skType(i + 1, type)
                        .op(i + 1, op)
                        .value(i + 1, values.get(0)[1])
                        .to(i + 1, to);
            }
        }
        return typed;
    }

    /**
     * keyslice's own placeholders name each attribute's role and number: its name's ({@code #pk2}) or, for a name
     * written bare, its first value's ({@code :pk2}, {@code :sk2From}). True when every term has one.
     */
    private static boolean byOwnNames(List<Term> terms, List<Term> partition, List<Term> sort) {
        List<Matcher> roles = new ArrayList<>();
        for (Term term : terms) {
            Matcher name = OWN_NAME.matcher(term.written());
            Matcher value = OWN_VALUE.matcher(
                    term.placeholders().isEmpty() ? "" : term.placeholders().get(0));
            if (name.matches()) {
                roles.add(name);
            } else if (value.matches()) {
                roles.add(value);
            } else {
                return false;
            }
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < terms.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparing(i -> roles.get(i).group(2).isEmpty()
                ? 1
                : Integer.parseInt(roles.get(i).group(2))));
        for (int i : order) {
            (roles.get(i).group(1).equals("pk") ? partition : sort).add(terms.get(i));
        }
        return !partition.isEmpty();
    }

    /** The type code and the form's text of a key value (B as base64), or a problem when it is no key type. */
    private static Optional<String[]> keyValue(Term term, ItemValue value, List<Problem> problems) {
        return switch (value.type()) {
            case S -> Optional.of(new String[] {"S", ((ItemValue.S) value).text()});
            case N -> Optional.of(new String[] {"N", ((ItemValue.N) value).text()});
            case B ->
                Optional.of(new String[] {"B", Base64.getEncoder().encodeToString(((ItemValue.B) value).bytes())});
            default -> {
                problems.add(
                        new Problem(
                                Placeholders.VALUES,
                                "A key attribute is a string (S), number (N) or binary (B), but "
                                        + Shown.quoted(term.name()) + " is compared with a " + value.type() + " value.",
                                "One or more parameter values were invalid: Condition parameter type does not match schema type"));
                yield Optional.empty();
            }
        };
    }

    private static String typeCode(String type) {
        return type.equals(DEFAULT_TYPE) ? "" : type;
    }

    private static String names(List<Term> terms) {
        return String.join(
                ", ", terms.stream().map(term -> Shown.quoted(term.name())).toList());
    }
}
