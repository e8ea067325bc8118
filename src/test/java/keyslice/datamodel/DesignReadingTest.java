package keyslice.datamodel;

import static keyslice.datamodel.Designs.item;
import static keyslice.datamodel.Designs.query;
import static keyslice.datamodel.Designs.shop;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.filter.ItemValue;
import org.junit.jupiter.api.Test;

/** A design's patterns read within the bound on items times Query patterns. */
class DesignReadingTest {

    @Test
    void pastTheBoundTheLaterQueryPatternsAreListedWithTheLimitNamed() {
        int half = DesignReading.MAX_ITEM_READS / 2 + 1;
        List<Map<String, ItemValue>> items = new ArrayList<>();
        for (int i = 0; i < half; i++) {
            items.add(item("PK", "P", "SK", String.format("I#%05d", i)));
        }
        AccessPattern write = new AccessPattern(
                "3", "", Optional.of("Shop"), Optional.empty(), Optional.of(AccessPattern.Operation.PutItem), "", "");
        DataModel model = Designs.model(
                shop(List.of(), items),
                List.of(),
                query("1", "", "", "PK = :pk AND begins_with(SK, :sk)", ":pk", "P", ":sk", "I#0000"),
                query("2", "", "", "PK = :pk", ":pk", "P"),
                write);

        List<PatternRead> reads = DesignReading.readAll(model, QueryCompiler::compile);

        assertEquals(10, reads.get(0).read().size(), "the first pattern's table is within the bound");
        assertEquals(List.of(), reads.get(1).read());
        assertEquals(1, reads.get(1).problems().size());
        assertTrue(
                reads.get(1)
                        .problems()
                        .get(0)
                        .message()
                        .startsWith("not evaluated: the design's Query patterns run over more than 20000 items in all"
                                + " (each over its table's items; this one over " + half + ")"),
                reads.get(1).problems().get(0).message());
        assertEquals(List.of(), reads.get(2).problems(), "a write runs over nothing");
    }
}
