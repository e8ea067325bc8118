package keyslice.web.preview;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.Field;
import keyslice.domain.form.Problem;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.SortKeyCondition;
import keyslice.preview.Deadline;
import keyslice.preview.DescribedKey;
import keyslice.preview.DynamoPreview;
import keyslice.preview.IndexInfo;
import keyslice.preview.Prediction;
import keyslice.preview.PreviewConfig;
import keyslice.preview.PreviewException;
import keyslice.preview.QueryResult;
import keyslice.preview.ReadCheck;
import keyslice.preview.TableInfo;
import keyslice.web.builder.ItemsTable;
import keyslice.web.builder.PreviewView;
import keyslice.web.http.Json;
import keyslice.web.http.RequestLimits;
import keyslice.web.state.BuilderState;
import keyslice.web.state.DecodedQuery;
import keyslice.web.state.FormLimits;
import keyslice.web.state.Permalink;

/** The live-preview panel's content: idle, or the outcome of running the form's Query for one page. */
public final class PreviewPanel {

    /** A Run reads a table; the builder alone does not need one. */
    static final Problem TABLE_NEEDED = new Problem(
            "table",
            "Enter the table's name: the preview runs the Query against a table.",
            "a Run needs the table's name");

    private final DynamoPreview preview;
    private final Json json;
    private final Function<Deadline, List<String>> tableNames;

    /** @param tableNames the tables the engine lists, for a table name it does not know ({@link Lookups#tableNames(Deadline)}) */
    public PreviewPanel(DynamoPreview preview, Json json, Function<Deadline, List<String>> tableNames) {
        this.preview = preview;
        this.json = json;
        this.tableNames = tableNames;
    }

    public PreviewView idle() {
        PreviewConfig config = preview.config();
        return new PreviewView(
                preview.configured(),
                config.engineLabel(),
                PreviewConfig.HOW_TO_CONFIGURE,
                config.demoDataAllowed(),
                new PreviewView.Idle());
    }

    /**
     * Runs the state's Query for the page the request asks for ({@link PageTrail}: the first, or one a page button
     * moved to) and checks the order the engine returned.
     */
    PreviewView run(BuilderState state, Map<String, List<String>> params) {
        PreviewView view = idle();
        if (!preview.configured()) {
            return view.withError(PreviewConfig.HOW_TO_CONFIGURE);
        }
        if (!state.isValid()) {
            return view.withOutcome(new PreviewView.Needs(state.problems()));
        }
        BuiltQuery built = state.valid().built();
        if (built.query().table().isEmpty()) {
            return view.withOutcome(new PreviewView.Needs(List.of(TABLE_NEEDED)));
        }
        Deadline deadline = preview.deadline();
        try {
            PageTrail trail = PageTrail.requested(params, preview::checkStartKey);
            QueryResult page = preview.query(built, trail.startKey(), deadline);
            Optional<TableInfo> table = Optional.empty();
            String schemaProblem = "";
            try {
                table = Optional.of(preview.describe(built.query().table().get(), deadline));
            } catch (PreviewException e) {
                schemaProblem = e.getMessage();
            }
            ReadCheck check = PageChecks.check(
                    preview,
                    built,
                    page,
                    trail.startKey(),
                    PageChecks.itemNames(built.query(), sampleAttributes(built.query(), table)),
                    deadline);
            Prediction prediction = table.isEmpty()
                    ? new Prediction(
                            true,
                            "keyslice could not read the table's key schema to check the order: " + schemaProblem,
                            0)
                    : PageChecks.order(built, table.get(), page, check);
            return view.withOutcome(result(state, page, prediction, check, table, trail));
        } catch (PreviewException e) {
            if (e.kind() == PreviewException.Reason.ENGINE_REJECTED
                    && "ResourceNotFoundException".equals(e.errorCode().orElse(""))) {
                return view.withOutcome(noSuchTable(state, e, deadline));
            }
            return view.withError(e.getMessage());
        }
    }

    /**
     * The Query's table does not exist (an unknown index is a ValidationException): keyslice says so, and offers the
     * listed tables of a similar name, each as the state that reads it. A listing that fails offers none.
     */
    private PreviewView.Failed noSuchTable(BuilderState state, PreviewException e, Deadline deadline) {
        String table = state.valid().built().query().table().orElse("");
        List<String> listed;
        try {
            listed = tableNames.apply(deadline);
        } catch (PreviewException listing) {
            listed = List.of();
        }
        List<PreviewView.Similar> similar = SimilarNames.to(table, listed).stream()
                .map(name -> new PreviewView.Similar(
                        name, Permalink.of(state.form().toBuilder().table(name).build())))
                .toList();
        String explanation =
                "There is no table " + table + " at " + preview.config().engineLabel() + "."
                        + (similar.isEmpty() && !listed.isEmpty()
                                ? " None of the " + listed.size() + " tables it lists has a similar name."
                                : "");
        return new PreviewView.Failed(e.getMessage(), explanation, similar);
    }

    private PreviewView.Result result(
            BuilderState state,
            QueryResult page,
            Prediction prediction,
            ReadCheck check,
            Optional<TableInfo> table,
            PageTrail trail) {
        BuiltQuery built = state.valid().built();
        KeyQuery query = built.query();
        ItemsTable items = ItemsTable.of(
                page.items(),
                keyColumns(query, table),
                query.partitionConditions().size(),
                json::compact);
        String capacity = page.consumedCapacity() == null ? "not returned" : page.consumedCapacity() + " RCU";
        String verdict = prediction.agrees()
                ? (prediction.explanation() == null || prediction.explanation().isEmpty()
                        ? "The engine returned these keys in the order keyslice predicts."
                        : prediction.explanation())
                : prediction.explanation();
        PreviewView.Paging paging = new PreviewView.Paging(
                trail.page(),
                hidden(state),
                trail.keys(),
                page.nextStartKey(),
                trail.previous().isPresent());
        return new PreviewView.Result(
                state.permalink(),
                items,
                page.count(),
                page.scannedCount(),
                capacity,
                page.lastEvaluatedKey() == null ? null : json.compact(page.lastEvaluatedKey()),
                prediction.agrees(),
                verdict,
                paging,
                samples(state, page.items(), sampleAttributes(query, table)).orElse(null),
                PageChecks.counts(page, built.options()),
                built.options().count(),
                check.returned(),
                check.capacity());
    }

    /**
     * Every attribute of the read key (the Query's partition attributes, its sort attributes, then the sort attributes
     * of the table's or index's key it leaves out), then the table's keys (for an index read), then every index's.
     */
    private static List<String> keyColumns(KeyQuery query, Optional<TableInfo> table) {
        List<String> keys = new ArrayList<>();
        query.partitionConditions()
                .forEach(condition -> keys.add(condition.partitionKey().name()));
        query.sortConditions().forEach(condition -> keys.add(condition.sortKey().name()));
        table.ifPresent(info -> {
            info.keySchemaFor(query.index()).ifPresent(schema -> add(keys, schema));
            add(keys, info.keySchema());
            info.indexes().stream().map(IndexInfo::keySchema).forEach(schema -> add(keys, schema));
        });
        return keys;
    }

    private static void add(List<String> keys, DescribedKey schema) {
        schema.attributes().forEach(attribute -> keys.add(attribute.name()));
    }

    /**
     * The sort attributes a sample line holds: those the Query names when it names several (its samples are tuples);
     * else the one sort key it reads by, its condition's or the table's or index's as DescribeTable tells.
     */
    private static List<String> sampleAttributes(KeyQuery query, Optional<TableInfo> table) {
        if (query.sortConditions().size() > 1) {
            return query.sortConditions().stream()
                    .map(condition -> condition.sortKey().name())
                    .toList();
        }
        return query
                .sortCondition()
                .map(SortKeyCondition::sortKey)
                .map(KeyAttribute::name)
                .or(() -> table.flatMap(info -> info.keySchemaFor(query.index()))
                        .flatMap(DescribedKey::sortKey)
                        .map(KeyAttribute::name))
                .stream()
                .toList();
    }

    /**
     * The page's sort keys as sample lines, offered when every item has a scalar one on a line of its own; the link
     * is the state that ran with them as its samples. With several sort attributes a line is the tuple the samples
     * field takes, a JSON array of the values as strings.
     */
    private Optional<PreviewView.Samples> samples(
            BuilderState state, List<Map<String, Object>> items, List<String> sortKeys) {
        if (sortKeys.isEmpty() || items.isEmpty()) {
            return Optional.empty();
        }
        List<String> keys = new ArrayList<>(items.size());
        for (Map<String, Object> item : items) {
            List<String> values =
                    sortKeys.stream().map(name -> scalar(item.get(name))).toList();
            if (values.stream()
                    .anyMatch(key -> key == null || key.isEmpty() || key.contains("\n") || key.contains("\r"))) {
                return Optional.empty();
            }
            keys.add(values.size() == 1 ? values.get(0) : json.compact(values));
        }
        String lines = String.join("\n", keys);
        // A page larger than the samples field takes would only fill it with a problem.
        if (keys.size() > FormLimits.MAX_SAMPLES || lines.length() > Field.SAMPLES.maxChars()) {
            return Optional.empty();
        }
        String href = Permalink.of(state.form().toBuilder().samples(lines).build());
        if (href.length() > RequestLimits.MAX_QUERY_STRING) {
            return Optional.empty(); // the link would be refused as too long
        }
        return Optional.of(new PreviewView.Samples(String.join(", ", sortKeys), lines, keys.size(), href));
    }

    private static String scalar(Object wire) {
        return wire instanceof Map<?, ?> typed
                        && typed.size() == 1
                        && typed.values().iterator().next() instanceof String text
                        && List.of("S", "N", "B")
                                .contains(
                                        String.valueOf(typed.keySet().iterator().next()))
                ? text
                : null;
    }

    /** The state that ran as hidden fields, parameter by parameter as its permalink has them. */
    private static List<PreviewView.Hidden> hidden(BuilderState state) {
        List<PreviewView.Hidden> fields = new ArrayList<>();
        DecodedQuery.decode(Permalink.queryString(state.form()))
                .params()
                .forEach((name, values) -> values.forEach(
                        value -> fields.add(new PreviewView.Hidden(name, Objects.requireNonNull(value)))));
        return fields;
    }
}
