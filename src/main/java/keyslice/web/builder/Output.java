package keyslice.web.builder;

import java.util.List;
import keyslice.domain.summary.QuerySummary;
import keyslice.web.embed.EmbedShare;

/**
 * The result of a valid form, formatted for display: shared by the builder page and the embed card. {@code summary} is
 * what the Query reads in plain words; {@code label} names the state in a few ({@code DRIVE#a91 · begins_with root/}).
 * {@code sampleProblems}: the sample lines that could not be read, shown at their field though the Query is valid.
 */
public record Output(
        QuerySummary summary,
        String label,
        String keyConditionExpression,
        String namesJson,
        String valuesJson,
        String requestJson,
        List<WarningView> warnings,
        List<CodeView> code,
        SliceView slice,
        TupleSliceView tupleSlice,
        Share share,
        boolean fixAll,
        DesignView design,
        OptionsView options,
        List<keyslice.domain.form.Problem> sampleProblems) {

    /** "Fix all" is offered when two or more warnings have a fix; it applies them one after another. */
    public boolean hasFixAll() {
        return fixAll;
    }

    /**
     * A warning with, when there is one, its fix: {@code fixEdit} is the edit that applies it ({@code fix:CODE}), which a
     * button submits with the form, so that the page does not carry the whole corrected state once per fix.
     */
    public record WarningView(String code, String message, String fixLabel, String fixEdit) {
        public boolean hasFix() {
            return fixEdit != null;
        }
    }

    /** One generated program; {@code code} is null when the answer leaves it out (it loads from {@code /snippet}). */
    public record CodeView(String id, String label, String code) {}

    /**
     * The other design of the same Query, side by side ({@link DesignComparisonView}), in a closed section; null on {@link Output}
     * when there is none.
     *
     * @param body what the section shows, or null when the answer leaves it out (it loads from {@code load} when opened)
     * @param load where the body loads from ({@code /design}), or null when the answer carries it
     */
    public record DesignView(String title, DesignBody body, String load) {}

    /**
     * What the design comparison shows.
     *
     * @param keys       the other design's key attributes, one line each
     * @param expression its KeyConditionExpression, null when it cannot read the same keys ({@code refusal} says why)
     * @param agreement  what both designs read on the sample tuples, or null
     * @param notes      its pitfalls, or what to know about the offer
     * @param href       the other design's state in the builder, or null when there is none to open
     */
    public record DesignBody(
            String intro,
            List<String> keys,
            String expression,
            String valuesJson,
            String agreement,
            String notesTitle,
            List<String> notes,
            String href,
            String linkLabel,
            String refusal) {
        public DesignBody {
            keys = List.copyOf(keys);
            notes = List.copyOf(notes);
        }
    }

    /**
     * How the state is shared: its permalink, which the page writes once (relative) and "Copy link" makes absolute with
     * {@code origin}, the origin keyslice answers at; and the embed card's code and Markdown ({@code embed}), null when the
     * answer leaves them out (they load from {@link ShareController} when their section is opened). A permalink too long
     * to share ({@link keyslice.web.state.Permalink#SHAREABLE_CHARS}) has neither, {@code tooLong} then saying so and
     * offering the state as a file. {@code opens}: whether its permalink opens at all (within the request limits), so
     * that the address bar may follow it.
     */
    public record Share(String origin, EmbedShare embed, String tooLong, boolean opens) {
        public boolean shareable() {
            return tooLong == null;
        }

        /** Whether the answer carries the embed code and Markdown, or leaves them to load when opened. */
        public boolean inline() {
            return embed != null;
        }
    }

    /**
     * The sample tuples of a multi-attribute sort key in the index's order, each row's note saying why a tuple is not
     * read, then the samples the index leaves out; null on {@link Output} unless the form gave sample tuples.
     *
     * @param attributes the sort attributes, left to right: the tuples' columns
     */
    public record TupleSliceView(List<String> attributes, SliceView keys, List<SliceView.Row> notInIndex) {}

    /**
     * What the Query adds after its key condition: its expressions (null when it has none) and, with sample items, what
     * it reads and returns of them ({@code items} null without).
     */
    public record OptionsView(String filterExpression, String projectionExpression, ItemSliceView items) {}

    /**
     * The sample items under the Query ({@link ItemSliceViews}): the partition's in read order, then the others, each
     * row saying what happens to it; then the cost, page by page, and its total.
     *
     * @param hiddenAfter the items past the rows listed
     * @param consistency how the read units were counted: strongly or eventually consistent
     */
    public record ItemSliceView(
            List<ItemRow> rows,
            int hiddenAfter,
            List<CostRow> pages,
            CostRow total,
            String consistency,
            boolean sorted) {
        public ItemSliceView {
            rows = List.copyOf(rows);
            pages = List.copyOf(pages);
        }

        /**
         * @param place   the CSS class: returned, dropped (read, then thrown away by the filter), beyond (a later page),
         *                outside (in the partition, not in the key condition), other (another partition, or not in the key)
         * @param status  what happens to it, in words
         * @param failed  the part of the filter it failed, or null
         */
        public record ItemRow(int line, String key, String place, String status, String failed) {}

        /** One page's cost, or the total's ({@code label} "Total"). */
        public record CostRow(String label, int itemsRead, int itemsReturned, long bytesRead, String readUnits) {}
    }

    /** The sample keys in read order; null on {@link Output} when no samples were given (the summary says how many are read). */
    public record SliceView(List<Row> rows, int hiddenBefore, int hiddenAfter) {

        /** {@code place} is the CSS class: match, before, after, beyond, outside. */
        public record Row(String key, String place, String note) {
            public boolean hasNote() {
                return note != null;
            }
        }
    }
}
