package keyslice.preview;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

import keyslice.domain.BuiltQuery;
import keyslice.domain.QueryCompiler;
import keyslice.domain.QueryInput;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ListTablesResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * The live preview: a read-only adapter to a DynamoDB-compatible endpoint through the AWS SDK v2.
 *
 * <p>Only ListTables, DescribeTable and Query are ever called. Every call has the configured connect and API-call
 * timeouts and is never retried. Credentials come from the SDK's default chain; for a loopback endpoint only, dummy
 * static credentials are the fallback (DynamoDB Local and dynalite check their presence, not their value).
 *
 * <p>Built without an endpoint, every method but {@link #reachable()} throws
 * {@link PreviewException.Kind#NOT_CONFIGURED} with {@link PreviewConfig#HOW_TO_CONFIGURE}.
 *
 * <p>Thread-safe; one instance per application. {@link #close()} releases the HTTP client.
 */
public final class DynamoPreview implements AutoCloseable {

    private final PreviewConfig config;
    private final DynamoDbClient client;
    private final String endpointText;
    private final StartKeyCodec tokens = new StartKeyCodec();

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
        DynamoDbClient c = requireClient();
        List<String> names = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        String start = null;
        do {
            String from = start;
            ListTablesResponse page = call(() -> c.listTables(b -> b.exclusiveStartTableName(from)));
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
     * Every table of {@link #tableNames()} with its key schema and indexes (one DescribeTable each). A table deleted
     * between the two calls is left out.
     */
    public List<TableInfo> tables() {
        List<TableInfo> tables = new ArrayList<>();
        for (String name : tableNames()) {
            try {
                tables.add(describe(name));
            } catch (PreviewException e) {
                if (!"ResourceNotFoundException".equals(e.errorCode().orElse(""))) {
                    throw e;
                }
            }
        }
        return tables;
    }

    /** DescribeTable: key names and types, GSIs and LSIs with their key schemas. */
    public TableInfo describe(String table) {
        DynamoDbClient c = requireClient();
        QueryCompiler.tableNameProblems(table, "table").stream().findFirst().ifPresent(problem -> {
            throw PreviewException.badInput("table", problem.message());
        });
        checkAllowed(table);
        TableDescription description = call(() -> c.describeTable(b -> b.tableName(table))).table();
        if (description == null || description.keySchema() == null || description.keySchema().isEmpty()) {
            throw PreviewException.garbled(endpointText, null);
        }
        return readable(() -> EngineReplies.tableInfo(description));
    }

    /** Reads an engine answer into keyslice's types; an answer of the wrong shape is the engine's fault, not a 500. */
    private <T> T readable(Supplier<T> reading) {
        try {
            return reading.get();
        } catch (PreviewException e) {
            throw e;
        } catch (RuntimeException e) {
            throw PreviewException.garbled(endpointText, e);
        }
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
        DynamoDbClient c = requireClient();
        QueryRequest request = toRequest(built, startKeyToken);
        QueryResponse response = call(() -> c.query(request));
        return readable(() -> EngineReplies.queryResult(built.query(), response, tokens));
    }

    /** Whether the endpoint answers ListTables (Limit 1) now; never throws. */
    public boolean reachable() {
        if (client == null) {
            return false;
        }
        try {
            client.listTables(b -> b.limit(1));
            return true;
        } catch (SdkException | PreviewException e) {
            return false;
        }
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
        String table = input.tableName().filter(name -> !name.isEmpty()).orElseThrow(
                () -> PreviewException.badInput("table", "table: choose the table to run the query against"));
        checkAllowed(table);
        QueryRequest.Builder request = QueryRequests.builder(input);
        startKeyToken.filter(t -> !t.isEmpty())
                .ifPresent(token -> request.exclusiveStartKey(tokens.decode(token)));
        request.returnConsumedCapacity(ReturnConsumedCapacity.TOTAL);
        return request.build();
    }

    // ------------------------------------------------------------------ plumbing

    private DynamoDbClient requireClient() {
        if (client == null) {
            throw new PreviewException(PreviewException.Kind.NOT_CONFIGURED, PreviewConfig.HOW_TO_CONFIGURE);
        }
        return client;
    }

    private void checkAllowed(String table) {
        if (!config.allows(table)) {
            throw new PreviewException(PreviewException.Kind.NOT_ALLOWED, "The table \"" + table
                    + "\" is not on this keyslice's allow-list (" + PreviewConfig.TABLES_ENV + ")", "table");
        }
    }

    private <T> T call(Supplier<T> operation) {
        try {
            T answer = operation.get();
            if (answer == null) {
                throw PreviewException.garbled(endpointText, null);
            }
            return answer;
        } catch (SdkException e) {
            PreviewException failure = PreviewException.from(e, endpointText);
            // Only a loopback endpoint is named in full; any other host stays out of what pages and answers show.
            throw config.loopback() ? failure : failure.hiding(config.endpoint().orElseThrow().getHost(), "the endpoint's host");
        }
    }
}
