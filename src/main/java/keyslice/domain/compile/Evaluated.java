package keyslice.domain.compile;

import java.util.Optional;
import keyslice.domain.filter.ItemSlice;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.SortKeyCondition;
import keyslice.domain.sample.Slice;
import keyslice.domain.sample.TupleSlice;

/**
 * The evaluate stage: what the built Query reads of the sample keys ({@code slice}), of a multi-attribute sort key's
 * sample tuples ({@code tupleSlice}), and of the sample items, with the read cost ({@code itemSlice}).
 */
record Evaluated(Optional<Slice> slice, Optional<TupleSlice> tupleSlice, Optional<ItemSlice> itemSlice) {

    static Evaluated of(Built.Ready ready) {
        Validated input = ready.input();
        KeyQuery query = ready.query().query();
        Optional<Slice> slice = input.samples()
                .map(keys -> Slice.evaluate(
                        keys,
                        query.sortCondition().map(SortKeyCondition::condition),
                        query.order(),
                        query.limit(),
                        query.index().isPresent()));
        // The lines may carry more of the index's sort attributes than the Query names: the slice orders by all of
        // them.
        Optional<TupleSlice> tupleSlice = input.tuples()
                .map(keys -> TupleSlice.evaluate(
                        keys.attributes(), query.sortConditions(), keys, query.order(), query.limit()));
        Optional<ItemSlice> itemSlice = input.items()
                .map(items -> ItemSlice.evaluate(
                        query,
                        ready.query().options().filter(),
                        ready.query().options().consistentRead(),
                        items));
        return new Evaluated(slice, tupleSlice, itemSlice);
    }
}
