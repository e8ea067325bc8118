package keyslice.domain.warnings;

import java.util.List;
import keyslice.domain.key.Substrings;

/**
 * The sample keys cut at the delimiter, as offsets into the keys rather than lists of new strings: the checks read a
 * thousand keys in every round of "Fix all", and look closely only at the few parts that are numbers or times. A part's
 * text is made when a check asks for it.
 */
final class SampleParts {

    private final List<String> keys;
    private final String delim;
    /** For each key, where each of its parts starts, then one past the end of the key plus the delimiter's length. */
    private final int[][] starts;

    SampleParts(List<String> keys, String delim) {
        this.keys = keys;
        this.delim = delim;
        this.starts = new int[keys.size()][];
        for (int k = 0; k < keys.size(); k++) {
            starts[k] = starts(keys.get(k));
        }
    }

    private int[] starts(String key) {
        int count = 1;
        for (int at = Substrings.indexOf(key, delim, 0);
                at >= 0;
                at = Substrings.indexOf(key, delim, at + delim.length())) {
            count++;
        }
        int[] out = new int[count + 1];
        int i = 1;
        for (int at = Substrings.indexOf(key, delim, 0);
                at >= 0;
                at = Substrings.indexOf(key, delim, at + delim.length())) {
            out[i++] = at + delim.length();
        }
        out[count] = key.length() + delim.length();
        return out;
    }

    int keys() {
        return keys.size();
    }

    /** How many parts the key {@code k} has (one more than its delimiters). */
    int parts(int k) {
        return starts[k].length - 1;
    }

    String part(int k, int i) {
        return keys.get(k).substring(starts[k][i], starts[k][i + 1] - delim.length());
    }

    private int length(int k, int i) {
        return starts[k][i + 1] - delim.length() - starts[k][i];
    }

    /** Whether part {@code i} of key {@code k} is one or more ASCII digits, checked in place. */
    boolean digits(int k, int i) {
        String key = keys.get(k);
        int from = starts[k][i];
        int to = from + length(k, i);
        if (to == from) {
            return false;
        }
        for (int at = from; at < to; at++) {
            if (key.charAt(at) < '0' || key.charAt(at) > '9') {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether part {@code i} of key {@code k} could be a time with fraction digits: at least 18 characters ("2026-1-1
     * 1:00:00.1") that start with four digits, white space around them aside (the times are read stripped). The others
     * are not looked at again.
     */
    boolean mayHoldFractionDigits(int k, int i) {
        String key = keys.get(k);
        int from = starts[k][i];
        int to = from + length(k, i);
        while (from < to && Character.isWhitespace(key.codePointAt(from))) {
            from++;
        }
        while (to > from && Character.isWhitespace(key.codePointBefore(to))) {
            to--;
        }
        if (to - from < 18) {
            return false;
        }
        for (int at = from; at < from + 4; at++) {
            if (key.charAt(at) < '0' || key.charAt(at) > '9') {
                return false;
            }
        }
        return true;
    }
}
