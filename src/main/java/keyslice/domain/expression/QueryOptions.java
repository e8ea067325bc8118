package keyslice.domain.expression;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import keyslice.domain.filter.Condition;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.form.FrozenMap;
import keyslice.domain.key.KeyValue;

/**
 * What a Query adds after its key condition: a filter (its tree, for the evaluator, and its expression), a
 * projection, Select COUNT and the read options ({@link ReadOption}: each one's value as DynamoDB spells it); with the
 * request's names and values, the key condition's first and then the new ones, since DynamoDB shares them between the
 * expressions of one request.
 */
public record QueryOptions(
        Optional<Condition> filter,
        Optional<String> filterExpression,
        Optional<String> projectionExpression,
        boolean count,
        Map<ReadOption, String> readOptions,
        Map<String, String> names,
        Map<String, ItemValue.Scalar> values) {

    public QueryOptions {
        Objects.requireNonNull(filter, "filter");
        Objects.requireNonNull(filterExpression, "filterExpression");
        Objects.requireNonNull(projectionExpression, "projectionExpression");
        if (filter.isPresent() != filterExpression.isPresent()) {
            throw new IllegalArgumentException("a filter comes with its expression");
        }
        readOptions = Map.copyOf(readOptions);
        names = FrozenMap.of(names);
        values = FrozenMap.of(values);
    }

    /** Whether the Query reads strongly consistent, which doubles its read cost. */
    public boolean consistentRead() {
        return "true".equals(readOptions.get(ReadOption.CONSISTENT_READ));
    }

    /** A Query that is its key condition alone. */
    public static QueryOptions none(Map<String, String> names, Map<String, KeyValue> values) {
        LinkedHashMap<String, ItemValue.Scalar> scalars = new LinkedHashMap<>();
        values.forEach((placeholder, value) -> scalars.put(placeholder, ItemValue.of(value)));
        return new QueryOptions(
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                false,
                Map.of(),
                names,
                FrozenMap.taking(scalars));
    }
}
