package keyslice.web.preview;

import java.util.List;

import io.javalin.http.Context;
import keyslice.preview.DynamoPreview;
import keyslice.preview.IndexInfo;
import keyslice.preview.KeySchema;
import keyslice.preview.PreviewException;
import keyslice.web.http.Template;
import keyslice.web.http.Views;

/**
 * {@code GET /preview/tables} and {@code /preview/indexes}: suggestions for the table and index inputs, fetched after
 * the page has loaded. Suggestions only: when the engine is down the lists are empty and the builder keeps working.
 */
public final class Suggestions {

    /** One index, labelled with its key schema. */
    public record IndexOption(String name, String label) {
    }

    public static final Template<List<String>> TABLES = new Template<>("partials/table-options.jte");
    public static final Template<List<IndexOption>> INDEXES = new Template<>("partials/index-options.jte");

    private final DynamoPreview preview;
    private final Views views;

    public Suggestions(DynamoPreview preview, Views views) {
        this.preview = preview;
        this.views = views;
    }

    public void tables(Context ctx) {
        List<String> names = List.of();
        if (preview.configured()) {
            try {
                names = preview.tableNames();
            } catch (PreviewException e) {
                names = List.of();
            }
        }
        views.html(ctx, TABLES, names);
    }

    public void indexes(Context ctx) {
        List<IndexInfo> indexes = List.of();
        String table = ctx.queryParam("table");
        if (preview.configured() && table != null && !table.isEmpty()) {
            try {
                indexes = preview.describe(table).indexes();
            } catch (PreviewException e) {
                indexes = List.of();
            }
        }
        views.html(ctx, INDEXES, indexes.stream()
                .map(index -> new IndexOption(index.name(), index.kind().name() + ": " + describe(index.keySchema()))).toList());
    }

    private static String describe(KeySchema schema) {
        return schema.partitionKey().name() + " (" + schema.partitionKey().type() + ")"
                + schema.sortKey().map(sk -> " + " + sk.name() + " (" + sk.type() + ")").orElse("");
    }
}
