package keyslice.web.preview;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import keyslice.domain.BuiltQuery;
import keyslice.preview.Deadline;
import keyslice.preview.DynamoPreview;
import keyslice.preview.Prediction;
import keyslice.preview.PreviewConfig;
import keyslice.preview.PreviewException;
import keyslice.preview.QueryResult;
import keyslice.web.http.Json;
import keyslice.web.state.BuilderState;

/** The live-preview panel's content: idle, or the outcome of running the form's Query for one page. */
public final class PreviewPanel {

    private final DynamoPreview preview;
    private final Json json;

    public PreviewPanel(DynamoPreview preview, Json json) {
        this.preview = preview;
        this.json = json;
    }

    public PreviewView idle() {
        PreviewConfig config = preview.config();
        return new PreviewView(preview.configured(), config.engineLabel(),
                PreviewConfig.HOW_TO_CONFIGURE, config.demoDataAllowed(), new PreviewView.Idle());
    }

    /** Runs the state's Query from {@code startKey} (or the start) and checks the order the engine returned. */
    PreviewView run(BuilderState state, Optional<String> startKey) {
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
        Deadline deadline = preview.deadline();
        try {
            QueryResult page = preview.query(built, startKey, deadline);
            Prediction prediction;
            try {
                prediction = Prediction.check(built, preview.describe(built.query().table().get(), deadline), page.items());
            } catch (PreviewException e) {
                prediction = new Prediction(true, "keyslice could not read the table's key schema to check the order: "
                        + e.getMessage(), 0);
            }
            return view.withOutcome(result(page, prediction, startKey.isEmpty()));
        } catch (PreviewException e) {
            return view.withError(e.getMessage());
        }
    }

    private PreviewView.Result result(QueryResult page, Prediction prediction, boolean firstPage) {
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
}
