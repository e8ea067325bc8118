package keyslice.web.preview;

import java.time.Duration;
import java.util.List;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

import io.javalin.http.Context;
import keyslice.preview.DynamoPreview;
import keyslice.preview.IndexInfo;
import keyslice.preview.KeySchema;
import keyslice.preview.PreviewException;
import keyslice.web.http.Proxies;
import keyslice.web.http.RateLimiter;
import keyslice.web.http.Template;
import keyslice.web.http.Views;

/**
 * {@code GET /preview/tables} and {@code /preview/indexes}: suggestions for the table and index inputs, fetched after
 * the page has loaded. Suggestions only: when the engine is down the lists are empty and the builder keeps working.
 * Answers are kept for {@link #KEPT_FOR}; asking the engine draws on a per-client lookup budget of its own, never on
 * the Run budget, and a client over it gets no suggestions instead of a refusal.
 */
public final class Suggestions {

    /** One index, labelled with its key schema. */
    public record IndexOption(String name, String label) {
    }

    public static final Template<List<String>> TABLES = new Template<>("partials/table-options.jte");
    public static final Template<List<IndexOption>> INDEXES = new Template<>("partials/index-options.jte");

    /** How long a table list or a table's indexes are suggested again without asking the engine. */
    public static final Duration KEPT_FOR = Duration.ofSeconds(30);

    /** Engine lookups a client may make per preview run it may make: each swap of the form asks for two. */
    public static final int LOOKUPS_PER_RUN = 8;

    private final DynamoPreview preview;
    private final Views views;
    private final RateLimiter lookups;
    private final Proxies proxies;
    private final Recent<List<String>> tableNames;
    private final Recent<List<IndexInfo>> indexes;

    public Suggestions(DynamoPreview preview, Views views, RateLimiter lookups, Proxies proxies, LongSupplier nanoClock) {
        this.preview = preview;
        this.views = views;
        this.lookups = lookups;
        this.proxies = proxies;
        this.tableNames = new Recent<>(KEPT_FOR, nanoClock);
        this.indexes = new Recent<>(KEPT_FOR, nanoClock);
    }

    public void tables(Context ctx) {
        List<String> names = List.of();
        if (preview.configured()) {
            try {
                names = tableNames.get("", () -> lookup(ctx, preview::tableNames));
            } catch (PreviewException e) {
                names = List.of();
            }
        }
        views.html(ctx, TABLES, names);
    }

    public void indexes(Context ctx) {
        List<IndexInfo> found = List.of();
        String table = ctx.queryParam("table");
        if (preview.configured() && table != null && !table.isEmpty()) {
            try {
                found = indexes.get(table, () -> lookup(ctx, () -> preview.describe(table).indexes()));
            } catch (PreviewException e) {
                found = List.of();
            }
        }
        views.html(ctx, INDEXES, found.stream()
                .map(index -> new IndexOption(index.name(), index.kind().name() + ": " + describe(index.keySchema()))).toList());
    }

    /** Asks the engine if the client's lookup budget allows; over it, the suggestions stay empty (and are not kept). */
    private <T> T lookup(Context ctx, Supplier<T> call) {
        if (lookups.acquire(proxies.client(ctx)) > 0) {
            throw new PreviewException(PreviewException.Kind.NOT_ALLOWED, "too many suggestion lookups from your address");
        }
        return call.get();
    }

    private static String describe(KeySchema schema) {
        return schema.partitionKey().name() + " (" + schema.partitionKey().type() + ")"
                + schema.sortKey().map(sk -> " + " + sk.name() + " (" + sk.type() + ")").orElse("");
    }
}
