package keyslice.domain.sample;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalInt;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyOrder;
import keyslice.domain.key.ReadOrder;
import keyslice.domain.key.SortKeyCondition;

/**
 * What a Query on a multi-attribute sort key reads: the sample tuples in the order the index holds them (by the first
 * sort attribute, then the next, each in its own type's order), the contiguous run the conditions match, cut at
 * Limit, and the samples the index leaves out because they lack a key attribute.
 *
 * @param conditions one per sort attribute the Query names, left to right (a prefix of {@code attributes})
 * @param keys       every complete sample in read order; repeats are kept, since an index's keys need not be unique
 * @param firstMatch index in {@code keys} of the first match, or -1 when nothing matches
 * @param matchCount how many keys match (ignoring Limit)
 * @param pageSize   how many of those the first page returns
 * @param sparse     the samples that are not in the index
 */
public record TupleSlice(
        List<KeyAttribute> attributes,
        List<SortKeyCondition> conditions,
        List<SampleTuples.Tuple> keys,
        int firstMatch,
        int matchCount,
        int pageSize,
        List<SampleTuples.Sparse> sparse) {

    /** Tuple order: the first attribute decides, and each later one only among tuples equal so far. */
    public static final Comparator<SampleTuples.Tuple> ORDER = (a, b) -> {
        for (int i = 0; i < a.values().size(); i++) {
            int side = KeyOrder.compare(a.values().get(i), b.values().get(i));
            if (side != 0) {
                return side;
            }
        }
        return 0;
    };

    public TupleSlice {
        attributes = List.copyOf(attributes);
        conditions = List.copyOf(conditions);
        keys = List.copyOf(keys);
        sparse = List.copyOf(sparse);
        if (conditions.size() > attributes.size()) {
            throw new IllegalArgumentException("the Query names " + conditions.size()
                    + " sort attributes, but the samples have " + attributes.size());
        }
    }

    /** Sorts the complete samples stably (O(n log n)), then finds the matching run in one pass. */
    public static TupleSlice evaluate(
            List<KeyAttribute> attributes,
            List<SortKeyCondition> conditions,
            SampleTuples.Samples samples,
            ReadOrder order,
            OptionalInt limit) {
        List<SampleTuples.Tuple> keys = new ArrayList<>(samples.tuples());
        keys.sort(ORDER);
        if (order == ReadOrder.DESC) {
            Collections.reverse(keys);
        }
        int first = -1;
        int count = 0;
        for (int i = 0; i < keys.size(); i++) {
            if (decidingCondition(conditions, keys.get(i)) < 0) {
                if (first < 0) {
                    first = i;
                }
                count++;
            } else if (first >= 0) {
                break; // equalities on a prefix, then at most one range: the matches are contiguous in tuple order
            }
        }
        int page = limit.isPresent() ? Math.min(limit.getAsInt(), count) : count;
        return new TupleSlice(attributes, conditions, keys, first, count, page, samples.sparse());
    }

    /** The index of the leftmost condition {@code key} fails, which alone decides where it sorts; -1 when it matches. */
    private static int decidingCondition(List<SortKeyCondition> conditions, SampleTuples.Tuple key) {
        for (int i = 0; i < conditions.size(); i++) {
            if (!conditions.get(i).condition().matches(key.values().get(i))) {
                return i;
            }
        }
        return -1;
    }

    /** The keys the first page returns, in order. */
    public List<SampleTuples.Tuple> matches() {
        return firstMatch < 0 ? List.of() : keys.subList(firstMatch, firstMatch + pageSize);
    }

    public boolean cutByLimit() {
        return pageSize < matchCount;
    }

    /** Where the key at {@code index} stands, as for a one-attribute slice. */
    public Slice.Place placeOf(int index) {
        if (firstMatch < 0) {
            return Slice.Place.OUTSIDE;
        }
        if (index < firstMatch) {
            return Slice.Place.BEFORE;
        }
        if (index < firstMatch + pageSize) {
            return Slice.Place.MATCH;
        }
        return index < firstMatch + matchCount ? Slice.Place.BEYOND_LIMIT : Slice.Place.AFTER;
    }

    /**
     * Why the key at {@code index} is not read, by the attribute that decides it (the leftmost condition it fails:
     * the attributes before it are equal to the Query's values, so it alone places the key), or by Limit.
     */
    public String whyOut(int index) {
        SampleTuples.Tuple key = keys.get(index);
        int deciding = decidingCondition(conditions, key);
        if (deciding < 0) {
            return placeOf(index) == Slice.Place.BEYOND_LIMIT
                    ? "it matches, but Limit " + pageSize + " ends the page before it"
                    : "it matches";
        }
        SortKeyCondition condition = conditions.get(deciding);
        return condition.sortKey().name() + ": "
                + condition.condition().whyOut(key.values().get(deciding));
    }

    /** Why a sparse sample is not read: the index holds only items with every key attribute. */
    public static String whyNotInIndex(SampleTuples.Sparse sample) {
        return "not in the index: it has no " + sample.missing().name()
                + ", and an index holds only items with every key attribute";
    }
}
