package keyslice.datamodel;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import keyslice.datamodel.DesignEdit.AddItem;
import keyslice.datamodel.DesignEdit.AddPattern;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.ModelIndex;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.text.Shown;

/** An item (PutItem's rules) or an access pattern added to a design. */
final class ContentEdits {

    /** The operation an {@code aws dynamodb} command calls: its subcommand, {@code get-item} for GetItem. */
    private static final Pattern COMMAND = Pattern.compile("(?m)^\\s*aws\\s+dynamodb\\s+([a-z-]+)");

    private ContentEdits() {}

    static DataModel addItem(DataModel model, AddItem edit) throws DesignEdit.Refused {
        EditProblems problems = new EditProblems();
        ModelTable table =
                TableEdits.table(model, edit.table(), EditForm.TABLE, problems).orElse(null);
        problems.throwIfAny();
        for (int i = 0; i < table.key().size(); i++) {
            KeyElement element = table.key().get(i);
            String field = EditForm.key(i);
            ItemValue value = edit.attributes().get(element.name());
            if (value == null) {
                problems.add(
                        field,
                        "give the item's " + (i == 0 ? "partition key " : "sort key ") + element.name(),
                        "One or more parameter values were invalid: Missing the key " + element.name()
                                + " in the item");
            } else if (!value.type().name().equals(element.type().name())) {
                problems.add(
                        field,
                        element.name() + " is the table's key, of type " + element.type() + ", not " + value.type(),
                        "One or more parameter values were invalid: Type mismatch for key " + element.name()
                                + " expected: " + element.type() + " actual: " + value.type());
            } else if (Items.empty(value)) {
                problems.add(
                        field,
                        "a key value is never empty: give " + element.name() + " a value",
                        "One or more parameter values are not valid. The AttributeValue for a key attribute cannot"
                                + " contain an empty " + (value.type() == ItemValue.Type.S ? "string" : "binary")
                                + " value. Key: " + element.name());
            }
        }
        for (ModelIndex index : table.indexes()) {
            for (KeyElement element : index.key()) {
                ItemValue value = edit.attributes().get(element.name());
                Items.indexKeyProblem(value, element, index.name())
                        .ifPresent(refused -> problems.add(
                                EditForm.ATTRIBUTES,
                                value.type().name().equals(element.type().name())
                                        ? element.name() + " is index " + index.name()
                                                + "'s key: give it a value, or leave it out"
                                        : element.name() + " is index " + index.name() + "'s key, of type "
                                                + element.type() + ", not " + value.type(),
                                refused));
            }
        }
        problems.throwIfAny();
        List<Map<String, ItemValue>> items = new ArrayList<>();
        boolean replaced = false;
        for (Map<String, ItemValue> item : table.items()) {
            if (sameKey(item, edit.attributes(), table.key())) {
                // PutItem writes the whole item over the one with its key.
                items.add(edit.attributes());
                replaced = true;
            } else {
                items.add(item);
            }
        }
        if (!replaced) {
            items.add(edit.attributes());
        }
        return TableEdits.replaced(model, new ModelTable(table.name(), table.key(), table.indexes(), items));
    }

    private static boolean sameKey(Map<String, ItemValue> a, Map<String, ItemValue> b, List<KeyElement> key) {
        return key.stream().allMatch(element -> a.get(element.name()).equals(b.get(element.name())));
    }

    static DataModel addPattern(DataModel model, AddPattern edit) throws DesignEdit.Refused {
        EditProblems problems = new EditProblems();
        Optional<ModelTable> table = TableEdits.table(model, edit.table(), EditForm.TABLE, problems);
        edit.index().ifPresent(index -> {
            if (table.isPresent() && table.get().index(index).isEmpty()) {
                problems.add(
                        EditForm.INDEX,
                        "table " + Shown.quoted(edit.table()) + " has no index " + Shown.quoted(index),
                        "The table does not have the specified index: " + index);
            }
        });
        if (edit.description().isBlank()) {
            problems.add(EditForm.DESCRIPTION, "say what the pattern is for", "a pattern has a description");
        }
        Optional<AccessPattern.Operation> operation = edit.operation().or(() -> operation(edit.implementation()));
        if (edit.implementation().isBlank() && operation.isEmpty()) {
            problems.add(
                    EditForm.COMMAND,
                    "give the pattern's command, such as aws dynamodb query …, or choose its operation",
                    "a pattern has a DynamoDB call: its implementation or its operation");
        }
        problems.throwIfAny();
        List<AccessPattern> patterns = new ArrayList<>(model.patterns());
        patterns.add(new AccessPattern(
                nextId(model.patterns()),
                edit.description().strip(),
                Optional.of(edit.table()),
                edit.index(),
                operation,
                edit.implementation().strip(),
                ""));
        return new DataModel(model.format(), model.tables(), model.entities(), patterns);
    }

    /** The operation an {@code aws dynamodb} command line calls, by its subcommand. */
    static Optional<AccessPattern.Operation> operation(String command) {
        Matcher matcher = COMMAND.matcher(command);
        if (!matcher.find()) {
            return Optional.empty();
        }
        String name = java.util.Arrays.stream(matcher.group(1).split("-"))
                .filter(part -> !part.isEmpty())
                .map(part -> part.substring(0, 1).toUpperCase(Locale.ROOT) + part.substring(1))
                .collect(Collectors.joining());
        return AccessPattern.Operation.named(name);
    }

    /** The next id in sequence: one past the largest number among the ids, else one past their count, unused. */
    static String nextId(List<AccessPattern> patterns) {
        Set<String> used = patterns.stream().map(AccessPattern::id).collect(Collectors.toSet());
        BigInteger next = patterns.stream()
                .map(AccessPattern::id)
                .filter(id -> id.matches("[0-9]{1,18}"))
                .map(BigInteger::new)
                .max(BigInteger::compareTo)
                .orElse(BigInteger.valueOf(patterns.size()))
                .add(BigInteger.ONE);
        while (used.contains(next.toString())) {
            next = next.add(BigInteger.ONE);
        }
        return next.toString();
    }
}
