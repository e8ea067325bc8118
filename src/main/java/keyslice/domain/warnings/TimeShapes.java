package keyslice.domain.warnings;

import java.util.Optional;

/**
 * The shapes of time the checks look for in a bound, matched by hand: every live update asks them of both bounds, more
 * than once, and the regular expressions they replace backtracked over the whole text each time. Each method says the
 * expression it matches exactly as {@link java.util.regex.Matcher#matches} would ({@code .} takes no line terminator,
 * {@code \d} is an ASCII digit).
 */
final class TimeShapes {

    private static final int DATE_LENGTH = "2026-06-23".length();
    private static final String SECOND_END = "00:00:00Z";

    private TimeShapes() {}

    /** {@code .*\d{2}:\d{2}:\d{2}Z}: a text that ends on a whole second ({@code …T00:00:00Z}). */
    static boolean isWholeSecond(String text) {
        int start = text.length() - SECOND_END.length();
        if (start < 0 || !noLineTerminator(text, start)) {
            return false;
        }
        for (int i = 0; i < SECOND_END.length(); i++) {
            char expected = SECOND_END.charAt(i);
            char c = text.charAt(start + i);
            if (expected == '0' ? !isDigit(c) : c != expected) {
                return false;
            }
        }
        return true;
    }

    /**
     * The text up to and including its date when the rest is where that day starts: the first group of {@code
     * (.*\d{4}-\d{2}-\d{2})(T00(:00(:00(\.0*)?)?)?Z?)?}, the longest that fits, as the greedy {@code .*} takes it;
     * none when the text is not so.
     */
    static Optional<String> dayStarted(String text) {
        for (int end = text.length(); end >= DATE_LENGTH; end--) {
            int date = end - DATE_LENGTH;
            if (isDate(text, date) && noLineTerminator(text, date) && isDayEdge(text, end, "00", ":00", '0')) {
                return Optional.of(text.substring(0, end));
            }
        }
        return Optional.empty();
    }

    /** Whether the text from {@code from} is where a day ends: {@code (T23(:59(:59(\.9*)?)?)?Z?)?}. */
    static boolean isDayEnd(String text, int from) {
        return isDayEdge(text, from, "23", ":59", '9');
    }

    /**
     * {@code (T<hour>(<minute>(<minute>(\.<digit>*)?)?)?Z?)?} from {@code from} to the end: the minute and second are
     * written alike ({@code :00}, {@code :59}).
     */
    private static boolean isDayEdge(String text, int from, String hour, String minute, char digit) {
        String rest = text.substring(from);
        if (rest.isEmpty()) {
            return true;
        }
        if (rest.endsWith("Z")) {
            rest = rest.substring(0, rest.length() - 1);
        }
        if (!rest.startsWith("T" + hour)) {
            return false;
        }
        String time = rest.substring(1 + hour.length());
        String second = minute + minute;
        if (time.isEmpty() || time.equals(minute) || time.equals(second)) {
            return true;
        }
        if (!time.startsWith(second + ".")) {
            return false;
        }
        for (int i = second.length() + 1; i < time.length(); i++) {
            if (time.charAt(i) != digit) {
                return false;
            }
        }
        return true;
    }

    /** {@code \d{4}-\d{2}-\d{2}} at {@code at}. */
    private static boolean isDate(String text, int at) {
        for (int i = 0; i < DATE_LENGTH; i++) {
            char c = text.charAt(at + i);
            if (i == 4 || i == 7 ? c != '-' : !isDigit(c)) {
                return false;
            }
        }
        return true;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** Whether {@code .*} matches the text before {@code end}: no line terminator in it. */
    private static boolean noLineTerminator(String text, int end) {
        for (int i = 0; i < end; i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029') {
                return false;
            }
        }
        return true;
    }
}
