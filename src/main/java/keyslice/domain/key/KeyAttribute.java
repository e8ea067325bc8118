package keyslice.domain.key;

import java.nio.charset.StandardCharsets;
import java.util.Objects;

/** A key attribute: its name (1..255 UTF-8 bytes, as DynamoDB allows for key attributes) and its type. */
public record KeyAttribute(String name, KeyType type) {

    public static final int MAX_NAME_BYTES = 255;

    public KeyAttribute {
        Objects.requireNonNull(type, "type");
        String problem = nameProblem(name);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
    }

    /** Why {@code name} cannot name a key attribute, or null when it can. */
    public static String nameProblem(String name) {
        if (name == null || name.isEmpty()) {
            return "an attribute name cannot be empty";
        }
        int bytes = name.getBytes(StandardCharsets.UTF_8).length;
        if (bytes > MAX_NAME_BYTES) {
            return "a key attribute name is at most " + MAX_NAME_BYTES + " bytes of UTF-8; this one is " + bytes;
        }
        return null;
    }
}
