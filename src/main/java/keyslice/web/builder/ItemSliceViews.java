package keyslice.web.builder;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import keyslice.domain.filter.ItemSlice;
import keyslice.domain.filter.ReadCost;

/** The item slice as the page shows it: one row per item with what happens to it, and the cost table. */
public final class ItemSliceViews {

    private ItemSliceViews() {}

    /** The most items listed: the partition's come first, so the rows cut are the least telling; the API lists every one. */
    public static final int MAX_ROWS = OutputFactory.MAX_MATCH_ROWS;

    public static Output.ItemSliceView of(ItemSlice slice) {
        List<Output.ItemSliceView.ItemRow> rows = slice.entries().stream()
                .limit(MAX_ROWS)
                .map(ItemSliceViews::row)
                .toList();
        List<Output.ItemSliceView.CostRow> pages = new ArrayList<>();
        for (int i = 0; i < slice.pages().size(); i++) {
            pages.add(cost("Page " + (i + 1), slice.pages().get(i)));
        }
        String consistency = slice.consistentRead()
                ? "Strongly consistent (consistent=true): one read unit per 4 KB."
                : "Eventually consistent, DynamoDB's default: half a read unit per 4 KB (consistent=true doubles it).";
        return new Output.ItemSliceView(
                rows,
                slice.entries().size() - rows.size(),
                pages,
                cost("Total", slice.total()),
                consistency,
                slice.sorted());
    }

    private static Output.ItemSliceView.ItemRow row(ItemSlice.Entry entry) {
        String failed = entry.failed().orElse(null);
        if (entry.returned()) {
            return new Output.ItemSliceView.ItemRow(entry.line(), entry.key(), "returned", "read, returned", null);
        }
        if (entry.read()) {
            return new Output.ItemSliceView.ItemRow(
                    entry.line(), entry.key(), "dropped", "read, then filtered out: it fails", failed);
        }
        String why = entry.why().orElse("");
        if (entry.inKeyCondition()) {
            return new Output.ItemSliceView.ItemRow(
                    entry.line(),
                    entry.key(),
                    "beyond",
                    failed == null ? why : why + "; the filter then drops it: it fails",
                    failed);
        }
        return new Output.ItemSliceView.ItemRow(
                entry.line(), entry.key(), entry.inPartition() ? "outside" : "other", "not read: " + why, null);
    }

    private static Output.ItemSliceView.CostRow cost(String label, ReadCost.Page page) {
        return new Output.ItemSliceView.CostRow(
                label, page.itemsRead(), page.itemsReturned(), page.bytesRead(), units(page.halfReadUnits()));
    }

    /** Half units as a plain number: 1, 0.5, 2.5. */
    static String units(long halfUnits) {
        return BigDecimal.valueOf(halfUnits)
                .divide(BigDecimal.valueOf(2))
                .stripTrailingZeros()
                .toPlainString();
    }
}
