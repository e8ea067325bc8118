package keyslice.domain.design;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.text.Shown;

/**
 * A key attribute's name that keyslice makes up from others, joined by "_": the composite string's attribute in
 * place of several ({@code status_day}), a segment's attribute ({@code SK_2}). It must be a name DynamoDB takes for a
 * key attribute and differ from the key's other attribute, so a joined name over {@link KeyAttribute#MAX_NAME_BYTES}
 * bytes loses characters from its longest parts until it fits, and one the other attribute already has gets a number
 * after it; {@code note} then says so.
 */
record JoinedName(String name, Optional<String> note) {

    private static final String JOINER = "_";

    /** The name for {@code names} joined, other than {@code taken} (the key's other attribute, if it is known). */
    static JoinedName of(List<String> names, Optional<String> taken) {
        String joined = String.join(JOINER, names);
        for (int number = 1; ; number++) {
            String suffix = number == 1 ? "" : Integer.toString(number);
            String name = fitted(names, suffix);
            if (taken.isPresent() && taken.get().equals(name)) {
                continue;
            }
            if (name.equals(joined)) {
                return new JoinedName(name, Optional.empty());
            }
            String why = bytes(joined) > KeyAttribute.MAX_NAME_BYTES
                    ? Shown.quoted(joined) + " would be " + bytes(joined) + " bytes, and DynamoDB takes at most "
                            + KeyAttribute.MAX_NAME_BYTES + " for a key attribute's name"
                    : Shown.quoted(joined) + " is already the name of the key's other attribute";
            return new JoinedName(
                    name,
                    Optional.of("The attribute is called \"" + name + "\" here: " + why + ". Name it as you like."));
        }
    }

    /** The names joined, then {@code suffix}; while that is too long, the longest name loses its last character. */
    private static String fitted(List<String> names, String suffix) {
        List<String> parts = new ArrayList<>(names);
        while (bytes(String.join(JOINER, parts) + suffix) > KeyAttribute.MAX_NAME_BYTES) {
            int longest = 0;
            for (int i = 1; i < parts.size(); i++) {
                if (bytes(parts.get(i)) > bytes(parts.get(longest))) {
                    longest = i;
                }
            }
            String part = parts.get(longest);
            parts.set(longest, part.substring(0, part.offsetByCodePoints(part.length(), -1)));
        }
        return String.join(JOINER, parts) + suffix;
    }

    private static int bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8).length;
    }
}
