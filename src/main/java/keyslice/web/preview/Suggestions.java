package keyslice.web.preview;

import io.javalin.http.Context;
import java.util.List;
import keyslice.domain.key.KeyAttribute;
import keyslice.preview.DescribedKey;
import keyslice.preview.IndexInfo;
import keyslice.preview.PreviewException;
import keyslice.web.http.Template;
import keyslice.web.http.Views;

/**
 * {@code GET /preview/tables} and {@code /preview/indexes}: suggestions for the table and index inputs, fetched after
 * the page has loaded. Suggestions only: when the engine is down the lists are empty and the builder keeps working.
 * Through {@link Lookups}: answers are kept a while and asking the engine draws on the lookup budget, never on the Run
 * budget; a client over it gets no suggestions instead of a refusal.
 */
public final class Suggestions {

    /** One index, labelled with its key schema. */
    public record IndexOption(String name, String label) {}

    public static final Template<List<String>> TABLES = new Template<>("partials/table-options.jte");
    public static final Template<List<IndexOption>> INDEXES = new Template<>("partials/index-options.jte");

    private final Lookups lookups;
    private final Views views;

    public Suggestions(Lookups lookups, Views views) {
        this.lookups = lookups;
        this.views = views;
    }

    public void tables(Context ctx) {
        List<String> names = List.of();
        if (lookups.configured()) {
            try {
                names = lookups.tableNames(ctx);
            } catch (PreviewException e) {
                names = List.of();
            }
        }
        views.html(ctx, TABLES, names);
    }

    public void indexes(Context ctx) {
        List<IndexInfo> found = List.of();
        String table = ctx.queryParam("table");
        if (lookups.configured() && table != null && !table.isEmpty()) {
            try {
                found = lookups.table(ctx, table).indexes();
            } catch (PreviewException e) {
                found = List.of();
            }
        }
        views.html(
                ctx,
                INDEXES,
                found.stream()
                        .map(index ->
                                new IndexOption(index.name(), index.kind().name() + ": " + describe(index.keySchema())))
                        .toList());
    }

    /** {@code PK (S) + SK (S)}; each side of a multi-attribute key lists its attributes in order: {@code a (S), b (N) + c (S)}. */
    private static String describe(DescribedKey schema) {
        return attributes(schema.partitionKeys())
                + (schema.sortKeys().isEmpty() ? "" : " + " + attributes(schema.sortKeys()));
    }

    private static String attributes(List<KeyAttribute> attributes) {
        return String.join(
                ", ",
                attributes.stream().map(a -> a.name() + " (" + a.type() + ")").toList());
    }
}
