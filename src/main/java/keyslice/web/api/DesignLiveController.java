package keyslice.web.api;

import io.javalin.http.Context;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.datamodel.AccessPattern;
import keyslice.datamodel.DataModel;
import keyslice.datamodel.DynamoJson;
import keyslice.datamodel.PatternRead;
import keyslice.datamodel.PatternReading;
import keyslice.domain.compile.Compilation;
import keyslice.domain.form.Problem;
import keyslice.preview.Deadline;
import keyslice.preview.DemoData;
import keyslice.preview.DynamoPreview;
import keyslice.preview.PreviewConfig;
import keyslice.preview.QueryResult;
import keyslice.web.http.HttpError;
import keyslice.web.http.Json;

/**
 * A design against the configured engine. {@code POST /api/v1/design/create}: its tables, indexes and items, written
 * where demo data may be (a loopback endpoint with writes allowed). {@code POST /api/v1/design/run}: every Query
 * pattern's first page from the engine beside keyslice's prediction of it, within one deadline and at most
 * {@value #MAX_RUNS} Queries, so one request costs at most that many engine calls.
 */
public final class DesignLiveController {

    /** The most Query patterns one run sends to the engine; the rest are listed as not run. */
    public static final int MAX_RUNS = 25;

    private final DynamoPreview preview;
    private final Json json;

    public DesignLiveController(DynamoPreview preview, Json json) {
        this.preview = preview;
        this.json = json;
    }

    public void create(Context ctx) {
        requireConfigured();
        DataModel model = DesignBodies.read(ctx);
        DemoData.Result written = preview.createDesign(model);
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("createdTables", written.createdTables());
        body.put("existingTables", written.existingTables());
        body.put("skippedTables", written.skippedTables());
        body.put("itemsWritten", written.itemsWritten());
        ctx.contentType(Json.CONTENT_TYPE).result(json.compactBytes(body));
    }

    public void run(Context ctx) {
        requireConfigured();
        DataModel model = DesignBodies.read(ctx);
        Deadline deadline = preview.deadline();
        List<Map<String, Object>> patterns = new ArrayList<>();
        int runs = 0;
        for (AccessPattern pattern : model.patterns()) {
            PatternRead read = PatternReading.read(model, pattern);
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("id", pattern.id());
            if (!(read.compilation().orElse(null) instanceof Compilation.Valid valid)
                    || !read.problems().isEmpty()) {
                out.put("status", "not_run");
                out.put("reason", read.problems().isEmpty() ? "not a Query" : "the pattern has problems");
            } else if (runs == MAX_RUNS) {
                out.put("status", "not_run");
                out.put("reason", "one run sends at most " + MAX_RUNS + " Queries");
            } else {
                runs++;
                QueryResult page = preview.query(valid.built(), Optional.empty(), deadline);
                List<Map<String, Object>> predicted = DynamoJson.items(read.returned());
                out.put("status", same(page.items(), predicted) ? "agrees" : "differs");
                out.put("returned", page.items());
                out.put("predicted", predicted);
            }
            patterns.add(out);
        }
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("engine", preview.config().engineLabel());
        body.put("patterns", patterns);
        ctx.contentType(Json.CONTENT_TYPE).result(json.compactBytes(body));
    }

    private void requireConfigured() {
        if (!preview.configured()) {
            throw new HttpError(503, new Problem("engine", PreviewConfig.HOW_TO_CONFIGURE));
        }
    }

    /** The same items in the same order; numbers compare by value ("12.50" is 12.5), sets as sets. */
    static boolean same(List<Map<String, Object>> engine, List<Map<String, Object>> predicted) {
        return engine.stream()
                .map(DesignLiveController::item)
                .toList()
                .equals(predicted.stream().map(DesignLiveController::item).toList());
    }

    private static Map<Object, Object> item(Map<?, ?> item) {
        Map<Object, Object> out = new LinkedHashMap<>();
        item.forEach((name, value) -> out.put(name, value((Map<?, ?>) value)));
        return out;
    }

    /** One value in wire form, a single-entry map from its type to its body. */
    private static Map<Object, Object> value(Map<?, ?> wire) {
        Map<Object, Object> out = new LinkedHashMap<>();
        wire.forEach((type, body) -> out.put(
                type,
                switch (String.valueOf(type)) {
                    case "N" -> number((String) body);
                    case "NS" ->
                        ((List<?>) body)
                                .stream().map(n -> number((String) n)).sorted().toList();
                    case "SS", "BS" ->
                        ((List<?>) body).stream().map(String::valueOf).sorted().toList();
                    case "M" -> item((Map<?, ?>) body);
                    case "L" ->
                        ((List<?>) body)
                                .stream()
                                        .map(element -> value((Map<?, ?>) element))
                                        .toList();
                    default -> body;
                }));
        return out;
    }

    private static String number(String text) {
        return new BigDecimal(text).stripTrailingZeros().toPlainString();
    }
}
