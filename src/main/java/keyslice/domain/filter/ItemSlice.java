package keyslice.domain.filter;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.ReadOrder;

/**
 * What a Query does with the sample items: the items of the queried partition in the order DynamoDB reads them (by the
 * sort attributes, each in its type's order), which the key condition reads on the first page (cut at Limit, then at
 * 1 MB), which of those the filter returns and, for the others, the smallest part of the filter that dropped them; then
 * the items of other partitions, or not in the key, each with why it is not read. {@link #pages} is what reading every
 * page of the key condition costs, page by page ({@link ReadCost}).
 *
 * @param entries  the partition's items in read order, then the other items in the order given
 * @param filtered whether the Query has a filter
 * @param sorted   whether it names a sort key: the partition's items are then in key order, else in the order given
 */
public record ItemSlice(
        List<Entry> entries, List<ReadCost.Page> pages, boolean consistentRead, boolean filtered, boolean sorted) {

    /**
     * One sample item and what the Query does with it.
     *
     * @param line     the item's line in the {@code items} text
     * @param key      its key attributes as {@code PK = "a", SK = 2}
     * @param inPartition whether it is an item of the queried partition (under this key), in the key condition or not
     * @param page     the page that reads it (1 for the first), or 0 when the key condition does not read it
     * @param returned read on the first page and kept by the filter
     * @param failed   the part of the filter that drops it, written in the filter's syntax, for an item the key condition
     *                 reads (on any page) that the filter does not keep
     * @param why      why it is not read on the first page, or empty when it is
     * @param bytes    its size as DynamoDB counts it ({@link ReadCost#itemSize})
     */
    public record Entry(
            int line,
            String key,
            boolean inPartition,
            int page,
            boolean returned,
            Optional<String> failed,
            Optional<String> why,
            long bytes) {
        public boolean read() {
            return page == 1;
        }

        /** Whether the key condition reads it, on the first page or a later one. */
        public boolean inKeyCondition() {
            return page > 0;
        }
    }

    public ItemSlice {
        entries = List.copyOf(entries);
        pages = List.copyOf(pages);
    }

    /** Entry point for the compiler: the sample items under {@code query} and, when there is one, {@code filter}. */
    public static ItemSlice evaluate(
            KeyQuery query, Optional<Condition> filter, boolean consistentRead, List<ItemLines.Item> items) {
        ItemKeys keys = new ItemKeys(query);
        List<ItemKeys.Placed> inPartition = new ArrayList<>();
        List<Entry> others = new ArrayList<>();
        Map<List<Object>, Integer> firstLine = new HashMap<>();
        // A table holds one item per key; an index (and a Query that names no sort key) may hold several.
        boolean uniqueKeys = query.index().isEmpty() && !query.sortConditions().isEmpty();
        for (ItemLines.Item item : items) {
            ItemKeys.Placed placed = keys.place(item);
            Optional<String> outside = placed.outside();
            if (outside.isEmpty() && uniqueKeys) {
                Integer first = firstLine.putIfAbsent(placed.identity(), item.line());
                if (first != null) {
                    outside = Optional.of("the same key as line " + first
                            + ": a table holds one item per key, so this line is " + "left out");
                }
            }
            if (outside.isPresent()) {
                others.add(new Entry(
                        item.line(),
                        placed.key(),
                        false,
                        0,
                        false,
                        Optional.empty(),
                        outside,
                        ReadCost.itemSize(item.attributes())));
            } else {
                inPartition.add(placed);
            }
        }
        List<ItemKeys.Placed> ordered = new ArrayList<>(inPartition);
        ordered.sort(ItemKeys.Placed.ORDER); // stable: equal keys keep the order given
        if (query.order() == ReadOrder.DESC) {
            Collections.reverse(ordered);
        }
        List<ItemKeys.Placed> matching =
                ordered.stream().filter(placed -> placed.miss().isEmpty()).toList();
        List<ReadCost.Page> pages = ReadCost.pages(
                matching.stream().map(p -> p.item().attributes()).toList(), filter, query.limit(), consistentRead);
        Map<ItemKeys.Placed, Integer> pageOf = new IdentityHashMap<>();
        int at = 0;
        for (int page = 0; page < pages.size(); page++) {
            for (int i = 0; i < pages.get(page).itemsRead(); i++) {
                pageOf.put(matching.get(at++), page + 1);
            }
        }
        List<Entry> entries = new ArrayList<>();
        for (ItemKeys.Placed placed : ordered) {
            entries.add(entry(placed, pageOf.getOrDefault(placed, 0), filter, query, pages));
        }
        entries.addAll(others);
        return new ItemSlice(
                entries,
                pages,
                consistentRead,
                filter.isPresent(),
                !query.sortConditions().isEmpty());
    }

    private static Entry entry(
            ItemKeys.Placed placed, int page, Optional<Condition> filter, KeyQuery query, List<ReadCost.Page> pages) {
        Map<String, ItemValue> attributes = placed.item().attributes();
        long bytes = ReadCost.itemSize(attributes);
        if (page == 0) {
            return new Entry(
                    placed.item().line(), placed.key(), true, 0, false, Optional.empty(), placed.miss(), bytes);
        }
        Optional<String> failed = filter.map(condition -> FilterEvaluator.evaluate(condition, attributes))
                .flatMap(FilterEvaluator.Verdict::failed)
                .map(FilterText::of);
        Optional<String> why = Optional.empty();
        if (page > 1) {
            ReadCost.Page first = pages.get(0);
            why = Optional.of("matches, but page " + page + " reads it: the first page ends at "
                    + (query.limit().isPresent()
                                    && first.itemsRead() == query.limit().getAsInt()
                            ? "Limit " + query.limit().getAsInt()
                            : "1 MB read"));
        }
        return new Entry(
                placed.item().line(), placed.key(), true, page, page == 1 && failed.isEmpty(), failed, why, bytes);
    }

    /** The items the first page returns, in order. */
    public List<Entry> returned() {
        return entries.stream().filter(Entry::returned).toList();
    }

    /** Every page together: what reading the key condition to its end costs. */
    public ReadCost.Page total() {
        return new ReadCost.Page(
                pages.stream().mapToInt(ReadCost.Page::itemsRead).sum(),
                pages.stream().mapToInt(ReadCost.Page::itemsReturned).sum(),
                pages.stream().mapToLong(ReadCost.Page::bytesRead).sum(),
                pages.stream().mapToLong(ReadCost.Page::halfReadUnits).sum());
    }

    /** The bytes read over every page that the filter throws away. */
    public long bytesDropped() {
        return entries.stream()
                .filter(entry -> entry.inKeyCondition() && entry.failed().isPresent())
                .mapToLong(Entry::bytes)
                .sum();
    }
}
