package keyslice.domain.key;

import java.math.BigInteger;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import keyslice.domain.form.Problem;
import keyslice.domain.text.Shown;

/**
 * The plain sentence that leads each problem whose {@link Problem#message()} is DynamoDB's wording (or a terse rule):
 * what is wrong, with the user's own values, and what to do.
 */
public final class ProblemSummaries {

    private ProblemSummaries() {}

    public static String betweenOrder(KeyValue lower, KeyValue upper) {
        String head =
                "The upper bound sorts before the lower bound: " + shown(lower) + " > " + shown(upper) + " because ";
        if (lower instanceof KeyValue.StringValue low && upper instanceof KeyValue.StringValue high) {
            return head + whyTextOrder(low.text(), high.text());
        }
        if (lower instanceof KeyValue.BinaryValue low && upper instanceof KeyValue.BinaryValue high) {
            return head + whyByteOrder(low.bytes(), high.bytes());
        }
        return head + "number keys compare by value; swap the bounds.";
    }

    /** Why {@code low} sorts after {@code high} as text, and the fix: padding when digits of different widths meet. */
    private static String whyTextOrder(String low, String high) {
        int at = firstDifference(low, high);
        if (at == high.length()) {
            return "keys compare as text and a key sorts after its own beginning; swap the bounds.";
        }
        Optional<PaddedBounds> padded = paddedNumber(low, high, at);
        if (padded.isPresent()) {
            return "keys compare as text; pad the numbers ("
                    + Shown.text(padded.get().padded()) + ").";
        }
        return "keys compare as text, by UTF-8 bytes, and " + Shown.character(low.codePointAt(at)) + " sorts after "
                + Shown.character(high.codePointAt(at)) + "; swap the bounds.";
    }

    /** Two range bounds put in order by zero-padding a number in one of them: {@code padded} is the one that changed. */
    public record PaddedBounds(String lower, String upper, String padded) {}

    /**
     * The two bounds of a range whose lower bound sorts after its upper bound as text, put in order by zero-padding
     * the narrower number ({@code ORDER#07} and {@code ORDER#12}), when that is the slip: they first differ inside
     * numbers of different widths that are in order as numbers.
     */
    public static Optional<PaddedBounds> paddedBounds(String low, String high) {
        return paddedNumber(low, high, firstDifference(low, high));
    }

    /** Where {@code a} and {@code b} first differ, at a code point's start; the shorter length when one begins the other. */
    private static int firstDifference(String a, String b) {
        int at = 0;
        while (at < Math.min(a.length(), b.length()) && a.codePointAt(at) == b.codePointAt(at)) {
            at += Character.charCount(a.codePointAt(at));
        }
        return at;
    }

    /** {@link #paddedBounds}, given where the bounds first differ. */
    private static Optional<PaddedBounds> paddedNumber(String low, String high, int at) {
        if (!isDigit(low, at) || !isDigit(high, at)) {
            return Optional.empty();
        }
        int start = at;
        while (start > 0 && isDigit(low, start - 1)) {
            start--; // the text before 'at' is the same in both bounds
        }
        int lowEnd = digitsEnd(low, at);
        int highEnd = digitsEnd(high, at);
        String lowDigits = low.substring(start, lowEnd);
        String highDigits = high.substring(start, highEnd);
        if (lowDigits.length() == highDigits.length()
                || new BigInteger(lowDigits).compareTo(new BigInteger(highDigits)) > 0) {
            return Optional.empty();
        }
        boolean padLow = lowDigits.length() < highDigits.length();
        String narrow = padLow ? low : high;
        String zeros = "0".repeat(Math.abs(lowDigits.length() - highDigits.length()));
        String padded = narrow.substring(0, start) + zeros + narrow.substring(start);
        return Optional.of(padLow ? new PaddedBounds(padded, high, padded) : new PaddedBounds(low, padded, padded));
    }

    private static boolean isDigit(String text, int index) {
        return index < text.length() && text.charAt(index) >= '0' && text.charAt(index) <= '9';
    }

    private static int digitsEnd(String text, int from) {
        int end = from;
        while (isDigit(text, end)) {
            end++;
        }
        return end;
    }

    private static String whyByteOrder(byte[] low, byte[] high) {
        int at = java.util.Arrays.mismatch(low, high);
        if (at == high.length) {
            return "binary keys compare byte by byte and a key sorts after its own beginning; swap the bounds.";
        }
        return "binary keys compare byte by byte as unsigned numbers, and byte " + (at + 1) + " is " + hex(low[at])
                + " against " + hex(high[at]) + "; swap the bounds.";
    }

    private static String hex(byte b) {
        return String.format(Locale.ROOT, "0x%02X", b & 0xFF);
    }

    public static String beginsWithOnNumber(String sortKey) {
        return "The begins_with function works on strings and binary only; a number sort key needs a range: compare "
                + sortKey + " with between, <, <=, > or >= instead.";
    }

    public static String keyTooLong(String field, KeyValue value, int maxBytes) {
        String role = field.equals("pkValue") ? "partition key" : "sort key";
        return "The " + role + " value is " + value.keySizeBytes() + " bytes"
                + (value.type() == KeyType.B ? " decoded" : " in UTF-8") + ", over DynamoDB's limit of " + maxBytes
                + " bytes for a " + role + ": shorten it.";
    }

    public static String nameTooShort(String field, String name) {
        return "The " + field + " name " + Shown.quoted(name) + " is too short: DynamoDB " + field
                + " names are 3 to 255 characters long.";
    }

    public static String nameTooLong(String field, String name) {
        return "The " + field + " name is " + name.length() + " characters long: DynamoDB " + field
                + " names are 3 to 255 characters long.";
    }

    public static String nameCharacters(String field, String name) {
        Set<String> refused = new LinkedHashSet<>();
        name.codePoints()
                .filter(cp -> !TableNames.isNameCharacter(cp))
                .mapToObj(Character::toString)
                .forEach(refused::add);
        return "The " + field + " name " + Shown.quoted(name) + " contains "
                + refused.stream().map(Shown::quoted).collect(Collectors.joining(", "))
                + ", which DynamoDB does not allow in names: use only letters, digits, _, . and -.";
    }

    public static String limitNotAWholeNumber(String text) {
        return "The limit must be a whole number of at least 1, not " + Shown.quoted(text) + ".";
    }

    public static String limitBelowOne(String text) {
        return "The limit must be at least 1, not " + text + ": it is how many items a page reads.";
    }

    public static String limitTooLarge(String text) {
        return "The limit must be at most " + Integer.MAX_VALUE + ", not " + text + ".";
    }

    public static String notAFlag(String field, String text) {
        return "The " + field + " setting must be true or false, not " + Shown.quoted(text) + ".";
    }

    public static String unknownOrder(String text) {
        return "The order must be asc (ascending, ScanIndexForward=true) or desc (descending, ScanIndexForward=false), not "
                + Shown.quoted(text) + ".";
    }

    public static String unknownNamePolicy(String text) {
        return "The names setting must be always (alias every name) or minimal (alias only names that need it), not "
                + Shown.quoted(text) + ".";
    }

    public static String sampleLine(int line, String summary) {
        return "Sample line " + line + ": " + summary;
    }

    /** A value as the summary shows it: as text (B as base64, N canonical), as {@link Shown} shows a value. */
    private static String shown(KeyValue value) {
        return Shown.text(value.wireText());
    }
}
