package keyslice.domain.sample;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import keyslice.domain.key.KeyOrder;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.ReadOrder;
import keyslice.domain.key.SortRange;

/**
 * What a Query reads from a partition: the sample sort keys in the order DynamoDB returns them, and the
 * contiguous run of them that the condition matches, cut at Limit.
 *
 * @param keys       every sample in read order (ascending, or descending for ScanIndexForward=false); distinct for a
 *                   table, whose sort keys are unique within a partition, but repeated as given for an index
 * @param firstMatch index in {@code keys} of the first match, or -1 when nothing matches
 * @param matchCount how many keys match the condition (ignoring Limit)
 * @param pageSize   how many of those the first page returns (Limit applied)
 */
public record Slice(List<KeyValue> keys, int firstMatch, int matchCount, int pageSize) {

    public Slice {
        keys = List.copyOf(keys);
    }

    /** A table read: sort keys are unique within a partition, so repeated samples are one key. */
    public static Slice evaluate(
            List<KeyValue> samples, Optional<SortRange> condition, ReadOrder order, OptionalInt limit) {
        return evaluate(samples, condition, order, limit, false);
    }

    /**
     * Sorts the samples (O(n log n)), then finds the matching run in one pass.
     *
     * @param readsIndex true for a Query with IndexName: an index's sort keys need not be unique, so every sample
     *                   is kept, and Limit counts each
     */
    public static Slice evaluate(
            List<KeyValue> samples,
            Optional<SortRange> condition,
            ReadOrder order,
            OptionalInt limit,
            boolean readsIndex) {
        List<KeyValue> keys = inReadOrder(samples, order, readsIndex);
        int first = -1;
        int count = 0;
        for (int i = 0; i < keys.size(); i++) {
            KeyValue key = keys.get(i);
            if (condition.map(c -> c.matches(key)).orElse(true)) {
                if (first < 0) {
                    first = i;
                }
                count++;
            } else if (first >= 0) {
                break; // key order makes every key condition's matches contiguous
            }
        }
        int page = limit.isPresent() ? Math.min(limit.getAsInt(), count) : count;
        return new Slice(keys, first, count, page);
    }

    /**
     * Sorted in an array rather than a tree: the same comparisons, but on contiguous memory, which is what
     * decides the time once the keys outgrow the CPU caches. The sort is stable, so equal keys keep the order
     * they were given in (a descending read returns them reversed, as it reverses the whole slice); for a table
     * the first given is the one kept, as a set would keep it.
     */
    private static List<KeyValue> inReadOrder(List<KeyValue> samples, ReadOrder order, boolean keepRepeats) {
        KeyValue[] sorted = samples.toArray(new KeyValue[0]);
        Arrays.sort(sorted, KeyOrder.ORDER);
        List<KeyValue> keys = new ArrayList<>(sorted.length);
        for (KeyValue key : sorted) {
            if (keepRepeats || keys.isEmpty() || KeyOrder.ORDER.compare(keys.get(keys.size() - 1), key) != 0) {
                keys.add(key);
            }
        }
        if (order == ReadOrder.DESC) {
            Collections.reverse(keys);
        }
        return keys;
    }

    /** The keys the first page of the Query returns, in order. */
    public List<KeyValue> matches() {
        return firstMatch < 0 ? List.of() : keys.subList(firstMatch, firstMatch + pageSize);
    }

    /** Whether Limit stopped the page before the condition ran out (the response carries LastEvaluatedKey). */
    public boolean cutByLimit() {
        return pageSize < matchCount;
    }

    public enum Place {
        BEFORE,
        MATCH,
        BEYOND_LIMIT,
        AFTER,
        OUTSIDE
    }

    /** Where the key at {@code index} stands: before or after the slice in read order, or OUTSIDE when nothing matches. */
    public Place placeOf(int index) {
        if (firstMatch < 0) {
            return Place.OUTSIDE;
        }
        if (index < firstMatch) {
            return Place.BEFORE;
        }
        if (index < firstMatch + pageSize) {
            return Place.MATCH;
        }
        return index < firstMatch + matchCount ? Place.BEYOND_LIMIT : Place.AFTER;
    }
}
