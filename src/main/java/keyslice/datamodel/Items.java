package keyslice.datamodel;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.domain.filter.ItemLines;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.form.Problem;

/** One item in DynamoDB JSON, held to PutItem's rules for its table's key. */
final class Items {

    private Items() {}

    static Optional<Map<String, ItemValue>> read(Node item, List<KeyElement> key) {
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
        return item.problems().size() == before ? Optional.of(attributes) : Optional.empty();
    }
}
