package keyslice.datamodel;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.Role;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyType;

/**
 * A pattern's key condition placed on the key it reads. A command line alone does not say which attributes are the
 * partition's ({@code tournament = :t AND region = :r} may be two partition attributes or a partition and a sort
 * attribute); the design's KeySchema does, so each condition goes to its attribute's role and place, in KeySchema
 * order, and anything the key cannot take is a problem in DynamoDB's words.
 */
final class KeyRoles {

    private KeyRoles() {}

    /** One attribute's condition as the form holds it; a partition attribute's operator is "eq". */
    private record Term(String name, String type, String op, String value, String to) {}

    /**
     * The form with its key fields in {@code key}'s roles and order, as far as its attributes are the key's (a missing
     * attribute leaves its place empty), and what the key cannot take.
     */
    record Arranged(Optional<QueryForm> form, List<Problem> problems) {}

    static Arranged arrange(QueryForm form, List<KeyElement> key, String what) {
        List<Term> terms = terms(form);
        List<Problem> problems = new ArrayList<>();
        List<KeyElement> hash =
                key.stream().filter(element -> element.role() == Role.HASH).toList();
        List<KeyElement> range =
                key.stream().filter(element -> element.role() == Role.RANGE).toList();
        for (Term term : terms) {
            Optional<KeyElement> element = key.stream()
                    .filter(candidate -> candidate.name().equals(term.name()))
                    .findFirst();
            if (element.isEmpty()) {
                problems.add(problem(
                        "The key condition names " + term.name() + ", which is not a key attribute of " + what,
                        "Query key condition not supported"));
            } else if (!element.get().type().name().equals(type(term))) {
                problems.add(problem(
                        "The key condition compares " + term.name() + " with a " + type(term) + " value, and " + what
                                + " keys it as " + element.get().type(),
                        "One or more parameter values were invalid: Condition parameter type does not match schema"
                                + " type"));
            } else if (element.get().role() == Role.HASH && !term.op().equals("eq")) {
                problems.add(problem(
                        "The key condition compares the partition attribute " + term.name() + " with " + term.op()
                                + "; a Query reads one partition, with =",
                        "Query key condition not supported"));
            }
        }
        for (KeyElement element : hash) {
            if (find(terms, element).isEmpty()) {
                problems.add(problem(
                        "The key condition has no condition on " + element.name() + ", a partition attribute of "
                                + what,
                        "Query condition missed key schema element: " + element.name()));
            }
        }
        boolean gap = false;
        for (KeyElement element : range) {
            boolean given = find(terms, element).isPresent();
            if (given && gap) {
                problems.add(problem(
                        "The key condition names the sort attribute " + element.name() + " of " + what
                                + " without every sort attribute before it: sort key attributes are given from left"
                                + " to right without a gap",
                        "Query key condition not supported"));
            }
            gap |= !given;
        }
        boolean placeable = terms.stream()
                .allMatch(
                        term -> key.stream().anyMatch(element -> element.name().equals(term.name())));
        if (!placeable) {
            return new Arranged(Optional.empty(), problems);
        }
        FormBuilder builder = cleared(form.toBuilder());
        for (int i = 0; i < hash.size(); i++) {
            Optional<Term> found = find(terms, hash.get(i));
            if (found.isEmpty()) {
                continue;
            }
            Term term = found.get();
            String type = typeCode(term.type());
            if (i == 0) {
                builder.pk(term.name()).pkType(type).pkValue(term.value());
            } else {
                builder.pk(i + 1, term.name()).pkType(i + 1, type).pkValue(i + 1, term.value());
            }
        }
        for (int i = 0; i < range.size(); i++) {
            Optional<Term> found = find(terms, range.get(i));
            if (found.isEmpty()) {
                // A gap stays a gap: the builder names the missing attribute as the problems above do.
                continue;
            }
            Term term = found.get();
            String type = typeCode(term.type());
            if (i == 0) {
                builder.sk(term.name())
                        .skType(type)
                        .op(formOp(term.op()))
                        .value(term.value())
                        .to(term.to());
            } else {
                builder.sk(i + 1, term.name())
                        .skType(i + 1, type)
                        .op(i + 1, formOp(term.op()))
                        .value(i + 1, term.value())
                        .to(i + 1, term.to());
            }
        }
        return new Arranged(Optional.of(builder.build()), problems);
    }

    private static List<Term> terms(QueryForm form) {
        List<Term> terms = new ArrayList<>();
        if (!form.pk().isEmpty()) {
            terms.add(new Term(form.pk(), form.pkType(), "eq", form.pkValue(), ""));
        }
        for (int number = 2; number <= QueryForm.MAX_KEY_ATTRIBUTES; number++) {
            QueryForm.FurtherPk further = form.furtherPk(number);
            if (!further.name().isEmpty()) {
                terms.add(new Term(further.name(), further.type(), "eq", further.value(), ""));
            }
        }
        if (!form.sk().isEmpty()) {
            terms.add(new Term(form.sk(), form.skType(), op(form.op()), form.value(), form.to()));
        }
        for (int number = 2; number <= QueryForm.MAX_KEY_ATTRIBUTES; number++) {
            QueryForm.FurtherSk further = form.furtherSk(number);
            if (!further.name().isEmpty()) {
                terms.add(new Term(further.name(), further.type(), op(further.op()), further.value(), further.to()));
            }
        }
        return terms;
    }

    private static FormBuilder cleared(FormBuilder builder) {
        builder.pk("").pkType("").pkValue("").sk("").skType("").op("").value("").to("");
        for (int number = 2; number <= QueryForm.MAX_KEY_ATTRIBUTES; number++) {
            builder.pk(number, "").pkType(number, "").pkValue(number, "");
            builder.sk(number, "")
                    .skType(number, "")
                    .op(number, "")
                    .value(number, "")
                    .to(number, "");
        }
        return builder;
    }

    private static Optional<Term> find(List<Term> terms, KeyElement element) {
        return terms.stream().filter(term -> term.name().equals(element.name())).findFirst();
    }

    /** The form writes begins_with, the default operator, as "". */
    private static String op(String op) {
        return op.isEmpty() ? QueryForm.DEFAULT_OP : op;
    }

    private static String formOp(String op) {
        return op.equals(QueryForm.DEFAULT_OP) ? "" : op;
    }

    private static String type(Term term) {
        return term.type().isEmpty() ? KeyType.S.name() : term.type();
    }

    private static String typeCode(String type) {
        return type.equals(QueryForm.DEFAULT_TYPE) ? "" : type;
    }

    private static Problem problem(String summary, String dynamoMessage) {
        return new Problem(PatternReading.IMPLEMENTATION, Problem.sentence(summary), dynamoMessage);
    }
}
