package keyslice.web.designs;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import keyslice.datamodel.DataModel;
import keyslice.datamodel.DataModels;
import keyslice.datamodel.DesignExport;

/**
 * An edited design written back as text for the page's text box and link: in its own format where that format holds
 * it (a NoSQL Workbench model whose export reads back as the same design), else as the MCP data model, which holds
 * every edit. Indented, as the page shows a design.
 */
final class EditedText {

    private static final ObjectMapper JSON = new ObjectMapper();

    private EditedText() {}

    static String of(DataModel edited) {
        if (edited.format() == DataModel.Format.WORKBENCH) {
            String workbench = pretty(DesignExport.WORKBENCH.write(edited));
            try {
                if (DataModels.read(workbench).equals(edited)) {
                    return workbench;
                }
            } catch (DataModels.Unreadable e) {
                // Not held by a Workbench model: written as the data model below.
            }
        }
        return pretty(DesignExport.MCP_DATA_MODEL.write(
                new DataModel(DataModel.Format.MCP_DATA_MODEL, edited.tables(), List.of(), edited.patterns())));
    }

    private static String pretty(Object tree) {
        try {
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(tree);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("maps, lists and strings always write", e);
        }
    }
}
