package keyslice.domain.form;

import java.util.List;

/**
 * A {@link QueryForm} built field by field, for tests, presets and edits; each field is copied through its {@link Field},
 * whose exhaustive switches read and write every one.
 */
public final class FormBuilder {
    private String table,
            index,
            pk,
            pkType,
            pkValue,
            sk,
            skType,
            op,
            value,
            to,
            delim,
            trail,
            order,
            limit,
            names,
            samples,
            filter,
            project,
            select,
            consistent,
            items;
    private List<String> seg = List.of();
    private List<String> toSeg = List.of();
    private final List<QueryForm.FurtherPk> furtherPks = new java.util.ArrayList<>(
            java.util.Collections.nCopies(QueryForm.MAX_KEY_ATTRIBUTES - 1, QueryForm.FurtherPk.BLANK));
    private final List<QueryForm.FurtherSk> furtherSks = new java.util.ArrayList<>(
            java.util.Collections.nCopies(QueryForm.MAX_KEY_ATTRIBUTES - 1, QueryForm.FurtherSk.BLANK));

    FormBuilder(QueryForm f) {
        if (f != null) {
            // Each field copied through its Field, whose exhaustive switches read and write every one; a further
            // attribute's fields are one record, copied whole rather than rebuilt once per field.
            for (int i = 0; i < furtherPks.size(); i++) {
                furtherPks.set(i, f.furtherPks().get(i));
                furtherSks.set(i, f.furtherSks().get(i));
            }
            for (Field field : Field.ALL) {
                if (field.number() > 1) {
                    continue;
                }
                if (field.repeatable()) {
                    field.set(this, field.values(f));
                } else {
                    field.set(this, field.value(f));
                }
            }
        }
    }

    public FormBuilder table(String v) {
        table = v;
        return this;
    }

    public FormBuilder index(String v) {
        index = v;
        return this;
    }

    public FormBuilder pk(String v) {
        pk = v;
        return this;
    }

    public FormBuilder pkType(String v) {
        pkType = v;
        return this;
    }

    public FormBuilder pkValue(String v) {
        pkValue = v;
        return this;
    }

    public FormBuilder sk(String v) {
        sk = v;
        return this;
    }

    public FormBuilder skType(String v) {
        skType = v;
        return this;
    }

    public FormBuilder op(String v) {
        op = v;
        return this;
    }

    public FormBuilder value(String v) {
        value = v;
        return this;
    }

    public FormBuilder seg(String... v) {
        seg = List.of(v);
        return this;
    }

    public FormBuilder seg(List<String> v) {
        seg = v;
        return this;
    }

    public FormBuilder to(String v) {
        to = v;
        return this;
    }

    public FormBuilder toSeg(String... v) {
        toSeg = List.of(v);
        return this;
    }

    public FormBuilder toSeg(List<String> v) {
        toSeg = v;
        return this;
    }

    public FormBuilder delim(String v) {
        delim = v;
        return this;
    }

    public FormBuilder trail(String v) {
        trail = v;
        return this;
    }

    public FormBuilder order(String v) {
        order = v;
        return this;
    }

    public FormBuilder limit(String v) {
        limit = v;
        return this;
    }

    public FormBuilder filter(String v) {
        filter = v;
        return this;
    }

    public FormBuilder project(String v) {
        project = v;
        return this;
    }

    public FormBuilder select(String v) {
        select = v;
        return this;
    }

    public FormBuilder consistent(String v) {
        consistent = v;
        return this;
    }

    public FormBuilder items(String v) {
        items = v;
        return this;
    }

    public FormBuilder names(String v) {
        names = v;
        return this;
    }

    public FormBuilder samples(String v) {
        samples = v;
        return this;
    }

    public FormBuilder samples(List<String> lines) {
        samples = String.join("\n", lines);
        return this;
    }

    // Attribute {@code number} (2 to 4) of a multi-attribute key, one part at a time, as the URL gives them.
    public FormBuilder pk(int number, String v) {
        return pk(number, a -> new QueryForm.FurtherPk(v, a.type(), a.value()));
    }

    public FormBuilder pkType(int number, String v) {
        return pk(number, a -> new QueryForm.FurtherPk(a.name(), v, a.value()));
    }

    public FormBuilder pkValue(int number, String v) {
        return pk(number, a -> new QueryForm.FurtherPk(a.name(), a.type(), v));
    }

    public FormBuilder sk(int number, String v) {
        return sk(number, a -> new QueryForm.FurtherSk(v, a.type(), a.op(), a.value(), a.to()));
    }

    public FormBuilder skType(int number, String v) {
        return sk(number, a -> new QueryForm.FurtherSk(a.name(), v, a.op(), a.value(), a.to()));
    }

    public FormBuilder op(int number, String v) {
        return sk(number, a -> new QueryForm.FurtherSk(a.name(), a.type(), v, a.value(), a.to()));
    }

    public FormBuilder value(int number, String v) {
        return sk(number, a -> new QueryForm.FurtherSk(a.name(), a.type(), a.op(), v, a.to()));
    }

    public FormBuilder to(int number, String v) {
        return sk(number, a -> new QueryForm.FurtherSk(a.name(), a.type(), a.op(), a.value(), v));
    }

    private FormBuilder pk(int number, java.util.function.UnaryOperator<QueryForm.FurtherPk> change) {
        furtherPks.set(QueryForm.further(number), change.apply(furtherPks.get(QueryForm.further(number))));
        return this;
    }

    private FormBuilder sk(int number, java.util.function.UnaryOperator<QueryForm.FurtherSk> change) {
        furtherSks.set(QueryForm.further(number), change.apply(furtherSks.get(QueryForm.further(number))));
        return this;
    }

    public QueryForm build() {
        return new QueryForm(
                table,
                index,
                pk,
                pkType,
                pkValue,
                sk,
                skType,
                op,
                value,
                seg,
                to,
                toSeg,
                delim,
                trail,
                order,
                limit,
                names,
                samples,
                filter,
                project,
                select,
                consistent,
                items,
                furtherPks,
                furtherSks);
    }
}
