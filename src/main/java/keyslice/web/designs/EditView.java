package keyslice.web.designs;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.datamodel.AccessPattern;
import keyslice.datamodel.DataModel;
import keyslice.datamodel.EditForm;
import keyslice.datamodel.ModelTable;
import keyslice.domain.form.Problem;

/**
 * The designs page's section "Change the design" (or, on the empty page, "Start a design by hand"): the four edit
 * forms of {@code POST /designs/edit}, each posting the design's text in a hidden field; after a refused edit, the form
 * used as typed, with each problem beside its field.
 *
 * @param design the design's text, which each form posts back
 * @param format the design's format code, or "" before there is a design
 * @param tables the design's tables, for the forms' choices and the item forms' key inputs
 * @param used   the form of the refused edit ({@link EditForm.Kind#code()}), or ""
 * @param typed  that form's fields as typed
 */
public record EditView(
        String design,
        String format,
        List<TableChoice> tables,
        String used,
        Map<String, String> typed,
        List<Problem> problems) {

    /** Where the forms post. */
    public static final String PATH = "/designs/edit";

    /** The operations a pattern may name, for its select. */
    public static final List<String> OPERATIONS =
            Arrays.stream(AccessPattern.Operation.values()).map(Enum::name).toList();

    /** A table the forms may choose: its key's inputs for the item form, its indexes for the pattern form. */
    public record TableChoice(int number, String name, List<KeyInput> key, List<String> indexes) {}

    /** One input of the item form, for one attribute of the table's key. */
    public record KeyInput(String field, String name, String type, String role) {

        /** The keyboard a phone shows for the key's type. */
        public String inputMode() {
            return type.equals("N") ? "decimal" : "text";
        }

        public String hint() {
            return switch (type) {
                case "N" -> "a number";
                case "B" -> "binary, in base64";
                default -> "a string";
            };
        }
    }

    public EditView {
        tables = List.copyOf(tables);
        typed = Map.copyOf(typed);
        problems = List.copyOf(problems);
    }

    static EditView of(String design, Optional<DataModel> model) {
        List<TableChoice> tables = model.map(EditView::tables).orElse(List.of());
        return new EditView(design, model.map(m -> m.format().code()).orElse(""), tables, "", Map.of(), List.of());
    }

    private static List<TableChoice> tables(DataModel model) {
        List<ModelTable> tables = model.tables();
        return java.util.stream.IntStream.range(0, tables.size())
                .mapToObj(i -> {
                    ModelTable table = tables.get(i);
                    List<KeyInput> key = java.util.stream.IntStream.range(
                                    0, table.key().size())
                            .mapToObj(k -> new KeyInput(
                                    EditForm.key(k),
                                    table.key().get(k).name(),
                                    table.key().get(k).type().name(),
                                    k == 0 ? "partition key" : "sort key"))
                            .toList();
                    return new TableChoice(
                            i + 1,
                            table.name(),
                            key,
                            table.indexes().stream()
                                    .map(ModelTable.ModelIndex::name)
                                    .toList());
                })
                .toList();
    }

    /** The same forms with a refused edit: the form used as typed, its problems beside their fields. */
    EditView refused(String kind, Map<String, String> typed, List<Problem> problems) {
        return new EditView(design, format, tables, kind, new LinkedHashMap<>(typed), problems);
    }

    /** The problems of no form's field: an edit that names no form. */
    public List<Problem> formless() {
        return used.isEmpty() ? problems : List.of();
    }

    /**
     * The id of form {@code kind}'s heading, which an edit's answer opens at ({@code #add-table}) and the browser
     * focuses. After a refused edit of that form the page is opened at that fragment too, and a browser skips
     * {@code autofocus} on a page whose fragment names an element: so the heading then goes by another id, and the field
     * with the problem takes focus, without a script.
     */
    public String anchor(String kind) {
        boolean fieldFocused = used.equals(kind)
                && !problems.isEmpty()
                && !(kind.equals(EditForm.Kind.ITEM.code())
                        && problems.get(0).field().equals(EditForm.TABLE));
        return (fieldFocused ? "refused-" : "add-") + kind;
    }

    /** The text a field of form {@code kind} shows: as typed after a refusal, else {@code otherwise}. */
    public String value(String kind, String field, String otherwise) {
        return used.equals(kind) ? typed.getOrDefault(field, otherwise) : otherwise;
    }

    /** The same for the item form of one table: only that table's form was used. */
    public String itemValue(String table, String field) {
        return used.equals(EditForm.Kind.ITEM.code()) && table.equals(typed.get(EditForm.TABLE))
                ? typed.getOrDefault(field, "")
                : "";
    }

    /** The problems of one field of form {@code kind}, for the item form of {@code table} only when it was the one used. */
    public List<Problem> errors(String kind, String table, String field) {
        if (!used.equals(kind) || !table.isEmpty() && !table.equals(typed.get(EditForm.TABLE))) {
            return List.of();
        }
        return problems.stream()
                .filter(problem -> problem.field().equals(field))
                .toList();
    }

    public List<Problem> errors(String kind, String field) {
        return errors(kind, "", field);
    }

    /** Whether this field takes focus when the page opens: the first one with a problem. */
    public boolean focus(String kind, String table, String field) {
        return used.equals(kind)
                && !problems.isEmpty()
                && problems.get(0).field().equals(field)
                && (table.isEmpty() || table.equals(typed.get(EditForm.TABLE)));
    }

    /** What the page says of how an edit is written, for the design's format. */
    public String formatNote() {
        return switch (format) {
            case "mcp-schema" ->
                "This design is an entity schema: an edit writes it as the MCP data model"
                        + " (dynamodb_data_model.json), with its tables, indexes, items and patterns; its entities and"
                        + " key templates are left out.";
            case "workbench" ->
                "A NoSQL Workbench model stays one while it holds the edit (tables, global indexes of"
                        + " one attribute a side, items). Edits are written as the MCP data model (dynamodb_data_model.json)"
                        + " once it holds an access pattern, a local index or a multi-attribute key.";
            default ->
                "Edits are written as the MCP data model (dynamodb_data_model.json), pretty-printed in the"
                        + " text box above.";
        };
    }
}
