package keyslice.datamodel;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import keyslice.datamodel.ModelTable.ProjectionType;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.form.Problem;
import keyslice.domain.key.KeyType;

/**
 * One change to a design made by hand on the designs page: a table, an index, an item or an access pattern added.
 * {@link #apply} gives the design with it, or refuses it with every problem at once, each naming the form field it
 * belongs to and the rule, in DynamoDB's words where CreateTable, UpdateTable or PutItem has words for it. The form's
 * text is read into an edit by {@link EditForm}.
 */
public sealed interface DesignEdit {

    /** The design with this edit made; the design's format is kept (the page decides how to write it). */
    DataModel apply(DataModel model) throws Refused;

    /** The edit breaks a rule: every problem found, each naming its field. */
    final class Refused extends Exception {
        private final transient List<Problem> problems;

        public Refused(List<Problem> problems) {
            super(problems.get(0).message(), null, false, false);
            this.problems = List.copyOf(problems);
        }

        public List<Problem> problems() {
            return problems;
        }
    }

    /**
     * One attribute of a key as the form names it.
     *
     * @param type its type, or empty where the form leaves it to the table (an index attribute the table already
     *     defines; else S)
     */
    record Attribute(String name, Optional<KeyType> type) {
        public Attribute {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(type, "type");
        }
    }

    /** A new table with its key: CreateTable's rules. */
    record AddTable(String name, Attribute partition, Optional<Attribute> sort) implements DesignEdit {
        public AddTable {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(partition, "partition");
            Objects.requireNonNull(sort, "sort");
        }

        @Override
        public DataModel apply(DataModel model) throws Refused {
            return TableEdits.addTable(model, this);
        }
    }

    /**
     * A secondary index of a table: UpdateTable's rules for a global one, CreateTable's for a local one (DynamoDB adds
     * those only with the table).
     *
     * @param partition a global index's 1 to 4 partition attributes; a local index's is the table's (empty means it)
     * @param sort      a global index's 0 to 4 sort attributes; a local index's one
     * @param nonKey    the attributes an {@code INCLUDE} projection adds
     */
    record AddIndex(
            String table,
            String name,
            boolean global,
            List<Attribute> partition,
            List<Attribute> sort,
            ProjectionType projection,
            List<String> nonKey)
            implements DesignEdit {
        public AddIndex {
            Objects.requireNonNull(table, "table");
            Objects.requireNonNull(name, "name");
            partition = List.copyOf(partition);
            sort = List.copyOf(sort);
            Objects.requireNonNull(projection, "projection");
            nonKey = List.copyOf(nonKey);
        }

        @Override
        public DataModel apply(DataModel model) throws Refused {
            return IndexEdits.addIndex(model, this);
        }
    }

    /**
     * An item of a table: PutItem's rules. An item with the key of one the table has replaces it, in its place, as
     * PutItem does.
     */
    record AddItem(String table, Map<String, ItemValue> attributes) implements DesignEdit {
        public AddItem {
            Objects.requireNonNull(table, "table");
            attributes = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(attributes));
        }

        @Override
        public DataModel apply(DataModel model) throws Refused {
            return ContentEdits.addItem(model, this);
        }
    }

    /**
     * An access pattern on a table, numbered next in sequence.
     *
     * @param implementation the command as written ({@code aws dynamodb query …}), or ""
     * @param operation      the DynamoDB operation; empty to take it from an {@code aws dynamodb} command
     */
    record AddPattern(
            String table,
            Optional<String> index,
            String description,
            Optional<AccessPattern.Operation> operation,
            String implementation)
            implements DesignEdit {
        public AddPattern {
            Objects.requireNonNull(table, "table");
            Objects.requireNonNull(index, "index");
            Objects.requireNonNull(description, "description");
            Objects.requireNonNull(operation, "operation");
            Objects.requireNonNull(implementation, "implementation");
        }

        @Override
        public DataModel apply(DataModel model) throws Refused {
            return ContentEdits.addPattern(model, this);
        }
    }
}
