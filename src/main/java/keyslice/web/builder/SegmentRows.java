package keyslice.web.builder;

import java.util.ArrayList;
import java.util.List;
import keyslice.domain.form.Field;

/** The segment builder's rows as the form shows them. */
final class SegmentRows {

    private SegmentRows() {}

    /**
     * The rows given, ending in a blank row to extend the key, at least {@link BuilderPage#MIN_SEGMENT_ROWS} and at
     * least {@code wanted} (the segRows hint that keeps rows added without JavaScript, which the permalink trims).
     */
    static List<String> padded(List<String> rows, int wanted) {
        List<String> padded = new ArrayList<>(rows);
        if (padded.isEmpty() || !padded.get(padded.size() - 1).isEmpty()) {
            padded.add("");
        }
        while (padded.size() < Math.max(BuilderPage.MIN_SEGMENT_ROWS, Math.min(wanted, Field.MAX_REPEATS))) {
            padded.add("");
        }
        return padded;
    }
}
