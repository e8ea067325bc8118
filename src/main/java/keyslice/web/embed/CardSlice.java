package keyslice.web.embed;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import keyslice.domain.sample.SampleTuples;
import keyslice.domain.sample.Slice;
import keyslice.domain.sample.TupleSlice;

/**
 * The slice as the card shows it: every sample key when there are few, else the keys around what the Query reads,
 * the others counted in gap rows, so that the card stays short whatever the number of samples.
 */
public record CardSlice(String caption, List<Row> rows) {

    /** At most this many keys are shown one per row; more are windowed. */
    static final int ALL_ROWS_UP_TO = 7;
    /** Read keys shown at the start of the read run when it is long, before a gap row and its last key. */
    static final int READ_HEAD = 3;

    /**
     * {@code place} is the CSS class: match, beyond, before, after, outside, sparse for a sample the index leaves out,
     * or gap for a row that counts hidden keys.
     */
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

    /** The keys a card lists, one key's or a tuple's alike: how many, where the read run is, each one's place and text. */
    private record Keys(
            int total, int firstMatch, int pageSize, IntFunction<Slice.Place> place, IntFunction<String> text) {}

    static CardSlice of(Slice slice) {
        return new CardSlice(
                caption(slice.keys().size(), slice.matchCount(), slice.pageSize(), "sample keys"),
                rows(new Keys(
                        slice.keys().size(),
                        slice.firstMatch(),
                        slice.pageSize(),
                        slice::placeOf,
                        i -> slice.keys().get(i).wireText())));
    }

    /**
     * A multi-attribute sort key's tuples, one row each as a key has; the samples the index leaves out take one more
     * row, the sample itself when there is one, else their count, so that they too keep the card short.
     */
    static CardSlice of(TupleSlice tuples) {
        List<Row> rows = new ArrayList<>(rows(new Keys(
                tuples.keys().size(),
                tuples.firstMatch(),
                tuples.pageSize(),
                tuples::placeOf,
                i -> tuples.keys().get(i).text())));
        List<SampleTuples.Sparse> sparse = tuples.sparse();
        if (sparse.size() == 1) {
            rows.add(new Row(
                    sparse.get(0).text() + " not in the index (no "
                            + sparse.get(0).missing().name() + ")",
                    "sparse"));
        } else if (sparse.size() > 1) {
            rows.add(new Row("… " + sparse.size() + " samples not in the index", "gap"));
        }
        return new CardSlice(
                caption(tuples.keys().size(), tuples.matchCount(), tuples.pageSize(), "sample tuples"), rows);
    }

    private static List<Row> rows(Keys keys) {
        int total = keys.total();
        List<Row> rows = new ArrayList<>();
        if (total <= ALL_ROWS_UP_TO) {
            add(rows, keys, 0, total, total, 0);
        } else if (keys.firstMatch() < 0) {
            add(rows, keys, 0, total, ALL_ROWS_UP_TO - 1, 0);
        } else {
            int readEnd = keys.firstMatch() + keys.pageSize();
            add(rows, keys, 0, keys.firstMatch(), 0, 1);
            add(rows, keys, keys.firstMatch(), readEnd, READ_HEAD, 1);
            add(rows, keys, readEnd, total, 1, 0);
        }
        return rows;
    }

    /** Keys {@code from} to {@code to}: the first {@code head} and last {@code tail}, the ones between as one gap row. */
    private static void add(List<Row> rows, Keys keys, int from, int to, int head, int tail) {
        int hidden = (to - from) - head - tail;
        if (hidden <= 1) {
            // A gap row for one key would take the row the key itself needs.
            for (int i = from; i < to; i++) {
                rows.add(key(keys, i));
            }
            return;
        }
        for (int i = from; i < from + head; i++) {
            rows.add(key(keys, i));
        }
        boolean read = keys.place().apply(from + head) == Slice.Place.MATCH;
        rows.add(new Row("… " + hidden + (read ? " more read" : " more keys"), "gap"));
        for (int i = to - tail; i < to; i++) {
            rows.add(key(keys, i));
        }
    }

    private static Row key(Keys keys, int index) {
        String place = switch (keys.place().apply(index)) {
            case MATCH -> "match";
            case BEFORE -> "before";
            case AFTER -> "after";
            case BEYOND_LIMIT -> "beyond";
            case OUTSIDE -> "outside";
        };
        return new Row(keys.text().apply(index), place);
    }

    private static String caption(int total, int matchCount, int pageSize, String samples) {
        if (matchCount == 0) {
            return "Reads none of the " + total + " " + samples;
        }
        String reads = "Reads " + pageSize + " of " + total + " " + samples;
        return pageSize < matchCount ? reads + " (the first page of " + matchCount + ")" : reads;
    }
}
