package keyslice.domain.compile;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.domain.expression.ReadOption;
import keyslice.domain.filter.ItemLines;
import keyslice.domain.form.Problem;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.KeyValue;
import keyslice.domain.read.ReadForm;
import keyslice.domain.sample.SampleTuples;

/**
 * What the validation stage makes of a read form: its key condition ({@code query}), present exactly when there is no
 * problem, and what the later stages read beside it. {@code problems}: every one found, in the order the API lists them,
 * a problem's fix not yet proven (the advice proves it); {@code sampleProblems}: the sample lines' own, which leave the
 * Query valid.
 */
record Validated(
        ReadForm read,
        List<Problem> problems,
        Optional<KeyQuery> query,
        boolean count,
        Map<ReadOption, String> options,
        Optional<List<ItemLines.Item>> items,
        Optional<List<KeyValue>> samples,
        Optional<SampleTuples.Samples> tuples,
        List<Problem> sampleProblems) {

    Validated {
        problems = List.copyOf(problems);
        sampleProblems = List.copyOf(sampleProblems);
        options = Map.copyOf(options);
        if (problems.isEmpty() != query.isPresent()) {
            throw new IllegalArgumentException(
                    "a validated form has its key condition or a problem, not both or neither");
        }
    }
}
