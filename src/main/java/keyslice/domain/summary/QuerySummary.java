package keyslice.domain.summary;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import keyslice.domain.compile.Compilation;
import keyslice.domain.expression.QueryOptions;
import keyslice.domain.filter.Condition;
import keyslice.domain.filter.FilterText;
import keyslice.domain.filter.ItemSlice;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.PartitionKeyCondition;
import keyslice.domain.key.ReadOrder;
import keyslice.domain.key.SortKeyCondition;
import keyslice.domain.key.SortRange;
import keyslice.domain.sample.Slice;
import keyslice.domain.sample.TupleSlice;
import keyslice.domain.text.Shown;

/**
 * What a valid Query reads, in one plain sentence: "Reads the items of partition {@code DRIVE#a91} whose SK starts with
 * {@code root/photos/}, in ascending order — 4 of 9 sample keys." The builder opens its output with it; {@link #label}
 * is the short form that names the state in the page title, and {@link #headline} the words that title an embed card
 * and name its links ({@code Drive: partition DRIVE#a91, SK begins with root/photos/}). Values are cut when too long to
 * read at a glance, with control characters made visible so that the words stay on one line.
 *
 * @param parts the sentence in pieces, so that a page can set the key values apart from the words around them
 */
public record QuerySummary(List<Part> parts) {

    /** Long values are cut: the sentence must stay one glance; the values themselves are shown in full below it. */
    static final int MAX_VALUE_CODE_POINTS = Shown.MAX_CODE_POINTS;

    static final int MAX_LABEL_VALUE_CODE_POINTS = 32;

    public QuerySummary {
        parts = List.copyOf(parts);
    }

    /** A piece of the sentence: words, or a key value as the wire carries it ({@code value} true). */
    public record Part(String text, boolean value) {}

    /** The sentence as plain text. */
    public String text() {
        return parts.stream().map(Part::text).collect(Collectors.joining());
    }

    /** @param slice the sample keys in read order, when the form gave samples: the sentence then ends with the count read */
    public static QuerySummary of(KeyQuery query, Optional<Slice> slice) {
        return of(query, slice, Optional.empty());
    }

    /**
     * @param tuples the sample tuples of a multi-attribute sort key in index order, when the form gave them: counted as
     *               sample keys are, with the samples the index leaves out said apart
     */
    public static QuerySummary of(KeyQuery query, Optional<Slice> slice, Optional<TupleSlice> tuples) {
        return of(query, slice, tuples, Optional.empty(), false, Optional.empty());
    }

    /**
     * The whole Query: its key condition as above, then the filter it keeps items by and, with sample items, how many
     * of those the first page reads it returns (or counts, for Select COUNT).
     */
    public static QuerySummary of(Compilation.Valid valid) {
        QueryOptions options = valid.built().options();
        return of(
                valid.built().query(),
                valid.slice(),
                valid.tupleSlice(),
                options.filter(),
                options.count(),
                valid.itemSlice());
    }

    private static QuerySummary of(
            KeyQuery query,
            Optional<Slice> slice,
            Optional<TupleSlice> tuples,
            Optional<Condition> filter,
            boolean count,
            Optional<ItemSlice> items) {
        List<Part> parts = new ArrayList<>();
        Optional<SortKeyCondition> sort = query.sortCondition();
        words(parts, sort.isPresent() ? "Reads the items of partition " : "Reads every item of partition ");
        value(parts, query.partitionValue());
        // A multi-attribute key's partition is every attribute's value; its sort conditions all narrow the read.
        for (PartitionKeyCondition further : query.furtherPartition()) {
            words(parts, ", " + further.partitionKey().name() + " ");
            value(parts, further.value());
        }
        query.index().ifPresent(index -> words(parts, " in index " + index));
        List<SortKeyCondition> sorts = query.sortConditions();
        for (int i = 0; i < sorts.size(); i++) {
            words(parts, (i == 0 ? " whose " : " and ") + sorts.get(i).sortKey().name() + " ");
            condition(parts, sorts.get(i).condition());
        }
        words(parts, query.order() == ReadOrder.ASC ? ", in ascending order" : ", in descending order");
        query.limit()
                .ifPresent(limit -> words(parts, ", up to " + limit + (limit == 1 ? " item" : " items") + " per page"));
        filter.ifPresent(condition -> {
            words(parts, ", then " + (count ? "counts" : "keeps") + " those where ");
            parts.add(new Part(Shown.text(FilterText.of(condition), MAX_VALUE_CODE_POINTS), true));
        });
        Optional<String> keys = slice.map(s -> samples(s.keys().size(), s.matchCount(), s.pageSize()))
                .or(() -> tuples.map(QuerySummary::samples));
        Optional<String> read = items.map(itemSlice -> items(itemSlice, count));
        List<String> counts =
                java.util.stream.Stream.of(keys, read).flatMap(Optional::stream).toList();
        words(parts, counts.isEmpty() ? "." : " — " + String.join("; ", counts) + ".");
        return new QuerySummary(parts);
    }

    /** How many sample items the first page reads and, after the filter, returns (or counts). */
    private static String items(ItemSlice items, boolean count) {
        long read = items.entries().stream().filter(ItemSlice.Entry::read).count();
        long returned = items.returned().size();
        String firstPage = items.pages().size() > 1 ? " on the first page" : "";
        if (!items.filtered()) {
            return (count ? "counts " : "returns ") + read + " of the "
                    + items.entries().size() + " sample items" + firstPage;
        }
        return (count ? "counts " : "returns ") + returned + " of the " + read + (read == 1 ? " item" : " items")
                + " read" + firstPage;
    }

    /** The state in a few words, for the page title: {@code DRIVE#a91 · begins_with root/photos/}. */
    public static String label(KeyQuery query) {
        StringBuilder words = new StringBuilder(shown(query.partitionValue(), MAX_LABEL_VALUE_CODE_POINTS));
        query.furtherPartition()
                .forEach(further -> words.append(", ").append(shown(further.value(), MAX_LABEL_VALUE_CODE_POINTS)));
        query.sortConditions().forEach(sort -> words.append(" · ").append(label(sort.condition())));
        return words.toString();
    }

    private static String label(SortRange condition) {
        List<String> values = condition.values().stream()
                .map(v -> shown(v, MAX_LABEL_VALUE_CODE_POINTS))
                .toList();
        return switch (condition.operator()) {
            case EQ, LT, LE, GT, GE -> condition.operator().symbol() + " " + values.get(0);
            case BETWEEN -> "between " + values.get(0) + " and " + values.get(1);
            case BEGINS_WITH -> "begins_with " + values.get(0);
        };
    }

    /** What the sort key must do, in words for its type: numbers are "less" and "greater", text and bytes "sort before". */
    private static void condition(List<Part> parts, SortRange condition) {
        List<KeyValue> values = condition.values();
        boolean number = condition.type() == KeyType.N;
        switch (condition.operator()) {
            case EQ -> phrase(parts, "is ", values.get(0), "");
            case LT -> phrase(parts, number ? "is less than " : "sorts before ", values.get(0), "");
            case LE ->
                phrase(parts, number ? "is at most " : "is ", values.get(0), number ? "" : " or sorts before it");
            case GT -> phrase(parts, number ? "is greater than " : "sorts after ", values.get(0), "");
            case GE ->
                phrase(parts, number ? "is at least " : "is ", values.get(0), number ? "" : " or sorts after it");
            case BETWEEN -> {
                phrase(parts, "is between ", values.get(0), " and ");
                phrase(parts, "", values.get(1), " (both included)");
            }
            case BEGINS_WITH -> phrase(parts, "starts with ", values.get(0), "");
        }
    }

    private static void phrase(List<Part> parts, String before, KeyValue value, String after) {
        words(parts, before);
        value(parts, value);
        words(parts, after);
    }

    /** The tuples' count, then how many samples the index leaves out: they are not keys the Query could read. */
    private static String samples(TupleSlice tuples) {
        String read = samples(tuples.keys().size(), tuples.matchCount(), tuples.pageSize());
        int out = tuples.sparse().size();
        return out == 0 ? read : read + "; " + out + (out == 1 ? " sample is" : " samples are") + " not in the index";
    }

    /** How many sample keys the first page reads, out of how many, and what Limit leaves for the next pages. */
    private static String samples(int total, int matchCount, int pageSize) {
        if (matchCount == 0) {
            return total == 1 ? "not the one sample key" : "none of the " + total + " sample keys";
        }
        String read = pageSize + " of " + total + (total == 1 ? " sample key" : " sample keys");
        if (pageSize == matchCount) {
            return read;
        }
        int more = matchCount - pageSize;
        return read + " on the first page; " + more + " more " + (more == 1 ? "matches" : "match")
                + " on the next pages";
    }

    private static void words(List<Part> parts, String text) {
        if (!text.isEmpty()) {
            parts.add(new Part(text, false));
        }
    }

    private static void value(List<Part> parts, KeyValue value) {
        parts.add(new Part(shown(value, MAX_VALUE_CODE_POINTS), true));
    }

    /** The Query in words that name the table and the operator: {@link #partition}, then {@link #reads}. */
    public static String headline(KeyQuery query) {
        return partition(query) + ", " + reads(query);
    }

    /** Where the Query reads: {@code Drive: partition DRIVE#a91}, {@code Drive (index parent): partition root/}. */
    public static String partition(KeyQuery query) {
        StringBuilder words = new StringBuilder();
        query.table().ifPresent(words::append);
        query.index()
                .ifPresent(index -> words.append(words.length() == 0 ? "index " + index : " (index " + index + ")"));
        words.append(words.length() == 0 ? "Partition " : ": partition ").append(typed(query.partitionValue()));
        query.furtherPartition()
                .forEach(further -> words.append(", ")
                        .append(further.partitionKey().name())
                        .append(' ')
                        .append(typed(further.value())));
        return words.toString();
    }

    /** What it reads there: {@code SK begins with root/photos/}, {@code all items, descending, Limit 5}. */
    public static String reads(KeyQuery query) {
        List<SortKeyCondition> sorts = query.sortConditions();
        StringBuilder words = new StringBuilder(
                sorts.isEmpty()
                        ? "all items"
                        : sorts.stream().map(QuerySummary::headline).collect(Collectors.joining(" and ")));
        if (query.order() == ReadOrder.DESC) {
            words.append(", descending");
        }
        query.limit().ifPresent(limit -> words.append(", Limit ").append(limit));
        return words.toString();
    }

    private static String headline(SortKeyCondition bound) {
        SortRange condition = bound.condition();
        String first = typed(condition.values().get(0));
        return bound.sortKey().name() + " "
                + switch (condition.operator()) {
                    case EQ -> "equals " + first;
                    case LT -> "below " + first;
                    case LE -> "at most " + first;
                    case GT -> "above " + first;
                    case GE -> "at least " + first;
                    case BETWEEN ->
                        "between " + first + " and " + typed(condition.values().get(1));
                    case BEGINS_WITH -> "begins with " + first;
                };
    }

    /** A value in a headline, where no formatting sets it apart: bytes say that they are base64. */
    private static String typed(KeyValue value) {
        return (value.type() == KeyType.B ? "base64 " : "") + shown(value, MAX_VALUE_CODE_POINTS);
    }

    /** {@code value}'s wire text as {@link Shown} shows it, cut to {@code max} code points. */
    private static String shown(KeyValue value, int max) {
        return Shown.text(value.wireText(), max);
    }
}
