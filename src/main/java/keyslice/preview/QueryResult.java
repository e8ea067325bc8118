package keyslice.preview;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One page of a Query, in the engine's order.
 *
 * @param items            each item as attribute name to its DynamoDB JSON value ({@code {"S": "..."}},
 *                         {@code {"N": "..."}}, {@code {"B": "<base64>"}}, {@code {"SS": [...]}}, {@code {"M": {...}}},
 *                         {@code {"L": [...]}}, {@code {"BOOL": true}}, {@code {"NULL": true}}); key attributes first
 * @param consumedCapacity capacity units the engine reported, or null when it reported none
 * @param lastEvaluatedKey the engine's LastEvaluatedKey in the same wire form, or null on the last page
 * @param nextStartKey     opaque token for the next page ({@code startKey}), or null on the last page
 */
public record QueryResult(
        List<Map<String, Object>> items,
        int count,
        int scannedCount,
        Double consumedCapacity,
        Map<String, Object> lastEvaluatedKey,
        String nextStartKey) {

    public QueryResult {
        items = items.stream()
                .map(item -> Collections.unmodifiableMap(new LinkedHashMap<>(item)))
                .toList();
        lastEvaluatedKey =
                lastEvaluatedKey == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(lastEvaluatedKey));
        if ((lastEvaluatedKey == null) != (nextStartKey == null)) {
            throw new IllegalArgumentException("lastEvaluatedKey and nextStartKey go together");
        }
    }

    public Optional<String> next() {
        return Optional.ofNullable(nextStartKey);
    }

    public boolean hasNext() {
        return nextStartKey != null;
    }
}
