package keyslice.datamodel;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A table design as a team holds it: tables with their keys, indexes and items, the kinds of item they hold (entities,
 * empty when the file does not name any), and the access patterns that read and write them. Read from one of the
 * files people already have ({@link Format}); every table a pattern or an entity names exists.
 */
public record DataModel(Format format, List<ModelTable> tables, List<Entity> entities, List<AccessPattern> patterns) {

    /** The file formats a design is read from, by the name the API answers with. */
    public enum Format {
        /** The AWS DynamoDB MCP server's {@code dynamodb_data_model.json}. */
        MCP_DATA_MODEL("mcp-data-model"),
        /** The same server's entity schema ({@code tables[].entities}). */
        MCP_SCHEMA("mcp-schema"),
        /** NoSQL Workbench's exported model. */
        WORKBENCH("workbench");

        private final String code;

        Format(String code) {
            this.code = code;
        }

        public String code() {
            return code;
        }
    }

    public DataModel {
        Objects.requireNonNull(format, "format");
        tables = List.copyOf(tables);
        entities = List.copyOf(entities);
        patterns = List.copyOf(patterns);
        for (Entity entity : entities) {
            if (tables.stream().noneMatch(table -> table.name().equals(entity.table()))) {
                throw new IllegalArgumentException("entity " + entity.name() + " names table " + entity.table()
                        + ", which the design does not have");
            }
        }
        for (AccessPattern pattern : patterns) {
            String name = pattern.table().orElse(null);
            if (name != null && tables.stream().noneMatch(table -> table.name().equals(name))) {
                throw new IllegalArgumentException(
                        "pattern " + pattern.id() + " names table " + name + ", which the design does not have");
            }
        }
    }

    /** The table of that name. */
    public Optional<ModelTable> table(String name) {
        return tables.stream().filter(table -> table.name().equals(name)).findFirst();
    }
}
