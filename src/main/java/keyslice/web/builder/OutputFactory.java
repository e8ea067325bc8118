package keyslice.web.builder;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import keyslice.domain.compile.Compilation;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.expression.QueryInput;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.SortKeyCondition;
import keyslice.domain.key.SortRange;
import keyslice.domain.sample.Slice;
import keyslice.domain.sample.TupleSlice;
import keyslice.domain.summary.QuerySummary;
import keyslice.domain.warnings.Warning;
import keyslice.web.embed.EmbedShare;
import keyslice.web.http.Json;
import keyslice.web.http.RequestLimits;
import keyslice.web.state.BuilderState;
import keyslice.web.state.Permalink;

/** Formats a valid compilation for people: pretty JSON, code, the slice, the share links. */
public final class OutputFactory {

    /** Rows of the slice view shown around the slice when there are many samples. */
    public static final int CONTEXT_ROWS = 8;

    public static final int MAX_MATCH_ROWS = 200;

    private final Json json;

    public OutputFactory(Json json) {
        this.json = json;
    }

    /**
     * What an answer carries of the parts shown closed, which cost the most to work out or to send: the code of the
     * programs {@code code} accepts, the design comparison's body when {@code design}, and the embed code and Markdown
     * when {@code share}. What is left out loads when opened.
     */
    public record Inline(Predicate<String> code, boolean design, boolean share) {

        /** A whole page, which works without JavaScript. */
        public static final Inline ALL = new Inline(id -> true, true, true);

        /**
         * An htmx answer: the code of the snippet shown open ({@code language}), the comparison's title only, and the
         * share section without its embed code and Markdown (4 to 5 KB of every answer otherwise).
         */
        public static Inline htmx(String language) {
            return new Inline(language::equals, false, false);
        }
    }

    /** The output with every program's code and the design comparison: a whole page. */
    public Output create(BuilderState state, String baseUrl) {
        return create(state, baseUrl, Inline.ALL);
    }

    /** The output with what {@code inline} asks for, the rest left to load when opened. */
    public Output create(BuilderState state, String baseUrl, Inline inline) {
        Compilation.Valid valid = state.valid();
        BuiltQuery built = valid.built();
        QueryInput input = built.input();
        Json.PrettyRequest pretty = json.prettyRequest(input);
        String requestJson = pretty.request();
        String namesJson = pretty.names();
        String valuesJson = pretty.values();
        return new Output(
                QuerySummary.of(valid),
                QuerySummary.label(built.query()),
                built.keyConditionExpression(),
                namesJson,
                valuesJson,
                requestJson,
                valid.warnings().stream().map(this::warning).toList(),
                CodeSnippets.views(built, inline.code()),
                valid.slice()
                        .map(slice ->
                                sliceView(slice, built.query().sortCondition().map(SortKeyCondition::condition)))
                        .orElse(null),
                valid.tupleSlice().map(OutputFactory::tupleSliceView).orElse(null),
                share(state, baseUrl, inline.share(), requestJson, namesJson, valuesJson),
                // Fixing all is an edit, worked out when clicked: a page with warnings is rendered at every pause in
                // typing.
                valid.warnings().stream().filter(w -> w.fix().isPresent()).count() >= 2,
                inline.design()
                        ? DesignComparisonView.of(state.form(), valid, json)
                        : DesignComparisonView.closed(state, json),
                new Output.OptionsView(
                        built.options().filterExpression().orElse(null),
                        built.options().projectionExpression().orElse(null),
                        valid.itemSlice().map(ItemSliceViews::of).orElse(null)),
                valid.sampleProblems());
    }

    /** {@code embed}: whether the answer carries a shareable state's embed code and Markdown. */
    private static Output.Share share(
            BuilderState state,
            String baseUrl,
            boolean embed,
            String requestJson,
            String namesJson,
            String valuesJson) {
        String permalink = state.permalink();
        if (Permalink.shareable(permalink)) {
            return new Output.Share(
                    baseUrl,
                    embed ? EmbedShare.of(state, baseUrl, requestJson, namesJson, valuesJson) : null,
                    null,
                    true);
        }
        String size = (permalink.length() + 1023) / 1024 + " KB"
                + (Permalink.compressed(permalink) ? ", even compressed" : "");
        boolean opens = permalink.length() - 2 <= RequestLimits.MAX_QUERY_STRING;
        return new Output.Share(
                null,
                null,
                opens
                        ? "This state's link is " + size + ": wikis, chat tools and proxies cut links past "
                                + Permalink.SHAREABLE_CHARS / 1024
                                + " KB, so there is no embed code or Markdown for it. The permalink above opens it in this keyslice; to "
                                + "keep or share it anywhere else, download it as a file and load the file in the builder."
                        : "This state is too large for any link: " + size + ", and keyslice opens links of at most "
                                + RequestLimits.MAX_QUERY_STRING / 1024
                                + " KB. It keeps working on this page, but the address bar "
                                + "cannot follow it and a reload would lose it: download it as a file to keep or share it, and load "
                                + "the file in the builder.",
                opens);
    }

    private Output.WarningView warning(Warning warning) {
        return warning.fix()
                .map(fix ->
                        new Output.WarningView(warning.code(), warning.message(), fix.label(), "fix:" + warning.code()))
                .orElseGet(() -> new Output.WarningView(warning.code(), warning.message(), null, null));
    }

    /** The rows {@code [from, to)} a view shows of {@code size} keys: all when few, else the matches with some context. */
    private record Window(int from, int to) {
        static Window of(int size, int firstMatch, int matchCount) {
            if (size <= 2 * CONTEXT_ROWS + MAX_MATCH_ROWS) {
                return new Window(0, size);
            }
            if (firstMatch < 0) {
                return new Window(0, 2 * CONTEXT_ROWS);
            }
            return new Window(
                    Math.max(0, firstMatch - CONTEXT_ROWS),
                    Math.min(size, firstMatch + Math.min(matchCount, MAX_MATCH_ROWS) + CONTEXT_ROWS));
        }
    }

    public static Output.SliceView sliceView(Slice slice, Optional<SortRange> condition) {
        List<KeyValue> keys = slice.keys();
        Window window = Window.of(keys.size(), slice.firstMatch(), slice.matchCount());
        int from = window.from();
        int to = window.to();
        int lastMatch = slice.firstMatch() + slice.matchCount() - 1;
        int pageEnd = slice.firstMatch() + slice.pageSize() - 1;
        List<Output.SliceView.Row> rows = new ArrayList<>();
        for (int i = from; i < to; i++) {
            KeyValue key = keys.get(i);
            Slice.Place place = slice.placeOf(i);
            String note = null;
            if (condition.isPresent()
                    && (place == Slice.Place.OUTSIDE && keys.size() <= 20
                            || place == Slice.Place.BEFORE && i == slice.firstMatch() - 1
                            || place == Slice.Place.AFTER && i == lastMatch + 1)) {
                note = condition.get().whyOut(key);
            } else if (place == Slice.Place.MATCH && i == pageEnd && slice.cutByLimit()) {
                note = "the page ends here (Limit " + slice.pageSize()
                        + "): the response carries LastEvaluatedKey = this key";
            } else if (place == Slice.Place.BEYOND_LIMIT && i == pageEnd + 1) {
                note = "matches, but comes on the next page (ExclusiveStartKey = the last key above)";
            }
            rows.add(new Output.SliceView.Row(key.wireText(), cssClass(place), note));
        }
        return new Output.SliceView(rows, from, keys.size() - to);
    }

    /**
     * Every tuple not read says why, by the attribute that decides it: unlike one key's slice, where the keys on each
     * side of the run explain the rest, a tuple's reason can differ from its neighbour's.
     */
    public static Output.TupleSliceView tupleSliceView(TupleSlice slice) {
        Window window = Window.of(slice.keys().size(), slice.firstMatch(), slice.matchCount());
        List<Output.SliceView.Row> rows = new ArrayList<>();
        for (int i = window.from(); i < window.to(); i++) {
            Slice.Place place = slice.placeOf(i);
            rows.add(new Output.SliceView.Row(
                    slice.keys().get(i).text(), cssClass(place), place == Slice.Place.MATCH ? null : slice.whyOut(i)));
        }
        List<Output.SliceView.Row> notInIndex = slice.sparse().stream()
                .map(sample -> new Output.SliceView.Row(sample.text(), "sparse", TupleSlice.whyNotInIndex(sample)))
                .toList();
        return new Output.TupleSliceView(
                slice.attributes().stream().map(KeyAttribute::name).toList(),
                new Output.SliceView(rows, window.from(), slice.keys().size() - window.to()),
                notInIndex);
    }

    private static String cssClass(Slice.Place place) {
        return switch (place) {
            case MATCH -> "match";
            case BEFORE -> "before";
            case AFTER -> "after";
            case BEYOND_LIMIT -> "beyond";
            case OUTSIDE -> "outside";
        };
    }
}
