package keyslice.domain.warnings;

import java.util.Locale;
import java.util.Optional;
import keyslice.domain.filter.ItemSlice;
import keyslice.domain.filter.ReadCost;

/** What a Query pays for on the sample items: every item read costs, whether the filter keeps it or not. */
final class CostChecks {

    /** Fewer items thrown away than this are noise in a handful of samples, not a pattern in the design. */
    static final int MIN_ITEMS_DROPPED = 3;
    /** The share of the bytes read that the filter throws away from which the warning is given: most of the cost. */
    static final double MIN_SHARE_DROPPED = 0.5;

    private CostChecks() {}

    /**
     * A filter that throws away most of what the key condition reads (bytes, which the read units are counted from),
     * and at least {@link #MIN_ITEMS_DROPPED} items. No fix: only another key or index changes what is read, and a
     * narrower key condition would read other items.
     */
    static Optional<Warning> filterWaste(ItemSlice items) {
        ReadCost.Page total = items.total();
        int dropped = total.itemsRead() - total.itemsReturned();
        if (!items.filtered()
                || dropped < MIN_ITEMS_DROPPED
                || total.bytesRead() == 0
                || items.bytesDropped() < MIN_SHARE_DROPPED * total.bytesRead()) {
            return Optional.empty();
        }
        long percent = Math.round(100.0 * items.bytesDropped() / total.bytesRead());
        if (percent == 100 && total.itemsReturned() > 0) {
            percent = 99; // some of the cost returns items: "100 %" would say none does
        }
        String message = String.format(
                Locale.ROOT,
                "reads %d %s to return %d: %d %% of this Query's cost is filtered out — "
                        + "a key or index design would read only what you need.",
                total.itemsRead(),
                total.itemsRead() == 1 ? "item" : "items",
                total.itemsReturned(),
                percent);
        return Optional.of(new Warning(WarningCode.FILTER_WASTE, message));
    }
}
