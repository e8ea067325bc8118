package keyslice.datamodel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import keyslice.datamodel.DesignEdit.Attribute;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.ProjectionType;
import keyslice.domain.filter.ItemLines;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.form.Problem;
import keyslice.domain.key.KeyType;

/**
 * The designs page's four edit forms as typed, read into a {@link DesignEdit}: the names of their fields (which the
 * problems name), and what a text that means nothing is. Names are read without the spaces around them; a list of key
 * attributes is names separated by commas, each with {@code :S}, {@code :N} or {@code :B} after it where it is new
 * to the table.
 */
public final class EditForm {

    /** Which form was used: the hidden field {@code edit}. */
    public static final String EDIT = "edit";

    public static final String NAME = "name";
    public static final String PK = "pk";
    public static final String PK_TYPE = "pkType";
    public static final String SK = "sk";
    public static final String SK_TYPE = "skType";
    public static final String TABLE = "table";
    public static final String KIND = "kind";
    public static final String PARTITION = "partition";
    public static final String SORT = "sort";
    public static final String PROJECTION = "projection";
    public static final String NON_KEY = "nonKey";
    public static final String ATTRIBUTES = "attributes";
    public static final String INDEX = "index";
    public static final String DESCRIPTION = "description";
    public static final String OPERATION = "operation";
    public static final String COMMAND = "command";

    /** The four forms, by the value of {@code edit}, which is also the form's anchor on the page ({@code #add-table}). */
    public enum Kind {
        TABLE("table", List.of(NAME, PK, PK_TYPE, SK, SK_TYPE)),
        INDEX("index", List.of(EditForm.TABLE, NAME, KIND, PARTITION, SORT, PROJECTION, NON_KEY)),
        ITEM("item", List.of(EditForm.TABLE, key(0), key(1), ATTRIBUTES)),
        PATTERN("pattern", List.of(EditForm.TABLE, EditForm.INDEX, DESCRIPTION, OPERATION, COMMAND));

        private final String code;
        private final List<String> fields;

        Kind(String code, List<String> fields) {
            this.code = code;
            this.fields = fields;
        }

        public String code() {
            return code;
        }

        /** The form's fields, as the page posts them. */
        public List<String> fields() {
            return fields;
        }

        public static Optional<Kind> named(String code) {
            return Arrays.stream(values())
                    .filter(kind -> kind.code.equals(code))
                    .findFirst();
        }
    }

    private EditForm() {}

    /** The item form's input for the table's key attribute {@code i} (0 the partition key, 1 the sort key). */
    public static String key(int i) {
        return "key" + i;
    }

    /**
     * The design with the edit the form's fields ask for, or every problem of the form and of the edit at once (a
     * field the form could not read has its own problem only). {@code param} gives a field's text, null when it was not
     * sent.
     */
    public static DataModel apply(Kind kind, Function<String, String> param, DataModel model)
            throws DesignEdit.Refused {
        EditProblems problems = new EditProblems();
        DesignEdit edit = read(kind, param, model, problems);
        try {
            DataModel edited = edit.apply(model);
            problems.throwIfAny();
            return edited;
        } catch (DesignEdit.Refused refused) {
            List<Problem> all = new ArrayList<>(problems.list());
            refused.problems().stream()
                    .filter(problem -> !problems.names(problem.field()))
                    .forEach(all::add);
            // In the form's order, as the page lists them.
            all.sort(java.util.Comparator.comparingInt(problem -> kind.fields().indexOf(problem.field())));
            throw new DesignEdit.Refused(all);
        }
    }

    private static DesignEdit read(Kind kind, Function<String, String> param, DataModel model, EditProblems problems) {
        Function<String, String> text = field -> {
            String value = param.apply(field);
            return value == null ? "" : value;
        };
        DesignEdit edit = switch (kind) {
            case TABLE ->
                new DesignEdit.AddTable(
                        text.apply(NAME).strip(),
                        new Attribute(text.apply(PK).strip(), type(text.apply(PK_TYPE), PK_TYPE, problems)),
                        text.apply(SK).isBlank()
                                ? Optional.empty()
                                : Optional.of(new Attribute(
                                        text.apply(SK).strip(), type(text.apply(SK_TYPE), SK_TYPE, problems))));
            case INDEX ->
                new DesignEdit.AddIndex(
                        text.apply(TABLE).strip(),
                        text.apply(NAME).strip(),
                        !text.apply(KIND).equals("local"),
                        attributes(text.apply(PARTITION)),
                        attributes(text.apply(SORT)),
                        projection(text.apply(PROJECTION), problems),
                        names(text.apply(NON_KEY)));
            case ITEM -> item(text, model, problems);
            case PATTERN ->
                new DesignEdit.AddPattern(
                        text.apply(TABLE).strip(),
                        Optional.of(text.apply(INDEX).strip()).filter(index -> !index.isEmpty()),
                        text.apply(DESCRIPTION),
                        operation(text.apply(OPERATION), problems),
                        text.apply(COMMAND));
        };
        return edit;
    }

    private static Optional<KeyType> type(String code, String field, EditProblems problems) {
        if (code.isEmpty()) {
            return Optional.empty();
        }
        Optional<KeyType> type = KeyType.fromCode(code);
        if (type.isEmpty()) {
            problems.add(field, "a key's type is S, N or B", "Member must satisfy enum value set: [B, N, S]");
        }
        return type;
    }

    /** {@code region, round:N}: names separated by commas, a type after a colon where one is given. */
    static List<Attribute> attributes(String text) {
        List<Attribute> attributes = new ArrayList<>();
        for (String part : names(text)) {
            int colon = part.lastIndexOf(':');
            Optional<KeyType> type = colon < 0
                    ? Optional.empty()
                    : KeyType.fromCode(part.substring(colon + 1).strip());
            attributes.add(
                    new Attribute(type.isPresent() ? part.substring(0, colon).strip() : part, type));
        }
        return attributes;
    }

    private static List<String> names(String text) {
        return Arrays.stream(text.split(","))
                .map(String::strip)
                .filter(name -> !name.isEmpty())
                .toList();
    }

    private static ProjectionType projection(String text, EditProblems problems) {
        if (text.isEmpty()) {
            return ProjectionType.ALL;
        }
        try {
            return ProjectionType.valueOf(text);
        } catch (IllegalArgumentException e) {
            problems.add(
                    PROJECTION,
                    "a projection is ALL, KEYS_ONLY or INCLUDE",
                    "Member must satisfy enum value" + " set: [ALL, INCLUDE, KEYS_ONLY]");
            return ProjectionType.ALL;
        }
    }

    private static Optional<AccessPattern.Operation> operation(String text, EditProblems problems) {
        if (text.isEmpty()) {
            return Optional.empty();
        }
        Optional<AccessPattern.Operation> operation = AccessPattern.Operation.named(text);
        if (operation.isEmpty()) {
            problems.add(OPERATION, "choose one of DynamoDB's operations", "names no DynamoDB operation: " + text);
        }
        return operation;
    }

    /**
     * The item: each key attribute's text as a value of the key's type, then the other attributes in DynamoDB JSON or
     * plain JSON, as the builder's sample items are read.
     */
    private static DesignEdit item(Function<String, String> text, DataModel model, EditProblems problems) {
        String tableName = text.apply(TABLE).strip();
        List<KeyElement> key = model.table(tableName).map(ModelTable::key).orElse(List.of());
        Map<String, ItemValue> attributes = new LinkedHashMap<>();
        for (int i = 0; i < key.size(); i++) {
            KeyElement element = key.get(i);
            String value = text.apply(key(i));
            if (value.isEmpty()) {
                continue;
            }
            List<Problem> found = new ArrayList<>();
            ItemLines.value(Map.of(element.type().name(), value), key(i), element.name(), found)
                    .ifPresent(read -> attributes.put(element.name(), read));
            found.forEach(problem -> problems.add(problem.field(), problem.summary(), problem.message()));
        }
        String others = text.apply(ATTRIBUTES);
        if (!others.isBlank()) {
            ItemLines.Items read = ItemLines.parse(others);
            read.problems().forEach(problem -> problems.add(ATTRIBUTES, problem.summary(), problem.message()));
            if (read.problems().isEmpty() && read.items().size() != 1) {
                problems.add(ATTRIBUTES, "give one item's other attributes, as one JSON object", "one item");
            } else if (read.problems().isEmpty()) {
                read.items().get(0).attributes().forEach((name, value) -> {
                    if (key.stream().anyMatch(element -> element.name().equals(name))) {
                        problems.add(
                                ATTRIBUTES,
                                name + " is the table's key: give it in its own field above, not here",
                                "the key attribute " + name + " is given twice");
                    } else {
                        attributes.put(name, value);
                    }
                });
            }
        }
        return new DesignEdit.AddItem(tableName, attributes);
    }
}
