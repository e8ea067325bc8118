package keyslice.domain.design;

import java.util.List;
import java.util.Optional;
import keyslice.domain.compile.Compilation;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyQuery;

/**
 * The two designs of a key that orders by several attributes, side by side, so that a team can choose: a
 * multi-attribute index key (the attributes themselves, up to four a side) or the composite string a writer builds
 * from them ({@code OPEN#2026-01-03#0007}).
 *
 * <p>For a valid Query on a multi-attribute key, {@link Composite} is the equivalent composite-string Query: each
 * side of several attributes becomes one S attribute of their values joined by the form's delimiter (the sort string
 * ends with it too, {@code OPEN#2026-01-03#}, so that no value's string is a prefix of a longer value's), numbers
 * zero-padded to a width that holds every value given, and the conditions become one {@code begins_with} or range
 * condition over whole strings that reads the same keys, with the pitfalls of that design in words. For a sort key value built from
 * segments, {@link MultiAttribute} is the same Query on a multi-attribute key, one sort attribute a segment. When the
 * other design cannot read the same keys, {@link NotExpressible} says why.
 */
public sealed interface DesignComparison
        permits DesignComparison.Composite, DesignComparison.MultiAttribute, DesignComparison.NotExpressible {

    /** The narrowest zero padding of a number in a composite string: wide enough for most counters and years. */
    int MIN_PAD_WIDTH = 4;

    /** The index a multi-attribute offer names when the form has none: such a key exists only on an index. */
    String OFFERED_INDEX = "byParts";

    /**
     * One attribute of a composite string, in its place.
     *
     * @param padWidth the zero padding of its numbers, 0 when it is not padded (not a number, or not a whole one)
     */
    record Part(KeyAttribute attribute, int padWidth) {}

    /**
     * The composite-string design of a multi-attribute Query.
     *
     * @param built     the composite design's Query, expression and values as the builder would send them
     * @param partition the attributes joined into its partition key (one: the key is unchanged)
     * @param sort      the attributes joined into its sort key (at most one: the sort key is unchanged)
     * @param agreement on the sample tuples, whether both designs read the same keys; empty without samples
     * @param form      the composite design's state, with the samples as composite strings
     */
    record Composite(
            BuiltQuery built,
            List<Part> partition,
            List<Part> sort,
            String delimiter,
            Optional<String> agreement,
            List<String> pitfalls,
            QueryForm form)
            implements DesignComparison {
        public Composite {
            partition = List.copyOf(partition);
            sort = List.copyOf(sort);
            pitfalls = List.copyOf(pitfalls);
        }
    }

    /**
     * A segment-built sort key value as a multi-attribute key: {@code form} is that state, {@code built} its Query (the
     * state compiles), and {@code sort} its sort attributes, one a segment.
     */
    record MultiAttribute(QueryForm form, BuiltQuery built, List<KeyAttribute> sort, List<String> notes)
            implements DesignComparison {
        public MultiAttribute {
            sort = List.copyOf(sort);
            notes = List.copyOf(notes);
        }
    }

    /** Why the other design cannot read the same keys: a value of too many segments, bounds that text orders otherwise. */
    record NotExpressible(String why) implements DesignComparison {}

    /**
     * The comparison a valid form deserves: the composite design of a multi-attribute Query, the multi-attribute
     * design of a value built from two or more segments, else none.
     */
    static Optional<DesignComparison> of(QueryForm form, Compilation.Valid valid) {
        KeyQuery query = valid.built().query();
        if (query.multiAttribute()) {
            return Optional.of(CompositeDesign.of(query, form, valid.read().delim(), valid.tupleSlice()));
        }
        return SegmentDesign.of(form, valid.read(), query);
    }

    /**
     * Whether {@link #of} has a comparison for this form, without working it out: a live update shows the closed
     * section's title and loads the comparison only when it is opened.
     */
    static boolean exists(QueryForm form, Compilation.Valid valid) {
        KeyQuery query = valid.built().query();
        return query.multiAttribute() || SegmentDesign.applies(valid.read(), query);
    }
}
