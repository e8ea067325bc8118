package keyslice.datamodel;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import keyslice.datamodel.AccessPattern.Operation;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.ModelIndex;
import keyslice.datamodel.ModelTable.Role;
import keyslice.domain.key.KeyType;

/**
 * The access patterns of the MCP server's entity schema. A Query pattern gets the AWS CLI command that the builder's
 * explainer reads, written from the entity's key templates: the partition key's templates filled whole, the sort key's
 * filled from the start with the placeholders that name a parameter (a {@code begins_with} on what is known, equality
 * when all of it is; a constant template is equality), or with {@code range_condition} on the template's known start
 * followed by the last parameters' values. The schema holds no items, so a placeholder's value is its name in angle
 * brackets ({@code USER#<user_id>}), and a number's is 0 (0 and 1 for a BETWEEN).
 */
final class SchemaPatterns {

    static final List<String> RANGE_CONDITIONS = List.of("begins_with", "between", ">=", "<=", ">", "<");
    static final List<String> RETURN_TYPES =
            List.of("single_entity", "entity_list", "success_flag", "mixed_data", "void");

    private SchemaPatterns() {}

    /** One condition of the key condition: an attribute, its operator, and its one or two values. */
    private record Condition(KeyElement element, String operator, List<String> values) {}

    static Optional<AccessPattern> read(
            Node pattern, ModelTable table, SchemaEntities.Draft entity, Map<String, String> ids) {
        int before = pattern.problems().size();
        Optional<String> id = id(pattern, ids);
        pattern.member("name").text(true);
        String description = pattern.member("description").text(true).orElse("");
        Node returnType = pattern.member("return_type");
        returnType
                .text(true)
                .filter(type -> !RETURN_TYPES.contains(type))
                .ifPresent(
                        type -> returnType.problem("Invalid return_type value '" + type + "': one of " + RETURN_TYPES));
        Optional<Operation> operation = operation(pattern.member("operation"));
        Node indexNode = pattern.member("index_name");
        Optional<String> indexName = indexNode.text(false);
        Optional<ModelIndex> index = indexName.flatMap(table::index);
        if (indexName.isPresent() && index.isEmpty()) {
            indexNode.problem(
                    "names index " + indexName.get() + ", which is not in table " + table.name() + "'s gsi_list "
                            + table.indexes().stream().map(ModelIndex::name).toList());
        }
        List<String> parameters = new ArrayList<>();
        for (Node parameter : pattern.member("parameters").elements(false)) {
            parameter.member("name").text(true).ifPresent(parameters::add);
            if (parameter.member("type").text(true).filter("entity"::equals).isPresent()) {
                parameter.member("entity_type").text(true);
            }
        }
        Node rangeNode = pattern.member("range_condition");
        Optional<String> range = rangeNode.text(false).filter(condition -> {
            boolean known = RANGE_CONDITIONS.contains(condition);
            if (!known) {
                rangeNode.problem("Invalid range_condition '" + condition + "': one of " + RANGE_CONDITIONS);
            }
            return known;
        });
        Node filterNode = pattern.member("filter_expression");
        Optional<SchemaFilter.Written> filter = Optional.empty();
        if (filterNode.present()
                && operation.isPresent()
                && operation.get() != Operation.Query
                && operation.get() != Operation.Scan) {
            filterNode.problem("is for a Query or a Scan, and this pattern is a " + operation.get());
        } else if (filterNode.present()) {
            filter = SchemaFilter.read(filterNode, entity.fieldTypes());
        }
        Set<String> filtered = filter.map(SchemaFilter.Written::parameters).orElse(Set.of());
        List<String> keyParameters =
                parameters.stream().filter(p -> !filtered.contains(p)).toList();
        String implementation = "";
        if (operation.equals(Optional.of(Operation.Query)) && pattern.problems().size() == before) {
            List<KeyElement> key = index.map(ModelIndex::key).orElse(table.key());
            Optional<SchemaFilter.Written> written = filter;
            implementation = conditions(pattern, key, entity, keyParameters, range)
                    .map(conditions ->
                            command(table.name(), indexName, conditions, written, pattern.member("consistent_read")))
                    .orElse("");
        }
        String text = implementation;
        return id.map(name ->
                new AccessPattern(name, description, Optional.of(table.name()), indexName, operation, text, ""));
    }

    /** A transaction across tables: listed with the first table it involves, not evaluated. */
    static Optional<AccessPattern> crossTable(Node pattern, Set<String> tables, Map<String, String> ids) {
        Optional<String> id = id(pattern, ids);
        pattern.member("name").text(true);
        String description = pattern.member("description").text(false).orElse("");
        Optional<Operation> operation = operation(pattern.member("operation"));
        List<String> involved = new ArrayList<>();
        for (Node entity : pattern.member("entities_involved").elements(true)) {
            Node table = entity.member("table");
            table.text(true).ifPresent(name -> {
                if (tables.contains(name)) {
                    involved.add(name);
                } else {
                    table.problem("names table " + name + ", which is not in tables " + tables);
                }
            });
            entity.member("entity").text(true);
            entity.member("action").text(true);
        }
        return id.map(name -> new AccessPattern(
                name, description, involved.stream().findFirst(), Optional.empty(), operation, "", ""));
    }

    private static Optional<String> id(Node pattern, Map<String, String> ids) {
        Node node = pattern.member("pattern_id");
        Optional<String> id = node.text(true);
        id.ifPresent(name -> {
            String first = ids.putIfAbsent(name, node.where());
            if (first != null) {
                node.problem("Duplicate pattern_id " + name + ": " + first + " has it too");
            }
        });
        return id;
    }

    private static Optional<Operation> operation(Node node) {
        return node.text(true).flatMap(name -> {
            Optional<Operation> named = Operation.named(name);
            if (named.isEmpty()) {
                node.problem("names no DynamoDB operation: " + name);
            }
            return named;
        });
    }

    private static Optional<List<Condition>> conditions(
            Node pattern,
            List<KeyElement> key,
            SchemaEntities.Draft entity,
            List<String> parameters,
            Optional<String> range) {
        Map<String, KeyTemplate> templates = entity.templates();
        List<Condition> conditions = new ArrayList<>();
        Set<String> consumed = new HashSet<>();
        Map<String, String> samples = new java.util.HashMap<>();
        entity.fieldTypes().keySet().forEach(field -> samples.put(field, "<" + field + ">"));
        List<KeyElement> hash = key.stream().filter(e -> e.role() == Role.HASH).toList();
        List<KeyElement> sort = key.stream().filter(e -> e.role() == Role.RANGE).toList();
        for (KeyElement element : hash) {
            KeyTemplate template = templates.get(element.name());
            if (template == null) {
                // An index the entity has no gsi_mappings entry for, or a table key it has no template of.
                Node where = pattern.member(pattern.member("index_name").present() ? "index_name" : "operation");
                where.problem("is a Query on " + element.name() + ", and entity " + entity.name()
                        + " has no template for it");
                return Optional.empty();
            }
            consumed.addAll(template.placeholders());
            String value = element.type() == KeyType.N && template.soleField().isPresent()
                    ? "0"
                    : template.fill(samples).text();
            conditions.add(new Condition(element, "=", List.of(value)));
        }
        List<String> rest =
                parameters.stream().filter(p -> !consumed.contains(p)).toList();
        int count = range.map(r -> r.equals("between") ? 2 : 1).orElse(0);
        if (rest.size() < count || (count > 0 && sort.isEmpty())) {
            pattern.member("parameters")
                    .problem("range_condition " + range.get() + " takes " + count + " value"
                            + (count == 1 ? "" : "s")
                            + " after the partition key's parameters, on a sort key; the pattern has "
                            + rest + (sort.isEmpty() ? " and its key no sort key" : ""));
            return Optional.empty();
        }
        List<String> values = rest.subList(rest.size() - count, rest.size());
        List<String> equal = rest.subList(0, rest.size() - count);
        if (sort.size() == 1) {
            KeyTemplate template = templates.get(sort.get(0).name());
            if (template == null) {
                return Optional.of(conditions);
            }
            Map<String, String> known = new java.util.HashMap<>();
            template.placeholders().stream()
                    .filter(field -> parameters.contains(field) && !values.contains(field))
                    .forEach(field -> known.put(field, samples.get(field)));
            KeyTemplate.Filled filled = template.fill(known);
            if (count > 0) {
                conditions.add(new Condition(sort.get(0), range.get(), sampled(filled.text(), sort.get(0), values)));
            } else if (filled.whole()) {
                conditions.add(new Condition(sort.get(0), "=", List.of(filled.text())));
            } else if (!filled.text().isEmpty()) {
                conditions.add(new Condition(sort.get(0), "begins_with", List.of(filled.text())));
            }
        } else if (sort.size() > 1) {
            if (equal.size() + (count > 0 ? 1 : 0) > sort.size()) {
                pattern.member("parameters")
                        .problem("has " + rest + " for the sort key's " + sort.size() + " attributes "
                                + sort.stream().map(KeyElement::name).toList());
                return Optional.empty();
            }
            for (int i = 0; i < equal.size(); i++) {
                conditions.add(new Condition(sort.get(i), "=", sampled("", sort.get(i), List.of(equal.get(i)))));
            }
            if (count > 0) {
                KeyElement element = sort.get(equal.size());
                conditions.add(new Condition(element, range.get(), sampled("", element, values)));
            }
        }
        return Optional.of(conditions);
    }

    /** The parameters' sample values after a known start: in ascending order, as a BETWEEN takes them. */
    private static List<String> sampled(String start, KeyElement element, List<String> parameters) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < parameters.size(); i++) {
            out.add(element.type() == KeyType.N ? String.valueOf(i) : start + "<" + parameters.get(i) + ">");
        }
        return out.stream().sorted().toList();
    }

    private static String command(
            String table,
            Optional<String> index,
            List<Condition> conditions,
            Optional<SchemaFilter.Written> filter,
            Node consistentRead) {
        List<String> parts = new ArrayList<>();
        StringBuilder names = new StringBuilder("{");
        StringBuilder values = new StringBuilder("{");
        for (int i = 0; i < conditions.size(); i++) {
            Condition condition = conditions.get(i);
            String name = "#k" + i;
            String value = ":k" + i;
            names.append(i == 0 ? "" : ",")
                    .append(CliText.json(name))
                    .append(':')
                    .append(CliText.json(condition.element().name()));
            String type = condition.element().type().name();
            List<String> placeholders =
                    condition.values().size() == 1 ? List.of(value) : List.of(value + "a", value + "b");
            for (int j = 0; j < placeholders.size(); j++) {
                values.append(values.length() == 1 ? "" : ",")
                        .append(CliText.json(placeholders.get(j)))
                        .append(":{")
                        .append(CliText.json(type))
                        .append(':')
                        .append(CliText.json(CliText.wire(
                                condition.element().type(), condition.values().get(j))))
                        .append('}');
            }
            parts.add(
                    switch (condition.operator()) {
                        case "begins_with" -> "begins_with(" + name + ", " + value + ")";
                        case "between" -> name + " BETWEEN " + placeholders.get(0) + " AND " + placeholders.get(1);
                        default -> name + " " + condition.operator() + " " + value;
                    });
        }
        StringBuilder command = new StringBuilder("aws dynamodb query --table-name ").append(CliText.shell(table));
        index.ifPresent(name -> command.append(" --index-name ").append(CliText.shell(name)));
        command.append(" --key-condition-expression ").append(CliText.shell(String.join(" AND ", parts)));
        filter.ifPresent(written -> {
            written.names().forEach(member -> names.append(',').append(member));
            written.values().forEach(member -> values.append(',').append(member));
            command.append(" --filter-expression ").append(CliText.shell(written.expression()));
        });
        command.append(" --expression-attribute-names ")
                .append(CliText.shell(names.append('}').toString()))
                .append(" --expression-attribute-values ")
                .append(CliText.shell(values.append('}').toString()));
        if (Boolean.TRUE.equals(consistentRead.value())) {
            command.append(" --consistent-read");
        }
        return command.toString();
    }
}
