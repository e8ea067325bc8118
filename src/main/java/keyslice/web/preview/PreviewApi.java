package keyslice.web.preview;

import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.Problem;
import keyslice.domain.key.KeyAttribute;
import keyslice.preview.Deadline;
import keyslice.preview.DescribedKey;
import keyslice.preview.DynamoPreview;
import keyslice.preview.QueryResult;
import keyslice.preview.ReadCheck;
import keyslice.preview.TableInfo;
import keyslice.preview.TableListing;
import keyslice.web.http.ErrorPage;
import keyslice.web.http.HttpError;
import keyslice.web.http.Json;
import keyslice.web.state.BuilderState;
import keyslice.web.state.DecodedQuery;
import keyslice.web.state.FormParser;
import keyslice.web.state.Permalink;

/**
 * {@code GET /api/v1/preview} (one page of a Query) and {@code GET /api/v1/tables} (the schemas), for programs. The
 * engine's refusals propagate as {@link keyslice.preview.PreviewException}, which the app maps with {@link EngineErrors}.
 */
public final class PreviewApi {

    private final DynamoPreview preview;
    private final Json json;

    public PreviewApi(DynamoPreview preview, Json json) {
        this.preview = preview;
        this.json = json;
    }

    public void query(Context ctx) {
        requireConfigured();
        DecodedQuery decoded = DecodedQuery.decode(ctx.queryString());
        BuilderState state = BuilderState.from(decoded);
        List<String> startKeys = decoded.params().getOrDefault("startKey", List.of());
        List<Problem> problems = new ArrayList<>(state.problems());
        if (startKeys.size() > 1) {
            problems.add(FormParser.givenMoreThanOnce("startKey", startKeys.size()));
        }
        if (state.form().table().isEmpty()
                && problems.stream().noneMatch(p -> p.field().equals("table"))) {
            problems.add(new Problem("table", "the live preview needs a table name"));
        }
        if (!problems.isEmpty()) {
            throw new HttpError(400, problems);
        }
        BuiltQuery built = state.valid().built();
        Optional<String> startKey = startKeys.stream().filter(s -> !s.isEmpty()).findFirst();
        Deadline deadline = preview.deadline();
        QueryResult page = preview.query(built, startKey, deadline);
        ReadCheck check = PageChecks.check(
                preview,
                built,
                page,
                startKey,
                PageChecks.itemNames(
                        built.query(),
                        built.query().sortConditions().stream()
                                .map(condition -> condition.sortKey().name())
                                .toList()),
                deadline);
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("items", page.items());
        body.put("count", page.count());
        body.put("scannedCount", page.scannedCount());
        body.put("consumedCapacity", page.consumedCapacity());
        body.put("lastEvaluatedKey", page.lastEvaluatedKey());
        body.put("nextStartKey", page.nextStartKey());
        Map<String, Object> prediction = new LinkedHashMap<>();
        prediction.put("returned", verdictJson(check.returned()));
        prediction.put("consumedCapacity", verdictJson(check.capacity()));
        body.put("prediction", prediction);
        ctx.contentType(Json.CONTENT_TYPE).result(json.compact(body));
    }

    /**
     * The schemas of every table, within one request deadline. Cut short (deadline passed, too many calls at once), it
     * answers 504 (or 503) with the error, the tables described by then, and the names it had no time for.
     */
    public void tables(Context ctx) {
        requireConfigured();
        TableListing listing = preview.tables();
        Map<String, Object> body = new LinkedHashMap<>();
        listing.stopped().ifPresent(stop -> {
            ctx.status(EngineErrors.status(stop));
            body.putAll(ErrorPage.body(List.of(EngineErrors.problem(stop)), Permalink::of));
        });
        body.put(
                "tables",
                listing.described().stream().map(PreviewApi::tableJson).toList());
        if (!listing.complete()) {
            body.put("undescribed", listing.undescribed());
        }
        ctx.contentType(Json.CONTENT_TYPE).result(json.compact(body));
    }

    /** {@code {"status": "agrees" | "differs" | "not_compared", "explanation": "..."}}. */
    private static Map<String, String> verdictJson(ReadCheck.Verdict verdict) {
        Map<String, String> out = new LinkedHashMap<>();
        out.put("status", verdict.status().name().toLowerCase(java.util.Locale.ROOT));
        out.put("explanation", verdict.explanation());
        return out;
    }

    private void requireConfigured() {
        if (!preview.configured()) {
            throw new HttpError(503, EngineErrors.PREVIEW_OFF);
        }
    }

    private static Map<String, Object> tableJson(TableInfo table) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("name", table.name());
        out.put("status", table.status());
        out.putAll(schemaJson(table.keySchema()));
        out.put(
                "indexes",
                table.indexes().stream()
                        .map(index -> {
                            Map<String, Object> i = new LinkedHashMap<>();
                            i.put("name", index.name());
                            i.put("kind", index.kind().name());
                            i.putAll(schemaJson(index.keySchema()));
                            i.put("projection", index.projection());
                            return i;
                        })
                        .toList());
        return out;
    }

    /**
     * {@code partitionKey} and {@code sortKey} are the first attribute of each side, as for a key of one attribute
     * each; {@code partitionKeys} and {@code sortKeys} list every attribute in KeySchema order, which a multi-attribute
     * index key needs.
     */
    private static Map<String, Object> schemaJson(DescribedKey schema) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("partitionKey", attribute(schema.partitionKey()));
        out.put("sortKey", schema.sortKey().map(PreviewApi::attribute).orElse(null));
        out.put(
                "partitionKeys",
                schema.partitionKeys().stream().map(PreviewApi::attribute).toList());
        out.put(
                "sortKeys",
                schema.sortKeys().stream().map(PreviewApi::attribute).toList());
        return out;
    }

    private static Map<String, String> attribute(KeyAttribute key) {
        Map<String, String> out = new LinkedHashMap<>();
        out.put("name", key.name());
        out.put("type", key.type().name());
        return out;
    }
}
