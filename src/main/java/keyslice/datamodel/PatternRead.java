package keyslice.datamodel;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.domain.compile.Compilation;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.filter.ReadCost;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;

/**
 * What one access pattern does with the design's items.
 *
 * @param form        the builder's form for a Query pattern, read from its implementation
 * @param compilation the form compiled: the built Query with its warnings, or its problems
 * @param read        the items the first page reads, in the order DynamoDB reads them (the index's view of them)
 * @param returned    what the first page returns: read, kept by the filter, within the Limit
 * @param cost        the first page's read, or empty when nothing was evaluated
 * @param problems    why the pattern was not evaluated: its implementation unreadable, or its Query invalid
 */
public record PatternRead(
        AccessPattern pattern,
        Optional<QueryForm> form,
        Optional<Compilation> compilation,
        List<Map<String, ItemValue>> read,
        List<Map<String, ItemValue>> returned,
        Optional<ReadCost.Page> cost,
        List<Problem> problems) {

    public PatternRead {
        read = List.copyOf(read);
        returned = List.copyOf(returned);
        problems = List.copyOf(problems);
    }

    /** A pattern that is not a Query, or that could not be read: nothing is evaluated. */
    static PatternRead unevaluated(AccessPattern pattern, Optional<QueryForm> form, List<Problem> problems) {
        return new PatternRead(pattern, form, Optional.empty(), List.of(), List.of(), Optional.empty(), problems);
    }
}
