package keyslice.web.api;

import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keyslice.domain.compile.Fixes;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.expression.QueryInput;
import keyslice.domain.filter.ItemSlice;
import keyslice.domain.filter.ReadCost;
import keyslice.domain.form.Problem;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyValue;
import keyslice.domain.sample.SampleTuples;
import keyslice.domain.sample.Slice;
import keyslice.domain.sample.TupleSlice;
import keyslice.domain.warnings.Warning;
import keyslice.web.http.ErrorPage;
import keyslice.web.http.Json;
import keyslice.web.http.RenderedCache;
import keyslice.web.state.BuilderState;
import keyslice.web.state.DecodedQuery;
import keyslice.web.state.Permalink;

/** {@code GET /api/v1/query}: the built key condition and Query request as JSON. */
public final class QueryApiController {

    private final Json json;
    private final RenderedCache cache;

    public QueryApiController(Json json, RenderedCache cache) {
        this.json = json;
        this.cache = cache;
    }

    /** The answer depends on the query string alone (no origin in it), so that is its cache key. */
    public void query(Context ctx) {
        cache.getOrRender(
                        RenderedCache.key("api", "", ctx.queryString()),
                        () -> answer(DecodedQuery.decode(ctx.queryString())))
                .sendTo(ctx);
    }

    private RenderedCache.Entry answer(DecodedQuery query) {
        BuilderState state = BuilderState.from(query);
        CodeTargets code = CodeTargets.parse(query);
        if (!state.isValid() || code.problem().isPresent()) {
            List<Problem> problems = new ArrayList<>(state.isValid() ? List.of() : state.problems());
            code.problem().ifPresent(problems::add);
            return new RenderedCache.Entry(
                    400,
                    Json.CONTENT_TYPE,
                    json.compactBytes(ErrorPage.body(problems, Permalink::of)),
                    state.permalink());
        }
        Map<String, Object> body = body(state, code);
        body.put("permalink", state.permalink());
        return new RenderedCache.Entry(200, Json.CONTENT_TYPE, json.compactBytes(body), state.permalink());
    }

    /** What the API answers for a valid state without code: the built request, its warnings, slices and cost. */
    public static Map<String, Object> body(BuilderState state) {
        return body(state, CodeTargets.parse(DecodedQuery.decode("")));
    }

    /** The same with {@code code}'s programs. */
    static Map<String, Object> body(BuilderState state, CodeTargets code) {
        BuiltQuery built = state.valid().built();
        Map<String, Object> body = new LinkedHashMap<>();
        QueryInput input = built.input();
        body.put("keyConditionExpression", built.keyConditionExpression());
        input.filterExpression().ifPresent(expression -> body.put("filterExpression", expression));
        input.projectionExpression().ifPresent(expression -> body.put("projectionExpression", expression));
        body.put("expressionAttributeNames", input.expressionAttributeNames());
        body.put("expressionAttributeValues", input.expressionAttributeValues());
        body.put("request", input);
        List<Warning> warnings = state.valid().warnings();
        // A state too long to share as a link gets its fixes as edits only: five fixed states of 30 KB each were most
        // of such an answer, and a link that long works nowhere it would be sent.
        boolean links = Permalink.shareable(state.permalink());
        body.put("warnings", warnings(warnings, links));
        if (links && warnings.stream().filter(w -> w.fix().isPresent()).count() >= 2) {
            body.put("fixAll", Permalink.of(Fixes.fixAll(state.form(), state.valid(), state.memo())));
        }
        state.valid().slice().ifPresent(slice -> {
            Map<String, Object> sliceBody = new LinkedHashMap<>();
            sliceBody.put("keys", slice.keys().stream().map(KeyValue::wireText).toList());
            sliceBody.put(
                    "matches", slice.matches().stream().map(KeyValue::wireText).toList());
            body.put("slice", sliceBody);
        });
        state.valid().tupleSlice().ifPresent(tuples -> body.put("tupleSlice", tupleSlice(tuples)));
        state.valid().itemSlice().ifPresent(items -> {
            body.put("itemSlice", itemSlice(items));
            body.put("cost", cost(items));
        });
        if (!code.ids().isEmpty()) {
            body.put("code", code.programs(built));
        }
        return body;
    }

    /**
     * A multi-attribute sort key's samples: each tuple a list of wire texts, as {@code slice} gives one key's; every
     * tuple in index order with where it stands and, unless read, why; the samples the index leaves out, by line.
     */
    private static Map<String, Object> tupleSlice(TupleSlice tuples) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put(
                "attributes",
                tuples.attributes().stream().map(KeyAttribute::name).toList());
        List<Map<String, Object>> keys = new ArrayList<>();
        for (int i = 0; i < tuples.keys().size(); i++) {
            Map<String, Object> key = new LinkedHashMap<>();
            key.put("values", values(tuples.keys().get(i)));
            Slice.Place place = tuples.placeOf(i);
            key.put("read", place == Slice.Place.MATCH);
            if (place != Slice.Place.MATCH) {
                key.put("why", tuples.whyOut(i));
            }
            keys.add(key);
        }
        body.put("keys", keys);
        body.put(
                "matches",
                tuples.matches().stream().map(QueryApiController::values).toList());
        body.put(
                "notInIndex",
                tuples.sparse().stream()
                        .map(sample -> {
                            Map<String, Object> out = new LinkedHashMap<>();
                            out.put("line", sample.line());
                            out.put("sample", sample.text());
                            out.put("why", TupleSlice.whyNotInIndex(sample));
                            return out;
                        })
                        .toList());
        return body;
    }

    /**
     * The sample items under the whole Query, as the page lists them: the partition's in read order, then the others;
     * each with its line, its key, whether the first page reads and returns it, the page that reads it, the part of the
     * filter it fails and why it is not read.
     */
    private static List<Map<String, Object>> itemSlice(ItemSlice items) {
        return items.entries().stream()
                .map(entry -> {
                    Map<String, Object> out = new LinkedHashMap<>();
                    out.put("line", entry.line());
                    out.put("key", entry.key());
                    out.put("read", entry.read());
                    out.put("returned", entry.returned());
                    if (entry.inKeyCondition()) {
                        out.put("page", entry.page());
                    }
                    entry.failed().ifPresent(failed -> out.put("failed", failed));
                    entry.why().ifPresent(why -> out.put("why", why));
                    return out;
                })
                .toList();
    }

    /** What reading the key condition to its end costs, page by page, in read capacity units as DynamoDB counts them. */
    private static Map<String, Object> cost(ItemSlice items) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("consistentRead", items.consistentRead());
        body.put("pages", items.pages().stream().map(QueryApiController::page).toList());
        body.put("total", page(items.total()));
        return body;
    }

    private static Map<String, Object> page(ReadCost.Page page) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("itemsRead", page.itemsRead());
        body.put("itemsReturned", page.itemsReturned());
        body.put("bytesRead", page.bytesRead());
        body.put("readUnits", page.readUnits());
        return body;
    }

    private static List<String> values(SampleTuples.Tuple tuple) {
        return tuple.values().stream().map(KeyValue::wireText).toList();
    }

    /**
     * Each warning's code and words, and for one with a fix the edit that applies it ({@code fix:CODE}, as the builder
     * takes it with the state) and, when {@code links}, the fixed state's permalink.
     */
    public static List<Map<String, String>> warnings(List<Warning> warnings, boolean links) {
        return warnings.stream()
                .map(w -> {
                    Map<String, String> warning = new LinkedHashMap<>();
                    warning.put("code", w.code());
                    warning.put("message", w.message());
                    w.fix().ifPresent(fix -> {
                        warning.put("edit", "fix:" + w.code());
                        if (links) {
                            warning.put("fix", Permalink.of(fix.form()));
                        }
                    });
                    return warning;
                })
                .toList();
    }
}
