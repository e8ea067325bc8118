package keyslice.domain.form;

import java.util.ArrayList;
import java.util.List;

/**
 * The sample sort keys as pasted: one key per line. A trailing newline, a blank line between keys and the CR of a
 * CRLF break are not part of any key, so the size limit, the slice and the warnings all count the same keys.
 */
public final class SampleLines {

    /** One key and the line it stands on (1-based), for messages that point at it. */
    public record Line(int number, String key) {}

    private SampleLines() {}

    /** The same, read once per request: the compiler, the warnings and each fix's proof all read the sample lines. */
    public static List<Line> of(String samples, Memo memo) {
        record Lines(String samples) {}
        return memo.get(new Lines(samples), () -> of(samples));
    }

    public static List<Line> of(String samples) {
        List<Line> lines = new ArrayList<>();
        if (samples.isEmpty()) {
            return lines;
        }
        String[] raw = samples.split("\n", -1);
        for (int i = 0; i < raw.length; i++) {
            String key = raw[i].endsWith("\r") ? raw[i].substring(0, raw[i].length() - 1) : raw[i];
            if (!key.isEmpty()) {
                lines.add(new Line(i + 1, key));
            }
        }
        return lines;
    }
}
