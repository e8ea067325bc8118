package keyslice.domain.compile;

import java.util.List;
import java.util.Optional;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.filter.ItemLines;
import keyslice.domain.filter.ItemSlice;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;
import keyslice.domain.read.ReadForm;
import keyslice.domain.sample.Slice;
import keyslice.domain.sample.TupleSlice;
import keyslice.domain.warnings.Warning;

/** The outcome of checking a {@link QueryForm}: a built query with its warnings, or every problem found. */
public sealed interface Compilation permits Compilation.Valid, Compilation.Invalid {

    /**
     * {@code slice} is present when the form carried sample keys for a one-attribute sort key, {@code tupleSlice} when
     * it carried sample tuples for a multi-attribute one; {@code items} are the sample items, in the order given, and
     * {@code itemSlice} what the Query reads and returns of them, present when there are items. {@code sampleProblems}:
     * the sample lines that do not fit the key as the form has it (a tuple once {@code sk2} is gone, text under type N),
     * or more samples than are read; the slices hold the other lines, and the Query stands (samples are not part of it).
     * {@code read}: the form as it was read, which the designs and the page read again rather than its text.
     */
    record Valid(
            ReadForm read,
            BuiltQuery built,
            List<Warning> warnings,
            Optional<Slice> slice,
            Optional<TupleSlice> tupleSlice,
            List<ItemLines.Item> items,
            Optional<ItemSlice> itemSlice,
            List<Problem> sampleProblems)
            implements Compilation {
        public Valid {
            warnings = List.copyOf(warnings);
            items = List.copyOf(items);
            sampleProblems = List.copyOf(sampleProblems);
            if (slice.isPresent() && tupleSlice.isPresent()) {
                throw new IllegalArgumentException("samples are plain keys or tuples, not both");
            }
        }
    }

    /** {@code warnings} come from the parts of the form that are valid on their own. */
    record Invalid(List<Problem> problems, List<Warning> warnings) implements Compilation {
        public Invalid {
            problems = List.copyOf(problems);
            warnings = List.copyOf(warnings);
            if (problems.isEmpty()) {
                throw new IllegalArgumentException("an invalid compilation needs at least one problem");
            }
        }

        public Invalid(List<Problem> problems) {
            this(problems, List.of());
        }
    }
}
