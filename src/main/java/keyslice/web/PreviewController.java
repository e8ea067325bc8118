package keyslice.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import io.javalin.http.Context;
import keyslice.domain.BuiltQuery;
import keyslice.domain.Problem;
import keyslice.examples.FileTree;
import keyslice.preview.DemoData;
import keyslice.preview.DynamoPreview;
import keyslice.preview.IndexInfo;
import keyslice.preview.KeySchema;
import keyslice.preview.Prediction;
import keyslice.preview.PreviewConfig;
import keyslice.preview.PreviewException;
import keyslice.preview.PreviewPage;
import keyslice.preview.TableInfo;

/**
 * The live preview: {@code GET /api/v1/preview} and {@code /api/v1/tables} for programs, {@code POST /run}
 * for the page (a run is an action, never a side effect of opening a link), the lazily loaded table list,
 * and the demo-data loader. Endpoint, region and credentials come only from the server's configuration.
 */
final class PreviewController {

    private final DynamoPreview preview;
    private final Json json;
    private final PublicUrl publicUrl;
    private final OutputFactory outputs;
    private final Views views;

    PreviewController(DynamoPreview preview, Json json, PublicUrl publicUrl, OutputFactory outputs, Views views) {
        this.preview = preview;
        this.json = json;
        this.publicUrl = publicUrl;
        this.outputs = outputs;
        this.views = views;
    }

    PreviewView idle() {
        PreviewConfig config = preview.config();
        return PreviewView.idle(preview.configured(), config.endpoint().map(Object::toString).orElse(""),
                PreviewConfig.HOW_TO_CONFIGURE, config.demoDataAllowed());
    }

    // --- JSON API ------------------------------------------------------------------------------------

    void apiPreview(Context ctx) {
        ctx.contentType(QueryApiController.JSON_UTF8);
        if (!preview.configured()) {
            ctx.status(503).result(json.compact(QueryApiController.errors(List.of(PREVIEW_OFF))));
            return;
        }
        QueryParams.Decoded decoded = QueryParams.decode(ctx.queryString());
        BuilderState state = BuilderState.from(decoded);
        List<String> startKeys = decoded.params().getOrDefault("startKey", List.of());
        List<Problem> problems = new ArrayList<>(state.problems());
        if (startKeys.size() > 1) {
            problems.add(FormParser.givenMoreThanOnce("startKey", startKeys.size()));
        }
        if (state.form().table().isEmpty() && !problems.stream().anyMatch(p -> p.field().equals("table"))) {
            problems.add(new Problem("table", "the live preview needs a table name"));
        }
        if (!problems.isEmpty()) {
            ctx.status(400).result(json.compact(QueryApiController.errors(problems)));
            return;
        }
        try {
            PreviewPage page = preview.query(state.valid().built(), startKeys.stream().filter(s -> !s.isEmpty()).findFirst());
            Map<String, Object> body = new LinkedHashMap<>();
            body.put("items", page.items());
            body.put("count", page.count());
            body.put("scannedCount", page.scannedCount());
            body.put("consumedCapacity", page.consumedCapacity());
            body.put("lastEvaluatedKey", page.lastEvaluatedKey());
            body.put("nextStartKey", page.nextStartKey());
            ctx.result(json.compact(body));
        } catch (PreviewException e) {
            fail(ctx, e);
        }
    }

    void apiTables(Context ctx) {
        ctx.contentType(QueryApiController.JSON_UTF8);
        if (!preview.configured()) {
            ctx.status(503).result(json.compact(QueryApiController.errors(List.of(PREVIEW_OFF))));
            return;
        }
        try {
            List<Map<String, Object>> tables = preview.tables().stream().map(PreviewController::tableJson).toList();
            ctx.result(json.compact(Map.of("tables", tables)));
        } catch (PreviewException e) {
            fail(ctx, e);
        }
    }

    private static Map<String, Object> tableJson(TableInfo table) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("name", table.name());
        out.put("status", table.status());
        out.putAll(schemaJson(table.keySchema()));
        out.put("indexes", table.indexes().stream().map(index -> {
            Map<String, Object> i = new LinkedHashMap<>();
            i.put("name", index.name());
            i.put("kind", index.kind().name());
            i.putAll(schemaJson(index.keySchema()));
            i.put("projection", index.projection());
            return i;
        }).toList());
        return out;
    }

    private static Map<String, Object> schemaJson(KeySchema schema) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("partitionKey", attribute(schema.partitionKey()));
        out.put("sortKey", schema.sortKey().map(PreviewController::attribute).orElse(null));
        return out;
    }

    private static Map<String, String> attribute(keyslice.domain.KeyAttribute key) {
        Map<String, String> out = new LinkedHashMap<>();
        out.put("name", key.name());
        out.put("type", key.type().name());
        return out;
    }

    private void fail(Context ctx, PreviewException e) {
        ctx.status(status(e)).contentType(QueryApiController.JSON_UTF8)
                .result(json.compact(QueryApiController.errors(List.of(problem(e)))));
    }

    /** The engine's own words stay the message; the summary says in a sentence who refused and what to check. */
    static Problem problem(PreviewException e) {
        String field = e.field().orElse("engine");
        if (e.kind() == PreviewException.Kind.NOT_CONFIGURED && e.getMessage().equals(PreviewConfig.HOW_TO_CONFIGURE)) {
            return PREVIEW_OFF;
        }
        // The error code is left out: a body naming "...Exception" reads as a leaked stack trace.
        if (e.errorCode().filter(code -> !code.isEmpty()).isPresent()) {
            String summary = e.kind() == PreviewException.Kind.ENGINE_REJECTED
                    ? "The DynamoDB endpoint refused the request: check the table, the index and the key attributes and "
                            + "types against its schema."
                    : "The DynamoDB endpoint failed to answer: try again in a moment.";
            return new Problem(field, summary, e.getMessage());
        }
        return new Problem(field, e.getMessage());
    }

    private static final Problem PREVIEW_OFF = new Problem("engine", "The live preview is off because no DynamoDB endpoint "
            + "is configured: start keyslice with " + PreviewConfig.ENDPOINT_ENV + " set to one.",
            PreviewConfig.HOW_TO_CONFIGURE);

    static int status(PreviewException e) {
        return switch (e.kind()) {
            case NOT_CONFIGURED -> 503;
            case NOT_ALLOWED -> 403;
            case BAD_INPUT, ENGINE_REJECTED -> 400;
            case ENGINE_FAILED, UNREACHABLE -> 502;
            case TIMEOUT -> 504;
        };
    }

    // --- the page ------------------------------------------------------------------------------------

    /** {@code POST /run}: the form in the body. htmx gets the preview panel; a plain browser the whole page. */
    void run(Context ctx) {
        if (!SameOrigin.check(ctx)) {
            return;
        }
        QueryParams.Decoded decoded = QueryParams.decode(ctx.body());
        BuilderState state = BuilderState.from(decoded);
        Optional<String> startKey = decoded.params().getOrDefault("startKey", List.of()).stream().filter(s -> !s.isEmpty()).findFirst();
        showPreview(ctx, state, runView(state, startKey));
    }

    /** A Run over the rate limit: 429, shown where the result would be (htmx swaps 429 by configuration). */
    void rateLimited(Context ctx, long retryAfterSeconds) {
        String message = "Too many live-preview runs from your address: try again in " + retryAfterSeconds + " s.";
        ctx.status(429).header("Retry-After", Long.toString(retryAfterSeconds)).header("Cache-Control", "no-store");
        showPreview(ctx, BuilderState.from(QueryParams.decode(ctx.body())), idle().withError(message));
    }

    /** htmx gets the preview panel alone; a plain browser the whole page around it. */
    private void showPreview(Context ctx, BuilderState state, PreviewView view) {
        if ("true".equals(ctx.header("HX-Request"))) {
            views.html(ctx, "partials/preview.jte", Map.of("preview", view));
            return;
        }
        String base = publicUrl.of(ctx);
        Output output = state.isValid() ? outputs.create(state, base) : null;
        views.html(ctx, "pages/builder.jte", Map.of("page", new BuilderPage(state.form(), true, state.problems(), output,
                state.permalink(), base + state.permalink(), Examples.ALL, view)));
    }

    private PreviewView runView(BuilderState state, Optional<String> startKey) {
        PreviewView view = idle();
        if (!preview.configured()) {
            return view.withError(PreviewConfig.HOW_TO_CONFIGURE);
        }
        if (!state.isValid()) {
            return view.withError("Fix the problems marked in the form first: the preview runs only a valid Query.");
        }
        BuiltQuery built = state.valid().built();
        if (built.query().table().isEmpty()) {
            return view.withError("Enter a table name to run the Query.");
        }
        try {
            PreviewPage page = preview.query(built, startKey);
            Prediction prediction;
            try {
                prediction = Prediction.check(built, preview.describe(built.query().table().get()), page.items());
            } catch (PreviewException e) {
                prediction = new Prediction(true, "keyslice could not read the table's key schema to check the order: "
                        + e.getMessage(), 0);
            }
            return view.withResult(result(page, prediction, startKey.isEmpty()));
        } catch (PreviewException e) {
            return view.withError(e.getMessage());
        }
    }

    private PreviewView.Result result(PreviewPage page, Prediction prediction, boolean firstPage) {
        Set<String> columns = new LinkedHashSet<>();
        page.items().forEach(item -> columns.addAll(item.keySet()));
        List<String> ordered = new ArrayList<>(columns);
        List<List<String>> rows = page.items().stream()
                .map(item -> ordered.stream().map(column -> cell(item.get(column))).toList()).toList();
        String capacity = page.consumedCapacity() == null ? "not returned" : page.consumedCapacity() + " RCU";
        String verdict = prediction.agrees()
                ? (prediction.explanation() == null || prediction.explanation().isEmpty()
                        ? "The engine returned these keys in the order keyslice predicts." : prediction.explanation())
                : prediction.explanation();
        return new PreviewView.Result(ordered, rows, page.count(), page.scannedCount(), capacity,
                page.lastEvaluatedKey() == null ? null : json.compact(page.lastEvaluatedKey()), page.nextStartKey(),
                prediction.agrees(), verdict, firstPage);
    }

    /** A typed attribute value as people read it: {@code S: root/}, {@code N: 42}, {@code M: {...}}. */
    private String cell(Object wire) {
        if (!(wire instanceof Map<?, ?> typed) || typed.size() != 1) {
            return wire == null ? "" : json.compact(wire);
        }
        Map.Entry<?, ?> entry = typed.entrySet().iterator().next();
        Object value = entry.getValue();
        return entry.getKey() + ": " + (value instanceof String text ? text : json.compact(value));
    }

    /** The table names for the table input's suggestions, fetched after the page has loaded. */
    void tableOptions(Context ctx) {
        List<String> names = List.of();
        if (preview.configured()) {
            try {
                names = preview.tableNames();
            } catch (PreviewException e) {
                names = List.of(); // suggestions only: the builder keeps working when the engine is down
            }
        }
        views.html(ctx, "partials/table-options.jte", Map.of("names", names));
    }

    /** The chosen table's indexes for the index input's suggestions, each labelled with its key schema. */
    void indexOptions(Context ctx) {
        List<IndexInfo> indexes = List.of();
        String table = ctx.queryParam("table");
        if (preview.configured() && table != null && !table.isEmpty()) {
            try {
                indexes = preview.describe(table).indexes();
            } catch (PreviewException e) {
                indexes = List.of(); // suggestions only
            }
        }
        List<List<String>> options = indexes.stream().map(index -> List.of(index.name(), index.kind().name() + ": "
                + describe(index.keySchema()))).toList();
        views.html(ctx, "partials/index-options.jte", Map.of("options", options));
    }

    private static String describe(KeySchema schema) {
        return schema.partitionKey().name() + " (" + schema.partitionKey().type() + ")"
                + schema.sortKey().map(sk -> " + " + sk.name() + " (" + sk.type() + ")").orElse("");
    }

    /** Fills the key names and types from DescribeTable (or from the chosen index's key schema). */
    FormEdit.Result useTable(keyslice.domain.QueryForm form) {
        if (!preview.configured()) {
            return FormEdit.Result.refused(form, "table", PreviewConfig.HOW_TO_CONFIGURE);
        }
        if (form.table().isEmpty()) {
            return FormEdit.Result.refused(form, "table", "enter a table name first");
        }
        try {
            TableInfo table = preview.describe(form.table());
            Optional<String> index = form.index().isEmpty() ? Optional.empty() : Optional.of(form.index());
            Optional<KeySchema> schema = table.keySchemaFor(index);
            if (schema.isEmpty()) {
                return FormEdit.Result.refused(form, "index", "The table does not have the specified index: " + form.index()
                        + " (indexes: " + String.join(", ", table.indexes().stream().map(IndexInfo::name).toList()) + ")");
            }
            keyslice.domain.QueryForm.Builder filled = form.toBuilder()
                    .pk(schema.get().partitionKey().name()).pkType(schema.get().partitionKey().type().name());
            schema.get().sortKey().ifPresentOrElse(
                    sk -> filled.sk(sk.name()).skType(sk.type().name()),
                    () -> filled.sk("").skType(""));
            return FormEdit.Result.ok(filled.build());
        } catch (PreviewException e) {
            return FormEdit.Result.refused(form, "table", e.getMessage());
        }
    }

    /** {@code POST /preview/demo-data}: only for a loopback endpoint with KEYSLICE_ALLOW_DEMO_DATA=true. */
    void demoData(Context ctx) {
        if (!SameOrigin.check(ctx)) {
            return;
        }
        try {
            DemoData.load(preview.config());
            ctx.redirect(Permalink.of(FileTree.UNDER_PHOTOS), io.javalin.http.HttpStatus.SEE_OTHER);
        } catch (PreviewException e) {
            ctx.status(status(e)).contentType("text/plain; charset=utf-8").result("Demo data not loaded: " + e.getMessage());
        }
    }
}
