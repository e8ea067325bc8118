package keyslice.web.designs;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Optional;
import keyslice.datamodel.DataModel;
import keyslice.datamodel.DataModels;
import keyslice.datamodel.McpDataModelWriter;
import keyslice.datamodel.QueryAddition;
import keyslice.datamodel.QueryMerge;
import keyslice.domain.form.Problem;
import keyslice.snippets.Snippets;
import keyslice.web.state.BuilderState;
import keyslice.web.state.DecodedQuery;

/**
 * "Add this Query to a design" ({@code GET /designs/add?query=…&design=…}): the builder's Query (its permalink, or the
 * permalink's query string) added to a design a team has (its link, or the link's {@code d}) by {@link QueryMerge},
 * and written as the MCP data model, the format keyslice writes that holds access patterns. The answer is the merged
 * design's link at the added pattern, or the page: with the merged design when it is too large for a link, the
 * design as it was when it has the Query already, or the problem on {@code query} or {@code design}, the form filled in
 * again and a link back to the builder's state.
 */
public final class QueryAdd {

    /** The parameter that holds the builder's Query: its permalink, or the permalink's query string. */
    static final String QUERY = "query";

    /** The parameter that holds the design: its link, or the link's {@code d}. */
    static final String DESIGN = "design";

    /** The parameter of a merged design's link that says which format it was read in, for the page's note. */
    static final String FROM = "from";

    private static final ObjectMapper JSON = new ObjectMapper();

    private QueryAdd() {}

    /** What the route answers: a redirect to {@code location}, or {@code page}. */
    record Answer(Optional<String> location, DesignPage page) {}

    /**
     * The part of the designs page on the Query added: what happened ({@code notice}), or why it could not be added
     * ({@code problems}, on {@code query} or {@code design}), with what was given, for the form again and the way back.
     *
     * @param builder the builder's state the Query came from, relative, or "" when none was given
     */
    public record View(String notice, List<Problem> problems, String query, String design, String builder) {
        static final View NONE = new View("", List.of(), "", "", "");

        public View {
            problems = List.copyOf(problems);
        }

        public boolean shown() {
            return !notice.isEmpty() || !problems.isEmpty();
        }
    }

    /** What was asked, kept for the page: the form again and the way back to the builder. */
    private record Given(String query, String design, String builder, String origin) {

        /** The page with {@code problems}; with the design as {@code text} when its link read, else empty. */
        Answer refused(List<Problem> problems, String text) {
            View view = new View("", problems, query, design, builder);
            return new Answer(
                    Optional.empty(),
                    text.isEmpty() ? DesignPage.unread("", List.of(), origin).with(view) : page(text, origin, view));
        }

        Answer refused(String field, String message, String text) {
            return refused(List.of(new Problem(field, Problem.sentence(message), Problem.sentence(message))), text);
        }

        Answer shown(String text, String notice) {
            return new Answer(
                    Optional.empty(), page(text, origin, new View(notice, List.of(), query, design, builder)));
        }
    }

    static Answer of(String rawQuery, String origin) {
        DecodedQuery decoded = DecodedQuery.decode(rawQuery);
        String query = single(decoded, QUERY);
        String design = single(decoded, DESIGN);
        BuilderState state = query.isBlank() ? null : BuilderState.from(DecodedQuery.decode(stateQuery(query)));
        Given given = new Given(query, design, state == null ? "" : state.permalink(), origin);
        List<Problem> undecoded = decoded.problems().stream()
                .filter(problem ->
                        problem.field().equals(QUERY) || problem.field().equals(DESIGN))
                .toList();
        if (!undecoded.isEmpty()) {
            return given.refused(undecoded, "");
        }
        if (state == null) {
            return given.refused(
                    QUERY, "give the builder's Query as query: the share section's form in the builder holds it", "");
        }
        if (design.isBlank()) {
            return given.refused(
                    DESIGN, "paste the design's link (“This design's link” on its page) into the form", "");
        }
        if (d(design).isEmpty()) {
            return given.refused(
                    DESIGN,
                    "the link has no d: paste the link of a design's page (" + DesignLink.PATH + "?" + DesignLink.PARAM
                            + "=…)",
                    "");
        }
        String text;
        DataModel model;
        try {
            text = DesignLink.pretty(DesignLink.decode(d(design)));
        } catch (DesignLink.Unreadable e) {
            return given.refused(
                    DESIGN, "the design's link cannot be read: " + e.problem().message(), "");
        }
        try {
            model = DataModels.read(text);
        } catch (DataModels.Unreadable e) {
            return given.refused(
                    e.problems().stream()
                            .map(p ->
                                    "the design in the link is not one keyslice reads: " + p.where() + ": " + p.what())
                            .map(message -> new Problem(DESIGN, Problem.sentence(message), Problem.sentence(message)))
                            .toList(),
                    text);
        }
        if (!state.isValid()) {
            Problem first = state.problems().get(0);
            return given.refused(
                    QUERY,
                    "the builder's Query is not valid (" + first.field() + ": " + first.message()
                            + "); open it in the builder to fix it",
                    text);
        }
        QueryAddition addition = QueryAddition.of(
                state.valid(), Snippets.of(state.valid().built(), "cli").code());
        QueryMerge.Outcome outcome = QueryMerge.merge(model, addition);
        if (outcome instanceof QueryMerge.Refused refused) {
            return given.refused(QUERY, refused.message(), text);
        }
        if (outcome instanceof QueryMerge.Duplicate duplicate) {
            return given.shown(
                    text,
                    "The design has this Query already, as pattern " + duplicate.patternId()
                            + ": it is not added twice.");
        }
        QueryMerge.Merged merged = (QueryMerge.Merged) outcome;
        String written = written(merged.model());
        Optional<String> link = DesignLink.of(written).permalink();
        if (link.isPresent()) {
            return new Answer(
                    Optional.of(link.get()
                            + (merged.formatChanged()
                                    ? "&" + FROM + "=" + merged.was().code()
                                    : "") + "#pattern-" + merged.position()),
                    null);
        }
        return given.shown(
                written,
                "Added the Query as pattern " + merged.patternId()
                        + (merged.tableAdded() ? ", with its table " + addition.table() : "") + "."
                        + (merged.formatChanged() ? " " + formatNote(merged.was()) : ""));
    }

    /**
     * The note a merged design's page shows when it was read in another format: the MCP data model holds access
     * patterns, which a NoSQL Workbench model cannot carry for keyslice and which the entity schema has no writer for.
     */
    static String formatNote(DataModel.Format was) {
        return "Written as the MCP data model, which holds access patterns: the design was "
                + (was == DataModel.Format.WORKBENCH ? "a NoSQL Workbench model" : "the MCP server's entity schema")
                + ", and its entities are not kept.";
    }

    /**
     * The page of a design this route wrote in another format than it was read in ({@code from}, the format's code, on
     * its link), with the note saying so; else {@code page} as it is.
     */
    static DesignPage noted(DesignPage page, String from, DesignRead read) {
        for (DataModel.Format format : DataModel.Format.values()) {
            if (format.code().equals(from) && format != read.model().format()) {
                return page.with(new View(formatNote(format), List.of(), "", "", ""));
            }
        }
        return page;
    }

    /** The design's page with the part on the Query; the text as it is when it does not read. */
    private static DesignPage page(String text, String origin, View view) {
        try {
            return DesignPage.of(DesignRead.of(text), text, origin).with(view);
        } catch (DataModels.Unreadable e) {
            return DesignPage.unread(text, DesignsController.problems(e), origin)
                    .with(view);
        }
    }

    private static String single(DecodedQuery decoded, String name) {
        List<String> values = decoded.params().getOrDefault(name, List.of());
        return values.isEmpty() ? "" : values.get(values.size() - 1).strip();
    }

    /** The state's query string: after the permalink's {@code ?}, before any {@code #}; or the text as given. */
    static String stateQuery(String query) {
        String text = withoutFragment(query);
        int mark = text.indexOf('?');
        return mark < 0 ? text : text.substring(mark + 1);
    }

    /** The design's {@code d}: the link's parameter, or the text as given when it is no link. */
    static String d(String design) {
        String text = withoutFragment(design);
        int mark = text.indexOf('?');
        if (mark < 0) {
            return text.startsWith(DesignLink.PARAM + "=") ? text.substring(DesignLink.PARAM.length() + 1) : text;
        }
        List<String> values =
                DecodedQuery.decode(text.substring(mark + 1)).params().getOrDefault(DesignLink.PARAM, List.of());
        return values.isEmpty() ? "" : values.get(0);
    }

    private static String withoutFragment(String text) {
        int hash = text.indexOf('#');
        return (hash < 0 ? text : text.substring(0, hash)).strip();
    }

    private static String written(DataModel model) {
        try {
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(McpDataModelWriter.write(model));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("maps and strings always write", e);
        }
    }
}
