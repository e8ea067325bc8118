package keyslice.datamodel;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.ModelIndex;
import keyslice.domain.filter.ItemLines;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.form.Problem;

/** One item in DynamoDB JSON, held to PutItem's rules for its table's key and its indexes' keys. */
final class Items {

    private Items() {}

    static Optional<Map<String, ItemValue>> read(Node item, List<KeyElement> key, List<ModelIndex> indexes) {
        int before = item.problems().size();
        Map<String, ItemValue> attributes = new LinkedHashMap<>();
        for (Map.Entry<String, Node> member : item.members(true)) {
            List<Problem> problems = new ArrayList<>();
            Optional<ItemValue> value = ItemLines.value(member.getValue().value(), "items", "the value", problems);
            problems.forEach(problem -> member.getValue().problem(problem.message()));
            value.ifPresent(v -> attributes.put(member.getKey(), v));
        }
        for (KeyElement element : key) {
            ItemValue value = attributes.get(element.name());
            if (value == null) {
                item.problem("One or more parameter values were invalid: Missing the key " + element.name()
                        + " in the item");
            } else if (!value.type().name().equals(element.type().name())) {
                item.problem("One or more parameter values were invalid: Type mismatch for key " + element.name()
                        + " expected: " + element.type().name() + " actual: "
                        + value.type().name());
            }
        }
        indexKeyProblems(attributes, indexes).forEach(item::problem);
        return item.problems().size() == before ? Optional.of(attributes) : Optional.empty();
    }

    /**
     * Why PutItem refuses {@code item} for an index of its table, in DynamoDB's words: an attribute of the index's key
     * of another type than the key's, or an empty string or binary there. An item without the attribute is not in the
     * index (sparse), which is no problem.
     */
    static List<String> indexKeyProblems(Map<String, ItemValue> item, List<ModelIndex> indexes) {
        List<String> problems = new ArrayList<>();
        for (ModelIndex index : indexes) {
            for (KeyElement element : index.key()) {
                indexKeyProblem(item.get(element.name()), element, index.name()).ifPresent(problems::add);
            }
        }
        return problems;
    }

    /** Why PutItem refuses {@code value} (null when the item lacks it) for one attribute of an index's key. */
    static Optional<String> indexKeyProblem(ItemValue value, KeyElement element, String indexName) {
        if (value == null) {
            return Optional.empty();
        }
        if (!value.type().name().equals(element.type().name())) {
            return Optional.of("One or more parameter values were invalid: Type mismatch for Index Key "
                    + element.name() + " Expected: " + element.type().name() + " Actual: "
                    + value.type().name() + " IndexName: " + indexName);
        }
        if (empty(value)) {
            return Optional.of("One or more parameter values are not valid. A value specified for a secondary"
                    + " index key is not supported. The AttributeValue for a key attribute cannot contain an"
                    + " empty string value. IndexName: " + indexName + ", IndexKey: " + element.name());
        }
        return Optional.empty();
    }

    /** An empty string or binary, which no key attribute may hold. */
    static boolean empty(ItemValue value) {
        return value instanceof ItemValue.S s && s.text().isEmpty()
                || value instanceof ItemValue.B b && b.bytes().length == 0;
    }
}
