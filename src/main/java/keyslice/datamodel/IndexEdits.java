package keyslice.datamodel;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import keyslice.datamodel.DesignEdit.AddIndex;
import keyslice.datamodel.DesignEdit.Attribute;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.ModelIndex;
import keyslice.datamodel.ModelTable.ProjectionType;
import keyslice.datamodel.ModelTable.Role;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.key.KeyType;
import keyslice.domain.text.Shown;

/** A secondary index added to a table: UpdateTable's rules for a global index, CreateTable's for a local one. */
final class IndexEdits {

    /** DynamoDB's quotas: global and local secondary indexes per table. */
    static final int MAX_GLOBAL = 20;

    static final int MAX_LOCAL = 5;

    private IndexEdits() {}

    static DataModel addIndex(DataModel model, AddIndex edit) throws DesignEdit.Refused {
        EditProblems problems = new EditProblems();
        Optional<ModelTable> found = TableEdits.table(model, edit.table(), EditForm.TABLE, problems);
        if (problems.name(EditForm.NAME, "an index name", "indexName", edit.name())
                && found.flatMap(table -> table.index(edit.name())).isPresent()) {
            problems.add(
                    EditForm.NAME,
                    "table " + Shown.quoted(edit.table()) + " has an index " + Shown.quoted(edit.name())
                            + " already; give the new one another name",
                    "One or more parameter values were invalid: Duplicate index name: " + edit.name());
        }
        if (found.isEmpty()) {
            problems.throwIfAny();
        }
        ModelTable table = found.orElseThrow();
        long count = table.indexes().stream()
                .filter(index -> index.global() == edit.global())
                .count();
        if (edit.global() && count >= MAX_GLOBAL) {
            problems.add(
                    EditForm.KIND,
                    "a table has at most " + MAX_GLOBAL + " global secondary indexes, and " + table.name() + " has "
                            + count,
                    "One or more parameter values were invalid: GlobalSecondaryIndex count exceeds the per-table"
                            + " limit of " + MAX_GLOBAL);
        } else if (!edit.global() && count >= MAX_LOCAL) {
            problems.add(
                    EditForm.KIND,
                    "a table has at most " + MAX_LOCAL + " local secondary indexes, and " + table.name() + " has "
                            + count,
                    "One or more parameter values were invalid: Number of LocalSecondaryIndexes exceeds per-table"
                            + " limit of " + MAX_LOCAL);
        }
        List<KeyElement> key = edit.global() ? globalKey(table, edit, problems) : localKey(table, edit, problems);
        projection(edit, problems);
        problems.throwIfAny();
        ModelIndex index = new ModelIndex(edit.name(), edit.global(), key, edit.projection(), edit.nonKey());
        itemsFit(table, index, problems);
        problems.throwIfAny();
        List<ModelIndex> indexes = new ArrayList<>(table.indexes());
        indexes.add(index);
        return TableEdits.replaced(model, new ModelTable(table.name(), table.key(), indexes, table.items()));
    }

    /**
     * The table's items the new index could not hold: one whose attribute of the index's key has another type, or is
     * empty. DynamoDB would leave such an item out of the index, and refuse to write it to a table created with it, so
     * the design could not be created: the first such item is named, on the field of that side of the key.
     */
    private static void itemsFit(ModelTable table, ModelIndex index, EditProblems problems) {
        for (int i = 0; i < table.items().size(); i++) {
            for (KeyElement element : index.key()) {
                ItemValue value = table.items().get(i).get(element.name());
                Optional<String> refused = Items.indexKeyProblem(value, element, index.name());
                if (refused.isPresent()) {
                    problems.add(
                            element.role() == Role.HASH ? EditForm.PARTITION : EditForm.SORT,
                            "item " + (i + 1) + " of " + table.name() + " holds " + Shown.quoted(element.name())
                                    + " as " + (Items.empty(value) ? "an empty " : "") + value.type()
                                    + ", which the index's key cannot hold: give the attribute its items' type ("
                                    + element.name() + ":" + value.type() + ") or change the item",
                            refused.get());
                    return;
                }
            }
        }
    }

    private static List<KeyElement> globalKey(ModelTable table, AddIndex edit, EditProblems problems) {
        int most = Tables.MAX_INDEX_KEY_ATTRIBUTES;
        if (edit.partition().isEmpty()) {
            problems.add(
                    EditForm.PARTITION,
                    "give the index's partition key attribute",
                    "an index key has a HASH" + " attribute");
        } else if (edit.partition().size() > most) {
            problems.add(
                    EditForm.PARTITION,
                    "an index's partition key has at most " + most + " attributes, not "
                            + edit.partition().size(),
                    "an index key has at most " + most + " HASH and " + most + " RANGE attributes");
        }
        if (edit.sort().size() > most) {
            problems.add(
                    EditForm.SORT,
                    "an index's sort key has at most " + most + " attributes, not "
                            + edit.sort().size(),
                    "an index key has at most " + most + " HASH and " + most + " RANGE attributes");
        }
        return elements(table, edit, problems);
    }

    private static List<KeyElement> localKey(ModelTable table, AddIndex edit, EditProblems problems) {
        KeyElement partition = table.key().get(0);
        if (table.key().size() < 2) {
            problems.add(
                    EditForm.KIND,
                    "a local index is for a table with a sort key, and " + table.name() + " has none: make it global",
                    "One or more parameter values were invalid: Table KeySchema does not have a range key, which is"
                            + " required when specifying a LocalSecondaryIndex");
        }
        if (!(edit.partition().isEmpty()
                || edit.partition().size() == 1
                        && edit.partition().get(0).name().equals(partition.name()))) {
            problems.add(
                    EditForm.PARTITION,
                    "a local index's partition key is its table's, " + Shown.quoted(partition.name())
                            + "; leave it empty or name that",
                    "One or more parameter values were invalid: Index KeySchema does not have the same leading hash"
                            + " key as table KeySchema");
        }
        if (edit.sort().size() != 1) {
            problems.add(
                    EditForm.SORT,
                    "a local index has one sort key attribute",
                    "a local index's key is the table's HASH attribute and one RANGE attribute");
        }
        return elements(
                table,
                new AddIndex(
                        edit.table(),
                        edit.name(),
                        false,
                        List.of(new Attribute(partition.name(), Optional.of(partition.type()))),
                        edit.sort(),
                        edit.projection(),
                        edit.nonKey()),
                problems);
    }

    /**
     * The index key's elements: each attribute's name checked, its type the one given or, when none is, the one the
     * table defines (else S); a type other than the table's, or an attribute named twice, is a problem.
     */
    private static List<KeyElement> elements(ModelTable table, AddIndex edit, EditProblems problems) {
        Map<String, KeyType> defined = TableEdits.definitions(table);
        List<KeyElement> key = new ArrayList<>();
        Set<String> named = new HashSet<>();
        for (Role role : Role.values()) {
            String field = role == Role.HASH ? EditForm.PARTITION : EditForm.SORT;
            String what = role == Role.HASH ? "the index's partition key" : "the index's sort key";
            for (Attribute attribute : role == Role.HASH ? edit.partition() : edit.sort()) {
                if (!problems.attributeName(field, what, attribute.name())) {
                    continue;
                }
                KeyType known = defined.get(attribute.name());
                KeyType type = attribute.type().orElse(known == null ? KeyType.S : known);
                if (known != null && type != known) {
                    problems.add(
                            field,
                            Shown.quoted(attribute.name()) + " is " + known + " in table " + table.name()
                                    + "'s definitions, so it is " + known + " here too, not " + type,
                            "an attribute has one type in a table's AttributeDefinitions: " + attribute.name() + " is "
                                    + known);
                }
                if (!named.add(attribute.name())) {
                    problems.add(
                            field,
                            "the index's key names " + Shown.quoted(attribute.name()) + " twice",
                            "Invalid KeySchema: Some index key attribute is duplicated: " + attribute.name());
                }
                key.add(new KeyElement(attribute.name(), role, type));
            }
        }
        return key;
    }

    private static void projection(AddIndex edit, EditProblems problems) {
        if (edit.projection() != ProjectionType.INCLUDE && !edit.nonKey().isEmpty()) {
            problems.add(
                    EditForm.NON_KEY,
                    "only an INCLUDE projection names attributes; clear them, or choose INCLUDE",
                    "One or more parameter values were invalid: ProjectionType is " + edit.projection()
                            + ", but NonKeyAttributes is specified");
        } else if (edit.projection() == ProjectionType.INCLUDE && edit.nonKey().isEmpty()) {
            problems.add(
                    EditForm.NON_KEY,
                    "name the attributes an INCLUDE projection adds to the keys",
                    "One or more parameter values were invalid: NonKeyAttributes must be specified when"
                            + " ProjectionType is INCLUDE");
        }
    }
}
