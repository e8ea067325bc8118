package keyslice.domain.key;

/** A condition bound to the sort key it applies to; the value type always matches the key's type. */
public record SortKeyCondition(KeyAttribute sortKey, SortRange condition) {
    public SortKeyCondition {
        if (sortKey.type() != condition.type()) {
            throw new IllegalArgumentException(
                    "One or more parameter values were invalid: Condition parameter type does not match schema type");
        }
    }
}
