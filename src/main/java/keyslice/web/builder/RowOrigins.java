package keyslice.web.builder;

import java.util.List;

/**
 * Where the segment rows of an edited form came from: {@code seg.get(i)} is the row (0-based) that new row
 * {@code i} was before the edit. Rows past the end of a list, and every row of an empty list, kept their place.
 * The page marks each row with the field it was ({@code data-was}) so the browser can keep what a person typed
 * into a row while the edit that moved it was on its way.
 */
public record RowOrigins(List<Integer> seg, List<Integer> toSeg) {

    public static final RowOrigins SAME = new RowOrigins(List.of(), List.of());

    public RowOrigins {
        seg = List.copyOf(seg);
        toSeg = List.copyOf(toSeg);
    }

    public static RowOrigins of(String field, List<Integer> origins) {
        return field.equals("seg") ? new RowOrigins(origins, List.of()) : new RowOrigins(List.of(), origins);
    }

    /** The id each displayed row of {@code field} had before the edit ({@code seg-3}); "" for a row the edit made. */
    public List<String> previousIds(String field, int rows) {
        List<Integer> origins = field.equals("seg") ? seg : toSeg;
        return java.util.stream.IntStream.range(0, rows)
                .mapToObj(i -> origins.isEmpty()
                        ? field + "-" + (i + 1)
                        : i < origins.size() ? field + "-" + (origins.get(i) + 1) : "")
                .toList();
    }
}
