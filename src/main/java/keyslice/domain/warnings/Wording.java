package keyslice.domain.warnings;

import java.util.List;

/** How the warnings quote what is in the input: values, segments, sample keys and single characters. */
final class Wording {

    static final String ELLIPSIS = "…";
    private static final int QUOTED_SAMPLES = 3;

    private Wording() {
    }

    static String quote(String text) {
        return "\"" + text + "\"";
    }

    /** Up to three sample keys, quoted: {@code "a", "b" and 4 more}. */
    static String quoteAll(List<String> keys) {
        List<String> shown = keys.stream().limit(QUOTED_SAMPLES).map(Wording::quote).toList();
        String list = shown.size() == 1 ? shown.get(0)
                : String.join(", ", shown.subList(0, shown.size() - 1)) + (keys.size() > shown.size() ? ", " : " and ")
                + shown.get(shown.size() - 1);
        return keys.size() > shown.size() ? list + " and " + (keys.size() - shown.size()) + " more" : list;
    }

    static String samplesNote(String what, List<String> keys) {
        return keys.isEmpty() ? "" : " Among the sample keys, " + what + ": " + quoteAll(keys) + ".";
    }

    static String character(int codePoint) {
        String hex = String.format("0x%02X", codePoint);
        return codePoint < 0x20 || codePoint == 0x7F ? hex : quote(Character.toString(codePoint)) + " (" + hex + ")";
    }
}
