package keyslice.domain.design;

import java.util.ArrayList;
import java.util.List;
import keyslice.domain.design.DesignComparison.Part;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.SortKeyCondition;
import keyslice.domain.key.SortOperator;

/** The composite design of a multi-attribute Query as a state of the builder: the link "Open the composite design". */
final class CompositeForm {

    private CompositeForm() {}

    /**
     * The sort attributes' values as the segments of the composite's begins_with, when it is one (the last attribute
     * equal or begins_with): the composite state then builds its value from them, so that the builder offers the way
     * back, "Express as a multi-attribute key". Empty for one sort attribute and for a range, whose bounds end with a
     * character no attribute's value has ({@link CompositeDesign#after}); unused when a value holds the delimiter.
     */
    static List<String> prefixSegments(List<SortKeyCondition> sorts, List<Part> parts) {
        SortOperator last =
                sorts.isEmpty() ? null : sorts.get(sorts.size() - 1).condition().operator();
        if (sorts.size() < 2 || last != SortOperator.EQ && last != SortOperator.BEGINS_WITH) {
            return List.of();
        }
        List<String> segments = new ArrayList<>();
        for (int i = 0; i < sorts.size(); i++) {
            segments.add(
                    CompositeDesign.segment(sorts.get(i).condition().values().get(0), parts.get(i)));
        }
        return segments;
    }

    /**
     * The composite design as a form: one partition and one sort attribute, and the samples as composite strings. With
     * {@code segments}, the sort value is built from them (followed by the delimiter when the last attribute was equal,
     * as the composite's begins_with is), else typed.
     */
    static QueryForm of(
            KeyQuery design, QueryForm form, String delimiter, List<String> samples, List<String> segments) {
        FormBuilder out = QueryForm.builder()
                .table(form.table())
                .index(form.index())
                .pk(design.partitionKey().name())
                .pkType(design.partitionKey().type().name())
                .pkValue(design.partitionValue().wireText())
                .order(form.order())
                .limit(form.limit())
                .names(form.names())
                .delim(delimiter.equals(QueryForm.DEFAULT_DELIM) ? "" : delimiter)
                .samples(samples);
        design.sortCondition().ifPresent(c -> {
            List<KeyValue> values = c.condition().values();
            out.sk(c.sortKey().name())
                    .skType(c.sortKey().type().name())
                    .op(c.condition().operator().code());
            String value = values.get(0).wireText();
            String joined = String.join(delimiter, segments);
            // A value holding the delimiter is no segment the builder takes: the value stays typed.
            boolean takes =
                    !segments.isEmpty() && segments.stream().noneMatch(seg -> seg.isEmpty() || seg.contains(delimiter));
            if (takes && (value.equals(joined) || value.equals(joined + delimiter))) {
                out.seg(segments).trail(value.equals(joined) ? "" : "true");
                return;
            }
            out.value(value);
            if (values.size() > 1) {
                out.to(values.get(1).wireText());
            }
        });
        return out.build();
    }
}
