package keyslice.datamodel;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.ModelIndex;
import keyslice.datamodel.ModelTable.ProjectionType;
import keyslice.datamodel.ModelTable.Role;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.key.KeyType;

/** Small designs written by hand for the findings' tests: string attributes throughout. */
final class Designs {

    private Designs() {}

    /** An item of string attributes: name, value, name, value... */
    static Map<String, ItemValue> item(String... namesAndValues) {
        Map<String, ItemValue> item = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            item.put(namesAndValues[i], new ItemValue.S(namesAndValues[i + 1]));
        }
        return item;
    }

    /** Key elements of string attributes: name, role, name, role... */
    static List<KeyElement> key(String... namesAndRoles) {
        List<KeyElement> key = new ArrayList<>();
        for (int i = 0; i < namesAndRoles.length; i += 2) {
            key.add(new KeyElement(namesAndRoles[i], Role.valueOf(namesAndRoles[i + 1]), KeyType.S));
        }
        return key;
    }

    static ModelIndex index(String name, List<KeyElement> key, ProjectionType projection, String... nonKey) {
        return new ModelIndex(name, true, key, projection, List.of(nonKey));
    }

    /** The table {@code Shop}, keyed by PK and SK. */
    static ModelTable shop(List<ModelIndex> indexes, List<Map<String, ItemValue>> items) {
        return new ModelTable("Shop", key("PK", "HASH", "SK", "RANGE"), indexes, items);
    }

    /** An entity of Shop with templates: attribute, template, attribute, template... */
    static Entity entity(String name, List<String> attributes, String... templates) {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < templates.length; i += 2) {
            map.put(templates[i], templates[i + 1]);
        }
        return new Entity(name, "Shop", map, attributes, List.of());
    }

    /**
     * A Query pattern on Shop as the AWS CLI writes it: the key condition, its values as name, value pairs (strings),
     * and further options as typed on the command line, each with its value ("" for a flag).
     */
    static AccessPattern query(String id, String description, String index, String condition, String... values) {
        StringBuilder json = new StringBuilder("{");
        String options = "";
        for (int i = 0; i < values.length; i += 2) {
            if (values[i].startsWith("--")) {
                // An option without a value is a flag.
                options += " " + values[i] + (values[i + 1].isEmpty() ? "" : " '" + values[i + 1] + "'");
                continue;
            }
            json.append(json.length() > 1 ? "," : "")
                    .append("\"")
                    .append(values[i])
                    .append("\":{\"S\":\"")
                    .append(values[i + 1])
                    .append("\"}");
        }
        String command = "aws dynamodb query --table-name Shop"
                + (index.isEmpty() ? "" : " --index-name " + index) + " --key-condition-expression '" + condition
                + "' --expression-attribute-values '" + json + "}'" + options;
        return new AccessPattern(
                id,
                description,
                Optional.of("Shop"),
                index.isEmpty() ? Optional.empty() : Optional.of(index),
                Optional.of(AccessPattern.Operation.Query),
                command,
                "");
    }

    static DataModel model(ModelTable table, List<Entity> entities, AccessPattern... patterns) {
        return new DataModel(DataModel.Format.MCP_SCHEMA, List.of(table), entities, List.of(patterns));
    }

    static List<PatternRead> reads(DataModel model) {
        return model.patterns().stream()
                .map(pattern -> PatternReading.read(model, pattern))
                .toList();
    }

    /** The findings of one code. */
    static List<Finding> findings(DataModel model, Finding.Code code) {
        return Findings.of(model, reads(model)).stream()
                .filter(finding -> finding.code() == code)
                .toList();
    }
}
