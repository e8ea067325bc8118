package keyslice.datamodel;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.datamodel.DesignEdit.AddTable;
import keyslice.datamodel.DesignEdit.Attribute;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.Role;
import keyslice.domain.key.KeyType;
import keyslice.domain.text.Shown;

/** A table added to a design, with CreateTable's rules; what the edits of one table share. */
final class TableEdits {

    private TableEdits() {}

    static DataModel addTable(DataModel model, AddTable edit) throws DesignEdit.Refused {
        EditProblems problems = new EditProblems();
        if (problems.name(EditForm.NAME, "a table name", "tableName", edit.name())
                && model.table(edit.name()).isPresent()) {
            problems.add(
                    EditForm.NAME,
                    "the design has a table " + Shown.quoted(edit.name()) + " already; give the new one another name",
                    "Table already exists: " + edit.name());
        }
        problems.attributeName(
                EditForm.PK, "the partition key", edit.partition().name());
        edit.sort().ifPresent(sort -> {
            if (problems.attributeName(EditForm.SK, "the sort key", sort.name())
                    && sort.name().equals(edit.partition().name())) {
                problems.add(
                        EditForm.SK,
                        "the sort key is another attribute than the partition key " + Shown.quoted(sort.name()),
                        "Invalid KeySchema: Both the Hash Key and the Range Key element in the KeySchema have the"
                                + " same name");
            }
        });
        problems.throwIfAny();
        List<KeyElement> key = new ArrayList<>();
        key.add(element(edit.partition(), Role.HASH));
        edit.sort().ifPresent(sort -> key.add(element(sort, Role.RANGE)));
        List<ModelTable> tables = new ArrayList<>(model.tables());
        tables.add(new ModelTable(edit.name(), key, List.of(), List.of()));
        return new DataModel(model.format(), tables, model.entities(), model.patterns());
    }

    private static KeyElement element(Attribute attribute, Role role) {
        return new KeyElement(attribute.name(), role, attribute.type().orElse(KeyType.S));
    }

    /** The table a form names, or a problem on {@code field}. */
    static Optional<ModelTable> table(DataModel model, String name, String field, EditProblems problems) {
        Optional<ModelTable> table = model.table(name);
        if (table.isEmpty()) {
            problems.add(
                    field,
                    name.isEmpty()
                            ? "choose a table"
                            : "the design has no table " + Shown.quoted(name) + "; add the table first",
                    "Requested resource not found: Table: " + name + " not found");
        }
        return table;
    }

    /** Every attribute the table's key and indexes define, with its type, as its AttributeDefinitions hold them. */
    static Map<String, KeyType> definitions(ModelTable table) {
        Map<String, KeyType> types = new LinkedHashMap<>();
        table.key().forEach(element -> types.putIfAbsent(element.name(), element.type()));
        table.indexes()
                .forEach(index -> index.key().forEach(element -> types.putIfAbsent(element.name(), element.type())));
        return types;
    }

    /** The design with {@code table} in the place of the table of its name. */
    static DataModel replaced(DataModel model, ModelTable table) {
        List<ModelTable> tables = model.tables().stream()
                .map(old -> old.name().equals(table.name()) ? table : old)
                .toList();
        return new DataModel(model.format(), tables, model.entities(), model.patterns());
    }
}
