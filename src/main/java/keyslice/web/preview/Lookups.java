package keyslice.web.preview;

import io.javalin.http.Context;
import java.time.Duration;
import java.util.List;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import keyslice.preview.Deadline;
import keyslice.preview.DynamoPreview;
import keyslice.preview.PreviewException;
import keyslice.preview.TableInfo;
import keyslice.web.http.Proxies;
import keyslice.web.http.RateLimiter;

/**
 * The engine lookups keyslice makes for people's convenience: the table and index suggestions and "Fill keys from the
 * table". Answers are kept for {@link #KEPT_FOR} (a table's names and indexes do not change between two clicks), and
 * asking the engine draws on a per-client lookup budget of its own, never on the Run budget.
 */
public final class Lookups {

    /** How long a table list or a table's description is used again without asking the engine. */
    public static final Duration KEPT_FOR = Duration.ofSeconds(30);

    /** Engine lookups a client may make per preview run it may make: each swap of the form asks for two. */
    public static final int PER_RUN = 8;

    private final DynamoPreview preview;
    private final RateLimiter budget;
    private final Proxies proxies;
    private final Recent<List<String>> tableNames;
    private final Recent<TableInfo> tables;

    public Lookups(DynamoPreview preview, RateLimiter budget, Proxies proxies, LongSupplier nanoClock) {
        this.preview = preview;
        this.budget = budget;
        this.proxies = proxies;
        this.tableNames = new Recent<>(KEPT_FOR, nanoClock);
        this.tables = new Recent<>(KEPT_FOR, nanoClock);
    }

    public boolean configured() {
        return preview.configured();
    }

    /** The tables the preview may show. */
    public List<String> tableNames(Context ctx) {
        return tableNames.get("", () -> ask(ctx, preview::tableNames));
    }

    /**
     * The tables the preview may show, for a Run that already spent its own budget: the list kept from the suggestions
     * when it is fresh, else one listing within the Run's deadline, kept in turn.
     */
    public List<String> tableNames(Deadline deadline) {
        return tableNames.get("", () -> preview.tableNames(deadline));
    }

    /** One table's key schema and indexes (DescribeTable). */
    public TableInfo table(Context ctx, String name) {
        return tables.get(name, () -> ask(ctx, () -> preview.describe(name)));
    }

    /** Asks the engine if the client's lookup budget allows; over it, refused (and nothing is kept). */
    private <T> T ask(Context ctx, Supplier<T> call) {
        long retryAfter = budget.acquire(proxies.client(ctx));
        if (retryAfter > 0) {
            throw new PreviewException(
                    PreviewException.Reason.NOT_ALLOWED,
                    "Too many table lookups from your address: try again in " + retryAfter + " s.");
        }
        return call.get();
    }
}
