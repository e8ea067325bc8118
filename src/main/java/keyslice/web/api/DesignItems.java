package keyslice.web.api;

import java.util.List;
import java.util.Map;
import keyslice.datamodel.DataModel;
import keyslice.datamodel.DynamoJson;
import keyslice.datamodel.Entities;
import keyslice.datamodel.PatternRead;
import keyslice.domain.filter.ItemValue;

/**
 * The items of a design's answer, bounded: each pattern's {@code read} and {@code returned} hold their first
 * {@link #MAX_PER_LIST} items, and the answer at most {@link #MAX_ITEMS} in all (a pattern's {@code returned} often
 * repeats its {@code read}); {@code readCount} and {@code returnedCount} say how many there are, and {@code truncated}
 * whether any was left out. One instance per answer.
 */
final class DesignItems {

    static final int MAX_PER_LIST = 100;

    static final int MAX_ITEMS = 2_000;

    private int left = MAX_ITEMS;

    /** {@code read}'s items, their entities and counts, into a pattern's answer. */
    void put(Map<String, Object> out, DataModel model, PatternRead read) {
        List<Map<String, ItemValue>> reads = first(read.read());
        List<Map<String, ItemValue>> returned = first(read.returned());
        out.put("read", DynamoJson.items(reads));
        out.put("returned", DynamoJson.items(returned));
        out.put("readEntities", Entities.names(model, read, reads));
        out.put("returnedEntities", Entities.names(model, read, returned));
        out.put("readCount", read.read().size());
        out.put("returnedCount", read.returned().size());
        out.put(
                "truncated",
                reads.size() < read.read().size()
                        || returned.size() < read.returned().size());
    }

    private List<Map<String, ItemValue>> first(List<Map<String, ItemValue>> items) {
        List<Map<String, ItemValue>> kept = items.subList(0, Math.min(items.size(), Math.min(MAX_PER_LIST, left)));
        left -= kept.size();
        return kept;
    }
}
