package keyslice.datamodel;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.domain.JsonLine;

/** Reads a design file, telling its format from its top-level members. */
public final class DataModels {

    /** The largest file read, in characters: a design's tables, sample items and patterns fit well within it. */
    public static final int MAX_CHARS = 1024 * 1024;

    /** Items nest at most 32 levels, each a type object and its map, under five levels of the file's own. */
    private static final int MAX_JSON_DEPTH = 2 * 32 + 6;

    private DataModels() {}

    /** The file could not be read as a design: every problem found, each with its place. */
    public static final class Unreadable extends Exception {
        private final List<ModelProblem> problems;

        Unreadable(List<ModelProblem> problems) {
            super(problems.get(0).where() + ": " + problems.get(0).what(), null, false, false);
            this.problems = List.copyOf(problems);
        }

        public List<ModelProblem> problems() {
            return problems;
        }
    }

    public static DataModel read(String text) throws Unreadable {
        if (text.length() > MAX_CHARS) {
            throw unreadable("the file", "is longer than " + MAX_CHARS / 1024 + " KB, the most a design file may be");
        }
        Object json;
        try {
            json = JsonLine.parse(text, MAX_JSON_DEPTH);
        } catch (JsonLine.Malformed e) {
            throw unreadable("the file", "is not JSON: " + e.getMessage());
        }
        DataModel.Format format = format(json)
                .orElseThrow(() -> unreadable(
                        "the file",
                        "is not a design keyslice reads: expected the AWS DynamoDB MCP server's"
                                + " dynamodb_data_model.json (tables, items, access_patterns), its entity schema"
                                + " (tables with table_config and entities) or a NoSQL Workbench model (ModelName,"
                                + " DataModel)"));
        List<ModelProblem> problems = new ArrayList<>();
        Node root = new Node("", json, problems);
        var model = switch (format) {
            case MCP_DATA_MODEL -> McpDataModelReader.read(root);
            case MCP_SCHEMA -> McpSchemaReader.read(root);
            case WORKBENCH -> WorkbenchReader.read(root);
        };
        if (model.isEmpty()) {
            throw new Unreadable(problems);
        }
        return model.get();
    }

    /**
     * The format its top-level members name: a Workbench model's {@code ModelName} or {@code DataModel}; else
     * {@code tables}, the entity schema's when a table has {@code table_config} or {@code entities}, else the data
     * model's, whose reader names what it lacks.
     */
    private static Optional<DataModel.Format> format(Object json) {
        if (!(json instanceof Map<?, ?> root)) {
            return Optional.empty();
        }
        if (root.containsKey("ModelName") || root.containsKey("DataModel")) {
            return Optional.of(DataModel.Format.WORKBENCH);
        }
        if (!root.containsKey("tables")) {
            return Optional.empty();
        }
        boolean schema = root.get("tables") instanceof List<?> tables
                && tables.stream()
                        .anyMatch(table -> table instanceof Map<?, ?> members
                                && (members.containsKey("table_config") || members.containsKey("entities")));
        return Optional.of(schema ? DataModel.Format.MCP_SCHEMA : DataModel.Format.MCP_DATA_MODEL);
    }

    private static Unreadable unreadable(String where, String what) {
        return new Unreadable(List.of(new ModelProblem(where, what)));
    }
}
