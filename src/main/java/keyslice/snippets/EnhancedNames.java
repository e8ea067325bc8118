package keyslice.snippets;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The names java-enhanced sends, and why its enhanced client cannot send some as keyslice does. The client writes
 * its own placeholders, {@code #AMZN_MAPPED_} and {@code :AMZN_MAPPED_} followed by the key's name with {@link #MAPPED}
 * characters turned into {@code _}. DynamoDB takes only letters, digits and {@code _} after {@code #} or {@code :},
 * so a name with any other character cannot be sent, and two names that map to the same placeholder would read the
 * wrong attribute. Projected names get the same placeholders; a projected list index has no
 * {@code NestedAttributeName}.
 */
final class EnhancedNames {

    /** How many names, and how many pairs of names, the note lists of each limitation before it counts the rest. */
    private static final int LISTED = 3;

    /** What DynamoDB takes in a placeholder after {@code #}. */
    private static final Pattern PLACEHOLDER = Pattern.compile("[A-Za-z0-9_]+");

    /** The characters the enhanced client replaces by {@code _} in a placeholder (its EnhancedClientUtils). */
    private static final Set<Character> MAPPED =
            Set.of('*', '.', '-', '#', '+', ':', '/', '(', ')', ' ', '&', '<', '>', '?', '=', '!', '@', '%', '$', '|');

    /** A name or its placeholder, or a list index; the dots between them are skipped. */
    private static final Pattern PATH_ELEMENT = Pattern.compile("(#?[A-Za-z0-9_]+)|\\[(\\d+)]");

    private EnhancedNames() {}

    /**
     * The paths of a ProjectionExpression as keyslice writes it ({@code #p1.#p2[0], #p3}): names (Strings, each
     * placeholder resolved) and list indexes (Integers).
     */
    static List<List<Object>> paths(String expression, Map<String, String> names) {
        List<List<Object>> paths = new ArrayList<>();
        for (String text : expression.split(",")) {
            List<Object> path = new ArrayList<>();
            Matcher m = PATH_ELEMENT.matcher(text.strip());
            while (m.find()) {
                if (m.group(1) != null) {
                    path.add(names.getOrDefault(m.group(1), m.group(1)));
                } else if (m.group(2) != null) {
                    path.add(Integer.parseInt(m.group(2)));
                }
            }
            paths.add(path);
        }
        return paths;
    }

    /**
     * Why the enhanced client cannot send these names as keyslice does (the first {@code keys} are the key names, the
     * rest the projection's), each name as it is: the note's {@link Comment#JAVA} lines make it safe; empty when it can.
     */
    static List<String> limitations(List<String> names, int keys) {
        // Each name's placeholder once, and the names sharing one found by it: a projection holds hundreds of names.
        // Every name and pair is counted, but only the first few reasons are written (LISTED), then how many more.
        List<String> reasons = new ArrayList<>();
        List<String> mapped = names.stream().map(EnhancedNames::mapped).toList();
        Map<String, List<Integer>> sharing = new HashMap<>();
        long unsendable = 0;
        for (int i = 0; i < names.size(); i++) {
            if (!PLACEHOLDER.matcher(mapped.get(i)).matches() && unsendable++ < LISTED) {
                reasons.add("it would send the " + (i < keys ? "key" : "projected") + " name \"" + names.get(i)
                        + "\" as the placeholder #AMZN_MAPPED_" + mapped.get(i)
                        + ", and DynamoDB takes only letters, digits and _ in a placeholder");
            }
            sharing.computeIfAbsent(mapped.get(i), m -> new ArrayList<>()).add(i);
        }
        if (unsendable > LISTED) {
            reasons.add("and " + (unsendable - LISTED) + " more names like these");
        }
        long shared = 0;
        for (int i = 0; i < names.size(); i++) {
            for (int j : sharing.get(mapped.get(i))) {
                if (j > i && shared++ < LISTED) {
                    reasons.add("it would send "
                            + (j < keys
                                    ? "both key names"
                                    : "the names \"" + names.get(i) + "\" and \"" + names.get(j) + "\"")
                            + " as the one placeholder #AMZN_MAPPED_" + mapped.get(i));
                }
            }
        }
        if (shared > LISTED) {
            reasons.add("and " + (shared - LISTED) + " more pairs of names that share a placeholder");
        }
        return reasons;
    }

    private static String mapped(String name) {
        StringBuilder out = new StringBuilder(name.length());
        name.chars().forEach(c -> out.append(MAPPED.contains((char) c) ? '_' : (char) c));
        return out.toString();
    }
}
