package keyslice.domain.key;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import keyslice.domain.text.Shown;

/**
 * One lexically sortable timestamp form: ISO-8601 in UTC with a fixed number of fraction digits
 * ({@code 2026-06-23T10:15:00Z}, {@code 2026-06-23T10:15:00.000Z}). Text in that form sorts as time.
 */
public final class Timestamps {

    public static final int MAX_FRACTION_DIGITS = 9;

    /** Anything that looks like a date, with an optional time and zone, separated by {@code T} or a space. */
    private static final Pattern LOOSE = Pattern.compile(
            "(\\d{4})-(\\d{1,2})-(\\d{1,2})(?:[T ](\\d{1,2}):(\\d{2})(?::(\\d{2})(?:[.,](\\d{1,9}))?)?)?\\s*(Z|z|UTC|[+-]\\d{2}:?\\d{2})?");
    /**
     * The canonical form up to its seconds, {@code #} standing for an ASCII digit. The canonical form, a date alone and a
     * leading part of the canonical form are matched by hand against it: the warnings ask them of every bound's part at
     * every keystroke, and a regular expression's matcher cost more than the whole check.
     */
    private static final String SECOND_SHAPE = "####-##-##T##:##:##";

    private static final int DATE_LENGTH = "####-##-##".length();

    private static final Pattern US_DATE = Pattern.compile("\\d{1,2}/\\d{1,2}/\\d{4}.*");
    /**
     * A year, a month, a day, an hour...: a prefix people end on deliberately to read a whole period, also when it ends
     * on the separator before the next field ({@code 2026-06-23T}, {@code 2026-06-}).
     */
    private static final Pattern PERIOD =
            Pattern.compile("\\d{4}(-(\\d{2}(-(\\d{2}(T(\\d{2}(:(\\d{2}(:(\\d{2}(\\.\\d*)?)?)?)?)?)?)?)?)?)?)?");

    private Timestamps() {}

    /** Thrown for text the normaliser cannot read; the message is user-facing. */
    public static final class NotATimestamp extends Exception {
        public NotATimestamp(String message) {
            super(message, null, false, false);
        }
    }

    /** {@code 2026-06-23 10:15} → {@code 2026-06-23T10:15:00Z}; offsets are converted to UTC. */
    public static String normalize(String text, int fractionDigits) throws NotATimestamp {
        if (fractionDigits < 0 || fractionDigits > MAX_FRACTION_DIGITS) {
            throw new NotATimestamp("fraction digits must be 0 to " + MAX_FRACTION_DIGITS + ", not " + fractionDigits);
        }
        Matcher m = LOOSE.matcher(text.strip());
        if (!m.matches()) {
            throw new NotATimestamp(Shown.quoted(text)
                    + " is not a date-time keyslice can read: write it as yyyy-MM-dd HH:mm[:ss[.fff]] "
                    + "with an optional zone (Z, +02:00)");
        }
        try {
            LocalDate date = LocalDate.of(
                    Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
            LocalTime time = LocalTime.MIDNIGHT;
            if (m.group(4) != null) {
                int nanos = m.group(7) == null ? 0 : Integer.parseInt((m.group(7) + "00000000").substring(0, 9));
                time = LocalTime.of(
                        Integer.parseInt(m.group(4)),
                        Integer.parseInt(m.group(5)),
                        m.group(6) == null ? 0 : Integer.parseInt(m.group(6)),
                        nanos);
            }
            ZoneOffset offset = zone(m.group(8));
            OffsetDateTime instant =
                    OffsetDateTime.of(LocalDateTime.of(date, time), offset).withOffsetSameInstant(ZoneOffset.UTC);
            return format(instant, fractionDigits);
        } catch (DateTimeException | NumberFormatException e) {
            throw new NotATimestamp(Shown.quoted(text) + " is not a valid date-time: " + e.getMessage());
        }
    }

    private static ZoneOffset zone(String zone) {
        if (zone == null || zone.equalsIgnoreCase("Z") || zone.equals("UTC")) {
            return ZoneOffset.UTC;
        }
        String normalized = zone.contains(":") ? zone : zone.substring(0, 3) + ":" + zone.substring(3);
        return ZoneOffset.of(normalized);
    }

    private static String format(OffsetDateTime instant, int fractionDigits) {
        String seconds = instant.format(DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss"));
        if (fractionDigits == 0) {
            if (instant.getNano() != 0) {
                // Dropping digits would move the instant; keep what was given instead of silently truncating.
                return format(instant, fractionDigitsNeeded(instant.getNano()));
            }
            return seconds + "Z";
        }
        String nanos = String.format("%09d", instant.getNano());
        if (fractionDigits < fractionDigitsNeeded(instant.getNano())) {
            return format(instant, fractionDigitsNeeded(instant.getNano()));
        }
        return seconds + "." + nanos.substring(0, fractionDigits) + "Z";
    }

    private static int fractionDigitsNeeded(int nanos) {
        if (nanos == 0) {
            return 0;
        }
        String digits = String.format("%09d", nanos).replaceAll("0+$", "");
        return digits.length();
    }

    /** Whether the text is already canonical (ISO-8601 UTC with Z). */
    public static boolean isCanonical(String text) {
        return canonicalFractionDigits(text) >= 0;
    }

    /** Fraction digits of a canonical timestamp, empty when the text is not one. */
    public static Optional<Integer> fractionDigits(String text) {
        int digits = canonicalFractionDigits(text);
        return digits < 0 ? Optional.empty() : Optional.of(digits);
    }

    /**
     * The fraction digits of canonical {@code text} ({@code \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z}), or -1
     * when it is not canonical.
     */
    private static int canonicalFractionDigits(String text) {
        int length = text.length();
        if (length < SECOND_SHAPE.length() + 1
                || text.charAt(length - 1) != 'Z'
                || !shaped(text, SECOND_SHAPE.length())) {
            return -1;
        }
        if (length == SECOND_SHAPE.length() + 1) {
            return 0;
        }
        return fraction(text, SECOND_SHAPE.length(), length - 1) ? length - SECOND_SHAPE.length() - 2 : -1;
    }

    /** Whether {@code text} has {@link #SECOND_SHAPE}'s first {@code length} characters. */
    private static boolean shaped(String text, int length) {
        if (text.length() < length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            char shape = SECOND_SHAPE.charAt(i);
            char c = text.charAt(i);
            if (shape == '#' ? c < '0' || c > '9' : c != shape) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code text} from {@code from} to {@code to} is a period and 1 to 9 digits ({@code \.\d{1,9}}). */
    private static boolean fraction(String text, int from, int to) {
        int digits = to - from - 1;
        if (digits < 1 || digits > MAX_FRACTION_DIGITS || text.charAt(from) != '.') {
            return false;
        }
        for (int i = from + 1; i < to; i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    /**
     * A leading part of the canonical form ({@code 2026-06-23T00:00:00}): a deliberate bound that sorts before that
     * instant. Its hour at least, up to a fraction without the Z.
     */
    private static boolean isCanonicalPrefix(String text) {
        int length = text.length();
        if (length == 13 || length == 16 || length == SECOND_SHAPE.length()) {
            return shaped(text, length);
        }
        return shaped(text, SECOND_SHAPE.length()) && fraction(text, SECOND_SHAPE.length(), length);
    }

    /** Text that is meant as a time but does not sort as one: loose ISO forms, offsets, US dates. */
    public static boolean looksLikeUnsortableTimestamp(String text) {
        // Every form below starts with an ASCII digit and has at least 8 characters ("1/1/2026", "2026-1-1"); most
        // segments and sample keys do not, and are answered without a regex.
        if (text.length() < 8 || text.charAt(0) < '0' || text.charAt(0) > '9') {
            return false;
        }
        if (isCanonical(text) || isDateOnly(text) || isCanonicalPrefix(text)) {
            return false;
        }
        // Each expression only where its text could match: the fixed bounds of the warnings' rounds ("…Z" and U+10FFFF)
        // otherwise made the loose one backtrack through every optional group.
        return mayBeLoose(text) && LOOSE.matcher(text).matches()
                || mayBeUsDate(text) && US_DATE.matcher(text).matches();
    }

    /** {@link #LOOSE} needs four digits and "-", and ends in a digit, a zone's letter or white space. */
    private static boolean mayBeLoose(String text) {
        if (!startsLikeADate(text, 5) || text.charAt(4) != '-') {
            return false;
        }
        char last = text.charAt(text.length() - 1);
        return last >= '0' && last <= '9'
                || last == 'Z'
                || last == 'z'
                || last == 'C'
                || last == ' '
                || last >= '\t' && last <= '\r';
    }

    /** {@link #US_DATE} has its first "/" after one or two digits. */
    private static boolean mayBeUsDate(String text) {
        return text.charAt(1) == '/' || text.charAt(2) == '/';
    }

    /**
     * Whether a begins_with prefix that ends here reads one whole period on purpose: a year, month, day,
     * hour, minute or second in the canonical form (up to a field or up to its separator), or a complete canonical instant (its keys extend it
     * only with a suffix such as {@code #2}).
     */
    public static boolean isPeriodPrefix(String text) {
        return PERIOD.matcher(text).matches() || isCanonical(text);
    }

    /** How many fraction digits the person wrote in a loosely formatted time (0 when none or not a time). */
    public static int writtenFractionDigits(String text) {
        String stripped = text.strip();
        // Fraction digits need a date and a time, at least "2026-1-1 1:00:00.1": 18 characters starting with a digit.
        if (!startsLikeADate(stripped, 18)) {
            return 0;
        }
        Matcher m = LOOSE.matcher(stripped);
        return m.matches() && m.group(7) != null ? m.group(7).length() : 0;
    }

    /** Whether {@code text} is at least {@code length} characters and starts with four digits, as every form here does. */
    private static boolean startsLikeADate(String text, int length) {
        if (text.length() < length) {
            return false;
        }
        for (int i = 0; i < 4; i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    public static boolean isDateOnly(String text) {
        return text.length() == DATE_LENGTH && shaped(text, DATE_LENGTH);
    }
}
