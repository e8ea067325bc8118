package keyslice.domain;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A composite string key built from segments joined by a delimiter ({@code root} {@code photos} + {@code /}
 * → {@code root/photos}), with an optional trailing delimiter marking a folder ({@code root/photos/}); and the
 * segment editor's helpers for the rows of segments a form sends.
 */
public record Segments(List<String> parts, String delimiter, boolean trailing) {

    public static final int MAX_PAD_WIDTH = 38;
    private static final Pattern DIGITS = Pattern.compile("[0-9]+");

    public Segments {
        parts = List.copyOf(parts);
        if (parts.isEmpty()) {
            throw new IllegalArgumentException("at least one segment is needed");
        }
        if (delimiter.isEmpty()) {
            throw new IllegalArgumentException("the delimiter cannot be empty");
        }
        List<String> clashes = clashes(parts, delimiter);
        if (!clashes.isEmpty()) {
            throw new IllegalArgumentException(clashes.get(0));
        }
    }

    /**
     * Form inputs send every row, including blank ones left at the end; those are not segments.
     * Blank rows in the middle are kept: they are a real (and suspicious) empty segment.
     */
    public static List<String> withoutTrailingBlanks(List<String> rows) {
        int end = rows.size();
        while (end > 0 && rows.get(end - 1).isEmpty()) {
            end--;
        }
        return rows.subList(0, end);
    }

    /** One message per segment that contains the delimiter, naming the segment and its position. */
    public static List<String> clashes(List<String> parts, String delimiter) {
        List<String> messages = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            if (!delimiter.isEmpty() && parts.get(i).contains(delimiter)) {
                messages.add("segment " + (i + 1) + " \"" + parts.get(i) + "\" contains the delimiter \"" + delimiter
                        + "\": a delimiter inside a segment makes unrelated keys collide (\"a" + delimiter
                        + "b\" the leaf vs \"a\" holding \"b\"); remove it or choose another delimiter");
            }
        }
        return messages;
    }

    public String join() {
        String joined = String.join(delimiter, parts);
        return trailing ? joined + delimiter : joined;
    }

    /** {@code 7} → {@code 0007} for width 4; a wider number stays as it is (padding never cuts digits). */
    public static String zeroPad(String segment, int width) {
        if (!DIGITS.matcher(segment).matches()) {
            throw new IllegalArgumentException("\"" + segment + "\" is not a whole number; only digit-only segments can be zero-padded");
        }
        if (width < 1 || width > MAX_PAD_WIDTH) {
            throw new IllegalArgumentException("the pad width must be 1 to " + MAX_PAD_WIDTH + ", not " + width);
        }
        return segment.length() >= width ? segment : "0".repeat(width - segment.length()) + segment;
    }
}
