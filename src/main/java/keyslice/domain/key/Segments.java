package keyslice.domain.key;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import keyslice.domain.text.Shown;

/**
 * A composite string key built from segments joined by a delimiter ({@code root} {@code photos} + {@code /}
 * → {@code root/photos}), with an optional trailing delimiter marking a folder ({@code root/photos/}); and the
 * segment editor's helpers for the rows of segments a form sends.
 */
public record Segments(List<String> parts, String delimiter, boolean trailing) {

    public static final int MAX_PAD_WIDTH = 38;
    private static final Pattern DIGITS = Pattern.compile("[0-9]+");
    private static final Pattern US_DATE = Pattern.compile("\\d{1,2}/\\d{1,2}/\\d{4}");

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
    /**
     * {@code text} cut at every {@code delimiter}, empty parts kept (as {@code split(quote(delimiter), -1)}, without a
     * regular expression compiled for each of a thousand sample keys); an empty delimiter cuts nothing.
     */
    public static List<String> split(String text, String delimiter) {
        if (delimiter.isEmpty()) {
            return List.of(text);
        }
        List<String> parts = new ArrayList<>();
        int from = 0;
        for (int at = Substrings.indexOf(text, delimiter, 0); at >= 0; at = Substrings.indexOf(text, delimiter, from)) {
            parts.add(text.substring(from, at));
            from = at + delimiter.length();
        }
        parts.add(text.substring(from));
        return parts;
    }

    public static List<String> withoutTrailingBlanks(List<String> rows) {
        int end = rows.size();
        while (end > 0 && rows.get(end - 1).isEmpty()) {
            end--;
        }
        // The rows themselves when nothing is dropped: a form's rows are immutable, and a reader copying them keeps
        // them.
        return end == rows.size() ? rows : rows.subList(0, end);
    }

    /** One message per segment that contains the delimiter, naming the segment and its position. */
    public static List<String> clashes(List<String> parts, String delimiter) {
        List<String> messages = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            if (!delimiter.isEmpty() && Substrings.contains(parts.get(i), delimiter)) {
                messages.add("segment " + (i + 1) + " \"" + parts.get(i) + "\" contains the delimiter \"" + delimiter
                        + "\": a delimiter inside a segment makes unrelated keys collide (\"a" + delimiter
                        + "b\" the leaf vs \"a\" holding \"b\"); remove it or choose another delimiter");
            }
        }
        return messages;
    }

    /**
     * The delimiter a value typed whole is written with, for when none is given: the last of {@code # / | :} in it,
     * the one its deepest segment ends at ({@code /} in {@code USER#root/photos}). The slashes of a date written
     * {@code 6/23/2026} and a colon between two digits ({@code 10:30}) belong to a date or a time, not to the key.
     */
    public static Optional<String> delimiterIn(String typed) {
        for (int at = typed.length() - 1; at >= 0; at--) {
            if (delimits(typed, at)) {
                return Optional.of(typed.substring(at, at + 1));
            }
        }
        return Optional.empty();
    }

    /** The first of {@code # / | :} that follows {@code value} in one of {@code keys} that starts with it. */
    public static Optional<String> delimiterAfter(String value, List<String> keys) {
        for (String key : keys) {
            for (int at = value.length(); key.startsWith(value) && at < key.length(); at++) {
                if (delimits(key, at)) {
                    return Optional.of(key.substring(at, at + 1));
                }
            }
        }
        return Optional.empty();
    }

    private static boolean delimits(String text, int at) {
        return switch (text.charAt(at)) {
            case '#', '|' -> true;
            case ':' -> !(at > 0 && at + 1 < text.length() && digit(text.charAt(at - 1)) && digit(text.charAt(at + 1)));
            case '/' -> !inUsDate(text, at);
            default -> false;
        };
    }

    private static boolean inUsDate(String text, int at) {
        int start = at;
        while (start > 0 && (digit(text.charAt(start - 1)) || text.charAt(start - 1) == '/')) {
            start--;
        }
        int end = at;
        while (end < text.length() && (digit(text.charAt(end)) || text.charAt(end) == '/')) {
            end++;
        }
        return US_DATE.matcher(text.substring(start, end)).matches();
    }

    private static boolean digit(char c) {
        return c >= '0' && c <= '9';
    }

    public String join() {
        String joined = String.join(delimiter, parts);
        return trailing ? joined + delimiter : joined;
    }

    /** {@code 7} → {@code 0007} for width 4; a wider number stays as it is (padding never cuts digits). */
    public static String zeroPad(String segment, int width) {
        if (!DIGITS.matcher(segment).matches()) {
            throw new IllegalArgumentException(
                    Shown.quoted(segment) + " is not a whole number; only digit-only segments can be zero-padded");
        }
        if (width < 1 || width > MAX_PAD_WIDTH) {
            throw new IllegalArgumentException("the pad width must be 1 to " + MAX_PAD_WIDTH + ", not " + width);
        }
        return segment.length() >= width ? segment : "0".repeat(width - segment.length()) + segment;
    }
}
