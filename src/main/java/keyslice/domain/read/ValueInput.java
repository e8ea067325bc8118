package keyslice.domain.read;

import java.util.List;
import keyslice.domain.form.Field;

/**
 * A sort-key value as the person gave it: typed {@code text}, or {@code segments} (the rows without their trailing
 * blanks) to be joined by the delimiter, which win over the text. {@code field} is the one a problem names: the
 * segments' field when they are used, else the text's.
 */
public record ValueInput(Field field, String text, List<String> segments) {

    public ValueInput {
        segments = List.copyOf(segments);
    }

    public boolean segmentBuilt() {
        return !segments.isEmpty();
    }

    /** Whether anything is given, typed or in segments. */
    public boolean given() {
        return !text.isEmpty() || segmentBuilt();
    }
}
