package keyslice.preview;

import java.util.List;
import java.util.Optional;

/**
 * What {@link DynamoPreview#tables()} found: the tables described, and, when its deadline passed (or the cap on calls
 * at once was reached) part-way, the names it had no time to describe and why it stopped.
 */
public record TableListing(List<TableInfo> described, List<String> undescribed, Optional<PreviewException> stopped) {

    public TableListing {
        described = List.copyOf(described);
        undescribed = List.copyOf(undescribed);
    }

    public boolean complete() {
        return stopped.isEmpty();
    }
}
