package keyslice.datamodel;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.Role;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;

/**
 * A Query's form with its key fields in the order of the key it reads. Reading a command, the explainer does not know
 * the key schema, so it takes the first attribute compared with {@code =} as the partition key and the rest as sort
 * attributes in the order written; against a design's table or index the schema is known: partition attributes go in
 * its HASH order and sort attributes in its RANGE order, a sort attribute the condition skips left blank. The compiler
 * then holds the form to a multi-attribute key's rules as the builder does (sort attributes left to right without a
 * gap, only the last with a range or begins_with); the partition attributes the condition lacks are returned for the
 * caller to say so, since the form has no place for a missing one.
 */
final class KeySchemaForm {

    /** The form fitted to the key, and the key's partition attributes the condition has no term for. */
    record Fitted(QueryForm form, List<String> missingPartition) {}

    private record Term(String name, String type, String op, String value, String to, boolean equality) {}

    private KeySchemaForm() {}

    static Fitted fit(QueryForm form, List<KeyElement> key) {
        List<Term> terms = new ArrayList<>();
        terms.add(new Term(form.pk(), form.pkType(), "eq", form.pkValue(), "", true));
        for (int number = 2; number <= QueryForm.MAX_KEY_ATTRIBUTES; number++) {
            QueryForm.FurtherPk further = form.furtherPk(number);
            if (!further.name().isEmpty()) {
                terms.add(new Term(further.name(), further.type(), "eq", further.value(), "", true));
            }
        }
        if (!form.sk().isEmpty()) {
            if (!form.seg().isEmpty() || !form.toSeg().isEmpty()) {
                // A sort value built from segments stays where the builder put it.
                return new Fitted(form, List.of());
            }
            terms.add(new Term(
                    form.sk(),
                    form.skType(),
                    form.op(),
                    form.value(),
                    form.to(),
                    form.effectiveOp().equals("eq")));
        }
        for (int number = 2; number <= QueryForm.MAX_KEY_ATTRIBUTES; number++) {
            QueryForm.FurtherSk further = form.furtherSk(number);
            if (!further.name().isEmpty()) {
                terms.add(new Term(
                        further.name(),
                        further.type(),
                        further.op(),
                        further.value(),
                        further.to(),
                        further.effectiveOp().equals("eq")));
            }
        }
        List<String> partition = names(key, Role.HASH);
        List<String> sort = names(key, Role.RANGE);
        for (Term term : terms) {
            boolean hash = partition.contains(term.name());
            if (!hash && !sort.contains(term.name()) || hash && !term.equality()) {
                // Not this key's attribute, or a partition attribute with a range: the findings say so as written.
                return new Fitted(form, List.of());
            }
        }
        List<String> missing = new ArrayList<>();
        List<Term> partitionTerms = new ArrayList<>();
        for (String name : partition) {
            Optional<Term> term = named(terms, name);
            if (term.isEmpty()) {
                missing.add(name);
            } else {
                partitionTerms.add(term.get());
            }
        }
        List<Optional<Term>> sortTerms = new ArrayList<>();
        for (String name : sort) {
            sortTerms.add(named(terms, name));
        }
        while (!sortTerms.isEmpty() && sortTerms.get(sortTerms.size() - 1).isEmpty()) {
            sortTerms.remove(sortTerms.size() - 1);
        }
        if (partitionTerms.isEmpty()) {
            return new Fitted(form, missing);
        }
        FormBuilder fitted = form.toBuilder();
        for (int number = 1; number <= QueryForm.MAX_KEY_ATTRIBUTES; number++) {
            Term term = number <= partitionTerms.size() ? partitionTerms.get(number - 1) : null;
            if (number == 1) {
                fitted.pk(term.name()).pkType(term.type()).pkValue(term.value());
            } else {
                fitted.pk(number, term == null ? "" : term.name())
                        .pkType(number, term == null ? "" : term.type())
                        .pkValue(number, term == null ? "" : term.value());
            }
        }
        for (int number = 1; number <= QueryForm.MAX_KEY_ATTRIBUTES; number++) {
            Term term = number <= sortTerms.size() ? sortTerms.get(number - 1).orElse(null) : null;
            String name = term == null ? "" : term.name();
            String type = term == null ? "" : term.type();
            String op = term == null ? "" : term.op();
            String value = term == null ? "" : term.value();
            String to = term == null ? "" : term.to();
            if (number == 1) {
                fitted.sk(name).skType(type).op(op).value(value).to(to);
            } else {
                fitted.sk(number, name)
                        .skType(number, type)
                        .op(number, op)
                        .value(number, value)
                        .to(number, to);
            }
        }
        QueryForm result = fitted.build();
        return new Fitted(result.equals(form) ? form : result, missing);
    }

    /**
     * The key attributes the form compares with a value of another type than the key's ({@code round} with an S value
     * where the index keys it as N): DynamoDB refuses such a Query.
     */
    static List<String> mistyped(QueryForm form, List<KeyElement> key) {
        Map<String, String> types = new LinkedHashMap<>();
        types.put(form.pk(), form.pkType());
        form.furtherPks().forEach(further -> types.put(further.name(), further.type()));
        types.put(form.sk(), form.skType());
        form.furtherSks().forEach(further -> types.put(further.name(), further.type()));
        List<String> mistyped = new ArrayList<>();
        for (KeyElement element : key) {
            String type = types.get(element.name());
            if (type != null
                    && !(type.isEmpty() ? QueryForm.DEFAULT_TYPE : type)
                            .equals(element.type().name())) {
                mistyped.add(element.name());
            }
        }
        return mistyped;
    }

    private static Optional<Term> named(List<Term> terms, String name) {
        return terms.stream().filter(term -> term.name().equals(name)).findFirst();
    }

    private static List<String> names(List<KeyElement> key, Role role) {
        return key.stream()
                .filter(element -> element.role() == role)
                .map(KeyElement::name)
                .toList();
    }
}
