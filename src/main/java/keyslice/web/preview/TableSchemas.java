package keyslice.web.preview;

import java.util.Optional;

import keyslice.domain.QueryForm;
import io.javalin.http.Context;
import keyslice.preview.IndexInfo;
import keyslice.preview.KeySchema;
import keyslice.preview.PreviewConfig;
import keyslice.preview.PreviewException;
import keyslice.preview.TableInfo;
import keyslice.web.builder.FormEdit;
import keyslice.web.builder.KeySchemas;

/**
 * Fills the key names and types from DescribeTable (or from the chosen index's key schema), through {@link Lookups}:
 * a table described a moment ago is not asked again, and asking draws on the person's lookup budget.
 */
public final class TableSchemas {

    private final Lookups lookups;

    public TableSchemas(Lookups lookups) {
        this.lookups = lookups;
    }

    /** The port for one request: its client's budget is the one spent. */
    public KeySchemas of(Context ctx) {
        return form -> fill(form, ctx);
    }

    private FormEdit.Result fill(QueryForm form, Context ctx) {
        if (!lookups.configured()) {
            return FormEdit.Result.refused(form, "table", PreviewConfig.HOW_TO_CONFIGURE);
        }
        if (form.table().isEmpty()) {
            return FormEdit.Result.refused(form, "table", "enter a table name first");
        }
        try {
            TableInfo table = lookups.table(ctx, form.table());
            Optional<String> index = form.index().isEmpty() ? Optional.empty() : Optional.of(form.index());
            Optional<KeySchema> schema = table.keySchemaFor(index);
            if (schema.isEmpty()) {
                return FormEdit.Result.refused(form, "index", "The table does not have the specified index: " + form.index()
                        + " (indexes: " + String.join(", ", table.indexes().stream().map(IndexInfo::name).toList()) + ")");
            }
            QueryForm.Builder filled = form.toBuilder()
                    .pk(schema.get().partitionKey().name()).pkType(schema.get().partitionKey().type().name());
            schema.get().sortKey().ifPresentOrElse(
                    sk -> filled.sk(sk.name()).skType(sk.type().name()),
                    () -> filled.sk("").skType(""));
            return FormEdit.Result.ok(filled.build());
        } catch (PreviewException e) {
            return FormEdit.Result.refused(form, "table", e.getMessage());
        }
    }
}
