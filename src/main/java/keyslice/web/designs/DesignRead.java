package keyslice.web.designs;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import keyslice.datamodel.DataModel;
import keyslice.datamodel.DataModels;
import keyslice.datamodel.DesignReading;
import keyslice.datamodel.Finding;
import keyslice.datamodel.Findings;
import keyslice.datamodel.PatternRead;
import keyslice.domain.compile.Compilation;
import keyslice.domain.form.QueryForm;
import keyslice.domain.text.Shown;
import keyslice.web.state.BuilderState;

/**
 * A design file read for the page and the card: the design, each access pattern against it, the findings, and each
 * Query pattern's builder state, compiled once as the builder compiles a state (its limits included) and shared by the
 * pattern's read and its permalink, as {@code POST /api/v1/design} does.
 *
 * @param text the file as given, which the link and the text box carry
 */
public record DesignRead(
        String text,
        DataModel model,
        List<PatternRead> reads,
        List<Finding> findings,
        Map<QueryForm, BuilderState> states) {

    public DesignRead {
        reads = List.copyOf(reads);
        findings = List.copyOf(findings);
        states = Map.copyOf(states);
    }

    public static DesignRead of(String text) throws DataModels.Unreadable {
        return of(text, DataModels.read(text));
    }

    /** The design {@code text} holds, read already. */
    public static DesignRead of(String text, DataModel model) {
        Map<QueryForm, BuilderState> states = new HashMap<>();
        List<PatternRead> reads = DesignReading.readAll(model, form -> compiled(states, form));
        return new DesignRead(text, model, reads, Findings.of(model, reads), states);
    }

    private static Compilation compiled(Map<QueryForm, BuilderState> states, QueryForm form) {
        BuilderState state = states.computeIfAbsent(form, f -> BuilderState.from(f, Optional.empty()));
        return state.isValid() ? state.valid() : new Compilation.Invalid(state.problems(), state.partialWarnings());
    }

    /** The builder state of a pattern's form: the one its read compiled, else compiled now. */
    public BuilderState state(QueryForm form) {
        BuilderState state = states.get(form);
        return state != null ? state : BuilderState.from(form, Optional.empty());
    }

    /** Each access pattern as the page, the card and the Markdown show it, in the file's order. */
    public List<PatternRow> rows() {
        return reads.stream()
                .map(read -> PatternRow.of(
                        model,
                        read,
                        findings,
                        read.form().map(form -> state(form).permalink()).orElse("")))
                .toList();
    }

    /** The design in a few words, for titles: its tables and how many patterns and findings it has. */
    public String title() {
        List<String> tables = model.tables().stream().map(table -> table.name()).toList();
        String names = tables.isEmpty()
                ? "No table"
                : tables.stream().limit(3).map(name -> Shown.text(name, 40)).collect(Collectors.joining(", "))
                        + (tables.size() > 3 ? " and " + (tables.size() - 3) + " more" : "");
        return names + ": " + count(reads.size(), "access pattern") + ", " + count(findings.size(), "finding");
    }

    static String count(int n, String what) {
        return n + " " + what + (n == 1 ? "" : "s");
    }
}
