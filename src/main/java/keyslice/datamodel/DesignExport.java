package keyslice.datamodel;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The formats a design is exported in, by the code {@code POST /api/v1/design?export=} names: each a writer of plain
 * maps and lists (written as JSON) or of text (written as it is). A new format is a constant here and its writer.
 */
public enum DesignExport {
    MCP_DATA_MODEL("mcp-data-model", "application/json", McpDataModelWriter::write),
    WORKBENCH("workbench", "application/json", WorkbenchWriter::write),
    CLOUDFORMATION("cloudformation", "application/json", CloudFormationWriter::write);

    /** The codes, in the order the constants are listed. */
    public static final List<String> CODES =
            Arrays.stream(values()).map(DesignExport::code).toList();

    private final String code;
    private final String mediaType;
    private final Function<DataModel, Object> writer;

    DesignExport(String code, String mediaType, Function<DataModel, Object> writer) {
        this.code = code;
        this.mediaType = mediaType;
        this.writer = writer;
    }

    public String code() {
        return code;
    }

    /** The answer's media type: JSON for a tree of maps and lists, another for a writer of text. */
    public String mediaType() {
        return mediaType;
    }

    /** The design in this format: maps, lists and strings for a JSON writer, or a {@code String} that is the file. */
    public Object write(DataModel model) {
        return writer.apply(model);
    }

    public static Optional<DesignExport> named(String code) {
        return Arrays.stream(values())
                .filter(export -> export.code.equals(code))
                .findFirst();
    }
}
