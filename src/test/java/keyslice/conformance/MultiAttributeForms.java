package keyslice.conformance;

import java.util.ArrayList;
import java.util.List;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.KeyValue;
import keyslice.domain.sample.SampleTuples;

/**
 * A case of {@link MultiAttributeCases} as keyslice's form reads it, the way a person fills it in: each attribute at
 * its own position, and the partition's items as sample tuples.
 */
final class MultiAttributeForms {

    private MultiAttributeForms() {}

    /** The case as keyslice's form, each attribute at its position; for two or more sort attributes, the samples too. */
    static QueryForm form(MultiAttributeCases.Case c) {
        MultiAttributeWorld.Index index = c.index();
        FormBuilder form = QueryForm.builder()
                .table(index.table())
                .index(index.name())
                .order(c.descending() ? "desc" : "")
                .filter(c.filter())
                .names(c.minimalNames() ? "minimal" : "");
        c.limit().ifPresent(l -> form.limit(Integer.toString(l)));
        for (int i = 0; i < index.hash().size(); i++) {
            if (!c.partitionGiven()[i]) {
                continue;
            }
            KeyAttribute a = index.hash().get(i);
            String value = c.partition().get(i).wireText();
            if (i == 0) {
                form.pk(a.name()).pkType(a.type().name()).pkValue(value);
            } else {
                form.pk(i + 1, a.name()).pkType(i + 1, a.type().name()).pkValue(i + 1, value);
            }
        }
        for (MultiAttributeCases.Condition condition : c.conditions()) {
            int p = condition.position();
            List<KeyValue> values = condition.values();
            String to = values.size() > 1 ? values.get(1).wireText() : "";
            if (p == 1) {
                form.sk(condition.attribute().name())
                        .skType(condition.attribute().type().name())
                        .op(condition.operator().code())
                        .value(values.get(0).wireText())
                        .to(to);
            } else {
                form.sk(p, condition.attribute().name())
                        .skType(p, condition.attribute().type().name())
                        .op(p, condition.operator().code())
                        .value(p, values.get(0).wireText())
                        .to(p, to);
            }
        }
        if (c.conditions().size() >= 2) {
            form.samples(samples(c));
        }
        return form.build();
    }

    /**
     * The partition's items as sample tuples of every sort attribute of the index (more than the Query names when it
     * names a prefix), in the order the table holds them; an item without one has null in its place.
     */
    static List<String> samples(MultiAttributeCases.Case c) {
        List<String> lines = new ArrayList<>();
        int named = c.conditions().size();
        for (MultiAttributeWorld.Item item : c.index().items()) {
            if (!item.in(c.index(), c.partition())) {
                continue;
            }
            if (item.hasAll(c.index().range())) {
                lines.add(new SampleTuples.Tuple(
                                lines.size() + 1, item.values(c.index().range()), named)
                        .text());
            } else {
                List<String> values = new ArrayList<>();
                List<KeyValue> tuple = item.values(c.index().range());
                for (int i = 0; i < tuple.size(); i++) {
                    KeyValue v = tuple.get(i);
                    values.add(
                            v == null
                                    ? "null"
                                    : v.type() == KeyType.N
                                            ? v.wireText()
                                            : v.type() == KeyType.B && i >= named
                                                    ? "{\"B\": \"" + v.wireText() + "\"}"
                                                    : keyslice.testing.JsonApi.quote(v.wireText()));
                }
                lines.add("[" + String.join(", ", values) + "]");
            }
        }
        return lines;
    }
}
