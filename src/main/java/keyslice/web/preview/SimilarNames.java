package keyslice.web.preview;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The listed table names closest to one the engine does not know ("did you mean Drive?"): the same name in another
 * case first, then those within a few edits (insertions, deletions, substitutions, ignoring case), nearest first.
 * Bounded work: at most {@link #MAX_NAMES} names are looked at, a name whose length alone rules it out costs nothing,
 * and each comparison is a band of the edit-distance table {@code 2 × MAX_EDITS + 1} wide, so a table name's 255
 * characters cost at most a few thousand steps.
 */
final class SimilarNames {

    /** At most this many names are offered. */
    static final int MAX_OFFERED = 3;
    /** At most this many listed names are looked at. */
    static final int MAX_NAMES = 10_000;
    /** No name further than this many edits is offered. */
    static final int MAX_EDITS = 3;

    private SimilarNames() {}

    /** The names of {@code listed} close to {@code wanted}, nearest first (then in listed order); never {@code wanted} itself. */
    static List<String> to(String wanted, List<String> listed) {
        String target = wanted.toLowerCase(Locale.ROOT);
        int allowed = allowedEdits(target.length());
        record Near(String name, int edits, int at) {}
        List<Near> near = new ArrayList<>();
        List<String> names = listed.subList(0, Math.min(listed.size(), MAX_NAMES));
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            if (name.equals(wanted)) {
                continue;
            }
            int edits = distance(target, name.toLowerCase(Locale.ROOT), allowed);
            if (edits <= allowed) {
                near.add(new Near(name, edits, i));
            }
        }
        near.sort(Comparator.comparingInt(Near::edits).thenComparingInt(Near::at));
        return near.stream().limit(MAX_OFFERED).map(Near::name).toList();
    }

    /** A short name allows fewer edits: "Dog" is one edit from "Log", which is no likely meaning of it. */
    private static int allowedEdits(int length) {
        return length <= 4 ? 1 : length <= 8 ? 2 : MAX_EDITS;
    }

    /**
     * The edit distance of {@code a} and {@code b} (UTF-16 units), or {@code limit + 1} as soon as it must exceed
     * {@code limit}: only the band of cells within {@code limit} of the diagonal is worked out.
     */
    static int distance(String a, String b, int limit) {
        if (Math.abs(a.length() - b.length()) > limit) {
            return limit + 1;
        }
        int over = limit + 1;
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j <= limit ? j : over;
        }
        for (int i = 1; i <= a.length(); i++) {
            int from = Math.max(1, i - limit);
            int to = Math.min(b.length(), i + limit);
            // Only the band is worked out: the cells just outside it read as over the limit.
            current[0] = i <= limit ? i : over;
            current[from - 1] = from == 1 ? current[0] : over;
            int best = current[0];
            for (int j = from; j <= to; j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                int value = Math.min(previous[j - 1] + cost, Math.min(previous[j] + 1, current[j - 1] + 1));
                current[j] = Math.min(value, over);
                best = Math.min(best, current[j]);
            }
            if (to < b.length()) {
                current[to + 1] = over;
            }
            if (best > limit) {
                return over;
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return Math.min(previous[b.length()], over);
    }
}
