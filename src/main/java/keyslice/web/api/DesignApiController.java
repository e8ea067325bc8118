package keyslice.web.api;

import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.datamodel.DataModel;
import keyslice.datamodel.DesignExport;
import keyslice.datamodel.Finding;
import keyslice.datamodel.ModelTable;
import keyslice.datamodel.PatternRead;
import keyslice.domain.form.Problem;
import keyslice.domain.text.Shown;
import keyslice.fixtures.Fixtures;
import keyslice.web.designs.DesignAnswer;
import keyslice.web.designs.DesignRead;
import keyslice.web.http.HttpError;
import keyslice.web.http.Json;
import keyslice.web.state.BuilderState;

/**
 * {@code POST /api/v1/design}: a design file as the body (in a format {@link keyslice.datamodel.DataModels#read}
 * reads), and each of its access patterns as the builder reads it: the Query, the items it reads and returns, its first
 * page's cost, and the findings of the design as a whole; or with {@code export=}, the design in that format. A file
 * that is not one: 400 with every problem at its place.
 * {@code GET /api/v1/design?d=…} answers the same for the design a link holds ({@code web.designs.DesignLink}).
 */
public final class DesignApiController {

    private final Json json;

    /** {@code export=markdown}: the pattern table, which needs the design read, not only the file. */
    private static final String MARKDOWN = "markdown";

    /** Every {@code export=} value, as a 400 lists them: the formats, the Markdown, the test fixtures. */
    static final List<String> CODES = java.util.stream.Stream.of(
                    DesignExport.CODES.stream(),
                    java.util.stream.Stream.of(MARKDOWN),
                    java.util.Arrays.stream(Fixtures.Kind.values()).map(Fixtures.Kind::code))
            .flatMap(codes -> codes)
            .toList();

    public DesignApiController(Json json) {
        this.json = json;
    }

    public void design(Context ctx) {
        String export = ctx.queryParam("export");
        if (export != null && !CODES.contains(export)) {
            throw unknown(export);
        }
        Optional<DesignExport> format = export == null ? Optional.empty() : DesignExport.named(export);
        String text =
                ctx.method() == HandlerType.POST ? DesignBodies.text(ctx) : DesignAnswer.linked(ctx.queryParam("d"));
        DataModel model = DesignBodies.read(text);
        if (format.isPresent()) {
            Object file = format.get().write(model);
            String written = file instanceof String plain ? plain : json.pretty(file);
            ctx.contentType(format.get().mediaType() + "; charset=utf-8")
                    .result(written.getBytes(StandardCharsets.UTF_8));
            return;
        }
        DesignRead design = DesignRead.of(text, model);
        List<PatternRead> reads = design.reads();
        List<Finding> findings = design.findings();
        if (export != null && DesignFixtureExport.answer(ctx, export, model, reads)) {
            return;
        }
        if (MARKDOWN.equals(export)) {
            ctx.contentType(DesignAnswer.MARKDOWN).result(DesignAnswer.markdown(design));
            return;
        }
        DesignItems items = new DesignItems();
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("format", model.format().code());
        body.put(
                "tables",
                model.tables().stream().map(DesignApiController::table).toList());
        body.put(
                "patterns",
                reads.stream().map(read -> pattern(design, read, items)).toList());
        body.put(
                "findings",
                findings.stream()
                        .map(finding -> {
                            Map<String, Object> out = new LinkedHashMap<>();
                            out.put("code", finding.code().code());
                            out.put("message", finding.message());
                            out.put("patterns", finding.patterns());
                            out.put("tables", finding.tables());
                            return out;
                        })
                        .toList());
        DesignAnswer.extend(body, design);
        ctx.contentType(Json.CONTENT_TYPE).result(json.compactBytes(body));
    }

    /** A 400 for an {@code export=} keyslice does not write, naming the ones it does. */
    private static HttpError unknown(String code) {
        return new HttpError(
                400,
                new Problem(
                        "export",
                        "The export " + Shown.quoted(code) + " is not one keyslice writes: give one of "
                                + String.join(", ", CODES) + ".",
                        "export must be one of " + String.join(", ", CODES)));
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

    private static Map<String, Object> pattern(DesignRead design, PatternRead read, DesignItems items) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", read.pattern().id());
        out.put("description", read.pattern().description());
        read.pattern().table().ifPresent(table -> out.put("table", table));
        read.pattern().index().ifPresent(index -> out.put("index", index));
        read.pattern().operation().ifPresent(operation -> out.put("operation", operation.name()));
        read.form().ifPresent(form -> {
            BuilderState state = design.state(form);
            out.put("state", state.permalink());
            if (state.isValid() && read.problems().isEmpty()) {
                Map<String, Object> query = QueryApiController.body(state);
                out.put("query", query);
                // The pattern's own warnings, as the Query's: what a design's reader looks for first.
                out.put("warnings", query.get("warnings"));
            }
        });
        if (read.compilation().isPresent() && read.problems().isEmpty()) {
            items.put(out, design.model(), read);
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
                        .map(problem -> Map.of(
                                "field", problem.field(),
                                "summary", problem.summary(),
                                "message", problem.message()))
                        .toList());
        return out;
    }
}
