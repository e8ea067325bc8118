package keyslice.datamodel;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.ModelIndex;
import keyslice.datamodel.ModelTable.Role;
import keyslice.domain.form.QueryForm;
import keyslice.domain.text.Shown;
import keyslice.explain.Explainer;
import keyslice.explain.Explanation;
import keyslice.explain.Unreadable;

/**
 * The builder's Query added to a design a team has already ("Add this Query to a design"). A design with the Query's
 * table gets the pattern alone, once the Query's key agrees with the table's (or, for a Query on an index, with that
 * index's, which the table must have); a design without it gets the table, with the Query's key and the items its
 * sample keys make, then the pattern. The merged design is the MCP data model, the one format keyslice writes that
 * holds access patterns.
 */
public final class QueryMerge {

    /** The words a refusal starts with when the key differs: the builder is where the Query is changed. */
    private static final String KEYS_DIFFER = "; open the Query in the builder and give it the design's key";

    private QueryMerge() {}

    /** What adding the Query did. */
    public sealed interface Outcome permits Merged, Duplicate, Refused {}

    /**
     * The design with the Query as its last pattern.
     *
     * @param position   the pattern's place among the design's patterns, from 1 (the page's {@code #pattern-<n>})
     * @param tableAdded whether the design lacked the Query's table and now has it
     * @param was        the format the design was in, which the merged design, the MCP data model, may not be
     */
    public record Merged(DataModel model, String patternId, int position, boolean tableAdded, DataModel.Format was)
            implements Outcome {

        /** Whether the design was written in another format than it was read in. */
        public boolean formatChanged() {
            return was != model.format();
        }
    }

    /** The design has the Query already, as the pattern at {@code position}: it is not added twice. */
    public record Duplicate(String patternId, int position) implements Outcome {}

    /** The Query cannot join the design: {@code message} says what differs, in the design's and the Query's words. */
    public record Refused(String message) implements Outcome {}

    public static Outcome merge(DataModel design, QueryAddition query) {
        if (query.table().isEmpty()) {
            return new Refused("the Query names no table: give it the name of "
                    + (design.tables().isEmpty() ? "a table" : "one of the design's tables (" + names(design) + ")")
                    + " in the builder's Table field");
        }
        Optional<ModelTable> existing = design.table(query.table());
        if (existing.isEmpty()) {
            if (query.index().isPresent()) {
                return new Refused(
                        "the Query reads index " + Shown.text(query.index().get()) + " of table "
                                + Shown.text(query.table()) + ", which the design does not have"
                                + (design.tables().isEmpty() ? "" : " (its tables: " + names(design) + ")")
                                + "; a Query on an index joins a design that has the index's table, whose own key the"
                                + " builder does not know");
            }
            ModelTable table = new ModelTable(query.table(), query.key(), List.of(), query.items());
            List<ModelTable> tables = new ArrayList<>(design.tables());
            tables.add(table);
            return appended(design, tables, query, true);
        }
        ModelTable table = existing.get();
        List<KeyElement> key = table.key();
        String where = "table " + Shown.text(table.name());
        if (query.index().isPresent()) {
            Optional<ModelIndex> index = table.index(query.index().get());
            if (index.isEmpty()) {
                return new Refused(
                        "the Query reads index " + Shown.text(query.index().get()) + ", which " + where
                                + " does not have in the design ("
                                + (table.indexes().isEmpty()
                                        ? "it has no index"
                                        : "its indexes: "
                                                + table.indexes().stream()
                                                        .map(ModelIndex::name)
                                                        .collect(Collectors.joining(", ")))
                                + ")");
            }
            key = index.get().key();
            where = "index " + Shown.text(index.get().name()) + " of " + where;
        }
        Optional<String> differs = differs(key, query, where);
        if (differs.isPresent()) {
            return new Refused(differs.get() + KEYS_DIFFER);
        }
        Optional<Integer> same = samePattern(design, query);
        if (same.isPresent()) {
            return new Duplicate(design.patterns().get(same.get()).id(), same.get() + 1);
        }
        return appended(design, design.tables(), query, false);
    }

    private static Merged appended(DataModel design, List<ModelTable> tables, QueryAddition query, boolean tableAdded) {
        List<AccessPattern> patterns = new ArrayList<>(design.patterns());
        String id = nextId(patterns);
        patterns.add(new AccessPattern(
                id,
                query.description(),
                Optional.of(query.table()),
                query.index(),
                Optional.of(AccessPattern.Operation.Query),
                query.implementation(),
                ""));
        DataModel merged = new DataModel(DataModel.Format.MCP_DATA_MODEL, tables, design.entities(), patterns);
        return new Merged(merged, id, patterns.size(), tableAdded, design.format());
    }

    /**
     * How the Query's key differs from the one it reads in the design, or empty when it agrees: every partition
     * attribute, and the sort attributes the Query names (it may name none, or the first few of a multi-attribute
     * sort key), each with its name and type, in order.
     */
    static Optional<String> differs(List<KeyElement> key, QueryAddition query, String where) {
        for (Role role : Role.values()) {
            List<KeyElement> theirs =
                    key.stream().filter(element -> element.role() == role).toList();
            List<KeyElement> ours = query.side(role);
            String side = role == Role.HASH ? "partition key" : "sort key";
            boolean whole = role == Role.HASH;
            if (ours.size() > theirs.size() || (whole && ours.size() != theirs.size())) {
                return Optional.of("the Query's " + side + " is " + words(ours) + ", and " + where
                        + "'s in the design is " + (theirs.isEmpty() ? "none" : words(theirs)));
            }
            for (int i = 0; i < ours.size(); i++) {
                KeyElement mine = ours.get(i);
                KeyElement its = theirs.get(i);
                String which = ours.size() == 1 && theirs.size() == 1 ? side : side + " attribute " + (i + 1);
                if (!mine.name().equals(its.name())) {
                    return Optional.of("the Query's " + which + " is " + Shown.text(mine.name()) + ", and " + where
                            + "'s in the design is " + Shown.text(its.name()));
                }
                if (mine.type() != its.type()) {
                    return Optional.of("the Query's " + which + " " + Shown.text(mine.name()) + " is of type "
                            + mine.type() + " (" + mine.type().label() + "), and " + where + " keys it as "
                            + its.type() + " (" + its.type().label() + ") in the design");
                }
            }
        }
        return Optional.empty();
    }

    /**
     * The place of the design's pattern that is this Query already: its call reads as the same builder form, or, where
     * a call cannot be read, is the same text but for its spacing.
     */
    private static Optional<Integer> samePattern(DataModel design, QueryAddition query) {
        Optional<QueryForm> ours = form(query.implementation());
        for (int i = 0; i < design.patterns().size(); i++) {
            AccessPattern pattern = design.patterns().get(i);
            if (pattern.implementation().isBlank()
                    || !pattern.table().orElse(query.table()).equals(query.table())) {
                continue;
            }
            Optional<QueryForm> theirs = form(pattern.implementation());
            boolean same = ours.isPresent() && theirs.isPresent()
                    ? ours.equals(theirs)
                    : spaced(pattern.implementation()).equals(spaced(query.implementation()));
            if (same) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }

    /**
     * The builder's form a call reads as, when it reads as a Query without problems; without its names policy, which
     * is how the call is spelled (placeholders for every name, or only where needed), not what it reads.
     */
    private static Optional<QueryForm> form(String implementation) {
        try {
            Explanation explanation = Explainer.explain(implementation);
            return explanation.problems().isEmpty() && explanation.operation().equals("Query")
                    ? explanation.form().map(form -> form.toBuilder().names("").build())
                    : Optional.empty();
        } catch (Unreadable e) {
            return Optional.empty();
        }
    }

    private static String spaced(String text) {
        return text.replace("\\\n", " ").strip().replaceAll("\\s+", " ");
    }

    /** The next id in the design's sequence: one past its largest number, or past its count, and free. */
    static String nextId(List<AccessPattern> patterns) {
        int largest = patterns.size();
        for (AccessPattern pattern : patterns) {
            if (pattern.id().matches("[0-9]{1,9}")) {
                largest = Math.max(largest, Integer.parseInt(pattern.id()));
            }
        }
        int next = largest + 1;
        while (taken(patterns, String.valueOf(next))) {
            next++;
        }
        return String.valueOf(next);
    }

    private static boolean taken(List<AccessPattern> patterns, String id) {
        return patterns.stream().anyMatch(pattern -> pattern.id().equals(id));
    }

    private static String words(List<KeyElement> side) {
        return side.isEmpty()
                ? "none"
                : side.stream()
                        .map(element -> Shown.text(element.name()) + " (" + element.type() + ")")
                        .collect(Collectors.joining(" + "));
    }

    private static String names(DataModel design) {
        return design.tables().stream().map(table -> Shown.text(table.name())).collect(Collectors.joining(", "));
    }
}
