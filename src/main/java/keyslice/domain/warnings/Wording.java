package keyslice.domain.warnings;

import java.util.List;
import keyslice.domain.text.Shown;

/** How the warnings quote the sample keys: whole, as {@link Shown#quotedWhole} writes values. */
final class Wording {

    private static final int QUOTED_SAMPLES = 3;

    private Wording() {}

    /** Up to three sample keys, quoted: {@code "a", "b", "c" and 4 more}. */
    static String quotedSamples(List<String> keys) {
        return Shown.quotedList(keys, QUOTED_SAMPLES);
    }

    static String samplesNote(String what, List<String> keys) {
        return keys.isEmpty() ? "" : " Among the sample keys, " + what + ": " + quotedSamples(keys) + ".";
    }
}
