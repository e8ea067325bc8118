package keyslice.preview;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.LongSupplier;
import keyslice.datamodel.DataModel;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.expression.QueryInput;
import keyslice.domain.expression.QueryOptions;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ListTablesResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * The live preview: a read-only adapter to a DynamoDB-compatible endpoint through the AWS SDK v2.
 *
 * <p>Only ListTables, DescribeTable and Query are ever called, each through {@link EngineCalls}: the configured connect
 * and API-call timeouts, cut to what is left of its request's {@link Deadline}, never retried, and at most
 * {@link PreviewConfig#concurrentCalls()} calls in flight at once (one more is refused at once,
 * {@link PreviewException.Reason#BUSY}), so a hanging engine holds at most that many threads. Credentials come from the
 * SDK's default chain; for a loopback endpoint only, dummy static credentials are the fallback (DynamoDB Local and
 * dynalite check their presence, not their value).
 *
 * <p>Built without an endpoint, every method but {@link #reachable()} throws
 * {@link PreviewException.Reason#NOT_CONFIGURED} with {@link PreviewConfig#HOW_TO_CONFIGURE}.
 *
 * <p>Thread-safe; one instance per application. {@link #close()} releases the HTTP client.
 */
public final class DynamoPreview implements AutoCloseable {

    private final PreviewConfig config;
    private final DynamoDbClient client;
    private final String endpointText;
    private final StartKeyCodec tokens = new StartKeyCodec();
    private final EngineCalls calls;
    private final LongSupplier nanoClock;

    /** Builds its own SDK client from {@code config} (none when no endpoint is configured). */
    public DynamoPreview(PreviewConfig config) {
        this(config, config.configured() ? EngineClient.build(config) : null);
    }

    /**
     * Uses the given client, which it then owns and closes.
     *
     * @param client null only when {@code config} has no endpoint
     */
    public DynamoPreview(PreviewConfig config, DynamoDbClient client) {
        this.config = Objects.requireNonNull(config, "config");
        if (config.configured() && client == null) {
            throw new IllegalArgumentException("a configured preview needs a client");
        }
        this.client = client;
        this.endpointText = config.endpointInMessages();
        this.calls = new EngineCalls(config);
        this.nanoClock = System::nanoTime;
    }

    /** A request's deadline, starting now: pass it to every call the request makes. */
    public Deadline deadline() {
        return new Deadline(config.requestDeadline(), nanoClock);
    }

    public PreviewConfig config() {
        return config;
    }

    public boolean configured() {
        return client != null;
    }

    // ------------------------------------------------------------------ reads

    /**
     * Names of the tables the preview may show: ListTables, every page, filtered by the allow-list, in the engine's
     * (alphabetical) order.
     */
    public List<String> tableNames() {
        return tableNames(deadline());
    }

    public List<String> tableNames(Deadline deadline) {
        DynamoDbClient c = requireClient();
        List<String> names = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        String start = null;
        do {
            String from = start;
            ListTablesResponse page = calls.call(
                    deadline,
                    "list the tables",
                    within -> c.listTables(b -> b.exclusiveStartTableName(from).overrideConfiguration(within)));
            for (String name : page.tableNames()) {
                if (seen.add(name) && config.allows(name)) {
                    names.add(name);
                }
            }
            start = page.lastEvaluatedTableName();
            if (start != null && start.equals(from)) {
                break; // an engine that does not move forward: stop rather than loop
            }
        } while (start != null);
        return names;
    }

    /**
     * Every table of {@link #tableNames()} with its key schema and indexes (one DescribeTable each), within one
     * deadline. A table deleted between the two calls is left out. When the deadline passes (or the call cap is reached)
     * part-way, the listing holds what was described by then, the names not yet described, and why it stopped.
     */
    public TableListing tables() {
        Deadline deadline = deadline();
        List<String> names = tableNames(deadline);
        List<TableInfo> tables = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            try {
                tables.add(describe(names.get(i), deadline));
            } catch (PreviewException e) {
                if (e.kind() == PreviewException.Reason.TIMEOUT || e.kind() == PreviewException.Reason.BUSY) {
                    return new TableListing(tables, names.subList(i, names.size()), Optional.of(e));
                }
                if (!"ResourceNotFoundException".equals(e.errorCode().orElse(""))) {
                    throw e;
                }
            }
        }
        return new TableListing(tables, List.of(), Optional.empty());
    }

    /** DescribeTable: key names and types, GSIs and LSIs with their key schemas. */
    public TableInfo describe(String table) {
        return describe(table, deadline());
    }

    public TableInfo describe(String table, Deadline deadline) {
        DynamoDbClient c = requireClient();
        QueryCompiler.tableNameProblems(table, "table").stream().findFirst().ifPresent(problem -> {
            throw PreviewException.badInput("table", problem.message());
        });
        checkAllowed(table);
        TableDescription description = calls.call(
                        deadline,
                        "describe the table",
                        within -> c.describeTable(b -> b.tableName(table).overrideConfiguration(within)))
                .table();
        if (description == null
                || description.keySchema() == null
                || description.keySchema().isEmpty()) {
            throw PreviewException.garbled(endpointText, null);
        }
        return calls.readable(() -> EngineReplies.tableInfo(description));
    }

    /**
     * Runs one page of the Query that {@code built} describes, exactly as {@code built.input()} spells it, with
     * {@code ReturnConsumedCapacity=TOTAL} and the start key of {@code startKeyToken}.
     *
     * @param startKeyToken a {@link QueryResult#nextStartKey()} of an earlier page; empty (or "") for the first page
     * @throws PreviewException BAD_INPUT (no table, bad token), NOT_ALLOWED (not on the allow-list; nothing is sent),
     *                          or the engine's or connection's failure
     */
    public QueryResult query(BuiltQuery built, Optional<String> startKeyToken) {
        return query(built, startKeyToken, deadline());
    }

    public QueryResult query(BuiltQuery built, Optional<String> startKeyToken, Deadline deadline) {
        DynamoDbClient c = requireClient();
        QueryRequest request = toRequest(built, startKeyToken);
        QueryResponse response = calls.call(
                deadline,
                "run the Query",
                within -> c.query(
                        request.toBuilder().overrideConfiguration(within).build()));
        return calls.readable(() -> EngineReplies.queryResult(built.query(), response, tokens));
    }

    /**
     * The page {@code built} reads, whole: the same Query and start key without its filter, projection and Select
     * COUNT (the read options, such as ConsistentRead, and Limit kept), so that every item the page reads comes back
     * as stored. A filter and a projection apply after the read, so both calls read the same items unless the table
     * changed between them. It is a second Query call, with its own cost.
     */
    public QueryResult queryAsRead(BuiltQuery built, Optional<String> startKeyToken, Deadline deadline) {
        return query(asRead(built), startKeyToken, deadline);
    }

    /** {@code built} without what applies after the read; the key condition's names and values alone. */
    static BuiltQuery asRead(BuiltQuery built) {
        QueryOptions keyOnly = QueryOptions.none(built.expressionAttributeNames(), built.expressionAttributeValues());
        return built.with(new QueryOptions(
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                false,
                built.options().readOptions(),
                keyOnly.names(),
                keyOnly.values()));
    }

    /**
     * Checks a page token kept by the client (the Run form's trail of earlier pages) without calling the engine.
     *
     * @throws PreviewException BAD_INPUT on {@code field} for anything but a token in the form this preview issues
     */
    public void checkStartKey(String field, String token) {
        tokens.decode(field, token);
    }

    /** Whether the endpoint answers ListTables (Limit 1) now, within a request's deadline; never throws. */
    public boolean reachable() {
        if (client == null) {
            return false;
        }
        try {
            calls.call(
                    deadline(),
                    "check the endpoint",
                    within -> client.listTables(b -> b.limit(1).overrideConfiguration(within)));
            return true;
        } catch (PreviewException e) {
            return false;
        }
    }

    /**
     * {@link DemoData#load} (a writer of its own; this class only reads), holding one place under the cap on calls at
     * once while it writes, so that demo loads count like every other engine call.
     */
    public DemoData.Result loadDemoData() {
        return calls.holding("load the demo data", () -> DemoData.load(config));
    }

    /** {@link DemoData#create}: a design's tables and items, counted like every other engine call. */
    public DemoData.Result createDesign(DataModel model) {
        return calls.holding("create the design's tables", () -> DemoData.create(config, model));
    }

    @Override
    public void close() {
        if (client != null) {
            client.close();
        }
    }

    /** The SDK request for {@code built}, checked against the allow-list; visible for tests. */
    QueryRequest toRequest(BuiltQuery built, Optional<String> startKeyToken) {
        QueryInput input = built.input();
        String table = input.tableName()
                .filter(name -> !name.isEmpty())
                .orElseThrow(
                        () -> PreviewException.badInput("table", "table: choose the table to run the query against"));
        checkAllowed(table);
        QueryRequest.Builder request = QueryRequests.builder(input);
        startKeyToken.filter(t -> !t.isEmpty()).ifPresent(token -> request.exclusiveStartKey(tokens.decode(token)));
        request.returnConsumedCapacity(ReturnConsumedCapacity.TOTAL);
        return request.build();
    }

    // ------------------------------------------------------------------ plumbing

    private DynamoDbClient requireClient() {
        if (client == null) {
            throw new PreviewException(PreviewException.Reason.NOT_CONFIGURED, PreviewConfig.HOW_TO_CONFIGURE);
        }
        return client;
    }

    private void checkAllowed(String table) {
        if (!config.allows(table)) {
            throw new PreviewException(
                    PreviewException.Reason.NOT_ALLOWED,
                    "The table \"" + table + "\" is not on this keyslice's allow-list (" + PreviewConfig.TABLES_ENV
                            + ")",
                    "table");
        }
    }
}
