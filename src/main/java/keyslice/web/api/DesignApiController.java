package keyslice.web.api;

import io.javalin.http.Context;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.datamodel.DataModel;
import keyslice.datamodel.DataModels;
import keyslice.datamodel.DesignReading;
import keyslice.datamodel.Findings;
import keyslice.datamodel.ModelTable;
import keyslice.datamodel.PatternRead;
import keyslice.domain.compile.Compilation;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;
import keyslice.web.http.HttpError;
import keyslice.web.http.Json;
import keyslice.web.http.Utf8Body;
import keyslice.web.state.BuilderState;

/**
 * {@code POST /api/v1/design}: a design file as the body (the AWS DynamoDB MCP server's dynamodb_data_model.json), and
 * each of its access patterns as the builder reads it: the Query, the items it reads and returns, its first page's
 * cost, and the findings of the design as a whole. A file that is not one: 400 with every problem at its place.
 */
public final class DesignApiController {

    private final Json json;

    public DesignApiController(Json json) {
        this.json = json;
    }

    public void design(Context ctx) {
        DataModel model;
        try {
            model = DataModels.read(Utf8Body.text(ctx.bodyAsBytes(), "design", "design file"));
        } catch (DataModels.Unreadable e) {
            throw new HttpError(
                    400,
                    e.problems().stream()
                            .map(problem -> new Problem(
                                    problem.where(),
                                    Problem.sentence(problem.where() + ": " + problem.what()),
                                    problem.what()))
                            .toList());
        }
        // Each pattern's form is compiled once, as the builder compiles a state (its limits included): the pattern's
        // read and its permalink and API answer share it.
        Map<QueryForm, BuilderState> states = new HashMap<>();
        List<PatternRead> reads = DesignReading.readAll(model, form -> compiled(states, form));
        DesignItems items = new DesignItems();
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("format", model.format().code());
        body.put(
                "tables",
                model.tables().stream().map(DesignApiController::table).toList());
        body.put(
                "patterns",
                reads.stream().map(read -> pattern(model, read, states, items)).toList());
        body.put(
                "findings",
                Findings.of(model, reads).stream()
                        .map(finding -> {
                            Map<String, Object> out = new LinkedHashMap<>();
                            out.put("code", finding.code().code());
                            out.put("message", finding.message());
                            out.put("patterns", finding.patterns());
                            out.put("tables", finding.tables());
                            return out;
                        })
                        .toList());
        ctx.contentType(Json.CONTENT_TYPE).result(json.compactBytes(body));
    }

    private static Map<String, Object> table(ModelTable table) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("name", table.name());
        out.put("key", keys(table.key()));
        out.put(
                "indexes",
                table.indexes().stream()
                        .map(index -> {
                            Map<String, Object> entry = new LinkedHashMap<>();
                            entry.put("name", index.name());
                            entry.put("global", index.global());
                            entry.put("key", keys(index.key()));
                            entry.put("projection", index.projection().name());
                            entry.put("nonKeyAttributes", index.nonKey());
                            return entry;
                        })
                        .toList());
        out.put("items", table.items().size());
        return out;
    }

    private static List<Map<String, String>> keys(List<ModelTable.KeyElement> key) {
        return key.stream()
                .map(element -> Map.of(
                        "attribute", element.name(),
                        "role", element.role().name(),
                        "type", element.type().name()))
                .toList();
    }

    private static Compilation compiled(Map<QueryForm, BuilderState> states, QueryForm form) {
        BuilderState state = states.computeIfAbsent(form, f -> BuilderState.from(f, Optional.empty()));
        return state.isValid() ? state.valid() : new Compilation.Invalid(state.problems(), state.partialWarnings());
    }

    private static Map<String, Object> pattern(
            DataModel model, PatternRead read, Map<QueryForm, BuilderState> states, DesignItems items) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", read.pattern().id());
        out.put("description", read.pattern().description());
        read.pattern().table().ifPresent(table -> out.put("table", table));
        read.pattern().index().ifPresent(index -> out.put("index", index));
        read.pattern().operation().ifPresent(operation -> out.put("operation", operation.name()));
        read.form().ifPresent(form -> {
            BuilderState state = states.computeIfAbsent(form, f -> BuilderState.from(f, Optional.empty()));
            out.put("state", state.permalink());
            if (state.isValid() && read.problems().isEmpty()) {
                Map<String, Object> query = QueryApiController.body(state);
                out.put("query", query);
                // The pattern's own warnings, as the Query's: what a design's reader looks for first.
                out.put("warnings", query.get("warnings"));
            }
        });
        if (read.compilation().isPresent() && read.problems().isEmpty()) {
            items.put(out, model, read);
            read.cost()
                    .ifPresent(page -> out.put(
                            "cost",
                            Map.of(
                                    "itemsRead", page.itemsRead(),
                                    "itemsReturned", page.itemsReturned(),
                                    "bytesRead", page.bytesRead(),
                                    "readUnits", page.readUnits())));
        }
        out.putIfAbsent("warnings", List.of());
        out.put(
                "problems",
                read.problems().stream()
                        .map(problem -> Map.of("field", problem.field(), "message", problem.message()))
                        .toList());
        return out;
    }
}
