package keyslice.web.embed;

import java.util.ArrayList;
import java.util.List;

import keyslice.domain.Slice;

/**
 * The slice as the card shows it: every sample key when there are few, else the keys around what the Query reads,
 * the others counted in gap rows, so that the card stays short whatever the number of samples.
 */
public record CardSlice(String caption, List<Row> rows) {

    /** At most this many keys are shown one per row; more are windowed. */
    static final int ALL_ROWS_UP_TO = 7;
    /** Read keys shown at the start of the read run when it is long, before a gap row and its last key. */
    static final int READ_HEAD = 3;

    /** {@code place} is the CSS class: match, beyond, before, after, outside, or gap for a row that counts hidden keys. */
    public record Row(String text, String place) {
        public boolean read() {
            return place.equals("match");
        }

        public boolean gap() {
            return place.equals("gap");
        }
    }

    public CardSlice {
        rows = List.copyOf(rows);
    }

    static CardSlice of(Slice slice) {
        int total = slice.keys().size();
        List<Row> rows = new ArrayList<>();
        if (total <= ALL_ROWS_UP_TO) {
            add(rows, slice, 0, total, total, 0);
        } else if (slice.firstMatch() < 0) {
            add(rows, slice, 0, total, ALL_ROWS_UP_TO - 1, 0);
        } else {
            int readEnd = slice.firstMatch() + slice.pageSize();
            add(rows, slice, 0, slice.firstMatch(), 0, 1);
            add(rows, slice, slice.firstMatch(), readEnd, READ_HEAD, 1);
            add(rows, slice, readEnd, total, 1, 0);
        }
        return new CardSlice(caption(slice), rows);
    }

    /** Keys {@code from} to {@code to}: the first {@code head} and last {@code tail}, the ones between as one gap row. */
    private static void add(List<Row> rows, Slice slice, int from, int to, int head, int tail) {
        int hidden = (to - from) - head - tail;
        if (hidden <= 1) {
            // A gap row for one key would take the row the key itself needs.
            for (int i = from; i < to; i++) {
                rows.add(key(slice, i));
            }
            return;
        }
        for (int i = from; i < from + head; i++) {
            rows.add(key(slice, i));
        }
        boolean read = slice.placeOf(from + head) == Slice.Place.MATCH;
        rows.add(new Row("… " + hidden + (read ? " more read" : " more keys"), "gap"));
        for (int i = to - tail; i < to; i++) {
            rows.add(key(slice, i));
        }
    }

    private static Row key(Slice slice, int index) {
        String place = switch (slice.placeOf(index)) {
            case MATCH -> "match";
            case BEFORE -> "before";
            case AFTER -> "after";
            case BEYOND_LIMIT -> "beyond";
            case OUTSIDE -> "outside";
        };
        return new Row(slice.keys().get(index).wireText(), place);
    }

    private static String caption(Slice slice) {
        int total = slice.keys().size();
        if (slice.matchCount() == 0) {
            return "Reads none of the " + total + " sample keys";
        }
        String reads = "Reads " + slice.pageSize() + " of " + total + " sample keys";
        return slice.cutByLimit() ? reads + " (the first page of " + slice.matchCount() + ")" : reads;
    }
}
